import fs from 'node:fs';
import { sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { startOffThreadCheckpoints } from '../db/offThreadCheckpoints.js';
import { cardStatesOf, callerFor, closeTestDb, FIXED_NOW, makeDeck, makeTestDb, makeUser, setCardState, testDialect } from '../test/harness.js';
import { attachNotes, cardsWithoutNote, newGuids } from './notes.js';

// How notes are written in bulk (docs/notes.md, developer section): a note's cards re-rendered in
// one statement, the start-up pass that gives old cards their notes reading each batch from an
// index, and SQLite's checkpoints kept off the event loop during that pass.

const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => closeTestDb(db)));
});

async function testDb() {
  const db = await makeTestDb();
  dbs.push(db);
  return db;
}

/** Counts the UPDATE statements on `cards` run through the database it is plugged into. */
function cardUpdates() {
  const counter = { count: 0 };
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      const root = node as RootOperationNode & { table?: { table?: { identifier?: { name?: string } } } };
      if (root.kind === 'UpdateQueryNode' && root.table?.table?.identifier?.name === 'cards') counter.count += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { counter, plugin };
}

describe('note writes in bulk', () => {
  it('draws many guids at once, distinct, each 64 bits in base64url as a new note’s', () => {
    const guids = newGuids(1000);
    expect(guids).toHaveLength(1000);
    expect(new Set(guids).size).toBe(1000);
    for (const guid of guids) expect(guid).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(newGuids(0)).toEqual([]);
  });

  it('re-renders a 20-card note in one UPDATE, each card keeping its id and progress', async () => {
    const db = await testDb();
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id);
    const api = callerFor(db, user);
    const cloze = (await api.noteTypes.list()).find((t) => t.builtin === 'cloze')!;
    const text = Array.from({ length: 20 }, (_, i) => `{{c${i + 1}::word${i}}}`).join(' ');
    const note = await api.notes.create({ deckId: deck.id, noteTypeId: cloze.id, fields: { Text: text, 'Back Extra': '' }, tags: [] });
    await setCardState(db, note.cardIds[3], { due: FIXED_NOW.getTime() + 86_400_000, state: 2, reps: 4 });
    const { counter, plugin } = cardUpdates();
    const edited = await callerFor(db.withPlugin(plugin), user).notes.update({ noteId: note.id, fields: { Text: text.replace('word3', 'changed'), 'Back Extra': '<b>more</b>' } });
    expect(counter.count).toBe(1);
    expect(edited.cardIds).toEqual(note.cardIds);
    const cards = await db.selectFrom('cards').select(['id', 'ord', 'kind', 'cloze_number', 'cloze_answer', 'cloze_extra', 'cloze_note']).where('note_id', '=', note.id).orderBy('ord').execute();
    expect(cards.map((c) => [c.id, c.ord, c.kind, Number(c.cloze_number), c.cloze_note])).toEqual(note.cardIds.map((id, i) => [id, i, 'cloze', i + 1, note.guid ?? cards[0].cloze_note]));
    expect(cards[3].cloze_answer).toBe('changed');
    expect(cards[0].cloze_extra).toBe('more');
    expect((await cardStatesOf(db, [note.cardIds[3]]))[0]).toMatchObject({ reps: 4, state: 2 });
  });

  it.skipIf(testDialect === 'postgres')('reads each batch of cards without a note in index order, never sorting every remaining card', async () => {
    const db = await testDb();
    for (const query of [cardsWithoutNote(db), cardsWithoutNote(db, [1, 2])]) {
      const { sql: text, parameters } = query.compile();
      const values = [...parameters];
      const plan = await sql.raw<{ detail: string }>(`explain query plan ${text.replace(/\?/g, () => JSON.stringify(values.shift()))}`).execute(db);
      const details = plan.rows.map((row) => row.detail).join('\n');
      expect(details).toContain('USING INDEX cards_note');
      expect(details).not.toContain('TEMP B-TREE');
    }
  });

  it('gives 1,500 cards their notes with checkpoints off the event loop, then SQLite its own back', async () => {
    const db = await testDb();
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id);
    const now = FIXED_NOW.getTime();
    await db.insertInto('cards').values(Array.from({ length: 1500 }, (_, i) => ({ deck_id: deck.id, term: `t${i}`, definition: `d${i}`, created_at: now, updated_at: now }))).execute();
    expect(await attachNotes(db, now)).toBe(1500);
    expect(await db.selectFrom('cards').select('id').where('note_id', 'is', null).execute()).toEqual([]);
    if (testDialect === 'sqlite') expect((await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)).rows[0].wal_autocheckpoint).toBe(1000);
  });

  it.skipIf(testDialect === 'postgres')('checkpoints a SQLite file from a worker thread while the app’s own checkpoint is off', async () => {
    const db = await testDb();
    const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
    const file = rows.find((row) => row.name === 'main')!.file;
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    const checkpoints = (await startOffThreadCheckpoints(db))!;
    expect((await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)).rows[0].wal_autocheckpoint).toBe(0);
    const user = await makeUser(db);
    const deck = await makeDeck(db, user.id);
    for (let i = 0; i < 20; i++) await db.insertInto('cards').values(Array.from({ length: 200 }, (_, k) => ({ deck_id: deck.id, term: `t${i}-${k}`.padEnd(200, 'x'), definition: 'd', created_at: 0, updated_at: 0 }))).execute();
    // The writes are in the log only: the database file has not grown yet.
    const before = fs.statSync(file).size;
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(500_000);
    checkpoints.nudge();
    await checkpoints.stop();
    expect(fs.statSync(file).size).toBeGreaterThan(before + 500_000);
    expect((await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)).rows[0].wal_autocheckpoint).toBe(1000);
  });
});
