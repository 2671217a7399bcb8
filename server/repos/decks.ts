import { sql } from 'kysely';
import type { Db } from '../db.js';

export interface DeckRow {
  id: number;
  name: string;
  description: string | null;
  source: string;
  exam_date: string | null;
  pacing_start_date: string | null;
  desired_retention: number;
  updated_at: number;
  card_count: number;
  due_card_count: number;
  study_direction: string;
  new_cards_per_day: number;
  /** Today's change of the new-card limit, valid on extra_new_cards_day only (issue 29.2). */
  extra_new_cards: number;
  extra_new_cards_day: string | null;
  /** Due cards never answered yet (state New): the part of due_card_count that is new. */
  new_due_count: number;
  term_language: string | null;
  definition_language: string | null;
}

/**
 * The source of a deck an import confirm is still filling (issue 9: the confirm writes in short
 * transactions). No deck query shows such a deck; the confirm's last transaction gives it its
 * real source, and the sweeper deletes one left behind by a crash.
 */
export const IMPORTING_SOURCE = 'importing';

/** Gives the user's hidden import decks their real source: they appear at once, all together. */
export async function revealImportedDecks(db: Db, userId: number, deckIds: number[], source: string): Promise<void> {
  if (deckIds.length === 0) return;
  await db.updateTable('decks').set({ source }).where('user_id', '=', userId).where('id', 'in', deckIds).where('source', '=', IMPORTING_SOURCE).execute();
}

/** Deletes those of the decks that are still hidden import decks (their cards go by cascade). */
export async function deleteHiddenImportDecks(db: Db, userId: number, deckIds: number[]): Promise<void> {
  if (deckIds.length === 0) return;
  await db.deleteFrom('decks').where('user_id', '=', userId).where('id', 'in', deckIds).where('source', '=', IMPORTING_SOURCE).execute();
}

/** Hidden import decks older than `before`: what a confirm that crashed left behind. */
export async function sweepAbandonedImportDecks(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom('decks').where('source', '=', IMPORTING_SOURCE).where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Decks with their card and due counts. Correlated counts on the covering index cards_deck_due
 * (a range scan for `due <= now`) instead of a join + GROUP BY: 100 decks × 500 cards went from
 * ~17 ms to ~3 ms (bench/engine.ts).
 */
function decksWithCounts(db: Db, userId: number, now: number) {
  return db
    .selectFrom('decks as d')
    .select([
      'd.id',
      'd.name',
      'd.description',
      'd.source',
      'd.exam_date',
      'd.pacing_start_date',
      'd.desired_retention',
      'd.updated_at',
      sql<number>`(select count(*) from cards c where c.deck_id = d.id)`.as('card_count'),
      sql<number>`(select count(*) from cards c where c.deck_id = d.id and c.due <= ${now})`.as('due_card_count'),
      'd.study_direction',
      'd.new_cards_per_day',
      'd.extra_new_cards',
      'd.extra_new_cards_day',
      // On the index cards_deck_state_due (migration 0008); state 0 is FSRS New.
      sql<number>`(select count(*) from cards c where c.deck_id = d.id and c.state = 0 and c.due <= ${now})`.as('new_due_count'),
      'd.term_language',
      'd.definition_language',
    ])
    .where('d.user_id', '=', userId)
    .where('d.source', '<>', IMPORTING_SOURCE);
}

export function listDecks(db: Db, userId: number, now: number): Promise<DeckRow[]> {
  return decksWithCounts(db, userId, now).orderBy('d.updated_at', 'desc').orderBy('d.id', 'desc').execute();
}

export function findDeck(db: Db, userId: number, deckId: number, now: number): Promise<DeckRow | undefined> {
  return decksWithCounts(db, userId, now).where('d.id', '=', deckId).executeTakeFirst();
}

/** Cheap ownership check for writes: the deck's id when it is the user's, else undefined. */
export async function ownedDeckId(db: Db, userId: number, deckId: number): Promise<number | undefined> {
  const row = await db.selectFrom('decks').select('id').where('id', '=', deckId).where('user_id', '=', userId).executeTakeFirst();
  return row?.id;
}

export async function insertDeck(
  db: Db,
  deck: {
    userId: number;
    name: string;
    description: string | null;
    source: string;
    now: number;
    desiredRetention?: number;
    newCardsPerDay?: number;
    termLanguage?: string | null;
    definitionLanguage?: string | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('decks')
    .values({
      user_id: deck.userId,
      name: deck.name,
      description: deck.description,
      source: deck.source,
      ...(deck.desiredRetention === undefined ? {} : { desired_retention: deck.desiredRetention }),
      ...(deck.newCardsPerDay === undefined ? {} : { new_cards_per_day: deck.newCardsPerDay }),
      term_language: deck.termLanguage ?? null,
      definition_language: deck.definitionLanguage ?? null,
      created_at: deck.now,
      updated_at: deck.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDeckRow(
  db: Db,
  userId: number,
  deckId: number,
  changes: {
    name?: string;
    description?: string | null;
    exam_date?: string | null;
    pacing_start_date?: string | null;
    desired_retention?: number;
    new_cards_per_day?: number;
    term_language?: string | null;
    definition_language?: string | null;
  },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('decks')
    .set({ ...changes, updated_at: now })
    .where('id', '=', deckId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Today's new-card limit as a difference from the per-day setting; does not touch updated_at (My Decks keeps its order). */
export async function setNewCardsToday(db: Db, userId: number, deckId: number, extra: number, day: string): Promise<boolean> {
  const result = await db
    .updateTable('decks')
    .set({ extra_new_cards: extra, extra_new_cards_day: day })
    .where('id', '=', deckId)
    .where('user_id', '=', userId)
    .where('source', '<>', IMPORTING_SOURCE)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Cards of the user's decks first answered at or after `since` (the local day's start): per
 * deck, cards with a log since then and none before (DESIGN §15, domain/newCards.ts). Logs of
 * deleted cards (card_id null) no longer count. On the index review_logs_user_reviewed.
 */
export async function newCardsIntroducedSince(db: Db, userId: number, since: number, deckId?: number): Promise<Map<number, number>> {
  let query = db
    .selectFrom('review_logs as r')
    .select(['r.deck_id', sql<number>`count(distinct r.card_id)`.as('count')])
    .where('r.user_id', '=', userId)
    .where('r.reviewed_at', '>=', since)
    .where('r.card_id', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('review_logs as p').select('p.id').whereRef('p.card_id', '=', 'r.card_id').where('p.reviewed_at', '<', since))),
    )
    .groupBy('r.deck_id');
  if (deckId !== undefined) query = query.where('r.deck_id', '=', deckId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.deck_id, Number(r.count)]));
}

/** The direction last studied; not an edit of the deck, so updated_at (My Decks' order) stays. */
export async function setStudyDirection(db: Db, userId: number, deckId: number, direction: string): Promise<void> {
  await db.updateTable('decks').set({ study_direction: direction }).where('id', '=', deckId).where('user_id', '=', userId).execute();
}

export function touchDeck(db: Db, deckId: number, now: number) {
  return db.updateTable('decks').set({ updated_at: now }).where('id', '=', deckId).execute();
}

export async function deleteDeckRow(db: Db, userId: number, deckId: number): Promise<boolean> {
  const result = await db.deleteFrom('decks').where('id', '=', deckId).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
