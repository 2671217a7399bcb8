import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Rating, State } from 'ts-fsrs';
import type { Db } from '../db.js';
import type { FlashcardsData } from '../../shared/games.js';
import type { AnswerResultInput } from '../../shared/schemas/sessions.js';
import { callerFor, cardStatesOf, FIXED_NOW, loginAgent, makeDeck, makeTestApp, makeTestDb, makeUser } from '../test/harness.js';

// Flashcards in smart sessions (docs/study-options.md): the learner's grade is the FSRS rating itself.

const NOW = FIXED_NOW.getTime();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let db: Db;
beforeEach(async () => {
  db = await makeTestDb();
});

const graded = (cardId: number, rating: 1 | 2 | 3 | 4, extra: Partial<AnswerResultInput> = {}): AnswerResultInput => ({
  cardId,
  rating,
  // The client sends isCorrect = rating ≥ 2; the server derives it from the rating anyway.
  isCorrect: rating >= 2,
  gameType: 'flashcards',
  answerTimeMs: 3000,
  ...extra,
});
const cardRows = async (deckId: number) => cardStatesOf(db, (await db.selectFrom('cards').select('id').where('deck_id', '=', deckId).orderBy('id').execute()).map((card) => card.id));
const logRows = () => db.selectFrom('review_logs').selectAll().orderBy('id').execute();

describe('flashcards smart session', () => {
  it('start answers every due card with the four next intervals from its FSRS state', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 3 });
    const { gameData } = await callerFor(db, user).sessions.start({ deckId: deck.id, gameType: 'flashcards', goal: { type: 'quick' } });
    const data = gameData as FlashcardsData;
    expect(data.cards.map((c) => c.id).sort((a, b) => a - b)).toEqual(deck.cardIds);
    for (const card of data.cards) {
      // A new card: Again 1m, Hard 6m, Good 10m (ts-fsrs learning steps), Easy days out.
      expect(card.nextIntervalsMs!.slice(0, 3)).toEqual([1 * MINUTE, 6 * MINUTE, 10 * MINUTE]);
      expect(card.nextIntervalsMs![3]).toBeGreaterThanOrEqual(DAY);
    }
  });

  it('the previewed intervals are what a submit then schedules', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 4 });
    const caller = callerFor(db, user);
    // A review card first: Good twice, then the preview of a card with a real stability.
    await caller.sessions.submit({ sessionId: 'a', deckId: deck.id, results: deck.cardIds.map((id) => graded(id, 3)) });
    const later = () => new Date(NOW + 20 * MINUTE);
    await callerFor(db, user, later).sessions.submit({ sessionId: 'b', deckId: deck.id, results: deck.cardIds.map((id) => graded(id, 3)) });
    const reviewAt = new Date(NOW + 5 * DAY);
    const { gameData } = await callerFor(db, user, () => reviewAt).sessions.start({ deckId: deck.id, gameType: 'flashcards', goal: { type: 'quick' } });
    const cards = (gameData as FlashcardsData).cards;
    expect(cards.length).toBeGreaterThan(0);
    const intervals = new Map(cards.map((c) => [c.id, c.nextIntervalsMs!]));
    const ids = cards.map((c) => c.id);
    await callerFor(db, user, () => reviewAt).sessions.submit({
      sessionId: 'c',
      deckId: deck.id,
      results: ids.map((id, i) => graded(id, ((i % 4) + 1) as 1 | 2 | 3 | 4)),
    });
    const rows = new Map((await cardRows(deck.id)).map((r) => [r.id, r]));
    ids.forEach((id, i) => expect(rows.get(id)!.due - reviewAt.getTime()).toBe(intervals.get(id)![i % 4]));
  });

  it.each([
    [1, Rating.Again, 0],
    [2, Rating.Hard, 1],
    [3, Rating.Good, 1],
    [4, Rating.Easy, 1],
  ] as const)('rating %i is the FSRS rating itself and sets is_correct', async (rating, fsrsRating, isCorrect) => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 1 });
    // The client's isCorrect is ignored for flashcards: the rating decides.
    const answer = await callerFor(db, user).sessions.submit({ sessionId: 's', deckId: deck.id, results: [graded(deck.cardIds[0], rating, { isCorrect: rating === 1 })] });
    expect(answer).toEqual({ success: true, applied: 1, skipped: 0, duplicate: false });
    const [log] = await logRows();
    expect([log.rating, log.is_correct, log.game_type]).toEqual([fsrsRating, isCorrect, 'flashcards']);
  });

  it('Easy schedules further out than Good, and Again brings the card back within minutes', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 3 });
    const [again, good, easy] = deck.cardIds;
    await callerFor(db, user).sessions.submit({ sessionId: 's', deckId: deck.id, results: [graded(again, 1), graded(good, 3), graded(easy, 4)] });
    const rows = new Map((await cardRows(deck.id)).map((r) => [r.id, r]));
    expect(rows.get(again)!.due - NOW).toBeLessThanOrEqual(10 * MINUTE);
    expect(rows.get(again)!.state).toBe(State.Learning);
    expect(rows.get(easy)!.due).toBeGreaterThan(rows.get(good)!.due);
    expect(rows.get(easy)!.state).toBe(State.Review);

    // The same holds for a card already in review: Again lapses it back to minutes.
    const at = new Date(NOW + 30 * DAY);
    await callerFor(db, user, () => at).sessions.submit({ sessionId: 't', deckId: deck.id, results: [graded(easy, 1)] });
    const lapsed = (await cardRows(deck.id)).find((r) => r.id === easy)!;
    expect(lapsed.state).toBe(State.Relearning);
    expect(lapsed.due - at.getTime()).toBeLessThanOrEqual(10 * MINUTE);
    expect(lapsed.lapses).toBe(1);
  });

  it('other games ignore a rating and keep the mapping of docs/learning-engine.md', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 1 });
    await callerFor(db, user).sessions.submit({
      sessionId: 's',
      deckId: deck.id,
      results: [{ cardId: deck.cardIds[0], isCorrect: false, rating: 4, gameType: 'matching', answerTimeMs: 1000 }],
    });
    const [log] = await logRows();
    expect([log.rating, log.is_correct]).toEqual([Rating.Again, 0]);
  });

  it('rejects a rating outside 1–4', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 1 });
    await expect(
      callerFor(db, user).sessions.submit({ sessionId: 's', deckId: deck.id, results: [{ ...graded(deck.cardIds[0], 3), rating: 5 as 4 }] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('casual play and the smart-game list offer flashcards from one card', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 1 });
    const caller = callerFor(db, user);
    const casual = (await caller.games.generate({ gameType: 'flashcards', deckId: deck.id })) as FlashcardsData;
    expect(casual.cards).toHaveLength(1);
    // Casual play schedules nothing, so it shows no intervals.
    expect(casual.cards[0].nextIntervalsMs).toBeUndefined();
    const games = await caller.stats.availableSmartGames({ deckId: deck.id });
    expect(games.games.find((g) => g.id === 'flashcards')).toEqual({ id: 'flashcards', name: 'Flashcards', isEnabled: true, minCards: 1 });
  });
});

