import { describe, expect, it } from 'vitest';
import { accuracyPercent } from './accuracy.js';

describe('accuracyPercent', () => {
  it.each([
    [10, 14, 71.4],
    [7, 9, 77.8],
    [2, 3, 66.7],
    [0, 0, 0],
    [5, 5, 100],
  ])('%i of %i is %d %', (right, answered, expected) => {
    expect(accuracyPercent(right, answered)).toBe(expected);
  });
});
