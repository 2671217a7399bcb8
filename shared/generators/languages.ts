// Side languages in game data (docs/listening.md). The generators know nothing of languages: the
// deck's two tags are put on each card's sides before the cards are oriented, so a side keeps its
// language when direction.ts swaps the sides (a reversed card's prompt speaks the definition's
// language), and every game item that carries a side carries its language with it.
import type { GameCard } from './types.js';

/** The cards with the deck's languages on their sides; unchanged when the deck names none. */
export function withLanguages<T extends GameCard>(cards: readonly T[], languages: { term: string | null; definition: string | null } | undefined): T[] {
  if (!languages || (!languages.term && !languages.definition)) return cards.slice();
  const { term, definition } = languages;
  return cards.map((card) => ({
    ...card,
    term: term ? { ...card.term, lang: term } : card.term,
    definition: definition ? { ...card.definition, lang: definition } : card.definition,
  }));
}
