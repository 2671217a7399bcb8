import { sql } from 'kysely';
import type { Db } from '../db.js';
import { cardsWithState, scheduleSelection, toSchedule } from './cardStates.js';
import { decksWithLearner, DEFAULT_LEARNER_SETTINGS, IMPORTING_SOURCE } from './decks.js';
import { GAME_MEDIA_COLUMNS } from './gameCards.js';
import { readMediaBytes } from './media.js';

// Reads behind the exports (docs/account.md), a page at a time by id so no export holds a whole
// deck or account in memory. Callers have checked ownership (or pass the user id). Every page is
// a range of an index (migration 0014: cards (deck_id, id), review_logs (deck_id, reviewed_at,
// id)), so a page costs the same at the end of a deck as at its start (issue 31).

export const EXPORT_PAGE = 1_000;

/** The decks the learner studies (own and subscribed: a backup holds a copy of the cards of both), with their settings. */
export function exportDecks(db: Db, userId: number) {
  return decksWithLearner(db, userId)
    .select([
      'd.id',
      'd.name',
      'd.description',
      'd.source',
      'l.exam_date',
      'l.pacing_start_date',
      sql<number>`coalesce(l.desired_retention, ${DEFAULT_LEARNER_SETTINGS.desired_retention})`.as('desired_retention'),
      'd.term_language',
      'd.definition_language',
      'd.created_at',
      'd.updated_at',
    ])
    .where((eb) => eb.or([eb('d.user_id', '=', userId), eb('l.user_id', '=', userId)]))
    // A deck still being imported (or left by a crashed confirm) is not the learner's yet.
    .where('d.source', '!=', IMPORTING_SOURCE)
    .orderBy('d.id')
    .execute();
}

/** A deck the learner studies (own or subscribed); undefined for anyone else's. */
export function exportDeck(db: Db, userId: number, deckId: number) {
  return decksWithLearner(db, userId)
    .select(['d.id', 'd.name', 'd.description', 'd.created_at'])
    .where('d.id', '=', deckId)
    .where((eb) => eb.or([eb('d.user_id', '=', userId), eb('l.user_id', '=', userId)]))
    .executeTakeFirst();
}

export type ExportCardRow = Awaited<ReturnType<typeof cardPage>>[number];

/** The query of one page with the learner's state of each card (tests read its plan). */
export function cardPageQuery(db: Db, userId: number, deckId: number, afterId: number) {
  return cardsWithState(db, userId)
    .select([
      'c.id',
      'c.term',
      'c.definition',
      'c.created_at',
      'c.updated_at',
      ...GAME_MEDIA_COLUMNS.map((column) => `c.${column}` as const),
      // A cloze card's note (docs/study-modes.md), which the backup carries.
      'c.kind',
      'c.cloze_number',
      'c.cloze_note',
      'c.cloze_text',
      'c.cloze_extra',
      'c.cloze_answer',
      // An imported Anki card's re-import key (issue 30).
      'c.anki_key',
      // Its note (docs/notes.md), which the backup carries from version 2.
      'c.note_id',
      'c.ord',
      ...scheduleSelection(),
    ])
    .where('c.deck_id', '=', deckId)
    .where('c.id', '>', afterId)
    .orderBy('c.id')
    .limit(EXPORT_PAGE);
}

export async function cardPage(db: Db, userId: number, deckId: number, afterId: number) {
  const rows = await cardPageQuery(db, userId, deckId, afterId).execute();
  return rows.map((row) => ({ ...row, ...toSchedule(row) }));
}

/** The learner's review logs of a deck in time order (per card that is its history order). */
export function reviewLogPage(db: Db, userId: number, deckId: number, after: { reviewedAt: number; id: number }) {
  return reviewLogPageQuery(db, userId, deckId, after).execute();
}

export function reviewLogPageQuery(db: Db, userId: number, deckId: number, after: { reviewedAt: number; id: number }) {
  return db
    .selectFrom('review_logs')
    .select(['id', 'card_id', 'session_id', 'rating', 'is_correct', 'game_type', 'answer_time_ms', 'used_hint', 'reviewed_at', 'local_day'])
    .where('deck_id', '=', deckId)
    // A shared deck's logs are every subscriber's: an export holds the learner's own only.
    .where('user_id', '=', userId)
    // A row-value comparison: both databases seek the index to the key (an OR of two
    // conditions made SQLite scan the deck's entries from the start on every page).
    .where((eb) => eb(eb.refTuple('reviewed_at', 'id'), '>', eb.tuple(after.reviewedAt, after.id)))
    .orderBy('reviewed_at')
    .orderBy('id')
    .limit(EXPORT_PAGE);
}

