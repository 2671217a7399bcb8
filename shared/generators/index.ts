import { GAME_MIN_CARDS, GAME_NAMES, type GameType } from '../constants.js';
import { isOcclusionCard, leavesOutOcclusions, type GameData, type GameError } from '../games.js';
import { MSG, needsAtLeast } from '../messages.js';
import { generateCrossword } from './crossword.js';
import { orientCards } from './direction.js';
import { generateFlashcards } from './flashcards.js';
import { withLanguages } from './languages.js';
import { generateMatching } from './matching.js';
import { generateMultipleChoice } from './multipleChoice.js';
import { generateSpatialChoice } from './spatialChoice.js';
import type { Rng } from './rng.js';
import { generateTyping } from './typing.js';
import { clozeAnswerOf } from '../cloze.js';
import { withText, type GameCard, type GenerateOptions } from './types.js';

export type { GameCard, GenerateOptions } from './types.js';
export { gameCardOfFlat } from './flatCards.js';
export { seededRng } from './rng.js';
export { DEFAULT_STUDY_DIRECTION, orientCards, STUDY_DIRECTION_LABELS, STUDY_DIRECTIONS, type StudyDirection } from './direction.js';

/**
 * The client shows an error field as 'Error: {message}' (docs/product.md: errors), so the crossword's
 * unsuitable-deck text travels without its own 'Error: ' prefix and reads exactly as docs/product.md: validation.
 */
export const CROSSWORD_UNSUITABLE = MSG.crosswordNoData.replace(/^Error: /, '');
/** Type the Answer needs one card with text on the side to type (image-only sides cannot be typed). */
export const TYPING_UNSUITABLE = 'Type the Answer needs at least 1 card with text to type.';

/**
 * A cloze card's hidden text (docs/study-modes.md). The server sends it; a deck kept on the device for
 * offline play has only the note's source, so it is rendered here.
 */
function withClozeAnswer(card: GameCard): GameCard {
  if (card.kind !== 'cloze' || card.clozeAnswer !== undefined) return card;
  return { ...card, clozeAnswer: clozeAnswerOf(card) ?? '' };
}

/**
 * The choice games (matching, multiple and spatial choice) pair a cloze card's prompt with its
 * hidden text: its filled-in text would give the answer away beside the prompt, and every
 * option would be a whole sentence. A deletion of nothing keeps the filled-in text.
 */
function choiceCards(cards: readonly GameCard[]): GameCard[] {
  return cards.map((card) => (card.kind === 'cloze' && card.clozeAnswer?.trim() ? { ...card, definition: withText(card.definition, card.clozeAnswer) } : card));
}

/**
 * The crossword's view of a cloze card: its hidden text is the answer and its prompt the clue,
 * and only when that text is one word (docs/study-modes.md); other cloze cards sit the crossword out.
 */
function crosswordCards(cards: readonly GameCard[]): GameCard[] {
  return cards.flatMap((card) => {
    if (card.kind !== 'cloze') return [card];
    const answer = (card.clozeAnswer ?? '').trim();
    return answer && !/\s/u.test(answer) ? [{ ...card, term: withText(card.term, answer), definition: withText(card.definition, card.term.text) }] : [];
  });
}

/**
 * Game data for one game type (docs/product.md: entities), or `{ error }` when the cards cannot make it.
 * Casual play gets one random round; `all` gives the smart session's master list.
 */
export function generateGame(
  gameType: GameType,
  given: readonly GameCard[],
  opts: GenerateOptions = {},
): GameData | GameError {
  const rng = opts.rng ?? Math.random;
  // Before generation, so every game asks from the chosen side (docs/study-options.md); the
  // languages go on each side first, so that they turn with it and every item that carries the
  // side carries its language (docs/listening.md).
  // An image occlusion card (docs/image-occlusion.md) is asked only where a region can be: the
  // other games leave it out. Its picture is always the question, whatever the direction.
  const playable = leavesOutOcclusions(gameType) ? given.filter((card) => !isOcclusionCard(card)) : given;
  const languaged = withLanguages(playable, opts.languages).map(withClozeAnswer);
  const oriented = orientCards(languaged, opts.direction ?? 'forward', rng);
  const cards = oriented.some(isOcclusionCard) ? oriented.map((card, i) => (isOcclusionCard(languaged[i]) ? languaged[i] : card)) : oriented;
  if (cards.length < GAME_MIN_CARDS[gameType]) return { error: needsAtLeast(GAME_MIN_CARDS[gameType]) };
  return generateFor(gameType, cards, rng, opts);
}

function generateFor(gameType: GameType, cards: GameCard[], rng: Rng, opts: GenerateOptions): GameData | GameError {
  const all = opts.all ?? false;
  const title = opts.title ?? GAME_NAMES[gameType];
  switch (gameType) {
    case 'matching':
      return generateMatching(choiceCards(cards), rng, all, title);
    case 'multiple-choice':
      return generateMultipleChoice(choiceCards(cards), rng, all, title);
    case 'spatial-choice':
      return generateSpatialChoice(choiceCards(cards), rng, all, title);
    case 'crossword':
      return generateCrossword(crosswordCards(cards), rng, { isMobile: opts.isMobile ?? false, all, title }) ?? { error: CROSSWORD_UNSUITABLE };
    case 'flashcards':
      return generateFlashcards(cards, rng, all, title);
    case 'typing':
      return generateTyping(cards, rng, all, title) ?? { error: TYPING_UNSUITABLE };
  }
}

export function isGameError(value: GameData | GameError): value is GameError {
  return 'error' in value;
}
