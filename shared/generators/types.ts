import type { StudyDirection } from './direction.js';
import type { Rng } from './rng.js';

/** The card fields a generator needs; ids are card ids and come back in every answer. */
export interface GameCard {
  id: number;
  term: string;
  definition: string;
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
