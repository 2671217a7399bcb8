import type { Db } from '../db.js';

/** Every card of a deck with what an offline pack carries: text, FSRS due/state and media ids. */
export function deckCardsForPack(db: Db, deckId: number) {
  return db
    .selectFrom('cards')
    .select(['id', 'term', 'definition', 'due', 'state', 'term_image_id', 'definition_image_id', 'term_audio_id', 'definition_audio_id'])
    .where('deck_id', '=', deckId)
    .execute();
}
