// The memory model end to end on simulated learners generated here: a known parameter set,
// reviews drawn from its forgetting curve with a seeded rng, fitted by fsrs-rs in the worker.
import { beforeEach, describe, expect, it } from 'vitest';
import { State } from 'ts-fsrs';
import type { Db } from '../db.js';
import { MIN_HELD_OUT_FOR_CHART } from '../../shared/memoryModel.js';
import { DEFAULT_PARAMETERS } from '../domain/memoryModel/parameters.js';
import { perturbedParameters, simulateLearner } from '../domain/memoryModel/simulate.js';
import { callerFor, cardStatesOf, setCardState, FIXED_NOW, loginAgent, makeDeck, makeTestApp, makeTestDb, makeUser, servicesFor } from '../test/harness.js';
import { seedReviewHistory } from '../test/seedReviews.js';

const DAY = 86_400_000;
const NOW = FIXED_NOW.getTime();
/** A history that ends just before the test clock's "now". */
const learner = (parameters: readonly number[], seed: number, cards = 300, days = 200) =>
  simulateLearner({ parameters, cards, days, seed, start: NOW - (days + 1) * DAY });

let db: Db;
beforeEach(async () => {
  db = await makeTestDb();
});

describe('memory model', () => {
  it('starts at the defaults with nothing fitted', async () => {
    const user = await makeUser(db);
    expect(await callerFor(db, user).account.memoryModel()).toEqual({
      parameters: [...DEFAULT_PARAMETERS],
      personal: false,
      reviewCount: 0,
      optimizedAt: null,
      evaluation: null,
      availableReviews: 0,
      minReviews: 400,
    });
  });

  it('fits a learner unlike the average: personal parameters, no worse on the held-out reviews', async () => {
    const user = await makeUser(db);
    const records = learner(perturbedParameters(2), 2);
    await seedReviewHistory(db, user.id, records);
    const model = await callerFor(db, user).account.optimizeMemoryModel();

    expect(model.personal).toBe(true);
    expect(model.parameters).toHaveLength(21);
    expect(model.parameters).not.toEqual([...DEFAULT_PARAMETERS]);
    expect(model.reviewCount).toBe(records.length);
    expect(model.optimizedAt).toBe(FIXED_NOW.toISOString());
    const evaluation = model.evaluation!;
    expect(evaluation.personalRmse).toBeLessThanOrEqual(evaluation.defaultRmse);
    expect(evaluation.heldOutReviews).toBeGreaterThan(50);
    // A chart only when enough held-out reviews judged the fit (issue #29, MIN_HELD_OUT_FOR_CHART).
    expect(evaluation.bins.personal.length > 0).toBe(evaluation.heldOutReviews >= MIN_HELD_OUT_FOR_CHART);
    // What GET answers is what was stored.
    expect(await callerFor(db, user).account.memoryModel()).toEqual(model);
  });

  it('a learner drawn from the defaults ends up no worse than the defaults', async () => {
    const user = await makeUser(db);
    await seedReviewHistory(db, user.id, learner(DEFAULT_PARAMETERS, 3));
    const model = await callerFor(db, user).account.optimizeMemoryModel();
    const evaluation = model.evaluation!;
    if (model.personal) expect(evaluation.personalRmse).toBeLessThanOrEqual(evaluation.defaultRmse);
    else expect(model.parameters).toEqual([...DEFAULT_PARAMETERS]);
  });

  it('schedules with the personal parameters once adopted, and goes back to the defaults', async () => {
    const user = await makeUser(db);
    const api = callerFor(db, user);
    await seedReviewHistory(db, user.id, learner(perturbedParameters(2), 2));
    const deck = await makeDeck(db, user.id, { cards: 2 });
    await reviewCard(db, deck.cardIds[0]);
    await reviewCard(db, deck.cardIds[1]);

    await api.account.optimizeMemoryModel();
    await api.sessions.submit({ sessionId: 'personal', deckId: deck.id, results: [answer(deck.cardIds[0])] });
    await api.account.resetMemoryModel();
    const reset = await api.account.memoryModel();
    expect(reset).toMatchObject({ personal: false, evaluation: null, optimizedAt: null, parameters: [...DEFAULT_PARAMETERS] });
    await api.sessions.submit({ sessionId: 'default', deckId: deck.id, results: [answer(deck.cardIds[1])] });

    const [personalDue, defaultDue] = await dues(db, deck.cardIds);
    expect(personalDue).not.toBe(defaultDue);
  });

  it('refuses to fit on fewer than 400 reviews and says how many more are needed', async () => {
    const { app } = await makeTestApp({ db, now: () => FIXED_NOW });
    const agent = await loginAgent(app);
    const res = await agent.request('POST', '/api/account/memory-model/optimize');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Optimizing needs at least 400 reviews. You have 0, so 400 more are needed.');
    expect((await agent.request('GET', '/api/account/memory-model')).json()).toMatchObject({ personal: false, availableReviews: 0 });
    expect((await agent.request('DELETE', '/api/account/memory-model')).statusCode).toBe(200);
    await app.close();
  });

  it('answers 401 to strangers', async () => {
    const { app } = await makeTestApp({ db });
    const res = await app.inject({ method: 'GET', url: '/api/account/memory-model' });
    expect(res.statusCode).toBe(401);
    await app.close();
  });

  it('refits by itself after 1,000 new reviews, at most once a day, off the request path', async () => {
    const user = await makeUser(db);
    const records = learner(perturbedParameters(5), 5, 150, 150);
    expect(records.length).toBeGreaterThan(1000);
    await seedReviewHistory(db, user.id, records);
    const deck = await makeDeck(db, user.id, { cards: 2 });
    const api = callerFor(db, user);

    const submitted = await api.sessions.submit({ sessionId: 'a', deckId: deck.id, results: [answer(deck.cardIds[0])] });
    expect(submitted.applied).toBe(1);
    await servicesFor(db).memoryModel.settled();
    const fitted = await api.account.memoryModel();
    expect(fitted.optimizedAt).toBe(FIXED_NOW.toISOString());
    expect(fitted.evaluation).not.toBeNull();

    // The next submit is neither 1,000 reviews later nor a day later: nothing runs.
    await api.sessions.submit({ sessionId: 'b', deckId: deck.id, results: [answer(deck.cardIds[1])] });
    await servicesFor(db).memoryModel.settled();
    const row = await db.selectFrom('memory_models').select(['reviews_at_last_fit']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.reviews_at_last_fit).toBe(records.length + 1);
  });
});

