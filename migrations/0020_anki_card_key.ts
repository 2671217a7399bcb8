import type { Kysely } from 'kysely';

// Issue 30 (docs/anki-templates.md): an Anki note makes one card per template, so a re-import
// can no longer match cards by term alone (a reversed card's term is its note's answer). Each
// imported Anki card keeps where it came from, `{note guid}:{template ordinal}` (for a cloze
// card its deletion number - 1), and an update of the deck matches by it first. Null for cards
// from anywhere else. Read only with the deck's cards, so it needs no index. Portable DDL only.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cards').addColumn('anki_key', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cards').dropColumn('anki_key').execute();
}
