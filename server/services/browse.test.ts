import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import type { FlashcardsData } from '../../shared/games.js';
import { callerFor, FIXED_NOW, loginAgent, makeTestApp, makeTestDb, makeUser, setCardState } from '../test/harness.js';

// The card browser (docs/browse.md): search across the user's own decks, keyset paging, bulk
// actions all-or-nothing, suspended cards never asked. Both databases.

let db: Db;
beforeEach(async () => {
  db = await makeTestDb();
});

async function setUp() {
  const user = await makeUser(db);
  const api = callerFor(db, user);
  const french = await api.decks.create({ name: 'French' });
  const german = await api.decks.create({ name: 'German' });
  const types = await api.noteTypes.list();
  const basic = types.find((type) => type.builtin === 'basic')!;
  const chat = await api.notes.create({ deckId: french.id, noteTypeId: basic.id, fields: { Front: 'chat', Back: 'cat' }, tags: ['animals', 'lang::fr'] });
  const chien = await api.notes.create({ deckId: french.id, noteTypeId: basic.id, fields: { Front: 'chien', Back: 'dog' }, tags: ['animals'] });
  const hund = await api.notes.create({ deckId: german.id, noteTypeId: basic.id, fields: { Front: 'Hund', Back: 'dog' }, tags: ['lang::de'] });
  return { user, api, french, german, chat: chat.cardIds[0]!, chien: chien.cardIds[0]!, hund: hund.cardIds[0]!, chatNote: chat.id };
}

const ids = (page: { cards: { id: number }[] }) => page.cards.map((card) => card.id);

describe('browse.search', () => {
  it('finds by text, deck, tag (with children), is:new, is:due, is:suspended; newest first; pages by id', async () => {
    const { user, api, chat, chien, hund } = await setUp();
    expect(ids(await api.browse.search({ q: '' }))).toEqual([hund, chien, chat]);
    expect(ids(await api.browse.search({ q: 'DOG' }))).toEqual([hund, chien]);
    expect(ids(await api.browse.search({ q: 'dog deck:french' }))).toEqual([chien]);
    expect(ids(await api.browse.search({ q: 'tag:lang' }))).toEqual([hund, chat]);
    expect(ids(await api.browse.search({ q: 'tag:lang::fr' }))).toEqual([chat]);
    expect(ids(await api.browse.search({ q: 'tag:lan' }))).toEqual([]);
    expect(ids(await api.browse.search({ q: '%' }))).toEqual([]);
    expect(ids(await api.browse.search({ q: 'c_t' }))).toEqual([]);
    expect(ids(await api.browse.search({ q: 'is:new' }))).toEqual([hund, chien, chat]);
    await setCardState(db, chat, { state: 2, due: FIXED_NOW.getTime() - 1000 }, user.id);
    await setCardState(db, chien, { state: 2, due: FIXED_NOW.getTime() + 86_400_000 }, user.id);
    expect(ids(await api.browse.search({ q: 'is:due' }))).toEqual([chat]);
    expect(ids(await api.browse.search({ q: 'is:new' }))).toEqual([hund]);
    const [row] = (await api.browse.search({ q: 'chat' })).cards;
    expect(row).toEqual({ id: chat, deckId: expect.any(Number), deckName: 'French', term: 'chat', definition: 'cat', tags: ['animals', 'lang::fr'], suspended: false, due: FIXED_NOW.getTime() - 1000 });

    const first = await api.browse.search({ q: '', limit: 2 });
    expect(ids(first)).toEqual([hund, chien]);
    expect(first.next).toBe(chien);
    const second = await api.browse.search({ q: '', limit: 2, after: first.next! });
    expect(ids(second)).toEqual([chat]);
    expect(second.next).toBeNull();
  });

  it("leaves out other users' cards and a subscribed deck's", async () => {
    const { api, french } = await setUp();
    const other = callerFor(db, await makeUser(db));
    await api.sharedDecks.setSharing({ deckId: french.id, visibility: 'server' });
    await other.sharedDecks.subscribe({ deckId: french.id });
    await other.cards.create({ deckId: (await other.decks.create({ name: 'Mine' })).id, term: 'own', definition: 'card' });
    expect((await other.browse.search({ q: '' })).cards.map((card) => card.term)).toEqual(['own']);
  });
});

