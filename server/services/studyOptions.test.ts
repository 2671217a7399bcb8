import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import type { MatchingData, MultipleChoiceData } from '../../shared/games.js';
import type { SessionGoal } from '../../shared/schemas/sessions.js';
import { countIntroducedToday, localDayStart } from '../domain/newCards.js';
import { newCardsIntroducedSince } from '../repos/decks.js';
import { callerFor, cardStatesOf, deckSettingsOf, FIXED_NOW, loginAgent, makeDeck, makeTestApp, makeTestDb, makeUser } from '../test/harness.js';

// Study options (docs/study-options.md): new cards per day across sessions, and the study direction.
// Runs on SQLite and PostgreSQL.

const NOW = FIXED_NOW.getTime();
const HOUR = 60 * 60 * 1000;

let db: Db;
beforeEach(async () => {
  db = await makeTestDb();
});

const quick: SessionGoal = { type: 'quick' };
const at = (ms: number) => () => new Date(ms);

async function start(user: Awaited<ReturnType<typeof makeUser>>, deckId: number, nowMs = NOW, goal: SessionGoal = quick) {
  const { gameData } = await callerFor(db, user, at(nowMs)).sessions.start({ deckId, gameType: 'multiple-choice', goal });
  return (gameData as MultipleChoiceData).questions.map((q) => q.id);
}

async function answer(user: Awaited<ReturnType<typeof makeUser>>, deckId: number, cardIds: number[], nowMs: number, sessionId: string) {
  await callerFor(db, user, at(nowMs)).sessions.submit({
    sessionId,
    deckId,
    results: cardIds.map((cardId) => ({ cardId, isCorrect: true, gameType: 'multiple-choice' as const, answerTimeMs: 3000 })),
  });
}

