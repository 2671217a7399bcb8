import type { FastifyInstance } from 'fastify';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import type { Db } from '../db.js';
import { CARDCADE_ERRORS } from '../domain/import/cardcade.js';
import { warmImportWorkers } from '../imports/service.js';
import { IMPORT_CACHE_TTL_MS } from '../../shared/constants.js';
import { writeConfirmedImport } from '../imports/confirm.js';
import { writeImportCache } from '../imports/draftCache.js';
import { readBackupInParts } from '../imports/restoreParts.js';
import { saveMedia } from '../repos/media.js';
import { FIXED_NOW, loginAgent, makeTestApp, setCardState, testDialect, type Agent } from '../test/harness.js';
import { uploadBackup } from '../test/longJobs.js';

// The account backup carries cloze notes and deck languages (issue 27, docs/account.md, docs/study-modes.md), over
// HTTP on both databases (the test databases hold the plan in the cache row; a last test confirms
// it from parts, as the worker stores it for a database file or URL): a deck with languages, a cloze
// note of three deletions with Extra, an image and a studied card, a second note and a basic card
// is exported and restored into a fresh account as the same deck: each card's kind, number, note
// source, Extra, answer, sides, media and schedule, the notes grouped the same way (with new
// keys), and the restored note still edits as one. Older backups restore every card as basic;
// hostile cloze fields are a 400 naming the field, and nothing is written.

beforeAll(() => warmImportWorkers(testConfig()), 120_000);

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 7, 7, 7]);
const NOTE = '{{c1::Seoul}} is the capital of {{c2::South Korea::country}}, on the {{c3::Han}} river.';
const DAY = 86_400_000;

