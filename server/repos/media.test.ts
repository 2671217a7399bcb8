import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { makeTestDb } from '../test/harness.js';
import { findOwnedMedia, mediaUrl, saveMedia } from './media.js';

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

  it('maps ids to their URL', () => {
    expect(mediaUrl(12)).toBe('/api/media/12');
    expect(mediaUrl(null)).toBeNull();
  });
});
