import type { Kysely } from 'kysely';
import { autoIdColumn, columnTypes } from './dialect.js';

// Media kept from Anki packages and added in the card form (docs/anki-history.md): stored per user,
// content-addressed (one row per distinct file of a user), in the database itself so it moves
// with the data to PostgreSQL and into backups. Portable DDL only (SQLite and PostgreSQL).
//
// The card columns carry no foreign key: SQLite cannot drop a column that is part of one, and a
// media row only goes when its user (and so every card of that user) goes, or when a sweep finds
// it referenced by no card.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('media')
    .$call(autoIdColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Hex SHA-256 of the bytes: the same file twice is stored once per user.
    .addColumn('sha256', 'text', (c) => c.notNull())
    // Sniffed from the bytes when stored (never trusted from a file name or a client).
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', t.blob, (c) => c.notNull())
    .addColumn('created_at', t.epochMs, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_user_sha256').on('media').columns(['user_id', 'sha256']).unique().execute();

  for (const column of ['term_image_id', 'definition_image_id', 'term_audio_id', 'definition_audio_id']) {
    await db.schema.alterTable('cards').addColumn(column, 'integer').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['term_image_id', 'definition_image_id', 'term_audio_id', 'definition_audio_id']) {
    await db.schema.alterTable('cards').dropColumn(column).execute();
  }
  await db.schema.dropTable('media').execute();
}
