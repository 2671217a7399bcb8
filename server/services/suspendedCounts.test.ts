import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { callerFor, FIXED_NOW, makeDeck, makeTestDb, makeUser, setCardState } from '../test/harness.js';

// A suspended card (docs/browse.md) is never asked, so no count of what is due may hold it (issue
// 48): the deck list and its overview (decks.list), the deck page (decks.get), Ready Now and the
// 30-day forecast (stats.reviewStats), the smart session's count (stats.availableSmartGames). A
// subscriber of a shared deck sees the owner's suspensions too. Both databases.

const DAY = 86_400_000;
const now = FIXED_NOW.getTime();

let db: Db;
beforeEach(async () => {
  db = await makeTestDb();
});

async function counts(api: ReturnType<typeof callerFor>, deckId: number) {
  const listed = (await api.decks.list()).find((deck) => deck.id === deckId)!;
  const deck = await api.decks.get({ deckId });
  const stats = await api.stats.reviewStats({ deckId });
  const games = await api.stats.availableSmartGames({ deckId });
  return {
    listDue: listed.due_card_count,
    listReviews: listed.due_review_count,
    listNew: listed.new_available_count,
    pageReviews: deck.due_review_count,
    pageNew: deck.new_available_count,
    readyNow: stats.dueNow,
    in3Days: stats.dueByDay[2],
    within30Days: stats.dueNext30Days,
    smart: games.dueCardCount,
  };
}

describe('suspended cards leave every due count', () => {
  it('a due review, a new card and a card due in 3 days, suspended, drop out of the deck list, the deck page, Ready Now and the forecast', async () => {
    const owner = await makeUser(db);
    const api = callerFor(db, owner);
    // Cards 1–2 reviews due now, 3 due in 3 days (2.5 days: inside the third day's window), 4–5 new.
    const deck = await makeDeck(db, owner.id, { name: 'Bones', cards: 5 });
    const [due1, due2, later, new1] = deck.cardIds;
    await setCardState(db, [due1, due2], { state: 2, due: now - 60_000 });
    await setCardState(db, later, { state: 2, due: now + 2.5 * DAY });
    const before = await counts(api, deck.id);
    expect(before).toEqual({ listDue: 4, listReviews: 2, listNew: 2, pageReviews: 2, pageNew: 2, readyNow: 4, in3Days: 1, within30Days: 1, smart: 4 });

    expect(await api.browse.act({ action: 'suspend', cardIds: [due1, later, new1] })).toEqual({ changed: 3 });
    expect(await counts(api, deck.id)).toEqual({ listDue: 2, listReviews: 1, listNew: 1, pageReviews: 1, pageNew: 1, readyNow: 2, in3Days: 0, within30Days: 0, smart: 2 });

    // A subscriber's own schedule of the shared deck leaves the owner's suspended cards out too.
    await api.sharedDecks.setSharing({ deckId: deck.id, visibility: 'server' });
    const learner = await makeUser(db);
    const sub = callerFor(db, learner);
    await sub.sharedDecks.subscribe({ deckId: deck.id });
    await setCardState(db, [due1, due2], { state: 2, due: now - 60_000 }, learner.id);
    const theirs = await counts(sub, deck.id);
    expect({ reviews: theirs.pageReviews, fresh: theirs.pageNew, readyNow: theirs.readyNow }).toEqual({ reviews: 1, fresh: 1, readyNow: 2 });

    // Unsuspended, they count again.
    await api.browse.act({ action: 'unsuspend', cardIds: [due1, later, new1] });
    expect(await counts(api, deck.id)).toEqual(before);
  });
});
