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
import { AppError, badRequest, notFound } from '../errors.js';
import { parseAnkiPackage } from '../domain/import/anki.js';
import { ImportInputError } from '../domain/import/errors.js';
import { buildPreview, plannedDecks, type ImportDraft } from '../domain/import/preview.js';
import { parseQuizlet } from '../domain/import/quizlet.js';
import { describeTable, parseTabular, tableToDraft, tabularKindOf, type Table } from '../domain/import/tabular.js';
import {
  deleteImportCache,
  findImportCache,
  insertImportCache,
  sweepExpiredImports,
  setImportCacheField,
} from '../repos/importCache.js';
import { insertDeck } from '../repos/decks.js';
import { insertCardsBatch } from '../repos/importedCards.js';

/** What the cache row holds: a ready draft (Anki, Quizlet) or a CSV table awaiting its mapping. */
type CachedImport =
  | { kind: 'draft'; draft: ImportDraft }
  | { kind: 'table'; table: Table; mapping?: { deckName: string; term: string; definition: string } };

export interface UploadedFile {
  fileName: string;
  bytes: Uint8Array;
}

/** Runs a pure parser; its input errors become 400s with the parser's message. */
async function parsing<T>(parse: () => T | Promise<T>): Promise<T> {
  try {
    return await parse();
  } catch (error) {
    if (error instanceof ImportInputError) throw badRequest(error.message);
    throw error;
  }
}

async function cache(ctx: AuthedContext, type: ImportType, value: CachedImport): Promise<string> {
  const now = ctx.now().getTime();
  // Expired rows go on every new import too, so the table stays small even without the timer.
  await sweepExpiredImports(ctx.db, now);
  const id = randomBytes(16).toString('base64url');
  await insertImportCache(ctx.db, { id, userId: ctx.user.id, type, payload: JSON.stringify(value), now, ttlMs: IMPORT_CACHE_TTL_MS });
  return id;
}

async function loadCached(ctx: AuthedContext, type: ImportType, id: string): Promise<CachedImport> {
  const row = await findImportCache(ctx.db, ctx.user.id, id, type, ctx.now().getTime());
  // Expired, confirmed, deleted and other users' imports all look the same: not found.
  if (!row) throw notFound(MSG.importNotFound);
  return JSON.parse(row.payload) as CachedImport;
}

export async function ankiPreview(ctx: AuthedContext, file: UploadedFile, mode: AnkiImportMode): Promise<ImportPreview> {
  if (!hasExtension(file.fileName, ANKI_EXTENSIONS)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.ankiInvalidType);
  const draft = await parsing(() => parseAnkiPackage(file.bytes, { mode, fileName: file.fileName }));
  const id = await cache(ctx, 'anki', { kind: 'draft', draft });
  return buildPreview(draft, id);
}

export async function quizletPreview(ctx: AuthedContext, input: QuizletPreviewInput): Promise<ImportPreview> {
  const draft = parseQuizlet(input.quizletText, input);
  const id = await cache(ctx, 'quizlet', { kind: 'draft', draft });
  return buildPreview(draft, id);
}

export async function csvAnalyze(ctx: AuthedContext, file: UploadedFile): Promise<CsvAnalysis> {
  const kind = tabularKindOf(file.fileName);
  if (!kind || !hasExtension(file.fileName, TABULAR_EXTENSIONS)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_TEXT.csvInvalidType);
  const table = await parsing(() => parseTabular(file.bytes, kind));
  const id = await cache(ctx, 'csv', { kind: 'table', table });
  return { totalRows: table.rows.length, temporaryImportId: id, headers: table.headers, message: describeTable(table) };
}

export async function csvPreview(ctx: AuthedContext, input: CsvPreviewInput): Promise<ImportPreview> {
  const cached = await loadCached(ctx, 'csv', input.temporaryImportId);
  if (cached.kind !== 'table') throw notFound(MSG.importNotFound);
  const draft = await parsing(() => tableToDraft(cached.table, input.columnMapping, input.deckName));
  // Only the choice is stored; confirm re-applies it to the table rather than keeping both copies.
  const mapping = { deckName: input.deckName, ...input.columnMapping };
  await setImportCacheField(ctx.db, ctx.user.id, input.temporaryImportId, 'mapping', mapping);
  return buildPreview(draft, input.temporaryImportId);
}

function draftOf(cached: CachedImport): ImportDraft {
  if (cached.kind === 'draft') return cached.draft;
  if (!cached.mapping) throw badRequest(MSG.confirmNoPreview);
  const { deckName, term, definition } = cached.mapping;
  return tableToDraft(cached.table, { term, definition }, deckName);
}

/** Creates every deck and card in one transaction (all or nothing), then forgets the import. */
export async function confirmImport(ctx: AuthedContext, ref: ImportRef): Promise<ImportConfirmResult> {
  const cached = await loadCached(ctx, ref.type, ref.temporaryImportId);
  const draft = await parsing(() => draftOf(cached));
  const planned = plannedDecks(draft);
  if (planned.length === 0) return { success: false, message: IMPORT_TEXT.noImportableCards, createdDecks: [] };
  const now = ctx.now().getTime();
  const createdDecks = await ctx.db.transaction().execute(async (trx) => {
    const created: ImportConfirmResult['createdDecks'] = [];
    for (const { deck, cards } of planned) {
      const id = await insertDeck(trx, {
        userId: ctx.user.id,
        name: deck.name,
        description: deck.description || null,
        source: draft.source,
        now,
      });
      await insertCardsBatch(trx, id, cards, now);
      created.push({ id, name: deck.name, cardCount: cards.length });
    }
    await deleteImportCache(trx, ctx.user.id, ref.temporaryImportId, ref.type);
    return created;
  });
  const cardCount = createdDecks.reduce((sum, deck) => sum + deck.cardCount, 0);
  const deckWord = createdDecks.length === 1 ? 'deck' : 'decks';
  return {
    success: true,
    message: `Import complete: ${cardCount} cards in ${createdDecks.length} ${deckWord}.`,
    createdDecks,
  };
}

/** The client calls this best effort (SPEC §4); a missing or foreign id is still a 404 here. */
export async function deleteImport(ctx: AuthedContext, ref: ImportRef): Promise<{ success: true }> {
  const deleted = await deleteImportCache(ctx.db, ctx.user.id, ref.temporaryImportId, ref.type);
  if (!deleted) throw notFound(MSG.importNotFound);
  return { success: true };
}
