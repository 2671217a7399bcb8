import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './idle';

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

/**
 * False until the main thread has been idle once after `enabled` became true (at the latest
 * `timeout` ms later), then true, set in a transition. Parts of a page nobody needs for its first
 * paint (the deck page's workload planner, issue 48) load and render then, not in the page's
 * first long tasks; they still come without scrolling, which a "near the viewport" rule did not
 * (a test, or a learner, looking for them found nothing until they scrolled).
 */
export function useIdle(enabled = true, timeout = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled || idle) return;
    return whenIdle(() => startTransition(() => setIdle(true)), timeout);
  }, [enabled, idle, timeout]);
  return idle;
}
