import { TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MSG, SHARING_MSG } from '../../shared/messages.js';
import type { Db } from '../db.js';
import { saveMedia, mediaUrlsFor } from '../repos/media.js';
import { Agent, callerFor, cardStatesOf, closeTestDb, FIXED_NOW, loginAgent, makeDeck, makeTestApp, makeTestDb, makeUser, testDialect } from '../test/harness.js';
import { rankEntries, weekStartUtc } from './leaderboard.js';

// Shared decks (docs/shared-decks.md), written as an attacker would try them: every id-taking procedure as
// owner, subscriber, non-subscriber and logged out, on both databases.

const dbs: Db[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await closeTestDb(db);
});

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);

async function setup() {
  const db = await makeTestDb();
  dbs.push(db);
  const owner = await makeUser(db, { email: 'owner@example.com' });
  const learner = await makeUser(db, { email: 'learner@example.com' });
  const stranger = await makeUser(db, { email: 'stranger@example.com' });
  const deck = await makeDeck(db, owner.id, { name: 'Biology', cards: 4 });
  return { db, owner, learner, stranger, deck, asOwner: callerFor(db, owner), asLearner: callerFor(db, learner), asStranger: callerFor(db, stranger) };
}

const answer = (cardId: number) => ({ cardId, isCorrect: true, gameType: 'flashcards' as const, rating: 3 as const });