describe('new cards per day', () => {
  it('a 30-card import gives a 20-card Quick Start; answers count against the day across sessions', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 30 });
    const api = callerFor(db, user);
    expect(await api.decks.get({ deckId: deck.id })).toMatchObject({ due_card_count: 30, due_review_count: 0, new_available_count: 20, new_cards_per_day: 20 });
    expect(await api.stats.availableSmartGames({ deckId: deck.id })).toMatchObject({ dueCardCount: 20, reviewCount: 0, newCount: 20 });

    const first = await start(user, deck.id);
    expect(first).toHaveLength(20);
    expect(new Set(first)).toEqual(new Set(deck.cardIds.slice(0, 20))); // the oldest new cards, by id on a tie

    // 12 answered in the morning: 8 new cards are left for the rest of the day.
    await answer(user, deck.id, first.slice(0, 12), NOW, 'morning');
    const [listed] = await api.decks.list();
    expect(listed).toMatchObject({ new_available_count: 8, due_review_count: 0 });

    // Two hours later the 12 are due again (learning steps) and 8 new cards join them.
    const later = NOW + 2 * HOUR;
    const second = await start(user, deck.id, later);
    expect(second).toHaveLength(20);
    expect(second.filter((id) => first.slice(0, 12).includes(id))).toHaveLength(12);
    await answer(user, deck.id, second, later, 'afternoon');
    expect(await callerFor(db, user, at(later)).stats.availableSmartGames({ deckId: deck.id })).toMatchObject({ newCount: 0 });

    // Answering a card again today does not use up more of the allowance.
    await answer(user, deck.id, first.slice(0, 3), later + HOUR, 'again');
    expect((await callerFor(db, user, at(later + HOUR)).decks.get({ deckId: deck.id })).new_available_count).toBe(0);

    // The next day: the 10 remaining new cards are all allowed.
    const tomorrow = NOW + 24 * HOUR;
    expect((await callerFor(db, user, at(tomorrow)).decks.get({ deckId: deck.id })).new_available_count).toBe(10);
  });

  it('the day turns at the user’s midnight, not UTC’s', async () => {
    // Los Angeles is UTC-7 after 9 March: 06:30 UTC on the 11th is 23:30 on the 10th there, 07:30
    // UTC is 00:30 on the 11th; both are the same UTC day.
    const user = await makeUser(db, { timeZone: 'America/Los_Angeles' });
    const deck = await makeDeck(db, user.id, { cards: 10 });
    await callerFor(db, user).decks.update({ deckId: deck.id, name: 'Test deck', description: null, newCardsPerDay: 5 });
    const lateEvening = Date.parse('2025-03-11T06:30:00Z');
    await answer(user, deck.id, deck.cardIds.slice(0, 5), lateEvening, 'evening');
    expect((await callerFor(db, user, at(lateEvening + 10 * 60_000)).decks.get({ deckId: deck.id })).new_available_count).toBe(0);
    const pastMidnight = Date.parse('2025-03-11T07:30:00Z');
    expect((await callerFor(db, user, at(pastMidnight)).decks.get({ deckId: deck.id })).new_available_count).toBe(5);
  });

  it('the cards and time goals honour the allowance too', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 12 });
    await callerFor(db, user).decks.update({ deckId: deck.id, name: 'Test deck', description: null, newCardsPerDay: 4 });
    expect(await start(user, deck.id, NOW, { type: 'cards', value: 10 })).toHaveLength(4);
    expect(await start(user, deck.id, NOW, { type: 'time', value: 5 })).toHaveLength(4);
  });

  it('0 new cards per day: Quick Start holds only the reviews', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 10 });
    await answer(user, deck.id, deck.cardIds.slice(0, 6), NOW - 2 * 24 * HOUR, 'before');
    const api = callerFor(db, user);
    await api.decks.update({ deckId: deck.id, name: 'Test deck', description: null, newCardsPerDay: 0 });
    const ids = await start(user, deck.id);
    expect(new Set(ids)).toEqual(new Set(deck.cardIds.slice(0, 6)));
    expect(await api.stats.availableSmartGames({ deckId: deck.id })).toMatchObject({ reviewCount: 6, newCount: 0, dueCardCount: 6 });
  });

  it('the repo query agrees with the pure count, deck by deck', async () => {
    const user = await makeUser(db, { timeZone: 'America/New_York' });
    const a = await makeDeck(db, user.id, { cards: 6 });
    const b = await makeDeck(db, user.id, { cards: 6 });
    const times = [NOW - 30 * HOUR, NOW - 13 * HOUR, NOW - 11 * HOUR, NOW - 2 * HOUR, NOW];
    const logs: { deckId: number; cardId: number; reviewedAt: number }[] = [];
    let session = 0;
    for (const [i, t] of times.entries()) {
      const ids = [a.cardIds[i], a.cardIds[(i + 1) % 6], b.cardIds[(i * 2) % 6]];
      await answer(user, a.id, ids.slice(0, 2), t, `a${session++}`);
      await answer(user, b.id, ids.slice(2), t, `b${session++}`);
      logs.push(...ids.slice(0, 2).map((cardId) => ({ deckId: a.id, cardId, reviewedAt: t })), { deckId: b.id, cardId: ids[2], reviewedAt: t });
    }
    const since = localDayStart(NOW, user.timeZone);
    const counted = await newCardsIntroducedSince(db, user.id, since);
    for (const deck of [a, b]) {
      const expected = countIntroducedToday(logs.filter((l) => l.deckId === deck.id), NOW, user.timeZone);
      expect(counted.get(deck.id) ?? 0).toBe(expected);
    }
    expect([...counted.values()].reduce((x, y) => x + y, 0)).toBeGreaterThan(0);
  });

  it('is validated: 0–9999 whole numbers, on tRPC and REST', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 1 });
    const api = callerFor(db, user);
    for (const bad of [-1, 10_000, 2.5]) {
      await expect(api.decks.update({ deckId: deck.id, name: 'D', description: null, newCardsPerDay: bad })).rejects.toThrow(/New cards per day must be a whole number from 0 to 9999/);
    }
    expect((await api.decks.update({ deckId: deck.id, name: 'D', description: null, newCardsPerDay: 9999 })).new_cards_per_day).toBe(9999);
    // Editing name and description without the field keeps the setting.
    expect((await api.decks.update({ deckId: deck.id, name: 'E', description: null })).new_cards_per_day).toBe(9999);

    const { app } = await makeTestApp();
    const agent = await loginAgent(app);
    const created = (await agent.request('POST', '/api/decks', { name: 'Rest deck', newCardsPerDay: 7 })).json();
    expect(created.new_cards_per_day).toBe(7);
    const updated = await agent.request('PUT', `/api/decks/${created.id}`, { name: 'Rest deck', description: null, newCardsPerDay: 35 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ new_cards_per_day: 35, study_direction: 'forward' });
    const refused = await agent.request('PUT', `/api/decks/${created.id}`, { name: 'Rest deck', newCardsPerDay: 10_000 });
    expect(refused.statusCode).toBe(400);
    await app.close();
  });
});

