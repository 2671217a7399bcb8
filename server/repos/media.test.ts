import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { makeTestDb } from '../test/harness.js';
import { sha256Hex } from '../domain/sha256.js';
import {
  deleteUnreferencedMedia,
  findOwnedMedia,
  MEDIA_CHUNK_BYTES,
  MEDIA_PUBLIC_ID,
  mediaUrl,
  mediaUrlsFor,
  readMediaBytes,
  readMediaSlice,
  saveMedia,
  saveMediaBatch,
} from './media.js';

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

  // Migration 0015, docs/media.md "Storage in chunks".
  describe('bytes in chunk rows', () => {
    const C = MEDIA_CHUNK_BYTES;
    /** A file of `size` bytes that differ from chunk to chunk (a misplaced chunk shows). */
    const fileOf = (size: number, tag: number) => {
      const bytes = Buffer.alloc(size);
      for (let i = 0; i < size; i++) bytes[i] = (i * 7 + Math.floor(i / C) * 13 + tag) % 251;
      return bytes;
    };
    /** Byte-for-byte (toEqual walks a large array element by element, for seconds). */
    const same = (got: Buffer | undefined, want: Buffer) => got !== undefined && got.equals(want);
    const chunkSizes = async (id: number) => (await db.selectFrom('media_chunks').select(['idx', sql<number>`length(bytes)`.as('n')]).where('media_id', '=', id).orderBy('idx').execute()).map((row) => [row.idx, Number(row.n)]);

    it('stores a file as chunks of MEDIA_CHUNK_BYTES (the last one shorter) and leaves media.bytes empty', async () => {
      const alice = await addUser('alice@example.com');
      const bytes = fileOf(2 * C + 5, 1);
      const id = await saveMedia(db, alice, bytes, 'image/png', 1);
      expect(await chunkSizes(id)).toEqual([[0, C], [1, C], [2, 5]]);
      const row = await db.selectFrom('media').select(['size', sql<number>`length(bytes)`.as('stored')]).where('id', '=', id).executeTakeFirstOrThrow();
      expect([Number(row.size), Number(row.stored)]).toEqual([2 * C + 5, 0]);
      expect(same(await readMediaBytes(db, alice, id), bytes)).toBe(true);
      // An empty file has no chunk and reads as empty.
      const empty = await saveMedia(db, alice, new Uint8Array(0), 'image/png', 1);
      expect(await chunkSizes(empty)).toEqual([]);
      expect((await readMediaBytes(db, alice, empty))!.length).toBe(0);
    });

    it('reads slices across chunk boundaries, only for the owner', async () => {
      const alice = await addUser('alice@example.com');
      const bob = await addUser('bob@example.com');
      const size = 3 * C + 100;
      const bytes = fileOf(size, 2);
      const id = await saveMedia(db, alice, bytes, 'image/png', 1);
      for (const [start, length] of [[0, C], [C - 3, 10], [C, C], [10, 2 * C + 50], [3 * C, 100], [3 * C + 90, 500], [0, size]]) {
        expect(same(await readMediaSlice(db, alice, id, start, length), bytes.subarray(start, start + length)), `${start}+${length}`).toBe(true);
      }
      expect((await readMediaSlice(db, alice, id, size, 10))!.length).toBe(0);
      expect(await readMediaSlice(db, bob, id, 0, 10)).toBeUndefined();
      expect(await readMediaBytes(db, bob, id)).toBeUndefined();
    });

    it('reads a whole chunk row as stored, cutting inside the database only at a slice\'s ends', async () => {
      // Streaming a file reads it a whole chunk row at a time: a `substr` there copied each 256 KB
      // once more on the main thread (issue 49: eight parallel readers held other requests).
      const alice = await addUser('alice@example.com');
      const bytes = fileOf(2 * C + 7, 5);
      const id = await saveMedia(db, alice, bytes, 'image/png', 1);
      const cuts: boolean[] = [];
      const watched = db.withPlugin({
        transformQuery: (args) => {
          if (JSON.stringify(args.node).includes('media_chunks')) cuts.push(JSON.stringify(args.node).includes('substr'));
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      expect(same(await readMediaSlice(watched, alice, id, C, C), bytes.subarray(C, 2 * C))).toBe(true);
      expect(cuts).toEqual([false]);
      cuts.length = 0;
      expect(same(await readMediaSlice(watched, alice, id, C - 2, C + 4), bytes.subarray(C - 2, 2 * C + 2))).toBe(true);
      expect(cuts).toEqual([true, false, true]);
    });

    it('writes the chunks of a batch, and deletes them with the file', async () => {
      const alice = await addUser('alice@example.com');
      const big = fileOf(C + 1, 3);
      const small = fileOf(100, 4);
      const [bigId, smallId] = await saveMediaBatch(db, alice, [big, small].map((bytes) => ({ sha256: sha256Hex(bytes), mime: 'image/png', bytes })), 1);
      expect(await chunkSizes(bigId)).toEqual([[0, C], [1, 1]]);
      expect(same(await readMediaBytes(db, alice, smallId), small)).toBe(true);

      expect(await deleteUnreferencedMedia(db, alice, [bigId])).toBe(1);
      expect(await chunkSizes(bigId)).toEqual([]);
      expect(await chunkSizes(smallId)).toEqual([[0, 100]]);
    });
  });
});