describe(`shared decks (${testDialect})`, () => {
  it('share → find → subscribe → study with own progress → owner edits, adds and deletes → leave', async () => {
    const { db, owner, learner, deck, asOwner, asLearner } = await setup();
    expect((await asLearner.sharedDecks.library({})).decks).toEqual([]);
    expect(await asOwner.sharedDecks.setSharing({ deckId: deck.id, visibility: 'server' })).toMatchObject({ visibility: 'server', is_owner: true });

    const [listed] = (await asLearner.sharedDecks.library({ q: 'BIO' })).decks;
    expect(listed).toMatchObject({ id: deck.id, name: 'Biology', ownerName: `Learner ${owner.id}`, cardCount: 4, subscriberCount: 0, subscribed: false, own: false });
    expect(JSON.stringify(listed)).not.toContain('owner@example.com');
    expect((await asLearner.sharedDecks.library({ q: 'chemistry' })).decks).toEqual([]);
    expect((await asLearner.sharedDecks.library({ q: '%' })).decks).toEqual([]);

    const subscribed = await asLearner.sharedDecks.subscribe({ deckId: deck.id });
    expect(subscribed).toMatchObject({ id: deck.id, is_owner: false, shared_by: `Learner ${owner.id}`, card_count: 4, due_card_count: 4 });
    await asLearner.sharedDecks.subscribe({ deckId: deck.id }); // twice: no change
    expect((await asLearner.sharedDecks.library({})).decks[0]).toMatchObject({ subscriberCount: 1, subscribed: true });
    expect((await asLearner.decks.list()).map((d) => d.id)).toEqual([deck.id]);

    // The learner studies: their states move, the owner's stay NEW.
    await asLearner.sessions.submit({ sessionId: 'l1', deckId: deck.id, results: [answer(deck.cardIds[0]), answer(deck.cardIds[1])] });
    expect((await cardStatesOf(db, deck.cardIds.slice(0, 2), learner.id)).map((s) => s.reps)).toEqual([1, 1]);
    expect((await cardStatesOf(db, deck.cardIds.slice(0, 2), owner.id)).map((s) => s.reps)).toEqual([0, 0]);
    expect((await asOwner.decks.get({ deckId: deck.id })).due_card_count).toBe(4);
    // Their own settings: the owner's retention and exam date do not move.
    await asLearner.decks.setExamDate({ deckId: deck.id, examDate: '2025-06-01' });
    expect((await asOwner.decks.get({ deckId: deck.id })).exam_date).toBeNull();

    // The owner edits a studied card: the learner sees it at once with their progress.
    await asOwner.cards.update({ cardId: deck.cardIds[0], term: 'Mitochondria', definition: 'Powerhouse' });
    const seen = await asLearner.decks.get({ deckId: deck.id });
    expect(seen.flashcards[0]).toMatchObject({ term: 'Mitochondria', definition: 'Powerhouse' });
    expect((await cardStatesOf(db, [deck.cardIds[0]], learner.id))[0].reps).toBe(1);
    // A new card is NEW for the learner; a deleted one leaves.
    const added = await asOwner.cards.create({ deckId: deck.id, term: 'Ribosome', definition: 'Makes proteins' });
    await asOwner.cards.delete({ cardId: deck.cardIds[3] });
    const after = await asLearner.decks.get({ deckId: deck.id });
    expect(after.flashcards.map((c) => c.id)).toEqual([...deck.cardIds.slice(0, 3), added.id]);
    expect((await cardStatesOf(db, [added.id], learner.id))[0]).toMatchObject({ state: 0, reps: 0 });

    // Leaving drops the learner's progress and never touches the owner's deck.
    expect(await asLearner.decks.delete({ deckId: deck.id })).toEqual({ success: true });
    expect(await asLearner.decks.list()).toEqual([]);
    expect(await db.selectFrom('card_states').select('card_id').where('user_id', '=', learner.id).execute()).toEqual([]);
    expect(await db.selectFrom('review_logs').select('id').where('user_id', '=', learner.id).execute()).toEqual([]);
    expect((await asOwner.decks.get({ deckId: deck.id })).card_count).toBe(4);
  });

  it('a subscriber cannot change the deck or its cards (403); a stranger finds nothing (404)', async () => {
    const { deck, asOwner, asLearner, asStranger } = await setup();
    await asOwner.sharedDecks.setSharing({ deckId: deck.id, visibility: 'server' });
    await asLearner.sharedDecks.subscribe({ deckId: deck.id });
    const cardId = deck.cardIds[0];
    const writes = (api: typeof asLearner) => [
      () => api.decks.update({ deckId: deck.id, name: 'Mine now', description: null }),
      () => api.cards.create({ deckId: deck.id, term: 'x', definition: 'y' }),
      () => api.cards.update({ cardId, term: 'x', definition: 'y' }),
      () => api.cards.delete({ cardId }),
      () => api.sharedDecks.setSharing({ deckId: deck.id, visibility: 'private' }),
      () => api.sharedDecks.cardStats({ deckId: deck.id }),
    ];
    for (const attempt of writes(asLearner)) expect(await errorOf(attempt())).toMatchObject({ code: 'FORBIDDEN', message: SHARING_MSG.ownerOnly });
    for (const attempt of writes(asStranger)) expect((await errorOf(attempt())).code).toBe('NOT_FOUND');
    // Reads by a stranger: 404 like a missing deck.
    for (const attempt of [
      () => asStranger.decks.get({ deckId: deck.id }),
      () => asStranger.stats.history({ deckId: deck.id }),
      () => asStranger.sessions.start({ deckId: deck.id, gameType: 'matching', goal: { type: 'quick' } }),
      () => asStranger.sessions.submit({ sessionId: 's', deckId: deck.id, results: [answer(cardId)] }),
      () => asStranger.sharedDecks.suggestions({ deckId: deck.id }),
      () => asStranger.sharedDecks.suggestCardEdit({ cardId, term: 'a', definition: 'b' }),
      () => asStranger.sharedDecks.suggestNewCard({ deckId: deck.id, term: 'a', definition: 'b' }),
      () => asStranger.decks.delete({ deckId: deck.id }),
    ]) {
      expect((await errorOf(attempt())).code).toBe('NOT_FOUND');
    }
    // The subscriber may study and set their own options.
    await expect(asLearner.sessions.start({ deckId: deck.id, gameType: 'matching', goal: { type: 'quick' } })).resolves.toBeTruthy();
    await expect(asLearner.decks.setNewCardsToday({ deckId: deck.id, limit: 5 })).resolves.toMatchObject({ new_cards_limit_today: 5 });
    expect((await asOwner.decks.get({ deckId: deck.id })).new_cards_limit_today).toBe(20);
  });

  it('a private deck cannot be subscribed to, copied or suggested to by id; making it private keeps its subscribers', async () => {
    const { db, deck, asOwner, asLearner, asStranger } = await setup();
    for (const attempt of [() => asLearner.sharedDecks.subscribe({ deckId: deck.id }), () => asLearner.sharedDecks.copy({ deckId: deck.id }), () => asLearner.sharedDecks.subscribe({ deckId: 2_147_483_000 })]) {
      expect((await errorOf(attempt())).code).toBe('NOT_FOUND');
    }
    expect((await errorOf(asLearner.sharedDecks.suggestCardEdit({ cardId: deck.cardIds[0], term: 'a', definition: 'b' }))).code).toBe('NOT_FOUND');
    expect((await errorOf(asOwner.sharedDecks.subscribe({ deckId: deck.id }))).code).toBe('NOT_FOUND');
    await asOwner.sharedDecks.setSharing({ deckId: deck.id, visibility: 'server' });
    expect((await errorOf(asOwner.sharedDecks.subscribe({ deckId: deck.id }))).message).toBe(SHARING_MSG.ownDeck);
    await asLearner.sharedDecks.subscribe({ deckId: deck.id });
    await asOwner.sharedDecks.setSharing({ deckId: deck.id, visibility: 'private' });
    expect((await asStranger.sharedDecks.library({})).decks).toEqual([]);
    expect((await asLearner.decks.list()).map((d) => d.id)).toEqual([deck.id]);
    // An admin can make any deck private.
    await asOwner.sharedDecks.setSharing({ deckId: deck.id, visibility: 'server' });
    expect((await errorOf(asStranger.sharedDecks.adminMakePrivate({ deckId: deck.id }))).code).toBe('FORBIDDEN');
    const admin = await makeUser(db);
    await db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    await callerFor(db, admin).sharedDecks.adminMakePrivate({ deckId: deck.id });
    expect((await asStranger.sharedDecks.library({})).decks).toEqual([]);
  });

  it('copy makes an independent deck of NEW cards with its own pictures', async () => {
    const { db, owner, learner, deck, asOwner, asLearner } = await setup();
    const image = await saveMedia(db, owner.id, PNG, 'image/png', FIXED_NOW.getTime());
    await db.updateTable('cards').set({ term_image_id: image }).where('id', '=', deck.cardIds[0]).execute();
    await asOwner.sharedDecks.setSharing({ deckId: deck.id, visibility: 'server' });
    const copy = await asLearner.sharedDecks.copy({ deckId: deck.id });
    expect(copy).toMatchObject({ name: 'Biology', is_owner: true, card_count: 4, source: 'shared' });
    expect(copy.id).not.toBe(deck.id);
    const copied = await db.selectFrom('cards').select(['term_image_id']).where('deck_id', '=', copy.id).orderBy('id').execute();
    const media = await db.selectFrom('media').select(['id', 'user_id']).where('id', '=', copied[0].term_image_id!).executeTakeFirstOrThrow();
    expect(media.user_id).toBe(learner.id);
    await asOwner.cards.update({ cardId: deck.cardIds[1], term: 'Changed', definition: 'by the owner' });
    expect((await asLearner.decks.get({ deckId: copy.id })).flashcards[1].term).toBe('Term 2');
  });

  it('suggestions: a subscriber proposes, the owner accepts or rejects once, the author sees the outcome', async () => {
    const { deck, asOwner, asLearner, asStranger } = await setup();
    await asOwner.sharedDecks.setSharing({ deckId: deck.id, visibility: 'server' });
    await asLearner.sharedDecks.subscribe({ deckId: deck.id });
    const edit = await asLearner.sharedDecks.suggestCardEdit({ cardId: deck.cardIds[0], term: 'Cell', definition: 'The unit of life' });
    const extra = await asLearner.sharedDecks.suggestNewCard({ deckId: deck.id, term: 'Nucleus', definition: 'Holds the DNA' });
    expect((await errorOf(asLearner.sharedDecks.suggestNewCard({ deckId: deck.id, term: ' ', definition: 'x' }))).code).toBe('BAD_REQUEST');
    const queue = await asOwner.sharedDecks.suggestions({ deckId: deck.id });
    expect(queue.isOwner).toBe(true);
    expect(queue.suggestions.map((s) => [s.kind, s.term, s.current?.term ?? null])).toEqual([
      ['new', 'Nucleus', null],
      ['edit', 'Cell', 'Term 1'],
    ]);
    // Neither the author nor a stranger can decide.
    expect((await errorOf(asLearner.sharedDecks.decideSuggestion({ suggestionId: edit.id, decision: 'accept' }))).code).toBe('NOT_FOUND');
    expect((await errorOf(asStranger.sharedDecks.decideSuggestion({ suggestionId: edit.id, decision: 'accept' }))).code).toBe('NOT_FOUND');
    await asOwner.sharedDecks.decideSuggestion({ suggestionId: edit.id, decision: 'accept' });
    await asOwner.sharedDecks.decideSuggestion({ suggestionId: extra.id, decision: 'reject' });
    expect((await errorOf(asOwner.sharedDecks.decideSuggestion({ suggestionId: edit.id, decision: 'reject' }))).code).toBe('CONFLICT');
    expect((await asLearner.decks.get({ deckId: deck.id })).flashcards[0]).toMatchObject({ term: 'Cell', definition: 'The unit of life' });
    expect((await asLearner.sharedDecks.suggestions({ deckId: deck.id })).suggestions.map((s) => [s.term, s.status])).toEqual([
      ['Nucleus', 'rejected'],
      ['Cell', 'accepted'],
    ]);
    expect((await asOwner.sharedDecks.suggestions({ deckId: deck.id })).suggestions).toEqual([]);
  });

  it('the owner deleting a card while a subscriber submits its answer: no error, no double count', async () => {
    const { db, learner, deck, asOwner, asLearner } = await setup();
    await asOwner.sharedDecks.setSharing({ deckId: deck.id, visibility: 'server' });
    await asLearner.sharedDecks.subscribe({ deckId: deck.id });
    const submit = { sessionId: 'race', deckId: deck.id, results: deck.cardIds.map(answer) };
    const [result] = await Promise.all([asLearner.sessions.submit(submit), asOwner.cards.delete({ cardId: deck.cardIds[0] })]);
    expect(result.applied + result.skipped).toBe(4);
    expect(await asLearner.sessions.submit(submit)).toMatchObject({ duplicate: true });
    const logs = await db.selectFrom('review_logs').select('card_id').where('user_id', '=', learner.id).execute();
    expect(logs.length).toBe(result.applied);
  });

  it('the owner deleting a shared deck (or their account) leaves each subscriber a deck of their own with their progress', async () => {
    const { db, learner, stranger, deck, asOwner, asLearner, asStranger } = await setup();
    await asOwner.sharedDecks.setSharing({ deckId: deck.id, visibility: 'server' });
    await asLearner.sharedDecks.subscribe({ deckId: deck.id });
    await asStranger.sharedDecks.subscribe({ deckId: deck.id });
    await asLearner.sessions.submit({ sessionId: 'l', deckId: deck.id, results: [answer(deck.cardIds[0])] });
    await asLearner.decks.setExamDate({ deckId: deck.id, examDate: '2025-06-01' });
    await asOwner.decks.delete({ deckId: deck.id });
    const [own] = await asLearner.decks.list();
    expect(own).toMatchObject({ name: 'Biology', is_owner: true, card_count: 4, exam_date: '2025-06-01', due_card_count: 3 });
    const cards = await db.selectFrom('cards').select('id').where('deck_id', '=', own.id).orderBy('id').execute();
    expect((await cardStatesOf(db, [cards[0].id], learner.id))[0].reps).toBe(1);
    expect(await db.selectFrom('review_logs').select('deck_id').where('user_id', '=', learner.id).execute()).toEqual([{ deck_id: own.id }]);
    expect((await asStranger.decks.list()).map((d) => [d.is_owner, d.card_count])).toEqual([[true, 4]]);
    expect((await callerFor(db, stranger).decks.list())[0].id).not.toBe(own.id);
  });

  it('1,000 subscribers on one deck', async () => {
    const { db, deck, asOwner, asLearner } = await setup();
    await asOwner.sharedDecks.setSharing({ deckId: deck.id, visibility: 'server' });
    const users = [];
    for (let i = 0; i < 1_000; i++) users.push({ email: `s${i}@example.com`, password_hash: 'x', created_at: FIXED_NOW.getTime() });
    const ids = (await db.insertInto('users').values(users).returning('id').execute()).map((u) => u.id);
    await db.insertInto('deck_learners').values(ids.map((id) => ({ user_id: id, deck_id: deck.id, is_owner: 0 as const, joined_at: FIXED_NOW.getTime() }))).execute();
    await asLearner.sharedDecks.subscribe({ deckId: deck.id });
    expect((await asLearner.sharedDecks.library({})).decks[0].subscriberCount).toBe(1_001);
    expect((await asLearner.decks.list())[0]).toMatchObject({ id: deck.id, due_card_count: 4 });
    expect(await asOwner.sharedDecks.cardStats({ deckId: deck.id })).toMatchObject({ sharingLearners: 0 });
  });

  it('card statistics count only subscribers who share their progress, without names', async () => {
    const { deck, asOwner, asLearner, asStranger } = await setup();
    await asOwner.sharedDecks.setSharing({ deckId: deck.id, visibility: 'server' });
    await asLearner.sharedDecks.subscribe({ deckId: deck.id });
    await asStranger.sharedDecks.subscribe({ deckId: deck.id });
    // Off by default; the deck page reads the learner's choice from the deck itself.
    expect((await asLearner.decks.get({ deckId: deck.id })).share_progress).toBe(false);
    await asLearner.sharedDecks.setShareProgress({ deckId: deck.id, shareProgress: true });
    expect((await asLearner.decks.get({ deckId: deck.id })).share_progress).toBe(true);
    expect((await asStranger.decks.get({ deckId: deck.id })).share_progress).toBe(false);
    const wrong = (cardId: number) => ({ cardId, isCorrect: false, gameType: 'flashcards' as const, rating: 1 as const });
    await asLearner.sessions.submit({ sessionId: 'a', deckId: deck.id, results: [wrong(deck.cardIds[0]), wrong(deck.cardIds[0]), answer(deck.cardIds[0]), answer(deck.cardIds[1])] });
    await asStranger.sessions.submit({ sessionId: 'b', deckId: deck.id, results: [answer(deck.cardIds[0])] });
    const stats = await asOwner.sharedDecks.cardStats({ deckId: deck.id });
    expect(stats.sharingLearners).toBe(1);
    expect(stats.cards[0]).toMatchObject({ answers: 3, successRate: 33.3 });
    expect(stats.hardest.map((c) => c.cardId)).toEqual([deck.cardIds[0]]);
    expect(JSON.stringify(stats)).not.toMatch(/example\.com|Learner \d/);
  });

  it('the weekly leaderboard: opt-in, display names only, weeks from Monday UTC', async () => {
    const { deck, asOwner, asLearner, asStranger } = await setup();
    await asOwner.sessions.submit({ sessionId: 'o', deckId: deck.id, results: deck.cardIds.map(answer) });
    expect((await asOwner.sharedDecks.leaderboard()).entries).toEqual([]); // off by default
    expect((await errorOf(asOwner.sharedDecks.setPreferences({ displayName: 'me@example.com' }))).code).toBe('BAD_REQUEST');
    await asOwner.sharedDecks.setPreferences({ showOnLeaderboard: true, displayName: 'Ada' });
    expect((await errorOf(asLearner.sharedDecks.setPreferences({ displayName: 'ada' }))).message).toBe(SHARING_MSG.displayNameTaken);
    expect((await errorOf(asLearner.sharedDecks.setPreferences({ displayName: 'Learner 1' }))).message).toBe(DISPLAY_NAME_MSG.defaultName);
    const board = await asStranger.sharedDecks.leaderboard();
    expect(board).toMatchObject({ entries: [{ rank: 1, displayName: 'Ada', answers: 4, you: false }], weekStart: '2025-03-10T00:00:00.000Z', showOnLeaderboard: false });
    expect(weekStartUtc(Date.UTC(2025, 2, 16, 23, 59))).toBe(Date.UTC(2025, 2, 10));
    expect(weekStartUtc(Date.UTC(2025, 2, 17))).toBe(Date.UTC(2025, 2, 17));
    expect(rankEntries([{ answers: 5 }, { answers: 3 }, { answers: 3 }, { answers: 1 }]).map((e) => e.rank)).toEqual([1, 2, 2, 4]);
  });
});

