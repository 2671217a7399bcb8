import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { boot } from './boot';
import { clearPacks } from './packs';
import { deletePersistedCache, forgetUserQueries, knownUserId, restoreCache, startPersisting, type Persister } from './persist';

/**
 * Keeps the persisted cache and the packs to one user (docs/offline.md): written while someone is
 * logged in; at logout, at an expired login and when another user logs in, the previous user's
 * queries leave memory and their cache, packs and media leave the browser. Their unsent answers
 * stay in the sync queue, tagged with their id, until they log in again (features/study/syncQueue).
 *
 * `status`/`userId` are useAuth's view, which counts a failed auth check as logged out. Here only
 * the server's answer counts: while auth.me has failed (a network that says online but is not)
 * nothing is deleted and nothing is written, and the decision waits for a real answer.
 */
export function useOfflineServices(status: 'loading' | 'ready', userId: number | null) {
  const queryClient = useQueryClient();
  const previous = useRef<number | null | undefined>(undefined);
  const persister = useRef<Persister | undefined>(undefined);
  const known = status === 'ready' && knownUserId(queryClient) === userId;

  useEffect(() => {
    const started = startPersisting(queryClient, () => boot.settled);
    persister.current = started;
    return () => started.stop();
  }, [queryClient]);

  useEffect(() => {
    if (!known) return;
    const prev = previous.current;
    previous.current = userId;
    if (prev === userId) return;
    if (prev === undefined) {
      // The first answer of this page: is the saved cache this user's?
      void boot.ready.then(() => {
        const saved = boot.persisted;
        if (saved?.userId === userId) {
          if (!boot.restoredWithAuth) restoreCache(queryClient, saved, false);
        } else if (saved) {
          // Someone else's (or nobody is logged in now). Online it was never put into memory; the
          // persister overwrites the saved cache with this user's, or deletes it when logged out.
          if (userId === null) void deletePersistedCache();
          void clearPacks(saved.userId);
          boot.persisted = undefined;
        }
        // From now on the saved copy is this page's to write.
        boot.settled = true;
        persister.current?.schedule();
      });
      return;
    }
    if (prev !== null) {
      forgetUserQueries(queryClient);
      void deletePersistedCache();
      void clearPacks(prev);
      boot.persisted = undefined;
    }
  }, [known, userId, queryClient]);
}
