import type { Db } from '../db.js';
import { GAME_MEDIA_COLUMNS } from './gameCards.js';

/** Every card of a deck with what an offline pack carries: text, FSRS due/state and media ids. */
export function deckCardsForPack(db: Db, deckId: number) {
  return db
    .selectFrom('cards')
    .select(['id', 'term', 'definition', 'due', 'state', ...GAME_MEDIA_COLUMNS])
    .where('deck_id', '=', deckId)
    .execute();
}
