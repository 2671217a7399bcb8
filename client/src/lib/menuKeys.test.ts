import { describe, expect, it } from 'vitest';
import { nextMenuIndex } from './menuKeys';

describe('nextMenuIndex', () => {
  it.each([
    ['ArrowDown', 0, 3, 1],
    ['ArrowDown', 2, 3, 0],
    ['ArrowDown', -1, 3, 0],
    ['ArrowUp', 0, 3, 2],
    ['ArrowUp', -1, 3, 2],
    ['ArrowUp', 2, 3, 1],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['a', 0, 3, null],
    ['ArrowDown', -1, 0, null],
  ] as const)('%s from %i of %i → %s', (key, current, count, expected) => {
    expect(nextMenuIndex(key, current, count)).toBe(expected);
  });
});
