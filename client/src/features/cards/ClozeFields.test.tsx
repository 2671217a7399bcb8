import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOZE_MSG } from '../../../../shared/cloze';
import type { Flashcard } from '../../../../shared/schemas/decks';
import { CardFormModal } from './CardFormModal';

// The card form's Cloze mode (DESIGN §19): Make cloze wraps the selection in the next number, the
// preview shows the cards the note will make, bad markup is refused before sending, and an edit
// sends the whole note.

const sent = vi.hoisted(() => ({ create: [] as unknown[], update: [] as unknown[] }));
vi.mock('../decks/mutations', () => ({
  useCreateClozeCards: () => ({ mutateAsync: async (input: unknown) => (sent.create.push(input), { cards: [{ id: 9, term: '[...] x' }] }) }),
  useUpdateClozeCards: () => ({ mutateAsync: async (input: unknown) => (sent.update.push(input), { cards: [{ id: 9, term: '[...] x' }] }) }),
}));

beforeEach(() => {
  sent.create = [];
  sent.update = [];
});

const NO_MEDIA = { termImageUrl: null, definitionImageUrl: null, termAudioUrl: null, definitionAudioUrl: null };

function open(card: Flashcard | null = null) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(<CardFormModal open card={card} deckId={5} onClose={onClose} onSubmit={vi.fn()} onSaved={onSaved} />);
  return { onClose, onSaved };
}

describe('Cloze mode of the card form', () => {
  it('Make cloze wraps the selection in c1, then c2; the preview lists each card with its prompt and answer', () => {
    open();
    fireEvent.click(screen.getByRole('radio', { name: 'Cloze' }));
    const text = screen.getByLabelText('Text') as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'Paris is the capital of France' } });
    text.setSelectionRange(0, 5);
    fireEvent.click(screen.getByRole('button', { name: 'Make cloze' }));
    expect(text.value).toBe('{{c1::Paris}} is the capital of France');
    text.setSelectionRange(text.value.length - 6, text.value.length);
    fireEvent.keyDown(text, { key: 'C', ctrlKey: true, shiftKey: true });
    expect(text.value).toBe('{{c1::Paris}} is the capital of {{c2::France}}');
    const items = [...screen.getByTestId('cloze-preview').querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(['Cloze 1[...] is the capital of FranceParis', 'Cloze 2Paris is the capital of [...]France']);
    expect(screen.getByRole('heading', { name: 'Preview: 2 cards' })).toBeTruthy();
  });

  it('shows what is wrong live and refuses it on submit, sending nothing', async () => {
    open();
    fireEvent.click(screen.getByRole('radio', { name: 'Cloze' }));
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'no deletion here' } });
    expect(screen.getByTestId('cloze-problem').textContent).toBe(CLOZE_MSG.none);
    fireEvent.submit(document.getElementById('add-card-form')!);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(CLOZE_MSG.none));
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: '{{c0::x}}' } });
    expect(screen.getByTestId('cloze-problem').textContent).toBe(CLOZE_MSG.numberOutOfRange);
    expect(sent.create).toEqual([]);
  });

  it('adds the note with its Extra and clears the fields for the next one', async () => {
    const { onSaved } = open();
    fireEvent.click(screen.getByRole('radio', { name: 'Cloze' }));
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: ' {{c1::x}} y ' } });
    fireEvent.change(screen.getByLabelText('Extra (optional)'), { target: { value: 'note' } });
    fireEvent.submit(document.getElementById('add-card-form')!);
    await waitFor(() => expect(sent.create).toEqual([{ deckId: 5, kind: 'cloze', clozeText: '{{c1::x}} y', extra: 'note' }]));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
    expect((screen.getByLabelText('Text') as HTMLTextAreaElement).value).toBe('');
  });

  it('editing a cloze card opens its note in Cloze mode and sends the whole note', async () => {
    const card: Flashcard = { id: 3, term: '[...] y', definition: '[x] y', ...NO_MEDIA, kind: 'cloze', clozeNumber: 1, clozeText: '{{c1::x}} y', clozeExtra: 'more', termHtml: null, definitionHtml: null };
    const { onClose } = open(card);
    expect(screen.queryByRole('radio', { name: 'Cloze' })).toBeNull();
    const text = screen.getByLabelText('Text') as HTMLTextAreaElement;
    expect(text.value).toBe('{{c1::x}} y');
    expect((screen.getByLabelText('Extra (optional)') as HTMLTextAreaElement).value).toBe('more');
    fireEvent.change(text, { target: { value: '{{c1::x}} {{c2::y}}' } });
    fireEvent.submit(document.getElementById('edit-card-form')!);
    await waitFor(() => expect(sent.update).toEqual([{ cardId: 3, kind: 'cloze', clozeText: '{{c1::x}} {{c2::y}}', extra: 'more' }]));
    expect(onClose).toHaveBeenCalled();
  });
});
