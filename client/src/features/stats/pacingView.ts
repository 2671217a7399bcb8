// Pacing meter presentation (docs/product.md: states, limits): whole-percent bars and a tone per status; anything
// that is not one of the six statuses is shown as the 'Pacing Status Error' fallback.
import { PACING_STATUSES, type PacingStatus } from '../../../../shared/constants';

export type PacingTone = 'good' | 'neutral' | 'warning' | 'danger' | 'exam';

const TONES: Record<PacingStatus, PacingTone> = {
  'Ahead of Schedule': 'good',
  'On Track': 'neutral',
  'Behind Schedule': 'danger',
  'Cramming!': 'danger',
  'Final Stretch': 'warning',
  'Exam Today!': 'exam',
};

const HINTS: Record<PacingStatus, string> = {
  'Ahead of Schedule': "You've learned more than the calendar asks. Keep it up!",
  'On Track': 'Your learning is keeping pace with the days left.',
  'Behind Schedule': 'A few extra sessions will get you back on track.',
  'Cramming!': 'Only a few days left: focus on the cards you miss.',
  'Final Stretch': 'Less than a week to go. Review every day.',
  'Exam Today!': 'Good luck today!',
};

export function isPacingStatus(value: unknown): value is PacingStatus {
  return typeof value === 'string' && (PACING_STATUSES as readonly string[]).includes(value);
}

export const pacingTone = (status: PacingStatus): PacingTone => TONES[status];
export const pacingHint = (status: PacingStatus): string => HINTS[status];

/** A 0–1 share as a whole percent, clamped to 0–100 (a bad value never overflows a bar). */
export function wholePercent(share: number): number {
  if (!Number.isFinite(share)) return 0;
  return Math.min(100, Math.max(0, Math.round(share * 100)));
}

/** A calendar day 'yyyy-mm-dd' in en-US, e.g. 'January 5, 2025' (docs/product.md: screens). */
export function formatLongDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);
}
