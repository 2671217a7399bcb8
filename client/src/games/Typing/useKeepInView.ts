import { useEffect, type RefObject } from 'react';

// On a phone the on-screen keyboard covers the lower part of the page without resizing the
// layout viewport (docs/study-modes.md: it must not hide the prompt). The visual viewport is what is left
// visible: its height goes to a CSS variable (the prompt's max-height leaves room for the field),
// and the prompt-and-field block is scrolled to its top edge whenever it is not fully inside.

/** The CSS variable the board reads: the visible height in px (100dvh before any keyboard). */
export const VISIBLE_HEIGHT_VAR = '--typing-visible-h';

export function useKeepInView(blockRef: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const viewport = window.visualViewport;
    const update = () => {
      const block = blockRef.current;
      if (!block) return;
      const height = viewport?.height ?? window.innerHeight;
      const top = viewport?.offsetTop ?? 0;
      block.style.setProperty(VISIBLE_HEIGHT_VAR, `${Math.round(height)}px`);
      const rect = block.getBoundingClientRect();
      // The sticky app header covers the top of the page: the block's scroll margin is its height.
      const covered = parseFloat(getComputedStyle(block).scrollMarginTop) || 0;
      // Within a pixel counts as inside: a fractional scroll position must not start a loop.
      if (rect.top < top + covered - 1 || rect.bottom > top + height + 1) block.scrollIntoView({ block: 'start' });
    };
    update();
    viewport?.addEventListener('resize', update);
    window.addEventListener('resize', update);
    const block = blockRef.current;
    block?.addEventListener('focusin', update);
    return () => {
      viewport?.removeEventListener('resize', update);
      window.removeEventListener('resize', update);
      block?.removeEventListener('focusin', update);
    };
  }, [blockRef, active]);
}
