// When a study reminder is due, and whether it has anything to say (docs/mail.md). Pure over the
// clock, the learner's zone and their settings; services/reminders.ts reads and claims.

/** A reminder is sent at its time or up to this long after (a server down at that minute still sends it). */
export const REMINDER_WINDOW_MINUTES = 180;

export interface LocalClock {
  /** 'yyyy-mm-dd' in the zone. */
  day: string;
  /** Minutes since local midnight. */
  minutes: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short' });
    } catch {
      formatter = null; // an unknown zone counts as UTC, as everywhere else (domain/days.ts)
    }
    formatters.set(timeZone, formatter);
  }
  return formatter ?? formatterFor('UTC');
}

export function localClock(instant: Date | number, timeZone: string): LocalClock {
  const parts = formatterFor(timeZone).formatToParts(typeof instant === 'number' ? new Date(instant) : instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, minutes: Number(get('hour')) * 60 + Number(get('minute')), weekday: WEEKDAYS[get('weekday')] ?? 1 };
}

/** 'HH:MM' → minutes since midnight; null when it is not a time of day. */
export function parseTimeOfDay(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** [1, 3, 5] ↔ '135': sorted, no repeats. */
export const weekdaysToText = (days: readonly number[]) => [...new Set(days)].sort((a, b) => a - b).join('');
export const weekdaysFromText = (text: string) => [...text].map(Number).filter((n) => n >= 1 && n <= 7);

export interface ReminderSchedule {
  time: string;
  weekdays: string;
  /** The local day of the last reminder claimed. */
  lastDay: string | null;
}

/** Due now: a chosen weekday, at or after the time (within the window), not yet claimed today. */
export function isReminderDue(schedule: ReminderSchedule, clock: LocalClock): boolean {
  const at = parseTimeOfDay(schedule.time);
  if (at === null || schedule.lastDay === clock.day) return false;
  if (!schedule.weekdays.includes(String(clock.weekday))) return false;
  return clock.minutes >= at && clock.minutes - at < REMINDER_WINDOW_MINUTES;
}

/** Nothing is sent on a day with nothing to study. */
export const hasSomethingToStudy = (d: { reviewsDue: number; newCardsLeft: number }) => d.reviewsDue > 0 || d.newCardsLeft > 0;
