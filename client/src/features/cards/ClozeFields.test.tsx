import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOZE_MSG } from '../../../../shared/cloze';
import type { Flashcard } from '../../../../shared/schemas/decks';
import { CardFormModal } from './CardFormModal';

// The card form's Cloze mode (docs/study-modes.md): Make cloze wraps the selection in the next number, the
// preview shows the cards the note will make, bad markup is refused before sending, and an edit
// sends the whole note.

const sent = vi.hoisted(() => ({ create: [] as unknown[], update: [] as unknown[] }));
vi.mock('../decks/mutations', () => ({
  useCreateClozeCards: () => ({ mutateAsync: async (input: unknown) => (sent.create.push(input), { cards: [{ id: 9, term: '[...] x' }] }) }),
  useUpdateClozeCards: () => ({ mutateAsync: async (input: unknown) => (sent.update.push(input), { cards: [{ id: 9, term: '[...] x' }] }) }),
}));

const uploads = vi.hoisted(() => ({ next: 41 }));
vi.mock('../imports/upload', () => ({
  UploadError: class extends Error {},
  postMultipart: vi.fn(async () => {
    const id = uploads.next++;
    return { id, url: `/api/media/${id}` };
  }),
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
    expect(screen.getByRole('heading', { name: 'Preview: 2 cards' })).toBeVisible();
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

  it("attaches an image and a sound to the note's sides, sent with the note, and clears them for the next note", async () => {
    open();
    fireEvent.click(screen.getByRole('radio', { name: 'Cloze' }));
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: '{{c1::x}} y' } });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'map.png', { type: 'image/png' });
    const mp3 = new File([new Uint8Array([0x49, 0x44, 0x33])], 'say.mp3', { type: 'audio/mpeg' });
    fireEvent.change(screen.getByLabelText('Add front image'), { target: { files: [png] } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Front image' })).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Add back sound'), { target: { files: [mp3] } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play back sound' })).toBeInTheDocument());
    expect(screen.getByText('(on every card of the note)').closest('details')?.textContent).toContain('Image and sound');
    fireEvent.submit(document.getElementById('add-card-form')!);
    await waitFor(() => expect(sent.create).toHaveLength(1));
    const [imageId, soundId] = [uploads.next - 2, uploads.next - 1];
    expect(sent.create).toEqual([{ deckId: 5, kind: 'cloze', clozeText: '{{c1::x}} y', extra: null, termImageId: imageId, definitionAudioId: soundId }]);
    // Ready for the next note: no files.
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Front image' })).toBeNull());
    expect(screen.getByLabelText('Add back sound')).toBeInTheDocument();
  });

  it("editing a note keeps the card's files unless changed: removing one sends null, replacing one sends the new id", async () => {
    const card: Flashcard = {
      id: 3,
      term: '[...] y',
      definition: '[x] y',
      ...NO_MEDIA,
      termImageUrl: '/api/media/Zm9vYmFyYmF6cXV4MTIzNA',
      definitionAudioUrl: '/api/media/YmF6cXV4Zm9vYmFyMTIzNA',
      kind: 'cloze',
      clozeNumber: 1,
      clozeText: '{{c1::x}} y',
      clozeExtra: null,
      termHtml: null,
      definitionHtml: null,
    };
    open(card);
    // A note with files shows them unfolded.
    expect(screen.getByText('(on every card of the note)').closest('details')?.open).toBe(true);
    expect((screen.getByRole('img', { name: 'Front image' }) as HTMLImageElement).getAttribute('src')).toBe(card.termImageUrl);
    fireEvent.click(screen.getByRole('button', { name: 'Remove sound from the back' }));
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46])], 'b.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByLabelText('Add back image'), { target: { files: [gif] } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Back image' })).toBeInTheDocument());
    fireEvent.submit(document.getElementById('edit-card-form')!);
    await waitFor(() => expect(sent.update).toHaveLength(1));
    // The front image (unchanged) is left out: every card of the note keeps its own.
    expect(sent.update).toEqual([{ cardId: 3, kind: 'cloze', clozeText: '{{c1::x}} y', extra: null, definitionImageId: uploads.next - 1, definitionAudioId: null }]);
  });
});
