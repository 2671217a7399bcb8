import { CUSTOM_DELIMITER_MAX, IMPORT_DESCRIPTION_PREVIEW_CHARS } from '../../../../shared/constants';
import { MSG } from '../../../../shared/messages';
import { CARDCADE_TEXT, fileTypeError, type AnkiImportMode, type ImportType } from '../../../../shared/importFiles';
import type { ImportPreview, QuizletPreviewInput } from '../../../../shared/schemas/imports';
import type { MessageId } from '../../locales/imports';
import { englishT, type ImportsT } from './importTexts';

// The Import modal's rules (docs/product.md: states, validation, calls notes), kept apart from the components so each
// rule has a table test.

export type ImportKind = 'anki_single' | 'anki_collection' | 'quizlet' | 'csv' | 'cardcade';
export type ImportStep = 'selectType' | 'preview' | 'confirming' | 'result';

/** The kinds of import, each with its label and hint in the catalog (imports.kind.*). */
export const IMPORT_KINDS: { kind: ImportKind; label: MessageId; hint: MessageId }[] = [
  { kind: 'anki_single', label: 'imports.kind.ankiSingle', hint: 'imports.kind.ankiSingleHint' },
  { kind: 'anki_collection', label: 'imports.kind.ankiCollection', hint: 'imports.kind.ankiCollectionHint' },
  { kind: 'quizlet', label: 'imports.kind.quizlet', hint: 'imports.kind.quizletHint' },
  { kind: 'csv', label: 'imports.kind.csv', hint: 'imports.kind.csvHint' },
  { kind: 'cardcade', label: 'imports.kind.cardcade', hint: 'imports.kind.cardcadeHint' },
];

export const ankiModeOf = (kind: ImportKind): AnkiImportMode => (kind === 'anki_collection' ? 'collection' : 'single_deck');

export function validateAnkiFile(file: { name: string } | null): string | null {
  if (!file) return MSG.ankiNoFile;
  return fileTypeError('anki', file.name);
}

export function validateTabularFile(file: { name: string; size: number } | null): string | null {
  if (!file) return MSG.csvNoFile;
  return fileTypeError('tabular', file.name) ?? (file.size === 0 ? MSG.csvEmpty : null);
}

export function validateBackupFile(file: { name: string; size: number } | null): string | null {
  if (!file) return CARDCADE_TEXT.noFile;
  return fileTypeError('cardcade', file.name);
}

export interface QuizletForm {
  deckName: string;
  quizletText: string;
  termDefDelimiterKey: QuizletPreviewInput['termDefDelimiterKey'];
  cardDelimiterKey: QuizletPreviewInput['cardDelimiterKey'];
  customTermDefDelimiter: string;
  customCardDelimiter: string;
}

export const EMPTY_QUIZLET_FORM: QuizletForm = {
  deckName: '',
  quizletText: '',
  termDefDelimiterKey: 'tab',
  cardDelimiterKey: 'newline',
  customTermDefDelimiter: '',
  customCardDelimiter: '',
};

export type QuizletField = 'deckName' | 'quizletText' | 'customTermDefDelimiter' | 'customCardDelimiter';

/** The input's id of each Quizlet field: the form marks it, the dialog focuses it. */
export const quizletFieldId = (field: QuizletField) =>
  ({ deckName: 'quizlet-deck-name', quizletText: 'quizlet-text', customTermDefDelimiter: 'quizlet-custom-term-def', customCardDelimiter: 'quizlet-custom-card' })[field];

/** The first problem of the form and the field it belongs to, so the form can mark and focus it. */
export function quizletProblem(form: QuizletForm): { field: QuizletField; message: string } | null {
  if (!form.deckName.trim()) return { field: 'deckName', message: MSG.quizletDeckNameRequired };
  if (!form.quizletText.trim()) return { field: 'quizletText', message: MSG.quizletTextRequired };
  if (form.termDefDelimiterKey === 'custom' && !form.customTermDefDelimiter) return { field: 'customTermDefDelimiter', message: MSG.customTermDefRequired };
  if (form.cardDelimiterKey === 'custom' && !form.customCardDelimiter) return { field: 'customCardDelimiter', message: MSG.customCardRequired };
  if (form.customTermDefDelimiter.length > CUSTOM_DELIMITER_MAX) return { field: 'customTermDefDelimiter', message: MSG.customDelimiterTooLong };
  if (form.customCardDelimiter.length > CUSTOM_DELIMITER_MAX) return { field: 'customCardDelimiter', message: MSG.customDelimiterTooLong };
  return null;
}

export function validateQuizletForm(form: QuizletForm): string | null {
  return quizletProblem(form)?.message ?? null;
}

/** The request body: unused custom delimiter fields are not sent (docs/product.md: validation). */
export function quizletPayload(form: QuizletForm): QuizletPreviewInput {
  return {
    deckName: form.deckName.trim(),
    quizletText: form.quizletText,
    termDefDelimiterKey: form.termDefDelimiterKey,
    cardDelimiterKey: form.cardDelimiterKey,
    ...(form.termDefDelimiterKey === 'custom' ? { customTermDefDelimiter: form.customTermDefDelimiter } : {}),
    ...(form.cardDelimiterKey === 'custom' ? { customCardDelimiter: form.customCardDelimiter } : {}),
  };
}

export function validateCsvMapping(deckName: string, term: string, definition: string): string | null {
  if (!deckName.trim()) return MSG.csvDeckNameRequired;
  if (!term || !definition) return MSG.csvMapBoth;
  if (term === definition) return MSG.csvSameColumns;
  return null;
}

/** docs/product.md: calls note: the selected type, otherwise inferred from the preview. */
export function importTypeFor(kind: ImportKind | null, preview: ImportPreview | null): ImportType | null {
  if (kind === 'anki_single' || kind === 'anki_collection') return 'anki';
  if (kind === 'quizlet' || kind === 'csv' || kind === 'cardcade') return kind;
  if (!preview) return null;
  const message = preview.message.toLowerCase();
  if (message.includes('cardcade backup')) return 'cardcade';
  if (message.includes('anki')) return 'anki';
  if (message.includes('quizlet')) return 'quizlet';
  if (preview.decksToCreate || preview.proposedDeckName) return 'anki';
  return null;
}

/** Confirm is disabled when no cards were attempted and none previewed. */
/**
 * docs/product.md: states disables Confirm when no cards were attempted and none previewed; it is also disabled
 * when every attempted card has issues (issue #29): those are skipped, so nothing would be imported.
 */
export const canConfirm = (preview: ImportPreview) =>
  (preview.errorSummary.totalCardsAttempted > 0 || preview.previewCards.length > 0) &&
  preview.errorSummary.totalCardsAttempted - preview.errorSummary.cardsWithIssues > 0;

export const cardStatus = (errors: string[], t: ImportsT = englishT) => (errors.length ? t('imports.status.issues', { n: errors.length }) : t('imports.status.ok'));

export function emptyPreviewMessage(preview: ImportPreview): string | null {
  if (preview.previewCards.length > 0) return null;
  return preview.errorSummary.totalCardsAttempted > 0 ? MSG.noCardsPreviewed : MSG.noCardsFound;
}

/** Deck descriptions in the import summary are cut to 100 characters (docs/product.md: limits). */
export function cutDescription(description: string): string {
  return description.length > IMPORT_DESCRIPTION_PREVIEW_CHARS ? `${description.slice(0, IMPORT_DESCRIPTION_PREVIEW_CHARS)}…` : description;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
