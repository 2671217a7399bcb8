import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDay, isValidTimeZone, localDay } from './days.js';

describe('localDay', () => {
  it.each([
    // instant (UTC)                zone                  local day
    ['2025-03-10T23:30:00Z', 'UTC', '2025-03-10'],
    ['2025-03-10T23:30:00Z', 'Europe/Berlin', '2025-03-11'],
    ['2025-03-11T03:59:00Z', 'America/New_York', '2025-03-10'],
    ['2025-03-11T04:00:00Z', 'America/New_York', '2025-03-11'],
    ['2025-03-10T13:59:59Z', 'Pacific/Auckland', '2025-03-11'],
    ['2025-03-10T10:59:59Z', 'Pacific/Auckland', '2025-03-10'],
    // New York springs forward on 2025-03-09: midnight is 05:00Z before, 04:00Z after.
    ['2025-03-09T04:59:00Z', 'America/New_York', '2025-03-08'],
    ['2025-03-09T05:00:00Z', 'America/New_York', '2025-03-09'],
    ['2025-03-10T12:00:00Z', 'Not/AZone', '2025-03-10'],
  ])('%s in %s is %s', (iso, zone, day) => {
    expect(localDay(new Date(iso), zone)).toBe(day);
  });

  it('accepts epoch milliseconds', () => {
    expect(localDay(Date.parse('2024-12-31T23:00:00Z'), 'Asia/Tokyo')).toBe('2025-01-01');
  });
});

describe('day arithmetic', () => {
  it.each([
    ['2025-01-01', '2025-01-01', 0],
    ['2025-01-01', '2025-01-02', 1],
    ['2025-01-02', '2025-01-01', -1],
    ['2024-02-28', '2024-03-01', 2],
    ['2025-03-08', '2025-03-10', 2],
    ['2024-12-31', '2025-12-31', 365],
  ])('daysBetween(%s, %s) = %i', (from, to, n) => {
    expect(daysBetween(from, to)).toBe(n);
    expect(addDays(from, n)).toBe(to);
  });

  it.each([
    ['2025-01-31', true],
    ['2025-02-29', false],
    ['2024-02-29', true],
    ['2025-1-01', false],
    ['2025-01-01T00:00:00Z', false],
  ])('isCalendarDay(%s) = %s', (value, ok) => {
    expect(isCalendarDay(value)).toBe(ok);
  });

  it('knows real zones', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
