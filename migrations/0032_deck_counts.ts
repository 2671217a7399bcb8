import type { Kysely } from 'kysely';

// My Decks' counts (docs/notes.md, developer section): a deck's cards created after a given time
// from one index range, so the cards still NEW for a learner are counted by subtraction rather than
// by probing card_states for every card (server/repos/decks.ts).
// Portable DDL only (SQLite and PostgreSQL). Frozen: imports nothing of the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('cards_deck_created').on('cards').columns(['deck_id', 'created_at']).execute();
  // The suspended cards of a deck (few) without reading its others.
  await db.schema.createIndex('cards_deck_suspended').on('cards').columns(['deck_id', 'suspended']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cards_deck_suspended').execute();
  await db.schema.dropIndex('cards_deck_created').execute();
}
