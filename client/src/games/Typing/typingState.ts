import type { FlashcardRating } from '../../../../shared/constants';
import { diffAnswer, judgeAnswer, VERDICT_RATING, type DiffPart, type TypingVerdict } from '../../../../shared/typingAnswer';

// The Type the Answer round as a pure state machine (docs/study-modes.md): type, check (the verdict and
// its suggested rating), rate (the learner may pick another rating), and take back the last
// rating. The component adds the side effects (reporting, focus, timing).

export interface TypingResult {
  typed: string;
  verdict: TypingVerdict;
  diff: DiffPart[];
  /** The rating the verdict suggests, preselected among the four. */
  suggested: FlashcardRating;
}

export interface RatedItem {
  cardId: number;
  rating: FlashcardRating;
  streakBefore: number;
}

export interface TypingState {
  /** The item on screen; equal to the round's length once every item is rated. */
  index: number;
  /** Null while typing; the checked answer once Enter was pressed. */
  result: TypingResult | null;
  streak: number;
  rated: RatedItem[];
}

export type TypingAction =
  | { type: 'check'; typed: string; expected: string }
  | { type: 'rate'; cardId: number; rating: FlashcardRating }
  | { type: 'undo' };

export function initialTypingState(streak: number): TypingState {
  return { index: 0, result: null, streak, rated: [] };
}

/** Hard or better keeps the streak, as in flashcards (the rating decides correctness). */
export const isRightRating = (rating: FlashcardRating) => rating >= 2;

export function checkAnswer(typed: string, expected: string): TypingResult {
  const verdict = judgeAnswer(typed, expected);
  return { typed, verdict, diff: diffAnswer(typed, expected), suggested: VERDICT_RATING[verdict] };
}

/** Actions that make no sense in the current state (rating before checking, undo with nothing rated) change nothing. */
export function typingReducer(state: TypingState, action: TypingAction, total: number): TypingState {
  switch (action.type) {
    case 'check':
      if (state.result || state.index >= total) return state;
      return { ...state, result: checkAnswer(action.typed, action.expected) };
    case 'rate': {
      if (!state.result) return state;
      const rated = [...state.rated, { cardId: action.cardId, rating: action.rating, streakBefore: state.streak }];
      return { index: state.index + 1, result: null, streak: isRightRating(action.rating) ? state.streak + 1 : 0, rated };
    }
    case 'undo': {
      const last = state.rated.at(-1);
      if (!last) return state;
      return { index: state.index - 1, result: null, streak: last.streakBefore, rated: state.rated.slice(0, -1) };
    }
  }
}
