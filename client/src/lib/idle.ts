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
