import { QUESTIONS_PER_ROUND } from '../constants.js';
import type { FlashcardItem, FlashcardsData } from '../games.js';
import { questionCards } from './choices.js';
import type { Rng } from './rng.js';
import type { GameCard } from './types.js';

/**
 * A card as the flashcards generator may receive it: media URLs are optional so the generator
 * works before and after cards carry images (DESIGN §12), and offline packs without them.
 */
type FlashcardSource = GameCard & { termImageUrl?: string | null; definitionImageUrl?: string | null; termAudioUrl?: string | null; definitionAudioUrl?: string | null };

/**
 * Flip-card review (DESIGN §15): the term is shown, the definition revealed. A casual round has
 * up to 15 random cards like the question games; `all` gives every card for a smart session.
 * Any text is fine (no distractors needed), so one card makes a game.
 */
export function generateFlashcards(cards: readonly FlashcardSource[], rng: Rng, all: boolean, title: string): FlashcardsData {
  return {
    title,
    cards: (questionCards(cards, rng, all, QUESTIONS_PER_ROUND) as FlashcardSource[]).map((card) => {
      const item: FlashcardItem = { id: card.id, front: card.term, back: card.definition };
      if (card.termImageUrl) item.frontImageUrl = card.termImageUrl;
      if (card.definitionImageUrl) item.backImageUrl = card.definitionImageUrl;
      if (card.termAudioUrl) item.frontAudioUrl = card.termAudioUrl;
      if (card.definitionAudioUrl) item.backAudioUrl = card.definitionAudioUrl;
      if (card.termHtml) item.frontHtml = card.termHtml;
      if (card.definitionHtml) item.backHtml = card.definitionHtml;
      return item;
    }),
  };
}
