import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/constants';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Narrow screen: width of 768 px or less (docs/product.md: screens). */
export const useIsNarrow = () => useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
