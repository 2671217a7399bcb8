import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeckFormModal } from './CreateDeckModal';

// The deck form's 'Term language' / 'Definition language' (docs/study-modes.md).

describe('DeckFormModal languages', () => {
  it('a new deck starts with None on both sides and sends the languages chosen', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    render(<DeckFormModal open mode="create" onClose={vi.fn()} onSubmit={onSubmit} />);
    const term = screen.getByLabelText('Term language') as HTMLSelectElement;
    const definition = screen.getByLabelText('Definition language') as HTMLSelectElement;
    expect([term.value, definition.value]).toEqual(['', '']);
    fireEvent.change(screen.getByLabelText('Deck Name'), { target: { value: 'Korean' } });
    fireEvent.change(term, { target: { value: 'ko' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Deck' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: 'Korean', termLanguage: 'ko', definitionLanguage: null });
  });

  it('editing a deck without languages suggests them from the cards, and the learner can change them', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    render(
      <DeckFormModal
        open
        mode="edit"
        initial={{ name: 'Words', description: null, termLanguage: null, definitionLanguage: null }}
        sample={{ terms: ['привет', 'спасибо'], definitions: ['hello', 'thank you'] }}
        onClose={vi.fn()}
        onSubmit={onSubmit}
      />,
    );
    const term = screen.getByLabelText('Term language') as HTMLSelectElement;
    expect(term.value).toBe('ru');
    expect(screen.getByText('Suggested from the cards: Russian.')).toBeVisible();
    // Latin definitions: left to the learner.
    expect((screen.getByLabelText('Definition language') as HTMLSelectElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Definition language'), { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ termLanguage: 'ru', definitionLanguage: 'en' });
  });

  it('a saved language is kept as it is, with no suggestion', () => {
    render(
      <DeckFormModal
        open
        mode="edit"
        initial={{ name: 'Words', description: null, termLanguage: 'en-GB', definitionLanguage: null }}
        sample={{ terms: ['привет'], definitions: [] }}
        onClose={vi.fn()}
        onSubmit={vi.fn()}
      />,
    );
    expect((screen.getByLabelText('Term language') as HTMLSelectElement).value).toBe('en-GB');
    expect(screen.queryByText(/Suggested from the cards/)).toBeNull();
  });
});
