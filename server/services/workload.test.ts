import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { Rating, State } from 'ts-fsrs';
import type { Db } from '../db.js';
import { WORKLOAD_MSG } from '../../shared/messages.js';
import { createScheduler } from '../domain/scheduler.js';
import { stopWorkloadWorker } from '../domain/workload/runInWorker.js';
import { callerFor, cardStatesOf, FIXED_NOW, loginAgent, makeDeck, makeTestApp, makeTestDb, makeUser, setCardState, setDeckSettings } from '../test/harness.js';

// The workload planner (docs/workload.md): the simulator and "Help me decide" through REST and
// tRPC, the deck's balancing and Easy Days, balancing in a real submit, and exam pacing against
// what the daily limits allow. Runs on SQLite and PostgreSQL.

const NOW = FIXED_NOW.getTime();
const DAY = 86_400_000;

let db: Db;
beforeEach(async () => {
  db = await makeTestDb();
});
afterAll(() => stopWorkloadWorker());

let agents = 0;
/** A signed-up learner's agent and the learner as callers see them. */
async function loggedIn(app: Awaited<ReturnType<typeof makeTestApp>>['app']) {
  const email = `workload${++agents}@example.com`;
  const agent = await loginAgent(app, email);
  const row = await db.selectFrom('users').select(['id', 'time_zone']).where('email', '=', email).executeTakeFirstOrThrow();
  return { agent, user: { id: row.id, email, timeZone: row.time_zone } };
}

