import { MATCHING_FONT_MAX_PX, MATCHING_FONT_MIN_PX, MATCHING_FONT_STEP_PX } from '../../../../shared/constants';

/**
 * The largest font size on the step grid between min and max for which `fits(size)` holds
 * (binary search: fitting is monotonic in the size). Falls back to min when nothing fits,
 * so very long text still renders, just scrolled/clipped by its box.
 */
export function fitFontSize(
  fits: (sizePx: number) => boolean,
  min = MATCHING_FONT_MIN_PX,
  max = MATCHING_FONT_MAX_PX,
  step = MATCHING_FONT_STEP_PX,
): number {
  let low = 0;
  let high = Math.floor((max - min) / step);
  let best = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (fits(min + mid * step)) {
      best = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return best < 0 ? min : min + best * step;
}

/** Applies the fitted size to an element whose box is fixed by CSS; the element must be in the DOM. */
export function fitElementText(element: HTMLElement, min?: number, max?: number, step?: number): number {
  const size = fitFontSize(
    (px) => {
      element.style.fontSize = `${px}px`;
      return element.scrollHeight <= element.clientHeight && element.scrollWidth <= element.clientWidth;
    },
    min,
    max,
    step,
  );
  element.style.fontSize = `${size}px`;
  return size;
}
