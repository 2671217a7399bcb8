import { describe, expect, it } from 'vitest';
import { cardCount, decksOverview } from './overview';

const deck = (id: number, name: string, due_review_count: number, new_available_count: number) => ({ id, name, due_review_count, new_available_count });

describe('decksOverview', () => {
  it.each([
    { name: 'no decks', decks: [], dueToday: 0, listed: [], more: 0 },
    { name: 'nothing due', decks: [deck(1, 'A', 0, 0)], dueToday: 0, listed: [], more: 0 },
    { name: 'reviews and new cards add up', decks: [deck(1, 'A', 3, 2), deck(2, 'B', 0, 4)], dueToday: 9, listed: [[1, 5], [2, 4]], more: 0 },
    { name: 'most first, ties by name', decks: [deck(1, 'Zoo', 2, 0), deck(2, 'Art', 2, 0), deck(3, 'Mid', 5, 0)], dueToday: 9, listed: [[3, 5], [2, 2], [1, 2]], more: 0 },
    { name: 'beyond the limit counted', decks: Array.from({ length: 7 }, (_, i) => deck(i + 1, `D${i + 1}`, 1, 0)), dueToday: 7, listed: [[1, 1], [2, 1], [3, 1], [4, 1], [5, 1]], more: 2 },
    { name: 'a negative count is none', decks: [deck(1, 'A', -1, 2)], dueToday: 2, listed: [[1, 2]], more: 0 },
  ])('$name', ({ decks, dueToday, listed, more }) => {
    const overview = decksOverview(decks);
    expect(overview.dueToday).toBe(dueToday);
    expect(overview.decks.map((d) => [d.id, d.today])).toEqual(listed);
    expect(overview.moreDecks).toBe(more);
  });

  it('counts cards in words', () => {
    expect([0, 1, 2].map(cardCount)).toEqual(['0 cards', '1 card', '2 cards']);
  });
});
