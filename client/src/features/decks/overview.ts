import type { DeckSummary } from '../../../../shared/schemas/decks';

// The overview at the top of My Decks (issue 48: no view across decks): what today's study holds
// in every deck together, and which decks hold it. Pure, so its sums are table-tested.

export interface DeckDue {
  id: number;
  name: string;
  /** What a Quick Start of the deck holds today: due reviews and the new cards today's allowance admits. */
  today: number;
}

export interface DecksOverview {
  /** Cards to study today across every deck. */
  dueToday: number;
  /** Decks with something to study today, most first (ties by name); at most `limit`. */
  decks: DeckDue[];
  /** Decks with something today beyond `limit`. */
  moreDecks: number;
}

type Counts = Pick<DeckSummary, 'id' | 'name' | 'due_review_count' | 'new_available_count'>;

export function decksOverview(decks: readonly Counts[], limit = 5): DecksOverview {
  const due = decks
    .map((deck) => ({ id: deck.id, name: deck.name, today: Math.max(0, deck.due_review_count) + Math.max(0, deck.new_available_count) }))
    .filter((deck) => deck.today > 0)
    .sort((a, b) => b.today - a.today || a.name.localeCompare(b.name) || a.id - b.id);
  return { dueToday: due.reduce((sum, deck) => sum + deck.today, 0), decks: due.slice(0, limit), moreDecks: Math.max(0, due.length - limit) };
}

/** "12 cards", "1 card". */
export const cardCount = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;
