// FSRS scheduling through ts-fsrs (docs/learning-engine.md): the user's parameters (ts-fsrs's defaults until
// the optimizer fits their own, docs/memory-model.md), the deck's desired retention (0.9 unless changed),
// ts-fsrs's short-term learning steps. Pure: the caller passes the clock, so tests and the simulation
// run on fixed dates. Fuzz spreads intervals in production; tests turn it off for exact numbers.
import { fsrs, generatorParameters, Rating, State, type Card, type Grade } from 'ts-fsrs';
import { balanceRange, pickInterval, type BalanceDays } from './workload/balance.js';

/** The FSRS columns of a `cards` row (times in epoch ms, as SQLite stores them). */
export interface CardSchedule {
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: number | null;
}

/** The CardSchedule fields in a fixed order (the columns to read, and the order of a packed schedule). */
export const SCHEDULE_KEYS = [
  'due',
  'stability',
  'difficulty',
  'elapsed_days',
  'scheduled_days',
  'learning_steps',
  'reps',
  'lapses',
  'state',
  'last_review',
] as const satisfies readonly (keyof CardSchedule)[];

export interface GameAnswer {
  isCorrect: boolean;
  usedHint?: boolean;
  /** Flashcards: the learner's own grade, used as is (docs/study-options.md). */
  rating?: Grade | null;
}

export const REQUEST_RETENTION = 0.9;

/** A flashcard grade as given; else wrong → Again, right with a hint → Hard, right → Good. */
export function ratingFor(answer: GameAnswer): Grade {
  if (answer.rating) return answer.rating;
  if (!answer.isCorrect) return Rating.Again;
  return answer.usedHint ? Rating.Hard : Rating.Good;
}

/** The schedule of a card nobody has reviewed: state New, due from its creation. */
export function newCardSchedule(createdAt: number): CardSchedule {
  return {
    due: createdAt,
    stability: 0,
    difficulty: 0,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: 0,
    lapses: 0,
    state: State.New,
    last_review: null,
  };
}

export function toFsrsCard(row: CardSchedule): Card {
  return {
    due: new Date(row.due),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    last_review: row.last_review === null ? undefined : new Date(row.last_review),
  };
}

export function fromFsrsCard(card: Card): CardSchedule {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review ? card.last_review.getTime() : null,
  };
}

export interface Scheduler {
  /**
   * The card's schedule after one answer at `now`, and the rating that produced it. With `balance`
   * (docs/workload.md) a review's due day is picked inside the fuzz range toward the lighter day,
   * away from Easy Days, instead of at random.
   */
  review(card: CardSchedule, answer: GameAnswer, now: Date, balance?: BalanceDays): { schedule: CardSchedule; rating: Grade };
  /** Milliseconds from `now` to the card's next due time for Again, Hard, Good, Easy. */
  nextIntervals(card: CardSchedule, now: Date): [number, number, number, number];
}

export interface SchedulerOptions {
  /** Random spread of long intervals; on in production, off in tests (deterministic). */
  fuzz: boolean;
  /** The user's 21 FSRS parameters; ts-fsrs's defaults when absent. */
  parameters?: readonly number[];
  /** Probability of recall the schedule aims at when a card falls due (the deck's setting). */
  desiredRetention?: number;
}

export function createScheduler({ fuzz, parameters, desiredRetention = REQUEST_RETENTION }: SchedulerOptions): Scheduler {
  const settings = generatorParameters({ request_retention: desiredRetention, enable_fuzz: fuzz, ...(parameters ? { w: [...parameters] } : {}) });
  const engine = fsrs(settings);
  // Balancing replaces the random fuzz: it starts from FSRS's own interval.
  const exact = fuzz ? fsrs({ ...settings, enable_fuzz: false }) : engine;
  return {
    review(card, answer, now, balance) {
      const rating = ratingFor(answer);
      if (!balance) return { schedule: fromFsrsCard(engine.next(toFsrsCard(card), now, rating).card), rating };
      const next = fromFsrsCard(exact.next(toFsrsCard(card), now, rating).card);
      const range = next.state === State.Review ? balanceRange(next.scheduled_days, next.elapsed_days, settings.maximum_interval) : null;
      if (!range) return { schedule: next, rating };
      const days = pickInterval(next.scheduled_days, range, balance);
      return { schedule: { ...next, scheduled_days: days, due: now.getTime() + days * 86_400_000 }, rating };
    },
    nextIntervals(card, now) {
      const preview = engine.repeat(toFsrsCard(card), now);
      const after = (grade: Grade) => Math.max(0, preview[grade].card.due.getTime() - now.getTime());
      return [after(Rating.Again), after(Rating.Hard), after(Rating.Good), after(Rating.Easy)];
    },
  };
}
