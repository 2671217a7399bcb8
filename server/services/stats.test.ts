import { CROSSWORD_NOT_POSSIBLE, CROSSWORD_NOT_POSSIBLE_IN } from '../../shared/crossword.js';
import { setStudyDirection } from '../repos/decks.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { State } from 'ts-fsrs';
import type { Db } from '../db.js';
import { callerFor, FIXED_NOW, makeDeck, makeTestDb, makeUser, setCardState, setDeckSettings } from '../test/harness.js';
import { getStreaks } from './stats.js';

const NOW = FIXED_NOW.getTime(); // 2025-03-10T12:00:00Z
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

let db: Db;
beforeEach(async () => {
  db = await makeTestDb();
});

async function setCard(cardId: number, fields: { due?: number; state?: number; stability?: number }) {
  await setCardState(db, cardId, fields);
}

async function addLog(userId: number, deckId: number, cardId: number, isCorrect: boolean, localDay: string, reviewedAt = NOW) {
  await db
    .insertInto('review_logs')
    .values({ user_id: userId, deck_id: deckId, card_id: cardId, session_id: 's', rating: isCorrect ? 3 : 1, is_correct: isCorrect ? 1 : 0, game_type: 'matching', answer_time_ms: 1000, reviewed_at: reviewedAt, local_day: localDay })
    .execute();
}

describe('stats.reviewStats', () => {
  it('puts each card in the right window, edges included', async () => {
    const user = await makeUser(db);
    const dues = [
      NOW - DAY, // due now
      NOW, // due now (due <= now)
      NOW + 1, // within 5 minutes
      NOW + 5 * MIN, // the 5-minute edge
      NOW + 5 * MIN + 1, // within 2 hours
      NOW + 2 * HOUR, // the 2-hour edge
      NOW + 2 * HOUR + 1, // within 24 hours
      NOW + 24 * HOUR, // the 24-hour edge
      NOW + 24 * HOUR + 1, // later
    ];
    const deck = await makeDeck(db, user.id, { cards: dues.length });
    for (const [i, due] of dues.entries()) await setCard(deck.cardIds[i], { due });
    expect(await callerFor(db, user).stats.reviewStats({ deckId: deck.id })).toMatchObject({
      dueNow: 2,
      dueNext5Mins: 2,
      dueNext2Hours: 4,
      dueNext24Hours: 6,
    });
  });

  it('forecasts 30 days, a count per day from now, edges in the earlier day (issue 48)', async () => {
    const user = await makeUser(db);
    const dues = [
      NOW - DAY, // due now: in no day
      NOW + 1, // day 1
      NOW + 24 * HOUR, // day 1's edge
      NOW + 24 * HOUR + 1, // day 2
      NOW + 3 * DAY - 1, // day 3
      NOW + 30 * DAY, // day 30's edge
      NOW + 30 * DAY + 1, // later than the forecast
    ];
    const deck = await makeDeck(db, user.id, { cards: dues.length });
    for (const [i, due] of dues.entries()) await setCard(deck.cardIds[i], { due });
    const stats = await callerFor(db, user).stats.reviewStats({ deckId: deck.id });
    const expected = Array.from({ length: 30 }, () => 0);
    expected[0] = 2;
    expected[1] = 1;
    expected[2] = 1;
    expected[29] = 1;
    expect(stats.dueByDay).toEqual(expected);
    expect(stats.dueNext30Days).toBe(5);
    expect(stats.dueNext24Hours).toBe(2);
  });

  it('counts new cards as due and an empty deck as all zeros', async () => {
    const user = await makeUser(db);
    const full = await makeDeck(db, user.id, { cards: 3 });
    const empty = await makeDeck(db, user.id);
    const caller = callerFor(db, user);
    expect(await caller.stats.reviewStats({ deckId: full.id })).toMatchObject({ dueNow: 3 });
    expect(await caller.stats.reviewStats({ deckId: empty.id })).toEqual({ dueNow: 0, dueNext5Mins: 0, dueNext2Hours: 0, dueNext24Hours: 0, dueNext30Days: 0, dueByDay: Array.from({ length: 30 }, () => 0) });
  });
});

describe('stats.learningJourney', () => {
  it('counts every level, zeros included', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 5 });
    await setCard(deck.cardIds[1], { state: State.Learning, stability: 1 });
    await setCard(deck.cardIds[2], { state: State.Review, stability: 4.9 });
    await setCard(deck.cardIds[3], { state: State.Review, stability: 14 });
    await setCard(deck.cardIds[4], { state: State.Review, stability: 30 });
    expect(await callerFor(db, user).stats.learningJourney({ deckId: deck.id })).toEqual({
      totalCardCount: 5,
      distribution: { new: 1, learning: 1, improving: 1, almost: 0, confident: 1, mastered: 1 },
    });
  });
});

