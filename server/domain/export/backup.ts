import { z } from 'zod';
import { DECK_DESCRIPTION_MAX, DECK_NAME_MAX } from '../../../shared/constants.js';

// The full-account backup (DESIGN §11): a zip holding `cardcade.json` and `media/<sha256>`
// files. This is the format's one definition: the writer emits exactly these shapes (one deck at
// a time), and the 'Cardcade backup' importer validates the file against them. Ids inside the
// file only link its parts together (card ↔ review log ↔ media); a restore makes new ones.

export const BACKUP_FORMAT = 'cardcade-backup';
export const BACKUP_VERSION = 1;
export const BACKUP_JSON = 'cardcade.json';
export const mediaMemberName = (sha256: string) => `media/${sha256}`;

const id = z.number().int().nonnegative();
const epochMs = z.number().int();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const text = z.string().max(10_000);

export const backupFsrs = z.object({
  due: epochMs,
  stability: z.number().finite().nonnegative(),
  difficulty: z.number().finite().nonnegative(),
  elapsedDays: z.number().int().nonnegative(),
  scheduledDays: z.number().int().nonnegative(),
  learningSteps: z.number().int().nonnegative(),
  reps: z.number().int().nonnegative(),
  lapses: z.number().int().nonnegative(),
  state: z.number().int().min(0).max(3),
  lastReview: epochMs.nullable(),
});

const mediaRef = id.nullable();

export const backupCard = z.object({
  id,
  term: text,
  definition: text,
  createdAt: epochMs,
  updatedAt: epochMs,
  fsrs: backupFsrs,
  media: z.object({ termImage: mediaRef, definitionImage: mediaRef, termAudio: mediaRef, definitionAudio: mediaRef }),
});

export const backupReviewLog = z.object({
  /** null: the card was deleted; the answer still counts in the deck's history. */
  cardId: id.nullable(),
  sessionId: z.string().max(200),
  rating: z.number().int().min(1).max(4),
  isCorrect: z.boolean(),
  gameType: z.string().max(50),
  answerTimeMs: z.number().int().nonnegative().nullable(),
  usedHint: z.boolean(),
  reviewedAt: epochMs,
  localDay: day,
});

export const backupDeck = z.object({
  name: z.string().trim().min(1).max(DECK_NAME_MAX),
  description: z.string().max(DECK_DESCRIPTION_MAX).nullable(),
  source: z.string().max(50),
  examDate: day.nullable(),
  pacingStartDate: day.nullable(),
  desiredRetention: z.number().min(0.7).max(0.97),
  createdAt: epochMs,
  updatedAt: epochMs,
  cards: z.array(backupCard),
  reviewLogs: z.array(backupReviewLog),
});

export const backupMedia = z.object({
  id,
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  mime: z.string().max(100),
  size: z.number().int().nonnegative(),
});

export const backupFile = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: z.string(),
  settings: z.object({ timeZone: z.string().max(100) }),
  media: z.array(backupMedia),
  decks: z.array(backupDeck),
});

export type BackupFsrs = z.infer<typeof backupFsrs>;
export type BackupCard = z.infer<typeof backupCard>;
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
