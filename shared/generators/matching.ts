import { MATCHING_MAX_PAIRS } from '../constants.js';
import type { MatchingData } from '../games.js';
import { shuffle, type Rng } from './rng.js';
import { sideKey, type GameCard } from './types.js';

/**
 * Matching: term/definition pairs, terms and definitions in independent orders.
 * A casual round holds at most 6 pairs and skips cards whose term or definition repeats one
 * already in the round (two equal definitions would make a correct drop look wrong).
 * `all` keeps every card: the smart session splits the list into rounds itself.
 */
export function generateMatching(cards: readonly GameCard[], rng: Rng, all: boolean, title: string): MatchingData {
  const picked: GameCard[] = [];
  if (all) {
    picked.push(...shuffle(cards, rng));
  } else {
    const seenTerms = new Set<string>();
    const seenDefinitions = new Set<string>();
    for (const card of shuffle(cards, rng)) {
      if (picked.length === MATCHING_MAX_PAIRS) break;
      const termKey = sideKey(card, 'term');
      const definitionKey = sideKey(card, 'definition');
      if (seenTerms.has(termKey) || seenDefinitions.has(definitionKey)) continue;
      seenTerms.add(termKey);
      seenDefinitions.add(definitionKey);
      picked.push(card);
    }
  }
  return {
    title,
    // An item is its side (text, picture, sound, HTML, language) with the card's id.
    terms: picked.map((card) => ({ id: card.id, ...card.term })),
    definitions: shuffle(picked, rng).map((card) => ({ id: card.id, ...card.definition })),
  };
}
