import { IMPORT_MAX_CARDS } from '../../shared/constants.js';
import { ROWS_PER_PART, padRows } from '../domain/import/tabularStream.js';
import type { Db } from '../db.js';

// A CSV or XLSX import's data rows beside its cache row, in parts of a few thousand rows, each an
// import_cache row of its own (id `<import id>.<n>`, type PART_TYPE, the same owner and expiry;
// issue 31). The table is written as it is read and read back a part at a time: no step holds
// the rows as one JSON text (a 100 MB CSV's was 100 MB, copied three times by each read and
// write). The sweeper removes expired parts with their import; confirm and delete remove them
// at once.

export const PART_TYPE = 'table-part';

const partId = (importId: string, part: number) => `${importId}.${part}`;

/** Every part an import can have at most (the card limit in parts, and one for the header's). */
const MAX_PARTS = Math.ceil(IMPORT_MAX_CARDS / ROWS_PER_PART) + 1;

export interface PartOwner {
  importId: string;
  userId: number;
  now: number;
  ttlMs: number;
}

export async function insertImportPart(db: Db, owner: PartOwner, part: number, rows: string[][]): Promise<void> {
  await insertImportPartPayload(db, owner, part, JSON.stringify(rows));
}

/** One part of any import (a table's rows, a backup's cards, logs or file: server/imports/restoreParts.ts). */
export async function insertImportPartPayload(db: Db, owner: PartOwner, part: number, payload: string): Promise<void> {
  await db
    .insertInto('import_cache')
    .values({
      id: partId(owner.importId, part),
      user_id: owner.userId,
      type: PART_TYPE,
      payload,
      created_at: owner.now,
      expires_at: owner.now + owner.ttlMs,
    })
    .execute();
}

/** One unexpired part's payload, or null when it is gone. */
export async function readImportPartPayload(db: Db, userId: number, importId: string, part: number, now: number): Promise<string | null> {
  const row = await db
    .selectFrom('import_cache')
    .select('payload')
    .where('id', '=', partId(importId, part))
    .where('user_id', '=', userId)
    .where('type', '=', PART_TYPE)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.payload ?? null;
}

/**
 * Writes the rows `read` hands on, part by part, and answers what `read` answers with the count
 * of parts. If reading fails, the parts already written go.
 */
export async function storeInParts<T>(
  db: Db,
  owner: PartOwner,
  read: (onPart: (rows: string[][]) => Promise<void>) => Promise<T>,
): Promise<{ head: T; parts: number }> {
  let parts = 0;
  try {
    const head = await read((rows) => insertImportPart(db, owner, parts++, rows));
    return { head, parts };
  } catch (error) {
    await deleteImportParts(db, owner.userId, owner.importId, parts).catch(() => undefined);
    throw error;
  }
}

/** The unexpired rows of an import's parts, in order, each as wide as the headers. */
export async function readImportParts(db: Db, userId: number, importId: string, parts: number, width: number, now: number): Promise<string[][] | null> {
  const rows: string[][] = [];
  for (let part = 0; part < parts; part++) {
    const payload = await readImportPartPayload(db, userId, importId, part, now);
    // A part gone (expired between two reads) makes the import gone, as its row would.
    if (payload === null) return null;
    for (const cells of padRows(JSON.parse(payload) as string[][], width)) rows.push(cells);
  }
  return rows;
}

/** The same rows a part at a time; throws `gone()` when a part is gone. */
export async function* importPartRows(db: Db, userId: number, importId: string, parts: number, width: number, now: number, gone: () => Error): AsyncGenerator<string[][]> {
  for (let part = 0; part < parts; part++) {
    const payload = await readImportPartPayload(db, userId, importId, part, now);
    if (payload === null) throw gone();
    yield padRows(JSON.parse(payload) as string[][], width);
  }
}

/** Removes an import's parts (all it can have, when the count is not known). */
export async function deleteImportParts(db: Db, userId: number, importId: string, parts = MAX_PARTS): Promise<void> {
  if (parts <= 0) return;
  // A backup's parts can number thousands: a bounded list of ids per statement.
  for (let first = 0; first < parts; first += 1_000) {
    const ids = Array.from({ length: Math.min(1_000, parts - first) }, (_, at) => partId(importId, first + at));
    await db.deleteFrom('import_cache').where('user_id', '=', userId).where('type', '=', PART_TYPE).where('id', 'in', ids).execute();
  }
}
