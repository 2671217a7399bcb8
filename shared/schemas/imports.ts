import { z } from 'zod';
import { cleanString } from './text.js';
import { CUSTOM_DELIMITER_MAX, DECK_NAME_MAX } from '../constants.js';
import { MSG, NOTE_IMPORT_MSG, NOTE_MSG } from '../messages.js';
import { IMPORT_TYPES, ANKI_IMPORT_MODES, TERM_DEF_DELIMITER_KEYS, CARD_DELIMITER_KEYS } from '../importFiles.js';
import { NOTE_TYPE_LIMITS, noteTypeId } from './notes.js';

/** A column header a mapping names: far longer than any real one. */
const HEADER_MAX = 10_000;

// Inputs of the import procedures (docs/product.md: entities, validation), shared by the server and the Import modal.

// The file rules and texts without zod live in shared/importFiles.ts (the client's import dialog
// reads them without loading zod, issue 48); the server reads them from here as before.
export * from '../importFiles.js';

export const temporaryImportId = cleanString({ error: MSG.importNotFound }).min(1, MSG.importNotFound).max(100, MSG.importNotFound);

const customDelimiter = (required: string) =>
  z.string().min(1, required).max(CUSTOM_DELIMITER_MAX, MSG.customDelimiterTooLong).optional();

export const quizletPreviewInput = z
  .object({
    deckName: cleanString({ error: MSG.quizletDeckNameRequired })
      .trim()
      .min(1, MSG.quizletDeckNameRequired)
      .max(DECK_NAME_MAX, MSG.deckNameTooLong),
    quizletText: cleanString({ error: MSG.quizletTextRequired })
      .refine((text) => text.trim() !== '', MSG.quizletTextRequired),
    termDefDelimiterKey: z.enum(TERM_DEF_DELIMITER_KEYS),
    cardDelimiterKey: z.enum(CARD_DELIMITER_KEYS),
    // Delimiters are taken as typed (a space is a valid delimiter), so they are not trimmed.
    customTermDefDelimiter: customDelimiter(MSG.customTermDefRequired),
    customCardDelimiter: customDelimiter(MSG.customCardRequired),
  })
  .superRefine((input, ctx) => {
    if (input.termDefDelimiterKey === 'custom' && !input.customTermDefDelimiter) {
      ctx.addIssue({ code: 'custom', message: MSG.customTermDefRequired, path: ['customTermDefDelimiter'] });
    }
    if (input.cardDelimiterKey === 'custom' && !input.customCardDelimiter) {
      ctx.addIssue({ code: 'custom', message: MSG.customCardRequired, path: ['customCardDelimiter'] });
    }
  });
export type QuizletPreviewInput = z.infer<typeof quizletPreviewInput>;

export const columnMapping = z
  .object({
    term: z.string({ error: MSG.csvMapBoth }).min(1, MSG.csvMapBoth),
    definition: z.string({ error: MSG.csvMapBoth }).min(1, MSG.csvMapBoth),
  }, { error: MSG.csvMapBoth })
  .refine((mapping) => mapping.term !== mapping.definition, { message: MSG.csvSameColumns, path: ['definition'] });

