import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoteTypeSummary } from '../../../../shared/schemas/notes';
import { CardFormModal } from '../cards/CardFormModal';
import { stickyNoteTypeKey } from './noteTypeEdit';

// The add form's note type (docs/notes.md): the built-ins and one's own as a radio group, the
// last one used remembered per user (as Anki does), and a type's own fields and tags shown.

const VOCAB: NoteTypeSummary = {
  id: 12,
  name: 'Vocab',
  kind: 'standard',
  builtin: null,
  fields: ['Word', 'Meaning', 'Reading'],
  templates: [{ name: 'Card 1', front: '{{Word}}', back: '{{Meaning}}' }],
  css: '',
  sortField: 0,
  noteCount: 0,
  updatedAt: 1,
};

vi.mock('./queries', () => ({
  useNoteTypes: () => ({ data: [VOCAB], isError: false, isPending: false }),
  useCreateNote: () => ({ mutateAsync: vi.fn() }),
  useUpdateNote: () => ({ mutateAsync: vi.fn() }),
}));

beforeEach(() => localStorage.clear());

const notes = (userId: number) => ({ userId, types: [VOCAB], saveTags: vi.fn(async () => undefined) });

function open(userId = 1) {
  return render(<CardFormModal open deckId={5} onClose={vi.fn()} onSubmit={vi.fn()} notes={notes(userId)} />);
}

describe('the add form picks a note type', () => {
  it('lists the six built-ins and the learner\'s own; Basic first time', () => {
    open();
    const names = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual(['Basic', 'Basic (and reversed card)', 'Basic (optional reversed card)', 'Basic (type in the answer)', 'Cloze', 'Image Occlusion', 'Vocab']);
    expect(screen.getByRole('radio', { name: 'Basic' })).toBeChecked();
    expect(screen.getByText('Term')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage note types' })).toHaveAttribute('href', '/note-types');
  });

  it('shows a type\'s own fields and a tags box, and remembers the choice for that user only', async () => {
    const view = open(1);
    fireEvent.click(screen.getByRole('radio', { name: 'Vocab' }));
    await waitFor(() => expect(screen.getByText('Reading')).toBeInTheDocument());
    expect(screen.getByText('Word')).toBeInTheDocument();
    expect(screen.getByText('Meaning')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'verbs  lang::fr verbs' } });
    expect(screen.getByRole('list', { name: 'Tags to save' }).textContent).toBe('verbslang::fr');
    expect(localStorage.getItem(stickyNoteTypeKey(1))).toBe('id:12');
    view.unmount();

    open(1);
    expect(screen.getByRole('radio', { name: 'Vocab' })).toBeChecked();
    await waitFor(() => expect(screen.getByText('Reading')).toBeInTheDocument());
  });

  it('another user on the same device starts from Basic', () => {
    localStorage.setItem(stickyNoteTypeKey(1), 'cloze');
    open(2);
    expect(screen.getByRole('radio', { name: 'Basic' })).toBeChecked();
  });

  it('a Basic card gets a tags box too', () => {
    open();
    expect(screen.getByLabelText('Tags')).toBeInTheDocument();
  });
});
