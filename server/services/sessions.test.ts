import { beforeEach, describe, expect, it } from 'vitest';
import { Rating, State } from 'ts-fsrs';
import type { Db } from '../db.js';
import type { MatchingData, MultipleChoiceData } from '../../shared/games.js';
import type { AnswerResultInput } from '../../shared/schemas/sessions.js';
import { callerFor, cardStatesOf, FIXED_NOW, makeDeck, makeTestDb, makeUser, setCardState } from '../test/harness.js';

const NOW = FIXED_NOW.getTime();
const DAY = 24 * 60 * 60 * 1000;

let db: Db;
beforeEach(async () => {
  db = await makeTestDb();
});

const right = (cardId: number, extra: Partial<AnswerResultInput> = {}): AnswerResultInput => ({ cardId, isCorrect: true, gameType: 'matching', answerTimeMs: 2000, ...extra });
const wrong = (cardId: number): AnswerResultInput => ({ cardId, isCorrect: false, gameType: 'matching', answerTimeMs: 4000 });

const cardRows = async (deckId: number) => cardStatesOf(db, (await db.selectFrom('cards').select('id').where('deck_id', '=', deckId).orderBy('id').execute()).map((card) => card.id));
const logRows = () => db.selectFrom('review_logs').selectAll().orderBy('id').execute();

