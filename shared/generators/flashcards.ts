import { QUESTIONS_PER_ROUND } from '../constants.js';
import type { FlashcardItem, FlashcardsData } from '../games.js';
import { questionCards } from './choices.js';
import type { Rng } from './rng.js';
import type { GameCard } from './types.js';

/**
 * Flip-card review (docs/study-options.md): the term is shown, the definition revealed. A casual round has
 * up to 15 random cards like the question games; `all` gives every card for a smart session.
 * Any text is fine (no distractors needed), so one card makes a game.
 */
export function generateFlashcards(cards: readonly GameCard[], rng: Rng, all: boolean, title: string): FlashcardsData {
  return {
    title,
    cards: questionCards(cards, rng, all, QUESTIONS_PER_ROUND).map((card): FlashcardItem => ({ id: card.id, front: card.term, back: card.definition })),
  };
}