export const csvPreviewInput = z.object({
  temporaryImportId,
  deckName: cleanString({ error: MSG.csvDeckNameRequired })
    .trim()
    .min(1, MSG.csvDeckNameRequired)
    .max(DECK_NAME_MAX, MSG.deckNameTooLong),
  /** Basic: a term and a definition column. Or a note type's fields, below (docs/imports.md). */
  columnMapping: columnMapping.optional(),
  /** The note type each row becomes a note of, its fields filled from `fieldMapping`'s columns. */
  noteTypeId: noteTypeId.optional(),
  /** Field name → header; a field left out stays empty. */
  fieldMapping: z.record(z.string().max(NOTE_TYPE_LIMITS.nameChars), z.string().min(1).max(HEADER_MAX)).optional(),
  /** A column of tags, split on spaces. */
  tagsColumn: z.string().min(1).max(HEADER_MAX).nullish(),
  /** 'Fields contain HTML' (docs/rich-cards.md): cells are sanitized HTML; off (default) → plain text. */
  fieldsContainHtml: z.boolean({ error: 'fieldsContainHtml must be true or false.' }).default(false),
}).superRefine((input, ctx) => {
  if (input.noteTypeId !== undefined) {
    if (!input.fieldMapping || Object.keys(input.fieldMapping).length === 0) ctx.addIssue({ code: 'custom', message: NOTE_IMPORT_MSG.mapAField, path: ['fieldMapping'] });
    else if (Object.keys(input.fieldMapping).length > NOTE_TYPE_LIMITS.fields) ctx.addIssue({ code: 'custom', message: NOTE_MSG.tooManyFields, path: ['fieldMapping'] });
  } else if (!input.columnMapping) {
    ctx.addIssue({ code: 'custom', message: MSG.csvMapBoth, path: ['columnMapping'] });
  }
});
// The input side: `fieldsContainHtml` may be left out (then off), so older callers stay valid.
export type CsvPreviewInput = z.input<typeof csvPreviewInput>;

export const importRef = z.object({
  type: z.enum(IMPORT_TYPES, { error: MSG.unknownImportType }),
  temporaryImportId,
});
export type ImportRef = z.infer<typeof importRef>;

/**
 * Confirm: with `updateDeckId`, a single-deck import updates that existing deck instead of
 * creating one (re-import, docs/performance.md): cards matched by term get the file's
 * definition and keep their study progress, new terms are added, cards not in the file stay.
 */
export const importConfirmInput = importRef.extend({
  updateDeckId: z.number({ error: 'updateDeckId must be a deck id.' }).int().positive().optional(),
  anki: z.lazy(() => ankiChoicesInput).optional(),
});
export type ImportConfirmInput = z.infer<typeof importConfirmInput>;

/** The preview's multipart field `keepReviewHistory`: `true` unless `false`. */
export const keepReviewHistoryInput = z
  .string()
  .optional()
  .transform((value) => value !== 'false');

// --- Anki note types in the preview (issue 30, docs/anki-templates.md) -------------------------

export const ANKI_NOTE_TYPE_MODES = ['templates', 'fields'] as const;
const ankiIndex = (what: string) => z.number({ error: `${what} must be a number.` }).int(`${what} must be a whole number.`).min(0).max(1_000_000);
const ankiDeckName = cleanString({ error: MSG.deckNameTooLong }).trim().min(1, 'A deck name cannot be empty.').max(DECK_NAME_MAX, MSG.deckNameTooLong);

/**
 * The preview's choices for an Anki package, sent with the confirm: per note type, its cards as
 * its templates make them (skipping some) or one card per note from two chosen fields; and new
 * names for the decks. The ids and ordinals must be the preview's (checked against it on confirm).
 */
export const ankiChoicesInput = z.object({
  noteTypes: z
    .array(
      z.object({
        id: z.number({ error: 'A note type id must be a number.' }).int(),
        mode: z.enum(ANKI_NOTE_TYPE_MODES, { error: "A note type's mode must be 'templates' or 'fields'." }),
        term: ankiIndex('The term field').optional(),
        definition: ankiIndex('The definition field').optional(),
        skipTemplates: z.array(ankiIndex('A template ordinal')).max(500, 'Too many templates to skip.').optional(),
      }),
    )
    .max(1_000, 'Too many note types.')
    .optional(),
  /** The deck name of a single-deck import. */
  deckName: ankiDeckName.optional(),
  /** Collection imports: a deck of the preview (by the name it has there) and its new name. */
  renameDecks: z.array(z.object({ from: cleanString().max(1_000), to: ankiDeckName })).max(10_000, 'Too many decks to rename.').optional(),
});
export type AnkiChoices = z.infer<typeof ankiChoicesInput>;
export type AnkiNoteTypeMode = (typeof ANKI_NOTE_TYPE_MODES)[number];

