import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { readPersistedCache, restoreCache, type PersistedCache } from './persist';
import { isOnline } from './network';

// Before the first render (main.tsx): an offline cold start restores the persisted cache,
// including who is logged in; an online start leaves it for useOfflineServices, which restores
// it only once the server has said the same user is logged in.

export interface BootState {
  persisted: PersistedCache | undefined;
  restoredWithAuth: boolean;
}

export const boot: BootState = { persisted: undefined, restoredWithAuth: false };

/** IndexedDB answers in milliseconds; a browser that hangs it must not keep the app blank. */
const READ_TIMEOUT_MS = 1500;

export async function bootOffline(queryClient: QueryClient): Promise<void> {
  // TanStack Query 5 starts out assuming a network and only listens for online/offline events:
  // a cold start offline must pause queries (and keep the saved data) instead of failing them.
  onlineManager.setOnline(isOnline());
  boot.persisted = await Promise.race([readPersistedCache(), new Promise<undefined>((resolve) => setTimeout(resolve, READ_TIMEOUT_MS))]);
  if (boot.persisted && !isOnline()) {
    restoreCache(queryClient, boot.persisted, true);
    boot.restoredWithAuth = true;
  }
}
