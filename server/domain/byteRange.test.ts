import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byteRange.js';

describe('parseByteRange', () => {
  it.each([
    // [header, size, answer]
    [undefined, 100, null],
    ['', 100, null],
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=10-', 100, { start: 10, end: 99 }],
    ['bytes=90-500', 100, { start: 90, end: 99 }],
    ['bytes=99-99', 100, { start: 99, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=-500', 100, { start: 0, end: 99 }],
    ['BYTES=0-0', 100, { start: 0, end: 0 }],
    // Past the end, an empty suffix, any range of an empty file: 416.
    ['bytes=100-', 100, 'unsatisfiable'],
    ['bytes=100-200', 100, 'unsatisfiable'],
    ['bytes=-0', 100, 'unsatisfiable'],
    ['bytes=0-', 0, 'unsatisfiable'],
    ['bytes=-5', 0, 'unsatisfiable'],
    // Ignored (the whole file, 200): malformed, reversed, another unit, several ranges, huge numbers.
    ['bytes=9-0', 100, null],
    ['bytes=-', 100, null],
    ['bytes=a-b', 100, null],
    ['items=0-9', 100, null],
    ['bytes=0-9,20-29', 100, null],
    ['bytes=0-9999999999999999999', 100, null],
    ['bytes=1e3-', 100, null],
  ] as const)('%s of %i bytes → %j', (header, size, answer) => {
    expect(parseByteRange(header, size)).toEqual(answer);
  });
});
