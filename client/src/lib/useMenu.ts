import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { nextMenuIndex } from './menuKeys';
import { useOutsideClick } from './useOutsideClick';

const ITEMS = '[role="menuitem"], [role="menuitemradio"]';

/**
 * A menu button (WAI-ARIA APG): Enter/Space/ArrowDown open it on the first item, ArrowUp on the
 * last; arrows, Home and End move; Escape closes and gives focus back to the button; Tab and a
 * click outside close it.
 */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const closeQuietly = useCallback(() => close(false), [close]);
  useOutsideClick(rootRef, open, closeQuietly);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])].filter((el) => !el.hasAttribute('disabled'));

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const list = items();
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    focusOnOpen.current = null;
  }, [open]);

  const buttonProps = {
    ref: buttonRef,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    onClick: () => {
      // A keyboard "click" (Enter/Space) moves into the menu; a pointer click just opens it.
      setOpen((was) => !was);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
        if (open) {
          const list = items();
          (event.key === 'ArrowUp' ? list[list.length - 1] : list[0])?.focus();
          focusOnOpen.current = null;
        } else setOpen(true);
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        close();
      }
    },
  };

  const menuProps = {
    ref: menuRef,
    role: 'menu' as const,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close(true);
        return;
      }
      if (event.key === 'Tab') {
        close();
        return;
      }
      const list = items();
      const next = nextMenuIndex(event.key, list.indexOf(document.activeElement as HTMLElement), list.length);
      if (next !== null) {
        event.preventDefault();
        list[next].focus();
      }
    },
  };

  return { open, setOpen, close, rootRef, buttonProps, menuProps };
}
