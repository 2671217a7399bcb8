import type { Kysely } from 'kysely';

// Study options per deck (docs/study-options.md): the direction last chosen in the Smart Session modal and
// the daily cap on new cards. Portable DDL only (SQLite and PostgreSQL).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('decks')
    // 'forward' (term → definition), 'reverse' or 'mixed'; checked by zod, not the database.
    .addColumn('study_direction', 'text', (c) => c.notNull().defaultTo('forward'))
    .execute();
  await db.schema
    .alterTable('decks')
    .addColumn('new_cards_per_day', 'integer', (c) => c.notNull().defaultTo(20))
    .execute();
  // "New cards first answered today" per deck reads a user's logs since the local midnight.
  await db.schema.createIndex('review_logs_user_reviewed').on('review_logs').columns(['user_id', 'reviewed_at']).execute();
  // The due new cards of every deck on My Decks, counted from the index alone.
  await db.schema.createIndex('cards_deck_state_due').on('cards').columns(['deck_id', 'state', 'due']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cards_deck_state_due').execute();
  await db.schema.dropIndex('review_logs_user_reviewed').execute();
  await db.schema.alterTable('decks').dropColumn('new_cards_per_day').execute();
  await db.schema.alterTable('decks').dropColumn('study_direction').execute();
}