describe('flashcards over REST (docs/product.md: calls paths)', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });

  it('POST /games/flashcards, then /sessions/start and /sessions/submit with a rating', async () => {
    // A clock after the real one: the harness agent drops cookies whose expiry is in the real past.
    const now = new Date('2030-03-10T12:00:00.000Z');
    const { app } = await makeTestApp({ now: () => now });
    apps.push(app);
    const agent = await loginAgent(app);
    const deck = (await agent.request('POST', '/api/decks', { name: 'One card', description: '' })).json() as { id: number };
    const card = (await agent.request('POST', `/api/decks/${deck.id}/cards`, { term: 'chat', definition: 'cat' })).json() as { id: number };

    const casual = await agent.request('POST', '/api/games/flashcards', { deckId: deck.id });
    expect(casual.statusCode).toBe(200);
    expect(casual.json()).toEqual({ title: 'One card', cards: [{ id: card.id, front: 'chat', back: 'cat' }] });

    const start = await agent.request('POST', '/api/sessions/start', { deckId: deck.id, gameType: 'flashcards', goal: { type: 'quick' } });
    expect(start.statusCode).toBe(200);
    expect((start.json() as { gameData: FlashcardsData }).gameData.cards[0].nextIntervalsMs).toHaveLength(4);

    const submit = await agent.request('POST', '/api/sessions/submit', {
      sessionId: 'rest-1',
      deckId: deck.id,
      results: [{ cardId: card.id, isCorrect: true, rating: 4, gameType: 'flashcards', answerTimeMs: 1500 }],
    });
    expect(submit.json()).toEqual({ success: true, applied: 1, skipped: 0, duplicate: false });
    const bad = await agent.request('POST', '/api/sessions/submit', {
      sessionId: 'rest-2',
      deckId: deck.id,
      results: [{ cardId: card.id, isCorrect: true, rating: 0, gameType: 'flashcards' }],
    });
    expect(bad.statusCode).toBe(400);
  });
});
