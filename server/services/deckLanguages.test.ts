import type { FastifyInstance } from 'fastify';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { TRPCError } from '@trpc/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CrosswordData, FlashcardsData, MatchingData, MultipleChoiceData, SpatialChoiceData } from '../../shared/games.js';
import { LANGUAGE_TAG_MSG } from '../../shared/languageTag.js';
import { testConfig } from '../config.js';
import type { Db } from '../db.js';
import { warmImportWorkers } from '../imports/service.js';
import { XSRF_COOKIE } from '../app.js';
import { callerFor, loginAgent, makeDeck, makeTestApp, makeTestDb, makeUser, type Agent } from '../test/harness.js';

// Listening (issue 27, docs/study-modes.md): each deck's term and definition languages — the inputs and
// their 400s over tRPC and REST, the deck objects, every game's items, Smart Sessions, offline
// packs and the backup round trip. Runs on both databases.

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function setup() {
  const db = await makeTestDb();
  const user = await makeUser(db);
  return { db, user, api: callerFor(db, user) };
}

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

/** A Korean → English deck whose terms make crossword words (letters only), so every game can be built. */
async function languageDeck(db: Db, userId: number) {
  const deck = await makeDeck(db, userId, { cards: 8 });
  const words = ['apple', 'banana', 'cherry', 'grape', 'lemon', 'mango', 'olive', 'peach'];
  for (const [i, id] of deck.cardIds.entries()) await db.updateTable('cards').set({ term: words[i], definition: `Clue ${i}` }).where('id', '=', id).execute();
  await db.updateTable('decks').set({ term_language: 'ko-KR', definition_language: 'en' }).where('id', '=', deck.id).execute();
  return deck;
}

