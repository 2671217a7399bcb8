import { MSG } from '../../../../shared/messages';
import { CARDCADE_TEXT } from '../../../../shared/importFiles';
import type { CsvAnalysis, CsvPreviewInput, ImportConfirmInput, ImportConfirmResult, ImportPreview, ImportRef, QuizletPreviewInput } from '../../../../shared/schemas/imports';
import {
  ankiModeOf,
  EMPTY_QUIZLET_FORM,
  importTypeFor,
  quizletPayload,
  quizletProblem,
  validateAnkiFile,
  validateBackupFile,
  validateCsvMapping,
  validateTabularFile,
  type ImportKind,
  type ImportStep,
  type QuizletField,
  type QuizletForm,
} from './importFlow';
import { duplicateDecks, type ExistingDeck } from './reimport';
import { ankiChoicesPayload, ankiChoicesProblem, EMPTY_ANKI_CHOICES, initialAnkiChoices, type AnkiPreviewChoices, type NoteTypeChoice, type ParentNames } from './ankiChoices';

// The Import modal as a reducer (docs/foundation.md): every step, choice and answer is an event, and
// the next state is computed here, apart from React. The dialog (useImportDialog.ts) runs the
// effects — uploads, mutations, focus — and reports their outcome back as events. What a submit
// or a confirm should send is decided here too (submission, confirmation), so the whole flow is
// tested as pure code in importMachine.test.ts.

export interface CsvMapping {
  deckName: string;
  term: string;
  definition: string;
  /** 'Fields contain HTML' (docs/rich-cards.md): the cells are card HTML for the server's allowlist; off by default. */
  fieldsContainHtml: boolean;
}

export interface ImportState {
  step: ImportStep;
  kind: ImportKind | null;
  ankiFile: File | null;
  /** docs/anki-history.md: on by default; sent with the upload as the multipart field keepReviewHistory. */
  keepHistory: boolean;
  backupFile: File | null;
  quizlet: QuizletForm;
  csvFile: File | null;
  /** The analyzed CSV/XLSX file: while set, the CSV form is the mapping step. */
  analysis: CsvAnalysis | null;
  /** The first values of each column, read in the browser (CSV only), for the mapping's hints. */
  samples: string[][] | null;
  csv: CsvMapping;
  /** A request (upload, analyze, preview) is under way: the form is disabled. */
  busy: boolean;
  /** Upload progress, 0..1, or null before the first byte and after the last. */
  progress: number | null;
  formError: string | null;
  /** The Quizlet field the form error belongs to; `attempt` makes each refused submit move focus again. */
  errorField: { field: QuizletField; attempt: number } | null;
  preview: ImportPreview | null;
  previewError: string | null;
  /** An Anki preview's choices (ankiChoices.ts): note types, templates, deck names. */
  anki: AnkiPreviewChoices;
  result: ImportConfirmResult | null;
}

export const initialImportState: ImportState = {
  step: 'selectType',
  kind: null,
  ankiFile: null,
  keepHistory: true,
  backupFile: null,
  quizlet: EMPTY_QUIZLET_FORM,
  csvFile: null,
  analysis: null,
  samples: null,
  csv: { deckName: '', term: '', definition: '', fieldsContainHtml: false },
  busy: false,
  progress: null,
  formError: null,
  errorField: null,
  preview: null,
  previewError: null,
  anki: EMPTY_ANKI_CHOICES,
  result: null,
};

export type FileSlot = 'ankiFile' | 'backupFile' | 'csvFile';

export type ImportEvent =
  | { type: 'kindChosen'; kind: ImportKind }
  | { type: 'fileChosen'; slot: FileSlot; file: File | null }
  | { type: 'keepHistorySet'; keep: boolean }
  | { type: 'quizletEdited'; form: QuizletForm }
  | { type: 'csvMappingEdited'; change: Partial<CsvMapping> }
  /** A submit refused before any request; `field`: the Quizlet field at fault. */
  | { type: 'invalid'; message: string; field?: QuizletField }
  | { type: 'requestStarted' }
  | { type: 'uploadProgress'; fraction: number }
  | { type: 'requestFailed'; message: string }
  | { type: 'analyzed'; analysis: CsvAnalysis; fileName: string }
  | { type: 'samplesRead'; samples: string[][] | null }
  /** 'Choose another file' on the mapping step (the dialog drops the analysis cache). */
  | { type: 'analysisDropped' }
  | { type: 'previewReady'; preview: ImportPreview }
  /** 'Back / Cancel' on the preview (the dialog drops the server cache). */
  | { type: 'previewLeft' }
  | { type: 'confirmRefused'; message: string }
  | { type: 'confirmStarted' }
  | { type: 'confirmed'; result: ImportConfirmResult }
  | { type: 'confirmFailed'; message: string }
  /** 'Back to Preview' after a failed result. */
  | { type: 'backToPreview' }
  /** Anki preview: a note type's mode or fields; a template skipped or not; deck names. */
  | { type: 'ankiNoteTypeChanged'; id: number; change: Partial<Omit<NoteTypeChoice, 'skipped'>> }
  | { type: 'ankiTemplateSkipped'; id: number; ord: number; skipped: boolean }
  | { type: 'ankiParentsSet'; parents: ParentNames }
  | { type: 'ankiDeckRenamed'; from: string; to: string };

