import type { Kysely } from 'kysely';

// Cloze cards (docs/study-modes.md, docs/study-modes.md). A cloze note makes one card per deletion
// number, as in Anki; each card is an ordinary card (term = prompt, definition = the filled-in
// text and the Extra field) with its own FSRS state, plus:
// - `kind`: 'basic' | 'cloze' (checked by zod, not the database);
// - `cloze_number`: the deletion number it asks (null for basic);
// - `cloze_note`: an opaque key shared by the cards of one note (a random UUID), so editing one
//   card re-expands its whole note;
// - `cloze_text` / `cloze_extra`: the note's source, repeated on each of its cards, so the note
//   can be edited again without another table;
// - `cloze_answer`: this number's deletions (what Type the Answer and the crossword ask for),
//   stored so the game reads never parse the source.
// Portable DDL only (SQLite and PostgreSQL). Frozen: imports nothing of the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cards').addColumn('kind', 'text', (c) => c.notNull().defaultTo('basic')).execute();
  await db.schema.alterTable('cards').addColumn('cloze_number', 'integer').execute();
  await db.schema.alterTable('cards').addColumn('cloze_note', 'text').execute();
  await db.schema.alterTable('cards').addColumn('cloze_text', 'text').execute();
  await db.schema.alterTable('cards').addColumn('cloze_extra', 'text').execute();
  await db.schema.alterTable('cards').addColumn('cloze_answer', 'text').execute();
  // A note's cards are found by their key when one of them is edited.
  await db.schema.createIndex('cards_cloze_note').on('cards').column('cloze_note').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cards_cloze_note').execute();
  for (const column of ['cloze_answer', 'cloze_extra', 'cloze_text', 'cloze_note', 'cloze_number', 'kind']) {
    await db.schema.alterTable('cards').dropColumn(column).execute();
  }
}
