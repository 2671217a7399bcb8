import { jsonSetText } from '../db/dialect.js';
import type { Db } from '../db.js';

// Parsed imports waiting for confirm (DESIGN §6): one row per temporaryImportId, always read
// through the owning user's id, so another user's id behaves exactly like a missing one.

export interface ImportCacheRow {
  id: string;
  type: string;
  payload: string;
}

export async function insertImportCache(
  db: Db,
  row: { id: string; userId: number; type: string; payload: string; now: number; ttlMs: number },
): Promise<void> {
  await db
    .insertInto('import_cache')
    .values({ id: row.id, user_id: row.userId, type: row.type, payload: row.payload, created_at: row.now, expires_at: row.now + row.ttlMs })
    .execute();
}

/** The user's unexpired import of that type, if any. */
export function findImportCache(db: Db, userId: number, id: string, type: string, now: number): Promise<ImportCacheRow | undefined> {
  return db
    .selectFrom('import_cache')
    .select(['id', 'type', 'payload'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Sets one top-level key of the cached JSON in place: the database rewrites the row without the
 * app re-serialising a payload that can hold 100,000 rows.
 */
export async function setImportCacheField(db: Db, userId: number, id: string, key: string, value: unknown): Promise<void> {
  await db
    .updateTable('import_cache')
    .set({ payload: jsonSetText(db, 'payload', key, value) })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/** True when a row was removed. */
export async function deleteImportCache(db: Db, userId: number, id: string, type: string): Promise<boolean> {
  const result = await db
    .deleteFrom('import_cache')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes every expired import (index import_cache_expires); returns how many. */
export async function sweepExpiredImports(db: Db, now: Date | number): Promise<number> {
  const at = typeof now === 'number' ? now : now.getTime();
  const result = await db.deleteFrom('import_cache').where('expires_at', '<=', at).executeTakeFirst();
  return Number(result.numDeletedRows);
}
