import { GAME_MIN_CARDS, GAME_NAMES, type GameType } from '../constants.js';
import type { GameData, GameError } from '../games.js';
import { MSG, needsAtLeast } from '../messages.js';
import { generateCrossword } from './crossword.js';
import { orientCards } from './direction.js';
import { generateFlashcards } from './flashcards.js';
import { addSideLanguages, withLanguages } from './languages.js';
import { generateMatching } from './matching.js';
import { generateMultipleChoice } from './multipleChoice.js';
import { generateSpatialChoice } from './spatialChoice.js';
import type { Rng } from './rng.js';
import type { GameCard, GenerateOptions } from './types.js';

export type { GameCard, GenerateOptions } from './types.js';
export { seededRng } from './rng.js';
export { DEFAULT_STUDY_DIRECTION, orientCards, STUDY_DIRECTION_LABELS, STUDY_DIRECTIONS, type StudyDirection } from './direction.js';

/**
 * The client shows an error field as 'Error: {message}' (SPEC §8), so the crossword's
 * unsuitable-deck text travels without its own 'Error: ' prefix and reads exactly as SPEC §5.
 */
export const CROSSWORD_UNSUITABLE = MSG.crosswordNoData.replace(/^Error: /, '');

/**
 * Game data for one game type (SPEC §3), or `{ error }` when the cards cannot make it.
 * Casual play gets one random round; `all` gives the smart session's master list.
 */
export function generateGame(
  gameType: GameType,
  given: readonly GameCard[],
  opts: GenerateOptions = {},
): GameData | GameError {
  const rng = opts.rng ?? Math.random;
  // Before generation, so every game asks from the chosen side (DESIGN §15); the languages go on
  // first so that they turn with their side (DESIGN §19).
  const cards = orientCards(withLanguages(given, opts.languages), opts.direction ?? 'forward', rng);
  if (cards.length < GAME_MIN_CARDS[gameType]) return { error: needsAtLeast(GAME_MIN_CARDS[gameType]) };
  const data = generateFor(gameType, cards, rng, opts);
  return isGameError(data) ? data : addSideLanguages(gameType, data, cards);
}

function generateFor(gameType: GameType, cards: GameCard[], rng: Rng, opts: GenerateOptions): GameData | GameError {
  const all = opts.all ?? false;
  const title = opts.title ?? GAME_NAMES[gameType];
  switch (gameType) {
    case 'matching':
      return generateMatching(cards, rng, all, title);
    case 'multiple-choice':
      return generateMultipleChoice(cards, rng, all, title);
    case 'spatial-choice':
      return generateSpatialChoice(cards, rng, all, title);
    case 'crossword':
      return generateCrossword(cards, rng, { isMobile: opts.isMobile ?? false, all, title }) ?? { error: CROSSWORD_UNSUITABLE };
    case 'flashcards':
      return generateFlashcards(cards, rng, all, title);
  }
}

export function isGameError(value: GameData | GameError): value is GameError {
  return 'error' in value;
}
