import type { Kysely } from 'kysely';

// Issue 31 (long jobs, docs/export.md, docs/memory-model.md): the indexes the long readers page
// by, so each page is a range scan of an index instead of a sort of the whole deck or account.
// An export pages a deck's cards by id and its review logs by (reviewed_at, id); the optimizer
// pages a user's review logs by id. PostgreSQL needs the id in the index to keep that order;
// SQLite would add the rowid by itself, but naming it keeps one DDL for both. Portable DDL only.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('cards_deck_id').on('cards').columns(['deck_id', 'id']).execute();
  await db.schema.createIndex('review_logs_deck_reviewed').on('review_logs').columns(['deck_id', 'reviewed_at', 'id']).execute();
  await db.schema.createIndex('review_logs_user_id').on('review_logs').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('review_logs_user_id').execute();
  await db.schema.dropIndex('review_logs_deck_reviewed').execute();
  await db.schema.dropIndex('cards_deck_id').execute();
}
