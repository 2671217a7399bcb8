import { describe, expect, it } from 'vitest';
import { QUESTIONS_PER_ROUND } from '../constants.js';
import type { FlashcardsData } from '../games.js';
import { needsAtLeast } from '../messages.js';
import { generateFlashcards } from './flashcards.js';
import { gameCardOfFlat, generateGame, isGameError, seededRng, type GameCard } from './index.js';

const makeCards = (n: number): GameCard[] => Array.from({ length: n }, (_, i) => gameCardOfFlat({ id: 1 + i, term: `term ${i}`, definition: `meaning ${i}` }));

describe('flashcards generator', () => {
  it('makes a game from one card: the term in front, the definition behind', () => {
    const data = generateGame('flashcards', [gameCardOfFlat({ id: 7, term: 'chat', definition: 'cat' })], { rng: seededRng(1), title: 'French' });
    expect(data).toEqual({ title: 'French', cards: [{ id: 7, front: { text: 'chat' }, back: { text: 'cat' } }] });
  });

  it('needs at least one card', () => {
    expect(generateGame('flashcards', [], { rng: seededRng(1) })).toEqual({ error: needsAtLeast(1) });
  });

  it('casual play draws a random round of at most 15 distinct cards', () => {
    const cards = makeCards(40);
    const data = generateGame('flashcards', cards, { rng: seededRng(3) }) as FlashcardsData;
    expect(data.cards).toHaveLength(QUESTIONS_PER_ROUND);
    expect(new Set(data.cards.map((c) => c.id)).size).toBe(QUESTIONS_PER_ROUND);
    for (const card of data.cards) expect(card.back).toEqual(cards[card.id - 1].definition);
    const other = generateGame('flashcards', cards, { rng: seededRng(4) }) as FlashcardsData;
    expect(other.cards.map((c) => c.id)).not.toEqual(data.cards.map((c) => c.id));
  });

  it('a smart session master list holds every card once', () => {
    const data = generateGame('flashcards', makeCards(40), { rng: seededRng(3), all: true });
    expect(isGameError(data)).toBe(false);
    expect((data as FlashcardsData).cards.map((c) => c.id).sort((a, b) => a - b)).toEqual(makeCards(40).map((c) => c.id));
  });

  it('carries a side image only when the card has one', () => {
    const data = generateFlashcards(
      [
        gameCardOfFlat({ id: 1, term: 'a', definition: 'b', termImageUrl: '/api/media/3', definitionImageUrl: null }),
        gameCardOfFlat({ id: 2, term: 'c', definition: 'd' }),
      ],
      seededRng(1),
      true,
      'T',
    );
    const byId = new Map(data.cards.map((c) => [c.id, c]));
    expect(byId.get(1)).toEqual({ id: 1, front: { text: 'a', imageUrl: '/api/media/3' }, back: { text: 'b' } });
    expect(byId.get(2)).toEqual({ id: 2, front: { text: 'c' }, back: { text: 'd' } });
  });
});
