import type { CardFields } from '../../shared/schemas/decks.js';
import type { DraftCloze } from '../domain/import/preview.js';
import type { Db } from '../db.js';
import { unpackSchedule, type CardHistoryDraft } from '../domain/import/ankiHistory.js';
import { saveCardStates } from './cardStates.js';
import { CompiledQuery } from 'kysely';
import { dialectOf } from '../db/dialect.js';

// SQLite allows 32,766 bound values per statement; up to 20 per card (10, 6 cloze columns since
// migration 0017, 2 for the rich sides' HTML since 0016, the Anki key since 0020; the schedule
// went to card_states in 0019) leaves room for 1,500 cards a statement, so 100,000 cards are 67
// multi-row INSERTs inside the caller's transaction.
const CARDS_PER_STATEMENT = 1_500;

/** A card's text and media ids (DESIGN §12; absent or null: none), as the card forms write them. */
export interface ImportedCard extends CardFields {
  /** Kept Anki review history (docs/anki-history.md); absent: a NEW card. */
  history?: CardHistoryDraft;
  /** An Anki cloze card's number, note and source (migration 0017); absent: a basic card. */
  cloze?: DraftCloze;
  /** An Anki card's note guid and template ordinal (migration 0020, docs/anki-templates.md). */
  ankiKey?: string | null;
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
    const parameters: unknown[] = [];
    for (let i = start; i < end; i++) {
      const card = cards[i];
      const cloze = card.cloze;
      parameters.push(
        deckId,
        card.term,
        card.definition,
        card.termHtml ?? null,
        card.definitionHtml ?? null,
        card.termImageId ?? null,
        card.definitionImageId ?? null,
        card.termAudioId ?? null,
        card.definitionAudioId ?? null,
        cloze ? 'cloze' : 'basic',
        cloze ? cloze.number : null,
        cloze ? cloze.note : null,
        cloze ? cloze.text : null,
        cloze ? cloze.extra : null,
        cloze ? cloze.answer : null,
        card.ankiKey ?? null,
        now,
        now,
      );
    }
    // One statement assigns its ids in VALUES order on SQLite and PostgreSQL alike (a sequence
    // may skip values taken by another writer, never reorder), so sorted ids follow the input.
    const { rows } = await db.executeQuery<{ id: number | string }>(CompiledQuery.raw(insertSql(db, end - start), parameters));
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

// The multi-row INSERT's text, made by Kysely once per dialect and row count (every value a
// parameter, in CARD_COLUMNS order): building and compiling 40,000 rows' query nodes per import
// cost as much as SQLite's own work (issue 30).
const CARD_COLUMNS = [
  'deck_id', 'term', 'definition', 'term_html', 'definition_html', 'term_image_id', 'definition_image_id', 'term_audio_id', 'definition_audio_id',
  'kind', 'cloze_number', 'cloze_note', 'cloze_text', 'cloze_extra', 'cloze_answer', 'anki_key', 'created_at', 'updated_at',
] as const;
// Only full statements are kept (one text per dialect); a last, shorter one is compiled each time.
const fullStatement = new Map<string, string>();
function insertSql(db: Db, rows: number): string {
  const key = dialectOf(db);
  const kept = rows === CARDS_PER_STATEMENT ? fullStatement.get(key) : undefined;
  if (kept !== undefined) return kept;
  const row = Object.fromEntries(CARD_COLUMNS.map((column) => [column, null])) as never;
  const compiled = db.insertInto('cards').values(Array.from({ length: rows }, () => row)).returning('id').compile();
  if (compiled.parameters.length !== rows * CARD_COLUMNS.length) throw new Error('insertSql: every value must be a parameter');
  if (rows === CARDS_PER_STATEMENT) fullStatement.set(key, compiled.sql);
  return compiled.sql;
}

/** The deck's cards as a re-import matches them: by Anki key (note guid + template), else by term. */
export function deckCardsByTerm(db: Db, deckId: number) {
  return db.selectFrom('cards').select(['id', 'term', 'definition', 'anki_key']).where('deck_id', '=', deckId).orderBy('id').execute();
}

/** A re-imported Anki card matched by its key: both sides from the file, FSRS state and history kept. */
export async function updateCardText(db: Db, cardId: number, term: string, definition: string, now: number): Promise<void> {
  await db.updateTable('cards').set({ term, definition, updated_at: now }).where('id', '=', cardId).execute();
}

/** A re-imported card's new definition; its FSRS state and history are left as they are. */
export async function updateCardDefinition(db: Db, cardId: number, definition: string, now: number): Promise<void> {
  await db.updateTable('cards').set({ definition, updated_at: now }).where('id', '=', cardId).execute();
}
