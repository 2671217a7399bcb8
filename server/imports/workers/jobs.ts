import type {
  AnkiChoices,
  AnkiImportMode,
  CsvPreviewInput,
  ImportConfirmResult,
  ImportPreview,
  ImportRef,
  QuizletPreviewInput,
} from '../../../shared/schemas/imports.js';
import { createDb, type Db } from '../../db.js';
import type { DraftMediaBytes } from '../../domain/import/draftMedia.js';
import { buildPreview, takeDraftMediaBytes } from '../../domain/import/preview.js';
import { parseQuizlet } from '../../domain/import/quizlet.js';
import type { TabularKind } from '../../domain/import/tabular.js';
import { notFound } from '../../errors.js';
import { MSG } from '../../../shared/messages.js';
import { cachedDraft, writeDraftInParts, writeImportCache, type CacheOwner, type CachedImport } from '../draftCache.js';
import { storeDraftMedia } from '../draftMedia.js';
import { IMPORT_CACHE_TTL_MS } from '../../../shared/constants.js';
import { importPartRows, storeInParts, withPartRows } from '../../repos/importParts.js';
import { joinUpload, type UploadBytes } from './uploadBytes.js';
import { quizletPreviewInput } from '../../../shared/schemas/imports.js';
import type { ZodError } from 'zod';

// What an import worker does. Everything that grows with the upload happens here: parsing,
// building the preview, serialising the cache payload and (for a database file) writing it, and
// the confirm's transaction. The main thread only moves bytes and small answers.

/** Where a worker writes the cache row itself (file databases; ':memory:' is the caller's). */
export interface CacheTarget extends CacheOwner {
  database: string;
}

export type ImportJob =
  | {
      kind: 'anki';
      id: string;
      bytes: UploadBytes;
      fileName: string;
      mode: AnkiImportMode;
      store: CacheTarget | null;
      keepReviewHistory?: boolean;
      now?: number;
    }
  | { kind: 'tabular'; id: string; bytes: UploadBytes; tableKind: TabularKind; store: CacheTarget | null }
  | { kind: 'quizlet'; id: string; input: QuizletPreviewInput; store: CacheTarget | null }
  /** The same pasted text as an HTTP body's bytes: read and validated here, not on the main thread. */
  | { kind: 'quizletBody'; id: string; bytes: UploadBytes; store: CacheTarget | null }
  /** `store`: where a table's parts are (repos/importParts.ts); null for ':memory:' (rows inline). */
  | { kind: 'csvPreview'; id: string; payload: string; input: CsvPreviewInput; store?: CacheTarget | null }
  | { kind: 'cardcade'; id: string; bytes: UploadBytes; store: CacheTarget | null; now?: number }
  | { kind: 'confirm'; database: string; userId: number; ref: ImportRef; now: number; updateDeckId?: number; anki?: AnkiChoices }
  | { kind: 'warm' }
  /** Tests only (server/imports/workers/pool.test.ts): holds `mb` of ArrayBuffers, as a hostile file could. */
  | { kind: 'testAllocate'; mb: number }
  /** Tests only: a job that never ends (a worker stuck in a parser). */
  | { kind: 'testHang' };

export interface ImportJobResults {
  /**
   * `payload` is null when the worker stored it (CacheTarget given); else `media` are the
   * draft's files for the caller to store (`saveImportedMediaByIndex`, ids into the row's `mediaIds`).
   */
  anki: { payload: string | null; preview: ImportPreview; media: DraftMediaBytes[] };
  tabular: { payload: string | null; totalRows: number; headers: string[]; message: string };
  quizlet: { payload: string | null; preview: ImportPreview };
  /** Or why the body was refused: not JSON, or the schema's issues (the caller answers 400). */
  quizletBody: { payload: string | null; preview: ImportPreview } | { invalidJson: true } | { issues: ZodError['issues'] };
  csvPreview: { preview: ImportPreview };
  cardcade: { payload: string | null; preview: ImportPreview };
  confirm: ImportConfirmResult;
  warm: null;
  testAllocate: number;
  testHang: never;
}

