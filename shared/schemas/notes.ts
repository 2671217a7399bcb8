// Notes and note types (docs/notes.md): Anki's model at the core. A note type names its fields,
// its card templates (Anki's template syntax) and its CSS; a note holds one HTML value per field,
// Anki-style tags and a guid, and makes one card per template whose front shows something (a
// cloze note type: one per deletion number). The shapes here are the API's, validated at the edge.
import { z } from 'zod';
import { cleanString } from './text.js';
import { cardId, deckId, MAX_ROW_ID } from './decks.js';
import { NOTE_MSG } from '../messages.js';

export const NOTE_TYPE_KINDS = ['standard', 'cloze', 'image-occlusion'] as const;
export type NoteTypeKind = (typeof NOTE_TYPE_KINDS)[number];

/** Anki's own limits are higher; these keep a template editor and a card render bounded. */
export const NOTE_TYPE_LIMITS = {
  fields: 100,
  templates: 50,
  nameChars: 100,
  templateChars: 50_000,
  cssChars: 100_000,
  tags: 100,
  tagChars: 100,
  fieldChars: 60_000,
} as const;

export const noteTypeId = z.number({ error: NOTE_MSG.noteTypeNotFound }).int().positive(NOTE_MSG.noteTypeNotFound).max(MAX_ROW_ID, NOTE_MSG.noteTypeNotFound);
export const noteId = z.number({ error: NOTE_MSG.noteNotFound }).int().positive(NOTE_MSG.noteNotFound).max(MAX_ROW_ID, NOTE_MSG.noteNotFound);

/**
 * A field's name, as Anki allows it: not empty, no `:`, `{`, `}` or `"` (they would break the
 * template syntax), not starting with `#`, `/` or `^` (section markers).
 */
