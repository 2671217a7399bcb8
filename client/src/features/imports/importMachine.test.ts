import { describe, expect, it } from 'vitest';
import { MSG, NOTE_IMPORT_MSG } from '../../../../shared/messages';
import { CARDCADE_TEXT, type CsvAnalysis, type ImportConfirmResult, type ImportPreview } from '../../../../shared/schemas/imports';
import { EMPTY_QUIZLET_FORM } from './importFlow';
import {
  BACKUP_PREVIEW_FAILED,
  cacheRef,
  cacheToDropOnClose,
  confirmation,
  importReducer,
  initialImportState,
  preselectedFields,
  tagsHeaderOf,
  reimportOptions,
  submission,
  viewOf,
  type ImportEvent,
  type ImportState,
} from './importMachine';

const preview = (overrides: Partial<ImportPreview> = {}): ImportPreview => ({
  message: 'Anki package read: 2 cards from 1 deck.',
  temporaryImportId: 'tmp-1',
  proposedDeckName: 'Verbs',
  errorSummary: { totalCardsAttempted: 2, cardsWithIssues: 0, issuesPreview: [] },
  previewCards: [],
  ...overrides,
});
const analysis: CsvAnalysis = { totalRows: 3, temporaryImportId: 'csv-1', headers: ['Word', 'Meaning', 'Tags'], message: 'CSV file read: 3 rows.' };
const success: ImportConfirmResult = { success: true, message: 'Import complete.', createdDecks: [{ id: 7, name: 'Verbs', cardCount: 2 }] };
const failed: ImportConfirmResult = { success: false, message: 'Nothing to import.', createdDecks: [] };
const file = (name: string, content = 'data') => new File([content], name);

/** A CSV mapping without a note type (Basic from the term and definition columns). */
const NO_NOTE_TYPE = { noteTypeId: null, fields: {}, tags: '' };
const state = (overrides: Partial<ImportState> = {}): ImportState => ({ ...initialImportState, ...overrides });
const run = (events: ImportEvent[], from = initialImportState) => events.reduce(importReducer, from);

describe('import reducer: one event at a time', () => {
  it.each<[string, Partial<ImportState>, ImportEvent, Partial<ImportState>]>([
    ['choosing a kind clears the form error and its field', { formError: 'x', errorField: { field: 'deckName', attempt: 2 } }, { type: 'kindChosen', kind: 'csv' }, { kind: 'csv', formError: null, errorField: null }],
    ['a kind is not changed under a running request', { kind: 'quizlet', busy: true }, { type: 'kindChosen', kind: 'csv' }, { kind: 'quizlet', busy: true }],
    ['a chosen file clears the form error', { formError: MSG.ankiNoFile }, { type: 'fileChosen', slot: 'ankiFile', file: null }, { ankiFile: null, formError: null }],
    ['the review-history choice', {}, { type: 'keepHistorySet', keep: false }, { keepHistory: false }],
    ['a check without a field is only the message', { errorField: null }, { type: 'invalid', message: MSG.csvNoFile }, { formError: MSG.csvNoFile, errorField: null }],
    ['each refused Quizlet submit is a new attempt (focus moves again)', { errorField: { field: 'deckName', attempt: 1 } }, { type: 'invalid', message: MSG.quizletDeckNameRequired, field: 'deckName' }, { formError: MSG.quizletDeckNameRequired, errorField: { field: 'deckName', attempt: 2 } }],
    ['a request starts busy, without error or progress', { formError: 'x', errorField: { field: 'deckName', attempt: 1 }, progress: 1 }, { type: 'requestStarted' }, { busy: true, progress: null, formError: null, errorField: null }],
    ['upload progress while busy', { busy: true }, { type: 'uploadProgress', fraction: 0.5 }, { progress: 0.5 }],
    ['a failed request shows its message and ends busy', { busy: true, progress: 1 }, { type: 'requestFailed', message: 'Bad zip.' }, { busy: false, progress: null, formError: 'Bad zip.' }],
    ['a preview opens the preview step', { busy: true, previewError: 'old' }, { type: 'previewReady', preview: preview() }, { busy: false, step: 'preview', preview: preview(), previewError: null }],
    ['Back / Cancel returns to the form and forgets the analysis (analyzed again next time)', { step: 'preview', preview: preview(), analysis, previewError: 'x' }, { type: 'previewLeft' }, { step: 'selectType', preview: null, analysis: null, previewError: null }],
    ['Choose another file forgets the analysis, samples and file', { analysis, samples: [['a']], csvFile: file('a.csv') }, { type: 'analysisDropped' }, { analysis: null, samples: null, csvFile: null }],
    ['confirm refused: the message on the preview', { step: 'preview' }, { type: 'confirmRefused', message: MSG.confirmNoPreview }, { step: 'preview', previewError: MSG.confirmNoPreview }],
    ['confirm starts', { step: 'preview', previewError: 'x' }, { type: 'confirmStarted' }, { step: 'confirming', previewError: null }],
    ['confirmed: the result step', { step: 'confirming' }, { type: 'confirmed', result: success }, { step: 'result', result: success }],
    ['a confirm error returns to the preview with its message', { step: 'confirming' }, { type: 'confirmFailed', message: 'Server went away' }, { step: 'preview', previewError: 'Server went away' }],
    ['Back to Preview after a failed result', { step: 'result', result: failed }, { type: 'backToPreview' }, { step: 'preview', result: failed }],
  ])('%s', (_name, before, event, after) => {
    expect(importReducer(state(before), event)).toEqual(state({ ...before, ...after }));
  });

  it.each<[string, string, Partial<ImportState>, Partial<ImportState['csv']>]>([
    ['proposes the file name and the first two columns', 'words.csv', {}, { deckName: 'words', term: 'Word', definition: 'Meaning' }],
    ['keeps a deck name the user typed', 'Words.XLSX', { csv: { deckName: 'German', term: '', definition: '', fieldsContainHtml: false, ...NO_NOTE_TYPE } }, { deckName: 'German', term: 'Word', definition: 'Meaning' }],
    ['keeps a ticked “Fields contain HTML”', 'f.csv', { csv: { deckName: '', term: '', definition: '', fieldsContainHtml: true, ...NO_NOTE_TYPE } }, { deckName: 'f', term: 'Word', definition: 'Meaning', fieldsContainHtml: true }],
  ])('analyzed: %s', (_name, fileName, before, csv) => {
    const next = importReducer(state({ ...before, busy: true }), { type: 'analyzed', analysis, fileName });
    expect(next).toMatchObject({ analysis, busy: false, progress: null, csv });
  });

  it('an analysis of one column guesses an empty definition column', () => {
    const next = importReducer(initialImportState, { type: 'analyzed', analysis: { ...analysis, headers: ['Only'] }, fileName: 'a.csv' });
    expect(next.csv).toEqual({ deckName: 'a', term: 'Only', definition: '', fieldsContainHtml: false, noteTypeId: null, fields: {}, tags: '' });
  });
});

