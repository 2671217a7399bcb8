import type { Db } from '../db.js';

// SQLite allows 32,766 bound values per statement; 10 per card leaves room for 3,000 cards a
// statement, so 100,000 cards are 34 multi-row INSERTs inside the caller's transaction.
const CARDS_PER_STATEMENT = 3_000;

export interface ImportedCard {
  term: string;
  definition: string;
  /** Media ids (DESIGN §12); absent or null: none. */
  termImageId?: number | null;
  definitionImageId?: number | null;
  termAudioId?: number | null;
  definitionAudioId?: number | null;
}

/** New cards in FSRS's default state (state 0, due now); the caller opens the transaction. */
export async function insertCardsBatch(db: Db, deckId: number, cards: ImportedCard[], now: number): Promise<void> {
  for (let start = 0; start < cards.length; start += CARDS_PER_STATEMENT) {
    const end = Math.min(cards.length, start + CARDS_PER_STATEMENT);
    const values = [];
    for (let i = start; i < end; i++) {
      const card = cards[i];
      values.push({
        deck_id: deckId,
        term: card.term,
        definition: card.definition,
        term_image_id: card.termImageId ?? null,
        definition_image_id: card.definitionImageId ?? null,
        term_audio_id: card.termAudioId ?? null,
        definition_audio_id: card.definitionAudioId ?? null,
        created_at: now,
        updated_at: now,
        due: now,
      });
    }
    await db.insertInto('cards').values(values).execute();
  }
}