describe('stats.pacing', () => {
  async function deckWithExam(examDate: string | null, pacingStart: string | null, timeZone = 'UTC') {
    const user = await makeUser(db, { timeZone });
    const deck = await makeDeck(db, user.id, { cards: 10 });
    await setDeckSettings(db, deck.id, { exam_date: examDate, pacing_start_date: pacingStart });
    return { user, deck };
  }

  it('is NOT_FOUND without an exam date', async () => {
    const { user, deck } = await deckWithExam(null, null);
    await expect(callerFor(db, user).stats.pacing({ deckId: deck.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is NOT_FOUND once the exam is past', async () => {
    const { user, deck } = await deckWithExam('2025-03-09', '2025-03-01');
    await expect(callerFor(db, user).stats.pacing({ deckId: deck.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('compares learned cards with elapsed time', async () => {
    const { user, deck } = await deckWithExam('2025-03-30', '2025-03-01');
    // 4 of 10 learned (ALMOST and up); 9 of 29 days gone → elapsed 0.31 → On Track.
    for (const id of deck.cardIds.slice(0, 4)) await setCard(id, { state: State.Review, stability: 6 });
    expect(await callerFor(db, user).stats.pacing({ deckId: deck.id })).toEqual({
      status: 'On Track',
      timeElapsedPercent: 9 / 29,
      deckLearnedPercent: 0.4,
      pacingStartDate: '2025-03-01',
      examDate: '2025-03-30',
      // The 6 unseen cards fit the 20 a day; their simulated cost until the exam.
      newCardsNeededPerDay: 1,
      newCardsSeenByExam: 6,
      reviewsPerDayNeeded: expect.any(Number),
      minutesPerDayNeeded: expect.any(Number),
    });
  });

  it("uses the user's local day: already exam day in Auckland, one day left in UTC", async () => {
    // FIXED_NOW is 12:00 UTC on 03-10, i.e. 01:00 on 03-11 in Auckland.
    const auckland = await deckWithExam('2025-03-11', '2025-03-01', 'Pacific/Auckland');
    const utc = await deckWithExam('2025-03-11', '2025-03-01', 'UTC');
    expect(await callerFor(db, auckland.user).stats.pacing({ deckId: auckland.deck.id })).toMatchObject({ status: 'Exam Today!', timeElapsedPercent: 1 });
    expect(await callerFor(db, utc.user).stats.pacing({ deckId: utc.deck.id })).toMatchObject({ status: 'Cramming!' });
  });
});

describe('stats.history', () => {
  it('gives one entry per local day, oldest first, accuracy to one decimal', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 3 });
    const [a, b, c] = deck.cardIds;
    await addLog(user.id, deck.id, a, true, '2025-03-09');
    await addLog(user.id, deck.id, b, true, '2025-03-09');
    await addLog(user.id, deck.id, c, false, '2025-03-09');
    await addLog(user.id, deck.id, a, true, '2025-03-07');
    await addLog(user.id, deck.id, b, false, '2025-03-10');
    expect(await callerFor(db, user).stats.history({ deckId: deck.id })).toEqual([
      { studiedAt: '2025-03-07', accuracy: 100 },
      { studiedAt: '2025-03-09', accuracy: 66.7 },
      { studiedAt: '2025-03-10', accuracy: 0 },
    ]);
  });

  it('is empty for a deck never studied', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 3 });
    expect(await callerFor(db, user).stats.history({ deckId: deck.id })).toEqual([]);
  });
});

describe('stats.availableSmartGames', () => {
  it.each([
    [3, [false, false, false, false, true]],
    [4, [true, true, true, false, true]],
    [6, [true, true, true, true, true]],
  ])('with %i due cards', async (due, enabled) => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 8 });
    for (const id of deck.cardIds.slice(due)) await setCard(id, { due: NOW + DAY });
    const answer = await callerFor(db, user).stats.availableSmartGames({ deckId: deck.id });
    expect(answer.dueCardCount).toBe(due);
    expect(answer.games).toEqual([
      { id: 'matching', name: 'Matching', isEnabled: enabled[0], minCards: 4 },
      { id: 'multiple-choice', name: 'Multiple Choice', isEnabled: enabled[1], minCards: 4 },
      { id: 'spatial-choice', name: 'Spatial Choice', isEnabled: enabled[2], minCards: 4 },
      { id: 'crossword', name: 'Crossword', isEnabled: enabled[3], minCards: 6 },
      { id: 'flashcards', name: 'Flashcards', isEnabled: enabled[4], minCards: 1 },
      { id: 'typing', name: 'Type the Answer', isEnabled: enabled[4], minCards: 1 },
    ]);
  });

  it('does not offer the crossword when the terms cannot make one (non-Latin script)', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 8 });
    const kana = ['ねこ', 'いぬ', 'とり', 'さかな', 'うま', 'うし', 'ぶた', 'へび'];
    for (const [i, id] of deck.cardIds.entries()) await db.updateTable('cards').set({ term: kana[i] }).where('id', '=', id).execute();
    const answer = await callerFor(db, user).stats.availableSmartGames({ deckId: deck.id });
    expect(answer.games.find((g) => g.id === 'crossword')).toEqual({
      id: 'crossword',
      name: 'Crossword',
      isEnabled: false,
      minCards: 6,
      unavailableReason: CROSSWORD_NOT_POSSIBLE,
    });
    expect(answer.games.find((g) => g.id === 'matching')?.isEnabled).toBe(true);
    // In reverse the answers are the definitions ('Definition 1'…, usable): the crossword is possible.
    expect(answer.crosswordDirections).toEqual(['reverse']);
    await setStudyDirection(db, user.id, deck.id, 'reverse');
    const reversed = await callerFor(db, user).stats.availableSmartGames({ deckId: deck.id });
    expect(reversed.games.find((g) => g.id === 'crossword')).toEqual({ id: 'crossword', name: 'Crossword', isEnabled: true, minCards: 6 });
  });

  it('in reverse, definitions that cannot be answers take the crossword away', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 8 });
    for (const id of deck.cardIds) await db.updateTable('cards').set({ definition: 'a phrase far too long to be one crossword answer' }).where('id', '=', id).execute();
    await setStudyDirection(db, user.id, deck.id, 'reverse');
    const answer = await callerFor(db, user).stats.availableSmartGames({ deckId: deck.id });
    expect(answer.crosswordDirections).toEqual(['forward']);
    expect(answer.games.find((g) => g.id === 'crossword')).toMatchObject({ isEnabled: false, unavailableReason: CROSSWORD_NOT_POSSIBLE_IN.reverse });
  });
});

