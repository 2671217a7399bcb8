import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { markAnswered, PACK_NEXT_CARDS, playFromPack, selectFromPack, startFromPack } from '../../shared/offlinePack.js';
import type { FlashcardsData, MatchingData } from '../../shared/games.js';
import { setStudyDirection } from '../repos/decks.js';
import { saveMedia, mediaUrlsFor } from '../repos/media.js';
import { Agent, callerFor, setCardState, FIXED_NOW, makeDeck, makeTestApp, makeTestDb, makeUser } from '../test/harness.js';

const NOW = FIXED_NOW.getTime();
const DAY = 86_400_000;

let db: Db;
beforeEach(async () => {
  db = await makeTestDb();
});

/** Cards 1..n of a deck fall due one day apart, starting `firstDueDays` from now. */
async function spreadDue(cardIds: number[], firstDueDays: number) {
  for (const [i, id] of cardIds.entries()) await setCardState(db, id, { due: NOW + (firstDueDays + i) * DAY });
}

describe('offline.pack', () => {
  it('carries the due cards and the next ones to fall due, earliest first, with media URLs', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { name: 'Spanish', cards: 40 });
    await spreadDue(deck.cardIds, -5); // 6 due now (−5 … 0 days), 34 later
    const image = await saveMedia(db, user.id, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), 'image/png', NOW);
    await db.updateTable('cards').set({ term_image_id: image }).where('id', '=', deck.cardIds[0]).execute();

    const pack = await callerFor(db, user).offline.pack({ deckId: deck.id });
    expect(pack).toMatchObject({ deckId: deck.id, deckName: 'Spanish', builtAt: NOW, cardsPerMinute: 6 });
    expect(pack.cards.map((c) => c.id)).toEqual(deck.cardIds.slice(0, 6 + PACK_NEXT_CARDS));
    expect(pack.cards[0]).toMatchObject({ term: 'Term 1', definition: 'Definition 1', due: NOW - 5 * DAY, state: 0, termImageUrl: (await mediaUrlsFor(db, [{ term_image_id: image }]))(image), definitionImageUrl: null });
    expect(pack.cards[0].termImageUrl).toMatch(/^\/api\/media\/[A-Za-z0-9_-]{22}$/);
    expect(selectFromPack(pack, { type: 'quick' }, NOW)).toHaveLength(6);
    expect(selectFromPack(pack, { type: 'cards', value: 20 }, NOW)).toHaveLength(20);
  });

  it('carries the deck\'s remembered study direction, and an offline session asks from that side', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 8 });
    const caller = callerFor(db, user);
    expect((await caller.offline.pack({ deckId: deck.id })).studyDirection).toBe('forward');
    await setStudyDirection(db, user.id, deck.id, 'reverse');
    const pack = await caller.offline.pack({ deckId: deck.id });
    expect(pack.studyDirection).toBe('reverse');
    const game = startFromPack(pack, { gameType: 'flashcards', goal: { type: 'quick' }, isMobile: false }, NOW);
    if ('error' in game) throw new Error(game.error);
    expect('cards' in game && game.cards.every((c) => c.front.text.startsWith('Definition') && c.back.text.startsWith('Term'))).toBe(true);
  });

  it("refuses another user's deck as not found", async () => {
    const owner = await makeUser(db);
    const other = await makeUser(db);
    const deck = await makeDeck(db, owner.id, { cards: 2 });
    await expect(callerFor(db, other).offline.pack({ deckId: deck.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(callerFor(db, null).offline.pack({ deckId: deck.id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('an offline session submits under its own client id, exactly once', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 12 });
    const caller = callerFor(db, user);
    const pack = await caller.offline.pack({ deckId: deck.id });
    const game = startFromPack(pack, { gameType: 'multiple-choice', goal: { type: 'quick' }, isMobile: false }, NOW);
    if ('error' in game) throw new Error(game.error);
    // No sessions.start happened: the browser made the session and its id (crypto.randomUUID()).
    const results = pack.cards.map((c) => ({ cardId: c.id, isCorrect: true, gameType: 'multiple-choice' as const }));
    const chunk = { sessionId: '6f1d6f2e-7d0a-4c1e-9a57-0d6b1f0f5b11', deckId: deck.id, results };
    expect(await caller.sessions.submit(chunk)).toEqual({ success: true, applied: 12, skipped: 0, duplicate: false });
    expect(await caller.sessions.submit(chunk)).toEqual({ success: true, applied: 12, skipped: 0, duplicate: true });
    const logs = await db.selectFrom('review_logs').select(['card_id']).where('deck_id', '=', deck.id).execute();
    expect(logs).toHaveLength(12);
  });

  it('is served over REST at GET /api/decks/{id}/offline-pack', async () => {
    const { app } = await makeTestApp({ db, now: () => FIXED_NOW });
    const agent = new Agent(app);
    const signup = await agent.request('POST', '/api/auth/signup', { email: 'pack@example.com', password: 'correct horse battery' });
    expect(signup.statusCode).toBe(201);
    const deck = await agent.request('POST', '/api/decks', { name: 'Rest deck' });
    const deckId = deck.json().id as number;
    await agent.request('POST', `/api/decks/${deckId}/cards`, { term: 'uno', definition: 'one' });
    const res = await agent.request('GET', `/api/decks/${deckId}/offline-pack`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deckId, deckName: 'Rest deck', studyDirection: 'forward', cards: [{ term: 'uno', definition: 'one' }] });
    expect((await agent.request('GET', '/api/decks/999999/offline-pack')).statusCode).toBe(404);
  });
});

// Issue 48: bury siblings and practice fill hold offline as online, and after syncing back.
describe('offline.pack: bury siblings and practice fill', () => {
  const NOTE = '{{c1::Canberra}} is the capital of {{c2::Australia}}, on the {{c3::Molonglo}}.';
  const flashcardIds = (data: unknown) => (data as FlashcardsData).cards.map((c) => c.id).sort((a, b) => a - b);
  const quick = { type: 'quick' as const };

  it('carries each card\'s note, the option and today\'s answers; an offline session buries as sessions.start does, and its answers synced bury online', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 2 });
    const api = callerFor(db, user);
    const cloze = (await api.cards.createCloze({ deckId: deck.id, kind: 'cloze', clozeText: NOTE })).cards.map((c: { id: number }) => c.id);
    const online = async () => flashcardIds((await api.sessions.start({ deckId: deck.id, gameType: 'flashcards', goal: quick, constraintProfile: { isMobile: false } })).gameData);
    const offline = (pack: Awaited<ReturnType<typeof api.offline.pack>>, answeredIds: number[] = []) => {
      const played = playFromPack(markAnswered(pack, answeredIds, NOW), { gameType: 'flashcards', goal: quick, isMobile: false, answeredIds }, NOW);
      if ('error' in played) throw new Error(played.error);
      return flashcardIds(played.gameData);
    };

    const pack = await api.offline.pack({ deckId: deck.id });
    expect(pack.burySiblings).toBe(true);
    const notes = new Set(pack.cards.filter((c) => cloze.includes(c.id)).map((c) => c.noteId));
    expect(notes.size).toBe(1);
    expect(pack.answeredToday).toEqual({ notes: [], cards: [], until: expect.any(Number) });
    // Before any answer: one card of the cloze note, both ways.
    expect(offline(pack)).toEqual(await online());
    expect(offline(pack).filter((id) => cloze.includes(id))).toEqual([cloze[0]]);

    // The first cloze card answered offline: its siblings wait offline…
    expect(offline(pack, [cloze[0]]).filter((id) => cloze.includes(id))).toEqual([]);
    // …and, once the queued answer is synced, online too; a pack built then carries it.
    await api.sessions.submit({ sessionId: 'offline-1', deckId: deck.id, results: [{ cardId: cloze[0], isCorrect: true, gameType: 'flashcards', rating: 3, answerTimeMs: 900 }] });
    expect((await online()).filter((id) => cloze.includes(id))).toEqual([]);
    const after = await api.offline.pack({ deckId: deck.id });
    expect(after.answeredToday).toMatchObject({ notes: [...notes], cards: [cloze[0]] });
    expect(offline(after)).toEqual(await online());

    // Turned off, the pack says so and every due card of the note is asked.
    const { name, description } = await api.decks.get({ deckId: deck.id });
    await api.decks.update({ deckId: deck.id, name, description, burySiblings: false });
    const off = await api.offline.pack({ deckId: deck.id });
    expect(off.burySiblings).toBe(false);
    expect(offline(off).filter((id) => cloze.includes(id))).toEqual(cloze.slice(1).sort((a, b) => a - b));
  });

  it('a light day offline: Matching fills its board with practice cards from the pack, as online', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 10 });
    await setCardState(db, deck.cardIds.slice(0, 2), { state: 2, due: NOW - DAY });
    await setCardState(db, deck.cardIds.slice(2), { state: 2, due: NOW + 7 * DAY });
    const api = callerFor(db, user);
    const onServer = await api.sessions.start({ deckId: deck.id, gameType: 'matching', goal: quick, constraintProfile: { isMobile: false } });
    const played = playFromPack(await api.offline.pack({ deckId: deck.id }), { gameType: 'matching', goal: quick, isMobile: false }, NOW);
    if ('error' in played) throw new Error(played.error);
    for (const { gameData, practiceCardIds } of [onServer, played]) {
      const board = (gameData as MatchingData).terms.map((t) => t.id);
      expect(board).toHaveLength(4);
      expect(board.filter((id) => !practiceCardIds.includes(id)).sort()).toEqual(deck.cardIds.slice(0, 2).sort());
      expect(practiceCardIds).toHaveLength(2);
    }
  });
});
