// Accuracy-over-time chart rules (docs/product.md: limits): y axis from (lowest accuracy − 1) rounded down to a
// multiple of 10 (never below 0) up to 103, ticks every 5 labelled as percents up to 100 only.
import type { HistoryEntry } from '../../../../shared/schemas/sessions';
import { lazyDateFormat } from '../../lib/lazyFormat';

export const HISTORY_Y_MAX = 103;
export const HISTORY_TICK_STEP = 5;

export interface HistoryAxis {
  domain: [number, number];
  ticks: number[];
}

export function historyAxisMin(accuracies: readonly number[]): number {
  if (accuracies.length === 0) return 0;
  const lowest = Math.min(...accuracies);
  return Math.max(0, Math.floor((lowest - 1) / 10) * 10);
}

export function historyAxis(accuracies: readonly number[]): HistoryAxis {
  const min = historyAxisMin(accuracies);
  const ticks: number[] = [];
  // No tick above 100: the headroom up to 103 only keeps a 100% point off the frame.
  for (let t = min; t <= 100; t += HISTORY_TICK_STEP) ticks.push(t);
  return { domain: [min, HISTORY_Y_MAX], ticks };
}

export const formatPercentTick = (value: number) => `${value}%`;

/** The tooltip line, e.g. 'Accuracy: 66.7%'. */
export const formatAccuracy = (accuracy: number) => `Accuracy: ${accuracy.toFixed(1)}%`;

export interface HistoryPoint {
  studiedAt: string;
  /** en-US short date, e.g. 'Mar 9' (docs/product.md: limits display locale). */
  label: string;
  /** Full date for the tooltip, e.g. 'March 9, 2025'. */
  longLabel: string;
  accuracy: number;
}

const short = lazyDateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' });
const long = lazyDateFormat({ month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'yyyy-mm-dd' days are calendar days: formatted in UTC so no zone shifts them. */
export function historySeries(entries: readonly HistoryEntry[]): HistoryPoint[] {
  return [...entries]
    .sort((a, b) => a.studiedAt.localeCompare(b.studiedAt))
    .map((e) => {
      const date = new Date(`${e.studiedAt}T00:00:00Z`);
      return { studiedAt: e.studiedAt, label: short.format(date), longLabel: long.format(date), accuracy: e.accuracy };
    });
}

/** Mean of the days' accuracies, one decimal; null without history. */
export function averageAccuracy(entries: readonly HistoryEntry[]): number | null {
  if (entries.length === 0) return null;
  return Math.round((entries.reduce((sum, e) => sum + e.accuracy, 0) / entries.length) * 10) / 10;
}
