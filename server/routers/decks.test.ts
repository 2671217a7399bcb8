import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.js';
import { callerFor, deckSettingsOf, FIXED_NOW, makeDeck, makeTestDb, makeUser, setCardState } from '../test/harness.js';

/** A card without images or sounds (docs/anki-history.md). */
const NO_MEDIA = { termImageUrl: null, definitionImageUrl: null, termAudioUrl: null, definitionAudioUrl: null, termHtml: null, definitionHtml: null };
/** A basic card's cloze fields (docs/study-modes.md). */
const BASIC = { kind: 'basic', clozeNumber: null, clozeText: null, clozeExtra: null, noteId: expect.any(Number), tags: [] };

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

async function setup() {
  const db = await makeTestDb();
  const user = await makeUser(db);
  const other = await makeUser(db);
  return { db, user, other, api: callerFor(db, user), otherApi: callerFor(db, other) };
}

describe('decks', () => {
  it('creates a manual deck and lists it with counts in the wire shape', async () => {
    const { api } = await setup();
    const created = await api.decks.create({ name: '  Spanish  ', description: 'Verbs' });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Spanish',
      description: 'Verbs',
      source: 'manual',
      updated_at: FIXED_NOW.toISOString(),
      card_count: 0,
      due_card_count: 0,
      exam_date: null,
      desired_retention: 0.9,
      study_direction: 'forward',
      new_cards_per_day: 20,
      due_review_count: 0,
      new_available_count: 0,
      new_cards_limit_today: 20,
      new_studied_today: 0,
      new_waiting_count: 0,
      term_language: null,
      definition_language: null,
      is_owner: true,
      shared_by: null,
      visibility: 'private',
      share_progress: false,
      bury_siblings: true,
    });
    await api.cards.create({ deckId: created.id, term: 'hablar', definition: 'to speak' });
    const [listed] = await api.decks.list();
    expect(listed).toMatchObject({ id: created.id, card_count: 1, due_card_count: 1, due_review_count: 0, new_available_count: 1 });
  });

  it('lists only the user’s own decks, most recently updated first', async () => {
    const { db, user, other, api } = await setup();
    await makeDeck(db, user.id, { name: 'Old', now: new Date('2025-01-01T00:00:00Z') });
    await makeDeck(db, user.id, { name: 'New', now: new Date('2025-02-01T00:00:00Z') });
    await makeDeck(db, other.id, { name: 'Not mine' });
    expect((await api.decks.list()).map((d) => d.name)).toEqual(['New', 'Old']);
  });

  it('counts due cards: new cards are due, future ones are not', async () => {
    const { db, user, api } = await setup();
    const deck = await makeDeck(db, user.id, { cards: 3 });
    await setCardState(db, deck.cardIds[0], { due: FIXED_NOW.getTime() + 60_000 });
    expect(await api.decks.get({ deckId: deck.id })).toMatchObject({ card_count: 3, due_card_count: 2 });
  });

  it.each([
    [{ name: '   ' }, MSG.deckNameRequired],
    [{ name: 'x'.repeat(256) }, MSG.deckNameTooLong],
    [{ name: 'ok', description: 'd'.repeat(1001) }, MSG.deckDescriptionTooLong],
  ])('refuses %# with its message and writes nothing', async (input, message) => {
    const { db, api } = await setup();
    const error = await errorOf(api.decks.create(input));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(message);
    expect(await db.selectFrom('decks').selectAll().execute()).toEqual([]);
  });

  it('renames and describes a deck; blank name refused', async () => {
    const { db, user, api } = await setup();
    const deck = await makeDeck(db, user.id);
    expect(await api.decks.update({ deckId: deck.id, name: 'Renamed', description: '' })).toMatchObject({ name: 'Renamed', description: null });
    expect((await errorOf(api.decks.update({ deckId: deck.id, name: ' ' }))).message).toBe(MSG.deckNameRequired);
  });

  it('sets, keeps the pacing start across changes, and clears the exam date', async () => {
    const { db, user, api } = await setup();
    const deck = await makeDeck(db, user.id);
    expect(await api.decks.setExamDate({ deckId: deck.id, examDate: '2025-04-01' })).toMatchObject({ exam_date: '2025-04-01' });
    const later = callerFor(db, user, () => new Date('2025-03-15T12:00:00Z'));
    await later.decks.setExamDate({ deckId: deck.id, examDate: '2025-04-20T00:00:00.000Z' });
    let row = await deckSettingsOf(db, deck.id);
    expect([row.exam_date, row.pacing_start_date]).toEqual(['2025-04-20', '2025-03-10']);
    await api.decks.setExamDate({ deckId: deck.id, examDate: null });
    row = await deckSettingsOf(db, deck.id);
    expect([row.exam_date, row.pacing_start_date]).toEqual([null, null]);
  });

  it('refuses an exam date before the user’s today, in their time zone', async () => {
    const db = await makeTestDb();
    // 2025-03-10T12:00Z is already 2025-03-11 in Auckland.
    const user = await makeUser(db, { timeZone: 'Pacific/Auckland' });
    const deck = await makeDeck(db, user.id);
    const error = await errorOf(callerFor(db, user).decks.setExamDate({ deckId: deck.id, examDate: '2025-03-10' }));
    expect(error.message).toBe(MSG.examDateInPast);
    await expect(callerFor(db, user).decks.setExamDate({ deckId: deck.id, examDate: '2025-03-11' })).resolves.toMatchObject({ exam_date: '2025-03-11' });
  });

  it('deletes a deck with its cards', async () => {
    const { db, user, api } = await setup();
    const deck = await makeDeck(db, user.id, { cards: 2 });
    await api.decks.delete({ deckId: deck.id });
    expect(await db.selectFrom('cards').selectAll().execute()).toEqual([]);
    expect((await errorOf(api.decks.get({ deckId: deck.id }))).code).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND for every deck route on another user’s deck, and changes nothing', async () => {
    const { db, user, otherApi } = await setup();
    const deck = await makeDeck(db, user.id, { cards: 1 });
    // One after another: on PostgreSQL a pool would run them at once, in no fixed order.
    const attempts = [
      () => otherApi.decks.get({ deckId: deck.id }),
      () => otherApi.decks.update({ deckId: deck.id, name: 'Hijacked' }),
      () => otherApi.decks.setExamDate({ deckId: deck.id, examDate: '2025-05-01' }),
      () => otherApi.decks.delete({ deckId: deck.id }),
      () => otherApi.cards.create({ deckId: deck.id, term: 't', definition: 'd' }),
      () => otherApi.cards.update({ cardId: deck.cardIds[0], term: 't', definition: 'd' }),
      () => otherApi.cards.delete({ cardId: deck.cardIds[0] }),
    ];
    for (const attempt of attempts) expect((await errorOf(attempt())).code).toBe('NOT_FOUND');
    const row = await db.selectFrom('decks').selectAll().where('id', '=', deck.id).executeTakeFirstOrThrow();
    expect(row.name).toBe('Test deck');
    expect(await db.selectFrom('cards').selectAll().execute()).toHaveLength(1);
  });

  it('refuses every deck and card procedure when logged out', async () => {
    const db = await makeTestDb();
    const api = callerFor(db, null);
    for (const attempt of [api.decks.list(), api.decks.create({ name: 'x' }), api.cards.delete({ cardId: 1 })]) {
      expect((await errorOf(attempt)).code).toBe('UNAUTHORIZED');
    }
  });
});

