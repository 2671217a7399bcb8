import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_MSG } from '../../../../shared/media';
import type { Flashcard } from '../../../../shared/schemas/decks';
import { CardFormModal } from './CardFormModal';
import { installAudioStub } from '../../test/audioStub';

// The card form's sound per side (docs/anki-history.md): added, played, replaced and removed like the image,
// every control a real button (keyboard reachable), the ids sent with the card.

const uploads = vi.hoisted(() => ({ fields: [] as string[], next: 31 }));
vi.mock('../imports/upload', () => ({
  UploadError: class extends Error {},
  postMultipart: vi.fn(async (_url: string, form: FormData) => {
    uploads.fields.push(...form.keys());
    const id = uploads.next++;
    return { id, url: `/api/media/${id}` };
  }),
}));

// The editor is a lazy chunk (TipTap): load it once before the tests, not inside the first one's time.
beforeAll(() => import('./RichTextField'), 30_000);

let played: string[] = [];
beforeEach(() => {
  played = installAudioStub().played;
  uploads.fields = [];
});
afterEach(() => vi.unstubAllGlobals());

const card: Flashcard = {
  id: 5,
  term: 'chat',
  definition: 'cat',
  termImageUrl: null,
  definitionImageUrl: null,
  termAudioUrl: '/api/media/bmluZS1uaW5lLW5pbmUtOQ',
  definitionAudioUrl: null,
  termHtml: null,
  definitionHtml: null,
};

/**
 * Types into a side's editor (a contenteditable, which happy-dom cannot type into) through the
 * editor itself, as a person's edit: TipTap keeps its instance on the editable element.
 */
async function write(label: string, content: string) {
  const box = await screen.findByRole('textbox', { name: label }, { timeout: 5000 });
  const editor = (box as unknown as { editor: Editor }).editor;
  act(() => {
    editor.commands.setContent(content, { emitUpdate: true });
  });
}

const file = (name: string, type: string, size = 100) => new File([new Uint8Array(size)], name, { type });

describe('card form sounds', () => {
  it('adds a sound to a side from its own upload field and sends its id', async () => {
    const onSubmit = vi.fn(async () => card);
    render(<CardFormModal open onClose={() => undefined} onSubmit={onSubmit} />);
    await write('Term', 'bonjour');
    await write('Definition', 'hello');
    expect(screen.getAllByText('MP3, OGG, WAV or M4A, up to 5 MB')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Add definition sound'), { target: { files: [file('hello.m4a', 'audio/x-m4a')] } });
    const play = await screen.findByRole('button', { name: 'Play definition sound' });
    expect(uploads.fields).toEqual(['sound']);
    fireEvent.click(play);
    expect(played).toEqual(['/api/media/31']);
    expect(screen.getByRole('button', { name: 'Replace sound' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Add Card' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ term: 'bonjour', termHtml: null, definition: 'hello', definitionHtml: null, termImageId: null, definitionImageId: null, termAudioId: null, definitionAudioId: 31 });
  });

  it('plays, then removes an existing sound when editing', async () => {
    const onSubmit = vi.fn(async () => card);
    render(<CardFormModal open card={card} onClose={() => undefined} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play term sound' }));
    expect(played).toEqual(['/api/media/bmluZS1uaW5lLW5pbmUtOQ']);
    // Label in name (axe, issue #29): the accessible name starts with the visible 'Remove sound'.
    const remove = screen.getByRole('button', { name: 'Remove sound from the term' });
    expect(remove.getAttribute('aria-label')!.startsWith(remove.textContent!)).toBe(true);
    fireEvent.click(remove);
    expect(screen.queryByRole('button', { name: 'Play term sound' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ termAudioId: null, definitionAudioId: null }));
  });

  it('keeps the files a card already has by leaving their fields out (their URLs carry no id)', async () => {
    const onSubmit = vi.fn(async () => card);
    render(<CardFormModal open card={card} onClose={() => undefined} onSubmit={onSubmit} />);
    await write('Definition', 'a cat');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ term: 'chat', termHtml: null, definition: 'a cat', definitionHtml: null, termImageId: null, definitionImageId: null, definitionAudioId: null });
  });

  it('says at once when the chosen file is no sound, and uploads nothing', async () => {
    render(<CardFormModal open onClose={() => undefined} onSubmit={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Add term sound'), { target: { files: [file('photo.png', 'image/png')] } });
    expect((await screen.findByRole('alert')).textContent).toBe(MEDIA_MSG.notASound);
    expect(uploads.fields).toEqual([]);
  });
});
