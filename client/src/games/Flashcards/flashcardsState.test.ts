import { describe, expect, it } from 'vitest';
import { flashcardsReducer, formatInterval, initialFlashcardsState, isRoundDone, type FlashcardsAction, type FlashcardsState } from './flashcardsState';

const run = (actions: FlashcardsAction[], total = 3, streak = 0): FlashcardsState =>
  actions.reduce((s, a) => flashcardsReducer(s, a, total), initialFlashcardsState(streak));

describe('flashcards round state', () => {
  it('reveal, then a grade moves to the next card hidden', () => {
    const s = run([{ type: 'reveal' }, { type: 'grade', cardId: 1, rating: 3 }]);
    expect(s).toEqual({ index: 1, revealed: false, streak: 1, graded: [{ cardId: 1, rating: 3, streakBefore: 0 }] });
  });

  it('a hidden card cannot be graded', () => {
    expect(run([{ type: 'grade', cardId: 1, rating: 4 }])).toEqual(initialFlashcardsState(0));
  });

  it('Again breaks the streak, Hard keeps it going', () => {
    const s = run([{ type: 'reveal' }, { type: 'grade', cardId: 1, rating: 2 }, { type: 'reveal' }, { type: 'grade', cardId: 2, rating: 1 }], 3, 4);
    expect(s.streak).toBe(0);
    expect(s.graded.map((g) => g.streakBefore)).toEqual([4, 5]);
  });

  it('undo goes back to the last card, revealed, with the streak it had', () => {
    const graded = run([{ type: 'reveal' }, { type: 'grade', cardId: 1, rating: 3 }, { type: 'reveal' }, { type: 'grade', cardId: 2, rating: 1 }], 3, 2);
    const undone = flashcardsReducer(graded, { type: 'undo' }, 3);
    expect(undone).toEqual({ index: 1, revealed: true, streak: 3, graded: [{ cardId: 1, rating: 3, streakBefore: 2 }] });
    const twice = flashcardsReducer(undone, { type: 'undo' }, 3);
    expect(twice).toEqual({ index: 0, revealed: true, streak: 2, graded: [] });
    expect(flashcardsReducer(twice, { type: 'undo' }, 3)).toBe(twice);
  });

  it('undo of a hidden next card: nothing is lost, the regrade replaces the grade', () => {
    const s = run([
      { type: 'reveal' },
      { type: 'grade', cardId: 1, rating: 1 },
      { type: 'undo' },
      { type: 'grade', cardId: 1, rating: 4 },
    ]);
    expect(s.graded).toEqual([{ cardId: 1, rating: 4, streakBefore: 0 }]);
    expect(s.index).toBe(1);
  });

  it('the round is done after the last grade; undo reopens it', () => {
    const s = run([{ type: 'reveal' }, { type: 'grade', cardId: 1, rating: 3 }], 1);
    expect(isRoundDone(s, 1)).toBe(true);
    expect(flashcardsReducer(s, { type: 'reveal' }, 1)).toBe(s);
    expect(isRoundDone(flashcardsReducer(s, { type: 'undo' }, 1), 1)).toBe(false);
  });
});

describe('formatInterval', () => {
  it.each([
    [0, '1m'],
    [60_000, '1m'],
    [10 * 60_000, '10m'],
    [59 * 60_000, '59m'],
    [3 * 3_600_000, '3h'],
    [86_400_000, '1d'],
    [8.4 * 86_400_000, '8d'],
    [45 * 86_400_000, '1.5mo'],
    [400 * 86_400_000, '1.1y'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatInterval(ms)).toBe(text);
  });
});
