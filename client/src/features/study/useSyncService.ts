import { useEffect } from 'react';
import { SYNC_INTERVAL_MS } from '../../../../shared/constants';
import { afterPageSettled } from '../../lib/idle';
import { httpStatusOf, trpc } from '../../lib/trpc';
import { announceSynced } from '../../offline/network';
import { invalidateDeckStats } from '../stats/queries';
import { studyStorage } from './storage';
import { drainOnce } from './syncQueue';
import type { QueuedSession } from './types';

type Utils = ReturnType<typeof trpc.useUtils>;

/** Uploads one queued chunk (POST /sessions/submit's procedure), then refreshes that deck's stats. */
export async function submitQueued(utils: Utils, entry: QueuedSession) {
  const result = await utils.client.sessions.submit.mutate({ sessionId: entry.sessionId, deckId: entry.deckId, results: entry.results });
  void invalidateDeckStats(utils, entry.deckId);
  announceSynced(entry.deckId);
  return result;
}

/**
 * The offline results queue (docs/product.md: states): sent at start, whenever the browser comes back online,
 * and every 5 minutes; offline it waits silently; only the logged-in user's entries go.
 */
export function useSyncService(userId: number | null) {
  const utils = trpc.useUtils();
  useEffect(() => {
    if (userId === null) return;
    const run = () => {
      if (!navigator.onLine) return;
      void drainOnce(studyStorage(), userId, (entry) => submitQueued(utils, entry)).then((result) => {
        if (!result.error) return;
        console.error('Session sync failed; will retry later', result.error);
        // An expired login: ask who is logged in, which shows the login page. The entries stay
        // queued under this user's id and go once the same user logs in again (docs/offline.md).
        if (httpStatusOf(result.error) === 401) void utils.auth.me.invalidate();
      });
    };
    // The start's drain waits until the page has settled: reading the queue is often the page's
    // first localStorage access, a synchronous trip to the browser process that held a phone's
    // main thread for 20–80 ms in the middle of the first render (issue 13).
    const cancelFirst = afterPageSettled(run);
    window.addEventListener('online', run);
    const timer = window.setInterval(run, SYNC_INTERVAL_MS);
    return () => {
      cancelFirst();
      window.removeEventListener('online', run);
      window.clearInterval(timer);
    };
  }, [userId, utils]);
}
