import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '../../../../shared/schemas/sharedDecks';
import { ToastProvider } from '../../components/ui/Toast';
import { SuggestionsQueue } from './SuggestionsQueue';
import { suggestedFieldsText } from './suggestionText';

// The owner's queue names the note fields each edit changes (docs/shared-decks.md), as the server
// derives them; a new card names none. The server's part has its own tests.

const edit = (id: number, fields: string[], kind: Suggestion['kind'] = 'edit'): Suggestion => ({
  id,
  deckId: 1,
  deckName: 'French',
  cardId: kind === 'edit' ? id : null,
  kind,
  term: `term ${id}`,
  definition: 'new',
  current: kind === 'edit' ? { term: `card ${id}`, definition: 'old' } : null,
  fields,
  status: 'pending',
  createdAt: '2026-11-27T10:00:00.000Z',
  decidedAt: null,
});

const queue = vi.hoisted(() => ({ suggestions: [] as unknown[] }));
vi.mock('../../lib/trpc', async (importOriginal) => {
  const mutation = () => ({ isPending: false, mutate: () => undefined });
  return {
    ...(await importOriginal<typeof import('../../lib/trpc')>()),
    trpc: {
      useUtils: () => ({}),
      sharedDecks: {
        suggestions: { useQuery: () => ({ data: { isOwner: true, suggestions: queue.suggestions } }) },
        decideSuggestion: { useMutation: mutation },
        rejectAllSuggestions: { useMutation: mutation },
      },
    },
  };
});

describe('SuggestionsQueue: the fields an edit changes', () => {
  it('says which note fields each edit changes, and nothing for a new card', () => {
    queue.suggestions = [edit(1, ['Back']), edit(2, ['Front', 'Back']), edit(3, [], 'new')];
    render(
      <ToastProvider>
        <SuggestionsQueue deckId={1} />
      </ToastProvider>,
    );
    expect(screen.getAllByTestId('suggestion-fields').map((p) => p.textContent)).toEqual(['Suggests a change to Back', 'Suggests a change to Front and Back']);
  });

  it('words one, two and three fields', () => {
    expect(suggestedFieldsText(['Back Extra'])).toBe('Suggests a change to Back Extra');
    expect(suggestedFieldsText(['Front side', 'Back side'])).toBe('Suggests a change to Front side and Back side');
    expect(suggestedFieldsText(['A', 'B', 'C'])).toBe('Suggests a change to A, B and C');
    expect(suggestedFieldsText([])).toBeNull();
    expect(suggestedFieldsText(undefined)).toBeNull();
  });
});
