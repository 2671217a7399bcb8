import { QUESTIONS_PER_ROUND } from '../constants.js';
import type { TypingData, TypingItem } from '../games.js';
import { questionCards } from './choices.js';
import type { Rng } from './rng.js';
import { cardSide } from '../cardSide.js';
import type { GameCard } from './types.js';

/**
 * Type the Answer (docs/study-modes.md): the term is shown (the cards are already oriented by the study
 * direction), the definition is typed. A cloze card shows its prompt and asks for its hidden
 * text; its filled-in text and Extra come with the result. A card whose answer side has no text
 * (an image-only side) cannot be typed and is left out. A casual round has up to 15 random
 * cards, `all` every card for a smart session. Null when no card can be typed.
 */
export function generateTyping(cards: readonly GameCard[], rng: Rng, all: boolean, title: string): TypingData | null {
  const typeable = cards.filter((card) => answerOf(card).trim() !== '');
  if (typeable.length === 0) return null;
  const items = questionCards(typeable, rng, all, QUESTIONS_PER_ROUND).map((card) => {
    // A rich prompt shows as it was written (docs/rich-cards.md); the typed answer stays plain
    // text. Of the answer side only its sound and language travel: they play with the result.
    const item: TypingItem = {
      id: card.id,
      prompt: card.term,
      answer: answerOf(card),
      answerSide: cardSide(card.definition.text, { audioUrl: card.definition.audioUrl, lang: card.definition.lang }),
    };
    if (card.kind === 'cloze') item.reveal = card.definition.text;
    return item;
  });
  return { title, items };
}

const answerOf = (card: GameCard) => (card.kind === 'cloze' ? (card.clozeAnswer ?? '') : card.definition.text);
