import { sql, type Kysely } from 'kysely';

// Cheaper index entries for every card and note written (docs/performance.md, "Import speed with
// notes"). `cards_cloze_note` held an entry for every card, NULL for all but cloze cards; a
// partial index keeps only the cloze cards' (every read of it asks for a key, which implies NOT
// NULL, so SQLite and PostgreSQL still use it). `notes_type` (note_type_id) is the leading column
// of `notes_type_first_field_key` (note_type_id, first_field_key), which serves its reads.
// Portable DDL only (SQLite and PostgreSQL). Frozen: imports nothing of the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cards_cloze_note').execute();
  await db.schema.createIndex('cards_cloze_note').on('cards').column('cloze_note').where(sql.ref('cloze_note'), 'is not', null).execute();
  await db.schema.dropIndex('notes_type').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('notes_type').on('notes').column('note_type_id').execute();
  await db.schema.dropIndex('cards_cloze_note').execute();
  await db.schema.createIndex('cards_cloze_note').on('cards').column('cloze_note').execute();
}
