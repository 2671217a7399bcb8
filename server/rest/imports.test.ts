import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.js';
import { IMPORT_TEXT } from '../../shared/schemas/imports.js';
import type { Db } from '../db.js';
import { IMPORT_ERRORS } from '../domain/import/errors.js';
import { ankiPackage, basicCollection } from '../test/ankiTestkit.js';
import { makeTestApp } from '../test/harness.js';
import { testConfig } from '../config.js';
import { warmImportWorkers } from '../imports/service.js';

// Parsing runs in a worker thread: start it (and load the parsers) once, outside any test's time.
beforeAll(() => warmImportWorkers(testConfig()), 120_000);

// What only HTTP shows: multipart uploads, status codes (413, 415, 400, 401, 404) and the
// docs/product.md: calls paths end to end.

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

const XSRF = 'imports-test-xsrf';
let emailCounter = 0;

async function setup(config: { uploadMaxMb?: number } = {}) {
  const { app, db } = await makeTestApp({ config });
  apps.push(app);
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
    payload: { email: `imports${++emailCounter}@example.com`, password: 'correct horse battery' },
  });
  expect(signup.statusCode).toBe(201);
  const session = signup.cookies.find((c) => c.name === 'cardcade_session');
  const cookie = `XSRF-TOKEN=${XSRF}; cardcade_session=${session?.value}`;
  return { app, db, cookie };
}

type Part = { name: string; value: string } | { name: string; fileName: string; bytes: Uint8Array };

function multipart(parts: Part[]) {
  const boundary = '----cardcadeboundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'fileName' in part ? `form-data; name="${part.name}"; filename="${part.fileName}"` : `form-data; name="${part.name}"`;
    const type = 'fileName' in part ? '\r\nContent-Type: application/octet-stream' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push('fileName' in part ? Buffer.from(part.bytes) : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(app: FastifyInstance, cookie: string, url: string, parts: Part[]) {
  const { payload, contentType } = multipart(parts);
  return app.inject({ method: 'POST', url, payload, headers: { cookie, 'x-xsrf-token': XSRF, 'content-type': contentType } });
}

function send(app: FastifyInstance, cookie: string, method: 'POST' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, payload, headers: { cookie, 'x-xsrf-token': XSRF } });
}

const deckCount = async (db: Db) => Number((await db.selectFrom('decks').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
const utf8 = (text: string) => new TextEncoder().encode(text);
const anki = (fileName: string, bytes: Uint8Array, importMode = 'collection'): Part[] => [
  { name: 'importMode', value: importMode },
  { name: 'ankiFile', fileName, bytes },
];

describe('POST /api/import/anki/preview', () => {
  it('previews a package and confirms it into decks', async () => {
    const { app, db, cookie } = await setup();
    const res = await upload(app, cookie, '/api/import/anki/preview', anki('big.apkg', ankiPackage(basicCollection(30, 'Words::Verbs'), 'anki21')));
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview.decksToCreate).toEqual([{ name: 'Words::Verbs', description: '', cardCount: 30 }]);
    expect(preview.previewCards[0]).toEqual({ term: 'Term 1', definition: 'Definition 1', ankiDeckName: 'Words::Verbs', errors: [] });
    const confirm = await send(app, cookie, 'POST', '/api/import/anki/confirm', { temporaryImportId: preview.temporaryImportId });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ success: true, createdDecks: [{ name: 'Words::Verbs', cardCount: 30 }] });
    expect(await deckCount(db)).toBe(1);
  });

  it('importMode single_deck proposes one deck; the mode is the form field, in any order', async () => {
    const { app, cookie } = await setup();
    const parts = anki('x.colpkg', ankiPackage(basicCollection(2, 'Solo'), 'anki2'), 'single_deck').reverse();
    const res = await upload(app, cookie, '/api/import/anki/preview', parts);
    expect(res.json()).toMatchObject({ proposedDeckName: 'Solo' });
  });

  it('an empty package is a 200 with zero cards and the product spec (docs/product.md) message', async () => {
    const { app, cookie } = await setup();
    const empty = ankiPackage({ notetypes: [{ id: 1, name: 'Basic' }], decks: [{ id: 1, name: 'Default' }], notes: [] }, 'anki21b');
    const res = await upload(app, cookie, '/api/import/anki/preview', anki('empty.apkg', empty));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MSG.noCardsFound, errorSummary: { totalCardsAttempted: 0 } });
  });

  const bomb = zipSync({ 'collection.anki2': new Uint8Array(70 * 1024 * 1024) }, { level: 9 });
  it.each<[string, Part[], number, string]>([
    ['wrong extension', anki('deck.zip', ankiPackage(basicCollection(1), 'anki2')), 415, MSG.ankiInvalidType],
    ['no file', [{ name: 'importMode', value: 'collection' }], 400, MSG.ankiNoFile],
    ['not a zip', anki('deck.apkg', utf8('just text')), 400, IMPORT_ERRORS.notAZip],
    ['a zip that is not Anki', anki('deck.apkg', zipSync({ 'readme.txt': utf8('hi') })), 400, IMPORT_ERRORS.notAnki],
    ['a corrupt zip', anki('deck.apkg', ankiPackage(basicCollection(5), 'anki2').subarray(0, 300)), 400, IMPORT_ERRORS.corruptZip],
    ['a zip bomb', anki('deck.apkg', bomb), 400, IMPORT_ERRORS.zipBomb(64)],
    ['a bad import mode', anki('deck.apkg', ankiPackage(basicCollection(1), 'anki2'), 'everything'), 400, "Import mode must be 'single_deck' or 'collection'."],
  ])('%s → %i, nothing written', async (_name, parts, status, message) => {
    const { app, db, cookie } = await setup();
    const res = await upload(app, cookie, '/api/import/anki/preview', parts);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await deckCount(db)).toBe(0);
    expect(await db.selectFrom('import_cache').selectAll().execute()).toEqual([]);
  });

  it('an upload over UPLOAD_MAX_MB is a 413 with a clear message', async () => {
    const { app, cookie } = await setup({ uploadMaxMb: 1 });
    const res = await upload(app, cookie, '/api/import/anki/preview', anki('huge.apkg', new Uint8Array(1024 * 1024 + 10)));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is too large. The limit is 1 MB.');
  });

  it('logged out is a 401', async () => {
    const { app } = await setup();
    const res = await upload(app, `XSRF-TOKEN=${XSRF}`, '/api/import/anki/preview', anki('a.apkg', ankiPackage(basicCollection(1), 'anki2')));
    expect(res.statusCode).toBe(401);
  });
});

