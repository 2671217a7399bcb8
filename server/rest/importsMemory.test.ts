import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import type { Db } from '../db.js';
import { IMPORT_ERRORS } from '../domain/import/errors.js';
import { apkgWithBigImage, apkgZstdFrameBomb, xlsxSharedStringFlood } from '../test/hostileFiles.js';
import { XLSX_TEXT_MAX_CHARS } from '../domain/import/tabular.js';
import { warmImportWorkers } from '../imports/service.js';
import { makeTestApp } from '../test/harness.js';

// Issue 31 over the real upload routes (docs/security.md): memory is a limit like time. A decompressor
// refuses declared sizes above its budget before allocating, an imported media file over its
// cap is skipped from its header and listed, and an XLSX's expanded text is bounded.

beforeAll(() => warmImportWorkers(testConfig()), 120_000);

let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  ({ app, db } = await makeTestApp());
});
afterAll(() => app.close());

const XSRF = 'memory-test-xsrf';
let emailCounter = 0;

async function login(): Promise<string> {
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
    payload: { email: `memory${++emailCounter}@example.com`, password: 'correct horse battery' },
  });
  expect(signup.statusCode).toBe(201);
  return `XSRF-TOKEN=${XSRF}; cardcade_session=${signup.cookies.find((c) => c.name === 'cardcade_session')?.value}`;
}

function upload(cookie: string, url: string, field: string, fileName: string, bytes: Uint8Array, extra: Record<string, string> = {}) {
  const boundary = '----memoryboundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(extra)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
  parts.push(Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`));
  return app.inject({ method: 'POST', url, payload: Buffer.concat(parts), headers: { cookie, 'x-xsrf-token': XSRF, 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

const count = async (table: 'decks' | 'cards' | 'import_cache') => Number((await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

describe('issue 31 over HTTP', { timeout: 120_000 }, () => {
  // The process's memory through this is a figure of `npm run bench -- security` (the anki21b
  // frames class): unfixed, one frame took it up by 2 GB and twenty by 23 GB.
  it('the tiny .apkg of 20 zstd frames declaring 2 GB each: 400, and nothing is written', async () => {
    const cookie = await login();
    const bytes = apkgZstdFrameBomb(20, 2_000_000_000);
    expect(bytes.length).toBeLessThan(300);
    const before = [await count('decks'), await count('cards'), await count('import_cache')];
    const response = await upload(cookie, '/api/import/anki/preview', 'ankiFile', 'bomb.apkg', bytes, { importMode: 'collection' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(IMPORT_ERRORS.zipBomb(64));
    expect([await count('decks'), await count('cards'), await count('import_cache')]).toEqual(before);
  });

  it('an image over 5 MB is skipped and listed in the preview; its card imports without it', async () => {
    const cookie = await login();
    const preview = await upload(cookie, '/api/import/anki/preview', 'ankiFile', 'pictures.apkg', apkgWithBigImage(6 * 1024 * 1024), { importMode: 'single_deck' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().media).toMatchObject({
      images: 1,
      cardsWithMedia: 1,
      skippedFiles: [{ name: 'big.png', bytes: 6 * 1024 * 1024, reason: 'Image larger than 5 MB' }],
    });
    expect(preview.json().media.issues).toContain('1 media file larger than the limit (images 5 MB, sounds 25 MB) will be left out; its cards are imported without it.');
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/import/anki/confirm',
      payload: { temporaryImportId: preview.json().temporaryImportId },
      headers: { cookie, 'x-xsrf-token': XSRF },
    });
    expect(confirm.json()).toMatchObject({ success: true, createdDecks: [{ cardCount: 2 }] });
    const deck = await app.inject({ method: 'GET', url: `/api/decks/${confirm.json().createdDecks[0].id}`, headers: { cookie } });
    const cards = deck.json().flashcards as { term: string; termImageUrl: string | null }[];
    expect(cards.map((card) => [card.term, card.termImageUrl !== null])).toEqual([
      ['Big', false],
      ['Small', true],
    ]);
  });

  it('an XLSX of 100,000 rows pointing at one 9,000-character shared string: 400 with a clear message', async () => {
    const cookie = await login();
    const before = await count('import_cache');
    const response = await upload(cookie, '/api/import/csv/analyze', 'csvFile', 'flood.xlsx', xlsxSharedStringFlood(100_000, 9_000));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(IMPORT_ERRORS.tooMuchText(XLSX_TEXT_MAX_CHARS));
    expect(await count('import_cache')).toBe(before);
  });
});
