import type { Db } from '../db.js';
import type { GameCard } from '../../shared/generators/index.js';
import type { CardKind } from '../../shared/schemas/decks.js';

// Cloze cards' columns (migration 0017, docs/study-modes.md, docs/study-modes.md). A cloze note is the
// set of cards sharing a `cloze_note` key; each holds the note's source so any of them can be
// edited, and its own deletion's text (`cloze_answer`) for the games.

/** What a listed card carries of its cloze note. */
export const CLOZE_CARD_COLUMNS = ['kind', 'cloze_number', 'cloze_text', 'cloze_extra'] as const;
/** What a game reads of a cloze card. */
export const CLOZE_GAME_COLUMNS = ['kind', 'cloze_number', 'cloze_answer'] as const;

interface ClozeCardRow {
  kind: CardKind;
  cloze_number: number | null;
  cloze_text: string | null;
  cloze_extra: string | null;
}

/** The card object's cloze fields (always sent; null for a basic card). */
export function clozeFieldsOf(row: ClozeCardRow) {
  const cloze = row.kind === 'cloze';
  return {
    // An image occlusion card says so (docs/image-occlusion.md); its occlusions are added by the caller.
    kind: cloze ? ('cloze' as const) : row.kind === 'image-occlusion' ? ('image-occlusion' as const) : ('basic' as const),
    clozeNumber: cloze ? row.cloze_number : null,
    clozeText: cloze ? row.cloze_text : null,
    clozeExtra: cloze ? row.cloze_extra : null,
  };
}

/** A game card's cloze fields: only on cloze cards, so basic cards' game data stay as they were. */
export function clozeGameFieldsOf(row: { kind: CardKind; cloze_answer: string | null }): Pick<GameCard, 'kind' | 'clozeAnswer'> {
  if (row.kind === 'image-occlusion') return { kind: 'image-occlusion' };
  return row.kind === 'cloze' ? { kind: 'cloze', clozeAnswer: row.cloze_answer ?? '' } : {};
}

/** The columns a cloze card of a note is written with. */
export interface ClozeColumns {
  kind: 'cloze';
  cloze_number: number;
  cloze_note: string;
  cloze_text: string;
  cloze_extra: string | null;
  cloze_answer: string;
}

/** The cards of one note in a deck, by number (media ids too: a removed card's files may go with it). */
export function noteCards(db: Db, deckId: number, note: string) {
  return db
    .selectFrom('cards')
    .select(['id', 'cloze_number', 'term_image_id', 'definition_image_id', 'term_audio_id', 'definition_audio_id'])
    .where('deck_id', '=', deckId)
    .where('cloze_note', '=', note)
    .orderBy('cloze_number')
    .orderBy('id')
    .execute();
}

/** The cloze side of a card, for the service to find its note. */
export function clozeSideOf(db: Db, cardId: number) {
  return db.selectFrom('cards').select(['kind', 'cloze_note', 'cloze_number']).where('id', '=', cardId).executeTakeFirst();
}

export async function setClozeColumns(db: Db, cardId: number, columns: ClozeColumns & ClozeMediaColumns & { term: string; definition: string }, now: number): Promise<void> {
  await db.updateTable('cards').set({ ...columns, updated_at: now }).where('id', '=', cardId).execute();
}

/** A cloze card edited as a basic card leaves its note and becomes basic (docs/study-modes.md decision). */
export async function detachFromClozeNote(db: Db, cardId: number): Promise<void> {
  await db
    .updateTable('cards')
    .set({ kind: 'basic', cloze_number: null, cloze_note: null, cloze_text: null, cloze_extra: null, cloze_answer: null })
    .where('id', '=', cardId)
    // An image occlusion card edited as term and definition becomes basic too (docs/image-occlusion.md).
    .where('kind', 'in', ['cloze', 'image-occlusion'])
    .execute();
}

/** A cloze card's image and sound per side (docs/anki-history.md), the same on every card of its note. */
export interface ClozeMediaColumns {
  term_image_id: number | null;
  definition_image_id: number | null;
  term_audio_id: number | null;
  definition_audio_id: number | null;
}

/**
 * New cards of a note: FSRS New, due from their creation (docs/learning-engine.md), with the note's media. One
 * INSERT for all of them (a note has at most 500 numbers: 8,500 bound values). Answers their ids in order.
 */
export async function insertClozeCards(db: Db, deckId: number, cards: readonly (ClozeColumns & ClozeMediaColumns & { term: string; definition: string })[], now: number): Promise<number[]> {
  if (cards.length === 0) return [];
  const rows = await db
    .insertInto('cards')
    .values(cards.map((card) => ({ deck_id: deckId, ...card, created_at: now, updated_at: now })))
    .returning('id')
    .execute();
  // One statement assigns ids in VALUES order on both databases (as importedCards.ts relies on).
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
