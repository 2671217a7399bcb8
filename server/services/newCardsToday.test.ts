import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import type { MultipleChoiceData } from '../../shared/games.js';
import { NEW_CARDS_TODAY_MSG } from '../../shared/studyOptions.js';
import { packNewAllowance, startFromPack } from '../../shared/offlinePack.js';
import { callerFor, FIXED_NOW, makeDeck, makeTestDb, makeUser } from '../test/harness.js';

// Issue 29.2/29.3: after the day's new cards, the counts agree with the limit everywhere; the
// limit can be raised for today ('Study 10 more new cards today') or set in the modal; the offline
// pack carries the same rule. Runs on SQLite and PostgreSQL.

const NOW = FIXED_NOW.getTime();
const HOUR = 60 * 60 * 1000;
const at = (ms: number) => () => new Date(ms);

let db: Db;
beforeEach(async () => {
  db = await makeTestDb();
});

async function studyAll(user: Awaited<ReturnType<typeof makeUser>>, deckId: number, nowMs: number, sessionId: string) {
  const api = callerFor(db, user, at(nowMs));
  const { gameData } = await api.sessions.start({ deckId, gameType: 'multiple-choice', goal: { type: 'quick' }, constraintProfile: { isMobile: false } });
  const ids = (gameData as MultipleChoiceData).questions.map((q) => q.id);
  await api.sessions.submit({ sessionId, deckId, results: ids.map((cardId) => ({ cardId, isCorrect: true, gameType: 'multiple-choice' as const })) });
  return ids;
}

describe("today's new-card limit", () => {
  it('after the day’s 20 new cards of 52: every count says 0 new left and 32 waiting, none says 32 ready', async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 52 });
    expect(await studyAll(user, deck.id, NOW, 's1')).toHaveLength(20);
    const api = callerFor(db, user, at(NOW + 1000));
    const summary = await api.decks.get({ deckId: deck.id });
    expect(summary).toMatchObject({ new_available_count: 0, new_cards_limit_today: 20, new_studied_today: 20, new_waiting_count: 32, due_review_count: 0 });
    const [listed] = await api.decks.list();
    expect(listed).toMatchObject({ new_available_count: 0, new_waiting_count: 32 });
    // 'Ready Now' is what can be studied now, not the 32 new cards that wait for tomorrow.
    expect((await api.stats.reviewStats({ deckId: deck.id })).dueNow).toBe(0);
    expect(await api.stats.availableSmartGames({ deckId: deck.id })).toMatchObject({ dueCardCount: 0, newCount: 0, newLimitToday: 20, newStudiedToday: 20, newWaitingCount: 32 });
  });

  it("'Study 10 more new cards today' raises today's limit only; My Decks keeps its order; tomorrow is back to the setting", async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 52 });
    await studyAll(user, deck.id, NOW, 's1');
    const api = callerFor(db, user, at(NOW + 1000));
    const before = (await api.decks.get({ deckId: deck.id })).updated_at;
    const raised = await api.decks.setNewCardsToday({ deckId: deck.id, limit: 30 });
    expect(raised).toMatchObject({ new_cards_per_day: 20, new_cards_limit_today: 30, new_available_count: 10, new_waiting_count: 22, updated_at: before });
    expect(await api.stats.availableSmartGames({ deckId: deck.id })).toMatchObject({ dueCardCount: 10, newCount: 10 });
    expect(await studyAll(user, deck.id, NOW + 2000, 's2')).toHaveLength(10);
    // The next day: the setting (20) again, and the raise is gone.
    const tomorrow = await callerFor(db, user, at(NOW + 24 * HOUR)).decks.get({ deckId: deck.id });
    expect(tomorrow).toMatchObject({ new_cards_limit_today: 20, new_studied_today: 0, new_available_count: 20 });
  });

  it("the modal can lower today's limit too; a limit out of range is refused and changes nothing", async () => {
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id, { cards: 10 });
    const api = callerFor(db, user);
    expect(await api.decks.setNewCardsToday({ deckId: deck.id, limit: 3 })).toMatchObject({ new_cards_limit_today: 3, new_available_count: 3 });
    for (const limit of [-1, 10_000, 2.5]) {
      await expect(api.decks.setNewCardsToday({ deckId: deck.id, limit })).rejects.toThrow(NEW_CARDS_TODAY_MSG);
    }
    expect(await api.decks.get({ deckId: deck.id })).toMatchObject({ new_cards_limit_today: 3 });
    const stranger = await makeUser(db);
    await expect(callerFor(db, stranger).decks.setNewCardsToday({ deckId: deck.id, limit: 50 })).rejects.toThrow();
    expect(await api.decks.get({ deckId: deck.id })).toMatchObject({ new_cards_limit_today: 3 });
  });

  it('the offline pack carries the limit: an offline Quick Start holds what the online one would (issue 29.3)', async () => {
    const user = await makeUser(db, { timeZone: 'Europe/Paris' });
    const deck = await makeDeck(db, user.id, { cards: 30 });
    await studyAll(user, deck.id, NOW, 's1');
    const api = callerFor(db, user, at(NOW + 1000));
    const pack = await api.offline.pack({ deckId: deck.id });
    // 12:00 UTC is 13:00 in Paris: the day ends at 23:00 UTC.
    expect(pack.newCards).toEqual({ perDay: 20, limitToday: 20, studiedToday: 20, dayEndsAt: Date.parse('2025-03-10T23:00:00Z') });
    expect(packNewAllowance(pack, 0, NOW + 1000)).toBe(0);
    expect(packNewAllowance(pack, 0, Date.parse('2025-03-10T23:00:00Z'))).toBe(20);
    const offline = startFromPack(pack, { gameType: 'multiple-choice', goal: { type: 'cards', value: 30 }, isMobile: false, newAllowance: packNewAllowance(pack, 0, NOW + 1000) }, NOW + 1000);
    const online = await api.sessions.start({ deckId: deck.id, gameType: 'multiple-choice', goal: { type: 'cards', value: 30 }, constraintProfile: { isMobile: false } });
    const ids = (d: unknown) => new Set((d as MultipleChoiceData).questions.map((q) => q.id));
    expect(ids(offline)).toEqual(ids(online.gameData));
    expect(ids(offline).size).toBe(20); // the 20 studied this morning; none of the 10 new ones
  });
});
