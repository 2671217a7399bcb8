import { randomInt, shuffle, type Rng } from './rng.js';
import { sideKey, type GameCard } from './types.js';

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
): GameCard[] {
  const usedKeys = new Set([sideKey(answer, field)]);
  const picked: GameCard[] = [];
  const tryCard = (card: GameCard) => {
    const key = sideKey(card, field);
    if (card.id === answer.id || usedKeys.has(key)) return;
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

/** The cards that become questions: a random round of at most `max`, or every card for `all`. */
export function questionCards(cards: readonly GameCard[], rng: Rng, all: boolean, max: number): GameCard[] {
  const shuffled = shuffle(cards, rng);
  return all ? shuffled : shuffled.slice(0, max);
}
