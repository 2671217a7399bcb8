import type { Db } from '../db.js';
import type { GameCard } from '../../shared/generators/index.js';
import { CLOZE_GAME_COLUMNS, clozeGameFieldsOf } from './clozeCards.js';
import { mediaUrlsFor, type MediaUrlOf } from './media.js';

// The card fields the games read (DESIGN §12): text plus each side's image and sound as
// `/api/media/{publicId}` URLs. One mapping for casual play and smart sessions.

// A cloze card's kind and answer (DESIGN §19) travel with the media: every game read needs both.
export const GAME_MEDIA_COLUMNS = ['term_image_id', 'definition_image_id', 'term_audio_id', 'definition_audio_id', ...CLOZE_GAME_COLUMNS] as const;

export interface GameCardRow {
  id: number;
  term: string;
  definition: string;
  term_image_id: number | null;
  definition_image_id: number | null;
  term_audio_id: number | null;
  definition_audio_id: number | null;
  kind: 'basic' | 'cloze';
  cloze_number: number | null;
  cloze_answer: string | null;
}

export function toGameCard(row: GameCardRow, mediaUrl: MediaUrlOf): GameCard {
  const card: GameCard = { id: row.id, term: row.term, definition: row.definition, ...clozeGameFieldsOf(row) };
  if (row.term_image_id != null) card.termImageUrl = mediaUrl(row.term_image_id);
  if (row.definition_image_id != null) card.definitionImageUrl = mediaUrl(row.definition_image_id);
  if (row.term_audio_id != null) card.termAudioUrl = mediaUrl(row.term_audio_id);
  if (row.definition_audio_id != null) card.definitionAudioUrl = mediaUrl(row.definition_audio_id);
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
