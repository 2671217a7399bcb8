import type {
  AnkiImportMode,
  CsvAnalysis,
  CsvPreviewInput,
  ImportConfirmInput,
  ImportConfirmResult,
  ImportPreview,
  ImportRef,
  QuizletPreviewInput,
} from '../../../../shared/schemas/imports';
import { trpc } from '../../lib/trpc';
import type { ImportNoteType } from './importMachine';
import { postJson, postMultipart, type ProgressHandler } from './upload';

/** Every call the Import modal makes; components get it from useImportApi (tests pass a fake). */
export interface ImportApi {
  ankiPreview(file: File, mode: AnkiImportMode, onProgress: ProgressHandler, options?: { keepReviewHistory?: boolean }): Promise<ImportPreview>;
  csvAnalyze(file: File, onProgress: ProgressHandler): Promise<CsvAnalysis>;
  /** 'Cardcade backup' (docs/account.md). */
  cardcadePreview(file: File, onProgress: ProgressHandler): Promise<ImportPreview>;
  quizletPreview(input: QuizletPreviewInput): Promise<ImportPreview>;
  csvPreview(input: CsvPreviewInput): Promise<ImportPreview>;
  /** With `updateDeckId`: the re-import updates that deck instead of creating one. */
  confirm(input: ImportConfirmInput): Promise<ImportConfirmResult>;
  deleteCache(ref: ImportRef): Promise<unknown>;
  /** After an import: the deck list shows the new decks. */
  refreshDecks(): Promise<unknown>;
  /** The user's note types, for a CSV mapped to a note type's fields (docs/imports.md). */
  noteTypes?(): Promise<ImportNoteType[]>;
}

export function useImportApi(): ImportApi {
  const utils = trpc.useUtils();
  return {
    ankiPreview(file, mode, onProgress, options = {}) {
      const form = new FormData();
      // The choices go first so a streaming server knows them before the file arrives.
      form.append('importMode', mode);
      form.append('keepReviewHistory', options.keepReviewHistory === false ? 'false' : 'true');
      form.append('ankiFile', file, file.name);
      return postMultipart<ImportPreview>('/api/import/anki/preview', form, onProgress);
    },
    csvAnalyze(file, onProgress) {
      const form = new FormData();
      form.append('csvFile', file, file.name);
      return postMultipart<CsvAnalysis>('/api/import/csv/analyze', form, onProgress);
    },
    cardcadePreview(file, onProgress) {
      const form = new FormData();
      form.append('backupFile', file, file.name);
      return postMultipart<ImportPreview>('/api/import/cardcade/preview', form, onProgress);
    },
    // REST, not tRPC: up to 16 MiB of pasted text, which the server parses in its import worker
    // (tRPC calls are held to the 1 MiB JSON limit).
    quizletPreview: (input) => postJson<ImportPreview>('/api/import/quizlet/preview', input),
    csvPreview: (input) => utils.client.imports.csvPreview.mutate(input),
    confirm: (input) => utils.client.imports.confirm.mutate(input),
    deleteCache: (ref) => utils.client.imports.deleteCache.mutate(ref),
    refreshDecks: () => utils.decks.list.invalidate(),
    noteTypes: () => utils.client.noteTypes.list.query(),
  };
}
