// Study streaks (docs/learning-engine.md) over the user's local days with at least one counted answer.
import { addDays, daysBetween } from './days.js';

export interface Streaks {
  currentStreak: number;
  bestStreak: number;
}

/**
 * `studyDays`: local days 'yyyy-mm-dd' with counted answers (any order, duplicates allowed).
 * The current run ends today, or yesterday when nothing is studied yet today, so a streak
 * does not read 0 all morning.
 */
export function computeStreaks(studyDays: Iterable<string>, today: string): Streaks {
  const days = [...new Set(studyDays)].filter((d) => d <= today).sort();
  let bestStreak = 0;
  let run = 0;
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && daysBetween(days[i - 1], days[i]) === 1 ? run + 1 : 1;
    bestStreak = Math.max(bestStreak, run);
  }
  const studied = new Set(days);
  let cursor = studied.has(today) ? today : addDays(today, -1);
  let currentStreak = 0;
  while (studied.has(cursor)) {
    currentStreak += 1;
    cursor = addDays(cursor, -1);
  }
  return { currentStreak, bestStreak };
}
