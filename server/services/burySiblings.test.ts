import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import type { FlashcardsData } from '../../shared/games.js';
import { callerFor, FIXED_NOW, makeDeck, makeTestDb, makeUser, makeTestApp, loginAgent } from '../test/harness.js';

// Issue 48.8: a cloze note's cards are siblings; with "Bury siblings" on (the default) a smart
// session asks one of them per day, so they never come back to back revealing each other.
const DAY = 24 * 60 * 60 * 1000;
const NOTE = '{{c1::Canberra}} is the capital of {{c2::Australia}}, on the {{c3::Molonglo}}.';

let db: Db;
beforeEach(async () => {
  db = await makeTestDb();
});

async function setUp() {
  const user = await makeUser(db);
  const deck = await makeDeck(db, user.id, { cards: 2 });
  const api = callerFor(db, user);
  const { cards } = await api.cards.createCloze({ deckId: deck.id, kind: 'cloze', clozeText: NOTE });
  return { user, deck, api, clozeIds: cards.map((c: { id: number }) => c.id) };
}

const start = (api: ReturnType<typeof callerFor>, deckId: number) =>
  api.sessions.start({ deckId, gameType: 'flashcards', goal: { type: 'quick' }, constraintProfile: { isMobile: false } }).then((r) => (r.gameData as FlashcardsData).cards.map((c) => c.id));

describe('bury siblings', () => {
  it('is on by default: a session asks one card of a note, none after one was answered today, one again the next day', async () => {
    const { user, deck, api, clozeIds } = await setUp();
    expect((await api.decks.get({ deckId: deck.id })).bury_siblings).toBe(true);
    const first = await start(api, deck.id);
    expect(first.filter((id) => clozeIds.includes(id))).toEqual([clozeIds[0]]);
    expect(first.filter((id) => deck.cardIds.includes(id)).sort()).toEqual([...deck.cardIds].sort());
    await api.sessions.submit({ sessionId: 's1', deckId: deck.id, results: [{ cardId: clozeIds[0], isCorrect: true, gameType: 'flashcards', rating: 3, answerTimeMs: 1000 }] });
    // The same day: the note's other cards are buried.
    expect((await start(api, deck.id)).filter((id) => clozeIds.includes(id))).toEqual([]);
    // The next day: one of them again.
    const tomorrow = callerFor(db, user, () => new Date(FIXED_NOW.getTime() + DAY));
    expect((await start(tomorrow, deck.id)).filter((id) => clozeIds.includes(id))).toEqual([clozeIds[1]]);
  });

  it('turned off, every due card of the note is asked', async () => {
    const { deck, api, clozeIds } = await setUp();
    const { name, description } = await api.decks.get({ deckId: deck.id });
    const updated = await api.decks.update({ deckId: deck.id, name, description, burySiblings: false });
    expect(updated.bury_siblings).toBe(false);
    expect((await start(api, deck.id)).filter((id) => clozeIds.includes(id)).sort()).toEqual([...clozeIds].sort());
  });

  it('REST: PUT /api/decks/{id} sets it alone and refuses a non-boolean', async () => {
    const { app } = await makeTestApp({ db });
    try {
      const agent = await loginAgent(app);
      const deck = (await agent.request('POST', '/api/decks', { name: 'Rest deck' })).json() as { id: number; bury_siblings: boolean };
      expect(deck.bury_siblings).toBe(true);
      const off = await agent.request('PUT', `/api/decks/${deck.id}`, { burySiblings: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().bury_siblings).toBe(false);
      const bad = await agent.request('PUT', `/api/decks/${deck.id}`, { burySiblings: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect((await agent.request('GET', `/api/decks/${deck.id}`)).json().bury_siblings).toBe(false);
    } finally {
      await app.close();
    }
  });
});
