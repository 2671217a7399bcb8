// Matching's answer state and its undo (docs/study-options.md), pure so every rule has a table test beside it.
// "The last answer" in matching is the last pair attempt, right or wrong: a wrong drop can be a
// slip of the finger as much as a right one. Only a card's first attempt is reported (docs/product.md: states);
// undoing that attempt takes the report back too, so the next attempt is the card's first again.

export interface MatchAttempt {
  termId: number;
  definitionId: number;
  isCorrect: boolean;
  /** This attempt was the card's first, so it was reported to the session. */
  reported: boolean;
  /** The game's streak just before the attempt, restored by undo. */
  streakBefore: number;
}

export interface MatchingState {
  matched: ReadonlySet<number>;
  reported: ReadonlySet<number>;
  /** This round's attempts, newest last. */
  history: readonly MatchAttempt[];
}

export const initialMatching = (): MatchingState => ({ matched: new Set(), reported: new Set(), history: [] });

/** A term dropped on a definition; null when either side is already matched (nothing happens). */
export function attemptPair(state: MatchingState, termId: number, definitionId: number, streak: number): { state: MatchingState; attempt: MatchAttempt } | null {
  if (state.matched.has(termId) || state.matched.has(definitionId)) return null;
  const isCorrect = termId === definitionId;
  const attempt: MatchAttempt = { termId, definitionId, isCorrect, reported: !state.reported.has(termId), streakBefore: streak };
  return {
    attempt,
    state: {
      matched: isCorrect ? new Set(state.matched).add(termId) : state.matched,
      reported: attempt.reported ? new Set(state.reported).add(termId) : state.reported,
      history: [...state.history, attempt],
    },
  };
}

/** The last attempt taken back: a right pair comes apart, a first attempt is no longer reported. */
export function undoAttempt(state: MatchingState): { state: MatchingState; attempt: MatchAttempt } | null {
  const attempt = state.history.at(-1);
  if (!attempt) return null;
  const matched = new Set(state.matched);
  if (attempt.isCorrect) matched.delete(attempt.termId);
  const reported = new Set(state.reported);
  if (attempt.reported) reported.delete(attempt.termId);
  return { attempt, state: { matched, reported, history: state.history.slice(0, -1) } };
}

export const isRoundDone = (state: MatchingState, pairCount: number) => state.matched.size === pairCount;
