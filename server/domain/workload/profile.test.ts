import { describe, expect, it } from 'vitest';
import { answerProfileOf, MIN_PROFILE_ANSWERS, type ProfileLog } from './profile.js';
import { DEFAULT_PROFILE } from './simulate.js';

// The learner's answer profile (docs/workload.md): shares and seconds from their own logs.
const logs = (n: number, log: ProfileLog) => Array.from({ length: n }, () => ({ ...log }));

describe('answerProfileOf', () => {
  it('keeps the defaults without history', () => {
    expect(answerProfileOf([])).toEqual(DEFAULT_PROFILE);
  });

  it('reads shares and median seconds per rating, long answers capped at 60 s', () => {
    const profile = answerProfileOf([
      ...logs(30, { rating: 3, answerTimeMs: 8000, first: true }),
      ...logs(10, { rating: 1, answerTimeMs: 20_000, first: true }),
      ...logs(30, { rating: 3, answerTimeMs: 4000, first: false }),
      ...logs(10, { rating: 2, answerTimeMs: 600_000, first: false }),
      ...logs(10, { rating: 2, answerTimeMs: 600_000, first: false }),
    ]);
    expect(profile.firstRatings).toEqual([0.25, 0, 0.75, 0]);
    expect(profile.recallRatings).toEqual([0.4, 0.6, 0]);
    expect(profile.learnSeconds).toEqual([DEFAULT_PROFILE.learnSeconds[0], DEFAULT_PROFILE.learnSeconds[1], 8, DEFAULT_PROFILE.learnSeconds[3]]);
    expect(profile.reviewSeconds).toEqual([DEFAULT_PROFILE.reviewSeconds[0], 60, 4, DEFAULT_PROFILE.reviewSeconds[3]]);
  });

  it(`needs ${MIN_PROFILE_ANSWERS} answers before trusting a share or a time`, () => {
    const profile = answerProfileOf(logs(MIN_PROFILE_ANSWERS - 1, { rating: 4, answerTimeMs: 1000, first: true }));
    expect(profile.firstRatings).toEqual(DEFAULT_PROFILE.firstRatings);
    expect(profile.learnSeconds).toEqual(DEFAULT_PROFILE.learnSeconds);
  });

  it('skips untimed answers for times but counts their ratings', () => {
    const profile = answerProfileOf(logs(MIN_PROFILE_ANSWERS, { rating: 4, answerTimeMs: null, first: true }));
    expect(profile.firstRatings).toEqual([0, 0, 0, 1]);
    expect(profile.learnSeconds).toEqual(DEFAULT_PROFILE.learnSeconds);
  });
});
