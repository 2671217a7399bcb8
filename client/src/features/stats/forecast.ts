// Review forecast rows (docs/product.md: screens): four counts, or the all-caught-up message when all are zero.
import type { ReviewStats } from '../../../../shared/schemas/sessions';

export interface ForecastRow {
  key: keyof ReviewStats;
  label: string;
  count: number;
}

const LABELS: [keyof ReviewStats, string][] = [
  ['dueNow', 'Ready Now'],
  ['dueNext5Mins', 'Next 5 Mins'],
  ['dueNext2Hours', 'Next 2 Hrs'],
  ['dueNext24Hours', 'Next 24 Hrs'],
];

/** The four windows the tiles show; the 30-day fields are optional (an older server sends none). */
export type ForecastStats = Pick<ReviewStats, 'dueNow' | 'dueNext5Mins' | 'dueNext2Hours' | 'dueNext24Hours'> & Partial<Pick<ReviewStats, 'dueNext30Days' | 'dueByDay'>>;

/** null means "You're all caught up!": no stats (a failed call) or nothing due within a day. */
export function forecastRows(stats: ForecastStats | undefined): ForecastRow[] | null {
  if (!stats) return null;
  const rows = LABELS.map(([key, label]) => ({ key, label, count: Number(stats[key]) || 0 }));
  return rows.some((r) => r.count > 0) ? rows : null;
}

export interface ForecastDay {
  /** 1 = within 24 hours of now, 2 = the 24 hours after, … 30. */
  day: number;
  count: number;
  /** The bar's height, 0–100, against the busiest day. */
  percent: number;
  /** What a screen reader hears for the bar. */
  label: string;
}

/**
 * The next 30 days (issue 48: the forecast stopped at 24 hours), one bar a day; null when nothing
 * falls due in them (or the server sent no days).
 */
export function forecastDays(stats: ForecastStats | undefined): { days: ForecastDay[]; total: number } | null {
  const counts = stats?.dueByDay ?? [];
  const total = counts.reduce((sum, n) => sum + Math.max(0, n), 0);
  if (total === 0) return null;
  const max = Math.max(...counts);
  const days = counts.map((raw, i) => {
    const count = Math.max(0, raw);
    const when = i === 0 ? 'Next 24 hours' : `Day ${i + 1}`;
    return { day: i + 1, count, percent: Math.round((count / max) * 100), label: `${when}: ${count} ${count === 1 ? 'card' : 'cards'}` };
  });
  return { days, total };
}