describe('sessions.submit', () => {
  it('schedules every answered card and logs each counted answer', async () => {
    const user = await makeUser(db, { timeZone: 'Pacific/Auckland' });
    const deck = await makeDeck(db, user.id, { cards: 4 });
    const [a, b, c] = deck.cardIds;
    const answer = await callerFor(db, user).sessions.submit({
      sessionId: 'chunk-1',
      deckId: deck.id,
      results: [right(a), wrong(b), right(c, { usedHint: true, gameType: 'crossword', answerTimeMs: null })],
    });
    expect(answer).toEqual({ success: true, applied: 3, skipped: 0, duplicate: false });

    const cards = await cardRows(deck.id);
    expect(cards.slice(0, 3).map((card) => [card.state, card.reps, card.due - NOW])).toEqual([
      [State.Learning, 1, 10 * 60_000],
      [State.Learning, 1, 1 * 60_000],
      [State.Learning, 1, 6 * 60_000],
    ]);
    expect(cards[3]).toMatchObject({ state: State.New, reps: 0, due: NOW });

    const logs = await logRows();
    expect(logs.map((l) => [l.card_id, l.rating, l.is_correct, l.used_hint, l.game_type, l.answer_time_ms])).toEqual([
      [a, Rating.Good, 1, 0, 'matching', 2000],
      [b, Rating.Again, 0, 0, 'matching', 4000],
      [c, Rating.Hard, 1, 1, 'crossword', null],
    ]);
    // 12:00 UTC is already the next day in Auckland.
    expect(new Set(logs.map((l) => l.local_day))).toEqual(new Set(['2025-03-11']));
    expect(logs.every((l) => l.session_id === 'chunk-1' && l.user_id === user.id && l.reviewed_at === NOW)).toBe(true);
  });

  it('stores answer times as whole milliseconds of at most a day, and refuses ids no column can hold (docs/security.md)', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 2 });
    const [a, b] = deck.cardIds;
    await callerFor(db, user).sessions.submit({
      sessionId: 'bounds',
      deckId: deck.id,
      results: [right(a, { answerTimeMs: 1.5 }), right(b, { answerTimeMs: 2 ** 31 })],
    });
    expect((await logRows()).map((l) => l.answer_time_ms)).toEqual([2, 86_400_000]);
    // On PostgreSQL an INTEGER parameter of 2^31 was a 500; now it is refused before any query.
    for (const input of [
      { sessionId: 'big-deck', deckId: 2 ** 31, results: [right(a)] },
      { sessionId: 'big-card', deckId: deck.id, results: [right(2 ** 31)] },
    ]) {
      await expect(callerFor(db, user).sessions.submit(input)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    await expect(callerFor(db, user).decks.get({ deckId: 2 ** 31 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await logRows()).toHaveLength(2);
  });

  it('changes nothing when the same sessionId comes again', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 2 });
    const input = { sessionId: 'same', deckId: deck.id, results: [right(deck.cardIds[0]), wrong(deck.cardIds[1])] };
    const first = await callerFor(db, user).sessions.submit(input);
    const cardsAfterFirst = await cardRows(deck.id);
    const logsAfterFirst = await logRows();

    // An hour later (a retried upload): a second application would move the cards again.
    const second = await callerFor(db, user, () => new Date(NOW + 3_600_000)).sessions.submit(input);
    expect(first).toEqual({ success: true, applied: 2, skipped: 0, duplicate: false });
    expect(second).toEqual({ success: true, applied: 2, skipped: 0, duplicate: true });
    expect(await cardRows(deck.id)).toEqual(cardsAfterFirst);
    expect(await logRows()).toEqual(logsAfterFirst);
  });

  it('stores a submit sent twice at the same moment once (on PostgreSQL the two run in parallel)', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 3 });
    const input = { sessionId: 'raced', deckId: deck.id, results: deck.cardIds.map((id) => right(id)) };
    // Two open connections first, so neither submit waits for a connection while the other runs.
    await Promise.all([1, 2].map(() => db.transaction().execute(() => new Promise((resolve) => setTimeout(resolve, 20)))));
    const answers = await Promise.all([callerFor(db, user).sessions.submit(input), callerFor(db, user).sessions.submit(input)]);
    expect(answers.map((a) => a.applied)).toEqual([3, 3]);
    expect(answers.filter((a) => a.duplicate)).toHaveLength(1);
    expect(await logRows()).toHaveLength(3);
    expect((await cardRows(deck.id)).map((c) => c.reps)).toEqual([1, 1, 1]);
  });

  it('a card that came back after Again is answered twice in one chunk: both answers are applied, in order (issue 29)', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 2 });
    const [id, other] = deck.cardIds;
    const again = (cardId: number, rating: 1 | 3): AnswerResultInput => ({ cardId, isCorrect: rating > 1, gameType: 'flashcards', rating });
    const answer = await callerFor(db, user).sessions.submit({ sessionId: 's', deckId: deck.id, results: [again(id, 1), again(other, 3), again(id, 3)] });
    expect(answer).toMatchObject({ applied: 3, skipped: 0 });
    expect((await logRows()).map((l) => [l.card_id, l.rating])).toEqual([
      [id, Rating.Again],
      [other, Rating.Good],
      [id, Rating.Good],
    ]);
    // New → Again (learning, 1 min) → Good: the learning step after it (10 min), two reps.
    const [card] = await cardRows(deck.id);
    expect([card.state, card.reps, card.due - NOW]).toEqual([State.Learning, 2, 10 * 60_000]);
  });

  it('skips a result for a card deleted since, and applies the rest', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 3 });
    const [a, b, gone] = deck.cardIds;
    await callerFor(db, user).cards.delete({ cardId: gone });
    const answer = await callerFor(db, user).sessions.submit({ sessionId: 's', deckId: deck.id, results: [right(a), right(gone), wrong(b)] });
    expect(answer).toEqual({ success: true, applied: 2, skipped: 1, duplicate: false });
    expect((await logRows()).map((l) => l.card_id)).toEqual([a, b]);
  });

  it('skips every result for a deck deleted since, answering success', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 2 });
    await callerFor(db, user).decks.delete({ deckId: deck.id });
    const answer = await callerFor(db, user).sessions.submit({ sessionId: 's', deckId: deck.id, results: deck.cardIds.map((id) => right(id)) });
    expect(answer).toEqual({ success: true, applied: 0, skipped: 2, duplicate: false });
    expect(await logRows()).toEqual([]);
  });

  it("skips a card that belongs to another of the user's decks", async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 1 });
    const other = await makeDeck(db, user.id, { cards: 1 });
    const answer = await callerFor(db, user).sessions.submit({ sessionId: 's', deckId: deck.id, results: [right(deck.cardIds[0]), right(other.cardIds[0])] });
    expect(answer).toMatchObject({ applied: 1, skipped: 1 });
    expect((await cardRows(other.id))[0]).toMatchObject({ state: State.New, reps: 0 });
  });

  it("refuses results for another user's deck and leaves its cards alone", async () => {
    const owner = await makeUser(db);
    const intruder = await makeUser(db);
    const deck = await makeDeck(db, owner.id, { cards: 2 });
    const before = await cardRows(deck.id);
    await expect(
      callerFor(db, intruder).sessions.submit({ sessionId: 's', deckId: deck.id, results: deck.cardIds.map((id) => wrong(id)) }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await cardRows(deck.id)).toEqual(before);
    expect(await logRows()).toEqual([]);
    expect(await db.selectFrom('study_sessions').selectAll().execute()).toEqual([]);
  });

  it('keeps session ids per user: two users may send the same id', async () => {
    const u1 = await makeUser(db);
    const u2 = await makeUser(db);
    const d1 = await makeDeck(db, u1.id, { cards: 1 });
    const d2 = await makeDeck(db, u2.id, { cards: 1 });
    await callerFor(db, u1).sessions.submit({ sessionId: 'x', deckId: d1.id, results: [right(d1.cardIds[0])] });
    const answer = await callerFor(db, u2).sessions.submit({ sessionId: 'x', deckId: d2.id, results: [right(d2.cardIds[0])] });
    expect(answer).toMatchObject({ applied: 1, duplicate: false });
  });

  it('rejects malformed input with a message', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 1 });
    await expect(
      callerFor(db, user).sessions.submit({ sessionId: 's', deckId: deck.id, results: [{ cardId: deck.cardIds[0], isCorrect: true, gameType: 'chess' as 'matching' }] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Unknown game type: chess' });
  });

  it('moves the deck list due count', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 3 });
    await callerFor(db, user).sessions.submit({ sessionId: 's', deckId: deck.id, results: [right(deck.cardIds[0])] });
    const [summary] = await callerFor(db, user).decks.list();
    expect(summary).toMatchObject({ card_count: 3, due_card_count: 2 });
    // Ten minutes later the learning step is due again.
    const [later] = await callerFor(db, user, () => new Date(NOW + 10 * 60_000)).decks.list();
    expect(later.due_card_count).toBe(3);
  });
});

