import { describe, expect, it } from 'vitest';
import { buildReviewHistories, mostRecentHistories, recentCards, type CardHistory, type ReviewRecord } from './history.js';

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

// The worker chooses the cards from the columns before building histories (issue 31): the same
// histories as building all of them and cutting, for any budget, resets, ties and deleted cards.
describe('recentCards', () => {
  function columnsOf(records: ReviewRecord[]) {
    return {
      cardIds: Float64Array.from(records, (r) => r.cardId ?? -1),
      ratings: Uint8Array.from(records, (r) => r.rating),
      reviewedAt: Float64Array.from(records, (r) => r.reviewedAt),
    };
  }

  function randomRecords(seed: number, count: number): ReviewRecord[] {
    let state = seed;
    const next = (n: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state % n;
    };
    const DAY = 86_400_000;
    return Array.from({ length: count }, () => ({
      cardId: next(20) === 0 ? null : next(40),
      // Ratings 0 and 5 are resets; same times on purpose (ties keep input order).
      rating: next(12) === 0 ? 0 : 1 + next(4),
      reviewedAt: Date.UTC(2025, 0, 1) + next(60) * DAY + next(3) * 3_600_000,
    }));
  }

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('matches mostRecentHistories over every budget (seed %i)', (seed) => {
    const records = randomRecords(seed, 400);
    for (const timeZone of ['UTC', 'Pacific/Chatham']) {
      const all = buildReviewHistories(records, timeZone).histories;
      for (const budget of [0, 1, 5, 17, 60, 150, 250, 1_000]) {
        const chosen = recentCards(columnsOf(records), timeZone, budget);
        const kept = chosen === null ? records : records.filter((r) => r.cardId !== null && chosen.has(r.cardId));
        expect(buildReviewHistories(kept, timeZone).histories, `budget ${budget} in ${timeZone}`).toEqual(mostRecentHistories(all, budget));
      }
    }
  });
});
