import type { CardFields } from '../../shared/schemas/decks.js';
import type { DraftCloze } from '../domain/import/preview.js';
import type { Db } from '../db.js';
import { unpackSchedule, type CardHistoryDraft } from '../domain/import/ankiHistory.js';
import { CompiledQuery } from 'kysely';
import { dialectOf } from '../db/dialect.js';
import { saveCardStates } from './cardStates.js';

// SQLite allows 32,766 bound values per statement; up to 20 per card (CARD_COLUMNS: the note and ordinal since 0022, 6 cloze
// columns since migration 0017, 2 for the rich sides' HTML since 0016, the Anki key since 0020;
// the schedule went to card_states in 0019) leaves room for 1,500 cards a statement, so 100,000
// cards are 67 multi-row INSERTs inside the caller's transaction.
const CARDS_PER_STATEMENT = 1_500;

/** A card's text and media ids (docs/anki-history.md; absent or null: none), as the card forms write them. */
export interface ImportedCard extends CardFields {
  /** Kept Anki review history (docs/anki-history.md); absent: a NEW card. */
  history?: CardHistoryDraft;
  /** An Anki cloze card's number, note and source (migration 0017); absent: a basic card. */
  cloze?: DraftCloze;
  /** A card of an Anki Image Occlusion note (docs/image-occlusion.md). */
  occlusion?: true;
  /** An Anki card's note guid and template ordinal (migration 0020, docs/anki-templates.md). */
  ankiKey?: string | null;
  /** An Anki card's note (docs/anki-templates.md) and the Anki card's ordinal; absent: attachNotes gives one. */
  noteId?: number;
  ord?: number;
}

/**
 * Inserts the cards (the caller opens the transaction) and answers their ids in input order.
 * A card without kept history is NEW in FSRS's default state, due now; one with Anki history
 * (docs/anki-history.md) takes its replayed state.
 */
