import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AvailableSmartGames } from '../../../../shared/schemas/sessions';
import { SmartSessionModal } from './SmartSessionModal';

// The modal's study options (docs/study-options.md) with the two queries it reads stubbed.
const games: AvailableSmartGames = {
  games: [
    { id: 'matching', name: 'Matching', isEnabled: true, minCards: 4 },
    { id: 'multiple-choice', name: 'Multiple Choice', isEnabled: true, minCards: 4 },
    { id: 'spatial-choice', name: 'Spatial Choice', isEnabled: true, minCards: 4 },
    { id: 'crossword', name: 'Crossword', isEnabled: true, minCards: 6 },
  ],
  dueCardCount: 32,
  reviewCount: 12,
  newCount: 20,
};

const available = { data: games };
vi.mock('../stats/queries', () => ({
  useAvailableSmartGames: () => ({ data: available.data, isPending: false, isError: false, refetch: vi.fn() }),
}));
vi.mock('../decks/queries', () => ({
  useDeck: () => ({ data: { study_direction: 'mixed' } }),
}));

describe('SmartSessionModal study options', () => {
  it('shows what Quick Start holds and starts with the chosen direction', () => {
    render(<SmartSessionModal deckId={9} open onClose={() => undefined} />);
    expect(screen.getByTestId('quick-start-counts').textContent).toBe('12 reviews · 20 new');
    // The deck's remembered direction is preselected.
    expect((screen.getByRole('radio', { name: 'Mixed' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Definition → Term' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start Studying' }));
    expect(window.location.pathname).toBe('/study/deck/9');
    expect(window.history.state).toMatchObject({ gameType: 'matching', goal: { type: 'quick' }, direction: 'reverse' });
  });

  it('the crossword tile follows the chosen direction (its answers are the side asked for)', () => {
    // A deck whose definitions are long phrases: the crossword builds forward only.
    available.data = { ...games, crosswordDirections: ['forward'], games: games.games.map((g) => (g.id === 'crossword' ? { ...g, isEnabled: false, unavailableReason: 'x' } : g)) };
    try {
      render(<SmartSessionModal deckId={9} open onClose={() => undefined} />);
      const crossword = () => screen.getByRole('radio', { name: /^Crossword/ }) as HTMLButtonElement;
      // Remembered 'mixed': not possible, with the reason for that direction.
      expect(crossword().disabled).toBe(true);
      expect(crossword().textContent).toMatch(/mixed direction needs at least 6 cards/);
      fireEvent.click(screen.getByRole('radio', { name: 'Term → Definition' }));
      expect(crossword().disabled).toBe(false);
      fireEvent.click(crossword());
      fireEvent.click(screen.getByRole('radio', { name: 'Definition → Term' }));
      expect(crossword().disabled).toBe(true);
      // The chosen game fell back to the first one still possible.
      expect(screen.getByRole('radio', { name: /^Matching/ }).getAttribute('aria-checked')).toBe('true');
    } finally {
      available.data = games;
    }
  });
});
