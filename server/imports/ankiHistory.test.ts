import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { createContextInner } from '../context.js';
import type { Db } from '../db.js';
import { ankiPackage, type TestCollection } from '../test/ankiTestkit.js';
import { cardStatesOf, testDialect, callerFor, FIXED_NOW, makeTestDb, makeUser } from '../test/harness.js';
import { ankiPreview, warmImportWorkers } from './service.js';

// Anki review history end to end (docs/anki-history.md): preview → confirm → the deck's stats.

beforeAll(() => warmImportWorkers(testConfig()), 120_000);

const DAY = 86_400_000;
const NOW = FIXED_NOW.getTime(); // 2025-03-10 12:00 UTC
const CRT = Date.UTC(2024, 0, 1) / 1000;
/** Review times: day offsets before NOW at 03:30 UTC (still the previous day in New York). */
const at = (daysAgo: number) => Date.UTC(2025, 2, 10 - daysAgo, 3, 30);
let seq = 0; // revlog ids are unique across the package: a few ms apart
const rows = (...spec: [number, number][]) => spec.map(([daysAgo, ease]) => ({ id: at(daysAgo) + ++seq, ease, type: 1, time: 5_000 }));

/** 6 cards: 3 with revlog (10 answers on 5 days), 1 scheduled without revlog (due in 20 days), 2 new. */
const PACKAGE: TestCollection = {
  crt: CRT,
  notetypes: [{ id: 1, name: 'Basic' }],
  decks: [
    { id: 10, name: 'Spanish::Verbs' },
    { id: 11, name: 'Spanish::Nouns' },
  ],
  notes: [
    { fields: ['hablar', 'to speak'], notetype: 0, cards: [{ deck: 10, schedule: { type: 2, queue: 2, due: 500, ivl: 10, factor: 2500 }, revlog: rows([40, 3], [39, 3], [30, 3], [12, 3]) }] },
    { fields: ['comer', 'to eat'], notetype: 0, cards: [{ deck: 10, schedule: { type: 2, queue: 2, due: 500, ivl: 10, factor: 2500 }, revlog: rows([40, 1], [39, 3], [30, 2], [12, 3]) }] },
    { fields: ['vivir', 'to live'], notetype: 0, cards: [{ deck: 11, schedule: { type: 2, queue: 2, due: 500, ivl: 3, factor: 2500 }, revlog: rows([12, 4], [5, 3]) }] },
    // Due 20 days after NOW, in Anki's days since crt.
    { fields: ['casa', 'house'], notetype: 0, cards: [{ deck: 11, schedule: { type: 2, queue: 2, due: Math.round((NOW + 20 * DAY) / DAY - CRT / 86_400), ivl: 30, factor: 2500, reps: 6 } }] },
    { fields: ['perro', 'dog'], notetype: 0, cards: [{ deck: 11 }] },
    { fields: ['gato', 'cat'], notetype: 0, cards: [{ deck: 11 }] },
  ],
};
const file = () => ({ fileName: 'spanish.apkg', bytes: ankiPackage(PACKAGE, 'anki21b') });

async function setup(timeZone = 'America/New_York') {
  const db = await makeTestDb();
  const user = await makeUser(db, { timeZone });
  const ctx = { ...createContextInner({ db, user, now: () => FIXED_NOW, config: testConfig() }), user };
  return { db, user, ctx, api: callerFor(db, user) };
}

const logsOf = (db: Db, deckId: number) =>
  db.selectFrom('review_logs').select(['rating', 'is_correct', 'game_type', 'local_day', 'session_id', 'card_id', 'reviewed_at', 'answer_time_ms', 'used_hint', 'user_id']).where('deck_id', '=', deckId).orderBy('reviewed_at').execute();

