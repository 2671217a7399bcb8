import type { Kysely } from 'kysely';

// Rich cards (issue 26, docs/rich-cards.md): a side keeps its plain text in `term`/`definition` (what
// search, duplicate checks, the crossword and text fitting read) and may gain its sanitized HTML
// here. Null is a plain side, which every existing card is. Portable DDL; frozen: imports nothing.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cards').addColumn('term_html', 'text').execute();
  await db.schema.alterTable('cards').addColumn('definition_html', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cards').dropColumn('definition_html').execute();
  await db.schema.alterTable('cards').dropColumn('term_html').execute();
}
