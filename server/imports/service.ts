import { collectSoon } from '../idleCollect.js';
import { randomBytes } from 'node:crypto';
import { ZodError } from 'zod';
import { MSG, NOTE_MSG } from '../../shared/messages.js';
import type { RenderableNoteType } from '../domain/notes/renderNote.js';
import { findNoteTypeRow } from '../repos/noteTypes.js';
import {
  fileTypeError,
  hasExtension,
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
import { ImportInputError } from '../domain/import/errors.js';
import type { TabularKind } from '../domain/import/tabular.js';
import { AppError, badRequest, fromZodError, notFound } from '../errors.js';
import { deleteImportCache, findImportCache, setImportCacheField } from '../repos/importCache.js';
import { deleteImportParts } from '../repos/importParts.js';
import { dropPendingRestores } from './restoreParts.js';
import { localizeAnalysis, localizePreview, localizeResult } from './localize.js';
import type { CacheTarget, ImportJob, ImportJobResults } from './workers/jobs.js';
import { importWorkerPool, ImportWorkerCrashed, ImportWorkerTimedOut, unwrapReply } from './workers/pool.js';
import { movableBuffers, type UploadBytes } from './workers/uploadBytes.js';

// The import use cases (docs/imports.md): the previews (Anki, Cardcade backup, Quizlet, CSV),
// confirm and cancel, as the routers and REST adapters call them. Each runs under the per-user
// import lock (importLock.ts, held by the app's imports service in the context) and sends the
// work that grows with the upload to an import worker (workers/), which writes through the
// ImportStore of the database's location: the preview's cache row, its parts and files, and the
// confirm (confirm.ts). Nothing here writes an import itself.

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

/**
 * Input errors become 400s with the parser's message; a worker killed by its heap limit or its
 * time limit too (`tooSlow`: the confirm's own wording).
 */
async function parsing<T>(parse: () => T | Promise<T>, tooSlow: string = MSG.importTooSlow): Promise<T> {
  try {
    return await parse();
  } catch (error) {
    if (error instanceof ImportInputError) throw badRequest(error.message);
    if (error instanceof ImportWorkerCrashed && error.outOfMemory) throw badRequest(TOO_MUCH_MEMORY);
    if (error instanceof ImportWorkerTimedOut) throw badRequest(tooSlow);
    throw error;
  }
}

/**
 * A confirm writes what its preview already read and bounded, in chunks with pauses: it may take
 * minutes (a 1.4M-review restore took 64–143 s on a loaded machine, docs/security.md), so it gets
 * this many times the time limit of reading an upload.
 */
export const IMPORT_CONFIRM_TIME_FACTOR = 5;

// At most one import in flight per user, across processes on PostgreSQL (importLock.ts).
function oneAtATime<T>(ctx: AuthedContext, work: () => Promise<T>): Promise<T> {
  return ctx.imports.locks.run(ctx.user.id, work);
}

/** The buffers to move with a job: a handed-over upload's own buffers. */
const movable = (file: UploadedFile): ArrayBuffer[] => (file.handedOver ? movableBuffers(file.bytes) : []);

/**
 * Runs a job on the import workers, within the time limit (IMPORT_TIME_LIMIT_SECONDS): past it
 * the worker is ended and the job answers ImportWorkerTimedOut (issue 49: a 6 kB workbook held
 * the only worker for minutes).
 */
async function inWorker<K extends ImportJob['kind']>(
  ctx: AuthedContext,
  job: ImportJob & { kind: K },
  transfer: ArrayBuffer[] = [],
): Promise<ImportJobResults[K]> {
  const timeLimitMs = ctx.config.importTimeLimitMs * (job.kind === 'confirm' ? IMPORT_CONFIRM_TIME_FACTOR : 1);
  const reply = await importWorkerPool(ctx.config.importWorkers).run(job, transfer, { timeLimitMs });
  return unwrapReply<ImportJobResults[K]>(reply);
}

/** Where the worker stores the preview: the app's database, as this user's, made now. */
async function cacheTarget(ctx: AuthedContext, type: ImportType): Promise<CacheTarget> {
  return { database: await ctx.imports.databaseLocation(), userId: ctx.user.id, type, now: ctx.now().getTime() };
}

const newImportId = () => randomBytes(16).toString('base64url');

/**
 * Under the lock, before a new preview is read: a restore preview the user left pending goes with
 * its parts (issue 31). The import screen holds one import at a time, so it was abandoned.
 */
async function startPreview(ctx: AuthedContext): Promise<string> {
  await dropPendingRestores(ctx.db, ctx.user.id);
  return newImportId();
}

/** A file the import does not take by its name is refused before it is read (415). */
function requireFileType(kind: Parameters<typeof fileTypeError>[0], fileName: string) {
  const invalid = fileTypeError(kind, fileName);
  if (invalid) throw new AppError('UNSUPPORTED_MEDIA_TYPE', invalid);
}

export async function ankiPreview(
  ctx: AuthedContext,
  file: UploadedFile,
  mode: AnkiImportMode,
  options: { keepReviewHistory?: boolean } = {},
): Promise<ImportPreview> {
  requireFileType('anki', file.fileName);
  return oneAtATime(ctx, async () => {
    const id = await startPreview(ctx);
    const store = await cacheTarget(ctx, 'anki');
    const { preview } = await parsing(() =>
      inWorker(
        ctx,
        { kind: 'anki', id, bytes: file.bytes, fileName: file.fileName, mode, store, keepReviewHistory: options.keepReviewHistory !== false, now: ctx.now().getTime() },
        movable(file),
      ),
    );
    return localizePreview(preview, ctx.locale);
  });
}

/** 'Cardcade backup' (docs/account.md): a full-account export zip, restored with new ids on confirm. */
export async function cardcadePreview(ctx: AuthedContext, file: UploadedFile): Promise<ImportPreview> {
  requireFileType('cardcade', file.fileName);
  return oneAtATime(ctx, async () => {
    const id = await startPreview(ctx);
    const store = await cacheTarget(ctx, 'cardcade');
    const { preview } = await parsing(() => inWorker(ctx, { kind: 'cardcade', id, bytes: file.bytes, store, now: ctx.now().getTime() }, movable(file)));
    return localizePreview(preview, ctx.locale);
  });
}

export async function quizletPreview(ctx: AuthedContext, input: QuizletPreviewInput): Promise<ImportPreview> {
  return oneAtATime(ctx, async () => {
    const id = await startPreview(ctx);
    const store = await cacheTarget(ctx, 'quizlet');
    const { preview } = await parsing(() => inWorker(ctx, { kind: 'quizlet', id, input, store }));
    return localizePreview(preview, ctx.locale);
  });
}

/**
 * Pasted Quizlet text as it came over HTTP: the JSON body's bytes (issue 9). Up to 16 MiB of JSON
 * parsed, validated and copied to the worker held the event loop past 100 ms, so the worker does
 * all three. The answers are parseBody's: 400 with the field's message, or 'Invalid request.'.
 */
export async function quizletPreviewBody(ctx: AuthedContext, body: UploadBytes): Promise<ImportPreview> {
  return oneAtATime(ctx, async () => {
    const id = await startPreview(ctx);
    const store = await cacheTarget(ctx, 'quizlet');
    const result = await parsing(() => inWorker(ctx, { kind: 'quizletBody', id, bytes: body, store }, movableBuffers(body)));
    if ('invalidJson' in result) throw badRequest('Invalid request.');
    if ('issues' in result) throw fromZodError(new ZodError(result.issues));
    return localizePreview(result.preview, ctx.locale);
  });
}

export async function csvAnalyze(ctx: AuthedContext, file: UploadedFile): Promise<CsvAnalysis> {
  requireFileType('tabular', file.fileName);
  // Decided here rather than by the parser module, which the main thread never loads.
  const tableKind: TabularKind = hasExtension(file.fileName, ['.xlsx']) ? 'xlsx' : 'csv';
  return oneAtATime(ctx, async () => {
    const id = await startPreview(ctx);
    const store = await cacheTarget(ctx, 'csv');
    const { totalRows, headers, message } = await parsing(() => inWorker(ctx, { kind: 'tabular', id, bytes: file.bytes, tableKind, store }, movable(file)));
    return localizeAnalysis({ totalRows, temporaryImportId: id, headers, message }, ctx.locale);
  });
}

export async function csvPreview(ctx: AuthedContext, input: CsvPreviewInput): Promise<ImportPreview> {
  return oneAtATime(ctx, async () => {
    const row = await findImportCache(ctx.db, ctx.user.id, input.temporaryImportId, 'csv', ctx.now().getTime());
    if (!row || row.result !== null) throw notFound(MSG.importNotFound);
    // The 100,000-row table is parsed and mapped in the worker; only the preview comes back.
    const store = await cacheTarget(ctx, 'csv');
    // A note type's fields (docs/imports.md): the user's own note type, read here, rendered in the worker.
    let noteType: RenderableNoteType | undefined;
    if (input.noteTypeId !== undefined) {
      const type = await findNoteTypeRow(ctx.db, ctx.user.id, input.noteTypeId);
      if (!type) throw notFound(NOTE_MSG.noteTypeNotFound);
      noteType = { name: type.name, kind: type.kind, builtin: type.builtin, fields: type.fields, templates: type.templates };
    }
    const { preview } = await parsing(() => inWorker(ctx, { kind: 'csvPreview', id: input.temporaryImportId, payload: row.payload, input, store, noteType }));
    // Only the choice is stored; confirm re-applies it to the table rather than keeping both copies.
    // The first two fields' columns stand for the term and definition a re-import matches by.
    const notes = noteType
      ? { noteTypeId: input.noteTypeId, fieldMapping: input.fieldMapping, tagsColumn: input.tagsColumn ?? null, term: input.fieldMapping?.[noteType.fields[0]] ?? '', definition: input.fieldMapping?.[noteType.fields[1]] ?? '' }
      : {};
    const mapping = { deckName: input.deckName, term: '', definition: '', ...input.columnMapping, ...notes, fieldsContainHtml: input.fieldsContainHtml ?? false };
    await setImportCacheField(ctx.db, ctx.user.id, input.temporaryImportId, 'mapping', mapping);
    return localizePreview(preview, ctx.locale);
  });
}

/** Confirm: written by a worker on its own connection to the app's database. */
export async function confirmImport(ctx: AuthedContext, input: ImportConfirmInput): Promise<ImportConfirmResult> {
  const { updateDeckId, anki, ...ref } = input;
  return oneAtATime(ctx, async () => {
    const now = ctx.now().getTime();
    const database = await ctx.imports.databaseLocation();
    try {
      const result = await parsing(() => inWorker(ctx, { kind: 'confirm', database, userId: ctx.user.id, ref, now, updateDeckId, anki }), MSG.importConfirmTooSlow);
      return localizeResult(result, ctx.locale);
    } finally {
      // A confirm's result and the preview it read go back soon (idleCollect.ts).
      collectSoon();
    }
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

/** The client calls this best effort (docs/product.md: states); a missing or foreign id is still a 404 here. */
export async function deleteImport(ctx: AuthedContext, ref: ImportRef): Promise<{ success: true }> {
  // A restore's parts go at once with it (issue 31); the row names how many there are.
  const deleted = ref.type === 'cardcade' ? (await dropPendingRestores(ctx.db, ctx.user.id, ref.temporaryImportId)) > 0 : await deleteImportCache(ctx.db, ctx.user.id, ref.temporaryImportId, ref.type);
  if (!deleted) throw notFound(MSG.importNotFound);
  // A table's rows and a big Anki draft's cards are in parts beside the row (draftCache.ts).
  if (ref.type === 'csv' || ref.type === 'anki') await deleteImportParts(ctx.db, ctx.user.id, ref.temporaryImportId);
  return { success: true };
}
