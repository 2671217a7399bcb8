import { MSG } from './messages.js';

// The import kinds, file types and their texts (docs/imports.md), without zod: the client's import
// dialog reads them, and zod would then ride along on every page sharing the dialog's chunk
// (issue 48: the deck page's script on a phone). shared/schemas/imports.ts re-exports them.

export const IMPORT_TYPES = ['anki', 'quizlet', 'csv', 'cardcade'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

export const ANKI_IMPORT_MODES = ['single_deck', 'collection'] as const;
export type AnkiImportMode = (typeof ANKI_IMPORT_MODES)[number];

export const TERM_DEF_DELIMITER_KEYS = ['tab', 'comma', 'custom'] as const;
export const CARD_DELIMITER_KEYS = ['newline', 'semicolon', 'custom_double_newline', 'custom'] as const;

/** Strings the product spec (docs/product.md) leaves unsaid (docs/imports.md lists them). */
export const IMPORT_TEXT = {
  csvInvalidType: 'Invalid file type. Please select a .csv or .xlsx file.',
  deckNameTooLong: MSG.deckNameTooLong,
  noImportableCards: 'There are no valid cards to import. Fix the issues shown in the preview and try again.',
} as const;

export const ANKI_EXTENSIONS = ['.apkg', '.colpkg'] as const;
export const TABULAR_EXTENSIONS = ['.csv', '.xlsx'] as const;
/** A full-account backup (docs/account.md): GET /api/account/export's zip. */
export const CARDCADE_EXTENSIONS = ['.zip'] as const;
export const CARDCADE_TEXT = {
  invalidType: 'Invalid file type. Please select a Cardcade backup (.zip).',
  noFile: 'Please select a Cardcade backup file.',
} as const;

export const hasExtension = (fileName: string, extensions: readonly string[]) =>
  extensions.some((extension) => fileName.toLowerCase().endsWith(extension));

/** Each file import's extensions and what the client and the server say of a file without one. */
const FILE_TYPES = {
  anki: { extensions: ANKI_EXTENSIONS, invalid: MSG.ankiInvalidType },
  tabular: { extensions: TABULAR_EXTENSIONS, invalid: IMPORT_TEXT.csvInvalidType },
  cardcade: { extensions: CARDCADE_EXTENSIONS, invalid: CARDCADE_TEXT.invalidType },
} as const;

/** The message for a file an import of `kind` does not take by its name; null when it takes it. */
export const fileTypeError = (kind: keyof typeof FILE_TYPES, fileName: string): string | null =>
  hasExtension(fileName, FILE_TYPES[kind].extensions) ? null : FILE_TYPES[kind].invalid;
