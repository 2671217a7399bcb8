import type { Db } from '../db.js';
import { IMPORTING_SOURCE } from './decks.js';
import { readMediaBytes } from './media.js';

// Reads behind the exports (DESIGN §11), a page at a time by id so no export holds a whole
// deck or account in memory. Callers have checked ownership (or pass the user id). Every page is
// a range of an index (migration 0014: cards (deck_id, id), review_logs (deck_id, reviewed_at,
// id)), so a page costs the same at the end of a deck as at its start (issue 31).

export const EXPORT_PAGE = 1_000;

export function exportDecks(db: Db, userId: number) {
  return db
    .selectFrom('decks')
    .select(['id', 'name', 'description', 'source', 'exam_date', 'pacing_start_date', 'desired_retention', 'term_language', 'definition_language', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    // A deck still being imported (or left by a crashed confirm) is not the learner's yet.
    .where('source', '!=', IMPORTING_SOURCE)
    .orderBy('id')
    .execute();
}

export function exportDeck(db: Db, userId: number, deckId: number) {
  return db
    .selectFrom('decks')
    .select(['id', 'name', 'description', 'created_at'])
    .where('id', '=', deckId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export type ExportCardRow = Awaited<ReturnType<typeof cardPage>>[number];

/** The query of one page (tests read its plan). */
export function cardPageQuery(db: Db, deckId: number, afterId: number) {
  return db.selectFrom('cards').selectAll().where('deck_id', '=', deckId).where('id', '>', afterId).orderBy('id').limit(EXPORT_PAGE);
}

export function cardPage(db: Db, deckId: number, afterId: number) {
  return cardPageQuery(db, deckId, afterId).execute();
}

/** A deck's review logs in time order (per card that is its history order). */
export function reviewLogPage(db: Db, deckId: number, after: { reviewedAt: number; id: number }) {
  return reviewLogPageQuery(db, deckId, after).execute();
}

export function reviewLogPageQuery(db: Db, deckId: number, after: { reviewedAt: number; id: number }) {
  return db
    .selectFrom('review_logs')
    .select(['id', 'card_id', 'session_id', 'rating', 'is_correct', 'game_type', 'answer_time_ms', 'used_hint', 'reviewed_at', 'local_day'])
    .where('deck_id', '=', deckId)
    // A row-value comparison: both databases seek the index to the key (an OR of two
    // conditions made SQLite scan the deck's entries from the start on every page).
    .where((eb) => eb(eb.refTuple('reviewed_at', 'id'), '>', eb.tuple(after.reviewedAt, after.id)))
    .orderBy('reviewed_at')
    .orderBy('id')
    .limit(EXPORT_PAGE);
}

/** Every media row of the user without the bytes. */
export function mediaList(db: Db, userId: number) {
  return db.selectFrom('media').select(['id', 'sha256', 'mime', 'size', 'public_id']).where('user_id', '=', userId).orderBy('id').execute();
}

/** A whole file (joined from its chunk rows, migration 0015). */
export function mediaBytes(db: Db, userId: number, id: number): Promise<Buffer | undefined> {
  return readMediaBytes(db, userId, id);
}

export async function userTimeZone(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.time_zone;
}
