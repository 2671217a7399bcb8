import { jsonSetText } from '../db/dialect.js';
import type { Db } from '../db.js';

// Parsed imports waiting for confirm (docs/imports.md): one row per temporaryImportId, always read
// through the owning user's id, so another user's id behaves exactly like a missing one.

export interface ImportCacheRow {
  id: string;
  type: string;
  payload: string;
  /** The confirm's answer (JSON) once confirmed. */
  result: string | null;
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

/** The user's unexpired import of that type, if any, confirmed or not. */
export function findImportCache(db: Db, userId: number, id: string, type: string, now: number): Promise<ImportCacheRow | undefined> {
  return db
    .selectFrom('import_cache')
    .select(['id', 'type', 'payload', 'result'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Marks the import confirmed: keeps the answer for a retry (docs/security.md) until `expiresAt`, and
 * drops the payload, which is no longer needed. Only an unconfirmed row changes (true if one did).
 */
export async function storeImportResult(db: Db, userId: number, id: string, result: string, expiresAt: number): Promise<boolean> {
  const updated = await db
    .updateTable('import_cache')
    .set({ result, payload: '', expires_at: expiresAt })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('result', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
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
    .where('result', 'is', null)
    .execute();
}

/** True when a row was removed. A confirmed import is not there any more for the user. */
export async function deleteImportCache(db: Db, userId: number, id: string, type: string): Promise<boolean> {
  const result = await db
    .deleteFrom('import_cache')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('result', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes every expired import (index import_cache_expires); returns how many. */
export async function sweepExpiredImports(db: Db, now: Date | number): Promise<number> {
  const at = typeof now === 'number' ? now : now.getTime();
  const result = await db.deleteFrom('import_cache').where('expires_at', '<=', at).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The user's imports of a type not confirmed yet (or the one `importId` names), with their payloads. */
export function pendingImportsOfType(db: Db, userId: number, type: string, importId?: string) {
  let query = db.selectFrom('import_cache').select(['id', 'payload']).where('user_id', '=', userId).where('type', '=', type).where('result', 'is', null);
  if (importId !== undefined) query = query.where('id', '=', importId);
  return query.execute();
}
