import { CompiledQuery, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import type { AuthedContext } from '../access.js';
import { createContextInner } from '../context.js';
import { testConfig } from '../config.js';
import { moveNotes } from '../services/notes.js';
import { deckListQuery } from './decks.js';
import { callerFor, FIXED_NOW, makeDeck, makeTestDb, makeUser, setCardState, testDialect } from '../test/harness.js';

// My Decks' counts (server/repos/decks.ts) count the cards still NEW for a learner by subtraction
// rather than card by card. They must equal what the per-card definition gives, on both
// databases: here a reference query written that way is compared with decks.list and decks.get
// for an owner and a subscriber, over started, unstarted, suspended, buried, not-yet-created and
// moved cards.

const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

const NOW = FIXED_NOW.getTime();
const DAY = 86_400_000;

/** Per deck of the learner: every card, due cards, due cards that are new (a suspended card is never due); card by card. */
async function reference(db: Db, userId: number, deckIds: number[]) {
  const out: Record<number, { card_count: number; due_card_count: number; new_due_count: number }> = {};
  for (const deckId of deckIds) {
    const { rows } = await sql<{ n: number | string; due: number | string; fresh: number | string }>`
      select count(*) as n,
        sum(case when c.suspended = 1 then 0
                 when s.card_id is null then (case when c.created_at <= ${NOW} then 1 else 0 end)
                 else (case when s.due <= ${NOW} then 1 else 0 end) end) as due,
        sum(case when c.suspended = 1 then 0
                 when s.card_id is null then (case when c.created_at <= ${NOW} then 1 else 0 end)
                 else (case when s.due <= ${NOW} and s.state = 0 then 1 else 0 end) end) as fresh
      from cards c left join card_states s on s.card_id = c.id and s.user_id = ${userId}
      where c.deck_id = ${deckId}`.execute(db);
    const [row] = rows;
    out[deckId] = { card_count: Number(row.n), due_card_count: Number(row.due ?? 0), new_due_count: Number(row.fresh ?? 0) };
  }
  return out;
}

async function listed(db: Db, user: { id: number; email: string; timeZone: string }) {
  const out: Record<number, { card_count: number; due_card_count: number; new_due_count: number }> = {};
  const api = callerFor(db, user);
  for (const deck of await api.decks.list()) {
    const one = await api.decks.get({ deckId: deck.id });
    // decks.get answers the same counts as decks.list.
    expect([one.card_count, one.due_card_count]).toEqual([deck.card_count, deck.due_card_count]);
    out[deck.id] = { card_count: deck.card_count, due_card_count: deck.due_card_count, new_due_count: deck.due_card_count - deck.due_review_count };
  }
  return out;
}

describe('deck counts', () => {
  it('equal the card-by-card definition for owner and subscriber, whatever the cards’ states', async () => {
    const db = await makeTestDb();
    dbs.push(db);
    const owner = await makeUser(db);
    const learner = await makeUser(db, { email: 'learner@example.com' });
    const a = await makeDeck(db, owner.id, { name: 'A', cards: 12 });
    const b = await makeDeck(db, owner.id, { name: 'B', cards: 5 });
    const empty = await makeDeck(db, owner.id, { name: 'Empty' });
    // Started: due review, future review, state New but due, relearning due yesterday.
    await setCardState(db, a.cardIds[0], { due: NOW - DAY, state: 2, reps: 3 });
    await setCardState(db, a.cardIds[1], { due: NOW + DAY, state: 2, reps: 1 });
    await setCardState(db, a.cardIds[2], { due: NOW - 1, state: 0 });
    await setCardState(db, a.cardIds[3], { due: NOW - DAY, state: 3, lapses: 1 });
    await setCardState(db, b.cardIds[0], { due: NOW + 2 * DAY, state: 2 });
    // Suspended started cards that would be due: a review and one still New (counted apart from
    // the deck's suspended cards and subtracted, repos/decks.ts).
    await setCardState(db, a.cardIds[7], { due: NOW - DAY, state: 2, reps: 2 });
    await setCardState(db, a.cardIds[8], { due: NOW, state: 0 });
    // Suspended: still in the deck and its counts, as before.
    await db.updateTable('cards').set({ suspended: 1 }).where('id', 'in', [a.cardIds[4], a.cardIds[1], a.cardIds[7], a.cardIds[8]]).execute();
    // Cards created after now (a clock set back): one unstarted, one started, one suspended.
    const later = await db.insertInto('cards').values([0, 1, 2].map((i) => ({ deck_id: a.id, term: `later ${i}`, definition: 'x', suspended: i === 2 ? 1 : 0, created_at: NOW + DAY, updated_at: NOW + DAY }))).returning('id').execute();
    await setCardState(db, later[1].id, { due: NOW - DAY, state: 2 });
    // A two-card note one of whose cards was answered today: its sibling is buried for the day.
    const api = callerFor(db, owner);
    const types = await api.noteTypes.list();
    const reversed = types.find((t) => t.builtin === 'basic-reversed')!;
    const note = await api.notes.create({ deckId: b.id, noteTypeId: reversed.id, fields: { Front: 'f', Back: 'b' }, tags: [] });
    await setCardState(db, note.cardIds[0], { due: NOW + DAY, state: 1, last_review: NOW - 60_000 });
    // A subscriber with states of their own on the owner's deck A.
    await api.sharedDecks.setSharing({ deckId: a.id, visibility: 'server' });
    await callerFor(db, learner).sharedDecks.subscribe({ deckId: a.id });
    await setCardState(db, a.cardIds[5], { due: NOW - DAY, state: 2 }, learner.id);
    await setCardState(db, a.cardIds[6], { due: NOW + DAY, state: 2 }, learner.id);
    await setCardState(db, [a.cardIds[7], a.cardIds[8]], { due: NOW - DAY, state: 0 }, learner.id);

    const deckIds = [a.id, b.id, empty.id];
    expect(await listed(db, owner)).toEqual(await reference(db, owner.id, deckIds));
    expect(await listed(db, learner)).toEqual(await reference(db, learner.id, [a.id]));
    // 15 cards; the suspended ones are neither due nor new, started or not.
    expect((await listed(db, owner))[a.id]).toEqual({ card_count: 15, due_card_count: 9, new_due_count: 6 });
    expect((await listed(db, learner))[a.id]).toEqual({ card_count: 15, due_card_count: 7, new_due_count: 6 });
  });

  it('moves a learner’s states with a moved note, so both decks still count right', async () => {
    const db = await makeTestDb();
    dbs.push(db);
    const owner = await makeUser(db);
    const from = await makeDeck(db, owner.id, { name: 'From' });
    const to = await makeDeck(db, owner.id, { name: 'To' });
    const api = callerFor(db, owner);
    const reversed = (await api.noteTypes.list()).find((t) => t.builtin === 'basic-reversed')!;
    const note = await api.notes.create({ deckId: from.id, noteTypeId: reversed.id, fields: { Front: 'f', Back: 'b' }, tags: [] });
    await setCardState(db, note.cardIds[0], { due: NOW + DAY, state: 2 });
    // AnkiConnect's changeDeck moves whole notes (docs/api.md).
    const ctx = createContextInner({ db, user: owner, now: () => FIXED_NOW, config: testConfig() }) as AuthedContext;
    await moveNotes(ctx, [note.id], to.id);
    const states = await db.selectFrom('card_states').select('deck_id').where('card_id', '=', note.cardIds[0]).execute();
    expect(states).toEqual([{ deck_id: to.id }]);
    expect(await listed(db, owner)).toEqual(await reference(db, owner.id, [from.id, to.id]));
    expect((await listed(db, owner))[to.id]).toEqual({ card_count: 2, due_card_count: 1, new_due_count: 1 });
  });

  // How the counts are read (docs/notes.md "Performance", docs/performance.md): no count may
  // read a deck's cards, or the learner's started cards, one at a time from the table. Checking
  // each started card for `suspended` by its id, and SQLite reading every card of the deck
  // through cards_deck_created to find the suspended ones, were most of decks.list's time.
  it.runIf(testDialect === 'sqlite')('reads cards only from covering indexes, or the few suspended ones (SQLite plan)', async () => {
    const db = await makeTestDb();
    dbs.push(db);
    const owner = await makeUser(db);
    await makeDeck(db, owner.id, { cards: 3 });
    const query = deckListQuery(db, owner.id, NOW).compile();
    const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    const details = rows.map((row) => row.detail);
    // `c` and `sc` are the query's aliases of cards.
    const cardReads = details.filter((detail) => /^(SEARCH|SCAN) s?c /.test(detail));
    expect(cardReads.length).toBeGreaterThan(0);
    for (const read of cardReads) expect(read).toMatch(/USING COVERING INDEX cards_deck_|USING INDEX cards_deck_suspended \(deck_id=\? AND suspended=\?\)/);
  });

  it.runIf(testDialect === 'postgres')('runs without JIT compilation on the app’s PostgreSQL connections', async () => {
    const db = await makeTestDb();
    dbs.push(db);
    // Compiling My Decks' query cost 40–70 ms once its estimate passed jit_above_cost (server/db/postgres.ts).
    const { rows } = await sql<{ jit: string }>`show jit`.execute(db);
    expect(rows).toEqual([{ jit: 'off' }]);
  });
});
