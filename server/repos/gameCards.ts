import type { Db } from '../db.js';
import type { GameCard } from '../../shared/generators/index.js';
import type { CardKind } from '../../shared/schemas/decks.js';
import { CLOZE_GAME_COLUMNS, clozeGameFieldsOf } from './clozeCards.js';
import { firstImageUrl } from '../domain/richText/cardSide.js';
import { mediaUrlsFor, type MediaUrlOf } from './media.js';
import { cardSide, type CardSides } from '../../shared/cardSide.js';

// The card fields the games read (docs/anki-history.md): text plus each side's image and sound as
// `/api/media/{publicId}` URLs. One mapping for casual play and smart sessions.

// A cloze card's kind and answer (docs/study-modes.md) travel with the media: every game read needs both.
// With the media ids, each side's sanitized HTML (migration 0016, docs/rich-cards.md): what a side shows
// besides its plain text travels in the same select everywhere (cards, games, sessions, packs).
export const GAME_MEDIA_COLUMNS = ['term_image_id', 'definition_image_id', 'term_audio_id', 'definition_audio_id', 'term_html', 'definition_html', ...CLOZE_GAME_COLUMNS] as const;

export interface GameCardRow {
  id: number;
  term: string;
  definition: string;
  term_image_id: number | null;
  definition_image_id: number | null;
  term_audio_id: number | null;
  definition_audio_id: number | null;
  term_html: string | null;
  definition_html: string | null;
  kind: CardKind;
  cloze_number: number | null;
  cloze_answer: string | null;
}

/**
 * A side's image URL (docs/rich-cards.md): its own image, else the first image its HTML shows, so places
 * that show one picture (thumbnails, older clients) still have one. CardFace does not show it
 * twice: it leaves out an imageUrl the side's HTML already holds.
 */
export function sideImageUrl(imageId: number | null, html: string | null, mediaUrl: MediaUrlOf): string | null {
  return mediaUrl(imageId) ?? firstImageUrl(html);
}

/** The columns a card's two sides are read from. */
export type CardSideRow = Pick<GameCardRow, 'term' | 'definition' | 'term_html' | 'definition_html' | 'term_image_id' | 'definition_image_id' | 'term_audio_id' | 'definition_audio_id'>;

/**
 * A card's two sides from its row (shared/cardSide.ts): the one place a row's media ids become
 * URLs and its HTML joins its text. Listed cards, game cards and offline packs all start here.
 */
export function cardSidesOfRow(row: CardSideRow, mediaUrl: MediaUrlOf, noteTypeId?: number | null): CardSides {
  return {
    term: cardSide(row.term, { html: row.term_html, imageUrl: sideImageUrl(row.term_image_id, row.term_html, mediaUrl), audioUrl: mediaUrl(row.term_audio_id), noteTypeId }),
    definition: cardSide(row.definition, {
      html: row.definition_html,
      imageUrl: sideImageUrl(row.definition_image_id, row.definition_html, mediaUrl),
      audioUrl: mediaUrl(row.definition_audio_id),
      noteTypeId,
    }),
  };
}

export function toGameCard(row: GameCardRow, mediaUrl: MediaUrlOf, noteTypeId?: number | null): GameCard {
  return { id: row.id, ...cardSidesOfRow(row, mediaUrl, noteTypeId), ...clozeGameFieldsOf(row) };
}

/**
 * Every card of a deck for casual play, in id order. A card whose note type is in `cssTypes` (the
 * types with CSS, docs/notes.md) carries its type id on both sides, for the face's scope class.
 */
export async function deckGameCards(db: Db, deckId: number, cssTypes: ReadonlySet<number> = new Set()): Promise<GameCard[]> {
  const rows = await db
    .selectFrom('cards')
    .leftJoin('notes', 'notes.id', 'cards.note_id')
    .select(['cards.id', 'cards.term', 'cards.definition', ...GAME_MEDIA_COLUMNS.map((c) => `cards.${c}` as const)])
    .select('notes.note_type_id')
    .where('cards.deck_id', '=', deckId)
    // A suspended card is never asked (docs/browse.md).
    .where('cards.suspended', '=', 0)
    .orderBy('cards.id')
    .execute();
  const urls = await mediaUrlsFor(db, rows);
  return rows.map((row) => toGameCard(row, urls, row.note_type_id !== null && cssTypes.has(row.note_type_id) ? row.note_type_id : null));
}
