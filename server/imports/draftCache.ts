import { IMPORT_CACHE_TTL_MS } from '../../shared/constants.js';
import type { ImportType } from '../../shared/schemas/imports.js';
import type { Db } from '../db.js';
import type { ImportDraft } from '../domain/import/preview.js';
import type { Table } from '../domain/import/tabular.js';
import type { RestoreInParts } from './restoreParts.js';
import { insertImportCache, sweepExpiredImports } from '../repos/importCache.js';
import { cardsFromColumns, cardsToColumns, type CardColumns } from './cachedCards.js';

// The draft cache: what a preview leaves for its confirm, one `import_cache` row per import
// (user-scoped, IMPORT_CACHE_TTL_MS; the repo is server/repos/importCache.ts). The row is written
// by the import worker, through the ImportStore of the app's database (workers/importStore.ts).
// These are the only shapes a row has: rows of earlier shapes were cleared by migration 0021.

/** What the cache row holds: a ready draft (Anki, Quizlet), a CSV table awaiting its mapping, or a backup. */
export type CachedImport =
  /**
   * `cards`: the draft's cards by field (cachedCards.ts), `draft.cards` then empty.
   * `mediaIds[i]`: the media row of `draft.media[i]`, stored at preview (absent: no files).
   */
  | { kind: 'draft'; draft: ImportDraft; cards: CardColumns; mediaIds?: (number | null)[] }
  /** The table's rows are in `parts` parts beside the row (repos/importParts.ts); `table.rows` is empty. */
  | { kind: 'table'; table: Table; parts: number; mapping?: { deckName: string; term: string; definition: string; fieldsContainHtml?: boolean } }
  /** A backup's plan, in parts beside the row (restoreParts.ts). */
  | { kind: 'restoreParts'; plan: RestoreInParts };

/** Whose import a cache row is, and when it was made. */
export interface CacheOwner {
  userId: number;
  type: ImportType;
  now: number;
}

/** Stores a preview's serialised `CachedImport` under its id. */
export async function writeImportCache(db: Db, owner: CacheOwner, id: string, payload: string): Promise<void> {
  // Expired rows go on every new import too, so the table stays small even without the timer.
  await sweepExpiredImports(db, owner.now);
  await insertImportCache(db, { id, userId: owner.userId, type: owner.type, payload, now: owner.now, ttlMs: IMPORT_CACHE_TTL_MS });
}

/** A draft as the cache row holds it: its cards by field. */
export function cachedDraft(draft: ImportDraft, mediaIds?: (number | null)[]): CachedImport {
  return { kind: 'draft', draft: { ...draft, cards: [] }, mediaIds, cards: cardsToColumns(draft.cards) };
}

/** The draft a cache row holds, its cards as objects again. */
export function draftOfCache(cached: Extract<CachedImport, { kind: 'draft' }>): ImportDraft {
  return { ...cached.draft, cards: cardsFromColumns(cached.cards) };
}
