// Simulated learners for tests, the bench and the browser test's seed: a learner whose memory
// follows known FSRS parameters, scheduled by the app (default parameters, retention 0.9),
// answering each review by a seeded coin with their true probability of recall. A fit that
// works should find parameters close to the truth and predict held-out reviews better than
// the defaults whenever the truth differs from them.
import { FSRSBinding, type BindingMemoryState } from '@open-spaced-repetition/binding';
import type { ReviewRecord } from './history.js';
import { DEFAULT_PARAMETERS, retrievability } from './parameters.js';

/** mulberry32: a tiny seeded rng so a simulated learner is the same every run. */
export function seededRandom(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface LearnerOptions {
  /** The learner's true memory. */
  parameters: readonly number[];
  cards: number;
  days: number;
  /** New cards introduced per day until all are in. */
  newPerDay?: number;
  seed: number;
  /** Midday of day 0 (epoch ms); reviews happen in the hours after. */
  start?: number;
  /** The parameters that schedule the learner (the app's current model). */
  schedulingParameters?: readonly number[];
}

const DAY_MS = 86_400_000;

/**
 * A learner's review log, oldest first. Card ids are 1…cards. Recalled answers are Good, with
 * some Hard and Easy; a first sight is rated from how well the card was already known.
 */
export function simulateLearner(options: LearnerOptions): ReviewRecord[] {
  const rng = seededRandom(options.seed);
  const truth = new FSRSBinding([...options.parameters]);
  const scheduler = new FSRSBinding([...(options.schedulingParameters ?? DEFAULT_PARAMETERS)]);
  const start = options.start ?? Date.UTC(2025, 0, 1, 12);
  const newPerDay = options.newPerDay ?? Math.max(1, Math.ceil(options.cards / Math.max(1, options.days * 0.6)));
  interface SimCard {
    id: number;
    trueState: BindingMemoryState;
    schedState: BindingMemoryState;
    lastDay: number;
    dueDay: number;
  }
  const active: SimCard[] = [];
  const records: ReviewRecord[] = [];
  let introduced = 0;

  const rate = (recalled: boolean) => {
    if (!recalled) return 1;
    const r = rng();
    return r < 0.15 ? 2 : r < 0.9 ? 3 : 4;
  };
  const apply = (state: BindingMemoryState | null, model: FSRSBinding, deltaT: number, rating: number) => {
    const next = model.nextStates(state, 0.9, deltaT);
    return [next.again, next.hard, next.good, next.easy][rating - 1];
  };

  for (let day = 0; day < options.days; day++) {
    let minute = 0;
    const at = () => start + day * DAY_MS + (minute += 1) * 30_000;
    for (const card of active) {
      if (card.dueDay > day) continue;
      const deltaT = day - card.lastDay;
      const recalled = rng() < retrievability(options.parameters, deltaT, card.trueState.stability);
      const rating = rate(recalled);
      records.push({ cardId: card.id, rating, reviewedAt: at() });
      card.trueState = apply(card.trueState, truth, deltaT, rating).memory;
      const scheduled = apply(card.schedState, scheduler, deltaT, rating);
      card.schedState = scheduled.memory;
      card.lastDay = day;
      card.dueDay = day + Math.max(1, Math.round(scheduled.interval));
    }
    for (let n = 0; n < newPerDay && introduced < options.cards; n++) {
      introduced += 1;
      const r = rng();
      const rating = r < 0.25 ? 1 : r < 0.4 ? 2 : r < 0.9 ? 3 : 4;
      records.push({ cardId: introduced, rating, reviewedAt: at() });
      const scheduled = apply(null, scheduler, 0, rating);
      active.push({
        id: introduced,
        trueState: apply(null, truth, 0, rating).memory,
        schedState: scheduled.memory,
        lastDay: day,
        dueDay: day + Math.max(1, Math.round(scheduled.interval)),
      });
    }
  }
  return records;
}

/**
 * A learner unlike the average: each parameter scaled by a seeded factor in [1/spread, spread]
 * and kept inside fsrs-rs's bounds. `spread` 1 gives the defaults back.
 */
export function perturbedParameters(seed: number, spread = 2): number[] {
  const rng = seededRandom(seed * 7919 + 1);
  return DEFAULT_PARAMETERS.map((w, i) => {
    const factor = Math.exp((rng() * 2 - 1) * Math.log(spread));
    const [lo, hi] = PARAMETER_BOUNDS[i];
    return Math.min(hi, Math.max(lo, w * factor));
  });
}

/** fsrs-rs's clamps for FSRS-6 parameters (a fitted set always lies inside them). */
const PARAMETER_BOUNDS: readonly [number, number][] = [
  [0.001, 100], [0.001, 100], [0.001, 100], [0.001, 100],
  [1, 10], [0.001, 4], [0.001, 4], [0.001, 0.75],
  [0, 4.5], [0, 0.8], [0.001, 3.5], [0.001, 5],
  [0.001, 0.25], [0.001, 0.9], [0, 4], [0, 1],
  [1, 6], [0, 2], [0, 2], [0, 0.8], [0.1, 0.8],
];