export const ankiModeInput = z.enum(ANKI_IMPORT_MODES, { error: "Import mode must be 'single_deck' or 'collection'." });

// --- answers (docs/product.md: entities) ------------------------------------------------------------------------

export interface ImportPreview {
  message: string;
  temporaryImportId: string;
  proposedDeckName?: string;
  decksToCreate?: { name: string; description: string; cardCount: number }[];
  errorSummary: {
    totalCardsAttempted: number;
    cardsWithIssues: number;
    issuesPreview: { term: string; errors: string[] }[];
  };
  previewCards: {
    term: string;
    definition: string;
    ankiDeckName: string | null;
    errors: string[];
    /** Set when the side carries an image (Anki media; an image-only side has no text). */
    termHasImage?: true;
    definitionHasImage?: true;
    /** A rich side's sanitized HTML (docs/rich-cards.md) without its images (not stored before the confirm). */
    termHtml?: string;
    definitionHtml?: string;
  }[];
  /** Anki packages: the media that will be kept, and what is left out (docs/anki-history.md). */
  media?: {
    images: number;
    audio: number;
    cardsWithMedia: number;
    message: string;
    issues: string[];
    /** Files left out for their size (docs/security.md): the first few, with why; `issues` gives the count. */
    skippedFiles?: SkippedMediaFile[];
  };
  /** Anki packages holding revlog rows (docs/anki-history.md): cards with review history, and whether it is kept. */
  ankiHistory?: { cardsWithHistory: number; kept: boolean };
  /** Anki packages: the note types the cards come from, with an example card per template. */
  ankiNoteTypes?: AnkiNoteTypePreview[];
}

/** One card as a template makes it: plain text, and the sanitized HTML for CardFace. */
export interface AnkiExampleCard {
  front: string;
  back: string;
  frontHtml: string;
  backHtml: string;
  /** Set when the side shows a picture. */
  frontHasImage?: true;
  backHasImage?: true;
}

export interface AnkiTemplatePreview {
  ord: number;
  name: string;
  /** Cards this template makes. */
  cardCount: number;
  example: AnkiExampleCard | null;
  /** Cards of the package Anki would not show (their front has no field with content): not made. */
  emptyCards: number;
  /** Template tags Cardcade does not support, as written (their field's text is shown instead). */
  unsupported: string[];
  /**
   * The language Anki reads each side aloud in (`{{tts ko_KR:Field}}`), as a language tag: it
   * becomes the deck's speech language for that side (docs/study-modes.md). Absent when none is given.
   */
  speech?: { front?: string; back?: string };
}

export interface AnkiNoteTypePreview {
  id: number;
  name: string;
  kind: 'standard' | 'cloze' | 'image-occlusion';
  noteCount: number;
  fields: string[];
  templates: AnkiTemplatePreview[];
  /** 'Choose fields' starts from these: the first field the front shows and the first the back adds. */
  suggestedFields: { term: number; definition: number };
  /** Fields no template shows, with how many notes have something in them. */
  unusedFields: { name: string; filledNotes: number }[];
  /** Standard note types only: whether 'choose fields' is offered. */
  canChooseFields: boolean;
  /** The first note's fields as plain text (each cut short), to show what choosing a field gives. */
  exampleFields: string[];
}

/** A media file an import leaves out because it is over its kind's size cap. */
export interface SkippedMediaFile {
  name: string;
  /** Its size in bytes as its headers declare it; null when only known to be over the cap. */
  bytes: number | null;
  /** Why, in words: e.g. 'Image larger than 5 MB'. */
  reason: string;
}

export interface CsvAnalysis {
  totalRows: number;
  temporaryImportId: string;
  headers: string[];
  /** Says which worksheet was read for XLSX. */
  message: string;
}

export interface ImportConfirmResult {
  success: boolean;
  message: string;
  createdDecks: { id: number; name: string; cardCount: number }[];
}
