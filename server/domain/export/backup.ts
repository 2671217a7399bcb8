import { z } from 'zod';
import { CARD_HTML_MAX_INPUT_CHARS } from '../../../shared/richText.js';
import { DECK_DESCRIPTION_MAX, DECK_NAME_MAX } from '../../../shared/constants.js';
import { languageTag } from '../../../shared/schemas/decks.js';
import { cleanString } from '../../../shared/schemas/text.js';
import { NOTE_TYPE_KINDS, NOTE_TYPE_LIMITS, cardTemplate, fieldName, noteTypeName, tagList } from '../../../shared/schemas/notes.js';
import { BUILTIN_NOTE_TYPES } from '../../../shared/noteTypes.js';

// The full-account backup (docs/account.md): a zip holding `cardcade.json` and `media/<sha256>`
// files. This is the format's one definition: the writer emits exactly these shapes (one deck at
// a time), and the 'Cardcade backup' importer validates the file against them. Ids inside the
// file only link its parts together (card ↔ review log ↔ media); a restore makes new ones.

export const BACKUP_FORMAT = 'cardcade-backup';
/**
 * 2: the head lists the account's note types and each card names its note (docs/notes.md). A
 * version-1 file still restores: its cards get Basic and Cloze notes as any card without one.
 */
export const BACKUP_VERSION = 2;
export const BACKUP_VERSIONS = [1, 2] as const;
export const BACKUP_JSON = 'cardcade.json';
export const mediaMemberName = (sha256: string) => `media/${sha256}`;

// Every number is bounded to what the scheduler (ts-fsrs) and both databases accept (docs/security.md,
// docs/security.md "Numbers and dates from files"): a restored row must never make a later answer
// fail. PostgreSQL's INTEGER columns hold < 2^31 (epoch ms are BIGINT), ts-fsrs refuses a memory
// state outside S_MIN..S_MAX / 1..10 (0/0 is a card with no memory yet) and a last review after
// the day it schedules on. The caps leave room for the counters' later increments.
export const INT4_MAX = 2 ** 31 - 1;
/** The end of year 9999: JavaScript dates, BIGINT and 'yyyy-mm-dd' days all hold it. */
export const MAX_EPOCH_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const DAY_MS = 86_400_000;
export const BACKUP_BOUNDS = {
  /** ts-fsrs's S_MIN and S_MAX (days). */
  stabilityMin: 0.001,
  stabilityMax: 36_500,
  difficultyMin: 1,
  difficultyMax: 10,
  /** Whole days between two times of the range (elapsed / scheduled days). */
  days: Math.ceil(MAX_EPOCH_MS / DAY_MS),
  /** Answers or lapses of one card: far beyond any learner, far below 2^31 after more answers. */
  count: 1_000_000,
  /** A position in the learning steps (ts-fsrs's default steps have two). */
  learningSteps: 1_000,
  /** One answer's time: a day (the app keeps ≤ 1 hour from Anki). */
  answerTimeMs: DAY_MS,
} as const;