export async function insertCardsBatch(db: Db, deckId: number, cards: readonly ImportedCard[], now: number): Promise<number[]> {
  const ids: number[] = [];
  if (cards.length === 0) return ids;
  // Only the columns some card of the batch fills are written (the others keep their defaults:
  // null, kind 'basic'): a plain card binds 5 values instead of 18.
  const columns = CARD_COLUMNS.filter((column) => column.always || cards.some((card) => (column.filled ? column.filled(card) : column.value(card, deckId, now) !== null)));
  // Statements of equal size (a confirm's chunk of 2,000 is two of 1,000), so one text serves them.
  const perStatement = Math.ceil(cards.length / Math.ceil(cards.length / CARDS_PER_STATEMENT));
  for (let start = 0; start < cards.length; start += perStatement) {
    const end = Math.min(cards.length, start + perStatement);
    const parameters: unknown[] = [];
    for (let i = start; i < end; i++) for (const column of columns) parameters.push(column.value(cards[i], deckId, now));
    // One statement assigns its ids in VALUES order on SQLite and PostgreSQL alike (a sequence
    // may skip values taken by another writer, never reorder), so sorted ids follow the input.
    const { rows } = await db.executeQuery<{ id: number | string }>(CompiledQuery.raw(insertSql(db, columns, end - start), parameters));
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

interface CardColumn {
  name: string;
  /** Written for every card; the others only when a card of the batch fills them. */
  always?: true;
  value(card: ImportedCard, deckId: number, now: number): unknown;
  /** Whether the card fills the column (default: its value is not null). */
  filled?(card: ImportedCard): boolean;
}

const CARD_COLUMNS: readonly CardColumn[] = [
  { name: 'deck_id', always: true, value: (_card, deckId) => deckId },
  { name: 'term', always: true, value: (card) => card.term },
  { name: 'definition', always: true, value: (card) => card.definition },
  { name: 'created_at', always: true, value: (_card, _deckId, now) => now },
  { name: 'updated_at', always: true, value: (_card, _deckId, now) => now },
  { name: 'term_html', value: (card) => card.termHtml ?? null },
  { name: 'definition_html', value: (card) => card.definitionHtml ?? null },
  { name: 'term_image_id', value: (card) => card.termImageId ?? null },
  { name: 'definition_image_id', value: (card) => card.definitionImageId ?? null },
  { name: 'term_audio_id', value: (card) => card.termAudioId ?? null },
  { name: 'definition_audio_id', value: (card) => card.definitionAudioId ?? null },
  { name: 'note_id', value: (card) => card.noteId ?? null },
  // 0, the column's default, need not be written: a batch of Basic notes' cards binds none.
  { name: 'ord', value: (card) => card.ord ?? 0, filled: (card) => !!card.ord },
  // A batch with a cloze card writes every card's kind ('basic' is the column's default).
  { name: 'kind', value: (card) => (card.cloze ? 'cloze' : card.occlusion ? 'image-occlusion' : 'basic'), filled: (card) => card.cloze != null || card.occlusion === true },
  { name: 'cloze_number', value: (card) => card.cloze?.number ?? null },
  { name: 'cloze_note', value: (card) => card.cloze?.note ?? null },
  { name: 'cloze_text', value: (card) => card.cloze?.text ?? null },
  { name: 'cloze_extra', value: (card) => card.cloze?.extra ?? null },
  { name: 'cloze_answer', value: (card) => card.cloze?.answer ?? null },
  { name: 'anki_key', value: (card) => card.ankiKey ?? null },
];

// The multi-row INSERT's text, made by Kysely once per dialect, column set and row count (every
// value a parameter, in `columns` order) and kept: building and compiling 40,000 rows' query
// nodes per import cost as much as SQLite's own work (issue 30). A few texts are kept (a confirm
// uses one or two); past that the cache starts again.
const statementTexts = new Map<string, string>();
const STATEMENT_TEXTS_KEPT = 8;
function insertSql(db: Db, columns: readonly CardColumn[], rows: number): string {
  const key = `${dialectOf(db)}:${columns.map((column) => column.name).join(',')}:${rows}`;
  const kept = statementTexts.get(key);
  if (kept !== undefined) return kept;
  const row = Object.fromEntries(columns.map((column) => [column.name, null])) as never;
  const compiled = db.insertInto('cards').values(Array.from({ length: rows }, () => row)).returning('id').compile();
  if (compiled.parameters.length !== rows * columns.length) throw new Error('insertSql: every value must be a parameter');
  if (statementTexts.size >= STATEMENT_TEXTS_KEPT) statementTexts.clear();
  statementTexts.set(key, compiled.sql);
  return compiled.sql;
}

/** The deck's cards as a re-import matches them: by Anki key (note guid + template), else by term. */
export function deckCardsByTerm(db: Db, deckId: number) {
  return db.selectFrom('cards').select(['id', 'term', 'definition', 'anki_key', 'note_id']).where('deck_id', '=', deckId).orderBy('id').execute();
}

/** A re-imported Anki card matched by its key: both sides from the file, FSRS state and history kept. */
export async function updateCardText(db: Db, cardId: number, term: string, definition: string, now: number): Promise<void> {
  await db.updateTable('cards').set({ term, definition, updated_at: now }).where('id', '=', cardId).execute();
}

/** A re-imported Anki card whose note the package has newer (docs/anki-templates.md): both sides, text and HTML. */
export async function updateCardSides(db: Db, cardId: number, sides: { term: string; definition: string; termHtml: string | null; definitionHtml: string | null }, now: number): Promise<void> {
  await db.updateTable('cards').set({ term: sides.term, definition: sides.definition, term_html: sides.termHtml, definition_html: sides.definitionHtml, updated_at: now }).where('id', '=', cardId).execute();
}

/** A re-imported card's new definition; its FSRS state and history are left as they are. */
export async function updateCardDefinition(db: Db, cardId: number, definition: string, now: number): Promise<void> {
  await db.updateTable('cards').set({ definition, updated_at: now }).where('id', '=', cardId).execute();
}
