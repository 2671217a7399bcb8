import { describe, expect, it } from 'vitest';
import { hasSomethingToStudy, isReminderDue, localClock, parseTimeOfDay, weekdaysFromText, weekdaysToText } from './reminders.js';

describe('localClock', () => {
  it.each([
    ['2025-03-10T12:00:00Z', 'UTC', { day: '2025-03-10', minutes: 720, weekday: 1 }],
    ['2025-03-10T23:30:00Z', 'Asia/Tokyo', { day: '2025-03-11', minutes: 510, weekday: 2 }],
    ['2025-03-09T03:15:00Z', 'America/New_York', { day: '2025-03-08', minutes: 1335, weekday: 6 }],
    ['2025-03-16T12:00:00Z', 'Not/AZone', { day: '2025-03-16', minutes: 720, weekday: 7 }],
  ])('%s in %s', (instant, zone, expected) => {
    expect(localClock(new Date(instant), zone)).toEqual(expected);
  });
});

describe('parseTimeOfDay', () => {
  it.each([
    ['00:00', 0],
    ['18:30', 1110],
    ['23:59', 1439],
    ['24:00', null],
    ['7:00', null],
    ['18:60', null],
    ['18:30\n', null],
  ])('%j → %j', (text, minutes) => expect(parseTimeOfDay(text)).toBe(minutes));
});

describe('weekdays', () => {
  it('sorts and drops repeats; reads back only 1–7', () => {
    expect(weekdaysToText([5, 1, 3, 1])).toBe('135');
    expect(weekdaysFromText('1357')).toEqual([1, 3, 5, 7]);
    expect(weekdaysFromText('089')).toEqual([]);
  });
});

describe('isReminderDue', () => {
  const monday = { day: '2025-03-10', weekday: 1 };
  it.each([
    ['at the time', { time: '18:00', weekdays: '12345', lastDay: null }, { ...monday, minutes: 1080 }, true],
    ['a minute early', { time: '18:00', weekdays: '12345', lastDay: null }, { ...monday, minutes: 1079 }, false],
    ['within the window', { time: '18:00', weekdays: '1', lastDay: '2025-03-09' }, { ...monday, minutes: 1080 + 179 }, true],
    ['after the window', { time: '08:00', weekdays: '1', lastDay: null }, { ...monday, minutes: 480 + 180 }, false],
    ['already claimed today', { time: '18:00', weekdays: '1', lastDay: '2025-03-10' }, { ...monday, minutes: 1100 }, false],
    ['not a chosen weekday', { time: '18:00', weekdays: '67', lastDay: null }, { ...monday, minutes: 1100 }, false],
    ['a broken time', { time: 'soon', weekdays: '1', lastDay: null }, { ...monday, minutes: 1100 }, false],
  ])('%s', (_name, schedule, clock, due) => expect(isReminderDue(schedule, clock)).toBe(due));
});

describe('hasSomethingToStudy', () => {
  it.each([
    [{ reviewsDue: 0, newCardsLeft: 0 }, false],
    [{ reviewsDue: 1, newCardsLeft: 0 }, true],
    [{ reviewsDue: 0, newCardsLeft: 3 }, true],
  ])('%j → %s', (digest, expected) => expect(hasSomethingToStudy(digest)).toBe(expected));
});