const requestOver = { busy: false, progress: null } as const;

export function importReducer(state: ImportState, event: ImportEvent): ImportState {
  switch (event.type) {
    case 'kindChosen':
      // The radios are disabled while busy; a late change event must not switch the form under a request.
      if (state.busy) return state;
      return { ...state, kind: event.kind, formError: null, errorField: null };
    case 'fileChosen':
      return { ...state, [event.slot]: event.file, formError: null };
    case 'keepHistorySet':
      return { ...state, keepHistory: event.keep };
    case 'quizletEdited':
      return { ...state, quizlet: event.form };
    case 'csvMappingEdited':
      return { ...state, csv: { ...state.csv, ...event.change } };
    case 'invalid':
      if (!event.field) return { ...state, formError: event.message };
      return { ...state, formError: event.message, errorField: { field: event.field, attempt: (state.errorField?.attempt ?? 0) + 1 } };
    case 'requestStarted':
      return { ...state, formError: null, errorField: null, busy: true, progress: null };
    case 'uploadProgress':
      return state.busy ? { ...state, progress: event.fraction } : state;
    case 'requestFailed':
      return { ...state, ...requestOver, formError: event.message };
    case 'analyzed': {
      const { analysis } = event;
      return {
        ...state,
        ...requestOver,
        analysis,
        // The file's name is proposed as the deck name, unless the user already typed one.
        // A sensible first guess for the mapping the user can change: the first two columns.
        csv: {
          deckName: state.csv.deckName || event.fileName.replace(/\.(csv|xlsx)$/i, ''),
          term: analysis.headers[0] ?? '',
          definition: analysis.headers[1] ?? '',
          fieldsContainHtml: state.csv.fieldsContainHtml,
        },
      };
    }
    case 'samplesRead':
      return { ...state, samples: event.samples };
    case 'analysisDropped':
      return { ...state, analysis: null, samples: null, csvFile: null };
    case 'previewReady':
      return { ...state, ...requestOver, preview: event.preview, previewError: null, anki: initialAnkiChoices(event.preview), step: 'preview' };
    case 'previewLeft':
      // The CSV cache is gone with the preview, so the file is analyzed again next time.
      return { ...state, preview: null, previewError: null, analysis: null, step: 'selectType' };
    case 'confirmRefused':
      return { ...state, previewError: event.message };
    case 'confirmStarted':
      return { ...state, previewError: null, step: 'confirming' };
    case 'confirmed':
      return { ...state, result: event.result, step: 'result' };
    case 'confirmFailed':
      return { ...state, previewError: event.message, step: 'preview' };
    case 'backToPreview':
      return { ...state, step: 'preview' };
    case 'ankiNoteTypeChanged': {
      const current = state.anki.noteTypes[event.id];
      if (!current || state.step !== 'preview') return state;
      return { ...state, anki: { ...state.anki, noteTypes: { ...state.anki.noteTypes, [event.id]: { ...current, ...event.change } } } };
    }
    case 'ankiTemplateSkipped': {
      const current = state.anki.noteTypes[event.id];
      if (!current || state.step !== 'preview') return state;
      const others = current.skipped.filter((ord) => ord !== event.ord);
      const skipped = event.skipped ? [...others, event.ord] : others;
      return { ...state, anki: { ...state.anki, noteTypes: { ...state.anki.noteTypes, [event.id]: { ...current, skipped } } } };
    }
    case 'ankiParentsSet':
      // A new rule for the parents names every deck again: names typed before give way.
      return state.step === 'preview' ? { ...state, anki: { ...state.anki, parents: event.parents, names: {} } } : state;
    case 'ankiDeckRenamed':
      return state.step === 'preview' ? { ...state, anki: { ...state.anki, names: { ...state.anki.names, [event.from]: event.to } } } : state;
  }
}

/** What the dialog shows: the step, with the CSV mapping as a view of its own (focus moves on each change). */
export const viewOf = (state: ImportState) => (state.step === 'selectType' && state.analysis ? 'mapping' : state.step);

/** What a submit of the first step sends, and the product spec (docs/product.md) fallback message if it fails without one. */
export type Submission =
  | { type: 'none' }
  | { type: 'invalid'; message: string; field?: QuizletField }
  | { type: 'ankiPreview'; file: File; mode: ReturnType<typeof ankiModeOf>; keepReviewHistory: boolean; fallback: string }
  | { type: 'cardcadePreview'; file: File; fallback: string }
  | { type: 'quizletPreview'; input: QuizletPreviewInput; fallback: string }
  | { type: 'csvAnalyze'; file: File; fallback: string }
  | { type: 'csvPreview'; input: CsvPreviewInput & { fieldsContainHtml: boolean }; fallback: string };

