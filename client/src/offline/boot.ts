import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { readPersistedCache, restoreCache, type PersistedCache } from './persist';
import { isOnline } from './network';

// Before the app's first render (App.tsx, the chunk behind the landing page): an offline cold
// start restores the persisted cache, including who is logged in, and only then renders. An
// online start renders at once and leaves the cache to useOfflineServices, which restores it only
// once the server has said the same user is logged in.

export interface BootState {
  /** The saved cache as read at start-up (undefined once it was found to be someone else's). */
  persisted: PersistedCache | undefined;
  restoredWithAuth: boolean;
  /** Settles when the saved cache has been read (however long IndexedDB takes). */
  ready: Promise<void>;
  /**
   * True once the saved copy has been dealt with: merged into memory or found not to be this
   * user's. Until then the persister writes nothing, so the saved copy is never replaced by this
   * page's first few queries (persist.ts startPersisting).
   */
  settled: boolean;
}

export const boot: BootState = { persisted: undefined, restoredWithAuth: false, ready: Promise.resolve(), settled: false };

/** IndexedDB answers in milliseconds; a browser that hangs it must not keep the app blank. */
const READ_TIMEOUT_MS = 1500;

/** Resolves when the app may render: at once online, after the restore offline (or READ_TIMEOUT_MS). */
export function bootOffline(queryClient: QueryClient, readTimeoutMs = READ_TIMEOUT_MS): Promise<void> {
  // TanStack Query 5 starts out assuming a network and only listens for online/offline events:
  // a cold start offline must pause queries (and keep the saved data) instead of failing them.
  const online = isOnline();
  onlineManager.setOnline(online);
  // A slow read is waited for, never dropped: dropping it once cost the device its whole saved
  // copy, which the next write replaced with this page's few queries (issue 16).
  boot.ready = readPersistedCache().then((saved) => {
    boot.persisted = saved;
    if (!saved) boot.settled = true;
    else if (!online) {
      // Offline, the saved auth.me is the only word on who is logged in; a read that lands after
      // the first render still brings the user and their decks in.
      restoreCache(queryClient, saved, true);
      boot.restoredWithAuth = true;
      boot.settled = true;
    }
  });
  if (online) return Promise.resolve();
  return Promise.race([boot.ready, new Promise<void>((resolve) => setTimeout(resolve, readTimeoutMs))]);
}
