import { describe, expect, it } from 'vitest';
import { isJourneyEmpty, journeySeries, journeyTooltip, percentOneDecimal } from './journeySeries';

const journey = (distribution: Partial<Record<'new' | 'learning' | 'improving' | 'almost' | 'confident' | 'mastered', number>>) => {
  const full = { new: 0, learning: 0, improving: 0, almost: 0, confident: 0, mastered: 0, ...distribution };
  return { totalCardCount: Object.values(full).reduce((a, b) => a + b, 0), distribution: full };
};

describe('percentOneDecimal', () => {
  it.each([
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 8, 12.5],
    [0, 5, 0],
    [5, 5, 100],
    [0, 0, 0],
  ])('%i of %i → %f', (count, total, percent) => {
    expect(percentOneDecimal(count, total)).toBe(percent);
  });
});

describe('journeySeries', () => {
  it('lists the six levels in order with colours and percentages', () => {
    const series = journeySeries(journey({ new: 1, learning: 1, mastered: 1 }));
    expect(series.map((s) => [s.level, s.name, s.count, s.percent, s.colorVar])).toEqual([
      ['NEW', 'New', 1, 33.3, '--level-new'],
      ['LEARNING', 'Learning', 1, 33.3, '--level-learning'],
      ['IMPROVING', 'Improving', 0, 0, '--level-improving'],
      ['ALMOST', 'Almost', 0, 0, '--level-almost'],
      ['CONFIDENT', 'Confident', 0, 0, '--level-confident'],
      ['MASTERED', 'Mastered', 1, 33.3, '--level-mastered'],
    ]);
  });
});

describe('journeyTooltip', () => {
  it.each([
    [{ level: 'MASTERED' as const, count: 12, percent: 40 }, 'MASTERED: 12 cards (40.0%)'],
    [{ level: 'NEW' as const, count: 1, percent: 33.3 }, 'NEW: 1 cards (33.3%)'],
  ])('%o → %s', (slice, text) => {
    expect(journeyTooltip(slice)).toBe(text);
  });
});

describe('isJourneyEmpty', () => {
  it.each([
    [journey({}), true],
    [journey({ new: 10 }), true],
    [journey({ new: 9, learning: 1 }), false],
    [journey({ mastered: 3 }), false],
  ])('%o → %s', (j, empty) => {
    expect(isJourneyEmpty(j)).toBe(empty);
  });
});