/**
 * Every media row of the user without the bytes, then the files the cards of decks they
 * subscribe to use (their owner's), so an export of a shared deck carries its pictures too.
 * One row per file content (sha256): `sameAs` maps a dropped duplicate's id to the kept one.
 */
export async function mediaList(db: Db, userId: number) {
  const own = await db.selectFrom('media').select(['id', 'sha256', 'mime', 'size', 'user_id', 'public_id']).where('user_id', '=', userId).orderBy('id').execute();
  const subscribedCards = db
    .selectFrom('cards as c')
    .innerJoin('deck_learners as l', 'l.deck_id', 'c.deck_id')
    .where('l.user_id', '=', userId)
    .where('l.is_owner', '=', 0);
  const shared = await db
    .selectFrom('media')
    .select(['id', 'sha256', 'mime', 'size', 'user_id', 'public_id'])
    .where('user_id', '!=', userId)
    .where(
      'id',
      'in',
      subscribedCards
        .select('c.term_image_id as id')
        .union(subscribedCards.select('c.definition_image_id as id'))
        .union(subscribedCards.select('c.term_audio_id as id'))
        .union(subscribedCards.select('c.definition_audio_id as id')),
    )
    .orderBy('id')
    .execute();
  const bySha = new Map<string, number>();
  const sameAs = new Map<number, number>();
  const rows = [];
  for (const row of [...own, ...shared]) {
    const kept = bySha.get(row.sha256);
    if (kept !== undefined) {
      sameAs.set(row.id, kept);
      continue;
    }
    bySha.set(row.sha256, row.id);
    rows.push(row);
  }
  return { rows, sameAs };
}

/** A whole file of `ownerId` (joined from its chunk rows, migration 0015). */
export function mediaBytes(db: Db, ownerId: number, id: number): Promise<Buffer | undefined> {
  return readMediaBytes(db, ownerId, id);
}

export async function userTimeZone(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.time_zone;
}

/** The user's note types in id order, as the backup's head lists them (docs/notes.md). */
export function noteTypesForBackup(db: Db, userId: number) {
  return db.selectFrom('note_types').select(['id', 'name', 'kind', 'builtin', 'fields', 'templates', 'css', 'sort_field']).where('user_id', '=', userId).orderBy('id').execute();
}

/** The user's own notes among these (a subscribed deck's cards have the owner's notes: left out). */
export async function notesForBackup(db: Db, userId: number, noteIds: readonly number[]) {
  if (noteIds.length === 0) return [];
  return db.selectFrom('notes').select(['id', 'note_type_id', 'guid', 'fields', 'tags']).where('user_id', '=', userId).where('id', 'in', noteIds).execute();
}

/** The notes of a page of exported cards (docs/export.md): each card's note and ordinal. */
export async function cardNotesOfPage(db: Db, cardIds: readonly number[]): Promise<Map<number, { noteId: number; ord: number }>> {
  const out = new Map<number, { noteId: number; ord: number }>();
  if (cardIds.length === 0) return out;
  const rows = await db.selectFrom('cards').select(['id', 'note_id', 'ord']).where('id', 'in', cardIds).where('note_id', 'is not', null).execute();
  for (const row of rows) out.set(row.id, { noteId: row.note_id!, ord: row.ord });
  return out;
}

/** Notes by id, with their note types' ids (an .apkg export writes them whole). */
export function notesForExport(db: Db, noteIds: readonly number[]) {
  if (noteIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('notes').select(['id', 'note_type_id', 'guid', 'fields', 'tags', 'updated_at']).where('id', 'in', noteIds).orderBy('id').execute();
}

/** Note types by id (an .apkg export writes those its notes use). */
export function noteTypesForExport(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('note_types').select(['id', 'name', 'kind', 'builtin', 'fields', 'templates', 'css', 'sort_field', 'anki_id', 'updated_at']).where('id', 'in', ids).execute();
}
