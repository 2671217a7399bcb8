import { describe, expect, it } from 'vitest';
import { countIntroducedToday, localDayStart, newCardsLeftToday, quickStartCounts } from './newCards.js';

const at = (iso: string) => Date.parse(iso);

describe('localDayStart', () => {
  it.each([
    ['UTC', '2025-03-10T12:00:00Z', '2025-03-10T00:00:00Z'],
    ['UTC, one ms before midnight', '2025-03-10T23:59:59.999Z', '2025-03-10T00:00:00Z'],
    ['UTC, at midnight', '2025-03-11T00:00:00Z', '2025-03-11T00:00:00Z'],
    // 12:00 UTC is 01:00 on the 11th in Auckland (UTC+13 in March).
    ['Pacific/Auckland', '2025-03-10T12:00:00Z', '2025-03-10T11:00:00Z'],
    // 03:00 UTC is still 23:00 of the 9th in New York (UTC-4 after 9 March 2025).
    ['America/New_York', '2025-03-10T03:00:00Z', '2025-03-09T05:00:00Z'],
    // The day DST begins in New York: midnight was still UTC-5.
    ['America/New_York', '2025-03-09T20:00:00Z', '2025-03-09T05:00:00Z'],
    // The day DST ends in Berlin: midnight was UTC+2, the afternoon UTC+1.
    ['Europe/Berlin', '2025-10-26T15:00:00Z', '2025-10-25T22:00:00Z'],
    ['Asia/Kolkata', '2025-03-10T12:00:00Z', '2025-03-09T18:30:00Z'],
    ['Asia/Kathmandu', '2025-03-10T12:00:00Z', '2025-03-09T18:15:00Z'],
    // Santiago skips from 00:00 to 01:00 on 7 Sept 2025: the day starts at 01:00 local (04:00 UTC).
    ['America/Santiago', '2025-09-07T15:00:00Z', '2025-09-07T04:00:00Z'],
    ['Not/AZone falls back to UTC', '2025-03-10T12:00:00Z', '2025-03-10T00:00:00Z'],
  ])('%s at %s → %s', (zone, now, start) => {
    const timeZone = zone.split(' ')[0];
    expect(new Date(localDayStart(at(now), timeZone)).toISOString()).toBe(new Date(at(start)).toISOString());
  });
});

describe('countIntroducedToday', () => {
  const now = at('2025-03-10T12:00:00Z');

  it('counts cards whose first answer is today, once each', () => {
    const answers = [
      { cardId: 1, reviewedAt: at('2025-03-10T08:00:00Z') },
      { cardId: 1, reviewedAt: at('2025-03-10T08:05:00Z') },
      { cardId: 2, reviewedAt: at('2025-03-10T00:00:00Z') },
    ];
    expect(countIntroducedToday(answers, now, 'UTC')).toBe(2);
  });

  it('does not count a card first answered on an earlier day, even if answered again today', () => {
    const answers = [
      { cardId: 1, reviewedAt: at('2025-03-09T23:59:59Z') },
      { cardId: 1, reviewedAt: at('2025-03-10T09:00:00Z') },
    ];
    expect(countIntroducedToday(answers, now, 'UTC')).toBe(0);
  });

  it('uses the user’s day, not UTC’s', () => {
    // 23:30 UTC on the 9th is 10:30 on the 10th in Sydney (UTC+11): today there, yesterday in UTC.
    const answers = [{ cardId: 5, reviewedAt: at('2025-03-09T23:30:00Z') }];
    expect(countIntroducedToday(answers, at('2025-03-10T05:00:00Z'), 'Australia/Sydney')).toBe(1);
    expect(countIntroducedToday(answers, at('2025-03-10T05:00:00Z'), 'UTC')).toBe(0);
  });

  it('starts afresh at the local midnight', () => {
    const answers = [{ cardId: 5, reviewedAt: at('2025-03-10T04:59:00Z') }]; // 23:59 in New York (UTC-5 → -4 on the 9th)
    expect(countIntroducedToday(answers, at('2025-03-10T03:58:00Z'), 'America/New_York')).toBe(0); // the answer is later than now
    expect(countIntroducedToday(answers, at('2025-03-10T05:00:00Z'), 'America/New_York')).toBe(1); // 01:00 on the 10th: 04:59Z was 00:59
    expect(countIntroducedToday(answers, at('2025-03-11T04:00:00Z'), 'America/New_York')).toBe(0); // the next local day
  });
});

describe('newCardsLeftToday / quickStartCounts', () => {
  it.each([
    [20, 0, 20],
    [20, 5, 15],
    [20, 20, 0],
    [20, 25, 0],
    [0, 0, 0],
    [9999, 3, 9996],
  ])('limit %i, introduced %i → %i left', (limit, introduced, left) => {
    expect(newCardsLeftToday(limit, introduced)).toBe(left);
  });

  it('Quick Start takes every due review and at most the allowance of new cards', () => {
    expect(quickStartCounts(12, 100, 20)).toEqual({ reviews: 12, newCards: 20 });
    expect(quickStartCounts(0, 3, 20)).toEqual({ reviews: 0, newCards: 3 });
    expect(quickStartCounts(4, 100, 0)).toEqual({ reviews: 4, newCards: 0 });
  });
});
