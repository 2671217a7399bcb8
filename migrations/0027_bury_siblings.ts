import type { Kysely } from 'kysely';

// "Bury siblings" (docs/study-sessions.md), a learner's study option of a deck: when on (the
// default, as in Anki), a smart session asks at most one card of a note per day, so a cloze
// note's cards do not come back to back, each showing the others' answers. 1 on, 0 off.
// Portable DDL only (SQLite and PostgreSQL). Frozen: imports nothing of the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deck_learners').addColumn('bury_siblings', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deck_learners').dropColumn('bury_siblings').execute();
}
