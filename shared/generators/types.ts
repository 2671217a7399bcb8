import type { StudyDirection } from './direction.js';
import type { CardSide } from '../cardSide.js';
import type { Rng } from './rng.js';

/**
 * The card a generator takes (ids are card ids and come back in every answer): its two sides
 * (shared/cardSide.ts), built once by the repository from the card's row (or from a listed or
 * packed card with `sidesOfFlat`). Reversing a card (direction.ts) swaps the two side objects,
 * so a side's picture, sound, HTML and language always travel with its text.
 */
export interface GameCard {
  id: number;
  term: CardSide;
  definition: CardSide;
  /**
   * A cloze card (docs/study-modes.md): its term is the prompt and its definition the filled-in text;
   * `clozeAnswer` is the hidden text itself, what Type the Answer and the crossword ask for.
   * Absent on basic cards. A card listed on the device may carry its note's source instead
   * (`clozeText`, `clozeNumber`), from which the answer is rendered.
   */
  kind?: 'basic' | 'cloze' | 'image-occlusion';
  clozeAnswer?: string;
  clozeText?: string | null;
  clozeNumber?: number | null;
}

export type Side = 'term' | 'definition';

/**
 * What makes two sides look the same to a learner: the text as read, plus the picture. Two
 * image-only sides differ by their image, so they can both be options.
 */
export function sideKey(card: GameCard, side: Side): string {
  const { text, imageUrl } = card[side];
  const key = textKey(text);
  return imageUrl ? `${key}\u0000${imageUrl}` : key;
}

/** The side with another text, everything else (picture, sound, HTML, language) kept. */
export const withText = (side: CardSide, text: string): CardSide => ({ ...side, text });

export interface GenerateOptions {
  rng?: Rng;
  /** Crossword only: keep the grid within 12 columns (docs/games.md). */
  isMobile?: boolean;
  /** Master list for a smart session: every given card instead of one random round. */
  all?: boolean;
  /** Shown in the game header; defaults to the game's name. */
  title?: string;
  /** Which side the game asks from (docs/study-options.md); forward when absent. */
  direction?: StudyDirection;
  /** The deck's languages (docs/study-modes.md): every item gets its side's `lang`. Absent or null: none. */
  languages?: { term: string | null; definition: string | null };
}

/** Texts compared the way a learner reads them: trimmed, case and inner spacing ignored. */
export function textKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
