// The workload simulator (docs/workload.md): how many reviews and minutes a deck will ask for each
// day, from the learner's FSRS parameters, each card's memory state and their own answer times.
// A seeded Monte Carlo over days, like Anki's FSRS simulator: each due card is recalled with its
// retrievability, rated from the learner's own rating shares, and rescheduled the way the app
// schedules it (the deck's desired retention; fuzz or load balancing and Easy Days). Pure and
// synchronous: the server runs it in a worker thread (server/domain/workload/runInWorker.ts).
import { FSRSAlgorithm, generatorParameters } from 'ts-fsrs';
import { seededRandom } from '../memoryModel/simulate.js';
import { balanceRange, EASY_DAYS_NORMAL, pickIntervalOnDays, weekdayWeights } from './balance.js';

export const MAX_SIMULATION_DAYS = 3650;
export const MAX_NEW_PER_DAY = 9999;
/** Cards whose retention is averaged each day (all of them in a smaller deck). */
export const RETENTION_SAMPLE = 2_000;
/** ts-fsrs's default maximum interval (100 years). */
const MAXIMUM_INTERVAL = 36500;

/** How a learner answers: shares of each rating and seconds per answer (docs/workload.md). */
export interface AnswerProfile {
  /** First sight of a card: Again, Hard, Good, Easy (sums to 1). */
  firstRatings: readonly [number, number, number, number];
  /** A review recalled: Hard, Good, Easy (sums to 1); a review forgotten is Again. */
  recallRatings: readonly [number, number, number];
  /** Seconds spent on a first sight, per rating (Again … Easy), learning steps included. */
  learnSeconds: readonly [number, number, number, number];
  /** Seconds spent on a review, per rating (Again … Easy), relearning included. */
  reviewSeconds: readonly [number, number, number, number];
}

/** fsrs-rs's simulator defaults (Anki's), used for whatever the learner's history cannot tell. */
export const DEFAULT_PROFILE: AnswerProfile = {
  firstRatings: [0.24, 0.094, 0.495, 0.171],
  recallRatings: [0.224, 0.631, 0.145],
  learnSeconds: [33.79, 24.3, 13.68, 6.5],
  reviewSeconds: [23.0, 11.68, 7.33, 5.6],
};

/** A card the learner has seen: its memory and its days relative to day 0 (today). */
export interface SimCard {
  stability: number;
  difficulty: number;
  /** Day of its last review (≤ 0). */
  lastDay: number;
  /** Day it falls due (overdue cards are due on day 0). */
  dueDay: number;
}

export type Spread = 'none' | 'fuzz' | 'balance';

export interface SimulationInput {
  parameters: readonly number[];
  desiredRetention: number;
  days: number;
  newPerDay: number;
  /** Reviews beyond this wait for the next day (new cards still come). Undefined: no limit. */
  maxReviewsPerDay?: number;
  /** Cards never studied, introduced newPerDay a day. */
  newCards: number;
  cards: readonly SimCard[];
  profile: AnswerProfile;
  /** How due days are spread: exactly FSRS's interval, ts-fsrs's random fuzz, or load balancing. */
  spread: Spread;
  /** Easy Days, Sunday first (balance.ts); with spread 'fuzz' or 'none' they still move cards. */
  easyDays?: string;
  /** The weekday (0 Sunday) of day 0. */
  weekday0?: number;
  seed: number;
}

export interface SimulationDay {
  /** 1 is today. */
  day: number;
  /** Reviews of cards already seen. */
  reviews: number;
  /** Cards seen for the first time. */
  newCards: number;
  minutes: number;
  /** Mean probability of recall, at the day's end, of every card seen so far (0 before any). */
  expectedRetention: number;
}

export interface SimulationResult {
  days: SimulationDay[];
  totalReviews: number;
  /** Cards expected to be recalled at the end: the sum of their probabilities of recall. */
  expectedKnown: number;
}

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