describe('deck languages: inputs and deck objects', () => {
  it('stores canonical tags on create, keeps them when an edit leaves them out, clears them with null or an empty string', async () => {
    const { api } = await setup();
    const created = await api.decks.create({ name: 'Korean', termLanguage: 'ko-kr', definitionLanguage: ' EN ' });
    expect([created.term_language, created.definition_language]).toEqual(['ko-KR', 'en']);
    expect((await api.decks.get({ deckId: created.id })).term_language).toBe('ko-KR');
    expect((await api.decks.list())[0]).toMatchObject({ term_language: 'ko-KR', definition_language: 'en' });

    const renamed = await api.decks.update({ deckId: created.id, name: 'Korean 1', description: null });
    expect([renamed.term_language, renamed.definition_language]).toEqual(['ko-KR', 'en']);
    // 'iw' is the old code of Hebrew: stored as the canonical 'he'.
    const changed = await api.decks.update({ deckId: created.id, name: 'Korean 1', termLanguage: 'iw', definitionLanguage: null });
    expect([changed.term_language, changed.definition_language]).toEqual(['he', null]);
    const cleared = await api.decks.update({ deckId: created.id, name: 'Korean 1', termLanguage: '' });
    expect(cleared.term_language).toBeNull();

    const plain = await api.decks.create({ name: 'No languages' });
    expect([plain.term_language, plain.definition_language]).toEqual([null, null]);
  });

  it('refuses anything that is not a language tag with a 400 naming the field', async () => {
    const { api } = await setup();
    const deck = await api.decks.create({ name: 'Deck' });
    const notTags: unknown[] = ['en_US', 'english please', 'x-private', 'en-', '12', 'ko-KR-'.repeat(7), 'a'.repeat(100_000), 42, {}, ['en'], '\u202eer-ko', 'e\u0301n'];
    for (const value of notTags) {
      const error = await errorOf(api.decks.create({ name: 'Bad', termLanguage: value as string }));
      expect(error.code, String(value).slice(0, 20)).toBe('BAD_REQUEST');
      expect(error.message).toBe(LANGUAGE_TAG_MSG);
      const update = await errorOf(api.decks.update({ deckId: deck.id, name: 'Deck', definitionLanguage: value as string }));
      expect(update.message).toBe(LANGUAGE_TAG_MSG);
    }
    expect((await api.decks.list()).map((d) => d.name)).toEqual(['Deck']);
  });

  it('takes and answers the languages over REST, with a 400 that names the field', async () => {
    const { app } = await makeTestApp();
    apps.push(app);
    const agent = await loginAgent(app);
    const created = await agent.request('POST', '/api/decks', { name: 'Greek', termLanguage: 'el', definitionLanguage: 'en-GB' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ term_language: 'el', definition_language: 'en-GB' });
    const id = created.json().id;
    const bad = await agent.request('PUT', `/api/decks/${id}`, { name: 'Greek', termLanguage: 'Greek!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: LANGUAGE_TAG_MSG, errors: [{ msg: LANGUAGE_TAG_MSG, path: 'termLanguage' }] });
    const edited = await agent.request('PUT', `/api/decks/${id}`, { name: 'Greek', definitionLanguage: null });
    expect(edited.json()).toMatchObject({ term_language: 'el', definition_language: null });
    expect((await agent.request('GET', `/api/decks/${id}`)).json()).toMatchObject({ term_language: 'el', definition_language: null });
  });

  // Issue 39: `{desiredRetention}` alone was a setting, `{termLanguage}` alone a 400 "Deck name is
  // required.". Every setting is now taken alone or with others, the rest unchanged.
  it('takes any deck setting alone or together over REST, without the name; a subscriber may not set the languages', async () => {
    const { app, db } = await makeTestApp({ now: () => new Date('2025-03-10T12:00:00.000Z') });
    apps.push(app);
    const agent = await loginAgent(app);
    const id = (await agent.request('POST', '/api/decks', { name: 'Greek', description: 'Words', termLanguage: 'el' })).json().id;
    const alone = await agent.request('PUT', `/api/decks/${id}`, { termLanguage: 'el-GR' });
    expect(alone.statusCode).toBe(200);
    expect(alone.json()).toMatchObject({ name: 'Greek', description: 'Words', term_language: 'el-GR', definition_language: null });
    const together = await agent.request('PUT', `/api/decks/${id}`, { definitionLanguage: 'en', newCardsPerDay: 7, desiredRetention: 0.85, examDate: '2025-06-01' });
    expect(together.statusCode).toBe(200);
    expect(together.json()).toMatchObject({ name: 'Greek', term_language: 'el-GR', definition_language: 'en', new_cards_per_day: 7, desired_retention: 0.85, exam_date: '2025-06-01' });
    // A bad value anywhere changes nothing, and names its field.
    const bad = await agent.request('PUT', `/api/decks/${id}`, { definitionLanguage: 'fr', newCardsPerDay: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('newCardsPerDay');
    const past = await agent.request('PUT', `/api/decks/${id}`, { definitionLanguage: 'fr', examDate: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect((await agent.request('GET', `/api/decks/${id}`)).json()).toMatchObject({ definition_language: 'en', new_cards_per_day: 7, exam_date: '2025-06-01' });
    // Still a 400 for a body with neither a name nor a setting.
    expect((await agent.request('PUT', `/api/decks/${id}`, { description: 'x' })).json().message).toBe('Deck name is required.');

    // A subscriber sets their own study settings but not the deck's languages (shared by its owner).
    await db.updateTable('decks').set({ visibility: 'server' }).where('id', '=', id).execute();
    const learner = await loginAgent(app);
    expect((await learner.request('POST', `/api/shared-decks/${id}/subscribe`)).statusCode).toBe(200);
    expect((await learner.request('PUT', `/api/decks/${id}`, { newCardsPerDay: 3 })).json()).toMatchObject({ new_cards_per_day: 3, term_language: 'el-GR' });
    const refused = await learner.request('PUT', `/api/decks/${id}`, { termLanguage: 'de', newCardsPerDay: 4 });
    expect(refused.statusCode).toBe(403);
    expect((await agent.request('GET', `/api/decks/${id}`)).json()).toMatchObject({ term_language: 'el-GR', new_cards_per_day: 7 });
    expect((await learner.request('GET', `/api/decks/${id}`)).json()).toMatchObject({ new_cards_per_day: 3 });
  });
});

describe('deck languages in game data', () => {
  it('gives every game item its side language, turned with the side when the direction is reversed', async () => {
    const { db, user, api } = await setup();
    const deck = await languageDeck(db, user.id);
    const generate = <T>(gameType: 'matching' | 'multiple-choice' | 'spatial-choice' | 'crossword' | 'flashcards', direction: 'forward' | 'reverse' = 'forward') =>
      api.games.generate({ gameType, deckId: deck.id, direction, constraintProfile: { isMobile: false } }) as Promise<T>;

    const matching = await generate<MatchingData>('matching');
    expect(new Set(matching.terms.map((t) => t.lang))).toEqual(new Set(['ko-KR']));
    expect(new Set(matching.definitions.map((t) => t.lang))).toEqual(new Set(['en']));

    const mc = await generate<MultipleChoiceData>('multiple-choice');
    for (const q of mc.questions) {
      expect(q.question.lang).toBe('ko-KR');
      expect(new Set(q.options.map((o) => o.lang))).toEqual(new Set(['en']));
    }
    const spatial = await generate<SpatialChoiceData>('spatial-choice');
    for (const q of spatial.questions) {
      expect(q.prompt.lang).toBe('en');
      expect(new Set(q.options.map((o) => o.lang))).toEqual(new Set(['ko-KR']));
    }
    const crossword = await generate<CrosswordData>('crossword');
    const clues = [...crossword.clues.across, ...crossword.clues.down];
    expect(clues.length).toBeGreaterThan(0);
    expect(new Set(clues.map((c) => c.clue.lang))).toEqual(new Set(['en']));

    const forward = await generate<FlashcardsData>('flashcards');
    expect(forward.cards.every((c) => c.front.lang === 'ko-KR' && c.back.lang === 'en')).toBe(true);
    const reverse = await generate<FlashcardsData>('flashcards', 'reverse');
    expect(reverse.cards.every((c) => c.front.lang === 'en' && c.back.lang === 'ko-KR' && c.front.text.startsWith('Clue'))).toBe(true);
  });

  it('leaves items without a lang when the deck names none, and only the named side gets one', async () => {
    const { db, user, api } = await setup();
    const deck = await makeDeck(db, user.id, { cards: 4 });
    const none = (await api.games.generate({ gameType: 'flashcards', deckId: deck.id })) as FlashcardsData;
    expect(none.cards.every((c) => !('lang' in c.front) && !('lang' in c.back))).toBe(true);
    await api.decks.update({ deckId: deck.id, name: 'Test deck', definitionLanguage: 'ja' });
    const one = (await api.games.generate({ gameType: 'matching', deckId: deck.id })) as MatchingData;
    expect(one.terms.every((t) => !('lang' in t))).toBe(true);
    expect(one.definitions.every((t) => t.lang === 'ja')).toBe(true);
  });

  it('carries them in a Smart Session, mixed direction included, and in the offline pack', async () => {
    const { db, user, api } = await setup();
    const deck = await languageDeck(db, user.id);
    const { gameData } = await api.sessions.start({ deckId: deck.id, gameType: 'flashcards', goal: { type: 'quick' }, constraintProfile: { isMobile: false }, direction: 'mixed' });
    const cards = (gameData as FlashcardsData).cards;
    expect(cards.length).toBe(8);
    // Each card speaks its own front's language, whichever way the coin fell.
    for (const c of cards) expect(c.front.lang).toBe(c.front.text.startsWith('Clue') ? 'en' : 'ko-KR');

    const pack = await api.offline.pack({ deckId: deck.id });
    expect(pack.languages).toEqual({ term: 'ko-KR', definition: 'en' });
  });
});

// --- backup round trip ------------------------------------------------------------------------------

beforeAll(() => warmImportWorkers(testConfig()), 120_000);

async function uploadBackup(app: FastifyInstance, agent: Agent, bytes: Uint8Array) {
  const boundary = '----cardcadelanguages';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="backupFile"; filename="backup.zip"\r\nContent-Type: application/zip\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const me = agent as unknown as { cookies: Map<string, string> };
  const cookie = [...me.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return app.inject({
    method: 'POST',
    url: '/api/import/cardcade/preview',
    payload,
    headers: { cookie, 'x-xsrf-token': me.cookies.get(XSRF_COOKIE) ?? '', 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('deck languages in the backup', () => {
  it('exports them and a restore brings them back; a restore refuses a tag that is not one', async () => {
    const { app } = await makeTestApp();
    apps.push(app);
    const alice = await loginAgent(app);
    await alice.request('POST', '/api/decks', { name: 'Korean', termLanguage: 'ko-KR', definitionLanguage: 'en' });
    await alice.request('POST', '/api/decks', { name: 'Plain' });
    const exported = await alice.request('GET', '/api/account/export');
    const zip = new Uint8Array(exported.rawPayload);
    const json = JSON.parse(new TextDecoder().decode(unzipSync(zip)['cardcade.json']));
    expect(json.decks.map((d: { name: string; termLanguage: string | null; definitionLanguage: string | null }) => [d.name, d.termLanguage, d.definitionLanguage])).toEqual([
      ['Korean', 'ko-KR', 'en'],
      ['Plain', null, null],
    ]);

    const bob = await loginAgent(app);
    const preview = await uploadBackup(app, bob, zip);
    expect(preview.statusCode).toBe(200);
    const confirm = await bob.request('POST', '/api/import/cardcade/confirm', { temporaryImportId: preview.json().temporaryImportId });
    expect(confirm.statusCode).toBe(200);
    const decks = (await bob.request('GET', '/api/decks')).json() as { name: string; term_language: string | null; definition_language: string | null }[];
    expect(decks.map((d) => [d.name, d.term_language, d.definition_language]).sort()).toEqual([
      ['Korean', 'ko-KR', 'en'],
      ['Plain', null, null],
    ]);

    // A backup from before 0018 has no language fields: restored with none.
    const old = { ...json, decks: json.decks.map(({ termLanguage: _t, definitionLanguage: _d, ...deck }: Record<string, unknown>) => deck) };
    const carol = await loginAgent(app);
    expect((await uploadBackup(app, carol, zipSync({ 'cardcade.json': strToU8(JSON.stringify(old)) }))).statusCode).toBe(200);

    const hostile = { ...json, decks: [{ ...json.decks[0], termLanguage: '<script>' }] };
    const refused = await uploadBackup(app, carol, zipSync({ 'cardcade.json': strToU8(JSON.stringify(hostile)) }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('decks.0.termLanguage');
  });
});
