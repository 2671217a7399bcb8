import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { readPersistedCache, restoreCache, type PersistedCache } from './persist';
import { isOnline } from './network';

// Before the first render (main.tsx): an offline cold start restores the persisted cache,
// including who is logged in, and only then renders. An online start renders at once and leaves
// the cache to useOfflineServices, which restores it only once the server has said the same
// user is logged in.

export interface BootState {
  /** The saved cache as read at start-up (undefined once it was found to be someone else's). */
  persisted: PersistedCache | undefined;
  restoredWithAuth: boolean;
  /** Settles when the saved cache has been read. */
  ready: Promise<void>;
}

export const boot: BootState = { persisted: undefined, restoredWithAuth: false, ready: Promise.resolve() };

/** IndexedDB answers in milliseconds; a browser that hangs it must not keep the app blank. */
const READ_TIMEOUT_MS = 1500;

/** Resolves when the app may render: at once online, after the restore offline. */
export function bootOffline(queryClient: QueryClient): Promise<void> {
  // TanStack Query 5 starts out assuming a network and only listens for online/offline events:
  // a cold start offline must pause queries (and keep the saved data) instead of failing them.
  const online = isOnline();
  onlineManager.setOnline(online);
  boot.ready = Promise.race([readPersistedCache(), new Promise<undefined>((resolve) => setTimeout(resolve, READ_TIMEOUT_MS))]).then((saved) => {
    boot.persisted = saved;
    if (saved && !online) {
      restoreCache(queryClient, saved, true);
      boot.restoredWithAuth = true;
    }
  });
  return online ? Promise.resolve() : boot.ready;
}