describe('cards', () => {
  it('adds, edits and deletes a card, trimming text and moving the deck’s updated date', async () => {
    const { db, user } = await setup();
    const deck = await makeDeck(db, user.id, { now: new Date('2025-01-01T00:00:00Z') });
    const api = callerFor(db, user);
    const card = await api.cards.create({ deckId: deck.id, term: ' uno ', definition: ' one ' });
    expect(card).toEqual({ id: expect.any(Number), term: 'uno', definition: 'one', ...NO_MEDIA, ...BASIC });
    expect((await api.decks.get({ deckId: deck.id })).updated_at).toBe(FIXED_NOW.toISOString());
    expect(await api.cards.update({ cardId: card.id, term: 'dos', definition: 'two' })).toEqual({ id: card.id, term: 'dos', definition: 'two', ...NO_MEDIA, ...BASIC });
    await api.cards.delete({ cardId: card.id });
    expect((await api.decks.get({ deckId: deck.id })).flashcards).toEqual([]);
  });

  it.each([
    [{ term: '  ', definition: 'x' }],
    [{ term: 'x', definition: '' }],
  ])('refuses blank text %j with the spec message', async (fields) => {
    const { db, user, api } = await setup();
    const deck = await makeDeck(db, user.id);
    const error = await errorOf(api.cards.create({ deckId: deck.id, ...fields }));
    expect(error.message).toBe(MSG.termAndDefinitionRequired);
  });
});
