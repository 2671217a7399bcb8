import { QUESTIONS_PER_ROUND } from '../constants.js';
import type { SpatialChoiceData } from '../games.js';
import { pickDistractors, questionCards } from './choices.js';
import { shuffle, type Rng } from './rng.js';
import type { GameCard } from './types.js';

const OPTIONS_PER_QUESTION = 4;

/** Spatial choice: the definition is the prompt, four terms sit at up/right/down/left. */
export function generateSpatialChoice(
  cards: readonly GameCard[],
  rng: Rng,
  all: boolean,
  title: string,
): SpatialChoiceData {
  const questions = questionCards(cards, rng, all, QUESTIONS_PER_ROUND).map((card) => {
    const distractors = pickDistractors(cards, card, 'term', OPTIONS_PER_QUESTION - 1, rng);
    return {
      promptCardId: card.id,
      promptDefinition: card.definition.text,
      prompt: card.definition,
      correctTermId: card.id,
      options: shuffle([card, ...distractors], rng).map((option) => ({ termId: option.id, ...option.term })),
    };
  });
  return { title, questions };
}
