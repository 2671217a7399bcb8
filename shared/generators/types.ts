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
  /**
   * Each side's language (DESIGN §19), from the deck. Named term…/definition… so that reversing a
   * card (direction.ts) swaps them with the text: a reversed card's front speaks the definition's language.
   */
  termLanguage?: string | null;
  definitionLanguage?: string | null;
  /**
   * A cloze card (DESIGN §19): its term is the prompt and its definition the filled-in text;
   * `clozeAnswer` is the hidden text itself, what Type the Answer and the crossword ask for.
   * Absent on basic cards.
   */
  kind?: 'basic' | 'cloze';
  clozeAnswer?: string;
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
  /** The deck's languages (DESIGN §19): every item gets its side's `lang`. Absent or null: none. */
  languages?: { term: string | null; definition: string | null };
}

/** Texts compared the way a learner reads them: trimmed, case and inner spacing ignored. */
export function textKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
