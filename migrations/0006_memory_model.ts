import type { Kysely } from 'kysely';
import { columnTypes } from './dialect.js';

// A memory model of one's own (docs/memory-model.md): per-user FSRS parameters with the optimizer's
// bookkeeping, and each deck's desired retention. Portable DDL only (SQLite and PostgreSQL).
export async function up(db: Kysely<any>): Promise<void> {
  // 'real' on SQLite as written; 'double precision' on PostgreSQL (its 'real' is 4 bytes: 0.9 would read back 0.8999999761…).
  const t = columnTypes(db);
  await db.schema
    .createTable('memory_models')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // JSON array of the 21 FSRS parameters the scheduler uses; defaults when `personal` is 0.
    .addColumn('parameters', 'text', (c) => c.notNull())
    .addColumn('personal', 'integer', (c) => c.notNull().defaultTo(0))
    // The last fit (adopted or not): when, on how many reviews, and its held-out evaluation JSON.
    .addColumn('optimized_at', 'bigint')
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('evaluation', 'text')
    // The user's review count when the last fit ran: the automatic trigger counts from here.
    .addColumn('reviews_at_last_fit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('decks')
    .addColumn('desired_retention', t.float, (c) => c.notNull().defaultTo(0.9))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('decks').dropColumn('desired_retention').execute();
  await db.schema.dropTable('memory_models').execute();
}
