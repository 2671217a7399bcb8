import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n';
import { namespace as common } from '../../locales/common';

/** The element a skip link or a navigation should land on: the page's h1, else its main. */
function pageTarget(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
}

function focusTarget(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * After a client-side navigation, moves focus to the new page's heading so screen readers
 * announce it and Tab continues from the page, not from the old link. The first load keeps the
 * browser's own focus. Pages load lazily, so it waits (up to 5 s) for the heading to appear and
 * gives up if the user has focused something in the meantime.
 */
export function RouteFocus() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const startedOn = document.activeElement;
    let focusedHeading: HTMLElement | null = null;
    const userMovedOn = () => {
      const active = document.activeElement;
      return active !== null && active !== document.body && active !== startedOn && active !== focusedHeading;
    };
    // Runs on every DOM change for a few seconds: focuses the h1 once it exists, and again if a
    // loading state's h1 is replaced by the loaded page's (focus would fall to the body).
    const tryFocus = () => {
      if (userMovedOn()) return stop();
      if (focusedHeading?.isConnected) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        focusTarget(heading);
        focusedHeading = heading;
      }
    };
    const observer = new MutationObserver(tryFocus);
    const timer = window.setTimeout(() => stop(), 5000);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
    tryFocus();
    return stop;
  }, [location]);
  return null;
}

/** "Skip to main content": the first stop of the Tab order on every page. */
export function SkipLink() {
  const t = useT(common);
  return (
    <a
      href="#main"
      className="skip-link"
      onClick={(event) => {
        const target = pageTarget();
        if (!target) return;
        event.preventDefault();
        focusTarget(target);
        target.scrollIntoView();
      }}
    >
      {t('common.skipToMain')}
    </a>
  );
}
