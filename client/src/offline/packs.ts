import { del, get, set } from 'idb-keyval';
import { packMediaUrls, touchRecent, type OfflinePack } from '../../../shared/offlinePack';

// Offline packs in IndexedDB (docs/offline.md): one per recently opened deck (at most MAX_PACKS per
// user), refreshed whenever the deck page opens online. Media URLs are fetched once so the
// service worker's media cache (CacheFirst, client/vite.config.ts) holds them for offline play.

const packKey = (userId: number, deckId: number) => `cardcade.pack.${userId}.${deckId}`;
const recentKey = (userId: number) => `cardcade.packs.${userId}`;
export const MEDIA_CACHE = 'cardcade-media';

export async function savePack(userId: number, pack: OfflinePack): Promise<void> {
  const { recent, evicted } = touchRecent((await get<number[]>(recentKey(userId))) ?? [], pack.deckId);
  await set(packKey(userId, pack.deckId), pack);
  await set(recentKey(userId), recent);
  await Promise.all(evicted.map((deckId) => del(packKey(userId, deckId))));
}

export async function loadPack(userId: number, deckId: number): Promise<OfflinePack | undefined> {
  try {
    return await get<OfflinePack>(packKey(userId, deckId));
  } catch {
    return undefined;
  }
}

export async function recentPackDeckIds(userId: number): Promise<number[]> {
  return (await get<number[]>(recentKey(userId))) ?? [];
}

/** Every pack of a user, and the cached media (logout, another user logging in). */
export async function clearPacks(userId: number): Promise<void> {
  const recent = await recentPackDeckIds(userId);
  await Promise.all([...recent.map((deckId) => del(packKey(userId, deckId))), del(recentKey(userId))]);
  if ('caches' in window) await caches.delete(MEDIA_CACHE);
}

/** Fetches the pack's media through the service worker, a few at a time; failures are skipped. */
export async function precacheMedia(pack: OfflinePack, concurrency = 4): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  const cache = 'caches' in window ? await caches.open(MEDIA_CACHE) : null;
  const queue = [...packMediaUrls(pack)];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      if (cache && (await cache.match(url))) continue;
      await fetch(url, { credentials: 'include' }).then((r) => r.arrayBuffer()).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