describe('desired retention per deck', () => {
  it('a deck at 0.80 schedules a review card further out than one at 0.95', async () => {
    const user = await makeUser(db);
    const api = callerFor(db, user);
    const low = await makeDeck(db, user.id, { cards: 1 });
    const high = await makeDeck(db, user.id, { cards: 1 });
    expect((await api.decks.update({ deckId: low.id, name: 'Low', description: null, desiredRetention: 0.8 })).desired_retention).toBe(0.8);
    expect((await api.decks.update({ deckId: high.id, name: 'High', description: null, desiredRetention: 0.95 })).desired_retention).toBe(0.95);
    for (const deck of [low, high]) {
      await reviewCard(db, deck.cardIds[0]);
      await api.sessions.submit({ sessionId: `s${deck.id}`, deckId: deck.id, results: [answer(deck.cardIds[0])] });
    }
    const [lowDue, highDue] = await dues(db, [low.cardIds[0], high.cardIds[0]]);
    expect(lowDue - NOW).toBeGreaterThan(highDue - NOW);
    expect(highDue).toBeGreaterThan(NOW + DAY);
  });

  it('is 0.90 by default and out of range answers 400 (REST) and BAD_REQUEST (tRPC)', async () => {
    const { app } = await makeTestApp({ db, now: () => FIXED_NOW });
    const agent = await loginAgent(app);
    const deck = (await agent.request('POST', '/api/decks', { name: 'Verbs' })).json();
    expect(deck.desired_retention).toBe(0.9);
    for (const desiredRetention of [0.69, 0.98, 'high']) {
      const res = await agent.request('PUT', `/api/decks/${deck.id}`, { desiredRetention });
      expect([desiredRetention, res.statusCode, res.json().message]).toEqual([desiredRetention, 400, 'Desired retention must be between 0.70 and 0.97.']);
    }
    const withName = await agent.request('PUT', `/api/decks/${deck.id}`, { name: 'Verbs', desiredRetention: 1.5 });
    expect(withName.statusCode).toBe(400);
    const ok = await agent.request('PUT', `/api/decks/${deck.id}`, { desiredRetention: 0.85 });
    expect([ok.statusCode, ok.json().desired_retention, ok.json().name]).toEqual([200, 0.85, 'Verbs']);
    await app.close();

    const user = await makeUser(db);
    const own = await makeDeck(db, user.id);
    await expect(callerFor(db, user).decks.update({ deckId: own.id, name: 'x', description: null, desiredRetention: 0.5 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Desired retention must be between 0.70 and 0.97.',
    });
  });
});

/** Puts a card in Review state: stability 10 days, last reviewed 10 days ago, due now. */
async function reviewCard(db: Db, cardId: number) {
  await setCardState(db, cardId, { state: State.Review, stability: 10, difficulty: 5, reps: 3, elapsed_days: 0, scheduled_days: 10, last_review: NOW - 10 * DAY, due: NOW });
}

const answer = (cardId: number) => ({ cardId, isCorrect: true, gameType: 'matching' as const, answerTimeMs: 2000 });

async function dues(db: Db, cardIds: number[]) {
  return (await cardStatesOf(db, cardIds)).map((row) => row.due);
}
