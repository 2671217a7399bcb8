import type { QueryClient } from '@tanstack/react-query';
import { clear } from 'idb-keyval';
import { forgetUserQueries } from './persist';

// Logout on a shared browser (issue #31, docs/security.md, docs/offline.md "Logout"): the server's
// answer carries `Clear-Site-Data: "cache", "storage"`, but browsers honour it only on secure
// origins (HTTPS, localhost) and some not at all, so the app drops what it stored itself too.

/** Our own Web Storage keys (the design notes: cardcade.*): sessions, the sync queue, anything else of ours. */
const OWN_KEY = /^cardcade\./;
/** The service worker's precache holds the app's build only (no user data): kept for a fast next start. */
const APP_SHELL_CACHE = /^workbox-precache/;

function dropOwnKeys(store: Storage) {
  for (const key of Object.keys(store)) if (OWN_KEY.test(key)) store.removeItem(key);
}

/** Deletes an IndexedDB database; resolves (never hangs) if another tab or the worker keeps it open. */
function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/**
 * Everything this app keeps in the browser for whoever was logged in: the query cache in memory,
 * local and session storage under `cardcade.*`, the IndexedDB store of the persisted cache and
 * the offline packs (idb-keyval), the service worker's expiration records of cached media, and
 * every CacheStorage cache but the app shell's (the media cache holds the pictures and sounds).
 * Each step runs even if another fails; failures are logged.
 */
export async function forgetBrowserData(queryClient: QueryClient): Promise<void> {
  forgetUserQueries(queryClient);
  const steps: (() => unknown)[] = [
    () => dropOwnKeys(window.localStorage),
    () => dropOwnKeys(window.sessionStorage),
    () => clear(),
    async () => {
      if (!('indexedDB' in window) || typeof indexedDB.databases !== 'function') return;
      const names = (await indexedDB.databases()).map((db) => db.name).filter((name): name is string => !!name && name !== 'keyval-store');
      await Promise.all(names.map(deleteDatabase));
    },
    async () => {
      if (!('caches' in window)) return;
      const names = (await caches.keys()).filter((name) => !APP_SHELL_CACHE.test(name));
      await Promise.all(names.map((name) => caches.delete(name)));
    },
  ];
  await Promise.all(
    steps.map(async (step) => {
      try {
        await step();
      } catch (error) {
        console.error('Clearing this browser after logout failed in part', error);
      }
    }),
  );
}
