import { randomBytes } from 'node:crypto';
import { IMPORT_CACHE_TTL_MS } from '../../shared/constants.js';
import { MSG } from '../../shared/messages.js';
import {
  ANKI_EXTENSIONS,
  hasExtension,
  IMPORT_TEXT,
  TABULAR_EXTENSIONS,
  type AnkiImportMode,
  type CsvAnalysis,
  type CsvPreviewInput,
  type ImportConfirmResult,
  type ImportPreview,
  type ImportRef,
  type ImportType,
  type QuizletPreviewInput,
} from '../../shared/schemas/imports.js';
import type { AuthedContext } from '../access.js';
import { databaseLocation, type Db } from '../db.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { ImportInputError } from '../domain/import/errors.js';
import { plannedDecks, type DraftCard, type ImportDraft } from '../domain/import/preview.js';
import { tableToDraft, tabularKindOf, type Table } from '../domain/import/tabular.js';
import type { CacheTarget, ImportJob, ImportJobResults } from '../importWorkers/jobs.js';
import { importWorkerPool, ImportWorkerCrashed, unwrapReply } from '../importWorkers/pool.js';
import {
  claimImportCache,
  deleteImportCache,
  findImportCache,
  insertImportCache,
  setImportCacheField,
  storeImportResult,
  sweepExpiredImports,
} from '../repos/importCache.js';
import { insertDeck } from '../repos/decks.js';
import { insertCardsBatch, type ImportedCard } from '../repos/importedCards.js';
import { saveMedia } from '../repos/media.js';

/** What the cache row holds: a ready draft (Anki, Quizlet) or a CSV table awaiting its mapping. */
export type CachedImport =
  | { kind: 'draft'; draft: ImportDraft }
  | { kind: 'table'; table: Table; mapping?: { deckName: string; term: string; definition: string } };

