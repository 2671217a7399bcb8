import { describe, expect, it } from 'vitest';
import { checkAnswer, initialTypingState, typingReducer, type TypingState } from './typingState';

const run = (actions: Parameters<typeof typingReducer>[1][], total = 3, start: TypingState = initialTypingState(0)) =>
  actions.reduce((state, action) => typingReducer(state, action, total), start);

describe('typingReducer', () => {
  it('checks, then rates and moves on; the rating decides the streak', () => {
    const checked = run([{ type: 'check', typed: 'Haus', expected: 'Haus' }]);
    expect(checked.result).toMatchObject({ verdict: 'right', suggested: 3 });
    const rated = typingReducer(checked, { type: 'rate', cardId: 7, rating: 3 }, 3);
    expect(rated).toEqual({ index: 1, result: null, streak: 1, rated: [{ cardId: 7, rating: 3, streakBefore: 0 }] });
    const again = run([{ type: 'check', typed: 'x', expected: 'Haus' }, { type: 'rate', cardId: 8, rating: 1 }], 3, rated);
    expect(again.streak).toBe(0);
  });

  it('lets the learner rate otherwise than suggested', () => {
    const state = run([{ type: 'check', typed: 'Hau', expected: 'Haus' }, { type: 'rate', cardId: 1, rating: 4 }]);
    expect(state.rated[0].rating).toBe(4);
    expect(state.streak).toBe(1);
  });

  it('ignores a rating before the check and a second check', () => {
    const start = initialTypingState(2);
    expect(typingReducer(start, { type: 'rate', cardId: 1, rating: 3 }, 3)).toBe(start);
    const checked = run([{ type: 'check', typed: 'a', expected: 'a' }]);
    expect(typingReducer(checked, { type: 'check', typed: 'b', expected: 'a' }, 3)).toBe(checked);
  });

  it('undo takes back the last rating and its streak', () => {
    const state = run([{ type: 'check', typed: 'a', expected: 'a' }, { type: 'rate', cardId: 1, rating: 3 }, { type: 'undo' }], 3, initialTypingState(4));
    expect(state).toEqual(initialTypingState(4));
    expect(typingReducer(initialTypingState(0), { type: 'undo' }, 3)).toEqual(initialTypingState(0));
  });

  it('suggests Good, Hard and Again for right, almost and wrong', () => {
    expect(checkAnswer('mañana', 'mañana').suggested).toBe(3);
    expect(checkAnswer('manana', 'mañana').suggested).toBe(2);
    expect(checkAnswer('tomorrow', 'mañana').suggested).toBe(1);
  });
});
