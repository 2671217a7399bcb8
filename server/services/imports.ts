import { randomBytes } from 'node:crypto';
import { IMPORT_CACHE_TTL_MS } from '../../shared/constants.js';
import { MSG } from '../../shared/messages.js';
import {
  ANKI_EXTENSIONS,
  CARDCADE_EXTENSIONS,
  CARDCADE_TEXT,
  hasExtension,
  IMPORT_TEXT,
  TABULAR_EXTENSIONS,
  type AnkiImportMode,
  type CsvAnalysis,
  type CsvPreviewInput,
  type ImportConfirmInput,
  type ImportConfirmResult,
  type ImportPreview,
  type ImportRef,
  type ImportType,
  type QuizletPreviewInput,
} from '../../shared/schemas/imports.js';
import type { AuthedContext } from '../access.js';
import { databaseLocation, type Db } from '../db.js';
import { AppError, badRequest, fromZodError, notFound } from '../errors.js';
import { ZodError } from 'zod';
import { ImportInputError } from '../domain/import/errors.js';
import { plannedDecks, type DraftCard, type ImportDraft } from '../domain/import/preview.js';
import type { Table, TabularKind } from '../domain/import/tabular.js';
import type { CacheTarget, ImportJob, ImportJobResults } from '../importWorkers/jobs.js';
import { importWorkerPool, ImportWorkerCrashed, unwrapReply } from '../importWorkers/pool.js';
import { movableBuffers, type UploadBytes } from '../importWorkers/uploadBytes.js';
import {
  deleteImportCache,
  findImportCache,
  insertImportCache,
  setImportCacheField,
  storeImportResult,
  sweepExpiredImports,
} from '../repos/importCache.js';
import { deleteHiddenImportDecks, findDeck, IMPORTING_SOURCE, insertDeck, revealImportedDecks, touchDeck } from '../repos/decks.js';
import { deckCardsByTerm, insertCardsBatch, updateCardDefinition, type ImportedCard } from '../repos/importedCards.js';
import type { RestorePlan } from '../domain/import/cardcade.js';
import { insertHiddenRestoreDeck, insertRestoreCards, insertRestoreLogs, revealRestoredDecks, writeRestoreMedia } from '../repos/restore.js';
import { nextTurn } from '../db/paging.js';
import { insertImportedReviews } from '../repos/importedHistory.js';
import { copyImportMedia, deleteImportMedia, deleteUnreferencedMedia, ImportMediaMissing, mediaIdsOfDecks, missingMediaIds, saveImportedMediaByIndex, saveMediaBatch, sha256Hex } from '../repos/media.js';
import type { DraftMediaBytes } from '../domain/import/ankiMedia.js';
import { withImportLock } from './importLock.js';
import { deleteImportParts, withPartRows } from '../repos/importParts.js';

/** What the cache row holds: a ready draft (Anki, Quizlet) or a CSV table awaiting its mapping. */
export type CachedImport =
  /** `mediaIds[i]`: the media row of `draft.media[i]`, stored at preview (absent: older drafts). */
  | { kind: 'draft'; draft: ImportDraft; mediaIds?: (number | null)[] }
  /** `parts`: the table's rows are in that many parts beside the row (repos/importParts.ts), not inline. */
  | { kind: 'table'; table: Table; mapping?: { deckName: string; term: string; definition: string }; parts?: number }
  | { kind: 'restore'; plan: RestorePlan };

export interface UploadedFile {
  fileName: string;
  /** One buffer, or the owned blocks the REST adapter collected (joined in the worker). */
  bytes: UploadBytes;
  /**
   * The caller hands the bytes over: they are moved to the worker instead of copied (an upload
   * of 100 MB copies in tens of ms) and must not be used afterwards. Otherwise they are copied.
   */
  handedOver?: boolean;
}

const TOO_MUCH_MEMORY = 'The file needs more memory to read than the server allows. Please split it into smaller files.';

/** Input errors become 400s with the parser's message; a worker killed by its heap limit too. */
async function parsing<T>(parse: () => T | Promise<T>): Promise<T> {
  try {
    return await parse();
  } catch (error) {
    if (error instanceof ImportInputError) throw badRequest(error.message);
    if (error instanceof ImportWorkerCrashed && error.outOfMemory) throw badRequest(TOO_MUCH_MEMORY);
    throw error;
  }
}