/** A deck of `count` new cards, inserted in one statement. */
async function bigDeck(userId: number, count: number) {
  const deck = await makeDeck(db, userId);
  const rows = Array.from({ length: count }, (_, i) => ({ deck_id: deck.id, term: `T${i}`, definition: `D${i}`, created_at: NOW - DAY, updated_at: NOW - DAY }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db.insertInto('cards').values(rows.slice(i, i + 500)).returning('id').execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return { id: deck.id, cardIds: ids };
}

describe('POST /api/decks/{id}/simulate', () => {
  it('answers a day per day asked, new cards at the pace given, and the same as the tRPC procedure', async () => {
    const { app } = await makeTestApp({ db });
    const { agent, user } = await loggedIn(app);
    const deck = await bigDeck(user.id, 50);
    const response = await agent.request('POST', `/api/decks/${deck.id}/simulate`, { days: 30, newPerDay: 10 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.days).toHaveLength(30);
    expect(body.days.slice(0, 6).map((d: { newCards: number }) => d.newCards)).toEqual([10, 10, 10, 10, 10, 0]);
    expect(body.days[0]).toMatchObject({ day: 1, reviews: 0 });
    expect(body.days[0].minutes).toBeGreaterThan(0);
    expect(body.totalReviews).toBe(body.days.reduce((sum: number, d: { reviews: number }) => sum + d.reviews, 0));
    expect(body.expectedKnown).toBeGreaterThan(0);
    expect(body.expectedKnown).toBeLessThanOrEqual(50);
    expect(await callerFor(db, user).workload.simulate({ deckId: deck.id, days: 30, newPerDay: 10 })).toEqual(body);
    await app.close();
  });

  it('refuses bad input with a clear message, and another learner\'s deck with 404', async () => {
    const { app } = await makeTestApp({ db });
    const { agent, user } = await loggedIn(app);
    const deck = await bigDeck(user.id, 3);
    for (const [payload, message] of [
      [{ days: 3651, newPerDay: 1 }, WORKLOAD_MSG.daysOutOfRange],
      [{ days: 0, newPerDay: 1 }, WORKLOAD_MSG.daysOutOfRange],
      [{ days: 1.5, newPerDay: 1 }, WORKLOAD_MSG.daysOutOfRange],
      [{ days: 10, newPerDay: -1 }, WORKLOAD_MSG.newPerDayOutOfRange],
      [{ days: 10, newPerDay: 1, maxReviewsPerDay: 0 }, WORKLOAD_MSG.maxReviewsOutOfRange],
      [{ days: 10, newPerDay: 1, desiredRetention: 0.99 }, undefined],
      [{ days: '10', newPerDay: 1 }, WORKLOAD_MSG.daysOutOfRange],
    ] as const) {
      const response = await agent.request('POST', `/api/decks/${deck.id}/simulate`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(response.json().message).toBe(message);
    }
    const other = await makeUser(db);
    const theirs = await bigDeck(other.id, 3);
    expect((await agent.request('POST', `/api/decks/${theirs.id}/simulate`, { days: 10, newPerDay: 1 })).statusCode).toBe(404);
    expect((await agent.request('POST', `/api/decks/${theirs.id}/simulate/retention`, { days: 10 })).statusCode).toBe(404);
    await app.close();
  });

  it('holds the reviews over a daily limit for the next day', async () => {
    const user = await makeUser(db);
    const deck = await bigDeck(user.id, 60);
    // 60 cards seen 20 days ago, all due today.
    await setCardState(db, deck.cardIds, { state: State.Review, stability: 10, difficulty: 5, last_review: NOW - 20 * DAY, due: NOW - 10 * DAY, reps: 3 });
    const result = await callerFor(db, user).workload.simulate({ deckId: deck.id, days: 5, newPerDay: 0, maxReviewsPerDay: 25 });
    expect(result.days.map((d) => d.reviews).slice(0, 2)).toEqual([25, 25]);
    expect(Math.max(...result.days.map((d) => d.reviews))).toBeLessThanOrEqual(25);
  });
});

describe('one simulation per learner at a time', () => {
  it('answers 429 to a second request while the first runs, and takes the next one after', async () => {
    const user = await makeUser(db);
    const deck = await bigDeck(user.id, 20);
    const api = callerFor(db, user);
    const first = api.workload.retention({ deckId: deck.id, days: 30 });
    const second = api.workload.simulate({ deckId: deck.id, days: 30, newPerDay: 5 });
    await expect(second).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message: WORKLOAD_MSG.simulationRunning });
    expect((await first).points).toHaveLength(13);
    expect((await api.workload.simulate({ deckId: deck.id, days: 30, newPerDay: 5 })).days).toHaveLength(30);
    // Another learner is not held up.
    const other = await makeUser(db);
    const theirs = await bigDeck(other.id, 5);
    const [mine, others] = await Promise.all([api.workload.simulate({ deckId: deck.id, days: 10, newPerDay: 1 }), callerFor(db, other).workload.simulate({ deckId: theirs.id, days: 10, newPerDay: 1 })]);
    expect([mine.days.length, others.days.length]).toEqual([10, 10]);
  });
});

describe('POST /api/decks/{id}/simulate/retention (Help me decide)', () => {
  it('answers the workload at each retention from 0.70 to 0.97 and marks one of them best', async () => {
    const { app } = await makeTestApp({ db });
    const { agent, user } = await loggedIn(app);
    const deck = await bigDeck(user.id, 40);
    const response = await agent.request('POST', `/api/decks/${deck.id}/simulate/retention`, { days: 60 });
    expect(response.statusCode).toBe(200);
    const { points, best } = response.json() as { points: { retention: number; reviewsPerDay: number }[]; best: number };
    expect(points[0].retention).toBe(0.7);
    expect(points.at(-1)!.retention).toBe(0.97);
    expect(points.map((p) => p.retention)).toContain(best);
    // Aiming higher costs more reviews.
    expect(points.at(-1)!.reviewsPerDay).toBeGreaterThan(points[0].reviewsPerDay);
    expect((await agent.request('POST', `/api/decks/${deck.id}/simulate/retention`, { days: 4000 })).json().message).toBe(WORKLOAD_MSG.daysOutOfRange);
    await app.close();
  });
});

describe('workload options (load balancing and Easy Days)', () => {
  it('are on and all normal by default, change per learner, and refuse anything else', async () => {
    const { app } = await makeTestApp({ db });
    const { agent, user } = await loggedIn(app);
    const deck = await bigDeck(user.id, 2);
    expect((await agent.request('GET', `/api/decks/${deck.id}/workload-options`)).json()).toEqual({ loadBalancing: true, easyDays: Array(7).fill('normal') });
    const easyDays = ['minimum', 'normal', 'normal', 'normal', 'normal', 'normal', 'reduced'];
    const put = await agent.request('PUT', `/api/decks/${deck.id}/workload-options`, { loadBalancing: false, easyDays });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ loadBalancing: false, easyDays });
    for (const bad of [
      { loadBalancing: 'yes', easyDays },
      { loadBalancing: true, easyDays: easyDays.slice(1) },
      { loadBalancing: true, easyDays: [...easyDays.slice(1), 'holiday'] },
    ]) {
      const response = await agent.request('PUT', `/api/decks/${deck.id}/workload-options`, bad);
      expect(response.statusCode).toBe(400);
    }
    expect(await callerFor(db, user).workload.options({ deckId: deck.id })).toEqual({ loadBalancing: false, easyDays });
    await app.close();
  });
});

