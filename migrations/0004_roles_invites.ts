import { sql, type Kysely } from 'kysely';
import { autoIdColumn, columnTypes } from './dialect.js';

// Roles, invite codes and password-reset links (docs/administration.md). Portable SQL only (PostgreSQL is
// coming): times are epoch ms integers, the role is text. Frozen once landed.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('users').addColumn('role', 'text', (c) => c.notNull().defaultTo('user')).execute();
  await db.schema.alterTable('users').addColumn('last_active_at', t.epochMs).execute();
  // An existing single-user database keeps working as before: its first account administers it.
  await sql`update users set role = 'admin' where id = (select min(id) from users)`.execute(db);

  await db.schema
    .createTable('invites')
    .$call(autoIdColumn(db))
    // Stored as is: an admin must be able to copy the link again later.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    // null when made with the command-line tool (or after its admin was deleted).
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uses_allowed', 'integer', (c) => c.notNull())
    .addColumn('uses_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', t.epochMs, (c) => c.notNull())
    .addColumn('revoked_at', t.epochMs)
    .addColumn('created_at', t.epochMs, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    // SHA-256 of the link's token: a copy of the database cannot be turned into a working link.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', t.epochMs, (c) => c.notNull())
    .addColumn('expires_at', t.epochMs, (c) => c.notNull())
    .addColumn('used_at', t.epochMs)
    .execute();
  await db.schema.createIndex('password_reset_tokens_user').on('password_reset_tokens').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reset_tokens').execute();
  await db.schema.dropTable('invites').execute();
  await db.schema.alterTable('users').dropColumn('last_active_at').execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
}
