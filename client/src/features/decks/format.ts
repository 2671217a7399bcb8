import { lazyDateFormat } from '../../lib/lazyFormat';

/**
 * Source label rule of docs/product.md: screens: anki / quizlet anywhere in the source, manual exactly,
 * empty → Unknown, else the source with a capital first letter.
 */
export function sourceLabel(source: string | null | undefined): string {
  const value = (source ?? '').trim();
  const lower = value.toLowerCase();
  if (lower.includes('anki')) return 'Anki Import';
  if (lower.includes('quizlet')) return 'Quizlet Import';
  if (lower === 'manual') return 'Manual Entry';
  if (value === '') return 'Unknown';
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const longDate = lazyDateFormat({ year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const shortDate = lazyDateFormat({ year: 'numeric', month: 'short', day: 'numeric' });

/** 'yyyy-mm-dd' → 'January 5, 2025'. Read as a calendar day, so no time zone can shift it. */
export function formatLongDay(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return longDate.format(new Date(Date.UTC(y, m - 1, d)));
}

/** An ISO timestamp as the viewer's local date, e.g. 'Jan 5, 2025'. */
export function formatUpdatedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}

/** Today's local calendar day as 'yyyy-mm-dd' (the exam date picker's minimum). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
