import type { Kysely } from 'kysely';
import { autoIdColumn, columnTypes } from './dialect.js';

// Personal API tokens and the AnkiConnect endpoint's file names (docs/api.md). Tokens: a script, Yomitan or yanki acts as its owner with a token
// instead of a login cookie. Only the SHA-256 of the token is stored, so a copy of the database
// cannot be replayed; `scope` is 'read' or 'write'; `expires_at` null never expires;
// `last_used_at` is written at most once a minute. Revoking deletes the row. The tokens go with
// their account (ON DELETE CASCADE; account deletion also deletes them through the registry).
// Portable DDL only (SQLite and PostgreSQL).
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('api_tokens')
    .$call(autoIdColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.epochMs, (c) => c.notNull())
    .addColumn('expires_at', t.epochMs)
    .addColumn('last_used_at', t.epochMs)
    .execute();
  await db.schema.createIndex('api_tokens_user_idx').on('api_tokens').column('user_id').execute();

  // The AnkiConnect endpoint's media names: AnkiConnect clients store and ask for files by name
  // (storeMediaFile "_yomitan_audio.mp3"); a name points at one of the user's media rows, which
  // stay content-addressed. The name goes with its file (ON DELETE CASCADE).
  await db.schema
    .createTable('anki_media_names')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('created_at', t.epochMs, (c) => c.notNull())
    .addPrimaryKeyConstraint('anki_media_names_pk', ['user_id', 'filename'])
    .execute();
  await db.schema.createIndex('anki_media_names_media_idx').on('anki_media_names').column('media_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('anki_media_names').execute();
  await db.schema.dropTable('api_tokens').execute();
}
