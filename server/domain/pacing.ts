// Exam pacing (docs/learning-engine.md): compares the share of time gone since the exam date was set with
// the share of the deck learned, and checks that the deck's new cards per day can show every card
// before the exam (docs/workload.md). Pure over calendar days; the service supplies today and
// the simulated cost of the pace the exam needs.
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
  /** Cards never studied yet, and the deck's new cards per day (none given: not checked). */
  newCount?: number;
  newPerDay?: number;
}

export interface Pacing {
  status: PacingStatus;
  timeElapsedPercent: number;
  deckLearnedPercent: number;
  pacingStartDate: string;
  examDate: string;
  /** New cards a day that show every unseen card by the day before the exam. */
  newCardsNeededPerDay: number;
  /** Of the unseen cards, how many the deck's new cards per day can show before the exam. */
  newCardsSeenByExam: number;
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
  const newCount = Math.max(0, input.newCount ?? 0);
  const newPerDay = Math.max(0, input.newPerDay ?? newCount);
  // The days before the exam day on which new cards can still come (today included).
  const newCardsSeenByExam = Math.min(newCount, newPerDay * daysLeft);
  const newCardsNeededPerDay = newCount === 0 ? 0 : daysLeft === 0 ? newCount : Math.ceil(newCount / daysLeft);
  let status = pacingStatus(daysLeft, timeElapsedPercent, deckLearnedPercent);
  // Ahead or on track on paper, but the limit cannot show every card in time.
  if (newCardsSeenByExam < newCount && (status === 'On Track' || status === 'Ahead of Schedule')) status = 'Behind Schedule';
  return {
    status,
    timeElapsedPercent,
    deckLearnedPercent,
    pacingStartDate,
    examDate,
    newCardsNeededPerDay,
    newCardsSeenByExam,
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
