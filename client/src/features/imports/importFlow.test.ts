import { describe, expect, it } from 'vitest';
import { MSG } from '../../../../shared/messages';
import { IMPORT_TEXT, type ImportPreview } from '../../../../shared/schemas/imports';
import {
  canConfirm,
  cardStatus,
  cutDescription,
  EMPTY_QUIZLET_FORM,
  emptyPreviewMessage,
  importTypeFor,
  quizletPayload,
  quizletProblem,
  validateAnkiFile,
  validateCsvMapping,
  validateQuizletForm,
  validateTabularFile,
  type QuizletForm,
} from './importFlow';

const preview = (overrides: Partial<ImportPreview> = {}): ImportPreview => ({
  message: 'Ready.',
  temporaryImportId: 'id',
  errorSummary: { totalCardsAttempted: 0, cardsWithIssues: 0, issuesPreview: [] },
  previewCards: [],
  ...overrides,
});

describe('file validation', () => {
  it.each([
    [null, MSG.ankiNoFile],
    [{ name: 'deck.zip' }, MSG.ankiInvalidType],
    [{ name: 'Deck.APKG' }, null],
    [{ name: 'all.colpkg' }, null],
  ])('anki %j → %s', (file, message) => {
    expect(validateAnkiFile(file)).toBe(message);
  });

  it.each([
    [null, MSG.csvNoFile],
    [{ name: 'a.txt', size: 3 }, IMPORT_TEXT.csvInvalidType],
    [{ name: 'a.csv', size: 0 }, MSG.csvEmpty],
    [{ name: 'a.xlsx', size: 10 }, null],
  ])('csv %j → %s', (file, message) => {
    expect(validateTabularFile(file)).toBe(message);
  });
});

describe('Quizlet form', () => {
  const valid: QuizletForm = { ...EMPTY_QUIZLET_FORM, deckName: 'D', quizletText: 'a\tb' };

  it.each<[Partial<QuizletForm>, string | null]>([
    [{}, null],
    [{ deckName: ' ' }, MSG.quizletDeckNameRequired],
    [{ quizletText: '\n' }, MSG.quizletTextRequired],
    [{ termDefDelimiterKey: 'custom' }, MSG.customTermDefRequired],
    [{ cardDelimiterKey: 'custom' }, MSG.customCardRequired],
    [{ cardDelimiterKey: 'custom', customCardDelimiter: '12345678901' }, MSG.customDelimiterTooLong],
  ])('%j → %s', (change, message) => {
    expect(validateQuizletForm({ ...valid, ...change })).toBe(message);
  });

  it('sends custom delimiters only when selected', () => {
    expect(quizletPayload({ ...valid, customTermDefDelimiter: '//', customCardDelimiter: '##' })).toEqual({
      deckName: 'D',
      quizletText: 'a\tb',
      termDefDelimiterKey: 'tab',
      cardDelimiterKey: 'newline',
    });
    expect(quizletPayload({ ...valid, termDefDelimiterKey: 'custom', customTermDefDelimiter: '//' })).toMatchObject({
      customTermDefDelimiter: '//',
    });
  });
});

describe('CSV mapping', () => {
  it.each([
    [' ', 'a', 'b', MSG.csvDeckNameRequired],
    ['d', '', 'b', MSG.csvMapBoth],
    ['d', 'a', '', MSG.csvMapBoth],
    ['d', 'a', 'a', MSG.csvSameColumns],
    ['d', 'a', 'b', null],
  ])('%j %j %j → %s', (deck, term, definition, message) => {
    expect(validateCsvMapping(deck, term, definition)).toBe(message);
  });
});

describe('importTypeFor', () => {
  it.each<[Parameters<typeof importTypeFor>[0], ImportPreview | null, string | null]>([
    ['anki_single', null, 'anki'],
    ['anki_collection', null, 'anki'],
    ['quizlet', null, 'quizlet'],
    ['csv', null, 'csv'],
    [null, preview({ message: 'Anki package read' }), 'anki'],
    [null, preview({ message: 'Quizlet text read' }), 'quizlet'],
    [null, preview({ proposedDeckName: 'x' }), 'anki'],
    [null, preview({ decksToCreate: [] }), 'anki'],
    [null, preview(), null],
    [null, null, null],
  ])('%s + preview → %s', (kind, p, type) => {
    expect(importTypeFor(kind, p)).toBe(type);
  });
});

describe('preview helpers', () => {
  it('confirm needs at least one card without issues (issue #29: 0 valid cards would import nothing)', () => {
    expect(canConfirm(preview())).toBe(false);
    expect(canConfirm(preview({ errorSummary: { totalCardsAttempted: 2, cardsWithIssues: 2, issuesPreview: [] } }))).toBe(false);
    expect(canConfirm(preview({ errorSummary: { totalCardsAttempted: 2, cardsWithIssues: 1, issuesPreview: [] } }))).toBe(true);
  });

  it.each([
    [{ deckName: ' ' }, 'deckName'],
    [{ deckName: 'Spanish', quizletText: '' }, 'quizletText'],
    [{ deckName: 'Spanish', quizletText: 'a\tb', termDefDelimiterKey: 'custom' as const }, 'customTermDefDelimiter'],
    [{ deckName: 'Spanish', quizletText: 'a\tb', cardDelimiterKey: 'custom' as const }, 'customCardDelimiter'],
    [{ deckName: 'Spanish', quizletText: 'a\tb' }, null],
  ])('the Quizlet problem of %j is in field %s', (fields, field) => {
    expect(quizletProblem({ ...EMPTY_QUIZLET_FORM, ...fields })?.field ?? null).toBe(field);
  });

  it.each([
    [[], 'OK'],
    [['a'], 'Issues (1)'],
    [['a', 'b'], 'Issues (2)'],
  ])('status %j → %s', (errors, label) => {
    expect(cardStatus(errors)).toBe(label);
  });

  it('says why a preview is empty', () => {
    expect(emptyPreviewMessage(preview())).toBe(MSG.noCardsFound);
    expect(emptyPreviewMessage(preview({ errorSummary: { totalCardsAttempted: 3, cardsWithIssues: 3, issuesPreview: [] } }))).toBe(
      MSG.noCardsPreviewed,
    );
    expect(emptyPreviewMessage(preview({ previewCards: [{ term: 'a', definition: 'b', ankiDeckName: null, errors: [] }] }))).toBeNull();
  });

  it('cuts descriptions to 100 characters', () => {
    expect(cutDescription('x'.repeat(100))).toBe('x'.repeat(100));
    expect(cutDescription('x'.repeat(101))).toBe(`${'x'.repeat(100)}…`);
  });
});
