import { IMPORT_CACHE_TTL_MS } from '../../shared/constants.js';
import type { ImportType } from '../../shared/schemas/imports.js';
import type { Db } from '../db.js';
import type { RestorePlan } from '../domain/import/cardcade.js';
import type { ImportDraft } from '../domain/import/preview.js';
import type { Table } from '../domain/import/tabular.js';
import type { RestoreInParts } from './restoreParts.js';
import { insertImportCache, sweepExpiredImports } from '../repos/importCache.js';
import { cardsFromColumns, cardsToColumns, type CardColumns } from './cachedCards.js';

// The draft cache: what a preview leaves for its confirm, one `import_cache` row per import
// (user-scoped, IMPORT_CACHE_TTL_MS; the repo is server/repos/importCache.ts). The row is written
// by the import worker for a database file, or by the main thread for ':memory:', which a
// worker cannot open; both go through `writeImportCache`.

/** What the cache row holds: a ready draft (Anki, Quizlet), a CSV table awaiting its mapping, or a backup. */
export type CachedImport =
  /**
   * `mediaIds[i]`: the media row of `draft.media[i]`, stored at preview (absent: older drafts).
   * `cards`: the draft's cards by field (cachedCards.ts), `draft.cards` then empty; drafts cached
   * before hold them in `draft.cards`.
   */
  | { kind: 'draft'; draft: ImportDraft; mediaIds?: (number | null)[]; cards?: CardColumns }
  /** `parts`: the table's rows are in that many parts beside the row (repos/importParts.ts), not inline. */
  | { kind: 'table'; table: Table; mapping?: { deckName: string; term: string; definition: string; fieldsContainHtml?: boolean }; parts?: number }
  /** A backup held whole (':memory:', and rows cached before parts)… */
  | { kind: 'restore'; plan: RestorePlan }
  /** …or in parts beside the row (restoreParts.ts). */
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

/** The draft a cache row holds, its cards as objects again (or as an older row held them). */
export function draftOfCache(cached: Extract<CachedImport, { kind: 'draft' }>): ImportDraft {
  return cached.cards ? { ...cached.draft, cards: cardsFromColumns(cached.cards) } : cached.draft;
}
