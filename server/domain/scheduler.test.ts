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
