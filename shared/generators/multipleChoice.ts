import { QUESTIONS_PER_ROUND } from '../constants.js';
import type { MultipleChoiceData } from '../games.js';
import { notInPrompt, pickDistractors, questionCards } from './choices.js';
import { shuffle, type Rng } from './rng.js';
import type { GameCard } from './types.js';

const OPTIONS_PER_QUESTION = 4;

/** Multiple choice: the term asks, four definitions answer; option ids are the cards' ids. */
export function generateMultipleChoice(
  cards: readonly GameCard[],
  rng: Rng,
  all: boolean,
  title: string,
): MultipleChoiceData {
  const questions = questionCards(cards, rng, all, QUESTIONS_PER_ROUND).map((card) => {
    // A cloze card asks for its own deletion: options printed in its prompt are left out.
    const cloze = card.kind === 'cloze';
    const distractors = pickDistractors(cards, card, 'definition', OPTIONS_PER_QUESTION - 1, rng, cloze ? notInPrompt(card.term.text, 'definition') : undefined);
    const options = shuffle([card, ...distractors], rng).map((option) => ({ optionId: option.id, ...option.definition }));
    return {
      id: card.id,
      questionText: card.term.text,
      question: card.term,
      options,
      correctOptionId: card.id,
      ...(cloze ? { kind: 'cloze' as const } : {}),
    };
  });
  return { title, questions };
}
