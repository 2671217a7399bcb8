import { z } from 'zod';
import type { CardOcclusion } from '../imageOcclusion.js';
import { cleanString } from './text.js';
import { DECK_DESCRIPTION_MAX, DECK_NAME_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import { CARD_HTML_MAX_INPUT_CHARS, CARD_HTML_TOO_LONG } from '../richText.js';
import type { StudyDirection } from '../generators/direction.js';
import { NEW_CARDS_PER_DAY_MAX, NEW_CARDS_PER_DAY_MIN, NEW_CARDS_PER_DAY_MSG, NEW_CARDS_TODAY_MSG } from '../studyOptions.js';
import { DESIRED_RETENTION_MAX, DESIRED_RETENTION_MIN, MEMORY_MODEL_MSG } from '../memoryModel.js';
import { canonicalLanguageTag, LANGUAGE_TAG_MAX, LANGUAGE_TAG_MSG } from '../languageTag.js';

/**
 * Ids are INTEGER columns: PostgreSQL refuses a parameter of 2^31 or more with an error (a 500),
 * where SQLite just finds nothing. No row can have such an id, so it is not found (docs/security.md).
 */
export const MAX_ROW_ID = 2_147_483_647;
export const deckId = z.number({ error: MSG.deckNotFound }).int().positive(MSG.deckNotFound).max(MAX_ROW_ID, MSG.deckNotFound);
export const cardId = z.number({ error: MSG.cardNotFound }).int().positive(MSG.cardNotFound).max(MAX_ROW_ID, MSG.cardNotFound);
/** The same ids read from a URL path segment (REST params arrive as strings). */
export const deckIdParam = z.coerce.number({ error: MSG.deckNotFound }).int().positive(MSG.deckNotFound).max(MAX_ROW_ID, MSG.deckNotFound);
export const cardIdParam = z.coerce.number({ error: MSG.cardNotFound }).int().positive(MSG.cardNotFound).max(MAX_ROW_ID, MSG.cardNotFound);

const deckName = cleanString({ error: MSG.deckNameRequired })
  .trim()
  .min(1, MSG.deckNameRequired)
  .max(DECK_NAME_MAX, MSG.deckNameTooLong);

const description = cleanString()
  .trim()
  .max(DECK_DESCRIPTION_MAX, MSG.deckDescriptionTooLong)
  .nullish()
  .transform((d) => (d ? d : null));

/** The probability of recall a deck's schedule aims at (docs/memory-model.md). */
export const desiredRetention = z
  .number({ error: MEMORY_MODEL_MSG.retentionOutOfRange })
  .min(DESIRED_RETENTION_MIN, MEMORY_MODEL_MSG.retentionOutOfRange)
  .max(DESIRED_RETENTION_MAX, MEMORY_MODEL_MSG.retentionOutOfRange);

/** How many never-studied cards a deck introduces per local day (docs/study-options.md). */
export const newCardsPerDay = z
  .number({ error: NEW_CARDS_PER_DAY_MSG })
  .int(NEW_CARDS_PER_DAY_MSG)
  .min(NEW_CARDS_PER_DAY_MIN, NEW_CARDS_PER_DAY_MSG)
  .max(NEW_CARDS_PER_DAY_MAX, NEW_CARDS_PER_DAY_MSG);

/**
 * A side's language (docs/study-modes.md): a BCP 47 tag, stored canonical ('ko-kr' → 'ko-KR'); null or ''
 * = none. Anything else is a 400 naming the field.
 */
export const languageTag = z
  .string({ error: LANGUAGE_TAG_MSG })
  .trim()
  .max(LANGUAGE_TAG_MAX, LANGUAGE_TAG_MSG)
  .transform((tag, ctx) => {
    if (tag === '') return null;
    const canonical = canonicalLanguageTag(tag);
    if (canonical === null) ctx.addIssue({ code: 'custom', message: LANGUAGE_TAG_MSG });
    return canonical;
  })
  .nullable();

export const deckInfoInput = z.object({
  name: deckName,
  description,
  desiredRetention: desiredRetention.optional(),
  newCardsPerDay: newCardsPerDay.optional(),
  /** Bury siblings (docs/study-sessions.md); absent: unchanged (on for a new deck). */
  burySiblings: z.boolean({ error: 'Bury siblings must be true or false.' }).optional(),
  /** Absent: unchanged on update (none on create); null: none. */
  termLanguage: languageTag.optional(),
  definitionLanguage: languageTag.optional(),
});
export const createDeckInput = deckInfoInput;
export const updateDeckInput = deckInfoInput.extend({ deckId });

/** Today's new-card limit of one deck (issue 29.2): the Smart Session modal and 'Study 10 more new cards today'. */
export const setNewCardsTodayInput = z.object({
  deckId,
  limit: z.number({ error: NEW_CARDS_TODAY_MSG }).int(NEW_CARDS_TODAY_MSG).min(NEW_CARDS_PER_DAY_MIN, NEW_CARDS_TODAY_MSG).max(NEW_CARDS_PER_DAY_MAX, NEW_CARDS_TODAY_MSG),
});

/** 'yyyy-mm-dd', or a full ISO timestamp whose date part is used (docs/security.md). */
export const examDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'Exam date must be a date like 2025-01-05.')
  .transform((s) => s.slice(0, 10))
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'Exam date must be a real date.')
  .nullable();

