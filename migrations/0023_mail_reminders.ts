import { sql, type Kysely } from 'kysely';
import { autoIdColumn, columnTypes } from './dialect.js';

// Mail and study reminders (docs/mail.md). Portable DDL only (SQLite and PostgreSQL); frozen once
// landed, importing nothing of the app.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  // When the address was confirmed by mail; null: never. Accounts that exist today were trusted
  // before verification existed, so they count as confirmed (turning REQUIRE_EMAIL_VERIFICATION on
  // must not lock anyone out).
  await db.schema.alterTable('users').addColumn('email_verified_at', t.epochMs).execute();
  await sql`update users set email_verified_at = created_at`.execute(db);

  // One-time links of the address itself: 'verify' (a new account's address) and 'change' (the
  // address a person asked to move to, kept here until the link is used). SHA-256 of the token only.
  await db.schema
    .createTable('email_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', t.epochMs, (c) => c.notNull())
    .addColumn('expires_at', t.epochMs, (c) => c.notNull())
    .addColumn('used_at', t.epochMs)
    .execute();
  await db.schema.createIndex('email_tokens_user').on('email_tokens').column('user_id').execute();

  // A learner's reminder settings; no row: reminders off. `last_day` is the learner's local day of
  // the last reminder claimed: the conditional UPDATE that sets it is the claim, so of several app
  // processes exactly one sends each day's reminder.
  await db.schema
    .createTable('reminder_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    // 'HH:MM' in the user's time zone.
    .addColumn('time', 'text', (c) => c.notNull())
    // ISO weekdays as digits, e.g. '12345'.
    .addColumn('weekdays', 'text', (c) => c.notNull())
    .addColumn('email', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('push', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_day', 'text')
    .addColumn('updated_at', t.epochMs, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reminder_settings_enabled').on('reminder_settings').column('enabled').execute();

  // One Web Push subscription per device (browser); the endpoint is the push service's URL.
  await db.schema
    .createTable('push_subscriptions')
    .$call(autoIdColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', t.epochMs, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('reminder_settings').execute();
  await db.schema.dropTable('email_tokens').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
