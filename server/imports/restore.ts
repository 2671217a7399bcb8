import { IMPORT_CACHE_TTL_MS } from '../../shared/constants.js';
import { IMPORT_MSG, MSG } from '../../shared/messages.js';
import type { ImportConfirmResult, ImportRef } from '../../shared/schemas/imports.js';
import type { Db } from '../db.js';
import { nextTurn } from '../db/paging.js';
import { notFound } from '../errors.js';
import { IMPORTING_SOURCE } from '../repos/decks.js';
import { findImportCache, storeImportResult } from '../repos/importCache.js';
import { insertHiddenRestoreDeck, insertRestoreCards, insertRestoreLogs, dropRestoredNotes, linkRestoredNotes, restoreNoteTypes, revealRestoredDecks, writeRestoreMedia, type RestoredNotes } from '../repos/restore.js';
import { CONFIRM_CARDS_PER_CHUNK, pause, type ConfirmWriteOptions } from './chunks.js';
import { dropHiddenDecks } from './hiddenDecks.js';
import type { RestoreSource } from './restoreParts.js';
import { redrawOcclusionNotes } from '../services/notes.js';

/** Review logs per write transaction of a restore (cards go CONFIRM_CARDS_PER_CHUNK at a time). */
export const RESTORE_LOGS_PER_CHUNK = 5_000;

/**
 * A backup restore, written as the Anki confirm is (issue 31, docs/security.md): media, then each deck
 * with its cards and review logs, in short transactions (a chunk each), under hidden decks that
 * the last transaction reveals together with the stored answer. Another user's write waits for
 * one chunk at most, never for the whole restore; between chunks the lock is let go for a moment
 * (the import worker's connection). A failure deletes the
 * hidden decks; a crash leaves them to the sweeper, and the confirm, never answered, can be
 * retried from the start (docs/export.md). A confirm that another process won meanwhile drops
 * its own decks and answers theirs. The plan comes a part at a time (`source`, restoreParts.ts):
 * from the parts the preview stored, so a 1.4M-review backup is never held whole.
 */
export async function confirmRestore(
  db: Db,
  userId: number,
  ref: ImportRef,
  source: RestoreSource,
  now: number,
  options: ConfirmWriteOptions = {},
): Promise<ImportConfirmResult> {
  const { pauseMs = 0, cardsPerChunk = CONFIRM_CARDS_PER_CHUNK } = options;
  const between = async () => {
    if (pauseMs > 0) await pause(pauseMs);
    await nextTurn();
  };
  const created: { id: number; name: string; cardCount: number; source: string; createdAt: number; updatedAt: number }[] = [];
  const notes: RestoredNotes = { types: [], byGuid: new Map() };
  const dropAll = async () => {
    await dropHiddenDecks(db, userId, created.map((deck) => deck.id));
    await dropRestoredNotes(db, userId, notes);
  };
  try {
    const mediaIds = new Map<number, number>();
    for await (const files of source.media()) {
      await between();
      await db.transaction().execute((trx) => writeRestoreMedia(trx, userId, files, now, mediaIds));
    }
    const newMedia = (id: number | null) => (id === null ? null : (mediaIds.get(id) ?? null));
    // The file's note types, then its notes as their cards come (docs/notes.md): a note's guid →
    // the restored note, across decks (a note's cards may lie in several).
    await between();
    notes.types = await db.transaction().execute((trx) => restoreNoteTypes(trx, userId, source.noteTypes, now));
    const restoredIds: number[] = [];
    for (const [deckIndex, { fields: deck, cardCount }] of source.decks.entries()) {
      await between();
      const id = await insertHiddenRestoreDeck(db, userId, deck, now);
      // A hidden source in a file is not a way to make a deck the sweeper deletes.
      const kind = deck.source === IMPORTING_SOURCE ? 'manual' : deck.source;
      created.push({ id, name: deck.name, cardCount, source: kind, createdAt: deck.createdAt, updatedAt: deck.updatedAt });
      const cardIds = new Map<number, number>();
      // Cloze notes of this deck: the file's key → the restored note's key.
      const noteKeys = new Map<string, string>();
      let lastId = 0;
      for await (const part of source.cards(deckIndex)) {
        for (let start = 0; start < part.length; start += cardsPerChunk) {
          await between();
          const chunk = part.slice(start, start + cardsPerChunk);
          const ids = await db.transaction().execute(async (trx) => {
            const inserted = await insertRestoreCards(trx, id, chunk, newMedia, lastId, noteKeys);
            await linkRestoredNotes(trx, userId, id, chunk, inserted, newMedia, notes, now);
            return inserted;
          });
          chunk.forEach((card, index) => cardIds.set(card.id, ids[index]));
          restoredIds.push(...ids);
          lastId = ids[ids.length - 1] ?? lastId;
        }
      }
      for await (const part of source.logs(deckIndex)) {
        for (let start = 0; start < part.length; start += RESTORE_LOGS_PER_CHUNK) {
          await between();
          const chunk = part.slice(start, start + RESTORE_LOGS_PER_CHUNK);
          await db.transaction().execute((trx) => insertRestoreLogs(trx, userId, id, chunk, cardIds));
        }
      }
    }
    // Image occlusion notes are drawn again once all their cards are in (docs/image-occlusion.md).
    await between();
    await db.transaction().execute((trx) => redrawOcclusionNotes(trx, userId, restoredIds, now));
    const cardCount = created.reduce((sum, deck) => sum + deck.cardCount, 0);
    const result: ImportConfirmResult = {
      success: true,
      message: IMPORT_MSG.backupRestored(cardCount, created.length),
      createdDecks: created.map(({ id, name, cardCount }) => ({ id, name, cardCount })),
    };
    await between();
    const earlier = await db.transaction().execute(async (trx) => {
      if (await storeImportResult(trx, userId, ref.temporaryImportId, JSON.stringify(result), now + IMPORT_CACHE_TTL_MS)) {
        await revealRestoredDecks(trx, userId, created);
        return null;
      }
      // Confirmed meanwhile by another process (or the row expired): that answer stands.
      return (await findImportCache(trx, userId, ref.temporaryImportId, ref.type, now)) ?? { result: null };
    });
    if (earlier === null) return result;
    await dropAll();
    if (earlier.result === null) throw notFound(MSG.importNotFound);
    return JSON.parse(earlier.result) as ImportConfirmResult;
  } catch (error) {
    await dropAll().catch(() => undefined);
    throw error;
  }
}
