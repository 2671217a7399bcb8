import type { Kysely } from 'kysely';

// Workload options per learner and deck (docs/workload.md): load balancing (on by default, as in
// Anki) and Easy Days, seven letters Sunday first: 'n' normal, 'r' reduced, 'm' minimum (checked
// by zod, not the database). Portable DDL only (SQLite and PostgreSQL).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('deck_learners')
    .addColumn('load_balancing', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('deck_learners')
    .addColumn('easy_days', 'text', (c) => c.notNull().defaultTo('nnnnnnn'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deck_learners').dropColumn('easy_days').execute();
  await db.schema.alterTable('deck_learners').dropColumn('load_balancing').execute();
}
