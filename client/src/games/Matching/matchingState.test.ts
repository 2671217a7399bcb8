import { describe, expect, it } from 'vitest';
import { attemptPair, initialMatching, isRoundDone, undoAttempt, type MatchingState } from './matchingState';

/** Plays [term, definition] attempts from a fresh round; the streak follows the game's rule. */
function play(pairs: [number, number][]): { state: MatchingState; streak: number; reports: [number, boolean][] } {
  let state = initialMatching();
  let streak = 0;
  const reports: [number, boolean][] = [];
  for (const [t, d] of pairs) {
    const next = attemptPair(state, t, d, streak);
    if (!next) continue;
    state = next.state;
    if (next.attempt.reported) reports.push([t, next.attempt.isCorrect]);
    streak = next.attempt.isCorrect ? streak + 1 : 0;
  }
  return { state, streak, reports };
}

describe('matching attempts', () => {
  it.each([
    ['a right pair is matched and reported', [[1, 1]], [1], [[1, true]]],
    ['a wrong pair is reported once; the later right one is not', [[1, 2], [1, 1]], [1], [[1, false]]],
    ['an already matched definition takes no attempt', [[1, 1], [2, 1]], [1], [[1, true]]],
  ] as const)('%s', (_, pairs, matched, reports) => {
    const result = play(pairs.map((p) => [...p]));
    expect([...result.state.matched]).toEqual(matched);
    expect(result.reports).toEqual(reports);
  });
});

describe('undo (docs/study-options.md): the last pair attempt, right or wrong', () => {
  it.each([
    // [attempts, what undo takes back, matched after, reported after, streak restored]
    ['a right first attempt: the pair comes apart, the report is taken back', [[1, 1], [2, 2]], { termId: 2, reported: true }, [1], [1], 1],
    ['a wrong first attempt: the card can be answered first again', [[1, 1], [2, 3]], { termId: 2, reported: true }, [1], [1], 1],
    ['a right repeat (after a miss): unmatched, the miss stays reported', [[2, 3], [2, 2]], { termId: 2, reported: false }, [], [2], 0],
    ['the last match of the round: the round is no longer done', [[1, 1], [2, 2], [3, 3]], { termId: 3, reported: true }, [1, 2], [1, 2], 2],
  ] as const)('%s', (_, pairs, undone, matched, reported, streakBefore) => {
    const { state } = play(pairs.map((p) => [...p]));
    const result = undoAttempt(state)!;
    expect(result.attempt).toMatchObject({ ...undone, streakBefore });
    expect([...result.state.matched]).toEqual(matched);
    expect([...result.state.reported]).toEqual(reported);
    expect(result.state.history).toHaveLength(pairs.length - 1);
    expect(isRoundDone(result.state, 3)).toBe(false);
  });

  it('undoes newest first, back to a fresh round, then nothing', () => {
    let { state } = play([[1, 2], [1, 1], [2, 2]]);
    const undone: number[] = [];
    for (let r = undoAttempt(state); r; r = undoAttempt(state)) {
      undone.push(r.attempt.definitionId);
      state = r.state;
    }
    expect(undone).toEqual([2, 1, 2]);
    expect(state).toEqual(initialMatching());
  });

  it('after undoing a miss, the next attempt is the first again and reported right', () => {
    const { state } = play([[4, 5]]);
    const next = attemptPair(undoAttempt(state)!.state, 4, 4, 0)!;
    expect(next.attempt).toMatchObject({ isCorrect: true, reported: true });
  });
});
