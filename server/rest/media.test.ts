import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MSG } from '../../shared/media.js';
import { MSG } from '../../shared/messages.js';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { fakeMp3, fakePng, fakeSvg, fakeWav, ONE_PIXEL_PNG } from '../domain/import/mediaBytes.js';
import { ankiPackage, type TestCollection } from '../test/ankiTestkit.js';
import { readMediaBytes } from '../repos/media.js';
import { sha256Hex } from '../domain/sha256.js';
import { IMPORT_MEDIA_GONE } from '../imports/confirm.js';
import { warmImportWorkers } from '../imports/service.js';
import { makeTestApp, testDialect } from '../test/harness.js';

// docs/anki-history.md over HTTP: imported media reach the card objects and are served to their owner only,
// with headers that keep a browser from ever running a file as a page; the card form's upload.

beforeAll(() => warmImportWorkers(testConfig()), 120_000);

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

const XSRF = 'media-test-xsrf';
let emailCounter = 0;

async function login(app: FastifyInstance): Promise<string> {
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
    payload: { email: `media${++emailCounter}@example.com`, password: 'correct horse battery' },
  });
  expect(signup.statusCode).toBe(201);
  return `XSRF-TOKEN=${XSRF}; cardcade_session=${signup.cookies.find((c) => c.name === 'cardcade_session')?.value}`;
}

async function setup() {
  const { app } = await makeTestApp();
  apps.push(app);
  return { app, alice: await login(app), bob: await login(app) };
}

