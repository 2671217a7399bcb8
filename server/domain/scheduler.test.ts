import { describe, expect, it } from 'vitest';
import { Rating, State } from 'ts-fsrs';
import { createScheduler, fromFsrsCard, newCardSchedule, ratingFor, toFsrsCard, type CardSchedule } from './scheduler.js';

const T0 = Date.parse('2025-01-01T12:00:00Z');
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('ratingFor', () => {
  it.each([
    [{ isCorrect: false }, Rating.Again],
    [{ isCorrect: false, usedHint: true }, Rating.Again],
    [{ isCorrect: true, usedHint: true }, Rating.Hard],
    [{ isCorrect: true, usedHint: false }, Rating.Good],
    [{ isCorrect: true }, Rating.Good],
  ])('%o → %i', (answer, rating) => {
    expect(ratingFor(answer)).toBe(rating);
  });
});

describe('row <-> ts-fsrs card', () => {
  it.each<[string, CardSchedule]>([
    ['new card', newCardSchedule(T0)],
    [
      'reviewed card',
      { due: T0 + 3 * DAY, stability: 7.5, difficulty: 4.2, elapsed_days: 2, scheduled_days: 3, learning_steps: 0, reps: 4, lapses: 1, state: State.Review, last_review: T0 },
    ],
  ])('round-trips a %s', (_, row) => {
    expect(fromFsrsCard(toFsrsCard(row))).toEqual(row);
  });
});

describe('createScheduler without fuzz', () => {
  const scheduler = createScheduler({ fuzz: false });

  it.each([
    // answer                              rating        minutes until due   state after
    [{ isCorrect: false }, Rating.Again, 1, State.Learning],
    [{ isCorrect: true, usedHint: true }, Rating.Hard, 6, State.Learning],
    [{ isCorrect: true }, Rating.Good, 10, State.Learning],
  ])('a new card answered %o is rated %i and due in %i min', (answer, rating, minutes, state) => {
    const { schedule, rating: got } = scheduler.review(newCardSchedule(T0), answer, new Date(T0));
    expect(got).toBe(rating);
    expect(schedule.due - T0).toBe(minutes * MIN);
    expect(schedule.state).toBe(state);
    expect(schedule.reps).toBe(1);
    expect(schedule.last_review).toBe(T0);
  });

  it('graduates a card answered right twice to Review, due days later', () => {
    const first = scheduler.review(newCardSchedule(T0), { isCorrect: true }, new Date(T0)).schedule;
    const second = scheduler.review(first, { isCorrect: true }, new Date(first.due)).schedule;
    expect(second.state).toBe(State.Review);
    expect(second.due - first.due).toBeGreaterThanOrEqual(DAY);
  });

  it('a lapse sends a Review card to Relearning and counts it', () => {
    let card = newCardSchedule(T0);
    let now = T0;
    for (let i = 0; i < 3; i++) {
      card = scheduler.review(card, { isCorrect: true }, new Date(now)).schedule;
      now = card.due;
    }
    expect(card.state).toBe(State.Review);
    const lapsed = scheduler.review(card, { isCorrect: false }, new Date(now)).schedule;
    expect(lapsed.state).toBe(State.Relearning);
    expect(lapsed.lapses).toBe(1);
  });

  it('is deterministic', () => {
    const a = scheduler.review(newCardSchedule(T0), { isCorrect: true }, new Date(T0));
    const b = createScheduler({ fuzz: false }).review(newCardSchedule(T0), { isCorrect: true }, new Date(T0));
    expect(a).toEqual(b);
  });
});

// Load balancing and Easy Days in the scheduler (docs/workload.md), on a fixed clock.
describe('review with balance', () => {
  const card: CardSchedule = { due: T0, stability: 12, difficulty: 5, elapsed_days: 0, scheduled_days: 12, learning_steps: 0, reps: 4, lapses: 0, state: State.Review, last_review: T0 - 12 * DAY };
  const now = new Date(T0);
  const exact = createScheduler({ fuzz: false }).review(card, { isCorrect: true }, now).schedule;
  const days = (loads: Record<number, number>, easyDays = 'nnnnnnn', balance = true) => ({
    balance,
    easyDays,
    loadOn: (offset: number) => loads[offset] ?? 0,
    // 2025-01-01 is a Wednesday.
    weekdayOf: (offset: number) => (3 + offset) % 7,
  });

  it.each([
    ['no load: FSRS\'s own day', {}, 'nnnnnnn', true, 0],
    ['FSRS\'s day full, the day after empty', { 0: 9, [-1]: 9, 1: 0 }, 'nnnnnnn', true, 1],
    ['FSRS\'s day full, the day before empty', { 0: 9, [-1]: 0, 1: 9 }, 'nnnnnnn', true, -1],
    ['balancing off: load ignored', { 0: 9 }, 'nnnnnnn', false, 0],
  ] as const)('%s', (_, relative, easyDays, balance, shift) => {
    const loads = Object.fromEntries(Object.entries(relative).map(([k, v]) => [exact.scheduled_days + Number(k), v]));
    for (const fuzz of [false, true]) {
      const { schedule } = createScheduler({ fuzz }).review(card, { isCorrect: true }, now, days(loads, easyDays, balance));
      expect(schedule.scheduled_days).toBe(exact.scheduled_days + shift);
      expect(schedule.due).toBe(T0 + schedule.scheduled_days * DAY);
      expect({ ...schedule, due: 0, scheduled_days: 0 }).toEqual({ ...exact, due: 0, scheduled_days: 0 });
    }
  });

  it('keeps reviews off a minimum weekday', () => {
    const weekday = (3 + exact.scheduled_days) % 7;
    const easyDays = [...'nnnnnnn'].map((l, i) => (i === weekday ? 'm' : l)).join('');
    const { schedule } = createScheduler({ fuzz: false }).review(card, { isCorrect: true }, now, days({}, easyDays, false));
    expect((3 + schedule.scheduled_days) % 7).not.toBe(weekday);
    expect(Math.abs(schedule.scheduled_days - exact.scheduled_days)).toBe(1);
  });

  it('leaves learning steps alone', () => {
    const { schedule } = createScheduler({ fuzz: false }).review(card, { isCorrect: false }, now, days({}, 'mmmmmmm'));
    expect(schedule.state).toBe(State.Relearning);
    expect(schedule).toEqual(createScheduler({ fuzz: false }).review(card, { isCorrect: false }, now).schedule);
  });
});