describe('a CSV mapped to a note type (docs/imports.md)', () => {
  const japanese = { id: 9, name: 'Japanese', builtin: null, fields: ['Expression', 'Reading', 'Meaning'] };
  const basic = { id: 1, name: 'Basic', builtin: 'basic', fields: ['Front', 'Back'] };
  const jlpt: CsvAnalysis = { ...analysis, headers: ['expression', 'reading', 'meaning', 'tags', 'guid'] };

  it.each<[string, string[], string[], Record<string, string>]>([
    ['headers equal to field names, in any case', ['Expression', 'Reading', 'Meaning'], ['expression', 'READING', 'meaning', 'tags'], { Expression: 'expression', Reading: 'READING', Meaning: 'meaning' }],
    ['only some fields named', ['Front', 'Back', 'Extra'], ['Word', 'extra'], { Extra: 'extra' }],
    ['no field named: the first two columns, not the tags', ['Front', 'Back'], ['Tags', 'Word', 'Meaning'], { Front: 'Word', Back: 'Meaning' }],
    ['one column', ['Front', 'Back'], ['Word'], { Front: 'Word' }],
  ])('pre-selects columns by header: %s', (_name, fields, headers, expected) => {
    expect(preselectedFields(fields, headers)).toEqual(expected);
  });

  it.each([
    [['Word', 'Tags'], 'Tags'],
    [['Word', ' tag '], ' tag '],
    [['Word', 'tagging'], ''],
  ])('finds the tags column of %j', (headers, expected) => {
    expect(tagsHeaderOf(headers)).toBe(expected);
  });

  it('analyze pre-selects the tags column; choosing a note type pre-selects its fields; the preview sends them', () => {
    const next = run([
      { type: 'kindChosen', kind: 'csv' },
      { type: 'analyzed', analysis: jlpt, fileName: 'n5.csv' },
      { type: 'noteTypesLoaded', noteTypes: [basic, japanese] },
      { type: 'csvNoteTypeChosen', id: 9 },
    ]);
    expect(next.csv).toMatchObject({ noteTypeId: 9, tags: 'tags', fields: { Expression: 'expression', Reading: 'reading', Meaning: 'meaning' } });
    expect(submission(next)).toEqual({
      type: 'csvPreview',
      input: { temporaryImportId: 'csv-1', deckName: 'n5', fieldsContainHtml: false, noteTypeId: 9, fieldMapping: { Expression: 'expression', Reading: 'reading', Meaning: 'meaning' }, tagsColumn: 'tags' },
      fallback: MSG.previewFailed,
    });
    // A field left empty is not sent; none at all, or one column twice, is refused here.
    const edited = importReducer(next, { type: 'csvMappingEdited', change: { fields: { Expression: 'expression', Reading: '', Meaning: 'meaning' }, tags: '' } });
    expect(submission(edited)).toMatchObject({ input: { fieldMapping: { Expression: 'expression', Meaning: 'meaning' } } });
    expect(submission(edited)).not.toHaveProperty('input.tagsColumn');
    expect(submission(importReducer(next, { type: 'csvMappingEdited', change: { fields: {} } }))).toEqual({ type: 'invalid', message: NOTE_IMPORT_MSG.mapAField });
    expect(submission(importReducer(next, { type: 'csvMappingEdited', change: { fields: { Expression: 'reading', Reading: 'reading' } } }))).toEqual({ type: 'invalid', message: NOTE_IMPORT_MSG.sameColumnTwice });
    // Back to Basic: the term and definition columns, and with a tags column, Basic notes.
    const back = importReducer(next, { type: 'csvNoteTypeChosen', id: null });
    expect(submission(back)).toMatchObject({ input: { noteTypeId: 1, fieldMapping: { Front: 'expression', Back: 'reading' }, tagsColumn: 'tags' } });
    expect(submission(importReducer(back, { type: 'csvMappingEdited', change: { tags: '' } }))).toMatchObject({ input: { columnMapping: { term: 'expression', definition: 'reading' } } });
  });
});