describe('scoping', () => {
  it("answers NOT_FOUND for another user's deck on every stats procedure", async () => {
    const owner = await makeUser(db);
    const intruder = await makeUser(db);
    const deck = await makeDeck(db, owner.id, { cards: 4, examDate: '2025-04-01' });
    const caller = callerFor(db, intruder);
    for (const call of [caller.stats.reviewStats, caller.stats.learningJourney, caller.stats.pacing, caller.stats.history, caller.stats.availableSmartGames]) {
      await expect(call({ deckId: deck.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('is UNAUTHORIZED when logged out', async () => {
    await expect(callerFor(db, null).stats.reviewStats({ deckId: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("counts only the user's own days in streaks", async () => {
    const me = await makeUser(db);
    const other = await makeUser(db);
    const myDeck = await makeDeck(db, me.id, { cards: 1 });
    const theirDeck = await makeDeck(db, other.id, { cards: 1 });
    await addLog(me.id, myDeck.id, myDeck.cardIds[0], true, '2025-03-10');
    for (const day of ['2025-03-07', '2025-03-08', '2025-03-09', '2025-03-10']) await addLog(other.id, theirDeck.id, theirDeck.cardIds[0], true, day);
    expect(await getStreaks(db, me.id, FIXED_NOW, 'UTC')).toEqual({ currentStreak: 1, bestStreak: 1 });
    expect(await getStreaks(db, other.id, FIXED_NOW, 'UTC')).toEqual({ currentStreak: 4, bestStreak: 4 });
  });
});

describe('getStreaks', () => {
  it('keeps a streak through the morning and breaks it after a missed day', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 1 });
    for (const day of ['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-05', '2025-03-06']) await addLog(user.id, deck.id, deck.cardIds[0], true, day);
    // 2025-03-07 morning: nothing yet today, yesterday studied → the run 03-05..03-06 stands.
    expect(await getStreaks(db, user.id, new Date('2025-03-07T08:00:00Z'), 'UTC')).toEqual({ currentStreak: 2, bestStreak: 3 });
    // 2025-03-08: 03-07 was missed.
    expect(await getStreaks(db, user.id, new Date('2025-03-08T08:00:00Z'), 'UTC')).toEqual({ currentStreak: 0, bestStreak: 3 });
  });

  it('shows through auth.me', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 1 });
    await addLog(user.id, deck.id, deck.cardIds[0], true, '2025-03-09');
    await addLog(user.id, deck.id, deck.cardIds[0], true, '2025-03-10');
    expect(await callerFor(db, user).auth.me()).toMatchObject({ isLoggedIn: true, user: { currentStreak: 2, bestStreak: 2 } });
  });
});
