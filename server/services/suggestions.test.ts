import { TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SHARING_MSG } from '../../shared/messages.js';
import { SUGGESTIONS_PENDING_MAX, SUGGESTIONS_PER_MINUTE } from '../../shared/schemas/sharedDecks.js';
import type { Db } from '../db.js';
import { deckGameCards } from '../repos/gameCards.js';
import { Agent, callerFor, closeTestDb, FIXED_NOW, loginAgent, makeDeck, makeTestApp, makeTestDb, makeUser, testDialect } from '../test/harness.js';

// Suggestions under a flood (issue 49, docs/shared-decks.md): a pending cap per subscriber and
// deck that holds under concurrent calls, a per-minute limit per subscriber, the owner's bulk
// rejection and its permissions; and accepting an edit writes through the cards service (a cloze
// card edited as text becomes a basic card, so the games ask the new answer).

const dbs: Db[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await closeTestDb(db);
});

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

/** Minute `m` after FIXED_NOW: each minute is a fresh rate-limit window. */
const minute = (m: number) => () => new Date(FIXED_NOW.getTime() + m * 60_000);

async function setup() {
  const db = await makeTestDb();
  dbs.push(db);
  const owner = await makeUser(db);
  const learner = await makeUser(db);
  const other = await makeUser(db);
  const stranger = await makeUser(db);
  const deck = await makeDeck(db, owner.id, { name: 'Biology', cards: 2 });
  const second = await makeDeck(db, owner.id, { name: 'Chemistry', cards: 1 });
  const asOwner = callerFor(db, owner);
  for (const d of [deck, second]) await asOwner.sharedDecks.setSharing({ deckId: d.id, visibility: 'server' });
  for (const user of [learner, other]) for (const d of [deck, second]) await callerFor(db, user).sharedDecks.subscribe({ deckId: d.id });
  return { db, owner, learner, other, stranger, deck, second, asOwner, asLearner: callerFor(db, learner), asOther: callerFor(db, other), asStranger: callerFor(db, stranger) };
}

