import { describe, expect, it } from 'vitest';
import { computeStreaks } from './streaks.js';
import { localDay } from './days.js';

describe('computeStreaks', () => {
  it.each([
    ['no study at all', [], '2025-03-10', 0, 0],
    ['only today', ['2025-03-10'], '2025-03-10', 1, 1],
    ['only yesterday (today not yet studied)', ['2025-03-09'], '2025-03-10', 1, 1],
    ['last study two days ago: streak broken', ['2025-03-08'], '2025-03-10', 0, 1],
    ['three days ending today', ['2025-03-08', '2025-03-09', '2025-03-10'], '2025-03-10', 3, 3],
    ['three days ending yesterday', ['2025-03-07', '2025-03-08', '2025-03-09'], '2025-03-10', 3, 3],
    ['a missed day splits runs', ['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04', '2025-03-06', '2025-03-07'], '2025-03-07', 2, 4],
    ['duplicates and any order', ['2025-03-10', '2025-03-09', '2025-03-10', '2025-03-09'], '2025-03-10', 2, 2],
    ['across a month end', ['2025-02-27', '2025-02-28', '2025-03-01'], '2025-03-01', 3, 3],
    ['future days are ignored', ['2025-03-10', '2025-03-11'], '2025-03-10', 1, 1],
  ])('%s', (_, days, today, current, best) => {
    expect(computeStreaks(days, today)).toEqual({ currentStreak: current, bestStreak: best });
  });
});

describe('streaks from answer instants in two time zones', () => {
  // Answers at 23:30 and 00:30 UTC on consecutive nights, and 'now' at 12:00 UTC on 2025-03-12.
  const answers = ['2025-03-10T23:30:00Z', '2025-03-11T00:30:00Z', '2025-03-11T23:30:00Z'].map((iso) => Date.parse(iso));
  const now = Date.parse('2025-03-12T12:00:00Z');
  const streaksIn = (zone: string) => computeStreaks(answers.map((t) => localDay(t, zone)), localDay(now, zone));

  it.each([
    // In UTC the answers fall on 03-10, 03-11, 03-11; today is 03-12: a 2-day run ending yesterday.
    ['UTC', 2, 2],
    // In Berlin (UTC+1) they fall on 03-11, 03-11, 03-12 and today is 03-12: 2 days ending today.
    ['Europe/Berlin', 2, 2],
    // In Los Angeles (UTC-7) they fall on 03-10, 03-10, 03-11; today 03-12: run ending yesterday.
    ['America/Los_Angeles', 2, 2],
  ])('%s', (zone, current, best) => {
    expect(streaksIn(zone)).toEqual({ currentStreak: current, bestStreak: best });
  });

  it('an answer just after local midnight starts a new day only in that zone', () => {
    const lateNight = [Date.parse('2025-03-10T22:30:00Z'), Date.parse('2025-03-10T23:30:00Z')];
    const today = (zone: string) => localDay(Date.parse('2025-03-11T12:00:00Z'), zone);
    // UTC: both on 03-10, two minutes apart in one day → 1. Berlin: 23:30 and 00:30 → two days.
    expect(computeStreaks(lateNight.map((t) => localDay(t, 'UTC')), today('UTC'))).toEqual({ currentStreak: 1, bestStreak: 1 });
    expect(computeStreaks(lateNight.map((t) => localDay(t, 'Europe/Berlin')), today('Europe/Berlin'))).toEqual({ currentStreak: 2, bestStreak: 2 });
  });
});
