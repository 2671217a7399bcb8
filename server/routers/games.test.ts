import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CrosswordData, MatchingData, MultipleChoiceData, SpatialChoiceData } from '../../shared/games.js';
import { MSG, needsAtLeast } from '../../shared/messages.js';
import { Agent, callerFor, loginAgent, makeDeck, makeTestApp, makeTestDb, makeUser } from '../test/harness.js';

const SCIENCE = ['planet', 'orbit', 'comet', 'meteor', 'nebula', 'galaxy', 'eclipse', 'asteroid', 'saturn', 'venus', 'mercury', 'neptune'];

describe('games.generate (tRPC)', () => {
  it.each([
    ['matching', 6],
    ['multiple-choice', 12],
    ['spatial-choice', 12],
  ] as const)('%s gives a round built from the deck\'s cards', async (gameType, expected) => {
    const db = await makeTestDb();
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { name: 'Biology', cards: 12 });
    const data = await callerFor(db, user).games.generate({ gameType, deckId: deck.id });
    expect((data as MatchingData).title).toBe('Biology');
    const ids =
      gameType === 'matching'
        ? (data as MatchingData).terms.map((t) => t.id)
        : gameType === 'multiple-choice'
          ? (data as MultipleChoiceData).questions.map((q) => q.id)
          : (data as SpatialChoiceData).questions.map((q) => q.promptCardId);
    expect(ids).toHaveLength(expected);
    for (const id of ids) expect(deck.cardIds).toContain(id);
  });

  it('answers { error } below the minimum and for a deck unsuitable for a crossword', async () => {
    const db = await makeTestDb();
    const user = await makeUser(db);
    const small = await makeDeck(db, user.id, { cards: 3 });
    const caller = callerFor(db, user);
    expect(await caller.games.generate({ gameType: 'matching', deckId: small.id })).toEqual({ error: needsAtLeast(4) });
    const five = await makeDeck(db, user.id, { cards: 5 });
    expect(await caller.games.generate({ gameType: 'crossword', deckId: five.id })).toEqual({ error: needsAtLeast(6) });
    const empty = await makeDeck(db, user.id, { cards: 0 });
    expect(await caller.games.generate({ gameType: 'spatial-choice', deckId: empty.id })).toEqual({ error: needsAtLeast(4) });
  });

  it('makes a crossword from a real vocabulary, within 12 columns on mobile', async () => {
    const db = await makeTestDb();
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 0 });
    for (const [i, term] of SCIENCE.entries()) {
      await db
        .insertInto('cards')
        .values({ deck_id: deck.id, term, definition: `Clue ${i}`, created_at: 0, updated_at: 0 })
        .execute();
    }
    const caller = callerFor(db, user);
    const data = (await caller.games.generate({ gameType: 'crossword', deckId: deck.id, constraintProfile: { isMobile: true } })) as CrosswordData;
    expect(data.clues.across.length + data.clues.down.length).toBeGreaterThanOrEqual(6);
    expect(data.gridDimensions.cols).toBeLessThanOrEqual(12);
  });

  it('hides another user\'s deck as not found and needs a login', async () => {
    const db = await makeTestDb();
    const owner = await makeUser(db);
    const other = await makeUser(db);
    const deck = await makeDeck(db, owner.id, { cards: 8 });
    await expect(callerFor(db, other).games.generate({ gameType: 'matching', deckId: deck.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: MSG.deckNotFound,
    });
    await expect(callerFor(db, null).games.generate({ gameType: 'matching', deckId: deck.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('rejects an unknown game type with the product spec wording', async () => {
    const db = await makeTestDb();
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 8 });
    // The cast is the point of the test: a caller outside TypeScript can send anything.
    const input = { gameType: 'bingo', deckId: deck.id } as unknown as { gameType: 'matching'; deckId: number };
    await expect(callerFor(db, user).games.generate(input)).rejects.toMatchObject({ message: 'Unknown game type: bingo' });
  });
});

describe('POST /api/games/{gameType}', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers game data, { error } for a small deck, 400 { error } for an unknown type, 404 and 401', async () => {
    const made = await makeTestApp();
    app = made.app;
    const agent = await loginAgent(app, 'games-rest@example.com');
    const me = await agent.request('GET', '/api/auth/me');
    const userId = (JSON.parse(me.body) as { user: { id: number } }).user.id;
    const deck = await makeDeck(made.db, userId, { cards: 10 });
    const small = await makeDeck(made.db, userId, { cards: 2 });

    const ok = await agent.request('POST', '/api/games/multiple-choice', { deckId: deck.id });
    expect(ok.statusCode).toBe(200);
    const data = JSON.parse(ok.body) as MultipleChoiceData;
    expect(data.questions).toHaveLength(10);
    expect(data.questions[0].options).toHaveLength(4);

    const tooSmall = await agent.request('POST', '/api/games/matching', { deckId: small.id });
    expect(tooSmall.statusCode).toBe(200);
    expect(JSON.parse(tooSmall.body)).toEqual({ error: needsAtLeast(4) });

    const unknown = await agent.request('POST', '/api/games/bingo', { deckId: deck.id });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.parse(unknown.body)).toMatchObject({ error: 'Unknown game type: bingo' });

    const missing = await agent.request('POST', '/api/games/matching', { deckId: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({ message: MSG.deckNotFound });

    const badBody = await agent.request('POST', '/api/games/matching', { deckId: 'abc' });
    expect(badBody.statusCode).toBe(400);

    const loggedOut = await new Agent(app).request('POST', '/api/games/matching', { deckId: deck.id });
    expect(loggedOut.statusCode).toBe(401);
  });
});
