import { describe, expect, it } from 'vitest';
import { balanceRange, easyDayWeight, isValidEasyDays, pickInterval, type BalanceDays } from './balance.js';

// Load balancing and Easy Days (docs/workload.md): pure table tests.
const days = (loads: Record<number, number>, options: Partial<BalanceDays> = {}): BalanceDays => ({
  balance: true,
  easyDays: 'nnnnnnn',
  loadOn: (offset) => loads[offset] ?? 0,
  // Day 0 is a Monday.
  weekdayOf: (offset) => (1 + offset) % 7,
  ...options,
});

describe('balanceRange', () => {
  it.each([
    // interval elapsed range
    [1, 0, null],
    [2, 0, { min: 2, max: 3 }],
    [3, 0, { min: 2, max: 4 }],
    [10, 5, { min: 8, max: 12 }],
    [100, 50, { min: 93, max: 107 }],
  ] as const)('interval %i after %i days → %j', (interval, elapsed, range) => {
    expect(balanceRange(interval, elapsed, 36500)).toEqual(range);
  });
});

describe('pickInterval', () => {
  it.each([
    ['no load anywhere: FSRS\'s own interval', 10, { min: 8, max: 12 }, {}, {}, 10],
    ['the lightest day wins', 10, { min: 8, max: 12 }, { 8: 5, 9: 3, 10: 9, 11: 1, 12: 4 }, {}, 11],
    ['a tie goes to the closest to FSRS', 10, { min: 8, max: 12 }, { 8: 0, 9: 2, 10: 2, 11: 2, 12: 0 }, {}, 8],
    ['equal distance: the shorter', 10, { min: 8, max: 12 }, { 8: 1, 9: 0, 10: 2, 11: 0, 12: 1 }, {}, 9],
    // Day 5 is a Saturday (Monday + 5): minimum.
    ['a minimum day is avoided even when empty', 5, { min: 4, max: 6 }, { 4: 3, 6: 3 }, { easyDays: 'nnnnnnm' }, 4],
    ['a reduced day holds half its neighbours\' load', 5, { min: 4, max: 6 }, { 4: 3, 5: 1, 6: 3 }, { easyDays: 'nnnnnnr' }, 5],
    ['a reduced day loses to a day with under half its load', 5, { min: 4, max: 6 }, { 4: 1, 5: 2, 6: 3 }, { easyDays: 'nnnnnnr' }, 4],
    ['balance off: load ignored, Easy Days kept', 5, { min: 4, max: 6 }, { 4: 9, 5: 0, 6: 0 }, { balance: false, easyDays: 'nnnnnnm' }, 4],
    ['balance off, no Easy Days: FSRS\'s own', 5, { min: 4, max: 6 }, { 5: 9 }, { balance: false }, 5],
  ] as const)('%s', (_, interval, range, loads, options, expected) => {
    expect(pickInterval(interval, range, days(loads, options as Partial<BalanceDays>))).toBe(expected);
  });
});

describe('Easy Days', () => {
  it.each([
    ['nnnnnnn', true],
    ['mnnnnnr', true],
    ['nnnnnn', false],
    ['nnnnnnx', false],
    ['NNNNNNN', false],
  ])('%s valid: %s', (value, valid) => {
    expect(isValidEasyDays(value)).toBe(valid);
  });
  it('weighs normal 1, reduced ½, minimum almost nothing', () => {
    expect([0, 1, 2].map((d) => easyDayWeight('nrm', d))).toEqual([1, 0.5, 0.02]);
  });
});

describe('pickIntervalOnDays (the simulator\'s form)', () => {
  it('picks what pickInterval picks, on 2,000 seeded cases', async () => {
    const { seededRandom } = await import('../memoryModel/simulate.js');
    const { pickIntervalOnDays, weekdayWeights } = await import('./balance.js');
    const rng = seededRandom(3);
    const letters = 'nrm';
    for (let i = 0; i < 2000; i++) {
      const load = Array.from({ length: 60 }, () => Math.floor(rng() * 6));
      const easyDays = Array.from({ length: 7 }, () => letters[Math.floor(rng() * 3)]).join('');
      const today = Math.floor(rng() * 20);
      const interval = 2 + Math.floor(rng() * 30);
      const range = { min: Math.max(1, interval - 3), max: interval + 3 };
      const weekdayToday = Math.floor(rng() * 7);
      const balance = rng() < 0.8;
      const expected = pickInterval(interval, range, {
        balance,
        easyDays,
        loadOn: (offset) => (today + offset < load.length ? load[today + offset] : 0),
        weekdayOf: (offset) => (weekdayToday + offset) % 7,
      });
      expect(pickIntervalOnDays(interval, range.min, range.max, load, today, weekdayWeights(easyDays), weekdayToday, balance)).toBe(expected);
    }
  });
});