// DESIGN §9, §21: at most one import in flight per user, across processes on PostgreSQL (importLock.ts).
function oneAtATime<T>(ctx: AuthedContext, work: () => Promise<T>): Promise<T> {
  return withImportLock(ctx.db, ctx.user.id, work);
}

// The database file (or PostgreSQL URL) behind a connection ('' for ':memory:', which a worker
// cannot open).
const databaseFiles = new WeakMap<Db, string>();
async function databaseFile(db: Db): Promise<string | null> {
  let file = databaseFiles.get(db);
  if (file === undefined) {
    file = (await databaseLocation(db)) ?? '';
    databaseFiles.set(db, file);
  }
  return file || null;
}

/** The buffers to move with a job: a handed-over upload's own buffers. */
const movable = (file: UploadedFile): ArrayBuffer[] => (file.handedOver ? movableBuffers(file.bytes) : []);

/** Runs a job on the import workers. */
async function inWorker<K extends ImportJob['kind']>(
  ctx: AuthedContext,
  job: ImportJob & { kind: K },
  transfer: ArrayBuffer[] = [],
): Promise<ImportJobResults[K]> {
  const reply = await importWorkerPool(ctx.config.importWorkers).run(job, transfer);
  return unwrapReply<ImportJobResults[K]>(reply);
}

/** Where the worker stores the parse: itself for a database file, else the caller (`null`). */
async function cacheTarget(ctx: AuthedContext, type: ImportType): Promise<CacheTarget | null> {
  const database = await databaseFile(ctx.db);
  return database ? { database, userId: ctx.user.id, type, now: ctx.now().getTime() } : null;
}

/** Stores a payload (and an Anki draft's media files) the worker handed back (':memory:' databases). */
async function cacheHere(ctx: AuthedContext, type: ImportType, id: string, payload: string | null, media: DraftMediaBytes[] = []): Promise<void> {
  if (payload === null) return;
  const now = ctx.now().getTime();
  await sweepExpiredImports(ctx.db, now);
  // As the worker does for a database file: the files first, then the row naming them.
  const mediaIds = media.length ? await saveImportedMediaByIndex(ctx.db, ctx.user.id, media, now) : null;
  await insertImportCache(ctx.db, { id, userId: ctx.user.id, type, payload, now, ttlMs: IMPORT_CACHE_TTL_MS });
  if (mediaIds) await setImportCacheField(ctx.db, ctx.user.id, id, 'mediaIds', mediaIds);
}

const newImportId = () => randomBytes(16).toString('base64url');

export async function ankiPreview(
  ctx: AuthedContext,
  file: UploadedFile,
  mode: AnkiImportMode,
  options: { keepReviewHistory?: boolean } = {},
): Promise<ImportPreview> {
  if (!hasExtension(file.fileName, ANKI_EXTENSIONS)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.ankiInvalidType);
  return oneAtATime(ctx, async () => {
    const id = newImportId();
    const store = await cacheTarget(ctx, 'anki');
    const { payload, preview, media } = await parsing(() =>
      inWorker(
        ctx,
        { kind: 'anki', id, bytes: file.bytes, fileName: file.fileName, mode, store, keepReviewHistory: options.keepReviewHistory !== false, now: ctx.now().getTime() },
        movable(file),
      ),
    );
    await cacheHere(ctx, 'anki', id, payload, media);
    return preview;
  });
}

