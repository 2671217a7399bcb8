import { useEffect, useState, type CSSProperties } from 'react';

/**
 * On a phone the crossword keeps its clue bar stuck under the site header and its on-screen
 * keyboard stuck to the bottom of what is visible (issue 48, docs/games.md), so the current clue
 * never scrolls away above the keys; Type the Answer keeps its rating buttons above the system
 * keyboard the same way (docs/study-modes.md). What is visible is the visual viewport: a zoomed page or a
 * system keyboard makes it smaller than the layout viewport that `position: sticky` uses, so its
 * offsets become the custom properties `--sticky-top` and `--sticky-bottom`.
 */
export function useVisualViewportInsets(enabled: boolean): CSSProperties {
  const [insets, setInsets] = useState({ top: 0, bottom: 0 });
  useEffect(() => {
    if (!enabled) return;
    const viewport = window.visualViewport;
    const measure = () => {
      // The app's sticky header (client/src/components/layout/Header.module.css) covers the top.
      const header = document.querySelector('header')?.getBoundingClientRect();
      const headerBottom = header && header.top <= 0 + 1 ? Math.max(0, header.bottom) : 0;
      const top = Math.round(headerBottom + (viewport?.offsetTop ?? 0));
      const bottom = viewport ? Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop)) : 0;
      setInsets((current) => (current.top === top && current.bottom === bottom ? current : { top, bottom }));
    };
    measure();
    viewport?.addEventListener('resize', measure);
    viewport?.addEventListener('scroll', measure);
    window.addEventListener('resize', measure);
    return () => {
      viewport?.removeEventListener('resize', measure);
      viewport?.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [enabled]);
  return enabled ? ({ '--sticky-top': `${insets.top}px`, '--sticky-bottom': `${insets.bottom}px` } as CSSProperties) : {};
}
