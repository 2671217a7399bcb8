// New cards per day (docs/study-options.md). A card is "new" until its first answer; it counts against the
// day's allowance of its deck when that first-ever answer fell on today, in the user's time zone.
// Pure over the clock, the zone and the answer times; repos/reviews.ts asks the database the
// same question (newCardsIntroducedSince) with the instant localDayStart gives.
import { localDay } from './days.js';

const MINUTE_MS = 60_000;

/** Wall-clock time in the zone read as if it were UTC, minus the instant: the zone's offset. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC'; // as localDay does: an unknown zone counts as UTC
  }
}

/**
 * The instant the user's local day containing `now` began. Where a DST change skips midnight
 * (e.g. America/Santiago, Asia/Beirut), the day begins at the first instant that exists in it.
 */
export function localDayStart(now: Date | number, timeZone: string): number {
  const zone = safeZone(timeZone);
  const instant = typeof now === 'number' ? now : now.getTime();
  const day = localDay(instant, zone);
  const [y, m, d] = day.split('-').map(Number);
  const midnightAsUtc = Date.UTC(y, m - 1, d);
  // The offset at midnight can differ from the offset now (a DST change during the day): ask twice.
  let start = midnightAsUtc - zoneOffsetMs(instant, zone);
  start = midnightAsUtc - zoneOffsetMs(start, zone);
  // Skipped midnight: walk forward to the first minute that belongs to the day.
  for (let guard = 0; localDay(start, zone) < day && guard < 24 * 60; guard++) start += MINUTE_MS;
  // A guess that landed inside the day but after its start (offset grew): walk back.
  for (let guard = 0; localDay(start - MINUTE_MS, zone) === day && guard < 24 * 60; guard++) start -= MINUTE_MS;
  return start;
}

/**
 * How many cards of these answers were introduced today: cards whose earliest answer is at or
 * after the local day's start (answers given on earlier days mean the card was not new today).
 */
export function countIntroducedToday(answers: readonly { cardId: number; reviewedAt: number }[], now: Date | number, timeZone: string): number {
  const dayStart = localDayStart(now, timeZone);
  const first = new Map<number, number>();
  for (const { cardId, reviewedAt } of answers) first.set(cardId, Math.min(first.get(cardId) ?? Infinity, reviewedAt));
  let count = 0;
  for (const at of first.values()) if (at >= dayStart && at <= (typeof now === 'number' ? now : now.getTime())) count++;
  return count;
}

// Shared with the offline Smart Session (issue 29.3): one rule for today's limit and allowance.
export { newCardLimitToday, newCardsLeftToday } from '../../shared/newCardLimit.js';

/** What a Quick Start will hold: every due review card and the new cards the allowance admits. */
export function quickStartCounts(dueReviews: number, newCards: number, allowance: number): { reviews: number; newCards: number } {
  return { reviews: dueReviews, newCards: Math.min(newCards, allowance) };
}
