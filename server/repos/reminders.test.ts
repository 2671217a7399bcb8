import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { localDayStart } from '../domain/newCards.js';
import { closeTestDb, FIXED_NOW, makeDeck, makeTestDb, makeUser, setCardState, setDeckSettings } from '../test/harness.js';
import { listDecks, newCardsIntroducedSince } from './decks.js';
import { deckCountsOf, newCardsIntroducedSinceOf } from './reminders.js';

// A reminder pass reads the decks of a whole group of learners at once (docs/mail.md); what it
// reads for each must be what the deck list reads for that learner alone.
describe('the reminder pass’s group reads', () => {
  let db: Db;
  const users: { id: number; zone: string }[] = [];
  const now = FIXED_NOW.getTime();

  beforeAll(async () => {
    db = await makeTestDb();
    const ann = await makeUser(db, { email: 'ann@example.com' });
    const ben = await makeUser(db, { email: 'ben@example.com', timeZone: 'Asia/Tokyo' });
    const cyd = await makeUser(db, { email: 'cyd@example.com', timeZone: 'America/New_York' });
    users.push({ id: ann.id, zone: 'UTC' }, { id: ben.id, zone: 'Asia/Tokyo' }, { id: cyd.id, zone: 'America/New_York' });
    const biology = await makeDeck(db, ann.id, { name: 'Biology', cards: 8, examDate: '2025-03-20' });
    const spanish = await makeDeck(db, ann.id, { name: 'Spanish', cards: 4, now: new Date(now - 3_600_000) });
    await makeDeck(db, ann.id, { name: 'Half imported', cards: 2, source: 'importing' });
    await makeDeck(db, ben.id, { name: 'Kanji', cards: 3 });
    await setDeckSettings(db, spanish.id, { new_cards_per_day: 2 });
    // Ann: two reviews due, one later, one started but new.
    await setCardState(db, biology.cardIds.slice(0, 2), { state: 2, due: now - 60_000 });
    await setCardState(db, biology.cardIds[2], { state: 2, due: now + 86_400_000 });
    await setCardState(db, biology.cardIds[3], { state: 0, due: now - 1 });
    // One due review and one never-started card suspended (docs/browse.md): neither is due.
    await db.updateTable('cards').set({ suspended: 1 }).where('id', 'in', [biology.cardIds[1], biology.cardIds[7]]).execute();
    // Ben studies Ann's Biology too, with progress of his own.
    await db.insertInto('deck_learners').values({ user_id: ben.id, deck_id: biology.id, is_owner: 0, joined_at: now, exam_date: '2025-03-15' }).execute();
    await setCardState(db, biology.cardIds.slice(0, 5), { state: 2, due: now - 1 }, ben.id);
    // Answers: today's first answers count as introduced; a card answered before today does not.
    const answer = (userId: number, deckId: number, cardId: number, at: number) =>
      db
        .insertInto('review_logs')
        .values({ user_id: userId, deck_id: deckId, card_id: cardId, session_id: 's', rating: 3, is_correct: 1, game_type: 'flashcards', answer_time_ms: 900, reviewed_at: at, local_day: new Date(at).toISOString().slice(0, 10) })
        .execute();
    await answer(ann.id, spanish.id, spanish.cardIds[0], now - 60_000);
    await answer(ann.id, biology.id, biology.cardIds[5], now - 2 * 86_400_000);
    await answer(ann.id, biology.id, biology.cardIds[5], now - 60_000);
    await answer(ben.id, biology.id, biology.cardIds[6], now - 120_000);
  });
  afterAll(() => closeTestDb(db));

  it('deck counts of a group equal each learner’s deck list, in its order', async () => {
    const rows = await deckCountsOf(
      db,
      users.map((u) => u.id),
      now,
    );
    for (const u of users) {
      const alone = (await listDecks(db, u.id, now)).map((d) => ({
        id: d.id,
        name: d.name,
        exam_date: d.exam_date,
        new_cards_per_day: Number(d.new_cards_per_day),
        extra_new_cards: Number(d.extra_new_cards),
        extra_new_cards_day: d.extra_new_cards_day,
        due_card_count: d.due_card_count,
        new_due_count: d.new_due_count,
      }));
      expect(rows.filter((r) => r.learner_id === u.id).map(({ learner_id: _, ...r }) => r)).toEqual(alone);
    }
    expect(rows.some((r) => r.name === 'Half imported')).toBe(false);
    expect(rows.filter((r) => r.learner_id === users[0].id).map((r) => r.name)).toEqual(['Biology', 'Spanish']);
  });

  it('cards introduced today of a group equal each learner’s, per zone', async () => {
    for (const u of users) {
      const since = localDayStart(FIXED_NOW, u.zone);
      const group = await newCardsIntroducedSinceOf(
        db,
        users.map((x) => x.id),
        since,
      );
      expect(group.get(u.id)).toEqual(await newCardsIntroducedSince(db, u.id, since));
    }
    const ann = (await newCardsIntroducedSinceOf(db, [users[0].id], localDayStart(FIXED_NOW, 'UTC'))).get(users[0].id)!;
    expect([...ann.values()]).toEqual([1]);
  });
});
