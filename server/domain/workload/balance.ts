// Load balancing and Easy Days (docs/workload.md): a review card's next due day is picked inside
// FSRS's fuzz range, toward the day that already holds the fewest reviews, and away from the
// weekdays the learner made lighter. Pure: the caller says how loaded each day is and which
// weekday it falls on, so the real scheduler and the simulator share this one rule.
import { get_fuzz_range } from 'ts-fsrs';

/** Per weekday, Sunday first: 'n' normal, 'r' reduced (about half the load), 'm' minimum. */
export type EasyDay = 'n' | 'r' | 'm';
export const EASY_DAYS_NORMAL = 'nnnnnnn';
export const EASY_DAYS_PATTERN = /^[nrm]{7}$/;

/**
 * How much of its share of reviews a day should carry. A minimum day still takes what cannot go
 * elsewhere (a card whose whole range falls on it), so its weight is small but not zero.
 */
const DAY_WEIGHT: Record<EasyDay, number> = { n: 1, r: 0.5, m: 0.02 };

export function easyDayWeight(easyDays: string, weekday: number): number {
  return DAY_WEIGHT[(easyDays[weekday] as EasyDay | undefined) ?? 'n'] ?? 1;
}

export function isValidEasyDays(value: string): boolean {
  return EASY_DAYS_PATTERN.test(value);
}

/** Intervals shorter than this are kept as FSRS gives them: there is no other day to move to. */
export const BALANCE_MIN_INTERVAL = 2;

/**
 * The days a card may move to: ts-fsrs's fuzz range around the interval (±1 day at 2–7 days,
 * ±5 % past 20), never before the card's next day. Null when the interval is too short.
 */
export function balanceRange(interval: number, elapsedDays: number, maximumInterval: number): { min: number; max: number } | null {
  if (interval < BALANCE_MIN_INTERVAL) return null;
  const { min_ivl, max_ivl } = get_fuzz_range(interval, elapsedDays, maximumInterval);
  const min = Math.max(1, min_ivl);
  return max_ivl > min ? { min, max: max_ivl } : null;
}

export interface BalanceDays {
  /** Reviews already due on the day `offset` days after the day of the answer. */
  loadOn(offset: number): number;
  /** The weekday (0 Sunday … 6 Saturday) of the day `offset` days after the day of the answer. */
  weekdayOf(offset: number): number;
  /** Easy Days, Sunday first (EASY_DAYS_NORMAL when none). */
  easyDays: string;
  /** False: only Easy Days count (every day looks equally loaded). */
  balance: boolean;
}

/**
 * The interval in [min, max] whose day carries the least load for its weight; ties go to the
 * interval closest to FSRS's own, then the shorter one. Deterministic, so tests are exact.
 */
export function pickInterval(interval: number, range: { min: number; max: number }, days: BalanceDays): number {
  let best = interval;
  let bestScore = Infinity;
  let bestDistance = Infinity;
  for (let ivl = range.min; ivl <= range.max; ivl++) {
    const load = days.balance ? days.loadOn(ivl) : 0;
    const score = (load + 1) / easyDayWeight(days.easyDays, days.weekdayOf(ivl));
    const distance = Math.abs(ivl - interval);
    if (score < bestScore - 1e-9 || (Math.abs(score - bestScore) <= 1e-9 && distance < bestDistance)) {
      best = ivl;
      bestScore = score;
      bestDistance = distance;
    }
  }
  return best;
}

/** The weight of each weekday, Sunday first (for pickIntervalOnDays). */
export function weekdayWeights(easyDays: string): number[] {
  return Array.from({ length: 7 }, (_, weekday) => easyDayWeight(easyDays, weekday));
}

/**
 * pickInterval over a day array, for the simulator's hot loop (the same rule, no calls per
 * candidate): `load[today + ivl]` reviews on each day (0 past the array), `weights` per weekday,
 * `weekdayToday` the weekday of `today`.
 */
export function pickIntervalOnDays(
  interval: number,
  min: number,
  max: number,
  load: ArrayLike<number>,
  today: number,
  weights: readonly number[],
  weekdayToday: number,
  balance: boolean,
): number {
  let best = interval;
  let bestScore = Infinity;
  let bestDistance = Infinity;
  const end = load.length;
  for (let ivl = min; ivl <= max; ivl++) {
    const day = today + ivl;
    const score = ((balance && day < end ? load[day] : 0) + 1) / weights[(weekdayToday + ivl) % 7];
    const distance = ivl > interval ? ivl - interval : interval - ivl;
    if (score < bestScore - 1e-9 || (score <= bestScore + 1e-9 && distance < bestDistance)) {
      best = ivl;
      bestScore = score;
      bestDistance = distance;
    }
  }
  return best;
}