const fmt = (n: number) => n.toLocaleString('en-US');
function wholeNumber(min: number, max: number, message = `must be a whole number from ${fmt(min)} to ${fmt(max)}`) {
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}
function decimal(min: number, max: number) {
  const message = `must be a number from ${fmt(min)} to ${fmt(max)}`;
  return z.number({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/** Whether y-m-d is a day of the calendar (2024-02-29 yes, 2023-02-29 and 2024-02-31 no). */
export function isCalendarDay(value: string): boolean {
  // Arithmetic, not Date: a backup holds a day per review log (hundreds of thousands).
  if (value.length !== 10 || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const dayOfMonth = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || dayOfMonth < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const length = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return dayOfMonth <= length;
}

/** File-internal ids only link the file's parts (a restore makes new ones). */
const id = wholeNumber(0, Number.MAX_SAFE_INTEGER, 'must be a whole number from 0 to 2^53 - 1');
const epochMs = wholeNumber(0, MAX_EPOCH_MS, 'must be a time in epoch milliseconds from 1970 to the end of 9999');
const day = z.string().refine(isCalendarDay, { error: 'must be a real calendar date written yyyy-mm-dd' });
// Texts are stored: without control characters, as the card form's (shared/schemas/text.ts); a
// backup SQLite wrote before NUL was taken out still restores.
const text = cleanString().max(10_000);
const count = wholeNumber(0, BACKUP_BOUNDS.count);
const days = wholeNumber(0, BACKUP_BOUNDS.days);

export const backupFsrs = z
  .object({
    due: epochMs,
    stability: decimal(0, BACKUP_BOUNDS.stabilityMax),
    difficulty: decimal(0, BACKUP_BOUNDS.difficultyMax),
    elapsedDays: days,
    scheduledDays: days,
    learningSteps: wholeNumber(0, BACKUP_BOUNDS.learningSteps),
    reps: count,
    lapses: count,
    state: wholeNumber(0, 3),
    lastReview: epochMs.nullable(),
  })
  .superRefine((fsrs, ctx) => {
    // ts-fsrs: 0/0 is "no memory yet"; anything else must be a state it can step from.
    const none = fsrs.stability === 0 && fsrs.difficulty === 0;
    if (none) return;
    if (fsrs.stability < BACKUP_BOUNDS.stabilityMin) {
      ctx.addIssue({ code: 'custom', path: ['stability'], message: `must be 0 (with difficulty 0) or from ${BACKUP_BOUNDS.stabilityMin} to ${fmt(BACKUP_BOUNDS.stabilityMax)}` });
    } else if (fsrs.difficulty < BACKUP_BOUNDS.difficultyMin) {
      ctx.addIssue({ code: 'custom', path: ['difficulty'], message: `must be 0 (with stability 0) or from ${BACKUP_BOUNDS.difficultyMin} to ${BACKUP_BOUNDS.difficultyMax}` });
    }
  });

const mediaRef = id.nullable();
const cardHtml = cleanString().max(CARD_HTML_MAX_INPUT_CHARS).nullable().optional();

/**
 * A cloze card's note (docs/study-modes.md, migration 0017): present only on cloze cards, so a basic
 * card's entry is as before and older backups (without it) restore every card as basic. The
 * texts are restored as written (an Anki cloze card's source need not parse as the editor's);
 * `note` only groups a note's cards inside the file, a restore gives each note a new key. The
 * number is bounded by the column, not by the editor's c500: an Anki card's is its ordinal + 1.
 */
export const backupCloze = z.object({
  number: wholeNumber(1, INT4_MAX),
  note: cleanString().min(1).max(200).nullable(),
  text: text,
  extra: text.nullable(),
  answer: text,
});

/** Note types a backup lists: far more than any account has, few enough that the head stays small. */
export const BACKUP_MAX_NOTE_TYPES = 1_000;

/**
 * A note type of the account (docs/notes.md): a built-in names its key, so a restore maps it onto
 * the restoring account's own built-in of that key. Names, fields, templates and CSS have the
 * note type editor's own limits; the CSS is scoped and cleaned again whenever a card shows it.
 */
export const backupNoteType = z.object({
  name: noteTypeName,
  kind: z.enum(NOTE_TYPE_KINDS),
  builtin: z.enum(BUILTIN_NOTE_TYPES.map((type) => type.builtin) as [string, ...string[]]).nullable(),
  fields: z.array(fieldName).min(1).max(NOTE_TYPE_LIMITS.fields),
  templates: z.array(cardTemplate).min(1).max(NOTE_TYPE_LIMITS.templates),
  css: cleanString().max(NOTE_TYPE_LIMITS.cssChars),
  sortField: wholeNumber(0, NOTE_TYPE_LIMITS.fields - 1),
});

/**
 * A card's note (docs/notes.md): its guid, the card's ordinal in it and its note type's index in
 * the head's `noteTypes`. The note's fields and tags ride on its first card in the file only
 * (a reversed note's fields are not written twice); its other cards name it by guid. Fields are
 * HTML, sanitized again on restore with images mapped as a card side's are.
 */
export const backupNote = z.object({
  guid: cleanString().min(1).max(100),
  ord: wholeNumber(0, 10_000),
  type: wholeNumber(0, BACKUP_MAX_NOTE_TYPES - 1),
  fields: z.array(cleanString().max(NOTE_TYPE_LIMITS.fieldChars)).max(NOTE_TYPE_LIMITS.fields).optional(),
  tags: tagList.optional(),
});

export const backupCard = z.object({
  id,
  term: text,
  definition: text,
  /**
   * A rich side's HTML (docs/rich-cards.md), its images naming backup media ids (`/api/media/{id}`).
   * Absent in older backups and for plain sides; sanitized again on restore, never trusted.
   */
  termHtml: cardHtml,
  definitionHtml: cardHtml,
  cloze: backupCloze.optional(),
  /**
   * An imported Anki card's origin, `{note guid}:{template ordinal}` (issue 30, migration 0020):
   * a re-import of the same package after a restore matches the card by it, as before the restore.
   */
  ankiKey: cleanString().min(1).max(300).optional(),
  /** Its note (version 2); absent in older backups, whose cards get a Basic or Cloze note on restore. */
  note: backupNote.optional(),
  createdAt: epochMs,
  updatedAt: epochMs,
  fsrs: backupFsrs,
  media: z.object({ termImage: mediaRef, definitionImage: mediaRef, termAudio: mediaRef, definitionAudio: mediaRef }),
});

export const backupReviewLog = z.object({
  /** null: the card was deleted; the answer still counts in the deck's history. */
  cardId: id.nullable(),
  sessionId: cleanString().max(200),
  rating: wholeNumber(1, 4),
  isCorrect: z.boolean(),
  gameType: cleanString().max(50),
  answerTimeMs: wholeNumber(0, BACKUP_BOUNDS.answerTimeMs).nullable(),
  usedHint: z.boolean(),
  reviewedAt: epochMs,
  localDay: day,
});

export const backupDeck = z.object({
  name: cleanString().trim().min(1).max(DECK_NAME_MAX),
  description: cleanString().max(DECK_DESCRIPTION_MAX).nullable(),
  source: z.string().max(50),
  examDate: day.nullable(),
  pacingStartDate: day.nullable(),
  desiredRetention: decimal(0.7, 0.97),
  /** Each side's language (docs/study-modes.md); absent in backups made before it. A restore checks the tag as an edit would. */
  termLanguage: languageTag.optional(),
  definitionLanguage: languageTag.optional(),
  createdAt: epochMs,
  updatedAt: epochMs,
  cards: z.array(backupCard),
  reviewLogs: z.array(backupReviewLog),
});

export const backupMedia = z.object({
  id,
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  mime: z.string().max(100),
  size: wholeNumber(0, INT4_MAX),
});

export const backupFile = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.union(BACKUP_VERSIONS.map((v) => z.literal(v)) as [z.ZodLiteral<1>, z.ZodLiteral<2>]),
  exportedAt: z.string(),
  settings: z.object({ timeZone: z.string().max(100) }),
  /** The account's note types (version 2), which the cards' notes name by index. */
  noteTypes: z.array(backupNoteType).max(BACKUP_MAX_NOTE_TYPES).optional(),
  media: z.array(backupMedia),
  decks: z.array(backupDeck),
});

export type BackupFsrs = z.infer<typeof backupFsrs>;
export type BackupCloze = z.infer<typeof backupCloze>;
export type BackupCard = z.infer<typeof backupCard>;
export type BackupNoteType = z.infer<typeof backupNoteType>;
export type BackupNote = z.infer<typeof backupNote>;
export type BackupReviewLog = z.infer<typeof backupReviewLog>;
export type BackupDeck = z.infer<typeof backupDeck>;
export type BackupMedia = z.infer<typeof backupMedia>;
export type BackupFile = z.infer<typeof backupFile>;

/** The file's head up to the decks array, then `decks` pieces, then the tail: valid JSON in pieces. */
export function backupJsonHead(head: Omit<BackupFile, 'decks'>): string {
  const json = JSON.stringify({ ...head, decks: [] });
  return json.slice(0, -2); // drop the closing `]}`, leaving `..."decks":[`
}
export const BACKUP_JSON_TAIL = ']}';