function multipart(parts: ({ name: string; value: string } | { name: string; fileName: string; bytes: Uint8Array })[]) {
  const boundary = '----cardcademedia';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = 'fileName' in part;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file ? `; filename="${part.fileName}"\r\nContent-Type: image/png` : ''}\r\n\r\n`,
      ),
    );
    chunks.push(file ? Buffer.from(part.bytes) : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const post = (app: FastifyInstance, cookie: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: { cookie, 'x-xsrf-token': XSRF } });
const put = (app: FastifyInstance, cookie: string, url: string, payload: object) =>
  app.inject({ method: 'PUT', url, payload, headers: { cookie, 'x-xsrf-token': XSRF } });
const del = (app: FastifyInstance, cookie: string, url: string) => app.inject({ method: 'DELETE', url, headers: { cookie, 'x-xsrf-token': XSRF } });
const get = (app: FastifyInstance, cookie: string, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

async function uploadImage(app: FastifyInstance, cookie: string, bytes: Uint8Array, field = 'image') {
  const { payload, headers } = multipart([{ name: field, fileName: 'photo.png', bytes }]);
  return app.inject({ method: 'POST', url: '/api/media', payload, headers: { ...headers, cookie, 'x-xsrf-token': XSRF } });
}

const COLLECTION: TestCollection = {
  notetypes: [{ id: 1, name: 'Picture', fields: ['Word', 'Meaning', 'Image', 'Audio'], front: '{{Word}}{{Image}}' }],
  decks: [{ id: 10, name: 'Pictures' }],
  notes: [
    { fields: ['cat', 'chat', '<img src="cat.png">', '[sound:cat.mp3]'], notetype: 0, cards: [{ deck: 10 }] },
    { fields: ['<img src="only.png">', 'image-only front'], notetype: 0, cards: [{ deck: 10 }] },
    { fields: ['plain', 'text'], notetype: 0, cards: [{ deck: 10 }] },
  ],
  media: { 'cat.png': ONE_PIXEL_PNG, 'cat.mp3': fakeMp3(), 'only.png': fakePng(7) },
};

async function importPackage(app: FastifyInstance, cookie: string) {
  const { payload, headers } = multipart([
    { name: 'importMode', value: 'single_deck' },
    { name: 'ankiFile', fileName: 'pictures.apkg', bytes: ankiPackage(COLLECTION, 'anki21') },
  ]);
  const preview = await app.inject({ method: 'POST', url: '/api/import/anki/preview', payload, headers: { ...headers, cookie, 'x-xsrf-token': XSRF } });
  expect(preview.statusCode).toBe(200);
  expect(preview.json().media).toMatchObject({ images: 2, audio: 1, cardsWithMedia: 2, issues: [] });
  const confirm = await post(app, cookie, '/api/import/anki/confirm', { temporaryImportId: preview.json().temporaryImportId });
  expect(confirm.json()).toMatchObject({ success: true, createdDecks: [{ cardCount: 3 }] });
  const deck = await get(app, cookie, `/api/decks/${confirm.json().createdDecks[0].id}`);
  return deck.json().flashcards as Record<string, unknown>[];
}

/** A file's URL names its random public id (128 bits, base64url), never its row id. */
const URL_PATTERN = /^\/api\/media\/[A-Za-z0-9_-]{22}$/;

describe('imported media', { timeout: 90_000 }, () => {
  it('reach the card objects and are served to their owner with safe headers', { timeout: 90_000 }, async () => {
    const { app, alice, bob } = await setup();
    const cards = await importPackage(app, alice);
    expect(cards.map((card) => [card.term, card.definition])).toEqual([
      ['cat', 'chat'],
      ['', 'image-only front'],
      ['plain', 'text'],
    ]);
    expect(cards[0]).toMatchObject({ termImageUrl: expect.stringMatching(URL_PATTERN), definitionAudioUrl: expect.stringMatching(URL_PATTERN), definitionImageUrl: null, termAudioUrl: null });
    expect(cards[2]).toMatchObject({ termImageUrl: null, definitionImageUrl: null, termAudioUrl: null, definitionAudioUrl: null });

    const image = await get(app, alice, cards[0].termImageUrl as string);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload).toEqual(Buffer.from(ONE_PIXEL_PNG));
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'cache-control': 'private, max-age=31536000, immutable',
      etag: `"${sha256Hex(ONE_PIXEL_PNG)}"`,
      'accept-ranges': 'bytes',
      'content-length': String(ONE_PIXEL_PNG.byteLength),
    });
    expect((await get(app, alice, cards[0].definitionAudioUrl as string)).headers['content-type']).toBe('audio/mpeg');
    const again = await get(app, alice, cards[0].termImageUrl as string, { 'if-none-match': image.headers.etag as string });
    expect(again.statusCode).toBe(304);

    // Another user, the old numeric URL of the same file, anything else: all the same 404.
    const [{ id: rowId }] = await app.deps.db.selectFrom('media').select('id').where('public_id', '=', (cards[0].termImageUrl as string).split('/').pop()!).execute();
    for (const url of [cards[0].termImageUrl as string, `/api/media/${rowId}`, '/api/media/abc', '/api/media/1e3', '/api/media/0', '/api/media/999999', '/api/media/-1', '/api/media/AAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await get(app, bob, url);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await get(app, alice, `/api/media/${rowId}`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: cards[0].termImageUrl as string })).statusCode).toBe(401);
  });

  it('are stored once, at preview, in media; the cached draft keeps their ids, not their bytes', async () => {
    const { app, db } = await makeTestApp();
    apps.push(app);
    const cookie = await login(app);
    const previewOf = async () => {
      const { payload, headers } = multipart([
        { name: 'importMode', value: 'single_deck' },
        { name: 'ankiFile', fileName: 'pictures.apkg', bytes: ankiPackage(COLLECTION, 'anki21') },
      ]);
      const preview = await app.inject({ method: 'POST', url: '/api/import/anki/preview', payload, headers: { ...headers, cookie, 'x-xsrf-token': XSRF } });
      expect(preview.statusCode).toBe(200);
      return preview.json().temporaryImportId as string;
    };
    const files = () => db.selectFrom('media').select(['id', 'sha256', 'mime']).orderBy('id').execute();
    const hashes = [ONE_PIXEL_PNG, fakeMp3(), fakePng(7)].map((bytes) => sha256Hex(bytes));

    const cancelled = await previewOf();
    const row = await db.selectFrom('import_cache').select('payload').where('id', '=', cancelled).executeTakeFirstOrThrow();
    const cached = JSON.parse(row.payload);
    // Three files, named by hash and type only: no bytes in the JSON; their rows are in media.
    expect(cached.draft.media).toEqual([
      { mime: 'image/png', sha256: hashes[0] },
      { mime: 'audio/mpeg', sha256: hashes[1] },
      { mime: 'image/png', sha256: hashes[2] },
    ]);
    const stored = await files();
    const rowOf = (hash: string) => stored.find((file) => file.sha256 === hash)!;
    expect(stored.map((file) => file.sha256).sort()).toEqual([...hashes].sort());
    expect(cached.mediaIds).toEqual(hashes.map((hash) => rowOf(hash).id));
    const owner = (await db.selectFrom('media').select('user_id').where('id', '=', rowOf(hashes[0]).id).executeTakeFirstOrThrow()).user_id;
    expect(await readMediaBytes(db, owner, rowOf(hashes[0]).id)).toEqual(Buffer.from(ONE_PIXEL_PNG));
    const byId = (ids: number[]) => [...ids].sort((a, b) => a - b);
    // Cancelled: the files stay (on no card, the sweeper's grace takes them: sweeper.test.ts).
    expect((await del(app, cookie, `/api/import/anki/cache/${cancelled}`)).statusCode).toBe(200);
    expect((await files()).map((file) => file.id)).toEqual(byId(cached.mediaIds));

    // Previewed again, the same files are the same rows; confirmed, the cards use them.
    const confirmed = await previewOf();
    const again = JSON.parse((await db.selectFrom('import_cache').select('payload').where('id', '=', confirmed).executeTakeFirstOrThrow()).payload);
    expect(again.mediaIds).toEqual(cached.mediaIds);
    const confirm = await post(app, cookie, '/api/import/anki/confirm', { temporaryImportId: confirmed });
    expect(confirm.json()).toMatchObject({ success: true });
    expect((await files()).map((file) => file.id)).toEqual(byId(cached.mediaIds));
    const card = (await get(app, cookie, `/api/decks/${confirm.json().createdDecks[0].id}`)).json().flashcards[0];
    const publicId = (await db.selectFrom('media').select('public_id').where('id', '=', cached.mediaIds[0]).executeTakeFirstOrThrow()).public_id;
    expect(card.termImageUrl).toBe(`/api/media/${publicId}`);
    expect((await get(app, cookie, card.termImageUrl)).rawPayload).toEqual(Buffer.from(ONE_PIXEL_PNG));
  });

  it('a confirm whose files were deleted while it waited fails whole with a clear answer: no deck or card is left', async () => {
    const { app, db } = await makeTestApp();
    apps.push(app);
    const cookie = await login(app);
    const { payload, headers } = multipart([
      { name: 'importMode', value: 'single_deck' },
      { name: 'ankiFile', fileName: 'pictures.apkg', bytes: ankiPackage(COLLECTION, 'anki21') },
    ]);
    // A deck of the user's already uses the package's sound (the same bytes, the same row).
    const form = (await post(app, cookie, '/api/decks', { name: 'Form' })).json();
    const { payload: soundPayload, headers: soundHeaders } = multipart([{ name: 'sound', fileName: 'cat.mp3', bytes: fakeMp3() }]);
    const sound = await app.inject({ method: 'POST', url: '/api/media', payload: soundPayload, headers: { ...soundHeaders, cookie, 'x-xsrf-token': XSRF } });
    expect(sound.statusCode).toBe(201);
    const card = await post(app, cookie, `/api/decks/${form.id}/cards`, { term: 'meow', definition: 'cat', termAudioId: sound.json().id });
    expect(card.statusCode).toBe(201);
    const preview = await app.inject({ method: 'POST', url: '/api/import/anki/preview', payload, headers: { ...headers, cookie, 'x-xsrf-token': XSRF } });
    const id = preview.json().temporaryImportId as string;
    const cached = JSON.parse((await db.selectFrom('import_cache').select('payload').where('id', '=', id).executeTakeFirstOrThrow()).payload);
    expect(cached.mediaIds).toContain(sound.json().id);
    // Its last card deleted while the preview waits: the file goes with it (docs/media.md).
    expect((await del(app, cookie, `/api/cards/${card.json().id}`)).statusCode).toBe(200);
    expect(await db.selectFrom('media').select('id').where('id', '=', sound.json().id).execute()).toEqual([]);
    const confirm = await post(app, cookie, '/api/import/anki/confirm', { temporaryImportId: id });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe(IMPORT_MEDIA_GONE);
    expect((await db.selectFrom('decks').select('id').execute()).map((deck) => deck.id)).toEqual([form.id]);
    expect(await db.selectFrom('cards').select('id').execute()).toEqual([]);
    // The preview's other files stay for the sweeper (the person may preview again at once).
    expect((await db.selectFrom('media').select('id').orderBy('id').execute()).map((row) => row.id)).toEqual(cached.mediaIds.filter((m: number) => m !== sound.json().id).sort((a: number, b: number) => a - b));
    // Deleted by the sweeper instead (a file a day old on no card): the same answer.
    const second = await app.inject({ method: 'POST', url: '/api/import/anki/preview', payload, headers: { ...headers, cookie, 'x-xsrf-token': XSRF } });
    const secondId = second.json().temporaryImportId as string;
    await db.deleteFrom('media').execute();
    const retried = await post(app, cookie, '/api/import/anki/confirm', { temporaryImportId: secondId });
    expect(retried.statusCode).toBe(409);
    expect(await db.selectFrom('cards').select('id').execute()).toEqual([]);
  });

  it.skipIf(testDialect === 'postgres')('are stored by the worker when the database is a file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-media-'));
    try {
      const app = await buildApp({ dbPath: path.join(dir, 'cardcade.db'), config: testConfig({ clientDir: '/nonexistent' }) });
      apps.push(app);
      const cookie = await login(app);
      const cards = await importPackage(app, cookie);
      const image = await get(app, cookie, cards[0].termImageUrl as string);
      expect(image.rawPayload).toEqual(Buffer.from(ONE_PIXEL_PNG));
      await app.close();
      apps.pop();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('POST /api/media and the card form', { timeout: 90_000 }, () => {
  it('uploads an image, puts it on a card, replaces and removes it', { timeout: 90_000 }, async () => {
    const { app, alice, bob } = await setup();
    const deck = (await post(app, alice, '/api/decks', { name: 'Form' })).json();
    const upload = await uploadImage(app, alice, ONE_PIXEL_PNG);
    expect(upload.statusCode).toBe(201);
    const { id, url } = upload.json();
    expect(typeof id).toBe('number');
    expect(url).toMatch(URL_PATTERN);
    // The same bytes again are the same file.
    expect((await uploadImage(app, alice, ONE_PIXEL_PNG)).json().id).toBe(id);

    // An image-only side is a card.
    const created = await post(app, alice, `/api/decks/${deck.id}/cards`, { term: '', definition: 'a pixel', termImageId: id });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ term: '', termImageUrl: url, definitionImageUrl: null });
    const cardId = created.json().id;

    // Update without the field keeps the image; another image replaces it; null removes it.
    expect((await put(app, alice, `/api/cards/${cardId}`, { term: '', definition: 'still a pixel' })).json().termImageUrl).toBe(url);
    const other = (await uploadImage(app, alice, fakePng(9))).json();
    expect((await put(app, alice, `/api/cards/${cardId}`, { term: '', definition: 'x', termImageId: other.id })).json().termImageUrl).toBe(other.url);
    const removed = await put(app, alice, `/api/cards/${cardId}`, { term: '', definition: 'x', termImageId: null });
    expect(removed.statusCode).toBe(400);
    expect(removed.json().message).toBe(MSG.termAndDefinitionRequired);
    expect((await put(app, alice, `/api/cards/${cardId}`, { term: 'now text', definition: 'x', termImageId: null })).json().termImageUrl).toBeNull();

    // Someone else's image, or a sound, cannot go on a card.
    const bobsDeck = (await post(app, bob, '/api/decks', { name: 'Bob' })).json();
    const stolen = await post(app, bob, `/api/decks/${bobsDeck.id}/cards`, { term: 'x', definition: 'y', termImageId: id });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(MEDIA_MSG.notFound);
    expect((await post(app, alice, `/api/decks/${deck.id}/cards`, { term: '', definition: 'y' })).json().message).toBe(MSG.termAndDefinitionRequired);
  });

  it.each([
    ['an SVG', fakeSvg(), 415, MEDIA_MSG.notAnImage],
    ['a sound', fakeMp3(), 415, MEDIA_MSG.notAnImage],
    ['an empty file', new Uint8Array(0), 400, MEDIA_MSG.noFile],
    ['more than 5 MB', (() => { const big = new Uint8Array(5 * 1024 * 1024 + 1); big.set(fakePng()); return big; })(), 413, MEDIA_MSG.tooLarge],
  ])('refuses %s', async (_name, bytes, status, message) => {
    const { app, alice } = await setup();
    const res = await uploadImage(app, alice, bytes);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('accepts exactly 5 MB, and wants the file in the image field', async () => {
    const { app, alice } = await setup();
    const max = new Uint8Array(5 * 1024 * 1024);
    max.set(fakePng());
    expect((await uploadImage(app, alice, max)).statusCode).toBe(201);
    expect((await uploadImage(app, alice, fakePng(), 'picture')).json().message).toBe(MEDIA_MSG.noFile);
  });

  it('uploads a sound per side, puts it on a card, replaces and removes it', async () => {
    const { app, alice } = await setup();
    const deck = (await post(app, alice, '/api/decks', { name: 'Sounds' })).json();
    const mp3 = await uploadImage(app, alice, fakeMp3(3), 'sound');
    expect(mp3.statusCode).toBe(201);
    const wav = (await uploadImage(app, alice, fakeWav(4), 'sound')).json();
    const created = await post(app, alice, `/api/decks/${deck.id}/cards`, { term: 'hello', definition: 'bonjour', termAudioId: mp3.json().id, definitionAudioId: wav.id });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ termAudioUrl: mp3.json().url, definitionAudioUrl: wav.url, termImageUrl: null });
    const served = await get(app, alice, mp3.json().url);
    expect(served.headers['content-type']).toBe('audio/mpeg');
    const cardId = created.json().id;
    // Absent keeps the sound, another replaces it, null removes it.
    expect((await put(app, alice, `/api/cards/${cardId}`, { term: 'hello', definition: 'salut' })).json().termAudioUrl).toBe(mp3.json().url);
    expect((await put(app, alice, `/api/cards/${cardId}`, { term: 'hello', definition: 'salut', termAudioId: wav.id })).json().termAudioUrl).toBe(wav.url);
    expect((await put(app, alice, `/api/cards/${cardId}`, { term: 'hello', definition: 'salut', definitionAudioId: null })).json().definitionAudioUrl).toBeNull();
    // A sound alone is not a side (nothing to answer); an image is no sound and a sound no image.
    expect((await post(app, alice, `/api/decks/${deck.id}/cards`, { term: '', definition: 'x', termAudioId: wav.id })).json().message).toBe(MSG.termAndDefinitionRequired);
    const image = (await uploadImage(app, alice, fakePng(5))).json();
    const wrong = await post(app, alice, `/api/decks/${deck.id}/cards`, { term: 'x', definition: 'y', termAudioId: image.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MEDIA_MSG.soundNotFound);
    expect((await post(app, alice, `/api/decks/${deck.id}/cards`, { term: 'x', definition: 'y', termImageId: wav.id })).json().message).toBe(MEDIA_MSG.notFound);
  });

  it.each([
    ['an image', fakePng(), 415, MEDIA_MSG.notASound],
    ['an SVG', fakeSvg(), 415, MEDIA_MSG.notASound],
    ['an empty file', new Uint8Array(0), 400, MEDIA_MSG.noSound],
    ['more than 5 MB', (() => { const big = new Uint8Array(5 * 1024 * 1024 + 1); big.set(fakeMp3()); return big; })(), 413, MEDIA_MSG.soundTooLarge],
  ])('refuses %s as a sound', async (_name, bytes, status, message) => {
    const { app, alice } = await setup();
    const res = await uploadImage(app, alice, bytes, 'sound');
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });
});

describe('deleting unreferenced media', { timeout: 90_000 }, () => {
  it('deletes a file when its last card lets go of it: replaced, removed, card or deck deleted', async () => {
    const { app, alice, bob } = await setup();
    const deck = (await post(app, alice, '/api/decks', { name: 'Shared' })).json();
    const shared = (await uploadImage(app, alice, fakePng(1))).json();
    const replacement = (await uploadImage(app, alice, fakePng(2))).json();
    const sound = (await uploadImage(app, alice, fakeMp3(1), 'sound')).json();
    // Bob has the same bytes: his own row, untouched by Alice's deletions.
    const bobs = (await uploadImage(app, bob, fakePng(1))).json();
    const bobsDeck = (await post(app, bob, '/api/decks', { name: 'Bob' })).json();
    await post(app, bob, `/api/decks/${bobsDeck.id}/cards`, { term: 'b', definition: 'b', termImageId: bobs.id });

    const first = (await post(app, alice, `/api/decks/${deck.id}/cards`, { term: 'one', definition: '1', termImageId: shared.id, termAudioId: sound.id })).json();
    const second = (await post(app, alice, `/api/decks/${deck.id}/cards`, { term: 'two', definition: '2', definitionImageId: shared.id })).json();
    const status = async (url: string, cookie = alice) => (await get(app, cookie, url)).statusCode;

    // Replaced on one card, still used by the other: kept.
    await put(app, alice, `/api/cards/${first.id}`, { term: 'one', definition: '1', termImageId: replacement.id });
    expect(await status(shared.url)).toBe(200);
    // Its last card deleted: gone.
    expect((await del(app, alice, `/api/cards/${second.id}`)).statusCode).toBe(200);
    expect(await status(shared.url)).toBe(404);
    // A sound removed: gone; an edit that keeps the media keeps them.
    await put(app, alice, `/api/cards/${first.id}`, { term: 'one!', definition: '1' });
    expect(await status(sound.url)).toBe(200);
    await put(app, alice, `/api/cards/${first.id}`, { term: 'one', definition: '1', termAudioId: null });
    expect(await status(sound.url)).toBe(404);
    // The deck deleted: its cards' files go.
    expect(await status(replacement.url)).toBe(200);
    expect((await del(app, alice, `/api/decks/${deck.id}`)).statusCode).toBe(200);
    expect(await status(replacement.url)).toBe(404);
    expect(await status(bobs.url, bob)).toBe(200);
  });

  it("deletes an imported deck's files with it, and keeps those another deck still uses", async () => {
    const { app, alice } = await setup();
    const first = await importPackage(app, alice);
    const second = await importPackage(app, alice);
    const urls = first.flatMap((card) => [card.termImageUrl, card.definitionImageUrl, card.termAudioUrl, card.definitionAudioUrl]).filter((url): url is string => typeof url === 'string');
    expect(urls.length).toBe(3);
    expect(second.map((card) => card.termImageUrl)).toEqual(first.map((card) => card.termImageUrl));
    const decks = (await get(app, alice, '/api/decks')).json() as { id: number }[];
    expect(decks.length).toBe(2);
    expect((await del(app, alice, `/api/decks/${decks[0].id}`)).statusCode).toBe(200);
    for (const url of urls) expect((await get(app, alice, url)).statusCode).toBe(200);
    expect((await del(app, alice, `/api/decks/${decks[1].id}`)).statusCode).toBe(200);
    for (const url of urls) expect((await get(app, alice, url)).statusCode).toBe(404);
  });
});
