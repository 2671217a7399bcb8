import type { Kysely } from 'kysely';

// Listening (issue 27, docs/study-modes.md): the language each side of a deck's cards is written in, as a
// canonical BCP 47 tag ('ko-KR', 'en'), so the browser's speechSynthesis can pick a voice for it.
// Null = no language: the side gets no Listen button. The app validates and canonicalises tags
// (shared/languageTag.ts); the columns only store them. Portable DDL (SQLite and PostgreSQL).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('decks').addColumn('term_language', 'text').execute();
  await db.schema.alterTable('decks').addColumn('definition_language', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('decks').dropColumn('definition_language').execute();
  await db.schema.alterTable('decks').dropColumn('term_language').execute();
}