describe('browse.apply', () => {
  it('suspends: listed as suspended, left out of sessions and games; unsuspends', async () => {
    const { api, french, chat, chien } = await setUp();
    expect(await api.browse.act({ action: 'suspend', cardIds: [chat] })).toEqual({ changed: 1 });
    expect(ids(await api.browse.search({ q: 'is:suspended' }))).toEqual([chat]);
    const listed = (await api.decks.get({ deckId: french.id })).flashcards;
    expect(listed.find((card) => card.id === chat)!.suspended).toBe(true);
    expect(listed.find((card) => card.id === chien)!.suspended).toBeUndefined();
    const session = await api.sessions.start({ deckId: french.id, gameType: 'flashcards', goal: { type: 'quick' }, constraintProfile: { isMobile: false } });
    expect((session.gameData as FlashcardsData).cards.map((card) => card.id)).toEqual([chien]);
    await api.browse.act({ action: 'unsuspend', cardIds: [chat] });
    expect(ids(await api.browse.search({ q: 'is:suspended' }))).toEqual([]);
    const again = await api.sessions.start({ deckId: french.id, gameType: 'flashcards', goal: { type: 'quick' }, constraintProfile: { isMobile: false } });
    expect((again.gameData as FlashcardsData).cards.map((card) => card.id).sort()).toEqual([chat, chien].sort());
  });

  it('moves cards with their states and notes to another own deck', async () => {
    const { user, api, german, chat, chien, chatNote } = await setUp();
    await setCardState(db, chat, { state: 2, due: FIXED_NOW.getTime() }, user.id);
    await api.browse.act({ action: 'move', cardIds: [chat, chien], deckId: german.id });
    expect(ids(await api.browse.search({ q: 'deck:german' })).sort()).toEqual([chat, chien, ...ids(await api.browse.search({ q: 'hund' }))].sort());
    const state = await db.selectFrom('card_states').select('deck_id').where('card_id', '=', chat).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(state.deck_id).toBe(german.id);
    expect((await api.notes.get({ noteId: chatNote })).deckId).toBe(german.id);
  });

  it('adds and removes a tag on the cards\' notes; removing a parent removes its children', async () => {
    const { api, chat, hund } = await setUp();
    await api.browse.act({ action: 'addTag', cardIds: [chat, hund], tag: 'verbs' });
    expect(ids(await api.browse.search({ q: 'tag:verbs' }))).toEqual([hund, chat]);
    await api.browse.act({ action: 'addTag', cardIds: [chat], tag: 'VERBS' });
    expect((await api.browse.search({ q: 'chat' })).cards[0]!.tags).toEqual(['animals', 'lang::fr', 'verbs']);
    await api.browse.act({ action: 'removeTag', cardIds: [chat, hund], tag: 'lang' });
    expect(ids(await api.browse.search({ q: 'tag:lang' }))).toEqual([]);
    expect((await api.browse.search({ q: 'chat' })).cards[0]!.tags).toEqual(['animals', 'verbs']);
  });

  it('deletes cards, their notes with their last card', async () => {
    const { api, french, chat, chien, hund, chatNote } = await setUp();
    await api.browse.act({ action: 'delete', cardIds: [chat, chien] });
    expect(ids(await api.browse.search({ q: '' }))).toEqual([hund]);
    expect((await api.decks.get({ deckId: french.id })).flashcards).toEqual([]);
    await expect(api.notes.get({ noteId: chatNote })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("refuses another user's card, a subscribed deck's card, a missing card, too many, a foreign deck: nothing changes", async () => {
    const { api, french, german, chat } = await setUp();
    const other = callerFor(db, await makeUser(db));
    const theirs = await other.decks.create({ name: 'Theirs' });
    const theirCard = await other.cards.create({ deckId: theirs.id, term: 'x', definition: 'y' });
    await expect(api.browse.act({ action: 'delete', cardIds: [chat, theirCard.id] })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.browse.act({ action: 'suspend', cardIds: [chat, 2_000_000] })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.browse.act({ action: 'move', cardIds: [chat], deckId: theirs.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.browse.act({ action: 'suspend', cardIds: Array.from({ length: 1001 }, (_, i) => i + 1) })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.browse.act({ action: 'suspend', cardIds: [] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.browse.act({ action: 'addTag', cardIds: [chat], tag: 'two words' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // A subscriber cannot change the owner's cards.
    await api.sharedDecks.setSharing({ deckId: french.id, visibility: 'server' });
    await other.sharedDecks.subscribe({ deckId: french.id });
    await expect(other.browse.act({ action: 'suspend', cardIds: [chat] })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await api.browse.search({ q: 'chat' })).cards[0]).toMatchObject({ suspended: false, deckId: french.id });
    expect((await other.browse.search({ q: '' })).cards.map((card) => card.id)).toEqual([theirCard.id]);
    expect(german.id).toBeGreaterThan(0);
  });

  it('REST: GET /api/browse and POST /api/browse/actions', async () => {
    const { app } = await makeTestApp({ db });
    try {
      const agent = await loginAgent(app);
      const deck = (await agent.request('POST', '/api/decks', { name: 'Rest deck' })).json() as { id: number };
      const card = (await agent.request('POST', `/api/decks/${deck.id}/cards`, { term: 'one', definition: 'uno' })).json() as { id: number };
      const found = await agent.request('GET', `/api/browse?q=${encodeURIComponent('deck:"Rest deck" one')}`);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toMatchObject({ cards: [{ id: card.id, term: 'one', deckName: 'Rest deck' }], next: null });
      expect((await agent.request('GET', '/api/browse?after=abc')).statusCode).toBe(400);
      const done = await agent.request('POST', '/api/browse/actions', { action: 'suspend', cardIds: [card.id] });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ changed: 1 });
      expect((await agent.request('POST', '/api/browse/actions', { action: 'suspend', cardIds: [card.id + 1000] })).statusCode).toBe(404);
      expect((await agent.request('POST', '/api/browse/actions', { action: 'explode', cardIds: [card.id] })).statusCode).toBe(400);
      expect((await agent.request('GET', '/api/browse?q=is:suspended')).json().cards).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