export interface UploadedFile {
  fileName: string;
  bytes: Uint8Array;
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

// DESIGN §9: at most one import in flight per user (per database: tests run many apps).
const inFlight = new WeakMap<Db, Set<number>>();

async function oneAtATime<T>(ctx: AuthedContext, work: () => Promise<T>): Promise<T> {
  let users = inFlight.get(ctx.db);
  if (!users) inFlight.set(ctx.db, (users = new Set()));
  if (users.has(ctx.user.id)) throw new AppError('TOO_MANY_REQUESTS', MSG.importInFlight);
  users.add(ctx.user.id);
  try {
    return await work();
  } finally {
    users.delete(ctx.user.id);
  }
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

/** The buffers to move with a job: a handed-over upload that owns its whole buffer. */
function movable(file: UploadedFile): ArrayBuffer[] {
  const { buffer, byteOffset, byteLength } = file.bytes;
  // Never a slice of Node's shared allocation pool: moving it would take other data along.
  const whole = buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength && byteLength > 0;
  return file.handedOver && whole ? [buffer] : [];
}

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

/** Stores a payload the worker handed back (':memory:' databases). */
async function cacheHere(ctx: AuthedContext, type: ImportType, id: string, payload: string | null): Promise<void> {
  if (payload === null) return;
  const now = ctx.now().getTime();
  await sweepExpiredImports(ctx.db, now);
  await insertImportCache(ctx.db, { id, userId: ctx.user.id, type, payload, now, ttlMs: IMPORT_CACHE_TTL_MS });
}

const newImportId = () => randomBytes(16).toString('base64url');

export async function ankiPreview(ctx: AuthedContext, file: UploadedFile, mode: AnkiImportMode): Promise<ImportPreview> {
  if (!hasExtension(file.fileName, ANKI_EXTENSIONS)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.ankiInvalidType);
  return oneAtATime(ctx, async () => {
    const id = newImportId();
    const store = await cacheTarget(ctx, 'anki');
    const { payload, preview } = await parsing(() =>
      inWorker(ctx, { kind: 'anki', id, bytes: file.bytes, fileName: file.fileName, mode, store }, movable(file)),
    );
    await cacheHere(ctx, 'anki', id, payload);
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

export async function csvAnalyze(ctx: AuthedContext, file: UploadedFile): Promise<CsvAnalysis> {
  const tableKind = tabularKindOf(file.fileName);
  if (!tableKind || !hasExtension(file.fileName, TABULAR_EXTENSIONS)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_TEXT.csvInvalidType);
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
    const { preview } = await parsing(() => inWorker(ctx, { kind: 'csvPreview', id: input.temporaryImportId, payload: row.payload, input }));
    // Only the choice is stored; confirm re-applies it to the table rather than keeping both copies.
    const mapping = { deckName: input.deckName, ...input.columnMapping };
    await setImportCacheField(ctx.db, ctx.user.id, input.temporaryImportId, 'mapping', mapping);
    return preview;
  });
}

function draftOf(cached: CachedImport): ImportDraft {
  if (cached.kind === 'draft') return cached.draft;
  if (!cached.mapping) throw badRequest(MSG.confirmNoPreview);
  const { deckName, term, definition } = cached.mapping;
  try {
    return tableToDraft(cached.table, { term, definition }, deckName);
  } catch (error) {
    if (error instanceof ImportInputError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * Creates every deck and card in one transaction (all or nothing) and stores the answer on the
 * cache row, so a retry of the same id answers it again and creates nothing (DESIGN §9). Runs on
 * whichever connection it is given: the app's own for ':memory:', a worker's for a file (WAL
 * lets the app's readers go on meanwhile). Kysely only, so it is not tied to SQLite.
 */
export async function writeConfirmedImport(db: Db, userId: number, ref: ImportRef, now: number): Promise<ImportConfirmResult> {
  return db.transaction().execute(async (trx) => {
    // Write first: the transaction holds the write lock from its first statement, so a
    // concurrent writer can never invalidate what it read.
    await claimImportCache(trx, userId, ref.temporaryImportId);
    const row = await findImportCache(trx, userId, ref.temporaryImportId, ref.type, now);
    // Expired, deleted and other users' imports all look the same: not found.
    if (!row) throw notFound(MSG.importNotFound);
    if (row.result !== null) return JSON.parse(row.result) as ImportConfirmResult;
    const draft = draftOf(JSON.parse(row.payload) as CachedImport);
    const planned = plannedDecks(draft);
    if (planned.length === 0) return { success: false, message: IMPORT_TEXT.noImportableCards, createdDecks: [] };
    const createdDecks: ImportConfirmResult['createdDecks'] = [];
    const media = draftMediaStore(trx, userId, draft, now);
    for (const { deck, cards } of planned) {
      const id = await insertDeck(trx, { userId, name: deck.name, description: deck.description || null, source: draft.source, now });
      await insertCardsBatch(trx, id, await media.withIds(cards), now);
      createdDecks.push({ id, name: deck.name, cardCount: cards.length });
    }
    const cardCount = createdDecks.reduce((sum, deck) => sum + deck.cardCount, 0);
    const deckWord = createdDecks.length === 1 ? 'deck' : 'decks';
    const result: ImportConfirmResult = {
      success: true,
      message: `Import complete: ${cardCount} cards in ${createdDecks.length} ${deckWord}.`,
      createdDecks,
    };
    // Kept for retries for another cache lifetime from now.
    await storeImportResult(trx, userId, ref.temporaryImportId, JSON.stringify(result), now + IMPORT_CACHE_TTL_MS);
    return result;
  });
}

/**
 * Stores the draft's media files as the cards that use them are written (DESIGN §12): each file
 * once, in the confirm's transaction, content-addressed per user, so an import that fails
 * leaves no file behind and files of importable cards only are kept.
 */
function draftMediaStore(db: Db, userId: number, draft: ImportDraft, now: number) {
  const ids = new Map<number, number>();
  const idOf = async (index: number | undefined): Promise<number | null> => {
    const file = index === undefined ? undefined : draft.media?.[index];
    if (index === undefined || !file) return null;
    let id = ids.get(index);
    if (id === undefined) {
      id = await saveMedia(db, userId, Buffer.from(file.base64, 'base64'), file.mime, now);
      ids.set(index, id);
    }
    return id;
  };
  return {
    async withIds(cards: DraftCard[]): Promise<ImportedCard[]> {
      if (!draft.media?.length) return cards;
      const out: ImportedCard[] = [];
      for (const card of cards) {
        out.push({
          term: card.term,
          definition: card.definition,
          termImageId: await idOf(card.termImage),
          definitionImageId: await idOf(card.definitionImage),
          termAudioId: await idOf(card.termAudio),
          definitionAudioId: await idOf(card.definitionAudio),
        });
      }
      return out;
    },
  };
}

/** Confirm: on a worker's own connection for a database file, in process for ':memory:'. */
export async function confirmImport(ctx: AuthedContext, ref: ImportRef): Promise<ImportConfirmResult> {
  return oneAtATime(ctx, async () => {
    const now = ctx.now().getTime();
    const database = await databaseFile(ctx.db);
    if (!database) return writeConfirmedImport(ctx.db, ctx.user.id, ref, now);
    return parsing(() => inWorker(ctx, { kind: 'confirm', database, userId: ctx.user.id, ref, now }));
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
  return { success: true };
}
