import { IMPORT_CACHE_TTL_MS } from '../../shared/constants.js';
import { IMPORT_MSG, MSG, NOTE_IMPORT_MSG, NOTE_MSG } from '../../shared/messages.js';
import { findNoteTypeRow } from '../repos/noteTypes.js';
import { deleteOrphanNotes, insertBasicNotes } from '../repos/notes.js';
import { compiled, writeNotesBatch } from '../services/notes.js';
import { IMPORT_TEXT, type AnkiChoices, type ImportConfirmResult, type ImportRef } from '../../shared/schemas/imports.js';
import { ankiDeckLanguages, applyAnkiChoices } from '../domain/import/ankiTemplateChoices.js';
import type { Db } from '../db.js';
import { nextTurn } from '../db/paging.js';
import { ImportInputError } from '../domain/import/errors.js';
import { plannedDecks, type ImportDraft } from '../domain/import/preview.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { IMPORTING_SOURCE, insertDeck, revealImportedDecks } from '../repos/decks.js';
import { findImportCache, storeImportResult } from '../repos/importCache.js';
import { findUserTimeZone } from '../repos/users.js';
import { insertCardsBatch, type ImportedCard } from '../repos/importedCards.js';
import { insertImportedReviews } from '../repos/importedHistory.js';
import { deleteImportParts, readImportParts } from '../repos/importParts.js';
import { ImportMediaMissing } from '../repos/media.js';
import { CONFIRM_CARDS_PER_CHUNK, pause, type ConfirmWriteOptions } from './chunks.js';
import { draftOfCache, withDraftParts, type CachedImport } from './draftCache.js';
import { draftMediaStore } from './draftMedia.js';
import { dropHiddenDecks } from './hiddenDecks.js';
import { updateExistingDeck } from './reimport.js';
import { ankiNoteLinker } from './ankiNotes.js';
import { confirmRestore } from './restore.js';
import { dropRestoreParts, partsSource } from './restoreParts.js';

// The confirm writer: writes a confirmed import (a draft, a mapped CSV table, a backup) into the
// database. The import worker's 'confirm' job calls it on its own connection (workers/jobs.ts).
// It never calls back into the use cases (service.ts).

