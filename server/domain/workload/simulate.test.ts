import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETERS } from '../memoryModel/parameters.js';
import { seededRandom } from '../memoryModel/simulate.js';
import { DEFAULT_PROFILE, simulateWorkload, type SimCard, type SimulationInput } from './simulate.js';

// The workload simulator (docs/workload.md): pure, seeded, on day numbers (no clock at all).
const base: SimulationInput = {
  parameters: DEFAULT_PARAMETERS,
  desiredRetention: 0.9,
  days: 60,
  newPerDay: 10,
  newCards: 0,
  cards: [],
  profile: DEFAULT_PROFILE,
  spread: 'none',
  seed: 7,
};

/** A mature deck: cards seen before day 0 with a spread of stabilities and due days. */
function matureCards(count: number, seed: number): SimCard[] {
  const rng = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const stability = 5 + rng() * 60;
    const interval = Math.max(1, Math.round(stability));
    const lastDay = -Math.floor(rng() * interval);
    return { stability, difficulty: 3 + rng() * 5, lastDay, dueDay: lastDay + interval };
  });
}

const sd = (xs: number[]) => {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
};

describe('simulateWorkload', () => {
  it('is the same for the same seed', () => {
    const input = { ...base, newCards: 100 };
    expect(simulateWorkload(input)).toEqual(simulateWorkload(input));
    expect(simulateWorkload({ ...input, seed: 8 })).not.toEqual(simulateWorkload(input));
  });

  it.each([
    // newCards newPerDay first days' new cards
    [25, 10, [10, 10, 5, 0]],
    [3, 10, [3, 0, 0, 0]],
    [50, 0, [0, 0, 0, 0]],
  ])('%i new cards at %i a day: %j', (newCards, newPerDay, expected) => {
    const result = simulateWorkload({ ...base, newCards, newPerDay });
    expect(result.days.slice(0, 4).map((d) => d.newCards)).toEqual(expected);
    expect(result.days.map((d) => d.day).slice(0, 4)).toEqual([1, 2, 3, 4]);
  });

  it('an empty deck costs nothing', () => {
    const result = simulateWorkload(base);
    expect(result.totalReviews).toBe(0);
    expect(result.expectedKnown).toBe(0);
    expect(result.days.every((d) => d.minutes === 0 && d.expectedRetention === 0)).toBe(true);
  });

  it('reviews overdue cards on day 1, and never more than the daily limit', () => {
    const cards = Array.from({ length: 40 }, () => ({ stability: 10, difficulty: 5, lastDay: -30, dueDay: -20 }));
    const result = simulateWorkload({ ...base, cards, maxReviewsPerDay: 15, newPerDay: 0 });
    expect(result.days.slice(0, 2).map((d) => d.reviews)).toEqual([15, 15]);
    expect(Math.max(...result.days.map((d) => d.reviews))).toBe(15);
  });

  it('counts minutes from the answer times', () => {
    const profile = { ...DEFAULT_PROFILE, firstRatings: [0, 0, 1, 0] as const, learnSeconds: [60, 60, 60, 60] as const };
    const result = simulateWorkload({ ...base, newCards: 10, profile });
    expect(result.days[0]).toMatchObject({ newCards: 10, reviews: 0, minutes: 10 });
  });

  it('a higher desired retention costs more reviews and keeps more cards known', () => {
    const input = { ...base, days: 120, newCards: 300 };
    const low = simulateWorkload({ ...input, desiredRetention: 0.8 });
    const high = simulateWorkload({ ...input, desiredRetention: 0.95 });
    expect(high.totalReviews).toBeGreaterThan(low.totalReviews);
    expect(high.expectedKnown).toBeGreaterThan(low.expectedKnown);
    expect(high.days.at(-1)!.expectedRetention).toBeGreaterThan(low.days.at(-1)!.expectedRetention);
  });

  it('load balancing evens out the daily reviews: at least 20 % less spread than fuzz', () => {
    // 20 new cards a day; days 31–60, once the first reviews have settled.
    const input = { ...base, newCards: 2000, newPerDay: 20, days: 60 };
    const fuzz = simulateWorkload({ ...input, spread: 'fuzz' }).days.slice(30).map((d) => d.reviews);
    const balanced = simulateWorkload({ ...input, spread: 'balance' }).days.slice(30).map((d) => d.reviews);
    expect(sd(balanced)).toBeLessThanOrEqual(sd(fuzz) * 0.8);
  });

  it('a minimum Easy Day carries at most half the mean load', () => {
    // Day 1 is a Sunday (weekday0 0); Sundays minimum.
    const result = simulateWorkload({ ...base, cards: matureCards(2000, 4), newPerDay: 0, days: 70, spread: 'balance', easyDays: 'mnnnnnn', weekday0: 0 });
    const later = result.days.slice(14);
    const mean = later.reduce((sum, d) => sum + d.reviews, 0) / later.length;
    const sundays = later.filter((d) => (d.day - 1) % 7 === 0);
    const sundayMean = sundays.reduce((sum, d) => sum + d.reviews, 0) / sundays.length;
    expect(sundayMean).toBeLessThanOrEqual(mean * 0.5);
  });
});
