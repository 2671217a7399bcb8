// Exam pacing (docs/learning-engine.md): compares the share of time gone since the exam date was set with
// the share of the deck learned. Pure over calendar days; the service supplies today.
import type { PacingStatus } from '../../shared/constants.js';
import { daysBetween } from './days.js';

export const PACING_MARGIN = 0.1;
export const CRAMMING_DAYS = 3;
export const CRAMMING_LEARNED_BELOW = 0.8;
export const FINAL_STRETCH_DAYS = 7;

export interface PacingInput {
  today: string;
  examDate: string;
  /** The day the exam date was set; today when unknown (older rows). */
  pacingStartDate: string | null;
  learnedCount: number;
  totalCount: number;
}

export interface Pacing {
  status: PacingStatus;
  timeElapsedPercent: number;
  deckLearnedPercent: number;
  pacingStartDate: string;
  examDate: string;
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** null when the exam is past: there is nothing to pace (the API answers 404). */
export function computePacing(input: PacingInput): Pacing | null {
  const { today, examDate } = input;
  const daysLeft = daysBetween(today, examDate);
  if (daysLeft < 0) return null;
  const pacingStartDate = input.pacingStartDate && input.pacingStartDate <= today ? input.pacingStartDate : today;
  const span = daysBetween(pacingStartDate, examDate);
  // A start on exam day (span 0) has no time left: fully elapsed.
  const timeElapsedPercent = span <= 0 ? 1 : clamp01(daysBetween(pacingStartDate, today) / span);
  const deckLearnedPercent = input.totalCount > 0 ? clamp01(input.learnedCount / input.totalCount) : 0;
  return {
    status: pacingStatus(daysLeft, timeElapsedPercent, deckLearnedPercent),
    timeElapsedPercent,
    deckLearnedPercent,
    pacingStartDate,
    examDate,
  };
}

/** First rule that holds, in docs/learning-engine.md's order. */
export function pacingStatus(daysLeft: number, elapsed: number, learned: number): PacingStatus {
  if (daysLeft === 0) return 'Exam Today!';
  if (daysLeft <= CRAMMING_DAYS && learned < CRAMMING_LEARNED_BELOW) return 'Cramming!';
  if (daysLeft <= FINAL_STRETCH_DAYS) return 'Final Stretch';
  // Rounded to whole thousandths so 0.3 + 0.1 compares as 0.4 and the boundaries are exact.
  const round = (x: number) => Math.round(x * 1000) / 1000;
  if (round(learned) >= round(elapsed + PACING_MARGIN)) return 'Ahead of Schedule';
  if (round(learned) >= round(elapsed - PACING_MARGIN)) return 'On Track';
  return 'Behind Schedule';
}