describe('sessions.start', () => {
  async function deckWithDue(userId: number, due: number, notDue: number) {
    const deck = await makeDeck(db, userId, { cards: due + notDue });
    // The not-yet-due cards fall due one, two, … days from now.
    for (const [i, id] of deck.cardIds.slice(due).entries()) {
      await setCardState(db, id, { due: NOW + (i + 1) * DAY, state: State.Review, stability: 10 });
    }
    return deck;
  }

  it('quick: a matching master list over every due card', async () => {
    const user = await makeUser(db);
    const deck = await deckWithDue(user.id, 8, 4);
    const { gameData } = await callerFor(db, user).sessions.start({ deckId: deck.id, gameType: 'matching', goal: { type: 'quick' }, constraintProfile: { isMobile: false } });
    const ids = (gameData as MatchingData).terms.map((t) => t.id).sort((x, y) => x - y);
    expect(ids).toEqual(deck.cardIds.slice(0, 8));
  });

  it('cards N: the due cards topped up with the soonest due', async () => {
    const user = await makeUser(db);
    const deck = await deckWithDue(user.id, 4, 4);
    const { gameData } = await callerFor(db, user).sessions.start({ deckId: deck.id, gameType: 'multiple-choice', goal: { type: 'cards', value: 6 }, constraintProfile: { isMobile: false } });
    const ids = (gameData as MultipleChoiceData).questions.map((q) => q.id).sort((x, y) => x - y);
    expect(ids).toEqual(deck.cardIds.slice(0, 6));
  });

  it('time M: M × the user\'s cards per minute (6 when unknown)', async () => {
    const user = await makeUser(db);
    const deck = await deckWithDue(user.id, 10, 10);
    const start = () => callerFor(db, user).sessions.start({ deckId: deck.id, gameType: 'multiple-choice', goal: { type: 'time', value: 1 }, constraintProfile: { isMobile: false } });
    expect(((await start()).gameData as MultipleChoiceData).questions).toHaveLength(6);
    // Answers at 5 s each → 12 cards a minute.
    await callerFor(db, user).sessions.submit({ sessionId: 'pace', deckId: deck.id, results: deck.cardIds.slice(0, 4).map((id) => right(id, { answerTimeMs: 5000 })) });
    expect(((await start()).gameData as MultipleChoiceData).questions).toHaveLength(12);
  });

  it('reports a deck too small for the game as BAD_REQUEST with the reason', async () => {
    const user = await makeUser(db);
    const deck = await deckWithDue(user.id, 3, 0);
    await expect(
      callerFor(db, user).sessions.start({ deckId: deck.id, gameType: 'matching', goal: { type: 'quick' }, constraintProfile: { isMobile: false } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Needs at least 4 cards' });
  });

  it("is NOT_FOUND for another user's deck", async () => {
    const owner = await makeUser(db);
    const deck = await makeDeck(db, owner.id, { cards: 8 });
    await expect(
      callerFor(db, await makeUser(db)).sessions.start({ deckId: deck.id, gameType: 'matching', goal: { type: 'quick' }, constraintProfile: { isMobile: false } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('rejects a goal value that is not a positive integer', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 8 });
    await expect(
      callerFor(db, user).sessions.start({ deckId: deck.id, gameType: 'matching', goal: { type: 'cards', value: 0 }, constraintProfile: { isMobile: false } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Please enter a valid positive number for your goal.' });
  });
});
