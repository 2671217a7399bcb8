import { sql } from 'kysely';
import type { Db } from '../db.js';
import type { CardSchedule } from '../domain/scheduler.js';
import { cardsWithState, saveCardStates, scheduleSelection, toSchedule } from './cardStates.js';
import { GAME_MEDIA_COLUMNS } from './gameCards.js';
import { reviewLogValues, type ReviewLogFields } from './reviewLogValues.js';

// Review logs and the learner's FSRS state of cards (repos/cardStates.ts): what scheduling and
// the stats read and write. Callers check the learner may study the deck; queries by deck id assume it.

export interface ReviewLogRow extends ReviewLogFields {
  cardId: number;
}

/**
 * SQLite allows 32,766 bound values per statement and a log has 11: a submit of 3,000 answers in
 * one statement was a 500 ("too many SQL variables") though its schema allows 5,000.
 */
export const LOGS_PER_STATEMENT = 2_000;

/** Writes the logs a statement of LOGS_PER_STATEMENT at a time (the caller's transaction holds them together). */
export async function insertReviewLogs(db: Db, rows: readonly ReviewLogRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += LOGS_PER_STATEMENT) {
    await db
      .insertInto('review_logs')
      .values(rows.slice(start, start + LOGS_PER_STATEMENT).map(reviewLogValues))
      .execute();
  }
}

/** The learner's FSRS state of the given cards that still exist in the deck (NEW where they have none). */
export async function cardSchedules(db: Db, userId: number, deckId: number, cardIds: readonly number[]): Promise<({ id: number } & CardSchedule)[]> {
  if (cardIds.length === 0) return [];
  const rows = await cardsWithState(db, userId).select(['c.id', ...scheduleSelection()]).where('c.deck_id', '=', deckId).where('c.id', 'in', cardIds).execute();
  return rows.map((row) => ({ id: row.id, ...toSchedule(row) }));
}

/**
 * The learner's new schedules of many cards of one deck: one upsert per 2,000 cards (the SQLite
 * driver prepares every statement afresh, so one statement instead of one per card matters).
 */
export async function updateCardSchedules(db: Db, userId: number, deckId: number, updates: readonly { id: number; schedule: CardSchedule }[]): Promise<void> {
  await saveCardStates(db, userId, updates.map(({ id, schedule }) => ({ cardId: id, deckId, schedule })));
}

/** Id, text and the learner's due time and state of every card in a deck: the pool a smart session picks from. */
export async function deckCardsForSelection(db: Db, userId: number, deckId: number) {
  const rows = await cardsWithState(db, userId)
    .select([
      'c.id',
      'c.term',
      'c.definition',
      ...GAME_MEDIA_COLUMNS.map((column) => `c.${column}` as const),
      sql<number>`coalesce(s.due, c.created_at)`.as('due'),
      sql<number>`coalesce(s.state, 0)`.as('state'),
      // The card's note, for bury siblings (domain/siblings.ts).
      'c.note_id',
      // Its note type, for the type's CSS on the faces (docs/notes.md).
      (eb) => eb.selectFrom('notes').select('notes.note_type_id').whereRef('notes.id', '=', 'c.note_id').as('note_type_id'),
    ])
    .where('c.deck_id', '=', deckId)
    // A suspended card is never asked (docs/browse.md).
    .where('c.suspended', '=', 0)
    .execute();
  return rows.map((row) => ({ ...row, due: Number(row.due), state: Number(row.state) }));
}

/**
 * The notes (domain/siblings.ts siblingKey: the card's note) of the deck's cards the learner
 * answered on `localDay`: their other cards are buried until the next day (docs/study-sessions.md).
 */
export async function notesAnsweredOn(db: Db, userId: number, deckId: number, localDay: string): Promise<AnsweredToday> {
  const rows = await db
    .selectFrom('review_logs as r')
    .innerJoin('cards as c', 'c.id', 'r.card_id')
    .select(['c.note_id', 'c.id'])
    .distinct()
    .where('r.user_id', '=', userId)
    .where('r.local_day', '=', localDay)
    .where('c.deck_id', '=', deckId)
    .where('c.note_id', 'is not', null)
    .execute();
  return { notes: new Set(rows.map((row) => String(row.note_id))), cards: new Set(rows.map((row) => row.id)) };
}

/** The notes answered on a day, and the cards answered themselves (they are not their own siblings). */
export interface AnsweredToday {
  notes: Set<string>;
  cards: Set<number>;
}

/** The learner's FSRS state and stability of every card in a deck (levels are computed in one place, domain/levels). */
export async function deckCardLevels(db: Db, userId: number, deckId: number) {
  const rows = await cardsWithState(db, userId).select([sql<number>`coalesce(s.state, 0)`.as('state'), sql<number>`coalesce(s.stability, 0)`.as('stability')]).where('c.deck_id', '=', deckId).execute();
  return rows.map((row) => ({ state: Number(row.state), stability: Number(row.stability) }));
}

/**
 * Cards due now, and cumulative counts of those falling due within each window after now.
 * `count(*) filter (where …)` is standard SQL on both databases (PostgreSQL cannot sum booleans).
 */
export async function dueWindowCounts(db: Db, userId: number, deckId: number, now: number, windowsMs: readonly number[]) {
  const due = sql`coalesce(s.due, c.created_at)`;
  const row = await cardsWithState(db, userId)
    .select([
      sql<number>`count(*) filter (where ${due} <= ${now})`.as('dueNow'),
      ...windowsMs.map((w, i) => sql<number>`count(*) filter (where ${due} > ${now} and ${due} <= ${now + w})`.as(`w${i}`)),
    ])
    .where('c.deck_id', '=', deckId)
    // A suspended card is never asked (docs/browse.md): it falls due on no day of the forecast.
    .where('c.suspended', '=', 0)
    .executeTakeFirstOrThrow();
  const record = row as Record<string, number>;
  return { dueNow: Number(record.dueNow), windows: windowsMs.map((_, i) => Number(record[`w${i}`])) };
}

/**
 * Cards answered and cards right per local day for one deck, oldest first: each card's FIRST
 * answer of the day counts, as a session's end screen counts each card's first answer (issue 48,
 * docs/study-sessions.md). A card that came back after a miss and was then answered right still
 * counts as missed that day. Logs of deleted cards (card_id null) count one each.
 */
export async function dailyAccuracy(db: Db, userId: number, deckId: number): Promise<{ local_day: string; answered: number; correct: number }[]> {
  const { rows } = await sql<{ local_day: string; answered: number; correct: number }>`
    select local_day, count(*) as answered, sum(is_correct) as correct from (
      select local_day, is_correct,
        row_number() over (partition by local_day, coalesce(card_id, -id) order by reviewed_at, id) as nth
      from review_logs where deck_id = ${deckId} and user_id = ${userId}
    ) firsts
    where nth = 1
    group by local_day
    order by local_day`.execute(db);
  return rows;
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