export const BACKUP_PREVIEW_FAILED = 'The backup could not be read. Please try again.';

/** The first step's submit: the kind's check, else the request to make (CSV: analyze, then preview). */
export function submission(state: ImportState): Submission {
  const { kind } = state;
  if (state.busy || !kind) return { type: 'none' };
  if (kind === 'anki_single' || kind === 'anki_collection') {
    const invalid = validateAnkiFile(state.ankiFile);
    if (invalid || !state.ankiFile) return { type: 'invalid', message: invalid ?? MSG.ankiNoFile };
    return { type: 'ankiPreview', file: state.ankiFile, mode: ankiModeOf(kind), keepReviewHistory: state.keepHistory, fallback: MSG.ankiPreviewFailed };
  }
  if (kind === 'cardcade') {
    const invalid = validateBackupFile(state.backupFile);
    if (invalid || !state.backupFile) return { type: 'invalid', message: invalid ?? CARDCADE_TEXT.noFile };
    return { type: 'cardcadePreview', file: state.backupFile, fallback: BACKUP_PREVIEW_FAILED };
  }
  if (kind === 'quizlet') {
    const problem = quizletProblem(state.quizlet);
    if (problem) return { type: 'invalid', message: problem.message, field: problem.field };
    return { type: 'quizletPreview', input: quizletPayload(state.quizlet), fallback: MSG.quizletPreviewFailed };
  }
  if (!state.analysis) {
    const invalid = validateTabularFile(state.csvFile);
    if (invalid || !state.csvFile) return { type: 'invalid', message: invalid ?? MSG.csvNoFile };
    return { type: 'csvAnalyze', file: state.csvFile, fallback: MSG.analyzeFailed };
  }
  const { deckName, term, definition, fieldsContainHtml } = state.csv;
  const invalid = validateCsvMapping(deckName, term, definition);
  if (invalid) return { type: 'invalid', message: invalid };
  return {
    type: 'csvPreview',
    input: { temporaryImportId: state.analysis.temporaryImportId, deckName: deckName.trim(), columnMapping: { term, definition }, fieldsContainHtml },
    fallback: MSG.previewFailed,
  };
}

/** Confirm's request, or why there is none. `updateDeckId`: the re-import updates that deck. */
export function confirmation(state: ImportState, updateDeckId?: number): { input: ImportConfirmInput } | { refused: string } {
  const type = importTypeFor(state.kind, state.preview);
  if (!state.preview) return { refused: MSG.confirmNoPreview };
  if (!type) return { refused: MSG.unknownImportType };
  const ref = { type, temporaryImportId: state.preview.temporaryImportId };
  const input: ImportConfirmInput = updateDeckId === undefined ? ref : { ...ref, updateDeckId };
  if (type === 'anki' && state.preview.ankiNoteTypes) {
    const problem = ankiChoicesProblem(state.preview, state.anki);
    if (problem) return { refused: problem };
    // An update keeps the existing deck's name: only the note type choices go with it.
    const anki = ankiChoicesPayload(state.preview, updateDeckId === undefined ? state.anki : { ...state.anki, parents: 'prefix', names: {} });
    if (anki) input.anki = anki;
  }
  return { input };
}

/** The server cache behind an id the dialog holds (the preview's, else the analysis'), to delete. */
export function cacheRef(state: ImportState, id = state.preview?.temporaryImportId ?? state.analysis?.temporaryImportId): ImportRef | null {
  const type = importTypeFor(state.kind, state.preview);
  return id && type ? { type, temporaryImportId: id } : null;
}

/**
 * The cache to delete when the dialog closes: none after a successful import (the decks are
 * made); the preview's from the preview or a failed result; else an analyzed file's.
 */
export function cacheToDropOnClose(state: ImportState): ImportRef | null {
  if (state.result?.success) return null;
  if (state.step === 'preview' || state.step === 'result') return cacheRef(state);
  return state.analysis ? cacheRef(state, state.analysis.temporaryImportId) : null;
}

/**
 * Existing decks this preview repeats (reimport.ts), and the one it can update in place: one
 * deck in the file and one deck it repeats. A restore keeps each deck's own source, so the
 * same-source rule does not apply to it.
 */
export function reimportOptions(state: ImportState, existingDecks: readonly ExistingDeck[]): { duplicates: ExistingDeck[]; updatable: ExistingDeck | null } {
  const { preview } = state;
  const type = importTypeFor(state.kind, preview);
  if (!preview || type === 'cardcade') return { duplicates: [], updatable: null };
  const duplicates = duplicateDecks(preview, existingDecks, type);
  // A subscribed deck of the same name is still a repeat to warn of, but only its owner may update it.
  const updatable = duplicates.length === 1 && duplicates[0].is_owner !== false && (preview.decksToCreate?.length ?? 1) <= 1 ? duplicates[0] : null;
  return { duplicates, updatable };
}
