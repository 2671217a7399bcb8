import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.js';
import { testConfig } from '../config.js';
import type { Db } from '../db.js';
import { BACKUP_FORMAT, BACKUP_VERSION } from '../domain/export/backup.js';
import { warmImportWorkers } from '../imports/service.js';
import { FIXED_NOW, loginAgent, makeTestApp, testDialect, type Agent } from '../test/harness.js';
import { uploadBackup } from '../test/longJobs.js';
import { XSRF_COOKIE } from '../app.js';

// Issue 49 points 8, 9 and 12 (a restore's empty side) over HTTP, on SQLite and PostgreSQL:
// NUL and the other control characters are taken out of every text at the edge (the same answer
// on both databases, never PostgreSQL's 500), a submit of the schema's 5,000 results is written,
// and a restore refuses a side with neither text nor picture as the card form does.

beforeAll(() => warmImportWorkers(testConfig()), 120_000);

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

const NOW = FIXED_NOW.getTime();
const DAY = 86_400_000;
const NUL = '\u0000';

async function setup() {
  const { app, db } = await makeTestApp({ now: () => FIXED_NOW });
  apps.push(app);
  return { app, db, agent: await loginAgent(app) };
}

async function userIdOf(db: Db, agent: Agent) {
  const me = (await agent.request('GET', '/api/auth/me')).json() as { email?: string; user?: { email: string } };
  const email = me.user?.email ?? me.email!;
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** Every text column of the user's decks and cards: none may hold a control character but tab and line breaks. */
async function storedTexts(db: Db, userId: number): Promise<string[]> {
  const decks = await db.selectFrom('decks').select(['name', 'description']).where('user_id', '=', userId).execute();
  const cards = await db
    .selectFrom('cards as c')
    .innerJoin('decks as d', 'd.id', 'c.deck_id')
    .select(['c.term', 'c.definition', 'c.term_html', 'c.definition_html'])
    .where('d.user_id', '=', userId)
    .execute();
  return [...decks.flatMap((d) => [d.name, d.description]), ...cards.flatMap((c) => [c.term, c.definition, c.term_html, c.definition_html])].filter((t): t is string => t !== null);
}
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function multipartFile(field: string, fileName: string, bytes: Uint8Array) {
  const boundary = '----cardcadehostiletext';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(app: FastifyInstance, agent: Agent, url: string, field: string, fileName: string, bytes: Uint8Array) {
  const { payload, contentType } = multipartFile(field, fileName, bytes);
  const cookies = (agent as unknown as { cookies: Map<string, string> }).cookies;
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': cookies.get(XSRF_COOKIE) ?? '', 'content-type': contentType },
  });
}

const fsrs = { due: NOW, stability: 5, difficulty: 5, elapsedDays: 3, scheduledDays: 5, learningSteps: 0, reps: 3, lapses: 0, state: 2, lastReview: NOW - 3 * DAY };
function backupZip(card: object, deck: object = {}, log: object = {}) {
  const full = { id: 7, term: 'term', definition: 'definition', createdAt: NOW - 9 * DAY, updatedAt: NOW - 9 * DAY, fsrs, media: { termImage: null, definitionImage: null, termAudio: null, definitionAudio: null }, ...card };
  const review = { cardId: 7, sessionId: 's', rating: 3, isCorrect: true, gameType: 'flashcards', answerTimeMs: 1200, usedHint: false, reviewedAt: NOW - 3 * DAY, localDay: '2025-03-07', ...log };
  const fullDeck = { name: 'Restored', description: null, source: 'manual', examDate: null, pacingStartDate: null, desiredRetention: 0.9, createdAt: NOW - 9 * DAY, updatedAt: NOW - 9 * DAY, cards: [full], reviewLogs: [review], ...deck };
  const file = { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: FIXED_NOW.toISOString(), settings: { timeZone: 'UTC' }, media: [], decks: [fullDeck] };
  return zipSync({ 'cardcade.json': strToU8(JSON.stringify(file)) });
}

