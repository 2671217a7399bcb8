import type { StudyDirection } from './direction.js';
import type { SideMedia } from '../games.js';
import type { Rng } from './rng.js';

/** The card fields a generator needs; ids are card ids and come back in every answer. */
export interface GameCard {
  id: number;
  term: string;
  definition: string;
  /** `/api/media/{id}` or absent/null (DESIGN §12). */
  termImageUrl?: string | null;
  definitionImageUrl?: string | null;
  termAudioUrl?: string | null;
  definitionAudioUrl?: string | null;
  /** A side's sanitized HTML (DESIGN §18), absent/null for a plain side; `term`/`definition` stay its plain text. */
  termHtml?: string | null;
  definitionHtml?: string | null;
}

export type Side = 'term' | 'definition';

/** A side's media (and rich HTML) as game items carry them: only the keys that have a value. */
export function sideMedia(card: GameCard, side: Side): SideMedia {
  const imageUrl = side === 'term' ? card.termImageUrl : card.definitionImageUrl;
  const audioUrl = side === 'term' ? card.termAudioUrl : card.definitionAudioUrl;
  const html = side === 'term' ? card.termHtml : card.definitionHtml;
  const media: SideMedia = {};
  if (imageUrl) media.imageUrl = imageUrl;
  if (audioUrl) media.audioUrl = audioUrl;
  if (html) media.html = html;
  return media;
}

/**
 * What makes two sides look the same to a learner: the text as read, plus the picture. Two
 * image-only sides differ by their image, so they can both be options.
 */
export function sideKey(card: GameCard, side: Side): string {
  const imageUrl = side === 'term' ? card.termImageUrl : card.definitionImageUrl;
  const key = textKey(card[side]);
  return imageUrl ? `${key}\u0000${imageUrl}` : key;
}

export interface GenerateOptions {
  rng?: Rng;
  /** Crossword only: keep the grid within 12 columns (DESIGN §7). */
  isMobile?: boolean;
  /** Master list for a smart session: every given card instead of one random round. */
  all?: boolean;
  /** Shown in the game header; defaults to the game's name. */
  title?: string;
  /** Which side the game asks from (DESIGN §15); forward when absent. */
  direction?: StudyDirection;
}

/** Texts compared the way a learner reads them: trimmed, case and inner spacing ignored. */
export function textKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
