import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { TYPED_ANSWER_MAX } from '../../shared/constants.js';
import type { TypingData } from '../../shared/games.js';
import type { Db } from '../db.js';
import { callerFor, cardStatesOf, loginAgent, makeDeck, makeTestApp, makeTestDb, makeUser } from '../test/harness.js';

// Type the Answer (docs/study-modes.md) on both databases: casual play and smart sessions, the learner's
// rating as the FSRS rating (as flashcards' grades), and what was typed validated and bounded.

const MINUTE = 60_000;
const dbs: Db[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

async function setup(cards = 3) {
  const db = await makeTestDb();
  dbs.push(db);
  const user = await makeUser(db);
  const deck = await makeDeck(db, user.id, { cards });
  return { db, user, deck, api: callerFor(db, user) };
}

describe('Type the Answer', () => {
  it('casual play: one card is enough; the term is shown and the definition typed (reversed on request)', async () => {
    const { api, deck } = await setup(1);
    const forward = (await api.games.generate({ deckId: deck.id, gameType: 'typing' })) as TypingData;
    expect(forward.items).toEqual([{ id: deck.cardIds[0], prompt: { text: 'Term 1' }, answer: 'Definition 1', answerSide: { text: 'Definition 1' } }]);
    const reverse = (await api.games.generate({ deckId: deck.id, gameType: 'typing', direction: 'reverse' })) as TypingData;
    expect(reverse.items[0]).toMatchObject({ prompt: { text: 'Definition 1' }, answer: 'Term 1' });
  });

  it('an empty deck cannot make it', async () => {
    const { api, deck } = await setup(0);
    expect(await api.games.generate({ deckId: deck.id, gameType: 'typing' })).toEqual({ error: expect.stringContaining('at least 1') });
  });

  it('a smart session carries every due card with the four next intervals, as flashcards do', async () => {
    const { api, deck } = await setup(3);
    const { gameData } = await api.sessions.start({ deckId: deck.id, gameType: 'typing', goal: { type: 'quick' } });
    const items = (gameData as TypingData).items;
    expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(deck.cardIds);
    for (const item of items) expect(item.nextIntervalsMs!.slice(0, 3)).toEqual([1 * MINUTE, 6 * MINUTE, 10 * MINUTE]);
    const available = await api.stats.availableSmartGames({ deckId: deck.id });
    expect(available.games.find((game) => game.id === 'typing')).toMatchObject({ name: 'Type the Answer', isEnabled: true, minCards: 1 });
  });

  it('the rating is the FSRS rating and decides correctness; what was typed is not stored', async () => {
    const { api, db, deck } = await setup(3);
    const [right, almost, wrong] = deck.cardIds;
    const result = await api.sessions.submit({
      sessionId: 'typing-1',
      deckId: deck.id,
      results: [
        // The client's isCorrect is ignored for rated games: the rating decides.
        { cardId: right, isCorrect: false, gameType: 'typing', rating: 3, typedAnswer: 'Definition 1', answerTimeMs: 4000 },
        { cardId: almost, isCorrect: true, gameType: 'typing', rating: 2, typedAnswer: 'Definiton 2', answerTimeMs: 5000 },
        { cardId: wrong, isCorrect: true, gameType: 'typing', rating: 1, typedAnswer: 'no idea', answerTimeMs: 6000 },
      ],
    });
    expect(result).toMatchObject({ applied: 3, skipped: 0 });
    const logs = await db.selectFrom('review_logs').select(['card_id', 'rating', 'is_correct', 'game_type']).orderBy('id').execute();
    expect(logs.map((log) => [log.card_id, log.rating, Boolean(log.is_correct), log.game_type])).toEqual([
      [right, 3, true, 'typing'],
      [almost, 2, true, 'typing'],
      [wrong, 1, false, 'typing'],
    ]);
    const ids = (await db.selectFrom('cards').select('id').orderBy('id').execute()).map((row) => row.id);
    const cards = await cardStatesOf(db, ids);
    expect(cards.map((card) => card.reps)).toEqual([1, 1, 1]);
  });

  it('a typed answer longer than 1,000 characters is cut, not refused (one paste never blocks a submit)', async () => {
    const { api, db, deck } = await setup(1);
    const result = await api.sessions.submit({
      sessionId: 'long',
      deckId: deck.id,
      results: [{ cardId: deck.cardIds[0], isCorrect: false, gameType: 'typing', rating: 1, typedAnswer: 'x'.repeat(100_000) }],
    });
    expect(result.applied).toBe(1);
    expect(await db.selectFrom('review_logs').select('rating').execute()).toEqual([{ rating: 1 }]);
    expect(TYPED_ANSWER_MAX).toBe(1000);
  });

  it('a typed answer that is not text is a 400', async () => {
    const { api, deck } = await setup(1);
    const error = await api.sessions
      .submit({ sessionId: 'bad', deckId: deck.id, results: [{ cardId: deck.cardIds[0], isCorrect: true, gameType: 'typing', rating: 3, typedAnswer: 42 as unknown as string }] })
      .then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).message).toBe('typedAnswer must be text.');
  });

  it('over REST: generate, start and submit with typedAnswer', async () => {
    const { app } = await makeTestApp();
    apps.push(app);
    const agent = await loginAgent(app);
    const deck = (await agent.request('POST', '/api/decks', { name: 'Words', description: '' })).json() as { id: number };
    const card = (await agent.request('POST', `/api/decks/${deck.id}/cards`, { term: 'chat', definition: 'cat' })).json() as { id: number };
    const game = await agent.request('POST', '/api/games/typing', { deckId: deck.id });
    expect(game.statusCode).toBe(200);
    expect((game.json() as TypingData).items).toEqual([{ id: card.id, prompt: 'chat', answer: 'cat' }]);
    const submit = await agent.request('POST', '/api/sessions/submit', {
      sessionId: 'rest-typing',
      deckId: deck.id,
      results: [{ cardId: card.id, isCorrect: true, gameType: 'typing', rating: 2, typedAnswer: 'kat' }],
    });
    expect(submit.statusCode).toBe(200);
    expect(submit.json()).toMatchObject({ applied: 1 });
    const bad = await agent.request('POST', '/api/sessions/submit', {
      sessionId: 'rest-typing-bad',
      deckId: deck.id,
      results: [{ cardId: card.id, isCorrect: true, gameType: 'typing', rating: 2, typedAnswer: ['x'] }],
    });
    expect(bad.statusCode).toBe(400);
  });
});
