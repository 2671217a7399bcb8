import { describe, expect, it } from 'vitest';
import { cardsPerMinute, selectCards, type SchedulableCard } from './cardSelection.js';

const NOW = Date.parse('2025-03-10T12:00:00Z');
const MIN = 60_000;
// Ids 1–4 are due (1 most overdue), 5–7 fall due later (5 soonest).
const cards: SchedulableCard[] = [
  { id: 3, due: NOW - 1 * MIN },
  { id: 6, due: NOW + 60 * MIN },
  { id: 1, due: NOW - 3 * 24 * 60 * MIN },
  { id: 5, due: NOW + 1 * MIN },
  { id: 4, due: NOW },
  { id: 2, due: NOW - 60 * MIN },
  { id: 7, due: NOW + 24 * 60 * MIN },
];

describe('selectCards', () => {
  it.each([
    ['quick: every due card, most overdue first', { type: 'quick' } as const, 6, [1, 2, 3, 4]],
    ['cards 2: the two most overdue', { type: 'cards', value: 2 } as const, 6, [1, 2]],
    ['cards 4: exactly the due cards', { type: 'cards', value: 4 } as const, 6, [1, 2, 3, 4]],
    ['cards 6: topped up with the soonest due', { type: 'cards', value: 6 } as const, 6, [1, 2, 3, 4, 5, 6]],
    ['cards 50: the whole deck', { type: 'cards', value: 50 } as const, 6, [1, 2, 3, 4, 5, 6, 7]],
    ['time 1 min at 6/min: six cards', { type: 'time', value: 1 } as const, 6, [1, 2, 3, 4, 5, 6]],
    ['time 1 min at 2.4/min: two cards', { type: 'time', value: 1 } as const, 2.4, [1, 2]],
    ['time 1 min at 0.2/min: at least one card', { type: 'time', value: 1 } as const, 0.2, [1]],
  ])('%s', (_, goal, perMinute, ids) => {
    expect(selectCards(cards, goal, NOW, perMinute)).toEqual(ids);
  });

  it('quick on a deck with nothing due selects nothing', () => {
    expect(selectCards(cards.filter((c) => c.due > NOW), { type: 'quick' }, NOW)).toEqual([]);
  });

  describe('new cards per day', () => {
    // 1, 2 and 6 are reviews; 3, 4, 5 and 7 are new (new cards are due from their creation).
    const mixed: SchedulableCard[] = [
      { id: 1, due: NOW - 60 * MIN },
      { id: 2, due: NOW - MIN },
      { id: 3, due: NOW - 3 * 60 * MIN, isNew: true },
      { id: 4, due: NOW - 2 * 60 * MIN, isNew: true },
      { id: 5, due: NOW - 30 * MIN, isNew: true },
      { id: 6, due: NOW + 60 * MIN },
      { id: 7, due: NOW - 10 * MIN, isNew: true },
    ];
    it.each([
      ['quick, 2 new allowed: every due review and the two oldest new', { type: 'quick' } as const, 2, [3, 4, 1, 2]],
      ['quick, none allowed: reviews only', { type: 'quick' } as const, 0, [1, 2]],
      ['quick, unlimited: everything due', { type: 'quick' } as const, Infinity, [3, 4, 1, 5, 7, 2]],
      ['cards 3, 1 new allowed', { type: 'cards', value: 3 } as const, 1, [3, 1, 2]],
      ['cards 10, 1 new allowed: topped up with reviews, never more new', { type: 'cards', value: 10 } as const, 1, [3, 1, 2, 6]],
      ['time 1 min at 6/min, 2 new allowed', { type: 'time', value: 1 } as const, 2, [3, 4, 1, 2, 6]],
    ])('%s', (_, goal, allowance, ids) => {
      expect(selectCards(mixed, goal, NOW, 6, allowance)).toEqual(ids);
    });
  });

  it('breaks equal due times by id', () => {
    const tied = [{ id: 9, due: NOW }, { id: 2, due: NOW }, { id: 5, due: NOW }];
    expect(selectCards(tied, { type: 'quick' }, NOW)).toEqual([2, 5, 9]);
  });
});

describe('cardsPerMinute', () => {
  it.each([
    [[], 6],
    [[0, -5, Number.NaN], 6],
    [[10_000], 6],
    [[5_000, 15_000], 6],
    [[3_000], 20],
    [[100], 30],
    [[120_000], 1],
  ])('%o → %f', (times, perMinute) => {
    expect(cardsPerMinute(times)).toBe(perMinute);
  });
});
