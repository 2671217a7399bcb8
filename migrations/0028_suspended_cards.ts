import type { Kysely } from 'kysely';

// Suspended cards (docs/browse.md): the owner sets a card aside from the card browser; it stays in
// the deck's list, marked, but no session or game asks it. 1 suspended, 0 not.
// Portable DDL only (SQLite and PostgreSQL). Frozen: imports nothing of the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cards').addColumn('suspended', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cards').dropColumn('suspended').execute();
}