describe('CSV over HTTP', () => {
  it('analyze → preview → confirm, and the cache DELETE', async () => {
    const { app, db, cookie } = await setup();
    const analyze = await upload(app, cookie, '/api/import/csv/analyze', [
      { name: 'csvFile', fileName: 'words.csv', bytes: utf8('Word;Meaning\nkatze;"cat; feline"\nhund;dog\n') },
    ]);
    expect(analyze.statusCode).toBe(200);
    const analysis = analyze.json();
    expect(analysis).toMatchObject({ totalRows: 2, headers: ['Word', 'Meaning'] });

    const preview = await send(app, cookie, 'POST', '/api/import/csv/preview', {
      temporaryImportId: analysis.temporaryImportId,
      deckName: 'Animals',
      columnMapping: { term: 'Word', definition: 'Meaning' },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().previewCards[0]).toMatchObject({ term: 'katze', definition: 'cat; feline' });

    const confirm = await send(app, cookie, 'POST', '/api/import/csv/confirm', { temporaryImportId: analysis.temporaryImportId });
    expect(confirm.json()).toMatchObject({ success: true, createdDecks: [{ name: 'Animals', cardCount: 2 }] });
    expect(await deckCount(db)).toBe(1);

    const again = await upload(app, cookie, '/api/import/csv/analyze', [{ name: 'csvFile', fileName: 'w.csv', bytes: utf8('a,b\n1,2') }]);
    const id = again.json().temporaryImportId;
    expect((await send(app, cookie, 'DELETE', `/api/import/csv/cache/${id}`)).statusCode).toBe(200);
    expect((await send(app, cookie, 'DELETE', `/api/import/csv/cache/${id}`)).statusCode).toBe(404);
  });

  it.each<[string, string, Uint8Array, number, string]>([
    ['an empty file', 'e.csv', new Uint8Array(0), 400, MSG.csvEmpty],
    ['headers only', 'h.csv', utf8('a,b\n'), 400, MSG.csvEmpty],
    ['wrong extension', 'notes.txt', utf8('a,b\n1,2'), 415, IMPORT_TEXT.csvInvalidType],
    ['an .xlsx that is text', 'fake.xlsx', utf8('a,b\n1,2'), 400, IMPORT_ERRORS.notXlsx],
    ['a binary .csv', 'fake.csv', zipSync({ 'a.txt': utf8('x') }), 400, IMPORT_ERRORS.notText],
  ])('%s → %i', async (_name, fileName, bytes, status, message) => {
    const { app, cookie } = await setup();
    const res = await upload(app, cookie, '/api/import/csv/analyze', [{ name: 'csvFile', fileName, bytes }]);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('more than 100,000 rows is refused', async () => {
    const { app, cookie } = await setup();
    const rows = Array.from({ length: 100_001 }, (_, i) => `t${i},d${i}`).join('\n');
    const res = await upload(app, cookie, '/api/import/csv/analyze', [{ name: 'csvFile', fileName: 'big.csv', bytes: utf8(`a,b\n${rows}`) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMPORT_ERRORS.tooManyCards(100_000, 100_001));
  });
});

describe('Quizlet and confirm paths', () => {
  it('POST /api/import/quizlet/preview then confirm', async () => {
    const { app, cookie } = await setup();
    const preview = await send(app, cookie, 'POST', '/api/import/quizlet/preview', {
      deckName: 'Q',
      quizletText: 'a,1\nb,2',
      termDefDelimiterKey: 'comma',
      cardDelimiterKey: 'newline',
    });
    expect(preview.statusCode).toBe(200);
    const confirm = await send(app, cookie, 'POST', '/api/import/quizlet/confirm', { temporaryImportId: preview.json().temporaryImportId });
    expect(confirm.json()).toMatchObject({ success: true, createdDecks: [{ name: 'Q', cardCount: 2 }] });
  });

  it('an unknown type is a 400 with the product spec (docs/product.md) message; a missing id a 404', async () => {
    const { app, cookie } = await setup();
    const unknown = await send(app, cookie, 'POST', '/api/import/excel/confirm', { temporaryImportId: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MSG.unknownImportType);
    const missing = await send(app, cookie, 'POST', '/api/import/anki/confirm', { temporaryImportId: 'nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MSG.importNotFound);
  });
});
