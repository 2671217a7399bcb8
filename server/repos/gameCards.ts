import type { Db } from '../db.js';
import type { GameCard } from '../../shared/generators/index.js';
import { CLOZE_GAME_COLUMNS, clozeGameFieldsOf } from './clozeCards.js';
import { firstImageUrl } from '../domain/richText/cardSide.js';
import { mediaUrlsFor, type MediaUrlOf } from './media.js';

// The card fields the games read (DESIGN §12): text plus each side's image and sound as
// `/api/media/{publicId}` URLs. One mapping for casual play and smart sessions.

// A cloze card's kind and answer (DESIGN §19) travel with the media: every game read needs both.
// With the media ids, each side's sanitized HTML (migration 0016, DESIGN §18): what a side shows
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
  kind: 'basic' | 'cloze';
  cloze_number: number | null;
  cloze_answer: string | null;
}

/**
 * A side's image URL (DESIGN §18): its own image, else the first image its HTML shows, so places
 * that show one picture (thumbnails, older clients) still have one. CardFace does not show it
 * twice: it leaves out an imageUrl the side's HTML already holds.
 */
export function sideImageUrl(imageId: number | null, html: string | null, mediaUrl: MediaUrlOf): string | null {
  return mediaUrl(imageId) ?? firstImageUrl(html);
}

export function toGameCard(row: GameCardRow, mediaUrl: MediaUrlOf): GameCard {
  const card: GameCard = { id: row.id, term: row.term, definition: row.definition, ...clozeGameFieldsOf(row) };
  const termImageUrl = sideImageUrl(row.term_image_id, row.term_html, mediaUrl);
  const definitionImageUrl = sideImageUrl(row.definition_image_id, row.definition_html, mediaUrl);
  if (termImageUrl) card.termImageUrl = termImageUrl;
  if (definitionImageUrl) card.definitionImageUrl = definitionImageUrl;
  if (row.term_audio_id != null) card.termAudioUrl = mediaUrl(row.term_audio_id);
  if (row.definition_audio_id != null) card.definitionAudioUrl = mediaUrl(row.definition_audio_id);
  // Game shapes carry a side's HTML only when it is rich (absent otherwise).
  if (row.term_html) card.termHtml = row.term_html;
  if (row.definition_html) card.definitionHtml = row.definition_html;
  return card;
}

/** Every card of a deck for casual play, in id order. */
export async function deckGameCards(db: Db, deckId: number): Promise<GameCard[]> {
  const rows = await db
    .selectFrom('cards')
    .select(['id', 'term', 'definition', ...GAME_MEDIA_COLUMNS])
    .where('deck_id', '=', deckId)
    .orderBy('id')
    .execute();
  const urls = await mediaUrlsFor(db, rows);
  return rows.map((row) => toGameCard(row, urls));
}
