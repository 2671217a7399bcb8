import { useEffect, useState } from 'react';

/**
 * True once the element given to the returned ref is within `margin` of the viewport (and from
 * then on). Charts below the fold render when they come near, not with the page's first render
 * (issue 13: recharts' first render was a long task on a phone). Where IntersectionObserver is
 * missing (old browsers, jsdom) it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '300px'): [(element: T | null) => void, boolean] {
  // A callback ref held in state: the observed element can appear after the first render.
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, margin]);
  return [setElement, near];
}
