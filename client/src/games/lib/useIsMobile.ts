import { MOBILE_BREAKPOINT_PX } from '../../../../shared/constants';
import { useMediaQuery } from '../../lib/useMediaQuery';

/** docs/product.md: limits: mobile means a width of 768 px or less with touch support. */
export function hasTouch(): boolean {
  return typeof window !== 'undefined' && ('ontouchstart' in window || navigator.maxTouchPoints > 0);
}

export function isMobileNow(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`).matches && hasTouch();
}

export function useIsMobile(): boolean {
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  return narrow && hasTouch();
}
