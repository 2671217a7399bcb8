import { describe, expect, it } from 'vitest';
import { keyboardStep } from './keyboardStep';

describe('keyboardStep', () => {
  it.each([
    ['ArrowRight', { x: 125, y: 50 }],
    ['ArrowLeft', { x: 75, y: 50 }],
    ['ArrowDown', { x: 100, y: 75 }],
    ['ArrowUp', { x: 100, y: 25 }],
    ['KeyA', undefined],
  ])('%s from (100, 50)', (code, expected) => {
    const event = new KeyboardEvent('keydown', { code });
    // Only currentCoordinates is read; the rest of dnd-kit's context is irrelevant here.
    const args = { currentCoordinates: { x: 100, y: 50 } } as Parameters<typeof keyboardStep>[1];
    expect(keyboardStep(event, args)).toEqual(expected);
  });
});
