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
