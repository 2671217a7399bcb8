import type { Kysely } from 'kysely';
import { autoIdColumn, columnTypes } from './dialect.js';

// Notes and note types (docs/notes.md): Anki's model at the core. A note type names its fields,
// card templates and CSS (JSON text, validated by the app); a note holds one HTML value per field,
// tags and a guid; each card says which note it comes from and which template (`ord`: the
// template's index, or a cloze card's number - 1). A card keeps its rendered sides in its own
// columns, so games, sessions and statistics read cards as before; a note's edit re-renders them.
//
// Existing cards get their notes from the app at start, in batches (repos/notes.ts
// `attachNotes`): the same function gives notes to cards an import or an old backup writes, so
// there is one way a card gets its note. Until then `note_id` is null.
// Portable DDL only (SQLite and PostgreSQL). Frozen: imports nothing of the app.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('note_types')
    .$call(autoIdColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // 'standard' | 'cloze' | 'image-occlusion'
    .addColumn('kind', 'text', (c) => c.notNull())
    // Which built-in this row was made as ('basic', 'cloze', ...); null for the user's own or an import's.
    .addColumn('builtin', 'text')
    // JSON: ["Front", "Back"]
    .addColumn('fields', 'text', (c) => c.notNull())
    // JSON: [{"name", "front", "back"}]
    .addColumn('templates', 'text', (c) => c.notNull())
    .addColumn('css', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_field', 'integer', (c) => c.notNull().defaultTo(0))
    // The Anki notetype id it came from (re-import and export keep it); null for one made here.
    .addColumn('anki_id', t.epochMs)
    .addColumn('created_at', t.epochMs, (c) => c.notNull())
    .addColumn('updated_at', t.epochMs, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('note_types_user').on('note_types').columns(['user_id', 'builtin']).execute();

  await db.schema
    .createTable('notes')
    .$call(autoIdColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('note_type_id', 'integer', (c) => c.notNull().references('note_types.id').onDelete('cascade'))
    // The deck its new cards go to. No foreign key: its cards may live in other decks, and a note
    // whose cards are all gone is deleted with its last card (repos/notes.ts).
    .addColumn('deck_id', 'integer', (c) => c.notNull())
    .addColumn('guid', 'text', (c) => c.notNull())
    // JSON array of HTML, one per field of the note type, in its order.
    .addColumn('fields', 'text', (c) => c.notNull())
    // The fields' plain text joined by U+001F (Anki's separator): search and duplicates read it.
    .addColumn('field_text', 'text', (c) => c.notNull())
    // Space-separated, with a space at each end (" a b::c "), so a tag matches with LIKE '% tag %'.
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo(' '))
    .addColumn('created_at', t.epochMs, (c) => c.notNull())
    .addColumn('updated_at', t.epochMs, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notes_user_guid').on('notes').columns(['user_id', 'guid']).execute();
  await db.schema.createIndex('notes_type').on('notes').column('note_type_id').execute();

  await db.schema.alterTable('cards').addColumn('note_id', 'integer', (c) => c.references('notes.id').onDelete('cascade')).execute();
  await db.schema.alterTable('cards').addColumn('ord', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('cards_note').on('cards').columns(['note_id', 'ord']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cards_note').execute();
  await db.schema.alterTable('cards').dropColumn('ord').execute();
  await db.schema.alterTable('cards').dropColumn('note_id').execute();
  await db.schema.dropTable('notes').execute();
  await db.schema.dropTable('note_types').execute();
}