export function simulateWorkload(input: SimulationInput): SimulationResult {
  const days = Math.max(0, Math.min(MAX_SIMULATION_DAYS, Math.floor(input.days)));
  const rng = seededRandom(input.seed);
  const algorithm = new FSRSAlgorithm(
    generatorParameters({ w: [...input.parameters], request_retention: input.desiredRetention, enable_fuzz: false, enable_short_term: true }),
  );
  const w = algorithm.parameters.w;
  const decay = -w[20];
  const factor = Math.pow(0.9, 1 / decay) - 1;
  const modifier = algorithm.calculate_interval_modifier(input.desiredRetention);
  const recallOf = (elapsed: number, stability: number) => Math.pow(1 + (factor * elapsed) / stability, decay);

  const total = input.cards.length + Math.max(0, input.newCards);
  const stability = new Float64Array(total);
  const difficulty = new Float64Array(total);
  const lastDay = new Float64Array(total);
  let seen = 0;
  // Cards by due day; index `days` holds those due after the horizon (never read).
  const buckets: number[][] = Array.from({ length: days + 1 }, () => []);
  const load = new Int32Array(days + 1);
  const put = (card: number, day: number) => {
    const d = Math.min(days, Math.max(0, day));
    buckets[d].push(card);
    load[d]++;
  };
  for (const card of input.cards) {
    stability[seen] = Math.max(card.stability, 0.01);
    difficulty[seen] = Math.min(10, Math.max(1, card.difficulty || 5));
    lastDay[seen] = Math.min(0, card.lastDay);
    put(seen, card.dueDay);
    seen += 1;
  }
  let newLeft = Math.max(0, input.newCards);
  const easyDays = input.easyDays ?? EASY_DAYS_NORMAL;
  const weekday0 = input.weekday0 ?? 0;
  const movesCards = input.spread === 'balance' || easyDays !== EASY_DAYS_NORMAL;
  const limit = input.maxReviewsPerDay ?? Infinity;
  const { firstRatings, recallRatings, learnSeconds, reviewSeconds } = input.profile;

  const firstRating = () => {
    let r = rng();
    for (let g = 0; g < 3; g++) {
      if (r < firstRatings[g]) return g + 1;
      r -= firstRatings[g];
    }
    return 4;
  };
  const recallRating = () => {
    const r = rng();
    return r < recallRatings[0] ? 2 : r < recallRatings[0] + recallRatings[1] ? 3 : 4;
  };
  let today = 0;
  const weights = weekdayWeights(easyDays);
  const balance = input.spread === 'balance';
  // The load array is one longer than the days simulated: its last slot (after the horizon) is no day.
  const loadInHorizon = load.subarray(0, days);
  /** Sets the card's next due day from its new stability, spread as the app would. */
  const schedule = (card: number, elapsed: number) => {
    const interval = Math.min(Math.max(1, Math.round(stability[card] * modifier)), MAXIMUM_INTERVAL);
    let chosen = interval;
    const range = input.spread === 'none' && !movesCards ? null : balanceRange(interval, elapsed, MAXIMUM_INTERVAL);
    if (range && movesCards) {
      chosen = pickIntervalOnDays(interval, range.min, range.max, loadInHorizon, today, weights, (weekday0 + today) % 7, balance);
    } else if (range && input.spread === 'fuzz' && interval >= 2.5) {
      chosen = Math.floor(rng() * (range.max - range.min + 1)) + range.min;
    }
    lastDay[card] = today;
    put(card, today + chosen);
  };

  const out: SimulationDay[] = [];
  let totalReviews = 0;
  for (let day = 0; day < days; day++) {
    today = day;
    const due = buckets[day];
    buckets[day] = [];
    let reviews = 0;
    let seconds = 0;
    for (let i = 0; i < due.length; i++) {
      const card = due[i];
      if (reviews >= limit) {
        // Over the daily limit: the rest wait for tomorrow, first in line.
        const rest = due.slice(i);
        if (day + 1 < days) {
          buckets[day + 1] = rest.concat(buckets[day + 1]);
          load[day + 1] += rest.length;
        }
        break;
      }
      const elapsed = day - lastDay[card];
      const recalled = rng() < recallOf(elapsed, stability[card]);
      const rating = recalled ? recallRating() : 1;
      const next = algorithm.next_state({ stability: stability[card], difficulty: difficulty[card] }, elapsed, rating);
      stability[card] = next.stability;
      difficulty[card] = next.difficulty;
      seconds += reviewSeconds[rating - 1];
      reviews += 1;
      schedule(card, elapsed);
    }
    const introduce = Math.min(newLeft, Math.max(0, Math.floor(input.newPerDay)));
    for (let n = 0; n < introduce; n++) {
      const card = seen++;
      const rating = firstRating();
      const next = algorithm.next_state(null, 0, rating);
      stability[card] = next.stability;
      difficulty[card] = next.difficulty;
      seconds += learnSeconds[rating - 1];
      schedule(card, 0);
    }
    newLeft -= introduce;
    // A large deck's daily retention is the mean over an evenly spread sample of its cards
    // (every k-th): a year of 10,000 cards would otherwise cost 3.65 million powers.
    const stride = Math.max(1, Math.ceil(seen / RETENTION_SAMPLE));
    let recall = 0;
    let sampled = 0;
    for (let card = 0; card < seen; card += stride, sampled++) recall += recallOf(day + 1 - lastDay[card], stability[card]);
    totalReviews += reviews;
    out.push({
      day: day + 1,
      reviews,
      newCards: introduce,
      minutes: round(seconds / 60, 1),
      expectedRetention: sampled > 0 ? round(recall / sampled, 4) : 0,
    });
  }
  let known = 0;
  for (let card = 0; card < seen; card++) known += recallOf(days - lastDay[card], stability[card]);
  return { days: out, totalReviews, expectedKnown: Math.round(known) };
}
