// Day numbers for load balancing (docs/workload.md): a due time's day is counted from the start of
// the learner's local day, so "the lighter day" and "Sunday" are the learner's own. Pure.
const DAY_MS = 86_400_000;
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockFor(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    try {
      clock = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit', weekday: 'short' });
    } catch {
      clock = clockFor('UTC');
    }
    clocks.set(timeZone, clock);
  }
  return clock;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The start of the learner's local day holding `now` (epoch ms), and that day's weekday (0 Sunday). */
export function localDayStart(now: number, timeZone: string): { start: number; weekday: number } {
  const parts = clockFor(timeZone).formatToParts(new Date(now));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  const elapsed = (Number(get('hour')) * 3600 + Number(get('minute')) * 60 + Number(get('second'))) * 1000 + (now % 1000);
  return { start: now - elapsed, weekday: Math.max(0, WEEKDAYS.indexOf(get('weekday'))) };
}

/** Whole local days from the day starting at `start` to the instant `at` (DST shifts of an hour ignored). */
export const dayOffset = (start: number, at: number) => Math.floor((at - start) / DAY_MS);
export { DAY_MS };