async function draftOf(cached: Exclude<CachedImport, { kind: 'restoreParts' }>, db: Db, userId: number, importId: string, now: number, anki?: AnkiChoices): Promise<ImportDraft> {
  if (cached.kind === 'draft') {
    const whole = await withDraftParts(db, userId, importId, cached, now);
    if (!whole) throw notFound(MSG.importNotFound);
    try {
      return applyAnkiChoices(draftOfCache(whole), anki);
    } catch (error) {
      if (error instanceof ImportInputError) throw badRequest(error.message);
      throw error;
    }
  }
  if (!cached.mapping) throw badRequest(MSG.confirmNoPreview);
  const { deckName, term, definition, fieldsContainHtml } = cached.mapping;
  const rows = await readImportParts(db, userId, importId, cached.parts, cached.table.headers.length, now);
  if (!rows) throw notFound(MSG.importNotFound);
  const table = { ...cached.table, rows };
  // The parsers load where they run: in the import worker.
  const { tableToDraft } = await import('../domain/import/tabular.js');
  try {
    return tableToDraft(table, { term, definition, fieldsContainHtml }, deckName);
  } catch (error) {
    if (error instanceof ImportInputError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * Writes a confirmed import in short transactions, so no other user's write waits for more than
 * one chunk (issue 9), and still all or nothing: the decks are created hidden (source
 * IMPORTING_SOURCE, which no deck query shows), filled chunk by chunk, and revealed in one last
 * transaction that also stores the answer on the cache row, so a retry of the same id answers it
 * again and creates nothing (docs/security.md). A failure on the way deletes the hidden decks; a crash
 * leaves them to the sweeper. Runs on the import worker's own connection (on SQLite, WAL lets the
 * app's readers go on meanwhile). Kysely only, so it is not tied to SQLite.
 */
export async function writeConfirmedImport(
  db: Db,
  userId: number,
  ref: ImportRef,
  now: number,
  options: ConfirmWriteOptions = {},
): Promise<ImportConfirmResult> {
  const { pauseMs = 0, cardsPerChunk = CONFIRM_CARDS_PER_CHUNK, updateDeckId } = options;
  // Expired, deleted and other users' imports all look the same: not found.
  const row = await findImportCache(db, userId, ref.temporaryImportId, ref.type, now);
  if (!row) throw notFound(MSG.importNotFound);
  if (row.result !== null) return JSON.parse(row.result) as ImportConfirmResult;
  const cached = JSON.parse(row.payload) as CachedImport;
  if (cached.kind === 'restoreParts') {
    const result = await confirmRestore(db, userId, ref, partsSource(db, userId, ref.temporaryImportId, cached.plan, now), now, options);
    // Once confirmed (here or by another process), the parts are not needed any more.
    await dropRestoreParts(db, userId, ref.temporaryImportId, cached.plan.parts);
    return result;
  }
  if (cached.kind === 'table' && cached.mapping?.noteTypeId !== undefined) {
    // A re-import updates the deck's cards by term (reimport.ts): the first two fields' columns
    // are its term and definition; without both it cannot match a card.
    if (updateDeckId !== undefined && !(cached.mapping.term && cached.mapping.definition)) throw badRequest(NOTE_IMPORT_MSG.noReimport);
    if (updateDeckId === undefined) return writeTableNotes(db, userId, ref, cached, now, options);
  }
  const draft = await draftOf(cached, db, userId, ref.temporaryImportId, now, options.anki);
  // Once confirmed (or confirmed before), a table's parts are not needed any more.
  const parts = cached.kind === 'table' ? cached.parts : cached.kind === 'draft' ? cached.cardParts : undefined;
  const dropParts = () => (parts ? deleteImportParts(db, userId, ref.temporaryImportId, parts).catch(() => undefined) : undefined);
  const mediaIds = cached.kind === 'draft' ? cached.mediaIds : undefined;
  const planned = plannedDecks(draft);
  if (planned.length === 0) return { success: false, message: IMPORT_TEXT.noImportableCards, createdDecks: [] };
  if (updateDeckId !== undefined) {
    const updated = await updateExistingDeck(db, userId, ref, now, planned, updateDeckId, draft);
    await dropParts();
    // A re-import keeps no files (as before). Stored at preview, they are on no card and go with
    // the sweeper's grace (another pending preview may count on the same files).
    return updated;
  }

  const createdDecks: ImportConfirmResult['createdDecks'] = [];
  // Kept Anki history (docs/anki-history.md): one synthetic session id per import, the user's zone.
  const keepHistory = draft.ankiHistory?.kept ?? false;
  const timeZone = keepHistory ? await userTimeZone(db, userId) : 'UTC';
  const media = draftMediaStore(userId, ref.temporaryImportId, draft, mediaIds);
  // Anki's notes and note types, kept as they are (docs/anki-templates.md).
  const notes = ankiNoteLinker(userId, draft, now, (trx, indexes) => media.urlsOf(trx, indexes));
  try {
    for (const { deck, cards } of planned) {
      // An Anki template that reads a side aloud (`{{tts ko_KR:…}}`) sets that side's language.
      const languages = ankiDeckLanguages(draft.ankiNoteTypes, cards);
      const id = await insertDeck(db, { userId, name: deck.name, description: deck.description || null, source: IMPORTING_SOURCE, now, ...languages });
      createdDecks.push({ id, name: deck.name, cardCount: cards.length });
      for (let start = 0; start < cards.length; start += cardsPerChunk) {
        if (pauseMs > 0) await pause(pauseMs);
        // A real turn between chunks lets the worker's other messages in (docs/imports.md).
        await nextTurn();
        const chunk = cards.slice(start, start + cardsPerChunk);
        await db.transaction().execute(async (trx) => {
          const imported = await media.withIds(trx, chunk);
          if (notes) await notes.link(trx, id, chunk, imported);
          await withBasicNotes(trx, userId, id, imported, now);
          const cardIds = await insertCardsBatch(trx, id, imported, now);
          // The deck is hidden until the final reveal, and its logs go with it if the confirm fails.
          if (keepHistory) await insertImportedReviews(trx, { userId, deckId: id, sessionId: `anki-import-${ref.temporaryImportId}`, timeZone, cards: chunk, cardIds });
        });
      }
    }
    const cardCount = createdDecks.reduce((sum, deck) => sum + deck.cardCount, 0);
    const result: ImportConfirmResult = {
      success: true,
      message: IMPORT_MSG.importComplete(cardCount, createdDecks.length),
      createdDecks,
    };
    const ids = createdDecks.map((deck) => deck.id);
    return await revealOrEarlier(db, userId, ref, now, result, ids, draft.source, dropParts, async () => notes?.undo(db));
  } catch (error) {
    await dropHiddenDecks(
      db,
      userId,
      createdDecks.map((deck) => deck.id),
      KEEP_PREVIEW_FILES,
    ).catch(() => undefined);
    await notes?.undo(db).catch(() => undefined);
    if (error instanceof ImportMediaMissing) {
      // Another process confirmed the same import meanwhile: that answer stands, as when it wins
      // the reveal.
      const earlier = await findImportCache(db, userId, ref.temporaryImportId, ref.type, now);
      if (earlier?.result) return JSON.parse(earlier.result) as ImportConfirmResult;
      // A file the preview stored was deleted while it waited (its last card deleted, or the
      // sweeper): nothing was written, and the person can start again.
      throw new AppError('CONFLICT', IMPORT_MEDIA_GONE);
    }
    throw error;
  }
}

/**
 * The chunk's plain cards (no Anki note of their own: a package without templates, a table's
 * rows) get their Basic notes here, so they are written with them: attachNotes at the reveal would
 * read every card back and write it a second time (docs/notes.md). Cloze cards are left to it (a
 * cloze note gathers a group of cards).
 */
export async function withBasicNotes(trx: Db, userId: number, deckId: number, cards: ImportedCard[], now: number): Promise<void> {
  const plain = cards.filter((card) => card.noteId === undefined && !card.cloze);
  if (plain.length === 0) return;
  const ids = await insertBasicNotes(trx, userId, deckId, plain.map((card) => ({ term: card.term, definition: card.definition, termHtml: card.termHtml ?? null, definitionHtml: card.definitionHtml ?? null })), now);
  plain.forEach((card, i) => {
    card.noteId = ids[i];
    card.ord = 0;
  });
}

/**
 * The last transaction of a confirm: stores the answer and reveals the hidden decks, or, when
 * another process confirmed the same import meanwhile, drops them and answers that one's.
 */
async function revealOrEarlier(db: Db, userId: number, ref: ImportRef, now: number, result: ImportConfirmResult, ids: number[], source: ImportDraft['source'], dropParts: () => unknown, undo?: () => Promise<unknown>): Promise<ImportConfirmResult> {
  const earlier = await db.transaction().execute(async (trx) => {
    // Kept for retries for another cache lifetime from now. Only an unconfirmed row changes.
    if (await storeImportResult(trx, userId, ref.temporaryImportId, JSON.stringify(result), now + IMPORT_CACHE_TTL_MS)) {
      await revealImportedDecks(trx, userId, ids, source);
      return null;
    }
    // Confirmed meanwhile by another process (or the row expired): that answer stands.
    return (await findImportCache(trx, userId, ref.temporaryImportId, ref.type, now)) ?? { result: null };
  });
  await dropParts();
  if (earlier === null) return result;
  await dropHiddenDecks(db, userId, ids, KEEP_PREVIEW_FILES);
  // What this confirm made besides its decks (an Anki import's notes and note types) goes too.
  await undo?.();
  if (earlier.result === null) throw notFound(MSG.importNotFound);
  return JSON.parse(earlier.result) as ImportConfirmResult;
}

/**
 * A table mapped to a note type's fields (docs/imports.md): each row a note of that type, written
 * through the notes service (fields sanitized, the type's cards rendered), in the same chunked,
 * hidden-deck-then-reveal flow as any confirm. A chunk holds about `cardsPerChunk` cards.
 */
async function writeTableNotes(db: Db, userId: number, ref: ImportRef, cached: Extract<CachedImport, { kind: 'table' }>, now: number, options: ConfirmWriteOptions): Promise<ImportConfirmResult> {
  const { pauseMs = 0, cardsPerChunk = CONFIRM_CARDS_PER_CHUNK } = options;
  const mapping = cached.mapping!;
  const type = await findNoteTypeRow(db, userId, mapping.noteTypeId!);
  if (!type) throw notFound(NOTE_MSG.noteTypeNotFound);
  const compiledType = compiled(type);
  const rows = await readImportParts(db, userId, ref.temporaryImportId, cached.parts, cached.table.headers.length, now);
  if (!rows) throw notFound(MSG.importNotFound);
  const { tableToNotes } = await import('../domain/import/tabularNotes.js');
  let notes;
  try {
    notes = tableToNotes({ ...cached.table, rows }, type.fields, { fieldMapping: mapping.fieldMapping ?? {}, tagsColumn: mapping.tagsColumn, fieldsContainHtml: mapping.fieldsContainHtml });
  } catch (error) {
    if (error instanceof ImportInputError) throw badRequest(error.message);
    throw error;
  }
  const dropParts = () => deleteImportParts(db, userId, ref.temporaryImportId, cached.parts).catch(() => undefined);
  if (notes.length === 0) return { success: false, message: IMPORT_TEXT.noImportableCards, createdDecks: [] };
  const name = mapping.deckName.trim();
  const ids: number[] = [];
  try {
    const id = await insertDeck(db, { userId, name, description: null, source: IMPORTING_SOURCE, now });
    ids.push(id);
    const perChunk = Math.max(1, Math.floor(cardsPerChunk / Math.max(1, type.templates.length)));
    let cardCount = 0;
    let noteCount = 0;
    for (let start = 0; start < notes.length; start += perChunk) {
      if (pauseMs > 0) await pause(pauseMs);
      // A real turn between chunks lets the worker's other messages in (docs/imports.md).
      await nextTurn();
      const chunk = notes.slice(start, start + perChunk);
      const written = await db.transaction().execute((trx) => writeNotesBatch(trx, userId, type, compiledType, id, chunk, now));
      cardCount += written.cards;
      noteCount += written.notes;
    }
    if (cardCount === 0) {
      await dropHiddenDecks(db, userId, ids, KEEP_PREVIEW_FILES);
      await dropParts();
      return { success: false, message: IMPORT_TEXT.noImportableCards, createdDecks: [] };
    }
    const result: ImportConfirmResult = {
      success: true,
      message: IMPORT_MSG.importCompleteNotes(cardCount, noteCount),
      createdDecks: [{ id, name, cardCount }],
    };
    return await revealOrEarlier(db, userId, ref, now, result, ids, 'csv', dropParts);
  } catch (error) {
    await dropHiddenDecks(db, userId, ids, KEEP_PREVIEW_FILES).catch(() => undefined);
    throw error;
  } finally {
    // Notes whose cards went with a dropped hidden deck go too (repos/notes.ts).
    await deleteOrphanNotes(db, userId).catch(() => undefined);
  }
}

/**
 * Files stored at preview are the pending preview's until its cards use them: a failed or lost
 * confirm keeps them (a retry needs them; the sweeper's grace takes them otherwise).
 */
const KEEP_PREVIEW_FILES = true;

/** A confirm whose preview's files were deleted while it waited (409). */
export const IMPORT_MEDIA_GONE = 'Some pictures or sounds of this import were deleted while it waited. Please start the import again.';

async function userTimeZone(db: Db, userId: number): Promise<string> {
  return (await findUserTimeZone(db, userId)) ?? 'UTC';
}
