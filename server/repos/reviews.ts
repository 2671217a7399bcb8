import { sql } from 'kysely';
import type { Db } from '../db.js';
import { SCHEDULE_KEYS, type CardSchedule } from '../domain/scheduler.js';
import { bulkUpdate, type ValueKind } from '../db/dialect.js';
import { GAME_MEDIA_COLUMNS } from './gameCards.js';
import { reviewLogValues, type ReviewLogFields } from './reviewLogValues.js';

// Review logs and the FSRS side of cards: what scheduling and the stats read and write.
// Callers check deck ownership first; queries by deck id assume it.

export interface ReviewLogRow extends ReviewLogFields {
  cardId: number;
}

export async function insertReviewLogs(db: Db, rows: readonly ReviewLogRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('review_logs')
    .values(rows.map(reviewLogValues))
    .execute();
}

const scheduleColumns = ['id', ...SCHEDULE_KEYS] as const;

/** The FSRS state of the given cards that still exist in the deck. */
export function cardSchedules(db: Db, deckId: number, cardIds: readonly number[]) {
  if (cardIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('cards').select(scheduleColumns).where('deck_id', '=', deckId).where('id', 'in', cardIds).execute();
}

/** The FSRS columns of cards and how PostgreSQL types them (db/dialect.ts bulkUpdate). */
const SCHEDULE_FIELDS = [
  { name: 'due', kind: 'bigint' },
  { name: 'stability', kind: 'float' },
  { name: 'difficulty', kind: 'float' },
  { name: 'elapsed_days', kind: 'int' },
  { name: 'scheduled_days', kind: 'int' },
  { name: 'learning_steps', kind: 'int' },
  { name: 'reps', kind: 'int' },
  { name: 'lapses', kind: 'int' },
  { name: 'state', kind: 'int' },
  { name: 'last_review', kind: 'bigint' },
] as const satisfies readonly { name: keyof CardSchedule; kind: ValueKind }[];

/**
 * New schedules for many cards in one statement (UPDATE … FROM a VALUES list). One statement
 * instead of one per card halves the cost of a submit: the SQLite driver prepares every
 * statement afresh.
 */
export async function updateCardSchedules(db: Db, updates: readonly { id: number; schedule: CardSchedule }[]): Promise<void> {
  const rows = updates.map(({ id, schedule }) => [id, ...SCHEDULE_FIELDS.map((f) => schedule[f.name])]);
  await bulkUpdate(db, 'cards', { name: 'id', kind: 'int' }, SCHEDULE_FIELDS, rows);
}

/** Id, text and due time of every card in a deck: the pool a smart session picks from. */
export function deckCardsForSelection(db: Db, deckId: number) {
  return db
    .selectFrom('cards')
    .select(['id', 'term', 'definition', 'due', 'state', ...GAME_MEDIA_COLUMNS])
    .where('deck_id', '=', deckId)
    .execute();
}

/** FSRS state and stability of every card in a deck (levels are computed in one place, domain/levels). */
export function deckCardLevels(db: Db, deckId: number) {
  return db.selectFrom('cards').select(['state', 'stability']).where('deck_id', '=', deckId).execute();
}

/**
 * Cards due now, and cumulative counts of those falling due within each window after now.
 * `count(*) filter (where …)` is standard SQL on both databases (PostgreSQL cannot sum booleans).
 */
export async function dueWindowCounts(db: Db, deckId: number, now: number, windowsMs: readonly number[]) {
  const row = await db
    .selectFrom('cards')
    .select([
      sql<number>`count(*) filter (where due <= ${now})`.as('dueNow'),
      ...windowsMs.map((w, i) => sql<number>`count(*) filter (where due > ${now} and due <= ${now + w})`.as(`w${i}`)),
    ])
    .where('deck_id', '=', deckId)
    .executeTakeFirstOrThrow();
  const record = row as Record<string, number>;
  return { dueNow: Number(record.dueNow), windows: windowsMs.map((_, i) => Number(record[`w${i}`])) };
}

/** Answers and correct answers per local day for one deck, oldest first. */
export function dailyAccuracy(db: Db, userId: number, deckId: number) {
  return db
    .selectFrom('review_logs')
    .select(['local_day', sql<number>`count(*)`.as('answered'), sql<number>`sum(is_correct)`.as('correct')])
    .where('deck_id', '=', deckId)
    .where('user_id', '=', userId)
    .groupBy('local_day')
    .orderBy('local_day')
    .execute();
}

/** Every local day on which the user gave a counted answer (any deck). */
export async function studyDays(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('review_logs').select('local_day').distinct().where('user_id', '=', userId).execute();
  return rows.map((r) => r.local_day);
}

/** The user's most recent answer times, for the cards-per-minute estimate of a time goal. */
export async function recentAnswerTimes(db: Db, userId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('review_logs')
    .select('answer_time_ms')
    .where('user_id', '=', userId)
    .where('answer_time_ms', 'is not', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.answer_time_ms));
}
