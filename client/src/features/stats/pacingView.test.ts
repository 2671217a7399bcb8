import { describe, expect, it } from 'vitest';
import { PACING_STATUSES } from '../../../../shared/constants';
import { formatLongDay, isPacingStatus, pacingHint, pacingTone, wholePercent } from './pacingView';

describe('wholePercent', () => {
  it.each([
    [0, 0],
    [0.004, 0],
    [0.005, 1],
    [0.333, 33],
    [0.6666, 67],
    [1, 100],
    [1.2, 100],
    [-0.1, 0],
    [Number.NaN, 0],
  ])('%f → %i%', (share, percent) => {
    expect(wholePercent(share)).toBe(percent);
  });
});

describe('statuses', () => {
  it.each(PACING_STATUSES.map((s) => [s]))('%s is known, has a tone and a hint', (status) => {
    expect(isPacingStatus(status)).toBe(true);
    expect(pacingTone(status)).toBeTruthy();
    expect(pacingHint(status)).toBeTruthy();
  });

  it.each([['on track'], ['Recalculating'], [''], [null], [42]])('%o is not a status', (value) => {
    expect(isPacingStatus(value)).toBe(false);
  });
});

describe('formatLongDay', () => {
  it.each([
    ['2025-01-05', 'January 5, 2025'],
    ['2025-12-31', 'December 31, 2025'],
    ['2025-03-09T00:00:00.000Z', 'March 9, 2025'],
    ['soon', 'soon'],
  ])('%s → %s', (day, text) => {
    expect(formatLongDay(day)).toBe(text);
  });
});
