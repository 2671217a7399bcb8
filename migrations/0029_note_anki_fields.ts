import type { Kysely } from 'kysely';

// AnkiConnect on notes (docs/api.md). `first_field_key`: a short hash of the first field's plain
// text, so the duplicate check of adding a note reads only notes with the same key (indexed)
// instead of every note of the note type; rows written before it (null) are still read.
// `anki_fields`: the fields exactly as an AnkiConnect client last sent them (JSON array), which
// it is answered with, as Anki keeps fields verbatim; any other edit of the note clears it.
// Portable DDL only (SQLite and PostgreSQL). Frozen: imports nothing of the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notes').addColumn('first_field_key', 'text').execute();
  await db.schema.alterTable('notes').addColumn('anki_fields', 'text').execute();
  await db.schema.createIndex('notes_type_first_field_key').on('notes').columns(['note_type_id', 'first_field_key']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notes_type_first_field_key').execute();
  await db.schema.alterTable('notes').dropColumn('anki_fields').execute();
  await db.schema.alterTable('notes').dropColumn('first_field_key').execute();
}
