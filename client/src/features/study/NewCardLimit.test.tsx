import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AvailableSmartGames } from '../../../../shared/schemas/sessions';
import { NEW_CARDS_TODAY_MSG } from '../../../../shared/studyOptions';
import { SmartSessionModal } from './SmartSessionModal';
import { limitReachedText, newCardState } from './studyOptions';

// Issue 29.2: after the day's 20 new cards the modal said "0 cards are ready for review." with
// every game off and nothing to explain it. Now: two numbers, the limit said, ten more offered,
// and today's limit shown and changeable.

const limitReached: AvailableSmartGames = {
  games: [
    { id: 'matching', name: 'Matching', isEnabled: false, minCards: 4 },
    { id: 'multiple-choice', name: 'Multiple Choice', isEnabled: false, minCards: 4 },
    { id: 'spatial-choice', name: 'Spatial Choice', isEnabled: false, minCards: 4 },
    { id: 'crossword', name: 'Crossword', isEnabled: false, minCards: 6 },
    { id: 'flashcards', name: 'Flashcards', isEnabled: false, minCards: 1 },
  ],
  dueCardCount: 0,
  reviewCount: 0,
  newCount: 0,
  newLimitToday: 20,
  newStudiedToday: 20,
  newWaitingCount: 32,
};

vi.mock('../stats/queries', () => ({
  useAvailableSmartGames: () => ({ data: limitReached, isPending: false, isError: false, refetch: vi.fn() }),
}));
vi.mock('../decks/queries', () => ({ useDeck: () => ({ data: { study_direction: 'forward' } }) }));
const mutate = vi.fn();
vi.mock('../decks/mutations', () => ({ useSetNewCardsToday: () => ({ mutate, isPending: false, isError: false }) }));

beforeEach(() => mutate.mockClear());

describe("today's new-card limit in the Smart Session modal", () => {
  it("says the limit is reached and 'Study 10 more new cards today' raises today's limit by 10", () => {
    render(<SmartSessionModal deckId={9} open onClose={() => undefined} />);
    expect(screen.getByTestId('ready-counts').textContent).toBe('0 reviews due · 0 new left today');
    expect(screen.queryByText(/cards are ready for review/)).toBeNull();
    expect(screen.getByTestId('new-limit-reached').textContent).toContain("You've reached today's limit of 20 new cards. 32 more are waiting.");
    fireEvent.click(screen.getByRole('button', { name: 'Study 10 more new cards today' }));
    expect(mutate).toHaveBeenCalledWith({ deckId: 9, limit: 30 });
  });

  it("shows today's limit and sets another for today; a bad number says why and sends nothing", () => {
    render(<SmartSessionModal deckId={9} open onClose={() => undefined} />);
    const field = screen.getByRole('spinbutton', { name: 'New cards today' }) as HTMLInputElement;
    expect(field.value).toBe('20');
    fireEvent.change(field, { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set for today' }));
    expect(screen.getByRole('alert').textContent).toBe(NEW_CARDS_TODAY_MSG);
    expect(mutate).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set for today' }));
    expect(mutate).toHaveBeenCalledWith({ deckId: 9, limit: 35 });
  });

  it('table: when the limit counts as reached', () => {
    expect(newCardState({ new_available_count: 0, new_waiting_count: 32, new_cards_limit_today: 20 })).toEqual({ limitReached: true, waiting: 32, limit: 20 });
    expect(newCardState({ new_available_count: 3, new_waiting_count: 32 }).limitReached).toBe(false);
    expect(newCardState({ new_available_count: 0, new_waiting_count: 0 }).limitReached).toBe(false); // nothing new left in the deck
    expect(newCardState({ new_available_count: 0 }).limitReached).toBe(false); // a cached deck from before the field
    expect(limitReachedText(1, 1)).toBe("You've reached today's limit of 1 new card. 1 more is waiting.");
  });
});
