import { describe, expect, it } from 'vitest';
import { randomInt, seededRng, shuffle } from './rng.js';

describe('seededRng', () => {
  it('replays the same sequence for the same seed and differs across seeds', () => {
    const a = seededRng(42);
    const b = seededRng(42);
    const c = seededRng(43);
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(Array.from({ length: 5 }, c)).not.toEqual(seqA);
  });

  it('stays in [0, 1)', () => {
    const rng = seededRng(7);
    for (let i = 0; i < 10_000; i++) {
      const x = rng();
      expect(x >= 0 && x < 1).toBe(true);
    }
  });
});

describe('shuffle and randomInt', () => {
  it('keeps every element exactly once and leaves the input untouched', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = shuffle(input, seededRng(1));
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort((x, y) => x - y)).toEqual(input);
  });

  it('reaches every position over many seeds', () => {
    const firstSeen = new Set<number>();
    for (let seed = 0; seed < 200; seed++) firstSeen.add(shuffle([0, 1, 2, 3], seededRng(seed))[0]);
    expect(firstSeen).toEqual(new Set([0, 1, 2, 3]));
  });

  it.each([1, 2, 5, 15])('randomInt(n=%i) stays in [0, n)', (n) => {
    const rng = seededRng(n);
    for (let i = 0; i < 1000; i++) {
      const k = randomInt(rng, n);
      expect(Number.isInteger(k) && k >= 0 && k < n).toBe(true);
    }
  });
});
