import { describe, expect, it } from 'vitest';
import { mostRecentHistories, type CardHistory } from './history.js';

// The fit's review budget (issue 31, docs/memory-model.md): whole histories of the most recently
// reviewed cards, in the builder's order.
const history = (cardId: number, days: number[]): CardHistory => ({
  cardId,
  reviews: days.map((day, i) => ({ rating: 3, day, deltaT: i === 0 ? 0 : day - days[i - 1] })),
});

describe('mostRecentHistories', () => {
  const a = history(1, [0, 1, 5]); // last day 5
  const b = history(2, [2, 30]); // last day 30
  const c = history(3, [3, 10, 20, 40]); // last day 40
  const d = history(4, [0]); // last day 0, one review
  const all = [a, b, c, d];

  it.each([
    ['everything fits', 10, [1, 2, 3, 4]],
    ['over budget: newest cards first, whole histories, builder order kept', 9, [1, 2, 3]],
    ['newest two', 6, [2, 3]],
    ['histories that do not fit are skipped, a smaller older one still fits', 5, [3, 4]],
    ['only the one-review card fits', 1, [4]],
    ['nothing fits', 0, []],
  ])('%s (budget %i)', (_, budget, cardIds) => {
    const kept = mostRecentHistories(all, budget);
    expect(kept.map((h) => h.cardId)).toEqual(cardIds);
    for (const h of kept) expect(h.reviews).toBe(all.find((x) => x.cardId === h.cardId)!.reviews);
    expect(kept.reduce((sum, h) => sum + h.reviews.length, 0)).toBeLessThanOrEqual(budget);
  });
});
