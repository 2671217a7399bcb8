import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IO_MSG, MSG } from '../../../../shared/messages';
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

  it('says how many image occlusion cards each game but Flashcards leaves out, and counts without them', () => {
    const words = Array.from({ length: 4 }, (_, i) => ({ term: `w${i}`, definition: `m${i}`, kind: 'basic' as const }));
    const io = Array.from({ length: 3 }, () => ({ term: 'Image occlusion', definition: 'Image occlusion', kind: 'image-occlusion' as const }));
    render(<CasualGamePicker deckId={3} cardCount={7} cards={[...words, ...io]} />);
    expect(screen.getAllByText(IO_MSG.leftOutOfGame(3))).toHaveLength(5);
    expect(IO_MSG.leftOutOfGame(3)).toBe('3 image occlusion cards are left out of this game.');
    expect(tile('Flashcards').disabled).toBe(false);
    expect(tile('Flashcards')).not.toHaveAccessibleDescription(/image occlusion/);
    // Matching needs 4 cards: the 4 words are enough; Crossword needs 6: 7 cards, but 3 sit out.
    expect(tile('Matching').disabled).toBe(false);
    expect(tile('Matching')).toHaveAccessibleDescription(IO_MSG.leftOutOfGame(3));
    expect(tile('Crossword').disabled).toBe(true);
    expect(screen.getByText('(Requires 6 cards, has 4)')).toBeVisible();
  });

  it('opens /play/{gameType}/{deckId}', () => {
    render(<CasualGamePicker deckId={42} cardCount={10} />);
    fireEvent.click(tile('Spatial Choice'));
    expect(window.location.pathname).toBe('/play/spatial-choice/42');
  });
});