describe(`shared decks over REST (${testDialect})`, () => {
  it('every route: logged out 401, stranger 404, subscriber 403 on writes, and the owner’s media served to subscribers until the card goes', async () => {
    const { app, db } = await makeTestApp();
    try {
      const owner = await loginAgent(app);
      const learner = await loginAgent(app);
      const stranger = await loginAgent(app);
      const deck = (await owner.request('POST', '/api/decks', { name: 'Shared' })).json();
      const ownerId = (await db.selectFrom('decks').select('user_id').where('id', '=', deck.id).executeTakeFirstOrThrow()).user_id;
      const card = (await owner.request('POST', `/api/decks/${deck.id}/cards`, { term: 'a', definition: 'b' })).json();
      const image = await saveMedia(db, ownerId, PNG, 'image/png', FIXED_NOW.getTime());
      await db.updateTable('cards').set({ term_image_id: image }).where('id', '=', card.id).execute();
      const url = (await mediaUrlsFor(db, [{ term_image_id: image, definition_image_id: null, term_audio_id: null, definition_audio_id: null }]))(image)!;

      expect((await learner.request('POST', `/api/shared-decks/${deck.id}/subscribe`)).statusCode).toBe(404);
      expect((await learner.request('GET', url)).statusCode).toBe(404);
      expect((await owner.request('PUT', `/api/decks/${deck.id}/sharing`, { visibility: 'everyone' })).statusCode).toBe(400);
      expect((await owner.request('PUT', `/api/decks/${deck.id}/sharing`, { visibility: 'server' })).statusCode).toBe(200);
      expect((await learner.request('GET', '/api/shared-decks?q=sha')).json().decks).toHaveLength(1);
      expect((await learner.request('POST', `/api/shared-decks/${deck.id}/subscribe`)).statusCode).toBe(200);
      expect((await learner.request('GET', url)).statusCode).toBe(200);
      expect((await stranger.request('GET', url)).statusCode).toBe(404);

      const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object][] = [
        ['PUT', `/api/decks/${deck.id}/sharing`, { visibility: 'private' }],
        ['PUT', `/api/decks/${deck.id}`, { name: 'x' }],
        ['POST', `/api/decks/${deck.id}/cards`, { term: 'x', definition: 'y' }],
        ['PUT', `/api/cards/${card.id}`, { term: 'x', definition: 'y' }],
        ['DELETE', `/api/cards/${card.id}`],
        ['GET', `/api/decks/${deck.id}/card-stats`],
      ];
      for (const [method, path, body] of routes) {
        expect((await learner.request(method, path, body)).statusCode, `${method} ${path} as subscriber`).toBe(403);
        expect((await stranger.request(method, path, body)).statusCode, `${method} ${path} as stranger`).toBe(404);
      }
      for (const [method, path, body] of [
        ...routes,
        ['GET', '/api/shared-decks'],
        ['POST', `/api/shared-decks/${deck.id}/subscribe`],
        ['POST', `/api/shared-decks/${deck.id}/copy`],
        ['POST', `/api/cards/${card.id}/suggestions`, { term: 'x', definition: 'y' }],
        ['GET', `/api/decks/${deck.id}/suggestions`],
        ['POST', '/api/suggestions/1/accept'],
        ['GET', '/api/leaderboard'],
        ['PUT', '/api/account/preferences', { showOnLeaderboard: true }],
      ] as typeof routes) {
        // With the XSRF cookie and header a browser sends, but no session.
        const res = await new Agent(app).request(method, path, body);
        expect(res.statusCode, `${method} ${path} logged out`).toBe(401);
      }
      for (const bad of ['abc', '-1', '99999999999', '1.5']) {
        // A malformed id is a 400 naming the missing thing (as on every id route); never a 500.
        expect([400, 404], bad).toContain((await learner.request('POST', `/api/shared-decks/${bad}/subscribe`)).statusCode);
        expect([400, 404], bad).toContain((await learner.request('POST', `/api/suggestions/${bad}/accept`)).statusCode);
      }
      const suggestion = await learner.request('POST', `/api/cards/${card.id}/suggestions`, { term: 'better', definition: 'b' });
      expect(suggestion.statusCode).toBe(201);
      expect((await stranger.request('POST', `/api/suggestions/${suggestion.json().id}/accept`)).statusCode).toBe(404);
      expect((await owner.request('POST', `/api/suggestions/${suggestion.json().id}/accept`)).json()).toMatchObject({ status: 'accepted' });

      // The card goes: its picture is no longer served to the subscriber.
      expect((await owner.request('DELETE', `/api/cards/${card.id}`)).statusCode).toBe(200);
      expect((await learner.request('GET', url)).statusCode).toBe(404);
      expect((await learner.request('DELETE', `/api/decks/${deck.id}`)).statusCode).toBe(200);
      expect((await owner.request('GET', `/api/decks/${deck.id}`)).statusCode).toBe(200);
    } finally {
      await app.close();
      await closeTestDb(db);
    }
  });
});
