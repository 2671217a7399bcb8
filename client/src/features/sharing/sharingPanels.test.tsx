import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flashcard } from '../../../../shared/schemas/decks';
import type { DeckCardStats, Suggestion } from '../../../../shared/schemas/sharedDecks';
import { ToastProvider } from '../../components/ui/Toast';
import { CardStatsPanel } from './CardStatsPanel';
import { NOBODY_SHARES } from './cardStats';
import { SuggestionFormModal } from './SuggestionFormModal';
import { FORMATTING_NOTE, SUGGESTION_SENT } from './suggestionText';
import { YourSuggestions } from './YourSuggestions';

// The deck page's shared-deck panels with their data mocked (the server side has its own tests):
// what a subscriber and an owner read, and the suggestion form's prefill and messages.

const data = vi.hoisted(() => ({ suggestions: undefined as unknown, stats: undefined as unknown }));
const calls = vi.hoisted(() => ({ edit: [] as unknown[], fail: null as string | null }));
vi.mock('./queries', () => ({
  useDeckSuggestions: () => ({ data: data.suggestions }),
  useCardStats: () => ({ isPending: false, isError: false, data: data.stats }),
}));
vi.mock('./mutations', () => {
  const mutation = (record: unknown[]) => ({
    isPending: false,
    mutateAsync: async (input: unknown) => {
      if (calls.fail) throw new Error(calls.fail);
      record.push(input);
      return input;
    },
  });
  return { useSuggestCardEdit: () => mutation(calls.edit), useSuggestNewCard: () => mutation(calls.edit) };
});

beforeEach(() => {
  calls.edit = [];
  calls.fail = null;
});

const suggestion = (id: number, status: Suggestion['status'], term: string): Suggestion => ({
  id,
  deckId: 1,
  deckName: 'Biology',
  cardId: 7,
  kind: 'edit',
  term,
  definition: 'Builds proteins',
  current: { term: 'Organelle 2', definition: 'old' },
  fields: ['Back'],
  status,
  createdAt: '2026-11-27T10:00:00.000Z',
  decidedAt: null,
});

describe('YourSuggestions', () => {
  it("lists the subscriber's suggestions with each outcome, open ones first", () => {
    data.suggestions = { isOwner: false, suggestions: [suggestion(3, 'accepted', 'Ribosome'), suggestion(2, 'pending', 'Nucleus'), suggestion(1, 'rejected', 'Golgi')] };
    render(<YourSuggestions deckId={1} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('Nucleus');
    expect(items[0]).toContain('Pending');
    expect(items[1]).toContain('Accepted');
    expect(items[2]).toContain('Rejected');
  });

  it("shows nothing to the owner (their queue is elsewhere) or before any suggestion", () => {
    data.suggestions = { isOwner: true, suggestions: [suggestion(1, 'pending', 'x')] };
    const { container, rerender } = render(<YourSuggestions deckId={1} />);
    expect(container.textContent).toBe('');
    data.suggestions = { isOwner: false, suggestions: [] };
    rerender(<YourSuggestions deckId={1} />);
    expect(container.textContent).toBe('');
  });
});

describe('CardStatsPanel', () => {
  it('says so when nobody shares their progress', () => {
    data.stats = { sharingLearners: 0, cards: [], hardest: [] } satisfies DeckCardStats;
    render(<CardStatsPanel deckId={1} />);
    expect(screen.getByText(NOBODY_SHARES)).toBeVisible();
  });

  it('shows the hardest cards and every rate, and Show all past the first rows', () => {
    const cards = Array.from({ length: 25 }, (_, i) => ({ cardId: i + 1, term: `Card ${i + 1}`, answers: 4, successRate: 4 * i }));
    data.stats = { sharingLearners: 3, cards, hardest: cards.slice(0, 2) } satisfies DeckCardStats;
    render(<CardStatsPanel deckId={1} />);
    expect(screen.getByTestId('hardest-cards').querySelectorAll('tbody tr')).toHaveLength(2);
    const rates = screen.getByTestId('card-success-rates');
    expect(rates.querySelectorAll('tbody tr')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 25 cards' }));
    expect(rates.querySelectorAll('tbody tr')).toHaveLength(25);
  });
});

describe('SuggestionFormModal', () => {
  const card = { id: 7, term: 'Organelle 2', definition: 'Meaning 2' } as Flashcard;

  it("is prefilled with the card's text and sends the edit", async () => {
    const onClose = vi.fn();
    render(
      <ToastProvider>
        <SuggestionFormModal deckId={1} target={card} onClose={onClose} />
      </ToastProvider>,
    );
    expect((screen.getByLabelText('Term') as HTMLTextAreaElement).value).toBe('Organelle 2');
    expect((screen.getByLabelText('Definition') as HTMLTextAreaElement).value).toBe('Meaning 2');
    fireEvent.change(screen.getByLabelText('Term'), { target: { value: 'Ribosome' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.edit).toEqual([{ cardId: 7, term: 'Ribosome', definition: 'Meaning 2' }]);
    expect(screen.getByText(SUGGESTION_SENT)).toBeVisible();
    expect(screen.queryByText(FORMATTING_NOTE)).toBeNull();
  });

  it('warns that a formatted card would lose its formatting', () => {
    render(
      <ToastProvider>
        <SuggestionFormModal deckId={1} target={{ ...card, termHtml: '<b>Organelle</b> 2' }} onClose={() => {}} />
      </ToastProvider>,
    );
    expect(screen.getByText(FORMATTING_NOTE)).toBeVisible();
  });

  it("shows the server's message when it refuses", async () => {
    calls.fail = 'Deck not found.';
    render(
      <ToastProvider>
        <SuggestionFormModal deckId={1} target="new" onClose={() => {}} />
      </ToastProvider>,
    );
    fireEvent.change(screen.getByLabelText('Term'), { target: { value: 'Ribosome' } });
    fireEvent.change(screen.getByLabelText('Definition'), { target: { value: 'Builds proteins' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Deck not found.'));
  });
});
