import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.js';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import type { Db } from '../db.js';
import { IMPORT_ERRORS } from '../domain/import/errors.js';
import {
  apkgWithField,
  csvRows,
  garbageSqlite,
  hostileText,
  pathTraversal,
  quizletLines,
  zipBombHonest,
  zipBombLying,
} from '../test/hostileFiles.js';
import { warmImportWorkers } from '../imports/service.js';
import { makeTestApp } from '../test/harness.js';

// docs/security.md over HTTP: hostile uploads answer the right 4xx and write nothing; the server keeps
// answering while a worker parses; one import per user at a time; and on a database file the
// confirm runs on a worker's own connection, atomically, and can be retried.

beforeAll(() => warmImportWorkers(testConfig()), 120_000);

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const XSRF = 'hostile-test-xsrf';
let emailCounter = 0;

async function login(app: FastifyInstance): Promise<string> {
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
    payload: { email: `hostile${++emailCounter}@example.com`, password: 'correct horse battery' },
  });
  expect(signup.statusCode).toBe(201);
  return `XSRF-TOKEN=${XSRF}; cardcade_session=${signup.cookies.find((c) => c.name === 'cardcade_session')?.value}`;
}

async function setup() {
  const { app, db } = await makeTestApp();
  apps.push(app);
  return { app, db, cookie: await login(app) };
}

