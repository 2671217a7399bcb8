import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { KEYBOARD_DRAG_STEP_PX } from '../../../../shared/constants';

/** Keyboard dragging moves the term 25 px per arrow press (docs/product.md: limits). */
export const keyboardStep: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const { x, y } = currentCoordinates;
  switch (event.code) {
    case 'ArrowRight':
      return { x: x + KEYBOARD_DRAG_STEP_PX, y };
    case 'ArrowLeft':
      return { x: x - KEYBOARD_DRAG_STEP_PX, y };
    case 'ArrowDown':
      return { x, y: y + KEYBOARD_DRAG_STEP_PX };
    case 'ArrowUp':
      return { x, y: y - KEYBOARD_DRAG_STEP_PX };
    default:
      return undefined;
  }
};
