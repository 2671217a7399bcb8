import type { Db } from '../db.js';

export function listCards(db: Db, deckId: number) {
  return db.selectFrom('cards').select(['id', 'term', 'definition']).where('deck_id', '=', deckId).orderBy('id').execute();
}

/** A card with its deck id, only when the deck belongs to the user. */
export function findOwnedCard(db: Db, userId: number, cardId: number) {
  return db
    .selectFrom('cards')
    .innerJoin('decks', 'decks.id', 'cards.deck_id')
    .select(['cards.id', 'cards.deck_id', 'cards.term', 'cards.definition'])
    .where('cards.id', '=', cardId)
    .where('decks.user_id', '=', userId)
    .executeTakeFirst();
}

/** A new card is FSRS state New and due from its creation (DESIGN §4). */
export async function insertCard(db: Db, card: { deckId: number; term: string; definition: string; now: number }) {
  return db
    .insertInto('cards')
    .values({
      deck_id: card.deckId,
      term: card.term,
      definition: card.definition,
      created_at: card.now,
      updated_at: card.now,
      due: card.now,
    })
    .returning(['id', 'term', 'definition'])
    .executeTakeFirstOrThrow();
}

export function updateCardRow(db: Db, cardId: number, fields: { term: string; definition: string }, now: number) {
  return db
    .updateTable('cards')
    .set({ ...fields, updated_at: now })
    .where('id', '=', cardId)
    .returning(['id', 'term', 'definition'])
    .executeTakeFirstOrThrow();
}

export function deleteCardRow(db: Db, cardId: number) {
  return db.deleteFrom('cards').where('id', '=', cardId).execute();
}
