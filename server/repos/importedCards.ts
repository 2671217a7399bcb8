import type { Db } from '../db.js';

// SQLite allows 32,766 bound values per statement; 6 per card leaves room for 5,000 cards a
// statement, so 100,000 cards are 20 multi-row INSERTs inside the caller's transaction.
const CARDS_PER_STATEMENT = 5_000;

/** New cards in FSRS's default state (state 0, due now); the caller opens the transaction. */
export async function insertCardsBatch(
  db: Db,
  deckId: number,
  cards: { term: string; definition: string }[],
  now: number,
): Promise<void> {
  for (let start = 0; start < cards.length; start += CARDS_PER_STATEMENT) {
    const end = Math.min(cards.length, start + CARDS_PER_STATEMENT);
    const values = [];
    for (let i = start; i < end; i++) {
      values.push({ deck_id: deckId, term: cards[i].term, definition: cards[i].definition, created_at: now, updated_at: now, due: now });
    }
    await db.insertInto('cards').values(values).execute();
  }
}

/** The deck's cards as a re-import matches them: by term. */
export function deckCardsByTerm(db: Db, deckId: number) {
  return db.selectFrom('cards').select(['id', 'term', 'definition']).where('deck_id', '=', deckId).orderBy('id').execute();
}

/** A re-imported card's new definition; its FSRS state and history are left as they are. */
export async function updateCardDefinition(db: Db, cardId: number, definition: string, now: number): Promise<void> {
  await db.updateTable('cards').set({ definition, updated_at: now }).where('id', '=', cardId).execute();
}
