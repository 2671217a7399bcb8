import { createHash } from 'node:crypto';
import type { Db } from '../db.js';

// Media rows (DESIGN §12, migration 0007): content-addressed per user. The importer, the card
// form, exports and backups all store and read media through here.

export interface StoredMedia {
  id: number;
  mime: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

/** The URL a card object carries for a media id (null stays null). */
export function mediaUrl(id: number | null | undefined): string | null {
  return id == null ? null : `/api/media/${id}`;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Stores bytes for a user and answers their media id; the same bytes stored again (by any
 * import or form) answer the existing row. `mime` must already be sniffed from the bytes.
 */
export async function saveMedia(db: Db, userId: number, bytes: Uint8Array, mime: string, now: number): Promise<number> {
  const sha256 = sha256Hex(bytes);
  const existing = await db.selectFrom('media').select('id').where('user_id', '=', userId).where('sha256', '=', sha256).executeTakeFirst();
  if (existing) return existing.id;
  const inserted = await db
    .insertInto('media')
    .values({ user_id: userId, sha256, mime, size: bytes.byteLength, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'sha256']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  // Lost a race with another writer of the same file: theirs is ours.
  const row = await db.selectFrom('media').select('id').where('user_id', '=', userId).where('sha256', '=', sha256).executeTakeFirstOrThrow();
  return row.id;
}

/** One media file of its owner; undefined for another user's id (the route answers 404). */
export function findOwnedMedia(db: Db, userId: number, id: number): Promise<StoredMedia | undefined> {
  return db
    .selectFrom('media')
    .select(['id', 'mime', 'size', 'sha256', 'bytes'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A media file's type and size without its bytes (checking an id a card form sends). */
export function findOwnedMediaInfo(db: Db, userId: number, id: number): Promise<{ id: number; mime: string; size: number; sha256: string } | undefined> {
  return db.selectFrom('media').select(['id', 'mime', 'size', 'sha256']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}
