import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../../shared/messages';
import { CasualGamePicker } from './CasualGamePicker';

const tile = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) }) as HTMLButtonElement;

describe('CasualGamePicker', () => {
  it('asks for cards on an empty deck', () => {
    render(<CasualGamePicker deckId={3} cardCount={0} />);
    expect(screen.getByText(MSG.addCardsToPlay)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('disables games below their minimum with the tooltip and the notice', () => {
    render(<CasualGamePicker deckId={3} cardCount={5} />);
    expect(tile('Matching').disabled).toBe(false);
    expect(tile('Multiple Choice').disabled).toBe(false);
    expect(tile('Spatial Choice').disabled).toBe(false);
    expect(tile('Crossword').disabled).toBe(true);
    expect(tile('Crossword').title).toBe('Needs at least 6 cards');
    expect(screen.getByText('(Requires 6 cards, has 5)')).toBeVisible();
  });

  it.each([
    [3, 4],
    [4, 1],
    [6, 0],
  ])('with %i cards, %i games are disabled', (cards, disabled) => {
    render(<CasualGamePicker deckId={3} cardCount={cards} />);
    expect(screen.getAllByRole('button').filter((b) => (b as HTMLButtonElement).disabled)).toHaveLength(disabled);
  });

  it('opens /play/{gameType}/{deckId}', () => {
    render(<CasualGamePicker deckId={42} cardCount={10} />);
    fireEvent.click(tile('Spatial Choice'));
    expect(window.location.pathname).toBe('/play/spatial-choice/42');
  });
});
