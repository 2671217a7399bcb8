import type { RetentionPointView, SimulationDayView } from '../../../../shared/schemas/workload';

// Pure helpers of the workload planner's screens (docs/workload.md): the chart's points with their
// dates, the summary and the exam's place on the axis.

export interface WorkloadPoint {
  day: number;
  label: string;
  longLabel: string;
  reviews: number;
  newCards: number;
  minutes: number;
}

const DAY_MS = 86_400_000;
const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** `today` is the learner's 'yyyy-mm-dd'; day 1 is today. */
export function workloadPoints(days: readonly SimulationDayView[], today: string): WorkloadPoint[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  return days.map((d) => {
    const date = new Date(start + (d.day - 1) * DAY_MS);
    return { day: d.day, label: short.format(date), longLabel: long.format(date), reviews: d.reviews, newCards: d.newCards, minutes: d.minutes };
  });
}

/** The exam's day number on the chart (1 is today), or null when it is outside the days shown. */
export function examDayOf(examDate: string | null | undefined, today: string, days: number): number | null {
  if (!examDate) return null;
  const day = Math.round((Date.parse(`${examDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS) + 1;
  return day >= 1 && day <= days ? day : null;
}

export function workloadSummary(days: readonly SimulationDayView[]) {
  const n = Math.max(1, days.length);
  const reviews = days.reduce((sum, d) => sum + d.reviews, 0);
  const minutes = days.reduce((sum, d) => sum + d.minutes, 0);
  return {
    reviewsPerDay: Math.round(reviews / n),
    // Under ten minutes a tenth still tells days apart.
    minutesPerDay: minutes / n < 10 ? Math.round((minutes / n) * 10) / 10 : Math.round(minutes / n),
    peakReviews: days.reduce((max, d) => Math.max(max, d.reviews), 0),
  };
}

export const percent = (r: number) => `${Math.round(r * 100)}%`;

/** The sentence beside the best point of "Help me decide". */
export function bestText(best: number, points: readonly RetentionPointView[]): string {
  const point = points.find((p) => p.retention === best);
  if (!point) return '';
  return `${percent(best)} gives the most remembered cards for your time: about ${point.reviewsPerDay} reviews (${point.minutesPerDay} min) a day, ${point.knownAtEnd} cards known at the end.`;
}

/** 'yyyy-mm-dd' of now in the browser's zone (the learner's day for the chart's dates). */
export function todayString(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
