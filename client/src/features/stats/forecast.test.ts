import { describe, expect, it } from 'vitest';
import { forecastDays, forecastRows } from './forecast';

describe('forecastRows', () => {
  it('labels the four windows in order', () => {
    expect(forecastRows({ dueNow: 3, dueNext5Mins: 1, dueNext2Hours: 4, dueNext24Hours: 9 })).toEqual([
      { key: 'dueNow', label: 'Ready Now', count: 3 },
      { key: 'dueNext5Mins', label: 'Next 5 Mins', count: 1 },
      { key: 'dueNext2Hours', label: 'Next 2 Hrs', count: 4 },
      { key: 'dueNext24Hours', label: 'Next 24 Hrs', count: 9 },
    ]);
  });

  it.each([
    ['no data (failed call)', undefined],
    ['nothing due within a day', { dueNow: 0, dueNext5Mins: 0, dueNext2Hours: 0, dueNext24Hours: 0 }],
  ])('is caught up with %s', (_, stats) => {
    expect(forecastRows(stats)).toBeNull();
  });

  it('shows rows when only later windows have cards', () => {
    expect(forecastRows({ dueNow: 0, dueNext5Mins: 0, dueNext2Hours: 0, dueNext24Hours: 2 })?.[3].count).toBe(2);
  });
});

describe('forecastDays (30 days)', () => {
  const zeros = () => Array.from({ length: 30 }, () => 0);
  it.each([
    ['no data', undefined],
    ['an older server (no days)', { dueNow: 1, dueNext5Mins: 0, dueNext2Hours: 0, dueNext24Hours: 0 }],
    ['nothing in 30 days', { dueNow: 1, dueNext5Mins: 0, dueNext2Hours: 0, dueNext24Hours: 0, dueNext30Days: 0, dueByDay: zeros() }],
  ])('none with %s', (_, stats) => {
    expect(forecastDays(stats)).toBeNull();
  });

  it('a bar a day, scaled to the busiest, named for a screen reader', () => {
    const dueByDay = zeros();
    dueByDay[0] = 2;
    dueByDay[6] = 8;
    dueByDay[29] = 1;
    const result = forecastDays({ dueNow: 0, dueNext5Mins: 0, dueNext2Hours: 0, dueNext24Hours: 2, dueNext30Days: 11, dueByDay })!;
    expect(result.total).toBe(11);
    expect(result.days).toHaveLength(30);
    expect(result.days[0]).toEqual({ day: 1, count: 2, percent: 25, label: 'Next 24 hours: 2 cards' });
    expect(result.days[6]).toEqual({ day: 7, count: 8, percent: 100, label: 'Day 7: 8 cards' });
    expect(result.days[29]).toEqual({ day: 30, count: 1, percent: 13, label: 'Day 30: 1 card' });
    expect(result.days[1].percent).toBe(0);
  });
});