async function userIdOf(db: Db, agent: Agent) {
  const me = (await agent.request('GET', '/api/auth/me')).json() as { email?: string; user?: { email: string } };
  const email = me.user?.email ?? me.email!;
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** What a learner's account holds of decks and cards, without ids and with notes as groups. */
async function contentOf(db: Db, userId: number) {
  const decks = await db.selectFrom('decks').select(['id', 'name', 'term_language', 'definition_language', 'source']).where('user_id', '=', userId).orderBy('id').execute();
  const cards = await db
    .selectFrom('cards')
    .leftJoin('media', 'media.id', 'cards.term_image_id')
    .leftJoin('card_states as s', (join) => join.onRef('s.card_id', '=', 'cards.id').on('s.user_id', '=', userId))
    .select(['cards.id', 'cards.deck_id', 'term', 'definition', 'kind', 'cloze_number', 'cloze_note', 'cloze_text', 'cloze_extra', 'cloze_answer', 'media.sha256', 's.stability', 's.reps'])
    .where('cards.deck_id', 'in', decks.map((d) => d.id))
    .orderBy('cards.id')
    .execute();
  // Notes compared as groups of card positions: keys are per account.
  const noteOf = new Map<string, number>();
  const group = (note: string | null) => (note === null ? null : (noteOf.get(note) ?? noteOf.set(note, noteOf.size).get(note)!));
  return {
    decks: decks.map(({ id: _id, ...deck }) => deck),
    cards: cards.map(({ id: _id, deck_id, cloze_note, stability, reps, ...card }) => ({
      ...card,
      deck: decks.findIndex((d) => d.id === deck_id),
      note: group(cloze_note),
      stability: stability ?? 0,
      reps: reps ?? 0,
    })),
    noteKeys: [...noteOf.keys()],
  };
}

describe(`cloze notes and deck languages in the backup (${testDialect})`, () => {
  it('round trip: a deck with languages, a 3-deletion cloze note with Extra and an image, another note and a basic card restore identical in a fresh account', async () => {
    const { app, db } = await makeTestApp();
    apps.push(app);
    const alice = await loginAgent(app);
    const aliceId = await userIdOf(db, alice);
    const deck = (await alice.request('POST', '/api/decks', { name: 'Korea', termLanguage: 'ko-KR', definitionLanguage: 'en' })).json() as { id: number };
    await alice.request('POST', '/api/decks', { name: 'Plain' });
    const image = await saveMedia(db, aliceId, PNG, 'image/png', FIXED_NOW.getTime());
    const made = await alice.request('POST', `/api/decks/${deck.id}/cards`, { kind: 'cloze', clozeText: NOTE, extra: 'East Asia', termImageId: image });
    expect(made.statusCode).toBe(201);
    const note = (made.json() as { cards: { id: number }[] }).cards;
    expect(note).toHaveLength(3);
    await alice.request('POST', `/api/decks/${deck.id}/cards`, { kind: 'cloze', clozeText: '{{c1::Busan}} is a port.' });
    await alice.request('POST', `/api/decks/${deck.id}/cards`, { term: '김치', definition: 'kimchi' });
    // The second card of the note was studied: its schedule comes across too.
    await setCardState(db, note[1].id, { state: 2, due: FIXED_NOW.getTime() + 4 * DAY, stability: 6.5, difficulty: 5, scheduled_days: 4, reps: 3, last_review: FIXED_NOW.getTime() - DAY }, aliceId);

    const zip = new Uint8Array((await alice.request('GET', '/api/account/export')).rawPayload);
    const json = JSON.parse(new TextDecoder().decode(unzipSync(zip)['cardcade.json']));
    const [korea, plain] = json.decks;
    expect([korea.termLanguage, korea.definitionLanguage, plain.termLanguage, plain.definitionLanguage]).toEqual(['ko-KR', 'en', null, null]);
    expect(korea.cards.map((c: { cloze?: { number: number; text: string; extra: string | null; answer: string } }) => c.cloze && [c.cloze.number, c.cloze.text, c.cloze.extra, c.cloze.answer])).toEqual([
      [1, NOTE, 'East Asia', 'Seoul'],
      [2, NOTE, 'East Asia', 'South Korea'],
      [3, NOTE, 'East Asia', 'Han'],
      [1, '{{c1::Busan}} is a port.', null, 'Busan'],
      undefined,
    ]);
    // A basic card's entry is as before (no cloze key at all).
    expect(Object.keys(korea.cards[4])).not.toContain('cloze');

    const bob = await loginAgent(app);
    const bobId = await userIdOf(db, bob);
    const preview = await uploadBackup(app, bob, zip);
    expect(preview.statusCode).toBe(200);
    const confirm = await bob.request('POST', '/api/import/cardcade/confirm', { temporaryImportId: preview.json().temporaryImportId });
    expect(confirm.json()).toMatchObject({ success: true, message: 'Backup restored: 5 cards in 2 decks.' });

    const before = await contentOf(db, aliceId);
    const after = await contentOf(db, bobId);
    const { noteKeys: aliceKeys, ...aliceContent } = before;
    const { noteKeys: bobKeys, ...bobContent } = after;
    expect(bobContent).toEqual(aliceContent);
    expect(bobContent.cards.filter((c) => c.kind === 'cloze').map((c) => c.note)).toEqual([0, 0, 0, 1]);
    expect(bobContent.cards[0].sha256).not.toBeNull();
    expect(bobContent.cards[1]).toMatchObject({ stability: 6.5, reps: 3 });
    // Each restored note has a key of its own (a second restore would not share one either).
    expect(bobKeys.some((key) => aliceKeys.includes(key))).toBe(false);

    // The API shows the same cards, and the restored note still edits as one note: a fourth
    // deletion keeps the three cards (and the studied one's progress) and adds one.
    const bobDeck = ((await bob.request('GET', '/api/decks')).json() as { id: number; name: string; term_language: string | null }[]).find((d) => d.name === 'Korea')!;
    expect(bobDeck.term_language).toBe('ko-KR');
    const flashcards = ((await bob.request('GET', `/api/decks/${bobDeck.id}`)).json() as { flashcards: { id: number; kind: string; clozeNumber: number | null; clozeText: string | null; clozeExtra: string | null; termImageUrl: string | null }[] }).flashcards;
    expect(flashcards.map((c) => [c.kind, c.clozeNumber, c.clozeText, c.clozeExtra, c.termImageUrl !== null])).toEqual([
      ['cloze', 1, NOTE, 'East Asia', true],
      ['cloze', 2, NOTE, 'East Asia', true],
      ['cloze', 3, NOTE, 'East Asia', true],
      ['cloze', 1, '{{c1::Busan}} is a port.', null, false],
      ['basic', null, null, null, false],
    ]);
    const edited = await bob.request('PUT', `/api/cards/${flashcards[0].id}`, { kind: 'cloze', clozeText: `${NOTE} {{c4::Kimchi}}`, extra: 'East Asia' });
    expect(edited.statusCode).toBe(200);
    expect((edited.json() as { cards: { id: number }[] }).cards.map((c) => c.id).slice(0, 3)).toEqual(flashcards.slice(0, 3).map((c) => c.id));
    expect((await contentOf(db, bobId)).cards.filter((c) => c.note === 0)).toHaveLength(4);
  });

  it('restores an older backup without cloze fields as basic cards, and refuses hostile cloze fields with a 400 naming the field, writing nothing', async () => {
    const { app, db } = await makeTestApp();
    apps.push(app);
    const alice = await loginAgent(app);
    const deck = (await alice.request('POST', '/api/decks', { name: 'Korea' })).json() as { id: number };
    await alice.request('POST', `/api/decks/${deck.id}/cards`, { kind: 'cloze', clozeText: NOTE });
    const json = JSON.parse(new TextDecoder().decode(unzipSync(new Uint8Array((await alice.request('GET', '/api/account/export')).rawPayload))['cardcade.json']));
    const withCards = (edit: (card: Record<string, unknown>) => Record<string, unknown>) => ({
      ...json,
      decks: json.decks.map((d: { cards: Record<string, unknown>[] }) => ({ ...d, cards: d.cards.map(edit) })),
    });
    const zipOf = (value: unknown) => zipSync({ 'cardcade.json': strToU8(JSON.stringify(value)) });

    // Made before cloze cards: the prompt and answer come back as a basic card's sides.
    const carol = await loginAgent(app);
    const carolId = await userIdOf(db, carol);
    const old = await uploadBackup(app, carol, zipOf(withCards(({ cloze: _cloze, ...card }) => card)));
    expect(old.statusCode).toBe(200);
    await carol.request('POST', '/api/import/cardcade/confirm', { temporaryImportId: old.json().temporaryImportId });
    const restored = await contentOf(db, carolId);
    expect(restored.cards.map((c) => [c.kind, c.cloze_number, c.cloze_text, c.term])).toEqual([
      ['basic', null, null, '[...] is the capital of South Korea, on the Han river.'],
      ['basic', null, null, 'Seoul is the capital of [country], on the Han river.'],
      ['basic', null, null, 'Seoul is the capital of South Korea, on the [...] river.'],
    ]);

    const dave = await loginAgent(app);
    const daveId = await userIdOf(db, dave);
    const cloze = (card: Record<string, unknown>, change: Record<string, unknown>) => ({ ...card, cloze: { ...(card.cloze as object), ...change } });
    const cases: [string, unknown, string][] = [
      ['number 0', withCards((c) => cloze(c, { number: 0 })), 'decks.0.cards.0.cloze.number'],
      ['number past the column', withCards((c) => cloze(c, { number: 2 ** 31 })), 'decks.0.cards.0.cloze.number'],
      ['number not whole', withCards((c) => cloze(c, { number: 1.5 })), 'decks.0.cards.0.cloze.number'],
      ['text too long', withCards((c) => cloze(c, { text: 'x'.repeat(10_001) })), 'decks.0.cards.0.cloze.text'],
      ['text missing', withCards((c) => cloze(c, { text: undefined })), 'decks.0.cards.0.cloze.text'],
      ['extra not text', withCards((c) => cloze(c, { extra: 7 })), 'decks.0.cards.0.cloze.extra'],
      ['answer too long', withCards((c) => cloze(c, { answer: 'x'.repeat(10_001) })), 'decks.0.cards.0.cloze.answer'],
      ['note key too long', withCards((c) => cloze(c, { note: 'k'.repeat(201) })), 'decks.0.cards.0.cloze.note'],
      ['note key empty', withCards((c) => cloze(c, { note: '' })), 'decks.0.cards.0.cloze.note'],
      ['cloze not an object', withCards((c) => ({ ...c, cloze: 'yes' })), 'decks.0.cards.0.cloze'],
      ['an Anki key too long', withCards((c) => ({ ...c, ankiKey: 'g'.repeat(301) })), 'decks.0.cards.0.ankiKey'],
      ['an empty Anki key', withCards((c) => ({ ...c, ankiKey: '' })), 'decks.0.cards.0.ankiKey'],
      ['a language that is not a tag', { ...json, decks: [{ ...json.decks[0], definitionLanguage: 'en_US!' }] }, 'decks.0.definitionLanguage'],
    ];
    for (const [label, value, where] of cases) {
      const res = await uploadBackup(app, dave, zipOf(value));
      expect(res.statusCode, label).toBe(400);
      expect(res.json().message, label).toContain(CARDCADE_ERRORS.invalid(where, ''));
    }
    expect(await db.selectFrom('import_cache').select('id').where('user_id', '=', daveId).execute()).toEqual([]);
    expect(await db.selectFrom('decks').select('id').where('user_id', '=', daveId).execute()).toEqual([]);
  });

  it("an imported Anki card's re-import key (guid:ordinal) comes across, so a later re-import still matches it", async () => {
    const { app, db } = await makeTestApp();
    apps.push(app);
    const alice = await loginAgent(app);
    const deck = (await alice.request('POST', '/api/decks', { name: 'Anki' })).json() as { id: number };
    const card = (await alice.request('POST', `/api/decks/${deck.id}/cards`, { term: 'chat', definition: 'cat' })).json() as { id: number };
    await alice.request('POST', `/api/decks/${deck.id}/cards`, { term: 'own', definition: 'card' });
    await db.updateTable('cards').set({ anki_key: 'Xy7#q:1' }).where('id', '=', card.id).execute();
    const zip = new Uint8Array((await alice.request('GET', '/api/account/export')).rawPayload);
    const json = JSON.parse(new TextDecoder().decode(unzipSync(zip)['cardcade.json']));
    expect(json.decks[0].cards.map((c: { ankiKey?: string }) => c.ankiKey)).toEqual(['Xy7#q:1', undefined]);

    const bob = await loginAgent(app);
    const bobId = await userIdOf(db, bob);
    const preview = await uploadBackup(app, bob, zip);
    await bob.request('POST', '/api/import/cardcade/confirm', { temporaryImportId: preview.json().temporaryImportId });
    const keys = await db.selectFrom('cards').innerJoin('decks', 'decks.id', 'cards.deck_id').select(['term', 'anki_key']).where('decks.user_id', '=', bobId).orderBy('cards.id').execute();
    expect(keys).toEqual([
      { term: 'chat', anki_key: 'Xy7#q:1' },
      { term: 'own', anki_key: null },
    ]);
  });

  it('the same from parts: a restore confirmed a part at a time keeps the notes, their grouping and the languages', async () => {
    const { app, db } = await makeTestApp();
    apps.push(app);
    const alice = await loginAgent(app);
    const aliceId = await userIdOf(db, alice);
    const deck = (await alice.request('POST', '/api/decks', { name: 'Korea', termLanguage: 'ko-KR', definitionLanguage: 'en' })).json() as { id: number };
    await alice.request('POST', `/api/decks/${deck.id}/cards`, { kind: 'cloze', clozeText: NOTE, extra: 'East Asia' });
    await alice.request('POST', `/api/decks/${deck.id}/cards`, { kind: 'cloze', clozeText: '{{c1::Busan}} is a {{c2::port}}.' });
    const zip = new Uint8Array((await alice.request('GET', '/api/account/export')).rawPayload);
    const bob = await loginAgent(app);
    const bobId = await userIdOf(db, bob);
    const now = FIXED_NOW.getTime();
    // Two cards per write: a note's cards are written by different chunks of the confirm.
    const { plan } = await readBackupInParts(db, { importId: 'in-parts', userId: bobId, now, ttlMs: IMPORT_CACHE_TTL_MS }, zip, now, { elementMaxBytes: 64 * 1024, skeletonMaxBytes: 64 * 1024 });
    await writeImportCache(db, { userId: bobId, type: 'cardcade', now }, 'in-parts', JSON.stringify({ kind: 'restoreParts', plan }));
    const result = await writeConfirmedImport(db, bobId, { type: 'cardcade', temporaryImportId: 'in-parts' }, now, { cardsPerChunk: 2 });
    expect(result).toMatchObject({ success: true, createdDecks: [{ name: 'Korea', cardCount: 5 }] });
    const { noteKeys: _a, ...before } = await contentOf(db, aliceId);
    const { noteKeys: _b, ...after } = await contentOf(db, bobId);
    expect(after).toEqual(before);
    expect(after.cards.map((c) => c.note)).toEqual([0, 0, 0, 1, 1]);
  });
});