function upload(app: FastifyInstance, cookie: string, url: string, field: string, fileName: string, bytes: Uint8Array, extra: Record<string, string> = {}) {
  const boundary = '----hostileboundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(extra)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
  parts.push(Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`));
  return app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat(parts),
    headers: { cookie, 'x-xsrf-token': XSRF, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const ankiUpload = (app: FastifyInstance, cookie: string, bytes: Uint8Array) =>
  upload(app, cookie, '/api/import/anki/preview', 'ankiFile', 'hostile.apkg', bytes, { importMode: 'collection' });
const csvUpload = (app: FastifyInstance, cookie: string, bytes: Uint8Array, fileName = 'hostile.csv') =>
  upload(app, cookie, '/api/import/csv/analyze', 'csvFile', fileName, bytes);
const send = (app: FastifyInstance, cookie: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: { cookie, 'x-xsrf-token': XSRF } });

const count = async (db: Db, table: 'decks' | 'cards' | 'import_cache') =>
  Number((await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

describe('hostile uploads answer 4xx and write nothing', () => {
  it.each<[string, () => Uint8Array, string]>([
    ['zip bomb, honest headers', () => zipBombHonest(), IMPORT_ERRORS.zipBomb(64)],
    ['zip bomb, lying headers', () => zipBombLying(), IMPORT_ERRORS.sizeMismatch],
    ['path-traversal member name', () => pathTraversal(), IMPORT_ERRORS.unsafeMemberName],
    ['garbage inner SQLite', () => garbageSqlite(), IMPORT_ERRORS.corruptCollection],
  ])('Anki: %s → 400', async (_name, make, message) => {
    const { app, db, cookie } = await setup();
    const res = await ankiUpload(app, cookie, make());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await count(db, 'decks')).toBe(0);
    expect(await count(db, 'import_cache')).toBe(0);
  });

  it('Anki: a cloze flood and a tag flood are read (cards reported), not a frozen server', async () => {
    const { app, cookie } = await setup();
    const cloze = await ankiUpload(app, cookie, apkgWithField(hostileText.clozeUnterminated(40), { cloze: true }));
    expect(cloze.statusCode).toBe(200);
    expect(cloze.json().errorSummary.totalCardsAttempted).toBe(1);
    const tags = await ankiUpload(app, cookie, apkgWithField(hostileText.divFlood(400_000)));
    expect(tags.statusCode).toBe(200);
    expect(tags.json().errorSummary.issuesPreview[0].errors).toContain('Term is longer than 10,000 characters.');
  });

  it('CSV of 150,000 rows → 400 too many cards (it was a 500)', async () => {
    const { app, db, cookie } = await setup();
    const res = await csvUpload(app, cookie, csvRows(150_000));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMPORT_ERRORS.tooManyCards(100_000, 150_000));
    expect(await count(db, 'import_cache')).toBe(0);
  });

  it('XLSX zip bomb → 400', async () => {
    const { app, cookie } = await setup();
    const res = await csvUpload(app, cookie, zipBombLying('xl/workbook.xml'), 'hostile.xlsx');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMPORT_ERRORS.sizeMismatch);
  });

  it('Quizlet text of 150,000 lines → 400, nothing to confirm', async () => {
    const { app, db, cookie } = await setup();
    const res = await send(app, cookie, '/api/import/quizlet/preview', {
      deckName: 'Flood',
      quizletText: quizletLines(150_000),
      termDefDelimiterKey: 'tab',
      cardDelimiterKey: 'newline',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMPORT_ERRORS.tooManyCards(100_000, 150_000));
    expect(await count(db, 'import_cache')).toBe(0);
  });
});

describe('while a worker parses', () => {
  it('/api/health answers before a large hostile upload is done', async () => {
    const { app, cookie } = await setup();
    const order: string[] = [];
    // 600,000 rows: a second or more of parsing (all counted for the message), all of it in the worker.
    const big = csvUpload(app, cookie, csvRows(600_000)).then((res) => {
      order.push('upload');
      return res;
    });
    // Let the upload reach the worker before asking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (let i = 0; i < 5; i++) {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      order.push('health');
    }
    expect((await big).statusCode).toBe(400);
    expect(order).toEqual(['health', 'health', 'health', 'health', 'health', 'upload']);
  }, 60_000);

  it("a second import by the same user answers 429; another user's import is not refused", async () => {
    const { app, db, cookie } = await setup();
    const otherCookie = await login(app);
    const { id: userId } = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    // The user's first import, in flight until the test lets it end: state, not a pause (a real
    // upload's parse may end before the second request arrives on a loaded machine).
    let started!: () => void;
    let finish!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = app.deps.imports.locks.run(userId, () => {
      started();
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await running;
    const quizlet = { deckName: 'Q', quizletText: 'a\tb', termDefDelimiterKey: 'tab', cardDelimiterKey: 'newline' };
    const second = await send(app, cookie, '/api/import/quizlet/preview', quizlet);
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(MSG.importInFlight);
    const other = await send(app, otherCookie, '/api/import/quizlet/preview', quizlet);
    expect(other.statusCode).toBe(200);
    finish();
    await first;
    // Once the first is done, the same user may import again.
    expect((await send(app, cookie, '/api/import/quizlet/preview', quizlet)).statusCode).toBe(200);
  }, 60_000);
});

describe('confirm on a database file (worker connection)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-hostile-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes every card in one transaction off the main thread, and a retry answers the same', async () => {
    const app = await buildApp({ dbPath: path.join(dir, 'cardcade.db'), config: testConfig({ clientDir: '/nonexistent' }) });
    apps.push(app);
    const db = (app as unknown as { deps: { db: Db } }).deps.db;
    const cookie = await login(app);
    const analysis = await csvUpload(app, cookie, csvRows(20_000));
    expect(analysis.statusCode).toBe(200);
    const { temporaryImportId } = analysis.json();
    const preview = await send(app, cookie, '/api/import/csv/preview', {
      temporaryImportId,
      deckName: 'Big',
      columnMapping: { term: 'term', definition: 'definition' },
    });
    expect(preview.statusCode).toBe(200);
    const first = await send(app, cookie, '/api/import/csv/confirm', { temporaryImportId });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: 'Import complete: 20000 cards in 1 deck.' });
    // Written by the worker's connection, visible to the app's.
    expect(await count(db, 'cards')).toBe(20_000);

    const retry = await send(app, cookie, '/api/import/csv/confirm', { temporaryImportId });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await count(db, 'decks')).toBe(1);
    expect(await count(db, 'cards')).toBe(20_000);
  }, 60_000);
  it("another user's write completes during a large confirm, which stays hidden until it is whole", async () => {
    const app = await buildApp({ dbPath: path.join(dir, 'during.db'), config: testConfig({ clientDir: '/nonexistent' }) });
    apps.push(app);
    const db = (app as unknown as { deps: { db: Db } }).deps.db;
    const importer = await login(app);
    const other = await login(app);
    const analysis = await csvUpload(app, importer, csvRows(60_000));
    const { temporaryImportId } = analysis.json();
    await send(app, importer, '/api/import/csv/preview', { temporaryImportId, deckName: 'Big', columnMapping: { term: 'term', definition: 'definition' } });

    let confirmed = false;
    const confirm = send(app, importer, '/api/import/csv/confirm', { temporaryImportId }).then((res) => {
      confirmed = true;
      return res;
    });
    // The worker creates the (hidden) deck first, then writes 30 chunks of cards.
    const hiddenDecks = async () =>
      Number((await db.selectFrom('decks').select(sql<number>`count(*)`.as('n')).where('source', '=', 'importing').executeTakeFirstOrThrow()).n);
    while ((await hiddenDecks()) === 0) {
      expect(confirmed).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const created = await send(app, other, '/api/decks', { name: 'Written meanwhile', description: '' });
    expect(created.statusCode).toBe(201);
    // The importer's half-written deck is not shown.
    const listed = await app.inject({ method: 'GET', url: '/api/decks', headers: { cookie: importer } });
    expect(listed.json()).toEqual([]);
    expect(confirmed).toBe(false);

    const done = await confirm;
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true, message: 'Import complete: 60000 cards in 1 deck.' });
    expect(await hiddenDecks()).toBe(0);
    const after = await app.inject({ method: 'GET', url: '/api/decks', headers: { cookie: importer } });
    expect(after.json()).toMatchObject([{ name: 'Big' }]);
    expect(await count(db, 'cards')).toBe(60_000);
  }, 120_000);
});
