import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FlashcardsData } from '../../../../../shared/games';
import { cardSide } from '../../../../../shared/cardSide';
import { cardTextOf, cardTexts, missedCardTexts } from './cardTexts';
import { MissedCardList } from './GameScore';
import { GameOver } from './GameOver';

// The end screens' card lists (a game's Game Over, a session's incorrect cards) show a card of a
// note type with CSS in its type's style, as the game did (docs/notes.md): the sides keep their
// type, and the list brings the type's scoped CSS.

const CSS = { 7: '.cc-nt-7 { color: rgb(1, 2, 3) }' };

const facesOf = (container: HTMLElement, text: string) => [...container.querySelectorAll('[data-testid="missed-cards"] *')].filter((el) => el.textContent === text && el.children.length === 0);

describe('note type CSS on the end screens’ card lists', () => {
  it('keeps a card’s note type from a listed card and from a game’s own sides', () => {
    expect(cardTextOf({ id: 1, term: 'chat', definition: 'cat', noteTypeId: 7 }).term.noteTypeId).toBe(7);
    const data = { cards: [{ id: 2, front: cardSide('hund', { noteTypeId: 7 }), back: cardSide('dog', { noteTypeId: 7 }) }] } as unknown as FlashcardsData;
    const [missed] = missedCardTexts([2], cardTexts('flashcards', data), undefined, 'forward');
    expect([missed.term.noteTypeId, missed.definition.noteTypeId]).toEqual([7, 7]);
  });

  it('styles the missed cards of a type with CSS, and no other', () => {
    const cards = [cardTextOf({ id: 1, term: 'chat', definition: 'cat', noteTypeId: 7 }), cardTextOf({ id: 2, term: 'plain', definition: 'card' })];
    const { container } = render(<MissedCardList cards={cards} noteTypeCss={CSS} />);
    expect([...container.querySelectorAll('style')].map((s) => s.textContent)).toEqual([CSS[7]]);
    expect(facesOf(container, 'chat').some((el) => el.classList.contains('cc-nt-7'))).toBe(true);
    expect(facesOf(container, 'cat').some((el) => el.classList.contains('cc-nt-7'))).toBe(true);
    expect(facesOf(container, 'plain').every((el) => !el.className.includes('cc-nt'))).toBe(true);
  });

  it('Game Over lists the missed cards with the round’s note type CSS', () => {
    const missed = [cardTextOf({ id: 1, term: 'chat', definition: 'cat', noteTypeId: 7 })];
    const { container } = render(<GameOver end={{ right: 0, answered: 1, missed, band: 'low', noteTypeCss: CSS }} onPlayAgain={() => {}} backHref="/decks/1" />);
    expect(container.querySelector('style[data-note-type-css="7"]')?.textContent).toBe(CSS[7]);
    expect(facesOf(container, 'chat').some((el) => el.classList.contains('cc-nt-7'))).toBe(true);
  });
});
