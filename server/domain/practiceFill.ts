// Practice fill (docs/study-sessions.md): on a light day a smart session may have fewer cards to
// schedule than a board needs (matching and the choice games 4, the crossword 6). The deck's
// other cards then fill the board as practice: they are distractors (multiple and spatial choice)
// or extra pairs and words (matching, crossword), and their answers schedule nothing. Pure.
import { GAME_MIN_CARDS, type GameType } from '../../shared/constants.js';
import { shuffle, type Rng } from '../../shared/generators/rng.js';

/** The games whose board needs more than one card: the only ones a practice fill helps. */
export const FILLED_GAMES: ReadonlySet<GameType> = new Set(['matching', 'multiple-choice', 'spatial-choice', 'crossword']);

/** The choice games ask only the scheduled cards: practice cards are options, never questions. */
export const OPTIONS_ONLY: ReadonlySet<GameType> = new Set(['multiple-choice', 'spatial-choice']);

/** Distractors drawn for the choice games: enough for varied options, never a whole deck. */
const CHOICE_POOL = 9;
/** A crossword's spare candidates beyond its minimum: some words do not cross. */
const CROSSWORD_SPARE = 4;

/**
 * How many of the deck's other cards a session of `gameType` with `scheduled` cards takes as
 * practice: none when the scheduled cards already fill the board (or there are none), else what
 * the board needs, at most what the deck has.
 */
export function practiceCount(gameType: GameType, scheduled: number, others: number): number {
  const min = GAME_MIN_CARDS[gameType];
  if (!FILLED_GAMES.has(gameType) || scheduled === 0 || scheduled >= min) return 0;
  const wanted = OPTIONS_ONLY.has(gameType) ? Math.max(min - scheduled, CHOICE_POOL) : gameType === 'crossword' ? min - scheduled + CROSSWORD_SPARE : min - scheduled;
  return Math.min(wanted, others);
}

/** A random sample of `count` ids of the other cards (the deck's cards not scheduled). */
export function pickPractice(otherIds: readonly number[], count: number, rng: Rng): number[] {
  return shuffle(otherIds, rng).slice(0, count);
}