export const fieldName = cleanString({ error: NOTE_MSG.fieldNameRequired })
  .trim()
  .min(1, NOTE_MSG.fieldNameRequired)
  .max(NOTE_TYPE_LIMITS.nameChars, NOTE_MSG.fieldNameTooLong)
  .refine((name) => !/[:{}"]/.test(name) && !/^[#/^]/.test(name), NOTE_MSG.fieldNameChars);

export const noteTypeName = cleanString({ error: NOTE_MSG.noteTypeNameRequired })
  .trim()
  .min(1, NOTE_MSG.noteTypeNameRequired)
  .max(NOTE_TYPE_LIMITS.nameChars, NOTE_MSG.noteTypeNameTooLong);

const templateText = cleanString({ error: NOTE_MSG.templateTooLong }).max(NOTE_TYPE_LIMITS.templateChars, NOTE_MSG.templateTooLong);

export const cardTemplate = z.object({
  name: noteTypeName,
  front: templateText,
  back: templateText,
});
export type CardTemplate = z.infer<typeof cardTemplate>;

/**
 * A field or template in an edit: `from` is its index in the note type as it was (null or absent
 * for a new one), so a rename keeps the notes' content and a reorder moves it.
 */
const fieldEdit = z.object({ name: fieldName, from: z.number().int().min(0).max(NOTE_TYPE_LIMITS.fields - 1).nullish() });
const templateEdit = cardTemplate.extend({ from: z.number().int().min(0).max(NOTE_TYPE_LIMITS.templates - 1).nullish() });

const css = cleanString({ error: NOTE_MSG.cssTooLong }).max(NOTE_TYPE_LIMITS.cssChars, NOTE_MSG.cssTooLong);

export const createNoteTypeInput = z.object({
  name: noteTypeName,
  /** Start from a copy of this note type (its fields, templates and CSS); else a Basic-like one. */
  copyOf: noteTypeId.optional(),
  kind: z.enum(NOTE_TYPE_KINDS).optional(),
  fields: z.array(fieldName).min(1, NOTE_MSG.fieldsRequired).max(NOTE_TYPE_LIMITS.fields, NOTE_MSG.tooManyFields).optional(),
  templates: z.array(cardTemplate).min(1, NOTE_MSG.templatesRequired).max(NOTE_TYPE_LIMITS.templates, NOTE_MSG.tooManyTemplates).optional(),
  css: css.optional(),
});

export const updateNoteTypeInput = z.object({
  id: noteTypeId,
  name: noteTypeName.optional(),
  fields: z.array(fieldEdit).min(1, NOTE_MSG.fieldsRequired).max(NOTE_TYPE_LIMITS.fields, NOTE_MSG.tooManyFields).optional(),
  templates: z.array(templateEdit).min(1, NOTE_MSG.templatesRequired).max(NOTE_TYPE_LIMITS.templates, NOTE_MSG.tooManyTemplates).optional(),
  css: css.optional(),
  sortField: z.number().int().min(0).max(NOTE_TYPE_LIMITS.fields - 1).optional(),
  /**
   * Removing a template deletes its cards: the edit says how many it expects to delete (the
   * number `noteTypes.impact` showed and the learner confirmed); another count → 409, nothing changed.
   */
  confirmCardsRemoved: z.number().int().min(0).optional(),
});

export const noteTypeImpactInput = updateNoteTypeInput.pick({ id: true, templates: true, fields: true });

/** The live preview of a template being edited: sample fields rendered through it. */
export const previewNoteTypeInput = z.object({
  kind: z.enum(NOTE_TYPE_KINDS).default('standard'),
  fields: z.array(fieldName).min(1).max(NOTE_TYPE_LIMITS.fields),
  template: cardTemplate,
  css: css.default(''),
  values: z.record(z.string(), cleanString().max(NOTE_TYPE_LIMITS.fieldChars)).default({}),
  clozeNumber: z.number().int().min(1).max(500).default(1),
});

export const tagName = cleanString({ error: NOTE_MSG.tagInvalid })
  .trim()
  .min(1, NOTE_MSG.tagInvalid)
  .max(NOTE_TYPE_LIMITS.tagChars, NOTE_MSG.tagInvalid)
  .refine((tag) => !/\s/.test(tag), NOTE_MSG.tagInvalid);

export const tagList = z.array(tagName).max(NOTE_TYPE_LIMITS.tags, NOTE_MSG.tooManyTags);

/** A note's fields by name: each an HTML string (sanitized on the server by the one allowlist). */
export const noteFieldValues = z.record(fieldName, cleanString({ error: NOTE_MSG.fieldInvalid }).max(NOTE_TYPE_LIMITS.fieldChars, NOTE_MSG.fieldTooLong));

export const createNoteInput = z.object({
  deckId,
  noteTypeId,
  fields: noteFieldValues,
  tags: tagList.default([]),
});
export const createNoteBody = createNoteInput.omit({ deckId: true });

export const updateNoteInput = z.object({
  noteId,
  fields: noteFieldValues.optional(),
  tags: tagList.optional(),
});
export const updateNoteBody = updateNoteInput.omit({ noteId: true });

export const noteOfCardInput = z.object({ cardId });

export interface NoteTypeSummary {
  id: number;
  name: string;
  kind: NoteTypeKind;
  /** The built-in it was made as ('basic', 'basic-reversed', 'basic-optional-reversed', 'basic-typing', 'cloze', 'image-occlusion'); null for one's own. */
  builtin: string | null;
  fields: string[];
  templates: CardTemplate[];
  css: string;
  sortField: number;
  noteCount: number;
  updatedAt: number;
}

export interface Note {
  id: number;
  guid: string;
  noteTypeId: number;
  /** The deck its new cards go to (a card may live in another deck of the owner's). */
  deckId: number;
  fields: Record<string, string>;
  tags: string[];
  /** Its cards, by template ordinal (cloze: by deletion number). */
  cardIds: number[];
  updatedAt: number;
}

export interface RenderedPreview {
  front: string;
  back: string;
  /** Whether a card would be made (the front shows a field with content). */
  exists: boolean;
  /** A template error, in Anki's words, when the template cannot be read. */
  error: string | null;
  /** The CSS as it will apply: scoped to the card face, without @import or outside url(). */
  css: string;
}
