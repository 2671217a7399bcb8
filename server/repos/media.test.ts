import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { makeTestDb } from '../test/harness.js';
import { sha256Hex } from '../domain/sha256.js';
import { copyImportMedia, findOwnedMedia, MEDIA_PUBLIC_ID, mediaUrl, mediaUrlsFor, readMediaSlice, saveMedia, saveMediaBatch } from './media.js';

describe('media repo', () => {
  let db: Db;
  beforeEach(async () => {
    db = await makeTestDb();
  });
  afterEach(async () => {
    await db.destroy();
  });

  async function addUser(email: string): Promise<number> {
    const row = await db.insertInto('users').values({ email, password_hash: 'x', created_at: 0 }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  it('stores the same bytes once per user and keeps users apart', async () => {
    const alice = await addUser('alice@example.com');
    const bob = await addUser('bob@example.com');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const first = await saveMedia(db, alice, png, 'image/png', 1);
    expect(await saveMedia(db, alice, png.slice(), 'image/png', 2)).toBe(first);
    const bobs = await saveMedia(db, bob, png, 'image/png', 3);
    expect(bobs).not.toBe(first);

    const stored = await findOwnedMedia(db, alice, first);
    expect(stored?.mime).toBe('image/png');
    expect(stored?.size).toBe(7);
    expect(new Uint8Array(stored!.bytes)).toEqual(png);
    expect(await findOwnedMedia(db, bob, first)).toBeUndefined();
  });

  it('maps public ids to their URL', () => {
    expect(mediaUrl('AAAAAAAAAAAAAAAAAAAAAA')).toBe('/api/media/AAAAAAAAAAAAAAAAAAAAAA');
    expect(mediaUrl(null)).toBeNull();
  });

  it('gives every file a random 128-bit public id and builds URLs from it, never from the row id', async () => {
    const alice = await addUser('alice@example.com');
    const one = await saveMedia(db, alice, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1]), 'image/png', 1);
    const [two, three] = await saveMediaBatch(db, alice, [2, 3].map((tag) => { const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, tag]); return { sha256: sha256Hex(bytes), mime: 'image/png', bytes }; }), 1);
    const rows = await db.selectFrom('media').select(['id', 'public_id']).where('user_id', '=', alice).orderBy('id').execute();
    expect(rows.map((row) => row.id)).toEqual([one, two, three]);
    for (const row of rows) expect(row.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(rows.map((row) => row.public_id)).size).toBe(3);
    const urlOf = await mediaUrlsFor(db, [{ term_image_id: one, definition_audio_id: three }, { definition_image_id: 999_999 }]);
    expect(urlOf(one)).toBe(`/api/media/${rows[0].public_id}`);
    expect(urlOf(three)).toBe(`/api/media/${rows[2].public_id}`);
    // A card pointing at a file that is gone gets no URL; none stays none.
    expect(urlOf(999_999)).toBeNull();
    expect(urlOf(null)).toBeNull();
  });

  it('gives files copied by the legacy confirm path (INSERT … SELECT) a random public id made in the database', async () => {
    const alice = await addUser('alice@example.com');
    await db.insertInto('import_cache').values({ id: 'legacy', user_id: alice, type: 'anki', payload: '{}', created_at: 1, expires_at: 2 }).execute();
    const files = [1, 2].map((tag) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, tag]));
    for (const [idx, bytes] of files.entries()) {
      await db.insertInto('import_media').values({ import_id: 'legacy', idx, sha256: sha256Hex(bytes), mime: 'image/png', bytes: Buffer.from(bytes) }).execute();
    }
    const ids = await copyImportMedia(db, alice, 'legacy', files.map((bytes, idx) => ({ idx, sha256: sha256Hex(bytes) })), 3);
    const rows = await db.selectFrom('media').select('public_id').where('id', 'in', ids).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.public_id).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[0].public_id).not.toBe(rows[1].public_id);
    for (const row of rows) expect(MEDIA_PUBLIC_ID.test(row.public_id!)).toBe(true);
  });

  it('reads a file in slices inside the database, only for its owner', async () => {
    const alice = await addUser('alice@example.com');
    const bob = await addUser('bob@example.com');
    const bytes = new Uint8Array(3000).map((_, i) => i % 251);
    const id = await saveMedia(db, alice, bytes, 'image/png', 1);
    expect(new Uint8Array((await readMediaSlice(db, alice, id, 0, 10))!)).toEqual(bytes.slice(0, 10));
    expect(new Uint8Array((await readMediaSlice(db, alice, id, 2990, 100))!)).toEqual(bytes.slice(2990));
    expect((await readMediaSlice(db, alice, id, 3000, 10))!.length).toBe(0);
    expect(await readMediaSlice(db, bob, id, 0, 10)).toBeUndefined();
  });

  it('stores a batch in one go: known files answer their ids, duplicates one id, order kept', async () => {
    const alice = await addUser('alice@example.com');
    const bob = await addUser('bob@example.com');
    const file = (tag: number, size = 7) => {
      const bytes = new Uint8Array(size);
      bytes.set([0x89, 0x50, 0x4e, 0x47]);
      bytes[4] = tag & 0xff;
      bytes[5] = tag >> 8;
      return { sha256: sha256Hex(bytes), mime: 'image/png', bytes };
    };
    const known = await saveMedia(db, alice, file(1).bytes, 'image/png', 1);
    const bobs = await saveMedia(db, bob, file(2).bytes, 'image/png', 1);
    // 1,200 new files (more than one statement), one already stored, one twice.
    const batch = [file(1), file(2), file(2), ...Array.from({ length: 1_200 }, (_, i) => file(i + 10))];
    const ids = await saveMediaBatch(db, alice, batch, 5);
    expect(ids).toHaveLength(batch.length);
    expect(ids[0]).toBe(known);
    expect(ids[1]).toBe(ids[2]);
    expect(ids[1]).not.toBe(bobs);
    expect(new Set(ids).size).toBe(1 + 1 + 1_200);
    const stored = await findOwnedMedia(db, alice, ids[500]);
    expect(new Uint8Array(stored!.bytes)).toEqual(batch[500].bytes);
    expect(stored?.sha256).toBe(batch[500].sha256);
    // The same batch again stores nothing new.
    expect(await saveMediaBatch(db, alice, batch, 6)).toEqual(ids);
    const count = await db.selectFrom('media').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', alice).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1 + 1 + 1_200);
  });
});
