import { describe, expect, it } from 'vitest';
import { State } from 'ts-fsrs';
import { isLearned, levelDistribution, levelOf } from './levels.js';

describe('levelOf', () => {
  it.each([
    [State.New, 0, 'NEW'],
    [State.New, 40, 'NEW'],
    [State.Learning, 0.5, 'LEARNING'],
    [State.Relearning, 50, 'LEARNING'],
    [State.Review, 0.1, 'IMPROVING'],
    [State.Review, 4.999, 'IMPROVING'],
    [State.Review, 5, 'ALMOST'],
    [State.Review, 13.999, 'ALMOST'],
    [State.Review, 14, 'CONFIDENT'],
    [State.Review, 29.999, 'CONFIDENT'],
    [State.Review, 30, 'MASTERED'],
    [State.Review, 365, 'MASTERED'],
  ] as const)('state %i, stability %f → %s', (state, stability, level) => {
    expect(levelOf({ state, stability })).toBe(level);
  });
});

describe('isLearned', () => {
  it.each([
    ['NEW', false],
    ['LEARNING', false],
    ['IMPROVING', false],
    ['ALMOST', true],
    ['CONFIDENT', true],
    ['MASTERED', true],
  ] as const)('%s → %s', (level, learned) => {
    expect(isLearned(level)).toBe(learned);
  });
});

describe('levelDistribution', () => {
  it('has every level, zeros included', () => {
    expect(levelDistribution([])).toEqual({ new: 0, learning: 0, improving: 0, almost: 0, confident: 0, mastered: 0 });
  });

  it('counts cards per level', () => {
    const cards = [
      { state: State.New, stability: 0 },
      { state: State.New, stability: 0 },
      { state: State.Learning, stability: 1 },
      { state: State.Review, stability: 3 },
      { state: State.Review, stability: 20 },
      { state: State.Review, stability: 90 },
    ];
    expect(levelDistribution(cards)).toEqual({ new: 2, learning: 1, improving: 1, almost: 0, confident: 1, mastered: 1 });
  });
});
