import { describe, expect, it } from 'vitest';
import { forecastRows } from './forecast';

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
