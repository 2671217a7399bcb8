import { randomInt, shuffle, type Rng } from './rng.js';
import { sideKey, textKey, type GameCard } from './types.js';

/**
 * Up to `count` distractor cards for `answer`: other cards of the deck whose `field` text differs
 * from the answer's and from each other (the product spec: no duplicate option texts).
 * Random probing first, because a deck can hold thousands of cards and a question needs three;
 * a full scan only when the probes keep hitting duplicates.
 */
export function pickDistractors(
  cards: readonly GameCard[],
  answer: GameCard,
  field: 'term' | 'definition',
  count: number,
  rng: Rng,
  /** A card that must not be offered (a cloze prompt's own text, `notInPrompt`). */
  refuse: (card: GameCard) => boolean = () => false,
): GameCard[] {
  const usedKeys = new Set([sideKey(answer, field)]);
  const picked: GameCard[] = [];
  const tryCard = (card: GameCard) => {
    const key = sideKey(card, field);
    if (card.id === answer.id || usedKeys.has(key) || refuse(card)) return;
    usedKeys.add(key);
    picked.push(card);
  };
  for (let probe = 0; probe < count * 8 && picked.length < count; probe++) {
    tryCard(cards[randomInt(rng, cards.length)]);
  }
  if (picked.length < count) {
    for (const card of shuffle(cards, rng)) {
      if (picked.length === count) break;
      tryCard(card);
    }
  }
  return picked;
}

/**
 * A cloze prompt shows its note's other deletions as text (docs/study-modes.md): an option whose
 * text is printed in the prompt (a sibling's answer, most often) would be a free pass, so it is
 * never offered. Compared as read (textKey): case and spacing ignored.
 */
export function notInPrompt(prompt: string, field: 'term' | 'definition'): (card: GameCard) => boolean {
  const shown = textKey(prompt);
  return (card) => {
    const text = textKey(card[field].text);
    return text !== '' && shown.includes(text);
  };
}

/** The cards that become questions: a random round of at most `max`, or every card for `all`. */
export function questionCards(cards: readonly GameCard[], rng: Rng, all: boolean, max: number): GameCard[] {
  const shuffled = shuffle(cards, rng);
  return all ? shuffled : shuffled.slice(0, max);
}
