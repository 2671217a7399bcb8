// Work the person does not see (the offline pack, the persisted cache) waits for an idle moment,
// so it never competes with the first render for the main thread (issue 13: on a throttled
// phone it made most of the deck page's blocking time). `timeout` bounds the wait on a page
// that is never idle, so the work still happens.

type Cancel = () => void;

/** Runs `work` when the main thread is idle (at the latest after `timeout` ms); returns a cancel. */
export function whenIdle(work: () => void, timeout = 2000): Cancel {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a timer after the current task is the next best thing.
  const handle = setTimeout(work, 1);
  return () => clearTimeout(handle);
}

/**
 * Runs `work` once the page has loaded and then gone idle: after the load event (so the page's
 * own scripts, data and first render come first) and an idle callback.
 */
export function afterLoadIdle(work: () => void, timeout = 3000): Cancel {
  let cancelIdle: Cancel | undefined;
  let cancelled = false;
  const start = () => {
    if (!cancelled) cancelIdle = whenIdle(work, timeout);
  };
  if (typeof document === 'undefined' || document.readyState === 'complete') {
    start();
  } else {
    window.addEventListener('load', start, { once: true });
  }
  return () => {
    cancelled = true;
    window.removeEventListener?.('load', start);
    cancelIdle?.();
  };
}

/**
 * How long background work that nobody waits for (the service worker's first install, the
 * offline pack) waits after the page has loaded and gone idle. The load event comes early in
 * this app (before the page's data): without the pause that work ran while the page was still
 * fetching and rendering, and on a phone it competed with it for the CPU and the network.
 */
export const SETTLE_DELAY_MS = 3000;

/** Runs `work` once the page has loaded, gone idle, stayed open SETTLE_DELAY_MS, and is idle again. */
export function afterPageSettled(work: () => void, delayMs = SETTLE_DELAY_MS): Cancel {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelLast: Cancel | undefined;
  const cancelFirst = afterLoadIdle(() => {
    timer = setTimeout(() => {
      cancelLast = whenIdle(work);
    }, delayMs);
  });
  return () => {
    cancelFirst();
    if (timer !== undefined) clearTimeout(timer);
    cancelLast?.();
  };
}
