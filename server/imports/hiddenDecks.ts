import type { Db } from '../db.js';
import { deleteHiddenImportDecks } from '../repos/decks.js';
import { deleteUnreferencedMedia, mediaIdsOfDecks } from '../repos/media.js';

// A confirm writes its decks hidden (source IMPORTING_SOURCE) and reveals them at the end; a
// confirm that fails, or that another process won, deletes its own hidden decks here. A crash
// leaves them to the sweeper (server/plugins/sweeper.ts).

/**
 * Deletes a confirm's hidden decks and, unless `keepMedia` (files a preview stored stay for a
 * retry), the media files only their cards used: a restore stores its files as it confirms
 * (docs/media.md).
 */
export async function dropHiddenDecks(db: Db, userId: number, deckIds: number[], keepMedia = false): Promise<void> {
  if (deckIds.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const mediaIds = keepMedia ? [] : await mediaIdsOfDecks(trx, deckIds);
    await deleteHiddenImportDecks(trx, userId, deckIds);
    await deleteUnreferencedMedia(trx, userId, mediaIds);
  });
}
