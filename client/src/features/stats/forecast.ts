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

/** null means "You're all caught up!": no stats (a failed call) or nothing due within a day. */
export function forecastRows(stats: ReviewStats | undefined): ForecastRow[] | null {
  if (!stats) return null;
  const rows = LABELS.map(([key, label]) => ({ key, label, count: Number(stats[key]) || 0 }));
  return rows.some((r) => r.count > 0) ? rows : null;
}
