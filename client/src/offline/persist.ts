import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';

// The persisted query cache (DESIGN §14, docs/offline.md): the app's own data cache in IndexedDB,
// so My Decks and recently opened decks render after a cold start with no network. One user's
// data at a time: tagged with the user id, used only for that user, deleted at logout and when
// another user logs in (useOfflineServices).

export const QUERY_CACHE_KEY = 'cardcade.queryCache';
/** Changes to the cache are written at most this often. */
const SAVE_DELAY_MS = 1000;
/** Older than this, a persisted cache is dropped rather than shown. */
const MAX_AGE_MS = 30 * 86_400_000;

export interface PersistedCache {
  userId: number;
  savedAt: number;
  state: DehydratedState;
}

const isAuthQuery = (query: Query) => JSON.stringify(query.queryKey[0]).startsWith('["auth"');
const isMeQuery = (query: Query) => JSON.stringify(query.queryKey[0]) === '["auth","me"]';

/** The logged-in user's id as the auth.me query last answered it, else null. */
export function cachedUserId(queryClient: QueryClient): number | null {
  const me = queryClient.getQueryCache().findAll().find(isMeQuery)?.state.data as { isLoggedIn?: boolean; user?: { id: number } | null } | undefined;
  return me?.isLoggedIn && me.user ? me.user.id : null;
}

export async function readPersistedCache(now = Date.now()): Promise<PersistedCache | undefined> {
  try {
    const saved = await get<PersistedCache>(QUERY_CACHE_KEY);
    if (!saved || typeof saved.userId !== 'number' || now - saved.savedAt > MAX_AGE_MS) return undefined;
    return saved;
  } catch (error) {
    // No IndexedDB (private mode in some browsers): the app works online as before.
    console.error('Reading the offline cache failed', error);
    return undefined;
  }
}

/**
 * Puts the persisted queries into the cache. `withAuth` only for an offline start, where the
 * saved auth.me is the only word on who is logged in; online, the server's answer decides.
 */
export function restoreCache(queryClient: QueryClient, saved: PersistedCache, withAuth: boolean) {
  const state: DehydratedState = withAuth
    ? saved.state
    : { ...saved.state, queries: saved.state.queries.filter((q) => !JSON.stringify(q.queryKey[0]).startsWith('["auth"')) };
  // hydrate never overwrites data newer than the saved copy.
  hydrate(queryClient, state);
  // Saved data is shown at once but never counts as fresh: online, every restored query asks
  // the server again as soon as it is used (staleTime would otherwise trust a minutes-old copy).
  const restored = new Set(state.queries.map((q) => q.queryHash));
  void queryClient.invalidateQueries({ predicate: (q) => restored.has(q.queryHash), refetchType: 'none' });
}

export async function deletePersistedCache() {
  try {
    await del(QUERY_CACHE_KEY);
  } catch (error) {
    console.error('Clearing the offline cache failed', error);
  }
}

/** Forgets every query except the auth ones: the previous user's data leaves memory. */
export function forgetUserQueries(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => !isAuthQuery(query) });
}

/** Writes the cache (successful queries only) whenever it changes, tagged with the logged-in user. */
export function startPersisting(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const userId = cachedUserId(queryClient);
    if (userId === null) return void deletePersistedCache();
    const state = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
    set(QUERY_CACHE_KEY, { userId, savedAt: Date.now(), state } satisfies PersistedCache).catch((error) => console.error('Saving the offline cache failed', error));
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  };
  // A tab closed right after a change still keeps it.
  window.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    if (timer !== undefined) clearTimeout(timer);
  };
}
