// 50 cards studied every day for 30 simulated days, 85% answered right: the scheduler, the
// level rules and the card selection working together on a fixed clock and a seeded rng.
import { describe, expect, it } from 'vitest';
import { createScheduler, newCardSchedule, type CardSchedule } from './scheduler.js';
import { selectCards } from './cardSelection.js';
import { levelDistribution, levelOf, isLearned } from './levels.js';

/** mulberry32: a tiny seeded rng so the run is the same every time. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2025-01-01T18:00:00Z');
const DECK_SIZE = 50;
const DAYS = 30;
const SESSIONS_PER_DAY = 3; // a quick session, then two more 15 minutes apart for learning steps

function simulate() {
  const scheduler = createScheduler({ fuzz: false });
  const rng = seeded(42);
  const cards = new Map<number, CardSchedule>();
  for (let id = 1; id <= DECK_SIZE; id++) cards.set(id, newCardSchedule(START - DAY));
  const reviewsPerDay: number[] = [];
  const learnedPerDay: number[] = [];
  const dueInPast: string[] = [];

  for (let day = 0; day < DAYS; day++) {
    let reviews = 0;
    for (let s = 0; s < SESSIONS_PER_DAY; s++) {
      const now = START + day * DAY + s * 15 * 60 * 1000;
      const ids = selectCards([...cards].map(([id, c]) => ({ id, due: c.due })), { type: 'quick' }, now);
      for (const id of ids) {
        const { schedule } = scheduler.review(cards.get(id)!, { isCorrect: rng() < 0.85 }, new Date(now));
        if (schedule.due <= now) dueInPast.push(`card ${id} on day ${day}`);
        cards.set(id, schedule);
        reviews += 1;
      }
    }
    reviewsPerDay.push(reviews);
    learnedPerDay.push([...cards.values()].filter((c) => isLearned(levelOf(c))).length);
  }
  return { cards, reviewsPerDay, learnedPerDay, dueInPast };
}

describe('30 days of daily study at 85% correct', () => {
  const run = simulate();

  it('never schedules a card in the past', () => {
    expect(run.dueInPast).toEqual([]);
  });

  it('moves cards up the levels', () => {
    const distribution = levelDistribution(run.cards.values());
    expect(distribution.new).toBe(0);
    // Most of the deck ends learned (ALMOST or higher), far more than after the first week.
    expect(run.learnedPerDay[DAYS - 1]).toBeGreaterThanOrEqual(DECK_SIZE * 0.8);
    expect(run.learnedPerDay[DAYS - 1]).toBeGreaterThan(run.learnedPerDay[2]);
    // Well past the 30-day stability mark for most of the deck by the end.
    expect(distribution.mastered).toBeGreaterThanOrEqual(DECK_SIZE * 0.4);
  });

  it('keeps the daily workload bounded and falling', () => {
    // Each card is answered at most once per session.
    expect(Math.max(...run.reviewsPerDay)).toBeLessThanOrEqual(DECK_SIZE * SESSIONS_PER_DAY);
    const firstWeek = run.reviewsPerDay.slice(0, 7).reduce((a, b) => a + b, 0) / 7;
    const lastWeek = run.reviewsPerDay.slice(-7).reduce((a, b) => a + b, 0) / 7;
    expect(lastWeek).toBeLessThan(firstWeek);
    expect(lastWeek).toBeLessThanOrEqual(DECK_SIZE * 0.5);
  });
});
