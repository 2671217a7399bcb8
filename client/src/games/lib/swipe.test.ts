import { describe, expect, it } from 'vitest';
import { keyPosition, swipeDirection } from './swipe';

describe('swipeDirection (threshold 25 px in both axes)', () => {
  it.each([
    [-40, -40, 'up'],
    [40, -40, 'right'],
    [40, 40, 'down'],
    [-40, 40, 'left'],
    [26, -26, 'right'],
    [25, -40, null],
    [40, 25, null],
    [-25, -25, null],
    [200, 3, null],
    [0, -200, null],
  ] as const)('dx=%i dy=%i → %s', (dx, dy, expected) => {
    expect(swipeDirection(dx, dy)).toBe(expected);
  });
});

describe('keyPosition', () => {
  it.each([
    ['ArrowUp', 'up'],
    ['ArrowRight', 'right'],
    ['ArrowDown', 'down'],
    ['ArrowLeft', 'left'],
    ['w', 'up'],
    ['W', 'up'],
    ['d', 'right'],
    ['s', 'down'],
    ['A', 'left'],
    ['x', null],
    ['Enter', null],
  ] as const)('%s → %s', (key, expected) => {
    expect(keyPosition(key)).toBe(expected);
  });
});
