import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../../shared/messages';
import { CARDCADE_TEXT, type ImportConfirmResult, type ImportPreview } from '../../../../shared/schemas/imports';
import { ImportDialog } from './ImportModal';
import type { ImportApi } from './mutations';
import { UploadError } from './upload';

const preview = (overrides: Partial<ImportPreview> = {}): ImportPreview => ({
  message: 'Anki package read: 2 cards from 1 deck.',
  temporaryImportId: 'tmp-1',
  proposedDeckName: 'Verbs',
  errorSummary: { totalCardsAttempted: 2, cardsWithIssues: 1, issuesPreview: [{ term: 'lonely', errors: ['Definition is empty.'] }] },
  previewCards: [
    { term: 'hablar', definition: 'to speak', ankiDeckName: 'Verbs', errors: [] },
    { term: 'lonely', definition: '', ankiDeckName: 'Verbs', errors: ['Definition is empty.'] },
  ],
  ...overrides,
});

const success: ImportConfirmResult = {
  success: true,
  message: 'Import complete: 1 cards in 1 deck.',
  createdDecks: [{ id: 7, name: 'Verbs', cardCount: 1 }],
};

function fakeApi(overrides: Partial<ImportApi> = {}): ImportApi {
  return {
    ankiPreview: vi.fn(async (_file, _mode, onProgress) => {
      onProgress(0.5);
      return preview();
    }),
    csvAnalyze: vi.fn(async () => ({ totalRows: 3, temporaryImportId: 'csv-1', headers: ['Word', 'Meaning', 'Tags'], message: 'CSV file read: 3 rows.' })),
    quizletPreview: vi.fn(async () => preview({ message: 'Quizlet text read: 2 cards found.' })),
    csvPreview: vi.fn(async () => preview({ message: 'CSV file read: 3 rows.', temporaryImportId: 'csv-1' })),
    cardcadePreview: vi.fn(async () => preview({ message: 'Cardcade backup read: 2 cards in 1 deck.', temporaryImportId: 'backup-1' })),
    confirm: vi.fn(async () => success),
    deleteCache: vi.fn(async () => ({ success: true })),
    refreshDecks: vi.fn(async () => undefined),
    ...overrides,
  };
}

function setup(api = fakeApi()) {
  const onClose = vi.fn();
  const onImported = vi.fn();
  render(<ImportDialog api={api} onClose={onClose} onImported={onImported} />);
  return { api, onClose, onImported };
}

const file = (name: string, content = 'data') => new File([content], name);
const pick = (label: string) => fireEvent.click(screen.getByLabelText(new RegExp(label)));
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Preview Import|Analyze File/ }));

afterEach(() => {
  vi.useRealTimers();
});

describe('Import modal: Cardcade backup', () => {
  it('checks the file, previews the restore and confirms it as type cardcade', async () => {
    const { api } = setup();
    pick('Cardcade backup');
    submit();
    expect(await screen.findByText(CARDCADE_TEXT.noFile)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Cardcade backup file'), { target: { files: [file('deck.apkg')] } });
    submit();
    expect(await screen.findByText(CARDCADE_TEXT.invalidType)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Cardcade backup file'), { target: { files: [file('cardcade-export-2025-03-10.zip')] } });
    submit();
    expect(await screen.findByText('Cardcade backup read: 2 cards in 1 deck.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm Import' }));
    });
    expect(api.confirm).toHaveBeenCalledWith({ type: 'cardcade', temporaryImportId: 'backup-1' });
  });
});

