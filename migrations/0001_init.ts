import type { Kysely } from 'kysely';
import { autoIdColumn, columnTypes, setSqliteUserVersion } from './dialect.js';

// The whole product's schema. Times are epoch milliseconds (INTEGER); calendar days are
// 'yyyy-mm-dd' TEXT in the user's own time zone. Frozen once landed: change by adding 0002.
// Written with db/dialect.ts's types so it also runs on PostgreSQL; on SQLite it creates exactly
// the schema it always did (migrations.test.ts compares sqlite_master with a snapshot).
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const autoId = autoIdColumn(db);

  await db.schema
    .createTable('users')
    .$call(autoId)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('created_at', t.epochMs, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('auth_sessions')
    // SHA-256 of the cookie's random id: a stolen database cannot be replayed as a cookie.
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', t.epochMs, (c) => c.notNull())
    .addColumn('expires_at', t.epochMs, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_sessions_user').on('auth_sessions').column('user_id').execute();

  await db.schema
    .createTable('decks')
    .$call(autoId)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('manual'))
    .addColumn('exam_date', 'text')
    .addColumn('pacing_start_date', 'text')
    .addColumn('created_at', t.epochMs, (c) => c.notNull())
    .addColumn('updated_at', t.epochMs, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('decks_user_updated').on('decks').columns(['user_id', 'updated_at']).execute();

  await db.schema
    .createTable('cards')
    .$call(autoId)
    .addColumn('deck_id', 'integer', (c) => c.notNull().references('decks.id').onDelete('cascade'))
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('created_at', t.epochMs, (c) => c.notNull())
    .addColumn('updated_at', t.epochMs, (c) => c.notNull())
    // FSRS card state (ts-fsrs Card); a new card is due from its creation.
    .addColumn('due', t.epochMs, (c) => c.notNull())
    .addColumn('stability', t.float, (c) => c.notNull().defaultTo(0))
    .addColumn('difficulty', t.float, (c) => c.notNull().defaultTo(0))
    .addColumn('elapsed_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scheduled_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('learning_steps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lapses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_review', t.epochMs)
    .execute();
  // Due counts per deck and "most overdue first" both read this index.
  await db.schema.createIndex('cards_deck_due').on('cards').columns(['deck_id', 'due']).execute();

  await db.schema
    .createTable('study_sessions')
    // The client's uuid for one uploaded chunk: the idempotency key of sessions.submit.
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('deck_id', 'integer')
    .addColumn('game_type', 'text')
    .addColumn('applied', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('submitted_at', t.epochMs, (c) => c.notNull())
    .addPrimaryKeyConstraint('study_sessions_pk', ['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('review_logs')
    .$call(autoId)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('deck_id', 'integer', (c) => c.notNull().references('decks.id').onDelete('cascade'))
    // A deleted card keeps its history in the deck's accuracy chart.
    .addColumn('card_id', 'integer', (c) => c.references('cards.id').onDelete('set null'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('is_correct', 'integer', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('answer_time_ms', 'integer')
    .addColumn('used_hint', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviewed_at', t.epochMs, (c) => c.notNull())
    // The user's local calendar day of the answer (their time zone at the time).
    .addColumn('local_day', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_logs_deck_day').on('review_logs').columns(['deck_id', 'local_day']).execute();
  await db.schema.createIndex('review_logs_user_day').on('review_logs').columns(['user_id', 'local_day']).execute();
  await db.schema.createIndex('review_logs_card').on('review_logs').column('card_id').execute();

  await db.schema
    .createTable('import_cache')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    // JSON of the parsed import (see server/domain/import); read back on preview and confirm.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', t.epochMs, (c) => c.notNull())
    .addColumn('expires_at', t.epochMs, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('import_cache_expires').on('import_cache').column('expires_at').execute();

  await setSqliteUserVersion(db, 1);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['import_cache', 'review_logs', 'study_sessions', 'cards', 'decks', 'auth_sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
