import { describe, expect, it } from 'vitest';
import { localNow, supportedTimeZones, utcOffset, zoneLabel } from './timeZones';

const WINTER = new Date('2025-01-15T12:00:00Z');
const SUMMER = new Date('2025-07-15T12:00:00Z');

describe('time zones', () => {
  it.each([
    ['UTC', WINTER, 'UTC'],
    ['Europe/Berlin', WINTER, 'UTC+01:00'],
    ['Europe/Berlin', SUMMER, 'UTC+02:00'],
    ['Asia/Kolkata', SUMMER, 'UTC+05:30'],
    ['America/New_York', WINTER, 'UTC-05:00'],
    ['Not/AZone', WINTER, 'UTC'],
  ])('%s at %s is %s', (zone, at, offset) => {
    expect(utcOffset(zone, at)).toBe(offset);
  });

  it('labels read as words and keep the offset', () => {
    expect(zoneLabel('America/New_York', WINTER)).toBe('America/New York (UTC-05:00)');
    expect(zoneLabel('UTC', WINTER)).toBe('UTC');
  });

  it('lists UTC first, the stored zone even if unknown to the browser, no duplicates', () => {
    const zones = supportedTimeZones(['Europe/Berlin', 'Etc/GMT+3']);
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Etc/GMT+3');
    expect(zones.filter((z) => z === 'Europe/Berlin')).toHaveLength(1);
    expect(zones.length).toBeGreaterThan(300);
  });

  it('shows the local time there', () => {
    expect(localNow('Asia/Tokyo', WINTER)).toBe('Wednesday, Jan 15, 21:00');
  });
});
