import { IMPORT_CACHE_TTL_MS } from '../../shared/constants.js';
import type { ImportType } from '../../shared/schemas/imports.js';
import type { Db } from '../db.js';
import type { ImportDraft } from '../domain/import/preview.js';
import type { Table } from '../domain/import/tabular.js';
import type { RestoreInParts } from './restoreParts.js';
import { insertImportCache, sweepExpiredImports } from '../repos/importCache.js';
import { deleteImportParts, insertImportPartPayload, readImportPartPayload } from '../repos/importParts.js';
import { pause } from './chunks.js';
import { cardsFromColumns, cardsToColumns, type CardColumns } from './cachedCards.js';

// The draft cache: what a preview leaves for its confirm, one `import_cache` row per import
// (user-scoped, IMPORT_CACHE_TTL_MS; the repo is server/repos/importCache.ts). The row is written
// by the import worker, through the ImportStore of the app's database (workers/importStore.ts).
// These are the only shapes a row has: rows of earlier shapes were cleared by migration 0021.

/**
 * A table's mapping as the preview chose it: a term and a definition column, or (`noteTypeId`)
 * a note type's fields and a tags column (docs/imports.md).
 */
export interface TableMapping {
  deckName: string;
  term: string;
  definition: string;
  fieldsContainHtml?: boolean;
  noteTypeId?: number;
  fieldMapping?: Record<string, string>;
  tagsColumn?: string | null;
}

/** What the cache row holds: a ready draft (Anki, Quizlet), a CSV table awaiting its mapping, or a backup. */
export type CachedImport =
  /**
   * `cards`: the draft's cards by field (cachedCards.ts), `draft.cards` then empty.
   * `mediaIds[i]`: the media row of `draft.media[i]`, stored at preview (absent: no files).
   */
  | {
      kind: 'draft';
      draft: ImportDraft;
      mediaIds?: (number | null)[];
      /** Absent while the cards are in parts beside the row (`cardParts`). */
      cards?: CardColumns;
      /** The cards' JSON is in that many parts beside the row (`writeDraftInParts`). */
      cardParts?: number;
    }
  /** The table's rows are in `parts` parts beside the row (repos/importParts.ts); `table.rows` is empty. */
  | { kind: 'table'; table: Table; parts: number; mapping?: TableMapping }
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

export type CachedDraft = Extract<CachedImport, { kind: 'draft' }>;

/** A draft as the cache row holds it: its cards by field. */
export function cachedDraft(draft: ImportDraft, mediaIds?: (number | null)[]): CachedDraft {
  return { kind: 'draft', draft: { ...draft, cards: [] }, mediaIds, cards: cardsToColumns(draft.cards) };
}


/** The fewest characters of a draft's cards per part, and the most parts (repos/importParts.ts deletes up to 21). */
export const DRAFT_PART_CHARS = 1_000_000;
const DRAFT_MAX_PARTS = 20;

/**
 * Stores a draft with its cards' JSON beside the row in parts of at least `partChars`
 * characters, each its own short write with a pause after it (issue 49). Written as one row,
 * the cards of a package just under the output budget (~45 million characters) held SQLite's
 * write lock for seconds, and every request of every user waited behind the first write that
 * queued for it (the app's connection runs one statement at a time). Parts written before a
 * failure go with it.
 */
export async function writeDraftInParts(db: Db, owner: CacheOwner, id: string, cached: CachedDraft, { pauseMs = 0, partChars = DRAFT_PART_CHARS } = {}): Promise<void> {
  const text = JSON.stringify(cached.cards ?? null);
  const size = Math.max(partChars, Math.ceil(text.length / DRAFT_MAX_PARTS));
  const partOwner = { importId: id, userId: owner.userId, now: owner.now, ttlMs: IMPORT_CACHE_TTL_MS };
  let parts = 0;
  try {
    for (let at = 0; at < text.length; ) {
      let end = Math.min(text.length, at + size);
      // Never between the two halves of a surrogate pair: a lone half is not valid UTF-8 text.
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end += 1;
      await insertImportPartPayload(db, partOwner, parts++, text.slice(at, end));
      at = end;
      if (pauseMs) await pause(pauseMs);
    }
    await writeImportCache(db, owner, id, JSON.stringify({ ...cached, cards: undefined, cardParts: parts }));
  } catch (error) {
    await deleteImportParts(db, owner.userId, id, parts).catch(() => undefined);
    throw error;
  }
}

/** A draft row's cards read back from its parts (`writeDraftInParts`); null when a part is gone. */
export async function withDraftParts(db: Db, userId: number, id: string, cached: CachedDraft, now: number): Promise<CachedDraft | null> {
  if (!cached.cardParts) return cached;
  const texts: string[] = [];
  for (let part = 0; part < cached.cardParts; part++) {
    const text = await readImportPartPayload(db, userId, id, part, now);
    if (text === null) return null;
    texts.push(text);
  }
  return { ...cached, cards: JSON.parse(texts.join('')) as CardColumns, cardParts: undefined };
}

/** The draft a cache row holds, its cards as objects again (read back from their parts first: `withDraftParts`). */
export function draftOfCache(cached: Extract<CachedImport, { kind: 'draft' }>): ImportDraft {
  if (!cached.cards) throw new Error('A draft whose cards are in parts must be read with withDraftParts first.');
  return { ...cached.draft, cards: cardsFromColumns(cached.cards) };
}