const countRows = async (db: Db) => Number((await db.selectFrom('suggestions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** `n` suggestions of the learner's, spread over minutes so the rate limit never refuses one. */
async function suggestMany(db: Db, user: Parameters<typeof callerFor>[1], deckId: number, n: number, firstMinute = 0) {
  for (let i = 0; i < n; i++) {
    await callerFor(db, user, minute(firstMinute + Math.floor(i / SUGGESTIONS_PER_MINUTE))).sharedDecks.suggestNewCard({ deckId, term: `t${i}`, definition: `d${i}` });
  }
}

describe(`suggestions under a flood (${testDialect})`, () => {
  it(`caps a subscriber's pending suggestions per deck at ${SUGGESTIONS_PENDING_MAX}: the next is refused with a clear message and nothing written`, async () => {
    const { db, learner, other, deck, second, asOwner } = await setup();
    await suggestMany(db, learner, deck.id, SUGGESTIONS_PENDING_MAX);
    const late = callerFor(db, learner, minute(100));
    const before = await countRows(db);
    const refused = await errorOf(late.sharedDecks.suggestNewCard({ deckId: deck.id, term: 'one more', definition: 'x' }));
    expect(refused.code).toBe('BAD_REQUEST');
    expect(refused.message).toBe(SHARING_MSG.tooManyPending);
    expect(SHARING_MSG.tooManyPending).toContain(String(SUGGESTIONS_PENDING_MAX));
    expect((await errorOf(late.sharedDecks.suggestCardEdit({ cardId: deck.cardIds[0], term: 'one more', definition: 'x' }))).message).toBe(SHARING_MSG.tooManyPending);
    expect(await countRows(db)).toBe(before);
    // Another deck, and another learner on this deck, are not held by this learner's queue.
    await late.sharedDecks.suggestNewCard({ deckId: second.id, term: 'other deck', definition: 'x' });
    await callerFor(db, other, minute(100)).sharedDecks.suggestNewCard({ deckId: deck.id, term: 'other learner', definition: 'x' });
    // An answered suggestion no longer counts.
    const queue = await asOwner.sharedDecks.suggestions({ deckId: deck.id });
    await asOwner.sharedDecks.decideSuggestion({ suggestionId: queue.suggestions.find((s) => s.term === 't0')!.id, decision: 'reject' });
    await callerFor(db, learner, minute(101)).sharedDecks.suggestNewCard({ deckId: deck.id, term: 'room again', definition: 'x' });
  });

  it('the cap holds under concurrent calls', async () => {
    const { db, learner, deck } = await setup();
    // Just under the cap, written directly (fast), then more calls at once than there is room.
    const room = 3;
    await db
      .insertInto('suggestions')
      .values(Array.from({ length: SUGGESTIONS_PENDING_MAX - room }, (_, i) => ({ deck_id: deck.id, card_id: null, user_id: learner.id, kind: 'new', term: `t${i}`, definition: 'd', created_at: FIXED_NOW.getTime() })))
      .execute();
    const asLearner = callerFor(db, learner);
    const results = await Promise.allSettled(Array.from({ length: SUGGESTIONS_PER_MINUTE }, (_, i) => asLearner.sharedDecks.suggestNewCard({ deckId: deck.id, term: `at once ${i}`, definition: 'x' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(room);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as TRPCError).message).toBe(SHARING_MSG.tooManyPending);
    const pending = await db.selectFrom('suggestions').select('id').where('user_id', '=', learner.id).where('deck_id', '=', deck.id).where('status', '=', 'pending').execute();
    expect(pending).toHaveLength(SUGGESTIONS_PENDING_MAX);
  });

  it(`limits a subscriber to ${SUGGESTIONS_PER_MINUTE} suggestions a minute across decks (429, nothing written); the next minute is open again`, async () => {
    const { db, deck, second, asLearner, asOther, learner } = await setup();
    for (let i = 0; i < SUGGESTIONS_PER_MINUTE; i++) {
      if (i % 2 === 0) await asLearner.sharedDecks.suggestNewCard({ deckId: i % 4 === 0 ? deck.id : second.id, term: `t${i}`, definition: 'd' });
      else await asLearner.sharedDecks.suggestCardEdit({ cardId: deck.cardIds[0], term: `t${i}`, definition: 'd' });
    }
    const before = await countRows(db);
    const limited = await errorOf(asLearner.sharedDecks.suggestNewCard({ deckId: second.id, term: 'too fast', definition: 'x' }));
    expect(limited.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.message).toBe(SHARING_MSG.suggestingTooFast);
    expect(await countRows(db)).toBe(before);
    // Another learner is not limited by this one.
    await asOther.sharedDecks.suggestNewCard({ deckId: deck.id, term: 'other', definition: 'x' });
    await callerFor(db, learner, minute(1)).sharedDecks.suggestNewCard({ deckId: deck.id, term: 'later', definition: 'x' });
  });

  it('the owner rejects every pending suggestion of a deck, or one learner’s, in one call; a subscriber gets 403, a stranger 404', async () => {
    const { db, deck, second, asOwner, asLearner, asOther, asStranger } = await setup();
    const accepted = await asLearner.sharedDecks.suggestNewCard({ deckId: deck.id, term: 'kept', definition: 'x' });
    await asOwner.sharedDecks.decideSuggestion({ suggestionId: accepted.id, decision: 'accept' });
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push(await asLearner.sharedDecks.suggestNewCard({ deckId: deck.id, term: `flood ${i}`, definition: 'x' }));
    const others = await asOther.sharedDecks.suggestCardEdit({ cardId: deck.cardIds[1], term: 'real fix', definition: 'y' });
    const elsewhere = await asLearner.sharedDecks.suggestNewCard({ deckId: second.id, term: 'other deck', definition: 'x' });

    expect((await errorOf(asLearner.sharedDecks.rejectAllSuggestions({ deckId: deck.id }))).code).toBe('FORBIDDEN');
    expect((await errorOf(asStranger.sharedDecks.rejectAllSuggestions({ deckId: deck.id }))).code).toBe('NOT_FOUND');
    expect((await errorOf(asStranger.sharedDecks.rejectAllSuggestions({ deckId: deck.id, sameAuthorAs: mine[0].id }))).code).toBe('NOT_FOUND');
    // A suggestion of another deck does not name a learner of this one.
    expect((await errorOf(asOwner.sharedDecks.rejectAllSuggestions({ deckId: deck.id, sameAuthorAs: elsewhere.id }))).code).toBe('NOT_FOUND');
    expect((await asOwner.sharedDecks.suggestions({ deckId: deck.id })).suggestions).toHaveLength(4);

    // One learner's: the other learner's suggestion stays.
    expect(await asOwner.sharedDecks.rejectAllSuggestions({ deckId: deck.id, sameAuthorAs: mine[1].id })).toEqual({ rejected: 3 });
    expect((await asOwner.sharedDecks.suggestions({ deckId: deck.id })).suggestions.map((s) => s.id)).toEqual([others.id]);
    expect((await asLearner.sharedDecks.suggestions({ deckId: deck.id })).suggestions.map((s) => [s.term, s.status])).toEqual([
      ['flood 2', 'rejected'],
      ['flood 1', 'rejected'],
      ['flood 0', 'rejected'],
      ['kept', 'accepted'],
    ]);
    // The whole deck's: another deck's queue stays.
    expect(await asOwner.sharedDecks.rejectAllSuggestions({ deckId: deck.id })).toEqual({ rejected: 1 });
    expect((await asOwner.sharedDecks.suggestions({ deckId: deck.id })).suggestions).toEqual([]);
    expect(await asOwner.sharedDecks.rejectAllSuggestions({ deckId: deck.id })).toEqual({ rejected: 0 });
    expect((await asOwner.sharedDecks.suggestions({ deckId: second.id })).suggestions.map((s) => s.id)).toEqual([elsewhere.id]);
    const rows = await db.selectFrom('suggestions').select(['status', 'decided_at']).where('deck_id', '=', deck.id).where('status', '=', 'rejected').execute();
    expect(rows.every((row) => Number(row.decided_at) === FIXED_NOW.getTime())).toBe(true);
  });

  it('accepting an edit of a cloze card makes it the basic card suggested: the games ask the new answer', async () => {
    const { db, deck, asOwner, asLearner } = await setup();
    const { cards } = await asOwner.cards.createCloze({ deckId: deck.id, kind: 'cloze', clozeText: 'The {{c1::mitochondria}} makes energy' });
    const cloze = cards[0];
    expect((await deckGameCards(db, deck.id)).find((c) => c.id === cloze.id)).toMatchObject({ kind: 'cloze', clozeAnswer: 'mitochondria' });
    const edit = await asLearner.sharedDecks.suggestCardEdit({ cardId: cloze.id, term: 'Powerhouse of the cell', definition: 'Mitochondrion' });
    await asOwner.sharedDecks.decideSuggestion({ suggestionId: edit.id, decision: 'accept' });
    const game = (await deckGameCards(db, deck.id)).find((c) => c.id === cloze.id)!;
    expect(game).toEqual({ id: cloze.id, term: { text: 'Powerhouse of the cell' }, definition: { text: 'Mitochondrion' } });
    const row = await db.selectFrom('cards').select(['kind', 'cloze_answer', 'cloze_text', 'cloze_note']).where('id', '=', cloze.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: 'basic', cloze_answer: null, cloze_text: null, cloze_note: null });
  });

  it('accepting an edit keeps the card’s pictures and sounds, and a suggestion too long for a card side is refused', async () => {
    const { deck, asOwner, asLearner } = await setup();
    expect((await errorOf(asLearner.sharedDecks.suggestNewCard({ deckId: deck.id, term: 'x'.repeat(10_001), definition: 'y' }))).code).toBe('BAD_REQUEST');
    const edit = await asLearner.sharedDecks.suggestCardEdit({ cardId: deck.cardIds[0], term: 'New term', definition: 'New definition' });
    const accepted = await asOwner.sharedDecks.decideSuggestion({ suggestionId: edit.id, decision: 'accept' });
    expect(accepted).toMatchObject({ status: 'accepted', current: { term: 'New term', definition: 'New definition' } });
  });
});

describe(`bulk rejection over REST (${testDialect})`, () => {
  it('POST /api/decks/:id/suggestions/reject-all: owner 200, subscriber 403, stranger 404, logged out 401; 429 for a flood', async () => {
    const { app, db } = await makeTestApp({ now: () => FIXED_NOW });
    try {
      const owner = await loginAgent(app);
      const learner = await loginAgent(app);
      const stranger = await loginAgent(app);
      const deck = (await owner.request('POST', '/api/decks', { name: 'Shared' })).json();
      await owner.request('PUT', `/api/decks/${deck.id}/sharing`, { visibility: 'server' });
      await learner.request('POST', `/api/shared-decks/${deck.id}/subscribe`);
      const answers = [];
      for (let i = 0; i <= SUGGESTIONS_PER_MINUTE; i++) answers.push(await learner.request('POST', `/api/decks/${deck.id}/suggestions`, { term: `t${i}`, definition: 'd' }));
      expect(answers.map((a) => a.statusCode)).toEqual([...Array<number>(SUGGESTIONS_PER_MINUTE).fill(201), 429]);
      expect(answers.at(-1)!.json().message).toBe(SHARING_MSG.suggestingTooFast);
      const path = `/api/decks/${deck.id}/suggestions/reject-all`;
      expect((await learner.request('POST', path, {})).statusCode).toBe(403);
      expect((await stranger.request('POST', path, {})).statusCode).toBe(404);
      expect((await new Agent(app).request('POST', path, {})).statusCode).toBe(401);
      expect((await stranger.request('POST', `/api/decks/abc/suggestions/reject-all`, {})).statusCode).toBe(400);
      const one = answers[0].json().id;
      expect((await owner.request('POST', path, { sameAuthorAs: one })).json()).toEqual({ rejected: SUGGESTIONS_PER_MINUTE });
      expect((await owner.request('POST', path)).json()).toEqual({ rejected: 0 });
      expect(await db.selectFrom('suggestions').select('id').where('status', '=', 'pending').execute()).toEqual([]);
    } finally {
      await app.close();
      await closeTestDb(db);
    }
  });
});