/** Long enough for a writer polling on timers (server/db/sqliteDriver.ts) to take the lock. */
const CONFIRM_PAUSE_MS = 5;

// One connection per database file per worker, kept for the worker's life.
const connections = new Map<string, Db>();
function databaseAt(file: string): Db {
  let db = connections.get(file);
  if (!db) connections.set(file, (db = createDb(file)));
  return db;
}

/** Closes this worker's connections (before it exits: their statements are finalized first). */
export async function closeConnections(): Promise<void> {
  const open = [...connections.values()];
  connections.clear();
  await Promise.all(open.map((db) => db.destroy()));
}

async function stored(id: string, value: CachedImport, store: CacheTarget | null): Promise<string | null> {
  const payload = JSON.stringify(value);
  if (!store) return payload;
  await writeImportCache(databaseAt(store.database), store, id, payload);
  return null;
}

/** The draft's files, stored before the row that names them (draftMedia.ts); the caller's for ':memory:'. */
async function storedMediaIds(media: DraftMediaBytes[], store: CacheTarget | null): Promise<(number | null)[] | undefined> {
  return store ? storeDraftMedia(databaseAt(store.database), store, media) : undefined;
}

// Parsers load on first use: a worker that only ever reads CSV never loads the Anki code, and
// the worker starts faster.
const anki = () => import('../../domain/import/anki.js');
const tabular = () => import('../../domain/import/tabular.js');
const tabularPreview = () => import('../../domain/import/tabularPreview.js');
// The confirm writer, never the use cases (service.ts), which run these jobs.
const confirming = () => import('../confirm.js');
const cardcade = () => import('../../domain/import/cardcade.js');
const restoreParts = () => import('../restoreParts.js');