describe('load balancing in a submit', () => {
  /** A review card whose Good answer now lands `interval` days out without balancing. */
  async function setup(options: { loadBalancing: boolean; easyDays?: string[] }) {
    const user = await makeUser(db);
    const deck = await bigDeck(user.id, 31);
    const [card, ...others] = deck.cardIds;
    const schedule = { state: State.Review, stability: 12, difficulty: 5, last_review: NOW - 12 * DAY, due: NOW, reps: 4, elapsed_days: 0, scheduled_days: 12 };
    await setCardState(db, card, schedule);
    const [current] = await cardStatesOf(db, [card]);
    const exact = createScheduler({ fuzz: false }).review(current, { isCorrect: true, rating: Rating.Good }, FIXED_NOW).schedule.scheduled_days;
    await callerFor(db, user).workload.setOptions({ deckId: deck.id, loadBalancing: options.loadBalancing, easyDays: (options.easyDays ?? Array(7).fill('normal')) as never });
    return { user, deck, card, others, exact };
  }
  async function answerGood(user: Awaited<ReturnType<typeof makeUser>>, deckId: number, card: number) {
    const api = callerFor(db, user, () => FIXED_NOW, { fsrsFuzz: true });
    await api.sessions.submit({ sessionId: `s${card}`, deckId, results: [{ cardId: card, isCorrect: true, rating: Rating.Good, gameType: 'flashcards' as const }] });
    const [after] = await cardStatesOf(db, [card]);
    return Math.round((after.due - NOW) / DAY);
  }

  it('moves the due day off a crowded day to a lighter one in the fuzz range', async () => {
    const { user, deck, card, others, exact } = await setup({ loadBalancing: true });
    expect(exact).toBeGreaterThanOrEqual(3);
    // 30 reviews already fall due on FSRS's own day, none on the days around it.
    await setCardState(db, others, { state: State.Review, stability: 20, difficulty: 5, last_review: NOW - DAY, due: NOW + exact * DAY, reps: 2 });
    const days = await answerGood(user, deck.id, card);
    expect(days).not.toBe(exact);
    expect(Math.abs(days - exact)).toBeLessThanOrEqual(3);
  });

  it('with balancing off and no Easy Days keeps the fuzz range but ignores the load', async () => {
    const { user, deck, card, exact } = await setup({ loadBalancing: false });
    const days = await answerGood(user, deck.id, card);
    expect(Math.abs(days - exact)).toBeLessThanOrEqual(3);
  });

  it('keeps reviews off a minimum Easy Day', async () => {
    // FIXED_NOW is a Monday (2025-03-10): the weekday of FSRS's own day is made minimum.
    const probe = await setup({ loadBalancing: false });
    const weekday = (1 + probe.exact) % 7;
    const easyDays = Array(7).fill('normal');
    easyDays[weekday] = 'minimum';
    const { user, deck, card, exact } = await setup({ loadBalancing: false, easyDays });
    const days = await answerGood(user, deck.id, card);
    expect((1 + days) % 7).not.toBe(weekday);
    expect(Math.abs(days - exact)).toBeLessThanOrEqual(3);
  });

  it('leaves due days exactly FSRS\'s with fuzz off (tests and FSRS_FUZZ=0)', async () => {
    const { user, deck, card, others, exact } = await setup({ loadBalancing: true });
    await setCardState(db, others, { state: State.Review, stability: 20, difficulty: 5, last_review: NOW - DAY, due: NOW + exact * DAY, reps: 2 });
    await callerFor(db, user).sessions.submit({ sessionId: 'plain', deckId: deck.id, results: [{ cardId: card, isCorrect: true, rating: Rating.Good, gameType: 'flashcards' as const }] });
    const [after] = await cardStatesOf(db, [card]);
    expect(after.scheduled_days).toBe(exact);
  });
});

describe('exam pacing with the simulator', () => {
  it('a 718-card deck at 20 new cards a day with the exam in 14 days is Behind Schedule, needing 52 a day', async () => {
    const user = await makeUser(db);
    const deck = await bigDeck(user.id, 718);
    await setDeckSettings(db, deck.id, { exam_date: '2025-03-24', pacing_start_date: '2025-03-10', new_cards_per_day: 20 });
    const pacing = await callerFor(db, user).stats.pacing({ deckId: deck.id });
    expect(pacing).toMatchObject({ status: 'Behind Schedule', newCardsNeededPerDay: 52, newCardsSeenByExam: 280 });
    // 52 new cards a day cost reviews too: more than the 52 first looks a day by the end.
    expect(pacing.reviewsPerDayNeeded).toBeGreaterThan(20);
    expect(pacing.minutesPerDayNeeded).toBeGreaterThan(0);
  });
});
