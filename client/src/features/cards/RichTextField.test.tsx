import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Flashcard } from '../../../../shared/schemas/decks';
import { CardFormModal } from './CardFormModal';

// The card form's editor (docs/rich-cards.md): formatting makes a side rich (its HTML is sent with its
// text), the toolbar is one labelled tab stop with pressed states, a formula goes in as TeX with
// a live preview, and an untouched rich side is sent as the card has it.

vi.mock('../imports/upload', () => ({ UploadError: class extends Error {}, postMultipart: vi.fn() }));

// The editor is a lazy chunk (TipTap): load it once before the tests, not inside the first one's time.
beforeAll(() => import('./RichTextField'), 30_000);

// The editor's chunk may take a while to load the first time under the test runner.
const editorOf = async (name: string) => ((await screen.findByRole('textbox', { name }, { timeout: 5000 })) as unknown as { editor: Editor }).editor;

const card: Flashcard = {
  id: 9,
  term: 'H2O',
  termHtml: '<p>H<sub>2</sub>O</p>',
  definition: 'water',
  definitionHtml: null,
  termImageUrl: null,
  definitionImageUrl: null,
  termAudioUrl: null,
  definitionAudioUrl: null,
};

describe('the card editor', () => {
  it('sends a formatted side as HTML with its plain text, a plain one as text', async () => {
    const onSubmit = vi.fn(async () => card);
    render(<CardFormModal open onClose={() => undefined} onSubmit={onSubmit} />);
    const term = await editorOf('Term');
    const definition = await editorOf('Definition');
    act(() => {
      term.commands.setContent('<p>mitochondria</p>', { emitUpdate: true });
      term.commands.selectAll();
    });
    const bold = screen.getAllByRole('button', { name: 'Bold' })[0];
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(bold);
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('true'));
    act(() => {
      definition.commands.setContent('the powerhouse of the cell', { emitUpdate: true });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Card' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ term: 'mitochondria', termHtml: '<p><strong>mitochondria</strong></p>', definition: 'the powerhouse of the cell', definitionHtml: null }),
    );
  });

  it('each toolbar is one tab stop; the arrows move along it', async () => {
    render(<CardFormModal open onClose={() => undefined} onSubmit={vi.fn()} />);
    await editorOf('Term');
    const toolbar = screen.getByRole('toolbar', { name: 'Term formatting' });
    const buttons = [...toolbar.querySelectorAll('button')];
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    buttons[0].focus();
    fireEvent.keyDown(buttons[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1], { key: 'End' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Formula');
  });

  it('inserts a formula as TeX after a live preview', async () => {
    const onSubmit = vi.fn(async () => card);
    render(<CardFormModal open onClose={() => undefined} onSubmit={onSubmit} />);
    const term = await editorOf('Term');
    act(() => {
      term.commands.insertContent({ type: 'text', text: 'Quadratic ' });
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Formula' })[0]);
    const input = await screen.findByLabelText('Formula (TeX)');
    fireEvent.change(input, { target: { value: 'x^2' } });
    await waitFor(() => expect(screen.getByLabelText('Formula preview').querySelector('.katex')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(term.getText()).toBe('Quadratic \\(x^2\\)');
  });

  it('sends an untouched rich side as the card has it', async () => {
    const onSubmit = vi.fn(async () => card);
    render(<CardFormModal open card={card} onClose={() => undefined} onSubmit={onSubmit} />);
    const definition = await editorOf('Definition');
    act(() => {
      definition.commands.setContent('liquid water', { emitUpdate: true });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ term: 'H2O', termHtml: '<p>H<sub>2</sub>O</p>', definition: 'liquid water', definitionHtml: null }));
  });

  it('keeps what imported decks carry through an edit: colours, tables, ruby and hints', async () => {
    const onSubmit = vi.fn(async () => card);
    render(<CardFormModal open onClose={() => undefined} onSubmit={onSubmit} />);
    const term = await editorOf('Term');
    const definition = await editorOf('Definition');
    act(() => {
      term.commands.setContent('<p><span style="color: #e53935">가고</span> <ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp></ruby> <span class="cardcade-hint">h</span></p>', { emitUpdate: true });
      definition.commands.setContent('<table><tbody><tr><th>a</th><td>b</td></tr></tbody></table>', { emitUpdate: true });
      term.commands.insertContentAt(term.state.doc.content.size - 1, ' more');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Card' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const sent = (onSubmit.mock.calls[0] as unknown as [{ term: string; termHtml: string; definitionHtml: string }])[0];
    expect(sent.termHtml).toMatch(/<span style="color: (#e53935|rgb\(229, 57, 53\));?">가고<\/span>/);
    expect(sent.termHtml).toContain('<ruby>漢<rt>kan</rt></ruby>');
    expect(sent.termHtml).toContain('<span class="cardcade-hint">h more</span>');
    expect(sent.term).toBe('가고 漢 h more');
    expect(sent.definitionHtml).toContain('<th');
    expect(sent.definitionHtml).toContain('<td');
  });

  it('colours the selected text from the colour panel, and takes it off again', async () => {
    const onSubmit = vi.fn(async () => card);
    render(<CardFormModal open onClose={() => undefined} onSubmit={onSubmit} />);
    const term = await editorOf('Term');
    act(() => {
      term.commands.setContent('<p>red word</p>', { emitUpdate: true });
      term.commands.setTextSelection({ from: 1, to: 4 });
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Text colour' })[0]);
    fireEvent.click(await screen.findByRole('button', { name: 'Red' }));
    await waitFor(() => expect(term.getHTML()).toContain('<span style="color: #dc2626;">red</span>'));
    expect(screen.queryByRole('group', { name: 'Text colour' })).toBeNull();
    act(() => {
      term.commands.setTextSelection({ from: 1, to: 4 });
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Text colour' })[0]);
    expect((await screen.findByRole('button', { name: 'Red' })).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'No colour' }));
    await waitFor(() => expect(term.getHTML()).toBe('<p>red word</p>'));
  });
});

