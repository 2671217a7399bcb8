import { startTransition, useEffect, useState } from 'react';

/**
 * False until `shown` has been true for one render, then true (set in a transition): what is
 * below the top of a page renders as interruptible work after the top has painted. A query
 * result re-renders its page synchronously (useSyncExternalStore), so without this the whole deck
 * page (dashboards, games, card list) was one long task when the deck arrived (issue 13).
 */
export function useAfterFirstPaint(shown = true): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (shown && !ready) startTransition(() => setReady(true));
  }, [shown, ready]);
  return ready;
}