describe('Import modal: Anki', () => {
  it('validates the file before sending', async () => {
    const { api } = setup();
    pick('Anki single deck');
    submit();
    expect(await screen.findByText(MSG.ankiNoFile)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Anki deck file'), { target: { files: [file('deck.zip')] } });
    submit();
    expect(await screen.findByText(MSG.ankiInvalidType)).toBeTruthy();
    expect(api.ankiPreview).not.toHaveBeenCalled();
  });

  it('previews, confirms, shows the created decks and focuses their heading; refreshes the list after 2.5 s but stays until closed', async () => {
    const { api, onClose, onImported } = setup();
    pick('Anki collection');
    fireEvent.change(screen.getByLabelText('Anki collection file'), { target: { files: [file('all.colpkg')] } });
    submit();
    expect(await screen.findByText('Issues (1)')).toBeTruthy();
    expect(screen.getByText('OK')).toBeVisible();
    expect(api.ankiPreview).toHaveBeenCalledWith(expect.any(File), 'collection', expect.any(Function), { keepReviewHistory: true });

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm Import' }));
    });
    expect(api.confirm).toHaveBeenCalledWith({ type: 'anki', temporaryImportId: 'tmp-1' });
    expect(screen.getByText(success.message)).toBeVisible();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: success.message }));
    expect(screen.getByRole('list', { name: 'Created decks' }).textContent).toContain('Verbs');
    act(() => {
      vi.advanceTimersByTime(2500);
    });
    expect(api.refreshDecks).toHaveBeenCalledTimes(1);
    // Issue #29: the success step no longer closes by itself; it waits for Close or Open deck.
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText(success.message)).toBeVisible();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onImported).toHaveBeenCalledWith(success);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.deleteCache).not.toHaveBeenCalled();
  });

  it("offers 'Keep my Anki review history' (on by default), sends the choice and shows the preview's count", async () => {
    const ankiPreview = vi.fn(async () => preview({ ankiHistory: { cardsWithHistory: 1234, kept: false } }));
    setup(fakeApi({ ankiPreview }));
    pick('Anki single deck');
    const keep = screen.getByRole('checkbox', { name: /Keep my Anki review history/ }) as HTMLInputElement;
    expect(keep.checked).toBe(true);
    fireEvent.click(keep);
    fireEvent.change(screen.getByLabelText('Anki deck file'), { target: { files: [file('deck.apkg')] } });
    submit();
    expect(await screen.findByText(/1,234 cards have Anki review history/)).toBeTruthy();
    expect(screen.getByText(/every card starts as new/)).toBeVisible();
    expect(ankiPreview).toHaveBeenCalledWith(expect.any(File), 'single_deck', expect.any(Function), { keepReviewHistory: false });
  });

  it('shows the server message when the preview request fails', async () => {
    setup(fakeApi({ ankiPreview: vi.fn(async () => Promise.reject(new UploadError('The zip file is not an Anki package.', 400))) }));
    pick('Anki single deck');
    fireEvent.change(screen.getByLabelText('Anki deck file'), { target: { files: [file('deck.apkg')] } });
    submit();
    expect(await screen.findByText('The zip file is not an Anki package.')).toBeTruthy();
  });

  it('falls back to the product spec (docs/product.md) text when the server says nothing', async () => {
    setup(fakeApi({ ankiPreview: vi.fn(async () => Promise.reject(new UploadError('', 0))) }));
    pick('Anki single deck');
    fireEvent.change(screen.getByLabelText('Anki deck file'), { target: { files: [file('deck.apkg')] } });
    submit();
    expect(await screen.findByText(MSG.ankiPreviewFailed)).toBeTruthy();
  });
});