export const setExamDateInput = z.object({ deckId, examDate });

/**
 * Any of a deck's settings, without its name (REST `PUT /api/decks/{id}` without `name`): each
 * setting given changes and the others stay, whichever and however many are sent.
 */
export const deckSettingsInput = z.object({
  desiredRetention: desiredRetention.optional(),
  newCardsPerDay: newCardsPerDay.optional(),
  termLanguage: languageTag.optional(),
  definitionLanguage: languageTag.optional(),
  examDate: examDate.optional(),
  burySiblings: z.boolean({ error: 'Bury siblings must be true or false.' }).optional(),
});
export type DeckSettingsInput = z.infer<typeof deckSettingsInput>;
/** The settings a body may carry without a name (the keys of deckSettingsInput). */
export const DECK_SETTING_KEYS = Object.keys(deckSettingsInput.shape) as (keyof DeckSettingsInput)[];

// A side may be only an image (docs/anki-history.md), so text can be empty here; the service checks that
// each side has text or an image once it knows the card's current images.
const cardText = cleanString({ error: MSG.termAndDefinitionRequired }).trim().max(10_000, 'Card text is too long (10,000 characters at most).');
/** An uploaded image's id (`POST /api/media`); null removes the side's image, absent keeps it. */
const imageId = z.number({ error: 'Image not found.' }).int().positive('Image not found.').nullable().optional();
/** An uploaded sound's id, the same way (`POST /api/media` with a `sound` file). */
const audioId = z.number({ error: 'Sound not found.' }).int().positive('Sound not found.').nullable().optional();
/**
 * A rich side (docs/rich-cards.md): HTML the server sanitizes and derives the plain text from; null or
 * absent → the side is plain (`term`/`definition`). The limit here is on the input; the sanitized
 * HTML has its own (CARD_HTML_MAX_CHARS, checked by the server).
 */
const cardHtml = cleanString({ error: CARD_HTML_TOO_LONG }).max(CARD_HTML_MAX_INPUT_CHARS, CARD_HTML_TOO_LONG).nullable().optional();
export const cardFields = z.object({
  // Absent when the side comes as HTML (then derived); the service asks for text or an image.
  term: cardText.default(''),
  definition: cardText.default(''),
  termHtml: cardHtml,
  definitionHtml: cardHtml,
  termImageId: imageId,
  definitionImageId: imageId,
  termAudioId: audioId,
  definitionAudioId: audioId,
});
export const createCardInput = cardFields.extend({ deckId });
export const updateCardInput = cardFields.extend({ cardId });

