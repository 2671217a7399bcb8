import type { CardFields } from '../../shared/schemas/decks.js';
import type { Db } from '../db.js';
import { unpackSchedule, type CardHistoryDraft } from '../domain/import/ankiHistory.js';
import { saveCardStates } from './cardStates.js';

// SQLite allows 32,766 bound values per statement; 10 per card leaves room for 1,500 cards a
// statement, so 100,000 cards are 67 multi-row INSERTs inside the caller's transaction.
const CARDS_PER_STATEMENT = 1_500;

/** A card's text and media ids (DESIGN §12; absent or null: none), as the card forms write them. */
export interface ImportedCard extends CardFields {
  /** Kept Anki review history (docs/anki-history.md); absent: a NEW card. */
  history?: CardHistoryDraft;
}

/**
 * Inserts the cards (the caller opens the transaction) and answers their ids in input order.
 * A card without kept history is NEW in FSRS's default state, due now; one with Anki history
 * (docs/anki-history.md) takes its replayed state.
 */
export async function insertCardsBatch(db: Db, deckId: number, cards: readonly ImportedCard[], now: number): Promise<number[]> {
  const ids: number[] = [];
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
      });
    }
    // One statement assigns its ids in VALUES order on SQLite and PostgreSQL alike (a sequence
    // may skip values taken by another writer, never reorder), so sorted ids follow the input.
    const rows = await db.insertInto('cards').values(values).returning('id').execute();
    ids.push(...rows.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  // Kept Anki schedules are the importing learner's progress (migration 0019: card_states; a NEW
  // card needs no row). The deck is the importer's own.
  const states = cards.flatMap((card, index) => (card.history?.s ? [{ cardId: ids[index], deckId, schedule: unpackSchedule(card.history.s) }] : []));
  if (states.length) {
    const { user_id: userId } = await db.selectFrom('decks').select('user_id').where('id', '=', deckId).executeTakeFirstOrThrow();
    await saveCardStates(db, userId, states);
  }
  return ids;
}

/** The deck's cards as a re-import matches them: by term. */
export function deckCardsByTerm(db: Db, deckId: number) {
  return db.selectFrom('cards').select(['id', 'term', 'definition']).where('deck_id', '=', deckId).orderBy('id').execute();
}

/** A re-imported card's new definition; its FSRS state and history are left as they are. */
export async function updateCardDefinition(db: Db, cardId: number, definition: string, now: number): Promise<void> {
  await db.updateTable('cards').set({ definition, updated_at: now }).where('id', '=', cardId).execute();
}
