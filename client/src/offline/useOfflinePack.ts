import { useEffect, useState } from 'react';
import { useAuth } from '../features/auth/queries';
import { afterPageSettled } from '../lib/idle';
import { trpc } from '../lib/trpc';
import { onSynced, useOnline } from './network';
import { loadPack, precacheMedia, savePack } from './packs';

/**
 * The deck page's offline pack: fetched and saved whenever the page opens online, once it is idle (with the
 * Smart Session modal's game list, My Decks' list and the pack's media), read back offline. True when a
 * Smart Session can start offline; null while unknown. Online, the refresh waits for `pageShown` (the
 * page's content rendered) and then for an idle moment.
 */
export function useOfflinePack(deckId: number, pageShown = true): boolean | null {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const online = useOnline();
  const utils = trpc.useUtils();
  const [hasPack, setHasPack] = useState<boolean | null>(null);
  // Bumped when this deck's queued answers reach the server: the pack is fetched again, so cards
  // answered offline get the server's new due times (until then markAnswered keeps them back).
  const [synced, setSynced] = useState(0);
  useEffect(() => onSynced((id) => id === deckId && setSynced((n) => n + 1)), [deckId]);

  useEffect(() => {
    if (userId === null || !Number.isInteger(deckId) || deckId <= 0) return;
    let cancelled = false;
    if (online) {
      // Not before the page itself has rendered (`pageShown`): the load event comes before the
      // deck's data in this app, so it alone does not keep the pack out of the first render.
      if (!pageShown) return;
      // Nothing on screen waits for the pack: it is fetched once the page has settled
      // (lib/idle.ts: loaded, idle, a few seconds, idle again; issue 13). Fetched at once, it rode in the same tRPC batch as decks.get (holding the
      // deck back) and its save and list refresh were long tasks during the first render.
      const refresh = () =>
        utils.client.offline.pack
          .query({ deckId })
          .then(async (pack) => {
            await savePack(userId, pack);
            if (!cancelled) setHasPack(true);
            // My Decks offline lists the decks that have a pack: its list is refreshed with the
            // pack, so a deck opened without passing through My Decks (a link, a bookmark, a
            // reload) is on it too.
            await Promise.all([utils.stats.availableSmartGames.prefetch({ deckId }), utils.decks.list.prefetch()]);
            await precacheMedia(pack);
          })
          .catch((error) => console.error('Refreshing the offline pack failed', error));
      const cancelIdle = afterPageSettled(() => void refresh());
      return () => {
        cancelled = true;
        cancelIdle();
      };
    } else {
      void loadPack(userId, deckId).then((pack) => !cancelled && setHasPack(pack !== undefined));
    }
    return () => {
      cancelled = true;
    };
  }, [deckId, userId, online, utils, synced, pageShown]);

  return online ? true : hasPack;
}