/** 'Cardcade backup' (DESIGN §11): a full-account export zip, restored with new ids on confirm. */
export async function cardcadePreview(ctx: AuthedContext, file: UploadedFile): Promise<ImportPreview> {
  if (!hasExtension(file.fileName, CARDCADE_EXTENSIONS)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', CARDCADE_TEXT.invalidType);
  return oneAtATime(ctx, async () => {
    const id = newImportId();
    const store = await cacheTarget(ctx, 'cardcade');
    const { payload, preview } = await parsing(() => inWorker(ctx, { kind: 'cardcade', id, bytes: file.bytes, store, now: ctx.now().getTime() }, movable(file)));
    await cacheHere(ctx, 'cardcade', id, payload);
    return preview;
  });
}

export async function quizletPreview(ctx: AuthedContext, input: QuizletPreviewInput): Promise<ImportPreview> {
  return oneAtATime(ctx, async () => {
    const id = newImportId();
    const store = await cacheTarget(ctx, 'quizlet');
    const { payload, preview } = await parsing(() => inWorker(ctx, { kind: 'quizlet', id, input, store }));
    await cacheHere(ctx, 'quizlet', id, payload);
    return preview;
  });
}

/**
 * Pasted Quizlet text as it came over HTTP: the JSON body's bytes (issue 9). Up to 16 MiB of JSON
 * parsed, validated and copied to the worker held the event loop past 100 ms, so the worker does
 * all three. The answers are parseBody's: 400 with the field's message, or 'Invalid request.'.
 */
export async function quizletPreviewBody(ctx: AuthedContext, body: UploadBytes): Promise<ImportPreview> {
  return oneAtATime(ctx, async () => {
    const id = newImportId();
    const store = await cacheTarget(ctx, 'quizlet');
    const result = await parsing(() => inWorker(ctx, { kind: 'quizletBody', id, bytes: body, store }, movableBuffers(body)));
    if ('invalidJson' in result) throw badRequest('Invalid request.');
    if ('issues' in result) throw fromZodError(new ZodError(result.issues));
    await cacheHere(ctx, 'quizlet', id, result.payload);
    return result.preview;
  });
}

export async function csvAnalyze(ctx: AuthedContext, file: UploadedFile): Promise<CsvAnalysis> {
  if (!hasExtension(file.fileName, TABULAR_EXTENSIONS)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_TEXT.csvInvalidType);
  // Decided here rather than by the parser module, which the main thread never loads.
  const tableKind: TabularKind = hasExtension(file.fileName, ['.xlsx']) ? 'xlsx' : 'csv';
  return oneAtATime(ctx, async () => {
    const id = newImportId();
    const store = await cacheTarget(ctx, 'csv');
    const { payload, totalRows, headers, message } = await parsing(() =>
      inWorker(ctx, { kind: 'tabular', id, bytes: file.bytes, tableKind, store }, movable(file)),
    );
    await cacheHere(ctx, 'csv', id, payload);
    return { totalRows, temporaryImportId: id, headers, message };
  });
}

export async function csvPreview(ctx: AuthedContext, input: CsvPreviewInput): Promise<ImportPreview> {
  return oneAtATime(ctx, async () => {
    const row = await findImportCache(ctx.db, ctx.user.id, input.temporaryImportId, 'csv', ctx.now().getTime());
    if (!row || row.result !== null) throw notFound(MSG.importNotFound);
    // The 100,000-row table is parsed and mapped in the worker; only the preview comes back.
    const store = await cacheTarget(ctx, 'csv');
    const { preview } = await parsing(() => inWorker(ctx, { kind: 'csvPreview', id: input.temporaryImportId, payload: row.payload, input, store }));
    // Only the choice is stored; confirm re-applies it to the table rather than keeping both copies.
    const mapping = { deckName: input.deckName, ...input.columnMapping };
    await setImportCacheField(ctx.db, ctx.user.id, input.temporaryImportId, 'mapping', mapping);
    return preview;
  });
}

async function draftOf(cached: Exclude<CachedImport, { kind: 'restore' }>, db: Db, userId: number, importId: string, now: number): Promise<ImportDraft> {
  if (cached.kind === 'draft') return cached.draft;
  if (!cached.mapping) throw badRequest(MSG.confirmNoPreview);
  const { deckName, term, definition } = cached.mapping;
  const table = await withPartRows(db, userId, importId, cached.table, cached.parts, now);
  if (!table) throw notFound(MSG.importNotFound);
  // The parsers load where they run: in the import worker, or in process on ':memory:'.
  const { tableToDraft } = await import('../domain/import/tabular.js');
  try {
    return tableToDraft(table, { term, definition }, deckName);
  } catch (error) {
    if (error instanceof ImportInputError) throw badRequest(error.message);
    throw error;
  }
}

/** Cards per write transaction of a confirm: a few tens of ms of write lock each. */
export const CONFIRM_CARDS_PER_CHUNK = 2_000;

export interface ConfirmWriteOptions {
  /**
   * A pause between the chunks' transactions, so writers on other connections (the app's main
   * thread, which waits for the lock on timers) get the lock between two chunks. 0 in process.
   */
  pauseMs?: number;
  cardsPerChunk?: number;
  /** Re-import: update this existing deck of the user's instead of creating one. */
  updateDeckId?: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Writes a confirmed import in short transactions, so no other user's write waits for more than
 * one chunk (issue 9), and still all or nothing: the decks are created hidden (source
 * IMPORTING_SOURCE, which no deck query shows), filled chunk by chunk, and revealed in one last
 * transaction that also stores the answer on the cache row, so a retry of the same id answers it
 * again and creates nothing (DESIGN §9). A failure on the way deletes the hidden decks; a crash
 * leaves them to the sweeper. Runs on whichever connection it is given: the app's own for
 * ':memory:', a worker's for a file (WAL lets the app's readers go on meanwhile). Kysely only,
 * so it is not tied to SQLite.
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
  if (cached.kind === 'restore') return confirmRestore(db, userId, ref, cached.plan, now, options);
  const draft = await draftOf(cached, db, userId, ref.temporaryImportId, now);
  // Once confirmed (or confirmed before), a table's parts are not needed any more.
  const dropParts = () => (cached.kind === 'table' && cached.parts ? deleteImportParts(db, userId, ref.temporaryImportId, cached.parts).catch(() => undefined) : undefined);
  const mediaIds = cached.kind === 'draft' ? cached.mediaIds : undefined;
  // Files stored at preview are the pending preview's until its cards use them: a failed or
  // lost confirm keeps them (a retry needs them; the sweeper's grace takes them otherwise).
  const storedAtPreview = mediaIds !== undefined;
  const planned = plannedDecks(draft);
  if (planned.length === 0) return { success: false, message: IMPORT_TEXT.noImportableCards, createdDecks: [] };
  if (updateDeckId !== undefined) {
    const updated = await updateExistingDeck(db, userId, ref, now, planned, updateDeckId);
    await dropParts();
    // A re-import keeps no files (as before). Stored at preview, they are on no card and go with
    // the sweeper's grace (another pending preview may count on the same files); an older
    // draft's import_media rows go now rather than at expiry.
    if (draft.media?.length && !storedAtPreview) await deleteImportMedia(db, ref.temporaryImportId).catch(() => undefined);
    return updated;
  }

  const createdDecks: ImportConfirmResult['createdDecks'] = [];
  // Kept Anki history (docs/anki-history.md): one synthetic session id per import, the user's zone.
  const keepHistory = draft.ankiHistory?.kept ?? false;
  const timeZone = keepHistory ? await userTimeZone(db, userId) : 'UTC';
  const media = draftMediaStore(userId, ref.temporaryImportId, draft, now, mediaIds);
  try {
    for (const { deck, cards } of planned) {
      const id = await insertDeck(db, { userId, name: deck.name, description: deck.description || null, source: IMPORTING_SOURCE, now });
      createdDecks.push({ id, name: deck.name, cardCount: cards.length });
      for (let start = 0; start < cards.length; start += cardsPerChunk) {
        if (pauseMs > 0) await pause(pauseMs);
        // In process (':memory:') the chunks are synchronous: a real turn lets requests in (DESIGN §21).
        await nextTurn();
        const chunk = cards.slice(start, start + cardsPerChunk);
        await db.transaction().execute(async (trx) => {
          const cardIds = await insertCardsBatch(trx, id, await media.withIds(trx, chunk), now);
          // The deck is hidden until the final reveal, and its logs go with it if the confirm fails.
          if (keepHistory) await insertImportedReviews(trx, { userId, deckId: id, sessionId: `anki-import-${ref.temporaryImportId}`, timeZone, cards: chunk, cardIds });
        });
      }
    }
    const cardCount = createdDecks.reduce((sum, deck) => sum + deck.cardCount, 0);
    const deckWord = createdDecks.length === 1 ? 'deck' : 'decks';
    const result: ImportConfirmResult = {
      success: true,
      message: `Import complete: ${cardCount} cards in ${createdDecks.length} ${deckWord}.`,
      createdDecks,
    };
    const ids = createdDecks.map((deck) => deck.id);
    const earlier = await db.transaction().execute(async (trx) => {
      // Kept for retries for another cache lifetime from now. Only an unconfirmed row changes.
      if (await storeImportResult(trx, userId, ref.temporaryImportId, JSON.stringify(result), now + IMPORT_CACHE_TTL_MS)) {
        await revealImportedDecks(trx, userId, ids, draft.source);
        return null;
      }
      // Confirmed meanwhile by another process (or the row expired): that answer stands.
      return (await findImportCache(trx, userId, ref.temporaryImportId, ref.type, now)) ?? { result: null };
    });
    // An older draft's files are in `media` now (or belong to the confirm that won). Outside the
    // reveal's transaction: that one stays short, and a leftover goes with the cache row anyway.
    if (draft.media?.length && !storedAtPreview) await deleteImportMedia(db, ref.temporaryImportId).catch(() => undefined);
    await dropParts();
    if (earlier === null) return result;
    await dropHiddenDecks(db, userId, ids, storedAtPreview);
    if (earlier.result === null) throw notFound(MSG.importNotFound);
    return JSON.parse(earlier.result) as ImportConfirmResult;
  } catch (error) {
    await dropHiddenDecks(
      db,
      userId,
      createdDecks.map((deck) => deck.id),
      storedAtPreview,
    ).catch(() => undefined);
    if (error instanceof ImportMediaMissing) {
      // Another process confirmed the same import meanwhile (an older draft: it dropped the
      // import_media rows): that answer stands, as when it wins the reveal.
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
 * Deletes a confirm's hidden decks and, for an older draft whose confirm stored the files, the
 * media files only their cards used (docs/media.md). Files stored at preview stay for a retry.
 */
async function dropHiddenDecks(db: Db, userId: number, deckIds: number[], keepMedia = false): Promise<void> {
  if (deckIds.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const mediaIds = keepMedia ? [] : await mediaIdsOfDecks(trx, deckIds);
    await deleteHiddenImportDecks(trx, userId, deckIds);
    await deleteUnreferencedMedia(trx, userId, mediaIds);
  });
}

/** A confirm whose preview's files were deleted while it waited (409). */
export const IMPORT_MEDIA_GONE = 'Some pictures or sounds of this import were deleted while it waited. Please start the import again.';

export const UPDATE_NEEDS_ONE_DECK = 'Only an import into one deck can update an existing deck. Import it as new decks instead.';

/** Terms match when equal after trimming (case counts: "Paris" and "paris" are two cards). */
const termKey = (term: string) => term.trim().normalize('NFC');

/**
 * Re-import into an existing deck, in one transaction: a card whose term is in the file gets the
 * file's definition and keeps its FSRS state and review history; a term new to the deck becomes a
 * new card; cards whose term is not in the file are kept (the file may be a part of the deck, and
 * deleting study progress on a re-import would be a surprise). The answer is stored like a normal
 * confirm's, so a retry answers it again and changes nothing.
 */
async function updateExistingDeck(
  db: Db,
  userId: number,
  ref: ImportRef,
  now: number,
  planned: ReturnType<typeof plannedDecks>,
  deckId: number,
): Promise<ImportConfirmResult> {
  if (planned.length !== 1) throw badRequest(UPDATE_NEEDS_ONE_DECK);
  return db.transaction().execute(async (trx) => {
    const row = await findImportCache(trx, userId, ref.temporaryImportId, ref.type, now);
    if (!row) throw notFound(MSG.importNotFound);
    if (row.result !== null) return JSON.parse(row.result) as ImportConfirmResult;
    const deck = await findDeck(trx, userId, deckId, now);
    if (!deck) throw notFound(MSG.deckNotFound);
    const existing = await deckCardsByTerm(trx, deckId);
    const byTerm = new Map<string, { id: number; definition: string }>();
    for (const card of existing) if (!byTerm.has(termKey(card.term))) byTerm.set(termKey(card.term), card);
    let changed = 0;
    let unchanged = 0;
    const added: { term: string; definition: string }[] = [];
    const seen = new Set<string>();
    for (const card of planned[0].cards) {
      const key = termKey(card.term);
      // A term twice in the file: the first one counts, as for the deck's own duplicates.
      if (seen.has(key)) continue;
      seen.add(key);
      const match = byTerm.get(key);
      if (!match) added.push(card);
      else if (match.definition === card.definition) unchanged += 1;
      else {
        await updateCardDefinition(trx, match.id, card.definition, now);
        changed += 1;
      }
    }
    await insertCardsBatch(trx, deckId, added, now);
    await touchDeck(trx, deckId, now);
    const kept = existing.length - changed - unchanged;
    const result: ImportConfirmResult = {
      success: true,
      message:
        `Deck “${deck.name}” updated: ${changed} ${changed === 1 ? 'card' : 'cards'} changed, ${added.length} added, ${unchanged} unchanged` +
        (kept > 0 ? `; ${kept} not in the file kept.` : '.'),
      createdDecks: [{ id: deckId, name: deck.name, cardCount: existing.length + added.length }],
    };
    await storeImportResult(trx, userId, ref.temporaryImportId, JSON.stringify(result), now + IMPORT_CACHE_TTL_MS);
    return result;
  });
}

async function userTimeZone(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst();
  return row?.time_zone ?? 'UTC';
}

/** Review logs per write transaction of a restore (cards go CONFIRM_CARDS_PER_CHUNK at a time). */
export const RESTORE_LOGS_PER_CHUNK = 5_000;
/** Files per write transaction of a restore (each file is one row of up to the media cap). */
const RESTORE_MEDIA_PER_CHUNK = 20;

/**
 * A backup restore, written as the Anki confirm is (issue 31, DESIGN §21): media, then each deck
 * with its cards and review logs, in short transactions (a chunk each), under hidden decks that
 * the last transaction reveals together with the stored answer. Another user's write waits for
 * one chunk at most, never for the whole restore; between chunks the event loop gets a turn
 * (in process) or the lock is let go for a moment (a worker's connection). A failure deletes the
 * hidden decks; a crash leaves them to the sweeper, and the confirm, never answered, can be
 * retried from the start (docs/export.md). A confirm that another process won meanwhile drops
 * its own decks and answers theirs.
 */
async function confirmRestore(
  db: Db,
  userId: number,
  ref: ImportRef,
  plan: RestorePlan,
  now: number,
  options: ConfirmWriteOptions = {},
): Promise<ImportConfirmResult> {
  const { pauseMs = 0, cardsPerChunk = CONFIRM_CARDS_PER_CHUNK } = options;
  const between = async () => {
    if (pauseMs > 0) await pause(pauseMs);
    await nextTurn();
  };
  const created: { id: number; name: string; cardCount: number; source: string; createdAt: number; updatedAt: number }[] = [];
  try {
    const mediaIds = new Map<number, number>();
    for (let start = 0; start < plan.media.length; start += RESTORE_MEDIA_PER_CHUNK) {
      await between();
      await db.transaction().execute((trx) => writeRestoreMedia(trx, userId, plan.media.slice(start, start + RESTORE_MEDIA_PER_CHUNK), now, mediaIds));
    }
    const newMedia = (id: number | null) => (id === null ? null : (mediaIds.get(id) ?? null));
    for (const deck of plan.backup.decks) {
      await between();
      const id = await insertHiddenRestoreDeck(db, userId, deck, now);
      // A hidden source in a file is not a way to make a deck the sweeper deletes.
      const source = deck.source === IMPORTING_SOURCE ? 'manual' : deck.source;
      created.push({ id, name: deck.name, cardCount: deck.cards.length, source, createdAt: deck.createdAt, updatedAt: deck.updatedAt });
      const cardIds = new Map<number, number>();
      let lastId = 0;
      for (let start = 0; start < deck.cards.length; start += cardsPerChunk) {
        await between();
        const chunk = deck.cards.slice(start, start + cardsPerChunk);
        const ids = await db.transaction().execute((trx) => insertRestoreCards(trx, id, chunk, newMedia, lastId));
        chunk.forEach((card, index) => cardIds.set(card.id, ids[index]));
        lastId = ids[ids.length - 1] ?? lastId;
      }
      for (let start = 0; start < deck.reviewLogs.length; start += RESTORE_LOGS_PER_CHUNK) {
        await between();
        const chunk = deck.reviewLogs.slice(start, start + RESTORE_LOGS_PER_CHUNK);
        await db.transaction().execute((trx) => insertRestoreLogs(trx, userId, id, chunk, cardIds));
      }
    }
    const cardCount = created.reduce((sum, deck) => sum + deck.cardCount, 0);
    const result: ImportConfirmResult = {
      success: true,
      message: `Backup restored: ${cardCount} cards in ${created.length} ${created.length === 1 ? 'deck' : 'decks'}.`,
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
    await dropHiddenDecks(db, userId, created.map((deck) => deck.id));
    if (earlier.result === null) throw notFound(MSG.importNotFound);
    return JSON.parse(earlier.result) as ImportConfirmResult;
  } catch (error) {
    await dropHiddenDecks(db, userId, created.map((deck) => deck.id)).catch(() => undefined);
    throw error;
  }
}

/**
 * Gives the cards of a chunk the media ids of their files (DESIGN §12), in the chunk's own
 * transaction. Files stored at preview (`storedIds`) are only checked to be still the user's,
 * once each, by the first chunk that uses them. An older draft's files are stored here instead:
 * copied from import_media (or, before 0010, decoded from base64), each file once, in the
 * transaction of the first chunk that uses it, so such an import that fails leaves no file behind.
 */
function draftMediaStore(userId: number, importId: string, draft: ImportDraft, now: number, storedIds?: (number | null)[]) {
  const ids = new Map<number, number>();
  return {
    async withIds(db: Db, cards: DraftCard[]): Promise<ImportedCard[]> {
      const files = draft.media;
      if (!files?.length) return cards;
      const wanted: number[] = [];
      const queued = new Set<number>();
      for (const card of cards) {
        for (const index of [card.termImage, card.definitionImage, card.termAudio, card.definitionAudio]) {
          if (index === undefined || !files[index] || ids.has(index) || queued.has(index)) continue;
          queued.add(index);
          wanted.push(index);
        }
      }
      // Stored at preview: only checked to be still there, in the transaction that writes the
      // cards using them (a card delete or the sweeper may have removed one since).
      const atPreview = storedIds ? wanted.filter((index) => storedIds[index] != null) : [];
      if (atPreview.length) {
        const gone = await missingMediaIds(db, userId, atPreview.map((index) => storedIds![index]!));
        if (gone.length) throw new ImportMediaMissing(importId);
        for (const index of atPreview) ids.set(index, storedIds![index]!);
      }
      // An older draft: rows of import_media, copied into `media` in the database (no bytes here).
      const inTable = storedIds ? [] : wanted.filter((index) => files[index].base64 === undefined);
      if (inTable.length) {
        const stored = await copyImportMedia(db, userId, importId, inTable.map((idx) => ({ idx, sha256: files[idx].sha256! })), now);
        inTable.forEach((index, at) => ids.set(index, stored[at]));
      }
      // A draft cached before migration 0010 (an upgrade within a cache lifetime) has base64.
      const inline = storedIds ? [] : wanted.filter((index) => files[index].base64 !== undefined);
      if (inline.length) {
        const batch = inline.map((index) => {
          const bytes = Buffer.from(files[index].base64!, 'base64');
          return { sha256: files[index].sha256 ?? sha256Hex(bytes), mime: files[index].mime, bytes };
        });
        const stored = await saveMediaBatch(db, userId, batch, now);
        inline.forEach((index, at) => ids.set(index, stored[at]));
      }
      const idOf = (index: number | undefined) => (index === undefined ? null : (ids.get(index) ?? null));
      return cards.map((card) => ({
        term: card.term,
        definition: card.definition,
        termImageId: idOf(card.termImage),
        definitionImageId: idOf(card.definitionImage),
        termAudioId: idOf(card.termAudio),
        definitionAudioId: idOf(card.definitionAudio),
        history: card.history,
      }));
    },
  };
}

/** Confirm: on a worker's own connection for a database file, in process for ':memory:'. */
export async function confirmImport(ctx: AuthedContext, input: ImportConfirmInput): Promise<ImportConfirmResult> {
  const { updateDeckId, ...ref } = input;
  return oneAtATime(ctx, async () => {
    const now = ctx.now().getTime();
    const database = await databaseFile(ctx.db);
    if (!database) return writeConfirmedImport(ctx.db, ctx.user.id, ref, now, { updateDeckId });
    return parsing(() => inWorker(ctx, { kind: 'confirm', database, userId: ctx.user.id, ref, now, updateDeckId }));
  });
}

/**
 * Starts the workers and loads every parser in them, so the first import does not pay for it
 * (tests call it in beforeAll; a server may call it at start).
 */
export async function warmImportWorkers(config: { importWorkers: number }): Promise<void> {
  const pool = importWorkerPool(config.importWorkers);
  await Promise.all(Array.from({ length: config.importWorkers }, () => pool.run({ kind: 'warm' } satisfies ImportJob).then(unwrapReply)));
}

/** The client calls this best effort (SPEC §4); a missing or foreign id is still a 404 here. */
export async function deleteImport(ctx: AuthedContext, ref: ImportRef): Promise<{ success: true }> {
  const deleted = await deleteImportCache(ctx.db, ctx.user.id, ref.temporaryImportId, ref.type);
  if (!deleted) throw notFound(MSG.importNotFound);
  if (ref.type === 'csv') await deleteImportParts(ctx.db, ctx.user.id, ref.temporaryImportId);
  return { success: true };
}
