import type { Kysely } from 'kysely';

// 'Study 10 more new cards today' (issue 29.2): a raise of one deck's new-card limit that holds
// for one local day only. The day is the user's local day ('YYYY-MM-DD') when it was given; on
// any other day the raise is ignored (and replaced by the next one). Portable DDL only.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('decks').addColumn('extra_new_cards', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('decks').addColumn('extra_new_cards_day', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('decks').dropColumn('extra_new_cards_day').execute();
  await db.schema.alterTable('decks').dropColumn('extra_new_cards').execute();
}
