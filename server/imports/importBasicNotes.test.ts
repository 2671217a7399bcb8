import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { attachNotes } from '../repos/notes.js';
import { insertCardsBatch, type ImportedCard } from '../repos/importedCards.js';
import { FIXED_NOW, makeDeck, makeTestDb, makeUser, testDialect } from '../test/harness.js';
import { withBasicNotes } from './confirm.js';

// An import's plain cards are written with their Basic notes (docs/notes.md, developer section):
// the same notes attachNotes gives cards written without one, made in the chunk's transaction,
// so nothing reads the cards back at the reveal. Cloze cards and cards with an Anki note of their
// own are left as they are.

const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.destroy()));
});

const notesOf = (db: Db, deckId: number) =>
  db
    .selectFrom('cards as c')
    .innerJoin('notes as n', 'n.id', 'c.note_id')
    .innerJoin('note_types as t', 't.id', 'n.note_type_id')
    .select(['c.term', 'c.ord', 'n.fields', 'n.field_text', 'n.tags', 't.builtin'])
    .where('c.deck_id', '=', deckId)
    .orderBy('c.id')
    .execute();

describe(`an import's plain cards get their notes as they are written (${testDialect})`, () => {
  it('makes the notes attachNotes would, for plain cards only', async () => {
    const db = await makeTestDb();
    dbs.push(db);
    const user = await makeUser(db);
    const now = FIXED_NOW.getTime();
    const cards = (): ImportedCard[] => [
      { term: 'a < b', definition: 'plain' },
      { term: 'bold', definition: 'rich', termHtml: '<b>bold</b>', definitionHtml: '<i>rich</i>' },
      { term: '[...]', definition: 'x', cloze: { number: 1, note: 'k', text: '{{c1::x}}', extra: null, answer: 'x' } } as ImportedCard,
    ];
    // The way before: written without notes, given theirs by attachNotes.
    const before = await makeDeck(db, user.id, { name: 'Before' });
    await insertCardsBatch(db, before.id, cards(), now);
    await attachNotes(db, now, { deckIds: [before.id] });
    // Now: the plain cards' notes first, the cards written with them; the cloze card still by attachNotes.
    const after = await makeDeck(db, user.id, { name: 'After' });
    const imported = cards();
    await db.transaction().execute((trx) => withBasicNotes(trx, user.id, after.id, imported, now));
    expect(imported.map((card) => [card.noteId !== undefined, card.ord])).toEqual([
      [true, 0],
      [true, 0],
      [false, undefined],
    ]);
    await insertCardsBatch(db, after.id, imported, now);
    expect(await attachNotes(db, now, { deckIds: [after.id] })).toBe(1);
    expect(await notesOf(db, after.id)).toEqual(await notesOf(db, before.id));
  });
});
