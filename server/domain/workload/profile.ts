// The learner's own answer profile for the simulator (docs/workload.md): their shares of each
// rating and their seconds per answer, read from their recent review logs. Whatever the history
// is too thin to tell keeps fsrs-rs's defaults. Pure; repos/workload.ts reads the rows.
import { DEFAULT_PROFILE, type AnswerProfile } from './simulate.js';

export interface ProfileLog {
  rating: number;
  /** Null when the game did not time the answer. */
  answerTimeMs: number | null;
  /** The learner's first answer of the card. */
  first: boolean;
}

/** Fewer answers than this for a rating (or a kind) keep the defaults. */
export const MIN_PROFILE_ANSWERS = 20;
/** Longer answers are counted as this long (the learner left the tab open), as Anki does. */
export const MAX_ANSWER_SECONDS = 60;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function shares(counts: number[], fallback: readonly number[]): number[] {
  const sum = counts.reduce((a, b) => a + b, 0);
  return sum >= MIN_PROFILE_ANSWERS ? counts.map((c) => c / sum) : [...fallback];
}

function seconds(samples: number[][], fallback: readonly number[]): number[] {
  return samples.map((list, i) => (list.length >= MIN_PROFILE_ANSWERS ? Math.round(median(list) * 100) / 100 : fallback[i]));
}

export function answerProfileOf(logs: readonly ProfileLog[]): AnswerProfile {
  const firstCounts = [0, 0, 0, 0];
  const recallCounts = [0, 0, 0];
  const learnTimes: number[][] = [[], [], [], []];
  const reviewTimes: number[][] = [[], [], [], []];
  for (const log of logs) {
    const g = log.rating - 1;
    if (g < 0 || g > 3) continue;
    if (log.first) firstCounts[g] += 1;
    else if (g > 0) recallCounts[g - 1] += 1;
    if (log.answerTimeMs !== null && log.answerTimeMs >= 0) {
      (log.first ? learnTimes : reviewTimes)[g].push(Math.min(MAX_ANSWER_SECONDS, log.answerTimeMs / 1000));
    }
  }
  return {
    firstRatings: shares(firstCounts, DEFAULT_PROFILE.firstRatings) as unknown as AnswerProfile['firstRatings'],
    recallRatings: shares(recallCounts, DEFAULT_PROFILE.recallRatings) as unknown as AnswerProfile['recallRatings'],
    learnSeconds: seconds(learnTimes, DEFAULT_PROFILE.learnSeconds) as unknown as AnswerProfile['learnSeconds'],
    reviewSeconds: seconds(reviewTimes, DEFAULT_PROFILE.reviewSeconds) as unknown as AnswerProfile['reviewSeconds'],
  };
}