describe('study direction', () => {
  it('sessions.start in reverse asks the definitions, remembers the direction, and answers still schedule the card', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 6 });
    const api = callerFor(db, user);
    const before = await db.selectFrom('decks').select('updated_at').where('id', '=', deck.id).executeTakeFirstOrThrow();
    const { gameData } = await api.sessions.start({ deckId: deck.id, gameType: 'multiple-choice', goal: quick, direction: 'reverse' });
    for (const q of (gameData as MultipleChoiceData).questions) {
      expect(q.questionText).toMatch(/^Definition \d$/);
      expect(q.questionText.replace('Definition', 'Term')).toBe(q.options.find((o) => o.optionId === q.correctOptionId)!.text);
    }
    const stored = await api.decks.get({ deckId: deck.id });
    expect(stored.study_direction).toBe('reverse');
    // Choosing a direction is not an edit: My Decks' order (updated_at) stays.
    expect((await db.selectFrom('decks').select('updated_at').where('id', '=', deck.id).executeTakeFirstOrThrow()).updated_at).toBe(before.updated_at);

    // The next start without a direction uses the remembered one; so does casual play.
    const again = await api.sessions.start({ deckId: deck.id, gameType: 'matching', goal: quick });
    for (const t of (again.gameData as MatchingData).terms) expect(t.text).toMatch(/^Definition/);
    const casual = (await api.games.generate({ deckId: deck.id, gameType: 'matching' })) as MatchingData;
    for (const t of casual.terms) expect(t.text).toMatch(/^Definition/);
    const casualForward = (await api.games.generate({ deckId: deck.id, gameType: 'matching', direction: 'forward' })) as MatchingData;
    for (const t of casualForward.terms) expect(t.text).toMatch(/^Term/);
    expect((await api.decks.get({ deckId: deck.id })).study_direction).toBe('reverse'); // casual play does not change it

    // An answer given in reverse schedules the card it was about.
    const q = (gameData as MultipleChoiceData).questions[0];
    await answer(user, deck.id, [q.id], NOW, 'reverse-answer');
    const [card] = await cardStatesOf(db, [q.id]);
    expect(card.reps).toBe(1);
  });

  it('mixed is stored and accepted; an unknown direction is refused', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 6 });
    const api = callerFor(db, user);
    await api.sessions.start({ deckId: deck.id, gameType: 'matching', goal: quick, direction: 'mixed' });
    expect((await api.decks.list())[0].study_direction).toBe('mixed');
    // @ts-expect-error: not a direction
    await expect(api.sessions.start({ deckId: deck.id, gameType: 'matching', goal: quick, direction: 'sideways' })).rejects.toThrow(/Direction must be/);
  });

  it('REST sessions/start takes the direction', async () => {
    const { app, db: appDb } = await makeTestApp();
    const agent = await loginAgent(app);
    const deck = (await agent.request('POST', '/api/decks', { name: 'Rest deck' })).json();
    for (let i = 1; i <= 4; i++) await agent.request('POST', `/api/decks/${deck.id}/cards`, { term: `T${i}`, definition: `D${i}` });
    const res = await agent.request('POST', '/api/sessions/start', { deckId: deck.id, gameType: 'multiple-choice', goal: { type: 'quick' }, direction: 'reverse' });
    expect(res.statusCode).toBe(200);
    for (const q of res.json().gameData.questions) expect(q.questionText).toMatch(/^D\d$/);
    expect((await deckSettingsOf(appDb, deck.id)).study_direction).toBe('reverse');
    await app.close();
  });
});
