import { describe, expect, it } from 'vitest';
import { ApiTokenRateLimiter } from './apiTokenRate.js';

describe('ApiTokenRateLimiter', () => {
  it.each([
    // [requests at these ms, limit, expected answers]
    [[0, 1, 2], 2, [true, true, false]],
    [[0, 59_999, 60_000], 1, [true, false, true]],
    [[0, 30_000, 90_000, 90_001], 2, [true, true, true, true]],
  ])('at %j with %i a minute → %j', (times, limit, expected) => {
    const limiter = new ApiTokenRateLimiter();
    expect(times.map((t) => limiter.hit(1, t, limit))).toEqual(expected);
  });

  it('counts each token on its own', () => {
    const limiter = new ApiTokenRateLimiter();
    expect([limiter.hit(1, 0, 1), limiter.hit(2, 0, 1), limiter.hit(1, 1, 1), limiter.hit(2, 1, 1)]).toEqual([true, true, false, false]);
  });
});
