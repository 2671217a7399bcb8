import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Migrator, sql, type KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { migrateToLatest } from '../db.js';
import { ONE_PIXEL_PNG } from '../domain/import/mediaBytes.js';
import { MEDIA_CHUNK_BYTES, readMediaBytes, saveMedia } from '../repos/media.js';
import { makeEmptyTestDb, makeTestApp, makeTestDb } from '../test/harness.js';
import { migrationProvider } from '../../migrations/index.js';
import { MEDIA_CHUNK_MAX } from './media.js';

// Security issue #31 (4, 5), docs/security.md, docs/media.md "Serving": media are streamed a slice at a
// time and Range requests answered; URLs carry a random public id that cannot be walked; logout
// tells the browser to drop its cache and storage. On both databases.

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

const XSRF = 'serving-test-xsrf';
let counter = 0;

/** A new account through the real signup: its cookie and its user id. */
async function signup(app: FastifyInstance, db: Db) {
  const email = `serving${++counter}-${Date.now()}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
    payload: { email, password: 'correct horse battery' },
  });
  expect(res.statusCode).toBe(201);
  const cookie = `XSRF-TOKEN=${XSRF}; cardcade_session=${res.cookies.find((c) => c.name === 'cardcade_session')?.value}`;
  const { id } = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { cookie, userId: id };
}

/** Stores bytes as the user's file and answers its URL, as a card object would carry it. */
async function store(db: Db, userId: number, bytes: Uint8Array): Promise<string> {
  const id = await saveMedia(db, userId, bytes, 'image/png', Date.now());
  const { public_id } = await db.selectFrom('media').select('public_id').where('id', '=', id).executeTakeFirstOrThrow();
  return `/api/media/${public_id}`;
}

/** A PNG signature followed by zeros: the hostile "image", at any size. */
function zerosPng(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from(ONE_PIXEL_PNG).copy(bytes, 0, 0, 8);
  // Not all zeros, so a wrong offset shows.
  for (let at = 8; at < size; at += 4099) bytes[at] = at % 251;
  return bytes;
}

/** Every Buffer any query answered (a plugin on the app's database): what the server selected. */
function recordBuffers(db: Db): { db: Db; sizes: number[] } {
  const sizes: number[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      for (const row of args.result.rows as Record<string, unknown>[]) for (const value of Object.values(row)) if (Buffer.isBuffer(value) || value instanceof Uint8Array) sizes.push(value.byteLength);
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), sizes };
}

describe('GET /api/media/{publicId}: streamed, with Range', { timeout: 120_000 }, () => {
  it('streams a 40 MB file in slices: no query answers more than one slice, the bytes arrive whole', async () => {
    const recorded = recordBuffers(await makeTestDb());
    const { app, db } = await makeTestApp({ db: recorded.db });
    apps.push(app);
    const { cookie, userId } = await signup(app, db);
    const size = 40 * 1024 * 1024;
    let big: Buffer | null = zerosPng(size);
    const digest = createHash('sha256').update(big).digest('hex');
    const url = await store(db, userId, big);
    big = null;
    recorded.sizes.length = 0;

    const res = await app.inject({ method: 'GET', url, headers: { cookie }, payloadAsStream: true });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'image/png', 'content-length': String(size), 'accept-ranges': 'bytes', etag: `"${digest}"` });
    const hash = createHash('sha256');
    let received = 0;
    for await (const chunk of res.stream()) {
      hash.update(chunk as Buffer);
      received += (chunk as Buffer).length;
    }
    expect(received).toBe(size);
    expect(hash.digest('hex')).toBe(digest);
    // The file was read a slice at a time inside the database: never selected whole.
    expect(recorded.sizes.length).toBeGreaterThanOrEqual(size / MEDIA_CHUNK_MAX);
    expect(Math.max(...recorded.sizes)).toBeLessThanOrEqual(MEDIA_CHUNK_MAX);
    expect(recorded.sizes.reduce((sum, n) => sum + n, 0)).toBe(size);
  });

  it('answers one range 206 with Content-Range, a range past the end 416, and several ranges with the whole file', async () => {
    const { app, db } = await makeTestApp();
    apps.push(app);
    const { cookie, userId } = await signup(app, db);
    const size = 3 * 1024 * 1024 + 17;
    const bytes = zerosPng(size);
    const url = await store(db, userId, bytes);
    const get = (headers: Record<string, string>) => app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=1000000-2999999', 1_000_000, 2_999_999],
      [`bytes=${size - 10}-`, size - 10, size - 1],
      ['bytes=-5000', size - 5000, size - 1],
      ['bytes=100-999999999', 100, size - 1],
    ] as const) {
      const res = await get({ range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers['content-length'], range).toBe(String(end - start + 1));
      // A piece from the middle is still sniffed from the file's start, never from the piece.
      expect(res.headers['content-type'], range).toBe('image/png');
      expect(res.rawPayload.equals(bytes.subarray(start, end + 1)), range).toBe(true);
    }

    for (const range of [`bytes=${size}-`, 'bytes=-0']) {
      const res = await get({ range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${size}`);
      expect(res.rawPayload.length).toBe(0);
    }

    // Several ranges, another unit, a malformed one, an If-Range of other bytes: the whole file.
    for (const headers of [{ range: 'bytes=0-9,20-29' }, { range: 'items=0-9' }, { range: 'bytes=9-0' }, { range: 'bytes=0-9', 'if-range': '"other"' }] as Record<string, string>[]) {
      const res = await get(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.rawPayload.equals(bytes), JSON.stringify(headers)).toBe(true);
    }
    const etag = (await get({})).headers.etag as string;
    expect((await get({ range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);

    // Another user's range request is the same 404 as any other.
    const bob = await signup(app, db);
    expect((await app.inject({ method: 'GET', url, headers: { cookie: bob.cookie, range: 'bytes=0-9' } })).statusCode).toBe(404);
  });

  it('serves only public ids: row ids, neighbours and guesses are 404 even for the owner', async () => {
    const { app, db } = await makeTestApp();
    apps.push(app);
    const { cookie, userId } = await signup(app, db);
    const urls = [];
    for (let i = 0; i < 5; i++) urls.push(await store(db, userId, zerosPng(100 + i)));
    const rows = await db.selectFrom('media').select(['id', 'public_id']).where('user_id', '=', userId).orderBy('id').execute();
    // Consecutive rows, unrelated URLs.
    expect(new Set(urls).size).toBe(5);
    for (const url of urls) expect((await app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(200);
    for (const row of rows) expect((await app.inject({ method: 'GET', url: `/api/media/${row.id}`, headers: { cookie } })).statusCode).toBe(404);
    const flipped = urls[0].slice(0, -1) + (urls[0].endsWith('A') ? 'B' : 'A');
    expect((await app.inject({ method: 'GET', url: flipped, headers: { cookie } })).statusCode).toBe(404);
  });
});

describe('logout and the shared browser', { timeout: 60_000 }, () => {
  it('REST and tRPC logout answer Clear-Site-Data: "cache", "storage"', async () => {
    const { app, db } = await makeTestApp();
    apps.push(app);
    for (const url of ['/api/auth/logout', '/api/trpc/auth.logout']) {
      const { cookie } = await signup(app, db);
      const res = await app.inject({ method: 'POST', url, headers: { cookie, 'x-xsrf-token': XSRF, 'content-type': 'application/json' }, payload: '{}' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['clear-site-data'], url).toBe('"cache", "storage"');
      // The session is over: the next request is logged out.
      expect((await app.inject({ method: 'GET', url: '/api/decks', headers: { cookie } })).statusCode, url).toBe(401);
    }
    // Nothing else clears the browser: a login does not.
    const login = await app.inject({ method: 'GET', url: '/api/trpc/auth.me', headers: { cookie: (await signup(app, db)).cookie } });
    expect(login.headers['clear-site-data']).toBeUndefined();
  });
});

describe('migration 0013_media_public_id', { timeout: 60_000 }, () => {
  it('gives every existing file its own random public id and keeps them unique', async () => {
    const db = await makeEmptyTestDb();
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0010_import_media')).error).toBeUndefined();
    const { id: userId } = await db.insertInto('users').values({ email: 'old@example.com', password_hash: 'x', created_at: 1 }).returning('id').executeTakeFirstOrThrow();
    for (let i = 0; i < 1_200; i++) {
      await (db as unknown as Db)
        .insertInto('media')
        // Before 0011 the column did not exist.
        .values({ user_id: userId, sha256: `${i}`.padStart(64, '0'), mime: 'image/png', size: 1, bytes: Buffer.from([i & 0xff]), created_at: 1 } as never)
        .execute();
    }
    await migrateToLatest(db);
    const rows = await db.selectFrom('media').select(['id', 'public_id']).execute();
    expect(rows).toHaveLength(1_200);
    for (const row of rows) expect(row.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(rows.map((row) => row.public_id)).size).toBe(1_200);
    await expect(db.updateTable('media').set({ public_id: rows[0].public_id! }).where('id', '=', rows[1].id).execute()).rejects.toThrow();
    expect((await migrator.migrateTo('0010_import_media')).error).toBeUndefined();
    await db.destroy();
  });
});


describe('migration 0015_media_chunks', { timeout: 60_000 }, () => {
  it('moves every existing file into chunk rows (bytes as they were, media.bytes emptied), and back down', async () => {
    const db = await makeEmptyTestDb();
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0014_keyset_paging')).error).toBeUndefined();
    const { id: userId } = await db.insertInto('users').values({ email: 'old@example.com', password_hash: 'x', created_at: 1 }).returning('id').executeTakeFirstOrThrow();
    // More rows than one step of the migration, one file over two chunks, one empty file.
    const files = [zerosPng(MEDIA_CHUNK_BYTES * 2 + 3), new Uint8Array(0), ...Array.from({ length: 250 }, (_, i) => Buffer.from([i & 0xff, i >> 8, 7]))];
    const ids: number[] = [];
    for (const [i, bytes] of files.entries()) {
      const row = await db
        .insertInto('media')
        .values({ user_id: userId, sha256: `${i}`.padStart(64, '0'), mime: 'image/png', size: bytes.length, bytes: Buffer.from(bytes), created_at: 1, public_id: `p${i}`.padEnd(22, 'x') })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    await migrateToLatest(db);
    for (const [i, bytes] of files.entries()) expect((await readMediaBytes(db, userId, ids[i]))?.equals(bytes), `file ${i}`).toBe(true);
    const stored = await db.selectFrom('media').select(sql<number>`sum(length(bytes))`.as('n')).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(0);
    const chunks = await db.selectFrom('media_chunks').select(['idx', 'user_id']).where('media_id', '=', ids[0]).orderBy('idx').execute();
    expect(chunks).toEqual([0, 1, 2].map((idx) => ({ idx, user_id: userId })));

    expect((await migrator.migrateTo('0014_keyset_paging')).error).toBeUndefined();
    const back = await db.selectFrom('media').select(['id', 'bytes']).where('id', '=', ids[0]).executeTakeFirstOrThrow();
    expect(Buffer.from(back.bytes).equals(Buffer.from(files[0]))).toBe(true);
    await db.destroy();
  });
});
