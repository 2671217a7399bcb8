import type { RenderableNoteType } from '../../domain/notes/renderNote.js';
import type {
  AnkiChoices,
  AnkiImportMode,
  CsvPreviewInput,
  ImportConfirmResult,
  ImportPreview,
  ImportRef,
  QuizletPreviewInput,
} from '../../../shared/schemas/imports.js';
import { buildPreview, takeDraftMediaBytes } from '../../domain/import/preview.js';
import { parseQuizlet } from '../../domain/import/quizlet.js';
import type { TabularKind } from '../../domain/import/tabular.js';
import { notFound } from '../../errors.js';
import { MSG } from '../../../shared/messages.js';
import { cachedDraft, writeDraftInParts, type CachedImport } from '../draftCache.js';
import { importPartRows, storeInParts } from '../../repos/importParts.js';
import { ImportStore, type CacheTarget } from './importStore.js';
import { joinUpload, type UploadBytes } from './uploadBytes.js';
import { quizletPreviewInput } from '../../../shared/schemas/imports.js';
import type { ZodError } from 'zod';

// What an import worker does. Everything that grows with the upload happens here: parsing,
// building the preview, serialising the cache payload and writing it (with its parts and files)
// through the ImportStore of the job's database, and the confirm's transactions. The main thread
// only moves bytes and small answers. Tests run exactly this: their databases are files or
// PostgreSQL URLs too (docs/testing.md).

export type { CacheTarget } from './importStore.js';

export type ImportJob =
  | {
      kind: 'anki';
      id: string;
      bytes: UploadBytes;
      fileName: string;
      mode: AnkiImportMode;
      store: CacheTarget;
      keepReviewHistory?: boolean;
      now?: number;
    }
  | { kind: 'tabular'; id: string; bytes: UploadBytes; tableKind: TabularKind; store: CacheTarget }
  | { kind: 'quizlet'; id: string; input: QuizletPreviewInput; store: CacheTarget }
  /** The same pasted text as an HTTP body's bytes: read and validated here, not on the main thread. */
  | { kind: 'quizletBody'; id: string; bytes: UploadBytes; store: CacheTarget }
  /** `payload`: the table's cache row, its rows in parts beside it in `store` (repos/importParts.ts). */
  | { kind: 'csvPreview'; id: string; payload: string; input: CsvPreviewInput; store: CacheTarget; noteType?: RenderableNoteType }
  | { kind: 'cardcade'; id: string; bytes: UploadBytes; store: CacheTarget; now?: number }
  | { kind: 'confirm'; database: string; userId: number; ref: ImportRef; now: number; updateDeckId?: number; anki?: AnkiChoices }
  | { kind: 'warm' };

/** What each job answers; every preview's payload is already stored by then. */
export interface ImportJobResults {
  anki: { preview: ImportPreview };
  tabular: { totalRows: number; headers: string[]; message: string };
  quizlet: { preview: ImportPreview };
  /** Or why the body was refused: not JSON, or the schema's issues (the caller answers 400). */
  quizletBody: { preview: ImportPreview } | { invalidJson: true } | { issues: ZodError['issues'] };
  csvPreview: { preview: ImportPreview };
  cardcade: { preview: ImportPreview };
  confirm: ImportConfirmResult;
  warm: null;
}

/** Long enough for a writer polling on timers (server/db/sqliteDriver.ts) to take the lock. */
const CONFIRM_PAUSE_MS = 5;

// The worker's store, kept for its life: an app has one database. A job for another location (a
// test's next database) closes it and opens that one; a worker runs one job at a time, so none
// is using it then.
let current: { location: string; store: ImportStore } | null = null;
async function storeAt(location: string): Promise<ImportStore> {
  if (current?.location === location) return current.store;
  await closeConnections();
  current = { location, store: ImportStore.open(location) };
  return current.store;
}