describe(`NUL and control characters in text (${testDialect})`, () => {
  it('card create and update: stored without them, the same answer on both databases', async () => {
    const { db, agent } = await setup();
    const deck = await agent.request('POST', '/api/decks', { name: 'Plain' });
    const created = await agent.request('POST', `/api/decks/${deck.json().id}/cards`, { term: `ca${NUL}t`, definition: `Ka\u0007tze\tzwei\nZeilen` });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ term: 'cat', definition: 'Katze\tzwei\nZeilen' });
    const updated = await agent.request('PUT', `/api/cards/${created.json().id}`, { term: `do${NUL}g${NUL}`, definition: `Hund\u001b`, definitionHtml: `<b>Hu${NUL}nd</b>` });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ term: 'dog', definition: 'Hund', definitionHtml: '<b>Hund</b>' });
    // A side of nothing but NUL is an empty side: refused as the form refuses one.
    const empty = await agent.request('POST', `/api/decks/${deck.json().id}/cards`, { term: NUL, definition: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MSG.termAndDefinitionRequired);
    expect((await storedTexts(db, await userIdOf(db, agent))).filter((t) => CONTROL.test(t))).toEqual([]);
  });

  it('deck create and update, and a cloze note', async () => {
    const { db, agent } = await setup();
    const deck = await agent.request('POST', '/api/decks', { name: `Ve${NUL}rbs`, description: `all${NUL} of them` });
    expect(deck.statusCode, deck.body).toBe(201);
    expect(deck.json()).toMatchObject({ name: 'Verbs', description: 'all of them' });
    const updated = await agent.request('PUT', `/api/decks/${deck.json().id}`, { name: `No${NUL}uns\u0001`, description: NUL });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Nouns', description: null });
    const nameless = await agent.request('POST', '/api/decks', { name: `${NUL}${NUL}` });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toBe(MSG.deckNameRequired);
    const cloze = await agent.request('POST', `/api/decks/${deck.json().id}/cards`, { kind: 'cloze', clozeText: `The {{c1::ca${NUL}t}} sat.`, extra: `ex${NUL}tra` });
    expect(cloze.statusCode, cloze.body).toBe(201);
    const note = await db.selectFrom('cards').select(['cloze_text', 'cloze_extra', 'cloze_answer']).where('deck_id', '=', deck.json().id).executeTakeFirstOrThrow();
    expect(note).toEqual({ cloze_text: 'The {{c1::cat}} sat.', cloze_extra: 'extra', cloze_answer: 'cat' });
    expect((await storedTexts(db, await userIdOf(db, agent))).filter((t) => CONTROL.test(t))).toEqual([]);
  });

  it('a suggestion, and the library search', async () => {
    const { app, db, agent: owner } = await setup();
    const deck = await owner.request('POST', '/api/decks', { name: 'Shared' });
    expect((await owner.request('PUT', `/api/decks/${deck.json().id}/sharing`, { visibility: 'server' })).statusCode).toBe(200);
    const learner = await loginAgent(app);
    expect((await learner.request('POST', `/api/shared-decks/${deck.json().id}/subscribe`)).statusCode).toBe(200);
    const suggested = await learner.request('POST', `/api/decks/${deck.json().id}/suggestions`, { term: `ho${NUL}use`, definition: `Ha${NUL}us` });
    expect(suggested.statusCode, suggested.body).toBeLessThan(300);
    const row = await db.selectFrom('suggestions').select(['term', 'definition']).executeTakeFirstOrThrow();
    expect(row).toEqual({ term: 'house', definition: 'Haus' });
    const search = await learner.request('GET', `/api/shared-decks?q=Sha%00red`);
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().decks.map((d: { name: string }) => d.name)).toEqual(['Shared']);
  });

  it('a restore: its texts come back without them (PostgreSQL answered 500 at the confirm)', async () => {
    const { app, db, agent } = await setup();
    const zip = backupZip({ term: `te${NUL}rm`, definition: `defi${NUL}nition`, termHtml: `<i>te${NUL}rm</i>` }, { name: `Dec${NUL}k`, description: `about${NUL}` }, { sessionId: `s${NUL}1`, gameType: `flash${NUL}cards` });
    const preview = await uploadBackup(app, agent, zip);
    expect(preview.statusCode, preview.body).toBe(200);
    const confirm = await agent.request('POST', '/api/import/cardcade/confirm', { temporaryImportId: preview.json().temporaryImportId });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const userId = await userIdOf(db, agent);
    expect((await storedTexts(db, userId)).filter((t) => CONTROL.test(t))).toEqual([]);
    const card = await db.selectFrom('cards').select(['term', 'definition']).executeTakeFirstOrThrow();
    expect(card).toEqual({ term: 'term', definition: 'definition' });
    const log = await db.selectFrom('review_logs').select(['session_id', 'game_type']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(log).toEqual({ session_id: 's1', game_type: 'flashcards' });
  });

  it('a UTF-16 CSV holding U+0000 imports without it', async () => {
    const { app, db, agent } = await setup();
    const text = `Term,Definition\nca${NUL}t,Ka\u0001tze\n`;
    const bytes = new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);
    const analyze = await upload(app, agent, '/api/import/csv/analyze', 'csvFile', 'words.csv', bytes);
    expect(analyze.statusCode, analyze.body).toBe(200);
    const id = analyze.json().temporaryImportId;
    const preview = await agent.request('POST', '/api/import/csv/preview', { temporaryImportId: id, deckName: `Wo${NUL}rds`, columnMapping: { term: 'Term', definition: 'Definition' } });
    expect(preview.statusCode, preview.body).toBe(200);
    const confirm = await agent.request('POST', '/api/import/csv/confirm', { temporaryImportId: id });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await db.selectFrom('cards').select(['term', 'definition']).execute()).toEqual([{ term: 'cat', definition: 'Katze' }]);
    expect((await storedTexts(db, await userIdOf(db, agent))).filter((t) => CONTROL.test(t))).toEqual([]);
  });

  it("a deck that already holds NUL (stored before this) exports a CSV that imports again", async () => {
    const { app, db, agent } = await setup();
    const deck = await agent.request('POST', '/api/decks', { name: 'Old' });
    await agent.request('POST', `/api/decks/${deck.json().id}/cards`, { term: 'cat', definition: 'Katze' });
    // As SQLite kept it before (PostgreSQL never could): written straight to the table.
    if (testDialect === 'sqlite') await db.updateTable('cards').set({ term: `ca${NUL}t`, definition: `Ka${NUL}tze` }).execute();
    const csv = await agent.request('GET', `/api/decks/${deck.json().id}/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(NUL);
    const analyze = await upload(app, agent, '/api/import/csv/analyze', 'csvFile', 'Old.csv', csv.rawPayload);
    expect(analyze.statusCode, analyze.body).toBe(200);
  });
});

describe(`a restore's empty side (${testDialect})`, () => {
  it('refuses a side with neither text nor picture, with the card form\'s message, and writes nothing', async () => {
    const { app, db, agent } = await setup();
    for (const card of [{ term: '' }, { definition: '   ' }, { term: NUL }]) {
      const preview = await uploadBackup(app, agent, backupZip(card));
      expect(preview.statusCode, JSON.stringify(card)).toBe(400);
      expect(preview.json().message).toContain(MSG.termAndDefinitionRequired);
    }
    expect(await db.selectFrom('decks').select('id').where('user_id', '=', await userIdOf(db, agent)).execute()).toEqual([]);
  });
});

describe(`a submit of the schema's 5,000 results (${testDialect})`, () => {
  it('is written whole (SQLite answered 500: too many SQL variables)', async () => {
    const { db, agent } = await setup();
    const deck = await agent.request('POST', '/api/decks', { name: 'Big' });
    const deckId = deck.json().id as number;
    const rows = Array.from({ length: 5_000 }, (_, i) => ({ deck_id: deckId, term: `t${i}`, definition: `d${i}`, created_at: NOW, updated_at: NOW }));
    for (let start = 0; start < rows.length; start += 1_000) await db.insertInto('cards').values(rows.slice(start, start + 1_000)).execute();
    const ids = (await db.selectFrom('cards').select('id').where('deck_id', '=', deckId).orderBy('id').execute()).map((r) => r.id);
    const results = ids.map((cardId) => ({ cardId, isCorrect: true, gameType: 'flashcards', rating: 3, answerTimeMs: 900 }));
    const res = await agent.request('POST', '/api/sessions/submit', { sessionId: 'five-thousand', deckId, results });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json()).toMatchObject({ applied: 5_000, skipped: 0, duplicate: false });
    const logs = await db.selectFrom('review_logs').select(db.fn.countAll<number>().as('n')).where('deck_id', '=', deckId).executeTakeFirstOrThrow();
    expect(Number(logs.n)).toBe(5_000);
  });
});
