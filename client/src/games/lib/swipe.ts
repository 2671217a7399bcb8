import { SPATIAL_SWIPE_THRESHOLD_PX } from '../../../../shared/constants';

/** The four answer positions of spatial choice, clockwise from the top. */
export const POSITIONS = ['up', 'right', 'down', 'left'] as const;
export type Position = (typeof POSITIONS)[number];

/**
 * A diagonal swipe → position. On a phone the four options sit in the corners, clockwise:
 * up = top-left, right = top-right, down = bottom-right, left = bottom-left.
 * Both axes must move more than the threshold (docs/product.md: validation), or it is no swipe.
 */
export function swipeDirection(dx: number, dy: number, threshold = SPATIAL_SWIPE_THRESHOLD_PX): Position | null {
  if (Math.abs(dx) <= threshold || Math.abs(dy) <= threshold) return null;
  if (dy < 0) return dx < 0 ? 'up' : 'right';
  return dx > 0 ? 'down' : 'left';
}

const KEY_POSITIONS: Record<string, Position> = {
  ArrowUp: 'up',
  ArrowRight: 'right',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  w: 'up',
  d: 'right',
  s: 'down',
  a: 'left',
};

/** Arrow keys and WASD (either case) → position; anything else → null. */
export function keyPosition(key: string): Position | null {
  return KEY_POSITIONS[key] ?? KEY_POSITIONS[key.toLowerCase()] ?? null;
}
