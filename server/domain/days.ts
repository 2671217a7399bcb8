// Calendar days ('yyyy-mm-dd') in a user's IANA time zone. "Today", streaks and history are the
// user's local days (docs/security.md), so every day boundary goes through here.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as yyyy-mm-dd; formatToParts keeps us independent of that anyway.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when Intl knows the zone (e.g. 'Europe/Berlin', 'UTC'). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The local calendar day of an instant in a zone. An unknown zone falls back to UTC. */
export function localDay(instant: Date | number, timeZone: string): string {
  const formatter = isValidTimeZone(timeZone) ? formatterFor(timeZone) : formatterFor('UTC');
  const parts = formatter.formatToParts(typeof instant === 'number' ? new Date(instant) : instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function dayToUtcMs(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayToUtcMs(to) - dayToUtcMs(from)) / DAY_MS);
}

export function addDays(day: string, n: number): string {
  return new Date(dayToUtcMs(day) + n * DAY_MS).toISOString().slice(0, 10);
}

/** 'yyyy-mm-dd' that is a real calendar date. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = dayToUtcMs(value);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}