/** Closes this worker's store (before it exits: its statements are finalized first). */
export async function closeConnections(): Promise<void> {
  const closing = current;
  current = null;
  await closing?.store.close();
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
      const store = await storeAt(job.store.database);
      const draft = await parseAnkiPackage(joinUpload(job.bytes), { mode: job.mode, fileName: job.fileName, keepReviewHistory: job.keepReviewHistory, now: job.now });
      // The files' bytes go to media rows, not into the JSON (docs/media.md), before the row naming them.
      const mediaIds = await store.storeMedia(job.store, takeDraftMediaBytes(draft));
      // The cards go beside the row in parts, a short write each (draftCache.ts, issue 49).
      await writeDraftInParts(store.db, job.store, job.id, cachedDraft(draft, mediaIds), { pauseMs: CONFIRM_PAUSE_MS });
      return { preview: buildPreview(draft, job.id) };
    }
    case 'tabular': {
      const { describeTable, readTabularInParts } = await tabular();
      const store = await storeAt(job.store.database);
      // The rows go to the cache in parts as they are read (issue 31; repos/importParts.ts).
      const blocks = job.bytes instanceof Uint8Array ? [job.bytes] : (job.bytes as Uint8Array[]);
      const { head, parts } = await storeInParts(store.db, store.partOwner(job.store, job.id), (onPart) => readTabularInParts(blocks, job.tableKind, onPart));
      const table = { headers: head.headers, rows: [], sheetName: head.sheetName, sheetCount: head.sheetCount };
      await store.cache(job.store, job.id, { kind: 'table', table, parts });
      return { totalRows: head.totalRows, headers: head.headers, message: describeTable({ ...table, rows: { length: head.totalRows } }) };
    }
    case 'quizlet': {
      const draft = parseQuizlet(job.input.quizletText, job.input);
      await (await storeAt(job.store.database)).cache(job.store, job.id, cachedDraft(draft));
      return { preview: buildPreview(draft, job.id) };
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
      await (await storeAt(job.store.database)).cache(job.store, job.id, cachedDraft(draft));
      return { preview: buildPreview(draft, job.id) };
    }
    case 'csvPreview': {
      const cached = JSON.parse(job.payload) as CachedImport;
      if (cached.kind !== 'table') throw notFound(MSG.importNotFound);
      // A part at a time (tabularPreview.ts): the whole table is never held.
      const { previewInParts } = await tabularPreview();
      const { store } = job;
      const rows = importPartRows((await storeAt(store.database)).db, store.userId, job.id, cached.parts, cached.table.headers.length, store.now, () => notFound(MSG.importNotFound));
      // 'Fields contain HTML' shapes the preview as it shapes the confirm (the tests on ':memory:'
      // never ran this path, and missed that it was left out: issue 39).
      const mapping = { term: '', definition: '', ...job.input.columnMapping, fieldsContainHtml: job.input.fieldsContainHtml };
      // Mapped to a note type's fields (docs/imports.md): the note type comes with the job.
      const notes = job.noteType && job.input.fieldMapping ? { type: job.noteType, mapping: { fieldMapping: job.input.fieldMapping, tagsColumn: job.input.tagsColumn, fieldsContainHtml: job.input.fieldsContainHtml } } : undefined;
      return { preview: await previewInParts(cached.table, rows, mapping, job.input.deckName, job.id, notes) };
    }
    case 'cardcade': {
      const { restorePreview } = await cardcade();
      // The plan goes to the cache in parts as the backup is read (issue 31; restoreParts.ts).
      const { readBackupInParts, dropRestoreParts } = await restoreParts();
      const store = await storeAt(job.store.database);
      const owner = store.partOwner(job.store, job.id);
      const { summary, plan } = await readBackupInParts(store.db, owner, joinUpload(job.bytes), job.now ?? job.store.now);
      try {
        await store.cache(job.store, job.id, { kind: 'restoreParts', plan });
      } catch (error) {
        await dropRestoreParts(store.db, owner.userId, owner.importId, plan.parts);
        throw error;
      }
      return { preview: restorePreview(summary, job.id) };
    }
    case 'confirm':
      // Paused between chunks: the app's writers poll for the lock every few ms (issue 9).
      return (await confirming()).writeConfirmedImport((await storeAt(job.database)).db, job.userId, job.ref, job.now, {
        pauseMs: CONFIRM_PAUSE_MS,
        updateDeckId: job.updateDeckId,
        anki: job.anki,
      });
    case 'warm':
      await Promise.all([anki(), tabular(), tabularPreview(), confirming(), cardcade(), restoreParts()]);
      return null;
  }
}
