// Issue #31 item 7: the admin's user list counts a user's decks and cards; a deck an import
// confirm is still filling, or one a crashed confirm left behind for the sweeper (source
// IMPORTING_SOURCE), is not the user's yet and is not counted.
import { describe, expect, it } from 'vitest';
import { IMPORTING_SOURCE, insertDeck } from '../repos/decks.js';
import { callerFor, FIXED_NOW, makeDeck, makeTestDb, makeUser, testDialect } from '../test/harness.js';

describe(`admin user list counts (${testDialect})`, () => {
  it('does not count the hidden deck and cards a crashed import confirm left behind', async () => {
    const db = await makeTestDb();
    const admin = await makeUser(db);
    await db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const learner = await makeUser(db);
    await makeDeck(db, learner.id, { name: 'Visible', cards: 3 });

    // What a confirm that died half-way leaves: a deck under the importing source with some cards.
    const now = FIXED_NOW.getTime();
    const hidden = await insertDeck(db, { userId: learner.id, name: 'Half imported', description: null, source: IMPORTING_SOURCE, now });
    await db
      .insertInto('cards')
      .values(Array.from({ length: 5 }, (_, i) => ({ deck_id: hidden, term: `t${i}`, definition: `d${i}`, created_at: now, updated_at: now })))
      .execute();

    const users = await callerFor(db, admin).admin.users();
    expect(users.find((u) => u.id === learner.id)).toMatchObject({ deckCount: 1, cardCount: 3 });
    // The learner's own deck list agrees.
    expect((await callerFor(db, learner).decks.list()).map((d: { name: string }) => d.name)).toEqual(['Visible']);
    await db.destroy();
  });
});