export async function runImportJob(job: ImportJob): Promise<ImportJobResults[ImportJob['kind']]> {
  switch (job.kind) {
    case 'anki': {
      const { parseAnkiPackage } = await anki();
      const draft = await parseAnkiPackage(joinUpload(job.bytes), { mode: job.mode, fileName: job.fileName, keepReviewHistory: job.keepReviewHistory, now: job.now });
      // The files' bytes go to media rows, not into the JSON (docs/media.md).
      const media = takeDraftMediaBytes(draft);
      const mediaIds = await storedMediaIds(media, job.store);
      const cached = cachedDraft(draft, mediaIds);
      // On a database the cards go beside the row in parts, a short write each (draftCache.ts).
      if (job.store) await writeDraftInParts(databaseAt(job.store.database), job.store, job.id, cached, { pauseMs: CONFIRM_PAUSE_MS });
      const payload = job.store ? null : await stored(job.id, cached, null);
      // Handed back only for the caller to store (':memory:'); copied out of the package's buffer.
      const handBack = payload === null ? [] : media.map((file) => ({ ...file, bytes: Uint8Array.from(file.bytes) }));
      return { payload, preview: buildPreview(draft, job.id), media: handBack };
    }
    case 'tabular': {
      const { describeTable, parseTabular, readTabularInParts } = await tabular();
      if (job.store) {
        // The rows go to the cache in parts as they are read (issue 31; repos/importParts.ts).
        const blocks = job.bytes instanceof Uint8Array ? [job.bytes] : (job.bytes as Uint8Array[]);
        const owner = { importId: job.id, userId: job.store.userId, now: job.store.now, ttlMs: IMPORT_CACHE_TTL_MS };
        const { head, parts } = await storeInParts(databaseAt(job.store.database), owner, (onPart) => readTabularInParts(blocks, job.tableKind, onPart));
        const table = { headers: head.headers, rows: [], sheetName: head.sheetName, sheetCount: head.sheetCount };
        await stored(job.id, { kind: 'table', table, parts }, job.store);
        return { payload: null, totalRows: head.totalRows, headers: head.headers, message: describeTable({ ...table, rows: { length: head.totalRows } }) };
      }
      const table = await parseTabular(joinUpload(job.bytes), job.tableKind);
      const payload = await stored(job.id, { kind: 'table', table }, job.store);
      return { payload, totalRows: table.rows.length, headers: table.headers, message: describeTable(table) };
    }
    case 'quizlet': {
      const draft = parseQuizlet(job.input.quizletText, job.input);
      return { payload: await stored(job.id, cachedDraft(draft), job.store), preview: buildPreview(draft, job.id) };
    }
    case 'quizletBody': {
      let body: unknown;
      try {
        body = JSON.parse(new TextDecoder().decode(joinUpload(job.bytes)));
      } catch {
        return { invalidJson: true };
      }
      // What parseBody does for every other route (server/rest/http.ts).
      const input = quizletPreviewInput.safeParse(body ?? {});
      if (!input.success) return { issues: input.error.issues };
      const draft = parseQuizlet(input.data.quizletText, input.data);
      return { payload: await stored(job.id, cachedDraft(draft), job.store), preview: buildPreview(draft, job.id) };
    }
    case 'csvPreview': {
      const { tableToDraft } = await tabular();
      const cached = JSON.parse(job.payload) as CachedImport;
      if (cached.kind !== 'table') throw notFound(MSG.importNotFound);
      const { store } = job;
      if (store && cached.parts) {
        // A part at a time (tabularPreview.ts): the whole table is never held.
        const { previewInParts } = await tabularPreview();
        const rows = importPartRows(databaseAt(store.database), store.userId, job.id, cached.parts, cached.table.headers.length, store.now, () => notFound(MSG.importNotFound));
        return { preview: await previewInParts(cached.table, rows, job.input.columnMapping, job.input.deckName, job.id) };
      }
      const table = store ? await withPartRows(databaseAt(store.database), store.userId, job.id, cached.table, cached.parts, store.now) : cached.table;
      if (!table) throw notFound(MSG.importNotFound);
      const draft = tableToDraft(table, { ...job.input.columnMapping, fieldsContainHtml: job.input.fieldsContainHtml }, job.input.deckName);
      return { preview: buildPreview(draft, job.id) };
    }
    case 'cardcade': {
      const { readCardcadeBackupInMemory, restorePreview } = await cardcade();
      if (job.store) {
        // The plan goes to the cache in parts as the backup is read (issue 31; restoreParts.ts).
        const { readBackupInParts, dropRestoreParts } = await restoreParts();
        const db = databaseAt(job.store.database);
        const owner = { importId: job.id, userId: job.store.userId, now: job.store.now, ttlMs: IMPORT_CACHE_TTL_MS };
        const { summary, plan } = await readBackupInParts(db, owner, joinUpload(job.bytes), job.now ?? job.store.now);
        try {
          await stored(job.id, { kind: 'restoreParts', plan }, job.store);
        } catch (error) {
          await dropRestoreParts(db, owner.userId, owner.importId, plan.parts);
          throw error;
        }
        return { payload: null, preview: restorePreview(summary, job.id) };
      }
      const { plan, summary } = await readCardcadeBackupInMemory(joinUpload(job.bytes), job.now);
      return { payload: await stored(job.id, { kind: 'restore', plan }, job.store), preview: restorePreview(summary, job.id) };
    }
    case 'confirm':
      // Paused between chunks: the app's writers poll for the lock every few ms (issue 9).
      return (await confirming()).writeConfirmedImport(databaseAt(job.database), job.userId, job.ref, job.now, {
        pauseMs: CONFIRM_PAUSE_MS,
        updateDeckId: job.updateDeckId,
        anki: job.anki,
      });
    case 'warm':
      await Promise.all([anki(), tabular(), tabularPreview(), confirming(), cardcade(), restoreParts()]);
      return null;
    case 'testAllocate': {
      // 16 MB at a time, each page written (untouched pages cost no RSS), yielding between
      // blocks as a parser reading a stream would; held until the job ends.
      const held: Uint8Array[] = [];
      while (held.length * 16 < job.mb) {
        held.push(new Uint8Array(16 * 1024 * 1024).fill(1));
        await new Promise((resolve) => setImmediate(resolve));
      }
      return held.reduce((sum, block) => sum + block.byteLength, 0);
    }
    case 'testHang':
      return new Promise<never>(() => undefined);
  }
}
