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

/**
 * Whether a fitted box's text fits at its current size with no word split: the box's inner span
 * (its only child) is no wider and no taller than the box. While measuring, the box carries
 * `data-fitting`, under which CSS turns word breaking off, so a long word shows as overflow.
 */
export function textFitsWhole(box: HTMLElement): boolean {
  const inner = (box.firstElementChild as HTMLElement | null) ?? box;
  return inner.scrollWidth <= box.clientWidth && inner.offsetHeight <= box.clientHeight && box.scrollHeight <= box.clientHeight;
}

/**
 * One font size for a set of boxes (a matching board, issue #29): the largest on the step grid at
 * which every box's text fits without splitting a word, applied to all of them, so tiles do not
 * jump between sizes. Where even the smallest size cannot hold a word, CSS may break it (with
 * hyphens where the browser knows the language).
 */
export function fitTogether(
  boxes: readonly HTMLElement[],
  fits: (box: HTMLElement) => boolean = textFitsWhole,
  min = MATCHING_FONT_MIN_PX,
  max = MATCHING_FONT_MAX_PX,
  step = MATCHING_FONT_STEP_PX,
): number {
  let size = max;
  for (const box of boxes) {
    box.dataset.fitting = 'true';
    // Each box can only lower the shared size: search below what the others allow.
    size = fitFontSize(
      (px) => {
        box.style.fontSize = `${px}px`;
        return fits(box);
      },
      min,
      size,
      step,
    );
    delete box.dataset.fitting;
  }
  for (const box of boxes) box.style.fontSize = `${size}px`;
  return size;
}
