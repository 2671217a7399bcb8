import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseOcclusions } from '../../../../shared/imageOcclusion';
import { IO_EDITOR_MSG } from '../../../../shared/messages';
import type { Note, NoteTypeSummary } from '../../../../shared/schemas/notes';
import ImageOcclusionFields from './ImageOcclusionFields';

// An Image Occlusion note in the card form (docs/image-occlusion.md): the picture goes up as any
// card picture does, saving sends Anki's fields (the shapes written by the shared writer), an
// edit reopens the note's shapes and sends only what changed, and a picture or a shape missing
// is said before anything is sent.

const sent = vi.hoisted(() => ({ create: [] as { fields: Record<string, string> }[], update: [] as { noteId: number; fields: Record<string, string> }[] }));
const saved = (fields: Record<string, string>): Note => ({ id: 77, guid: 'g', noteTypeId: 9, deckId: 5, fields, tags: [], cardIds: [1, 2], createdAt: 1, updatedAt: 1 }) as unknown as Note;
vi.mock('../notes/queries', () => ({
  useCreateNote: () => ({ mutateAsync: async (input: { fields: Record<string, string> }) => (sent.create.push(input), saved(input.fields)) }),
  useUpdateNote: () => ({ mutateAsync: async (input: { noteId: number; fields: Record<string, string> }) => (sent.update.push(input), saved(input.fields)) }),
}));
vi.mock('../imports/upload', () => ({
  UploadError: class extends Error {},
  postMultipart: vi.fn(async () => ({ id: 31, url: '/api/media/cGljdHVyZQ' })),
}));

const IO: NoteTypeSummary = {
  id: 9,
  name: 'Image Occlusion',
  kind: 'image-occlusion',
  builtin: 'image-occlusion',
  fields: ['Occlusion', 'Image', 'Header', 'Back Extra', 'Comments'],
  templates: [],
  css: '',
  sortField: 0,
  noteCount: 0,
  updatedAt: 1,
} as unknown as NoteTypeSummary;

beforeEach(() => {
  sent.create = [];
  sent.update = [];
});

function open(note: Note | null = null) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(<ImageOcclusionFields formId="f" deckId={5} type={IO} note={note} onBusyChange={vi.fn()} onSaved={onSaved} onClose={onClose} />);
  return { onSaved, onClose, form: document.getElementById('f') as HTMLFormElement };
}

async function submit(form: HTMLFormElement) {
  await act(async () => {
    fireEvent.submit(form);
  });
}

describe('the image occlusion part of the card form', () => {
  it('asks for a picture, then for a shape, before sending anything', async () => {
    const { form } = open();
    await submit(form);
    expect(screen.getByRole('alert').textContent).toBe(IO_EDITOR_MSG.imageRequired);
    await act(async () => {
      fireEvent.change(screen.getByTestId('occlusion-image-input'), { target: { files: [new File(['png'], 'map.png', { type: 'image/png' })] } });
    });
    await screen.findByTestId('occlusion-editor');
    // The picture's arrival clears the old message.
    expect(screen.queryByText(IO_EDITOR_MSG.imageRequired)).toBeNull();
    await submit(form);
    expect(screen.getByRole('alert').textContent).toBe(IO_EDITOR_MSG.shapeRequired);
    expect(sent.create).toEqual([]);
  });

  it("sends Anki's fields: the shapes, the picture and the text fields; the notice names the note by its header", async () => {
    const { form, onSaved } = open();
    await act(async () => {
      fireEvent.change(screen.getByTestId('occlusion-image-input'), { target: { files: [new File(['png'], 'map.png', { type: 'image/png' })] } });
    });
    fireEvent.load(await screen.findByRole('img', { name: 'The picture to hide parts of' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add rectangle' }));
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Hide one, guess one' }));
    await submit(form);
    expect(sent.create).toHaveLength(1);
    const fields = sent.create[0]!.fields;
    expect(Object.keys(fields).sort()).toEqual(['Back Extra', 'Comments', 'Header', 'Image', 'Occlusion']);
    expect(fields.Image).toBe('<img src="/api/media/cGljdHVyZQ">');
    expect(parseOcclusions(fields.Occlusion!)).toEqual({ hideAllGuessOne: false, occlusions: [{ ordinal: 1, shape: 'rect', left: 0.4, top: 0.4, width: 0.2, height: 0.2 }] });
    expect(onSaved.mock.calls[0]![0].fields).toEqual({ Header: 'Image occlusion, 2 cards' });
    // Ready for the next picture.
    await screen.findByRole('button', { name: 'Choose a picture' });
  });

  it("an edit reopens the note's shapes and picture and sends only the Occlusion field it changed", async () => {
    const note = saved({
      Occlusion: '{{c1::image-occlusion:rect:left=.1:top=.1:width=.2:height=.2:oi=1}}<br>{{c2::image-occlusion:ellipse:left=.5:top=.5:rx=.1:ry=.1:oi=1}}<br>',
      Image: '<img src="/api/media/b2xk" />',
      Header: 'Heart',
      'Back Extra': '',
      Comments: '',
    });
    const { form, onClose } = open(note);
    const picture = screen.getByRole('img', { name: 'The picture to hide parts of' });
    expect(picture.getAttribute('src')).toBe('/api/media/b2xk');
    fireEvent.load(picture);
    expect(screen.getByTestId('occlusion-count').textContent).toBe('2 shapes · 2 cards');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Ellipse 1, card 2' }), { key: 'ArrowLeft' });
    await submit(form);
    expect(sent.update).toHaveLength(1);
    expect(sent.update[0]!.noteId).toBe(77);
    expect(Object.keys(sent.update[0]!.fields)).toEqual(['Occlusion']);
    expect(parseOcclusions(sent.update[0]!.fields.Occlusion!).occlusions[1]).toEqual({ ordinal: 2, shape: 'ellipse', left: 0.49, top: 0.5, rx: 0.1, ry: 0.1 });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('a stored Occlusion field that cannot be read is named, and saving without drawing leaves it alone', async () => {
    const note = saved({ Occlusion: '{{c1::image-occlusion:rect:left=7:top=.1:width=.2:height=.2}}', Image: '<img src="/api/media/b2xk">', Header: '', 'Back Extra': '', Comments: '' });
    const { form } = open(note);
    expect(screen.getByRole('alert').textContent).toBe(IO_EDITOR_MSG.storedShapesUnreadable("An occlusion's left lies outside the image (0–1)."));
    await submit(form);
    expect(sent.update).toHaveLength(1);
    expect(sent.update[0]!.fields).toEqual({});
  });
});
