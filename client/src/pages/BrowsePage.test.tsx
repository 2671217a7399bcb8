import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrowseCard } from '../../../shared/schemas/browse';
import { ToastProvider } from '../components/ui/Toast';
import BrowsePage from './BrowsePage';

// The card browser page with the server mocked (the search and actions have their own tests,
// server/services/browse.test.ts): rows, Shift-click ranges, select all on the page, what the
// bulk actions send, and the delete confirmation naming the count.

const card = (id: number, term: string, extra: Partial<BrowseCard> = {}): BrowseCard => ({ id, deckId: 1, deckName: 'French', term, definition: `${term} def`, tags: [], suspended: false, due: null, ...extra });
const server = vi.hoisted(() => ({ sent: [] as unknown[], searches: [] as unknown[] }));
const CARDS = [card(5, 'chat', { tags: ['animals'] }), card(4, 'chien'), card(3, 'oiseau', { suspended: true }), card(2, 'poisson')];

vi.mock('../lib/trpc', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/trpc')>()),
  trpc: {
    useUtils: () => ({ browse: { invalidate: async () => undefined }, decks: { invalidate: async () => undefined }, notes: { invalidate: async () => undefined } }),
    browse: {
      search: {
        useQuery: (input: unknown) => {
          server.searches.push(input);
          return { isPending: false, isError: false, data: { cards: CARDS, next: null } };
        },
      },
      act: {
        useMutation: () => ({
          isPending: false,
          mutateAsync: async (input: { cardIds: number[] }) => {
            server.sent.push(input);
            return { changed: input.cardIds.length };
          },
        }),
      },
    },
    decks: { list: { useQuery: () => ({ data: [{ id: 1, name: 'French', is_owner: true }, { id: 2, name: 'German', is_owner: true }, { id: 9, name: 'Subscribed', is_owner: false }] }) } },
  },
}));

beforeEach(() => {
  server.sent = [];
  server.searches = [];
});

const show = () => render(<ToastProvider><BrowsePage /></ToastProvider>);
const box = (term: string) => screen.getByRole('checkbox', { name: `Select ${term}` });

describe('the card browser', () => {
  it('lists cards with deck, tags and state, and searches what is typed', () => {
    show();
    const rows = screen.getAllByTestId('browse-row');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('animals')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Suspended')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search cards' }), { target: { value: ' tag:animals ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(server.searches.at(-1)).toEqual({ q: 'tag:animals' });
  });

  it('Shift-click selects a range; the header box the whole page; Suspend sends the ids', async () => {
    show();
    fireEvent.click(box('chat'));
    fireEvent.click(box('oiseau'), { shiftKey: true });
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    expect(box('poisson')).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(server.sent).toEqual([{ action: 'suspend', cardIds: [5, 4, 3] }]));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(await screen.findByText('4 selected')).toBeInTheDocument();
  });

  it('moves to one of the own decks only, and asks before deleting, naming the count', async () => {
    show();
    fireEvent.click(box('chien'));
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    const select = screen.getByRole('combobox', { name: 'Move to deck' });
    expect(within(select).queryByText('Subscribed')).toBeNull();
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(server.sent).toEqual([{ action: 'move', cardIds: [4], deckId: 2 }]));

    fireEvent.click(box('chat'));
    fireEvent.click(box('chien'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete 2 cards with their review history? This cannot be undone.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete 2 cards' }));
    await waitFor(() => expect(server.sent.at(-1)).toEqual({ action: 'delete', cardIds: [5, 4] }));
  });
});
