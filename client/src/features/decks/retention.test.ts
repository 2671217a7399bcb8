import { describe, expect, it } from 'vitest';
import { relativeWorkload, retentionTradeOff } from './retention';

describe('desired retention in plain words', () => {
  it.each([
    [0.9, 'You should remember about 90% of cards when they come up. The recommended balance of remembering and reviewing.'],
    [0.95, 'You should remember about 95% of cards when they come up, for roughly 2.5× as many reviews a day as at 90%.'],
    [0.97, 'You should remember about 97% of cards when they come up, for roughly 4.5× as many reviews a day as at 90%.'],
    [0.8, 'You should remember about 80% of cards when they come up, with roughly 30% of the reviews a day at 90%: fewer reviews, more forgetting.'],
  ])('%s', (retention, text) => {
    expect(retentionTradeOff(retention)).toBe(text);
  });

  it('higher retention always costs more reviews', () => {
    const workloads = [0.7, 0.8, 0.85, 0.9, 0.93, 0.97].map(relativeWorkload);
    expect(workloads).toEqual([...workloads].sort((a, b) => a - b));
    expect(relativeWorkload(0.9)).toBeCloseTo(1);
  });
});