describe('Import modal: preview actions', () => {
  async function toPreview(api: ImportApi) {
    const handles = setup(api);
    pick('Quizlet');
    fireEvent.change(screen.getByLabelText('Deck name'), { target: { value: 'Idioms' } });
    fireEvent.change(screen.getByLabelText('Pasted Quizlet text'), { target: { value: 'a\tb' } });
    submit();
    await screen.findByText('Confirm Import');
    return handles;
  }

  it('Back / Cancel deletes the server cache and returns to the form', async () => {
    const { api } = await toPreview(fakeApi());
    fireEvent.click(screen.getByRole('button', { name: 'Back / Cancel' }));
    expect(api.deleteCache).toHaveBeenCalledWith({ type: 'quizlet', temporaryImportId: 'tmp-1' });
    expect(screen.getByLabelText('Deck name')).toBeVisible();
  });

  it('closing at the preview deletes the cache too, and a failed delete is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api, onClose } = await toPreview(fakeApi({ deleteCache: vi.fn(async () => Promise.reject(new Error('offline'))) }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(api.deleteCache).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });

  it('success false shows the error with Back to Preview and Close; Close deletes the cache', async () => {
    const { api, onClose } = await toPreview(fakeApi({ confirm: vi.fn(async () => ({ success: false, message: 'Nothing to import.', createdDecks: [] })) }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Import' }));
    expect(await screen.findByText('Nothing to import.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Preview' }));
    expect(screen.getByRole('button', { name: 'Confirm Import' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Import' }));
    await screen.findByText('Nothing to import.');
    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    fireEvent.click(closeButtons[closeButtons.length - 1]);
    expect(api.deleteCache).toHaveBeenCalledWith({ type: 'quizlet', temporaryImportId: 'tmp-1' });
    expect(onClose).toHaveBeenCalled();
  });

  it('a request error during confirm returns to the preview with the message', async () => {
    await toPreview(fakeApi({ confirm: vi.fn(async () => Promise.reject(new Error('Server went away'))) }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Import' }));
    expect(await screen.findByText('Server went away')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm Import' })).toBeVisible();
  });

  it('Confirm is disabled for an empty preview, which says why', async () => {
    const empty = preview({ message: MSG.noCardsFound, errorSummary: { totalCardsAttempted: 0, cardsWithIssues: 0, issuesPreview: [] }, previewCards: [] });
    await toPreview(fakeApi({ quizletPreview: vi.fn(async () => empty) }));
    expect((screen.getByRole('button', { name: 'Confirm Import' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText(MSG.noCardsFound).length).toBeGreaterThan(0);
  });

  it('Confirm is disabled when every card has issues (0 valid cards would import nothing)', async () => {
    const broken = preview({ errorSummary: { totalCardsAttempted: 2, cardsWithIssues: 2, issuesPreview: [] } });
    await toPreview(fakeApi({ quizletPreview: vi.fn(async () => broken) }));
    expect((screen.getByRole('button', { name: 'Confirm Import' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Import modal: Quizlet and CSV forms', () => {
  it('Quizlet without a deck name marks the field, links the message and focuses it; the preview heading takes focus', async () => {
    const { api } = setup();
    pick('Quizlet');
    fireEvent.change(screen.getByLabelText('Pasted Quizlet text'), { target: { value: 'a\tb' } });
    submit();
    const deckName = screen.getByLabelText('Deck name');
    expect(deckName.getAttribute('aria-invalid')).toBe('true');
    const messageId = deckName.getAttribute('aria-describedby')!;
    expect(document.getElementById(messageId)?.textContent).toBe(MSG.quizletDeckNameRequired);
    expect(document.activeElement).toBe(deckName);
    expect(api.quizletPreview).not.toHaveBeenCalled();
    fireEvent.change(deckName, { target: { value: 'Idioms' } });
    submit();
    const heading = await screen.findByRole('heading', { name: 'Quizlet text read: 2 cards found.' });
    expect(document.activeElement).toBe(heading);
  });

  it('Quizlet validation uses the product spec (docs/product.md) messages and sends only the used delimiters', async () => {
    const { api } = setup();
    pick('Quizlet');
    submit();
    expect(await screen.findByText(MSG.quizletDeckNameRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Deck name'), { target: { value: 'Idioms' } });
    submit();
    expect(await screen.findByText(MSG.quizletTextRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Pasted Quizlet text'), { target: { value: 'a/////b' } });
    fireEvent.click(screen.getAllByLabelText('Custom')[0]);
    submit();
    expect(await screen.findByText(MSG.customTermDefRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Custom term/definition delimiter'), { target: { value: '/////' } });
    submit();
    await screen.findByText('Confirm Import');
    expect(api.quizletPreview).toHaveBeenCalledWith({
      deckName: 'Idioms',
      quizletText: 'a/////b',
      termDefDelimiterKey: 'custom',
      cardDelimiterKey: 'newline',
      customTermDefDelimiter: '/////',
    });
  });

  it('CSV: analyze, then deck name and mapping with both validations, then preview', async () => {
    const { api } = setup();
    pick('CSV/Excel');
    submit();
    expect(await screen.findByText(MSG.csvNoFile)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('CSV or Excel file'), { target: { files: [file('words.csv', 'Word,Meaning\na,b')] } });
    submit();
    expect(await screen.findByText('CSV file read: 3 rows.')).toBeTruthy();
    expect((screen.getByLabelText('Deck name') as HTMLInputElement).value).toBe('words');
    fireEvent.change(screen.getByLabelText('Definition column'), { target: { value: 'Word' } });
    submit();
    expect(await screen.findByText(MSG.csvSameColumns)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Term column'), { target: { value: '' } });
    submit();
    expect(await screen.findByText(MSG.csvMapBoth)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Term column'), { target: { value: 'Meaning' } });
    fireEvent.change(screen.getByLabelText('Deck name'), { target: { value: ' ' } });
    submit();
    expect(await screen.findByText(MSG.csvDeckNameRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Deck name'), { target: { value: 'German' } });
    // 'Fields contain HTML' is off until ticked (docs/rich-cards.md).
    const html = screen.getByRole('checkbox', { name: /Fields contain HTML/ }) as HTMLInputElement;
    expect(html.checked).toBe(false);
    fireEvent.click(html);
    submit();
    await screen.findByText('Confirm Import');
    expect(api.csvPreview).toHaveBeenCalledWith({
      temporaryImportId: 'csv-1',
      deckName: 'German',
      columnMapping: { term: 'Meaning', definition: 'Word' },
      fieldsContainHtml: true,
    });
  });

  it('CSV mapped to a note type: a picker, a select per field and a tags column, pre-selected by their headers', async () => {
    const api = fakeApi({
      csvAnalyze: vi.fn(async () => ({ totalRows: 718, temporaryImportId: 'csv-1', headers: ['expression', 'reading', 'meaning', 'tags', 'guid'], message: 'CSV file read: 718 rows.' })),
      noteTypes: vi.fn(async () => [
        { id: 1, name: 'Basic', builtin: 'basic', fields: ['Front', 'Back'] },
        { id: 2, name: 'Basic (and reversed card)', builtin: 'basic-reversed', fields: ['Front', 'Back'] },
        { id: 9, name: 'Japanese', builtin: null, fields: ['Expression', 'Reading', 'Meaning'] },
      ]),
    });
    setup(api);
    pick('CSV/Excel');
    fireEvent.change(screen.getByLabelText('CSV or Excel file'), { target: { files: [file('n5.csv', 'expression,reading\na,b')] } });
    submit();
    const picker = (await screen.findByLabelText('Note type')) as HTMLSelectElement;
    // Basic from a term and a definition column first; Basic itself is not listed twice.
    expect([...picker.options].map((option) => option.text)).toEqual(['Basic: a term and a definition column', 'Basic (and reversed card)', 'Japanese']);
    expect((screen.getByLabelText('Tags column') as HTMLSelectElement).value).toBe('tags');
    fireEvent.change(picker, { target: { value: '9' } });
    expect((screen.getByLabelText('Expression') as HTMLSelectElement).value).toBe('expression');
    expect((screen.getByLabelText('Reading') as HTMLSelectElement).value).toBe('reading');
    expect((screen.getByLabelText('Meaning') as HTMLSelectElement).value).toBe('meaning');
    expect(screen.queryByLabelText('Term column')).toBeNull();
    submit();
    await screen.findByText('Confirm Import');
    expect(api.csvPreview).toHaveBeenCalledWith({
      temporaryImportId: 'csv-1',
      deckName: 'n5',
      noteTypeId: 9,
      fieldMapping: { Expression: 'expression', Reading: 'reading', Meaning: 'meaning' },
      tagsColumn: 'tags',
      fieldsContainHtml: false,
    });
  });

  it('an empty CSV file is refused before upload', async () => {
    const { api } = setup();
    pick('CSV/Excel');
    fireEvent.change(screen.getByLabelText('CSV or Excel file'), { target: { files: [file('empty.csv', '')] } });
    submit();
    expect(await screen.findByText(MSG.csvEmpty)).toBeTruthy();
    expect(api.csvAnalyze).not.toHaveBeenCalled();
  });
});

describe('Import modal: re-importing a file', () => {
  it('offers to update the existing deck, and confirms with its id', async () => {
    const api = fakeApi();
    render(<ImportDialog api={api} onClose={vi.fn()} existingDecks={[{ id: 42, name: 'Verbs', source: 'anki', card_count: 5 }]} />);
    pick('Anki single deck');
    fireEvent.change(screen.getByLabelText('Anki deck file'), { target: { files: [file('verbs.apkg')] } });
    submit();
    expect(await screen.findByText('You have imported this before.')).toBeTruthy();
    expect(screen.getByText(/cards with the same term get the definition from the file and keep your progress/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import as a New Copy' })).toBeVisible();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Update the Existing Deck' }));
    });
    expect(api.confirm).toHaveBeenCalledWith({ type: 'anki', temporaryImportId: 'tmp-1', updateDeckId: 42 });
  });

  it('a copy is still one click away and sends no deck id', async () => {
    const api = fakeApi();
    render(<ImportDialog api={api} onClose={vi.fn()} existingDecks={[{ id: 42, name: 'Verbs', source: 'anki', card_count: 5 }]} />);
    pick('Anki single deck');
    fireEvent.change(screen.getByLabelText('Anki deck file'), { target: { files: [file('verbs.apkg')] } });
    submit();
    const copy = await screen.findByRole('button', { name: 'Import as a New Copy' });
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(api.confirm).toHaveBeenCalledWith({ type: 'anki', temporaryImportId: 'tmp-1' });
  });
});