export type DeckInfoInput = z.infer<typeof deckInfoInput>;
export type CardFields = z.infer<typeof cardFields>;

/** Deck JSON as docs/product.md: entities / docs/foundation.md give it (snake_case on the wire). */
export interface DeckSummary {
  id: number;
  name: string;
  description: string | null;
  source: string;
  updated_at: string;
  card_count: number;
  due_card_count: number;
  exam_date: string | null;
  /** FSRS desired retention, 0.70–0.97 (docs/memory-model.md). */
  desired_retention: number;
  /** Study options (docs/study-options.md): the direction last chosen and the daily cap on new cards. */
  study_direction: StudyDirection;
  new_cards_per_day: number;
  /** Of due_card_count: the due cards already studied before ('reviews')… */
  due_review_count: number;
  /** …and the new cards today's allowance still admits (a Quick Start holds both). */
  new_available_count: number;
  /** Today's new-card limit: new_cards_per_day with today's change (issue 29.2). */
  new_cards_limit_today: number;
  /** New cards first studied today (they count against the limit). */
  new_studied_today: number;
  /** Due new cards beyond today's allowance: they wait for another day (or 'Study 10 more'). */
  new_waiting_count: number;
  /** Each side's language, a canonical BCP 47 tag, or null (docs/study-modes.md): the Listen buttons speak in it. */
  term_language: string | null;
  definition_language: string | null;
  /** Shared decks (docs/shared-decks.md): false when the learner subscribes to someone else's deck. */
  is_owner: boolean;
  /** The owner's display name on a subscribed deck; null on one's own. */
  shared_by: string | null;
  /** 'private' or 'server' (listed in the Shared Decks library). */
  visibility: DeckVisibility;
  /** A subscriber's choice to count their answers in the owner's card statistics (off by default; false on one's own deck). */
  share_progress: boolean;
  /** Bury siblings (docs/study-sessions.md): a smart session asks one card of a note per day. On by default. */
  bury_siblings: boolean;
}

export const DECK_VISIBILITIES = ['private', 'server'] as const;
export type DeckVisibility = (typeof DECK_VISIBILITIES)[number];

export interface Flashcard {
  id: number;
  /** Its note (docs/notes.md); null only for a card written before it got one. Optional for cached objects. */
  noteId?: number | null;
  /** Its note's tags (the deck's card list filters by them). */
  tags?: string[];
  /** Set aside by its owner (docs/browse.md): listed, marked, never asked. */
  suspended?: boolean;
  term: string;
  definition: string;
  /** `/api/media/{id}` or null (docs/anki-history.md). */
  termImageUrl: string | null;
  definitionImageUrl: string | null;
  termAudioUrl: string | null;
  definitionAudioUrl: string | null;
  /** A side's sanitized HTML (docs/rich-cards.md): null for a plain side; `term`/`definition` are then its plain text. */
  termHtml: string | null;
  definitionHtml: string | null;
  /**
   * Cloze cards (docs/study-modes.md): 'cloze' cards ask deletion `clozeNumber` of their note, whose
   * source (`clozeText`, `clozeExtra`) the form edits; null for basic cards. Optional only for
   * objects cached before they existed: the server always sends them.
   */
  kind?: CardKind;
  clozeNumber?: number | null;
  clozeText?: string | null;
  clozeExtra?: string | null;
  /** The card's note type, only when that type has CSS (the deck's `noteTypeCss` holds it). */
  noteTypeId?: number;
  /**
   * An image occlusion card's shapes (kind 'image-occlusion', docs/image-occlusion.md): fractions of
   * the picture, `asked` on this card's own. Absent on other cards.
   */
  occlusions?: CardOcclusion[];
}

export type CardKind = 'basic' | 'cloze' | 'image-occlusion';

export interface DeckDetail extends DeckSummary {
  flashcards: Flashcard[];
  /** The CSS of the cards' note types, cleaned and scoped to `.cc-nt-<id>` (docs/notes.md); only when some type has any. */
  noteTypeCss?: Record<string, string>;
}