describe('keeping Anki review history', () => {
  it('single deck: replayed states, review logs on local days, stats and streak-free past', async () => {
    const { db, ctx, api } = await setup();
    const preview = await ankiPreview(ctx, file(), 'single_deck');
    expect(preview.ankiHistory).toEqual({ cardsWithHistory: 3, kept: true });
    const result = await api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId });
    const deckId = result.createdDecks[0].id;

    const logs = await logsOf(db, deckId);
    expect(logs).toHaveLength(10);
    expect(new Set(logs.map((log) => log.game_type))).toEqual(new Set(['anki']));
    expect(new Set(logs.map((log) => log.session_id))).toEqual(new Set([`anki-import-${preview.temporaryImportId}`]));
    expect(logs.every((log) => log.card_id !== null)).toBe(true);
    expect(logs.map((log) => Number(log.is_correct))).toEqual(logs.map((log) => (log.rating >= 2 ? 1 : 0)));
    // 03:30 UTC is the evening before in New York.
    expect(logs[0].local_day).toBe('2025-01-28');
    // Every column as written, with its type (the rows travel as one JSON parameter).
    expect(logs.map((log) => [Number(log.reviewed_at), log.rating, Number(log.answer_time_ms), Number(log.used_hint), Number(log.user_id)])).toEqual(
      PACKAGE.notes
        .flatMap((note) => note.cards[0].revlog ?? [])
        .sort((a, b) => a.id - b.id)
        .map((row) => [row.id, row.ease, 5_000, 0, ctx.user.id]),
    );
    expect(logs.every((log) => typeof log.rating === 'number' && typeof log.local_day === 'string')).toBe(true);

    const history = await api.stats.history({ deckId });
    expect(history.map((entry) => entry.studiedAt)).toEqual(['2025-01-28', '2025-01-29', '2025-02-07', '2025-02-25', '2025-03-04']);
    expect(history[0].accuracy).toBe(50); // Good and Again on day one

    const journey = await api.stats.learningJourney({ deckId });
    expect(journey.totalCardCount).toBe(6);
    expect(journey.distribution.new).toBe(2);
    const due = await api.stats.reviewStats({ deckId });
    expect(due.dueNow).toBeLessThan(6);
    expect(due.dueNow).toBeGreaterThanOrEqual(2); // the two new cards

    // The card scheduled without revlog keeps Anki's due date.
    const casaId = (await db.selectFrom('cards').select('id').where('term', '=', 'casa').executeTakeFirstOrThrow()).id;
    const [casa] = await cardStatesOf(db, [casaId]);
    expect(Math.abs(Number(casa.due) - (NOW + 20 * DAY))).toBeLessThan(DAY);
    expect(casa).toMatchObject({ state: 2, reps: 6 });
    // The memory model reads them as reviews without failing.
    const model = await api.account.memoryModel();
    expect(model).toBeTruthy();
  });

  it('not kept: every card NEW and no review logs', async () => {
    const { db, ctx, api } = await setup();
    const preview = await ankiPreview(ctx, file(), 'single_deck', { keepReviewHistory: false });
    expect(preview.ankiHistory).toEqual({ cardsWithHistory: 3, kept: false });
    const result = await api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId });
    const deckId = result.createdDecks[0].id;
    expect(await logsOf(db, deckId)).toEqual([]);
    expect((await api.stats.learningJourney({ deckId })).distribution.new).toBe(6);
    expect((await api.stats.reviewStats({ deckId })).dueNow).toBe(6);
  });

  it('collection mode keeps each deck its own history', async () => {
    const { db, ctx, api } = await setup('UTC');
    const preview = await ankiPreview(ctx, { fileName: 'spanish.colpkg', bytes: ankiPackage(PACKAGE, 'anki21') }, 'collection');
    const result = await api.imports.confirm({ type: 'anki', temporaryImportId: preview.temporaryImportId });
    const byName = new Map(result.createdDecks.map((deck) => [deck.name, deck.id]));
    expect((await logsOf(db, byName.get('Spanish::Verbs')!)).length).toBe(8);
    expect((await logsOf(db, byName.get('Spanish::Nouns')!)).length).toBe(2);
    expect((await api.stats.history({ deckId: byName.get('Spanish::Nouns')! })).map((entry) => entry.studiedAt)).toEqual(['2025-02-26', '2025-03-05']);
  });

  it('a package without revlog says nothing about history', async () => {
    const { ctx } = await setup();
    const plain: TestCollection = { ...PACKAGE, notes: PACKAGE.notes.slice(4) };
    const preview = await ankiPreview(ctx, { fileName: 'plain.apkg', bytes: ankiPackage(plain, 'anki2') }, 'single_deck');
    expect(preview.ankiHistory).toBeUndefined();
  });
});

// The multipart field over HTTP, and the confirm on a worker's own connection (database file).
describe.skipIf(testDialect !== 'sqlite')('keepReviewHistory over HTTP on a database file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-history-'));
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const XSRF = 'history-xsrf';

  function upload(app: FastifyInstance, cookie: string, fields: Record<string, string>) {
    const boundary = '----historyboundary';
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="ankiFile"; filename="spanish.apkg"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    parts.push(Buffer.from(file().bytes), Buffer.from(`\r\n--${boundary}--\r\n`));
    return app.inject({
      method: 'POST',
      url: '/api/import/anki/preview',
      payload: Buffer.concat(parts),
      headers: { cookie, 'x-xsrf-token': XSRF, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  }

  it.each([
    [{}, true, 10],
    [{ keepReviewHistory: 'true' }, true, 10],
    [{ keepReviewHistory: 'false' }, false, 0],
  ])('fields %j → kept %s, %i review logs', async (fields, kept, logCount) => {
    const app = await buildApp({ dbPath: path.join(dir, `h${Math.random()}.db`), config: testConfig({ clientDir: '/nonexistent' }) });
    apps.push(app);
    const db = (app as unknown as { deps: { db: Db } }).deps.db;
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
      payload: { email: 'history@example.com', password: 'correct horse battery' },
    });
    const cookie = `XSRF-TOKEN=${XSRF}; cardcade_session=${signup.cookies.find((c) => c.name === 'cardcade_session')?.value}`;
    const preview = await upload(app, cookie, { importMode: 'single_deck', ...fields });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().ankiHistory).toEqual({ cardsWithHistory: 3, kept });
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/import/anki/confirm',
      headers: { cookie, 'x-xsrf-token': XSRF },
      payload: { temporaryImportId: preview.json().temporaryImportId },
    });
    expect(confirm.statusCode).toBe(200);
    const logs = await db.selectFrom('review_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(logs.n)).toBe(logCount);
  }, 60_000);
});

