import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';

// The persisted query cache (docs/offline.md, docs/offline.md): the app's own data cache in IndexedDB,
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

/**
 * Who is logged in as far as this page knows: the user's id, null when the server said nobody
 * is, undefined while auth.me has not answered (pending, failed or paused offline). "Unknown" is
 * never "logged out": a slow or failed check must not delete the saved copy.
 */
export function knownUserId(queryClient: QueryClient): number | null | undefined {
  const me = queryClient.getQueryCache().findAll().find(isMeQuery)?.state;
  if (me?.status !== 'success') return undefined;
  const data = me.data as { isLoggedIn?: boolean; user?: { id: number } | null } | undefined;
  return data?.isLoggedIn && data.user ? data.user.id : null;
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

export interface Persister {
  /** Writes soon (after SAVE_DELAY_MS), e.g. once the saved copy has been merged. */
  schedule(): void;
  stop(): void;
}

/**
 * Writes the cache (successful queries only) whenever it changes, tagged with the logged-in user.
 *
 * `settled` says whether the copy saved by an earlier page has been dealt with (merged into
 * memory, or found to be someone else's). Until then nothing is written: this page's first few
 * queries would otherwise replace the saved copy, and My Decks and every other deck kept for
 * offline would be gone from the device (issue 16: a slow start, or a navigation before the
 * restore, lost My Decks' list). Nothing is written or deleted either while auth.me has no answer.
 */
export function startPersisting(queryClient: QueryClient, settled: () => boolean = () => true): Persister {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const save = () => {
    timer = undefined;
    idle = undefined;
    if (!settled()) return;
    const userId = knownUserId(queryClient);
    if (userId === undefined) return;
    if (userId === null) return void deletePersistedCache();
    const state = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
    set(QUERY_CACHE_KEY, { userId, savedAt: Date.now(), state } satisfies PersistedCache).catch((error) => console.error('Saving the offline cache failed', error));
  };
  // Dehydrating and cloning the cache into IndexedDB is main-thread work nobody waits for: after
  // the delay it waits for an idle moment too (issue 13: on a phone it was a long task while the
  // deck page was still rendering). Without requestIdleCallback (Safari) it runs on the timer.
  const afterDelay = () => {
    if (typeof window.requestIdleCallback !== 'function') return save();
    idle = window.requestIdleCallback(save, { timeout: SAVE_DELAY_MS });
  };
  const schedule = () => {
    if (timer === undefined && idle === undefined) timer = setTimeout(afterDelay, SAVE_DELAY_MS);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    schedule();
  });
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
  const flush = () => {
    if (timer === undefined && idle === undefined) return;
    cancel();
    save();
  };
  const onHidden = () => document.visibilityState === 'hidden' && flush();
  // A tab closed or switched away from right after a change still keeps it.
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);
  return {
    schedule,
    stop: () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      cancel();
    },
  };
}
