import type { Kysely } from 'kysely';
import { autoIdColumn, columnTypes } from './dialect.js';

// Personal API tokens (docs/api.md): a script, Yomitan or yanki acts as its owner with a token
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
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
}
