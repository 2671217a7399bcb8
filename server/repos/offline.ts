import type { Db } from '../db.js';
import { deckCardsForSelection } from './reviews.js';

/** Every card of a deck with what an offline pack carries: text, the learner's FSRS due/state and media ids. */
export function deckCardsForPack(db: Db, userId: number, deckId: number) {
  return deckCardsForSelection(db, userId, deckId);
}
