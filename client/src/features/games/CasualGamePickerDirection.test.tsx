import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CasualGamePicker } from './CasualGamePicker';

describe('CasualGamePicker direction', () => {
  it('presets the deck’s direction and sends a different choice in the play URL', () => {
    render(<CasualGamePicker deckId={42} cardCount={10} direction="mixed" />);
    const select = screen.getByLabelText('Direction') as HTMLSelectElement;
    expect(select.value).toBe('mixed');
    fireEvent.click(screen.getByRole('button', { name: /^Matching/ }));
    expect(window.location.pathname + window.location.search).toBe('/play/matching/42');

    fireEvent.change(select, { target: { value: 'reverse' } });
    fireEvent.click(screen.getByRole('button', { name: /^Multiple Choice/ }));
    expect(window.location.pathname + window.location.search).toBe('/play/multiple-choice/42?direction=reverse');
  });
});

describe('CasualGamePicker crossword availability follows the direction (docs/study-options.md)', () => {
  // Short Latin terms, long phrases as definitions: a crossword forward only.
  const cards = ['apple', 'bread', 'cheese', 'dates', 'eggs', 'figs'].map((term) => ({ term, definition: `a long phrase that explains what ${term} means` }));
  const crossword = () => screen.getByRole('button', { name: /^Crossword/ }) as HTMLButtonElement;

  it('is offered forward, not in reverse or mixed, with the reason for that side', () => {
    render(<CasualGamePicker deckId={7} cardCount={cards.length} cards={cards} direction="forward" />);
    expect(crossword().disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Direction'), { target: { value: 'reverse' } });
    expect(crossword().disabled).toBe(true);
    expect(crossword().title).toMatch(/reverse needs at least 6 definitions/);
    fireEvent.change(screen.getByLabelText('Direction'), { target: { value: 'mixed' } });
    expect(crossword().disabled).toBe(true);
  });

  it('a deck whose definitions make answers plays the crossword in reverse', () => {
    const reversed = cards.map((c) => ({ term: c.definition, definition: c.term }));
    render(<CasualGamePicker deckId={7} cardCount={reversed.length} cards={reversed} direction="reverse" />);
    expect(crossword().disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Direction'), { target: { value: 'forward' } });
    expect(crossword().disabled).toBe(true);
  });
});