describe('import reducer: views (focus moves when the view changes)', () => {
  it.each<[Partial<ImportState>, string]>([
    [{}, 'selectType'],
    [{ analysis }, 'mapping'],
    [{ step: 'preview', analysis }, 'preview'],
    [{ step: 'confirming' }, 'confirming'],
    [{ step: 'result' }, 'result'],
  ])('%j → %s', (overrides, view) => {
    expect(viewOf(state(overrides))).toBe(view);
  });
});

describe('submission: what the first step sends', () => {
  const quizlet = { ...EMPTY_QUIZLET_FORM, deckName: ' Idioms ', quizletText: 'a\tb' };
  const apkg = file('deck.apkg');
  const zip = file('cardcade-export.zip');
  const csv = file('words.csv');
  it.each<[string, Partial<ImportState>, ReturnType<typeof submission>]>([
    ['nothing without a kind', {}, { type: 'none' }],
    ['nothing while busy', { kind: 'quizlet', quizlet, busy: true }, { type: 'none' }],
    ['Anki without a file', { kind: 'anki_single' }, { type: 'invalid', message: MSG.ankiNoFile }],
    ['Anki with a wrong file', { kind: 'anki_single', ankiFile: file('deck.zip') }, { type: 'invalid', message: MSG.ankiInvalidType }],
    ['Anki collection, history off', { kind: 'anki_collection', ankiFile: apkg, keepHistory: false }, { type: 'ankiPreview', file: apkg, mode: 'collection', keepReviewHistory: false, fallback: MSG.ankiPreviewFailed }],
    ['Anki single deck', { kind: 'anki_single', ankiFile: apkg }, { type: 'ankiPreview', file: apkg, mode: 'single_deck', keepReviewHistory: true, fallback: MSG.ankiPreviewFailed }],
    ['backup without a file', { kind: 'cardcade' }, { type: 'invalid', message: CARDCADE_TEXT.noFile }],
    ['backup with a wrong file', { kind: 'cardcade', backupFile: apkg }, { type: 'invalid', message: CARDCADE_TEXT.invalidType }],
    ['backup', { kind: 'cardcade', backupFile: zip }, { type: 'cardcadePreview', file: zip, fallback: BACKUP_PREVIEW_FAILED }],
    ['Quizlet names the field at fault', { kind: 'quizlet' }, { type: 'invalid', message: MSG.quizletDeckNameRequired, field: 'deckName' }],
    [
      'Quizlet sends the trimmed name and only the used delimiters',
      { kind: 'quizlet', quizlet: { ...quizlet, customCardDelimiter: '##' } },
      { type: 'quizletPreview', input: { deckName: 'Idioms', quizletText: 'a\tb', termDefDelimiterKey: 'tab', cardDelimiterKey: 'newline' }, fallback: MSG.quizletPreviewFailed },
    ],
    ['CSV without a file', { kind: 'csv' }, { type: 'invalid', message: MSG.csvNoFile }],
    ['CSV with an empty file', { kind: 'csv', csvFile: file('a.csv', '') }, { type: 'invalid', message: MSG.csvEmpty }],
    ['CSV analyzes the file first', { kind: 'csv', csvFile: csv }, { type: 'csvAnalyze', file: csv, fallback: MSG.analyzeFailed }],
    ['CSV mapping without a deck name', { kind: 'csv', analysis, csv: { deckName: ' ', term: 'Word', definition: 'Meaning', fieldsContainHtml: false, ...NO_NOTE_TYPE } }, { type: 'invalid', message: MSG.csvDeckNameRequired }],
    ['CSV mapping with one column', { kind: 'csv', analysis, csv: { deckName: 'D', term: '', definition: 'Meaning', fieldsContainHtml: false, ...NO_NOTE_TYPE } }, { type: 'invalid', message: MSG.csvMapBoth }],
    ['CSV mapping with the same column twice', { kind: 'csv', analysis, csv: { deckName: 'D', term: 'Word', definition: 'Word', fieldsContainHtml: false, ...NO_NOTE_TYPE } }, { type: 'invalid', message: MSG.csvSameColumns }],
    [
      'CSV preview of the analyzed file',
      { kind: 'csv', analysis, csv: { deckName: ' German ', term: 'Meaning', definition: 'Word', fieldsContainHtml: false, ...NO_NOTE_TYPE } },
      { type: 'csvPreview', input: { temporaryImportId: 'csv-1', deckName: 'German', columnMapping: { term: 'Meaning', definition: 'Word' }, fieldsContainHtml: false }, fallback: MSG.previewFailed },
    ],
    [
      'CSV preview with HTML in the fields (docs/rich-cards.md)',
      { kind: 'csv', analysis, csv: { deckName: 'Chem', term: 'Meaning', definition: 'Word', fieldsContainHtml: true, ...NO_NOTE_TYPE } },
      { type: 'csvPreview', input: { temporaryImportId: 'csv-1', deckName: 'Chem', columnMapping: { term: 'Meaning', definition: 'Word' }, fieldsContainHtml: true }, fallback: MSG.previewFailed },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(submission(state(overrides))).toEqual(expected);
  });
});

describe('confirmation', () => {
  it.each<[string, Partial<ImportState>, number | undefined, ReturnType<typeof confirmation>]>([
    ['refused without a preview', { kind: 'quizlet' }, undefined, { refused: MSG.confirmNoPreview }],
    ['refused when the type cannot be told', { preview: preview({ message: 'Ready.', proposedDeckName: undefined }) }, undefined, { refused: MSG.unknownImportType }],
    ['a new deck', { kind: 'anki_collection', preview: preview() }, undefined, { input: { type: 'anki', temporaryImportId: 'tmp-1' } }],
    ['a re-import updating deck 42', { kind: 'anki_single', preview: preview() }, 42, { input: { type: 'anki', temporaryImportId: 'tmp-1', updateDeckId: 42 } }],
    ['a restore', { kind: 'cardcade', preview: preview({ temporaryImportId: 'backup-1' }) }, undefined, { input: { type: 'cardcade', temporaryImportId: 'backup-1' } }],
  ])('%s', (_name, overrides, updateDeckId, expected) => {
    expect(confirmation(state(overrides), updateDeckId)).toEqual(expected);
  });
});

describe('the server cache to delete', () => {
  it.each<[string, Partial<ImportState>, ReturnType<typeof cacheToDropOnClose>]>([
    ['nothing on the empty form', { kind: 'anki_single' }, null],
    ["an analyzed file's", { kind: 'csv', analysis }, { type: 'csv', temporaryImportId: 'csv-1' }],
    ["the preview's", { kind: 'quizlet', step: 'preview', preview: preview() }, { type: 'quizlet', temporaryImportId: 'tmp-1' }],
    ["the preview's after a failed result", { kind: 'quizlet', step: 'result', preview: preview(), result: failed }, { type: 'quizlet', temporaryImportId: 'tmp-1' }],
    ['nothing after a successful import', { kind: 'quizlet', step: 'result', preview: preview(), result: success }, null],
    ['the analysis while confirming a CSV preview', { kind: 'csv', step: 'confirming', analysis, preview: preview({ temporaryImportId: 'csv-1' }) }, { type: 'csv', temporaryImportId: 'csv-1' }],
    ['nothing while confirming another kind', { kind: 'anki_single', step: 'confirming', preview: preview() }, null],
  ])('on close: %s', (_name, overrides, expected) => {
    expect(cacheToDropOnClose(state(overrides))).toEqual(expected);
  });

  it("Back / Cancel drops the preview's cache, else the analysis'", () => {
    expect(cacheRef(state({ kind: 'csv', analysis, preview: preview({ temporaryImportId: 'p' }) }))).toEqual({ type: 'csv', temporaryImportId: 'p' });
    expect(cacheRef(state({ kind: 'csv', analysis }))).toEqual({ type: 'csv', temporaryImportId: 'csv-1' });
    expect(cacheRef(state({ kind: 'csv' }))).toBeNull();
  });
});

describe('re-import options', () => {
  const verbs = { id: 42, name: 'Verbs', source: 'anki', card_count: 5 };
  const nouns = { id: 43, name: 'Nouns', source: 'anki', card_count: 3 };
  it.each<[string, Partial<ImportState>, ((typeof verbs) & { is_owner?: boolean })[], number[], number | null]>([
    ['no preview, no duplicates', { kind: 'anki_single' }, [verbs], [], null],
    ['one deck repeated: it can be updated', { kind: 'anki_single', preview: preview() }, [verbs], [42], 42],
    ['a subscribed deck is a repeat its subscriber cannot update', { kind: 'anki_single', preview: preview() }, [{ ...verbs, is_owner: false }], [42], null],
    ['another source is not a repeat', { kind: 'quizlet', preview: preview() }, [verbs], [], null],
    ['a restore is never a repeat', { kind: 'cardcade', preview: preview() }, [verbs], [], null],
    [
      'two decks repeated: only copies',
      { kind: 'anki_collection', preview: preview({ proposedDeckName: undefined, decksToCreate: [{ name: 'Verbs', description: '', cardCount: 1 }, { name: 'Nouns', description: '', cardCount: 1 }] }) },
      [verbs, nouns],
      [42, 43],
      null,
    ],
  ])('%s', (_name, overrides, existing, duplicateIds, updatableId) => {
    const { duplicates, updatable } = reimportOptions(state(overrides), existing);
    expect(duplicates.map((deck) => deck.id)).toEqual(duplicateIds);
    expect(updatable?.id ?? null).toBe(updatableId);
  });
});

describe('import reducer: whole flows', () => {
  it('CSV: analyze, map, preview, back (analyzed again), preview, confirm', () => {
    const csv = file('words.csv');
    const mapped = run([
      { type: 'kindChosen', kind: 'csv' },
      { type: 'fileChosen', slot: 'csvFile', file: csv },
      { type: 'requestStarted' },
      { type: 'uploadProgress', fraction: 1 },
      { type: 'analyzed', analysis, fileName: csv.name },
      { type: 'samplesRead', samples: [['a'], ['b'], []] },
      { type: 'csvMappingEdited', change: { term: 'Meaning', definition: 'Word' } },
    ]);
    expect(viewOf(mapped)).toBe('mapping');
    expect(submission(mapped)).toMatchObject({ type: 'csvPreview', input: { deckName: 'words', columnMapping: { term: 'Meaning', definition: 'Word' } } });
    const back = run([{ type: 'requestStarted' }, { type: 'previewReady', preview: preview({ temporaryImportId: 'csv-1' }) }, { type: 'previewLeft' }], mapped);
    expect(viewOf(back)).toBe('selectType');
    expect(submission(back)).toEqual({ type: 'csvAnalyze', file: csv, fallback: MSG.analyzeFailed });
    // The deck name and file stay; the next analysis proposes the columns again.
    expect(back.csv.deckName).toBe('words');
    const done = run([{ type: 'requestStarted' }, { type: 'analyzed', analysis, fileName: csv.name }, { type: 'requestStarted' }, { type: 'previewReady', preview: preview({ temporaryImportId: 'csv-1' }) }, { type: 'confirmStarted' }, { type: 'confirmed', result: success }], back);
    expect(done).toMatchObject({ step: 'result', result: success, busy: false });
    expect(cacheToDropOnClose(done)).toBeNull();
  });

  it('Quizlet: each refused submit focuses its field again; choosing another kind starts over', () => {
    const first = run([{ type: 'kindChosen', kind: 'quizlet' }, { type: 'invalid', message: MSG.quizletDeckNameRequired, field: 'deckName' }]);
    const second = importReducer(first, { type: 'invalid', message: MSG.quizletDeckNameRequired, field: 'deckName' });
    expect(second.errorField).toEqual({ field: 'deckName', attempt: 2 });
    expect(second.errorField).not.toBe(first.errorField);
    expect(importReducer(second, { type: 'kindChosen', kind: 'csv' })).toMatchObject({ formError: null, errorField: null });
  });
});
