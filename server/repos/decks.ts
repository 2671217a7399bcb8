import { attachNotes } from './notes.js';
import { sql } from 'kysely';
import { nextTurn } from '../db/paging.js';
import type { Db } from '../db.js';

export interface DeckRow {
  id: number;
  name: string;
  description: string | null;
  source: string;
  /** The deck's owner; the caller is a subscriber when it is not theirs (docs/shared-decks.md). */
  owner_id: number;
  /** The owner as other learners see them: a display name, never an e-mail. */
  owner_name: string;
  /** 1 when the learner reading the row owns the deck. */
  is_owner: number;
  visibility: string;
  /** 1 when a subscriber chose to count their answers in the owner's card statistics. */
  share_progress: number;
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
  /** 1: a smart session asks one card of a note per day (docs/study-sessions.md). */
  bury_siblings: number;
}

/** The name a learner shows others: their chosen display name, else 'Learner {id}' (never the e-mail). */
export const displayNameSql = (table: string) => sql<string>`coalesce(${sql.ref(`${table}.display_name`)}, 'Learner ' || ${sql.ref(`${table}.id`)})`;

/** A learner's settings of a deck when they never changed one (migration 0019's defaults). */
export const DEFAULT_LEARNER_SETTINGS = { desired_retention: 0.9, study_direction: 'forward', new_cards_per_day: 20, extra_new_cards: 0 } as const;

/**
 * The source of a deck an import confirm is still filling (issue 9: the confirm writes in short
 * transactions). No deck query shows such a deck; the confirm's last transaction gives it its
 * real source, and the sweeper deletes one left behind by a crash.
 */
export const IMPORTING_SOURCE = 'importing';

/** Gives the user's hidden import decks their real source: they appear at once, all together. */
export async function revealImportedDecks(db: Db, userId: number, deckIds: number[], source: string): Promise<void> {
  if (deckIds.length === 0) return;
  // Every card has a note (docs/notes.md): an import's or a copy's cards get theirs as they appear.
  await attachNotes(db, Date.now(), { deckIds });
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
 * The learner's decks (their own and those they subscribe to) with their card and due counts,
 * read from the learner's card_states (migration 0019). Each count reads an index range, never a
 * card at a time (docs/notes.md "Performance"; the plans and figures are in docs/performance.md):
 * - the learner's state rows: one pass over their range of card_states_user_deck, grouped by
 *   deck (`st`): started, due and due-New rows together, where three correlated counts read the
 *   same rows three times (and, on PostgreSQL before a vacuum, their table pages as often);
 * - the deck's cards: a correlated count on a (deck_id, …) index;
 * - cards without a state row (NEW for this learner, due from their creation) by subtraction:
 *   the deck's cards, less the learner's state rows of the deck, less the cards created after
 *   `now` still without a row (an empty range of cards_deck_created, migration 0032, but for a
 *   clock set back);
 * - suspended cards, never due (docs/browse.md), from the deck's few suspended cards
 *   (cards_deck_suspended) and subtracted: the started ones that are due or due-New, and the
 *   unstarted ones. Checking each started row's card instead probed the cards table ~17,000
 *   times with 100 decks of 500 (bench/notes.ts), two thirds of the query on PostgreSQL.
 * A state row's deck_id is its card's (every move of a card moves its row). `deckId` narrows the
 * grouped pass to one deck (decks.get).
 */
function decksWithCounts(db: Db, userId: number, now: number, deckId?: number) {
  const unstartedLater = sql<number>`(select count(*) from cards c where c.deck_id = d.id and c.created_at > ${now}
    and not exists (select 1 from card_states s where s.user_id = ${userId} and s.card_id = c.id))`;
  // The `+` keeps SQLite off cards_deck_created, which it otherwise picked for this range: every
  // card of the deck read from the table to check `suspended` (half the query's time there).
  const suspendedUnstarted = sql<number>`(select count(*) from cards c where c.deck_id = d.id and c.suspended = 1 and +c.created_at <= ${now}
    and not exists (select 1 from card_states s where s.user_id = ${userId} and s.card_id = c.id))`;
  // The learner's started cards of the deck that are suspended and due (and match `extra`): a few
  // rows of cards_deck_suspended, each one primary-key probe of card_states.
  const suspendedStarted = (extra: ReturnType<typeof sql>) => sql<number>`(select count(*) from cards c inner join card_states s on s.user_id = ${userId} and s.card_id = c.id
    where c.deck_id = d.id and c.suspended = 1 and s.due <= ${now}${extra})`;
  return decksWithLearner(db, userId)
    .innerJoin('users as o', 'o.id', 'd.user_id')
    .leftJoin(
      (eb) => {
        let started = eb
          .selectFrom('card_states as s')
          .select([
            's.deck_id',
            sql<number>`count(*)`.as('started_count'),
            sql<number>`count(*) filter (where s.due <= ${now})`.as('started_due'),
            // State 0 is FSRS New.
            sql<number>`count(*) filter (where s.state = 0 and s.due <= ${now})`.as('started_new_due'),
          ])
          .where('s.user_id', '=', userId);
        if (deckId !== undefined) started = started.where('s.deck_id', '=', deckId);
        return started.groupBy('s.deck_id').as('st');
      },
      (join) => join.onRef('st.deck_id', '=', 'd.id'),
    )
    .select([
      'd.id',
      'd.name',
      'd.description',
      'd.source',
      'd.user_id as owner_id',
      displayNameSql('o').as('owner_name'),
      sql<number>`case when d.user_id = ${userId} then 1 else 0 end`.as('is_owner'),
      'd.visibility',
      sql<number>`coalesce(l.share_progress, 0)`.as('share_progress'),
      'l.exam_date',
      'l.pacing_start_date',
      sql<number>`coalesce(l.desired_retention, ${DEFAULT_LEARNER_SETTINGS.desired_retention})`.as('desired_retention'),
      'd.updated_at',
      sql<number>`(select count(*) from cards c where c.deck_id = d.id)`.as('card_count'),
      sql<number>`coalesce(st.started_due, 0)`.as('started_due'),
      suspendedStarted(sql``).as('suspended_started_due'),
      sql<string>`coalesce(l.study_direction, ${DEFAULT_LEARNER_SETTINGS.study_direction})`.as('study_direction'),
      sql<number>`coalesce(l.new_cards_per_day, ${DEFAULT_LEARNER_SETTINGS.new_cards_per_day})`.as('new_cards_per_day'),
      sql<number>`coalesce(l.extra_new_cards, 0)`.as('extra_new_cards'),
      'l.extra_new_cards_day',
      sql<number>`coalesce(st.started_new_due, 0)`.as('started_new_due'),
      suspendedStarted(sql` and s.state = 0`).as('suspended_started_new_due'),
      sql<number>`coalesce(st.started_count, 0)`.as('started_count'),
      unstartedLater.as('unstarted_later'),
      suspendedUnstarted.as('suspended_unstarted'),
      'd.term_language',
      'd.definition_language',
      sql<number>`coalesce(l.bury_siblings, 1)`.as('bury_siblings'),
    ])
    .where('d.id', 'in', (eb) =>
      eb
        .selectFrom('decks as own')
        .select('own.id')
        .where('own.user_id', '=', userId)
        .union(eb.selectFrom('deck_learners as sub').select('sub.deck_id as id').where('sub.user_id', '=', userId)),
    )
    .where('d.source', '<>', IMPORTING_SOURCE);
}

type CountedRow = Omit<DeckRow, 'due_card_count' | 'new_due_count'> & {
  started_due: number;
  suspended_started_due: number;
  started_new_due: number;
  suspended_started_new_due: number;
  started_count: number;
  unstarted_later: number;
  suspended_unstarted: number;
};

function withTotals({ started_due, suspended_started_due, started_new_due, suspended_started_new_due, started_count, unstarted_later, suspended_unstarted, ...row }: CountedRow): DeckRow {
  const card_count = Number(row.card_count);
  // Due unstarted cards: every card of the deck less those started, less those not created yet,
  // less the suspended ones.
  const unstarted = card_count - Number(started_count) - Number(unstarted_later) - Number(suspended_unstarted);
  const due = Number(started_due) - Number(suspended_started_due);
  const newDue = Number(started_new_due) - Number(suspended_started_new_due);
  return { ...row, card_count, due_card_count: due + unstarted, new_due_count: newDue + unstarted };
}

/** My Decks' query, newest first (exported for its plan's test and the bench). */
export function deckListQuery(db: Db, userId: number, now: number) {
  return decksWithCounts(db, userId, now).orderBy('d.updated_at', 'desc').orderBy('d.id', 'desc');
}

export async function listDecks(db: Db, userId: number, now: number): Promise<DeckRow[]> {
  const rows = await deckListQuery(db, userId, now).execute();
  return rows.map(withTotals);
}

export async function findDeck(db: Db, userId: number, deckId: number, now: number): Promise<DeckRow | undefined> {
  const row = await decksWithCounts(db, userId, now, deckId).where('d.id', '=', deckId).executeTakeFirst();
  return row && withTotals(row);
}

/** Cheap ownership check for writes: the deck's id when it is the user's, else undefined. */
export async function ownedDeckId(db: Db, userId: number, deckId: number): Promise<number | undefined> {
  const row = await db.selectFrom('decks').select('id').where('id', '=', deckId).where('user_id', '=', userId).executeTakeFirst();
  return row?.id;
}

/** True when the user subscribes to the deck (and does not own it). */
export async function isSubscriber(db: Db, userId: number, deckId: number): Promise<boolean> {
  const row = await db
    .selectFrom('deck_learners')
    .select('deck_id')
    .where('user_id', '=', userId)
    .where('deck_id', '=', deckId)
    .where('is_owner', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** The learner's desired retention of a deck they study; undefined when it is the default. */
export async function learnerRetention(db: Db, userId: number, deckId: number): Promise<number | undefined> {
  const row = await db.selectFrom('deck_learners').select('desired_retention').where('user_id', '=', userId).where('deck_id', '=', deckId).executeTakeFirst();
  return row ? Number(row.desired_retention) : undefined;
}

/**
 * Decks (`d`) with this learner's row (`l`, deck_learners) where they have one: their settings
 * and whether they study a deck that is not theirs.
 */
export function decksWithLearner(db: Db, userId: number) {
  return db
    .selectFrom('decks as d')
    .leftJoin('deck_learners as l', (join) => join.onRef('l.deck_id', '=', 'd.id').on('l.user_id', '=', userId));
}

/**
 * What a submit needs of its deck: the learner's retention when they study it (own or
 * subscribed), undefined when the deck no longer exists, 'not theirs' when it is someone else's
 * they do not subscribe to (or left: their answers would write progress they dropped).
 */
export async function studiedDeck(db: Db, userId: number, deckId: number): Promise<{ retention: number | undefined } | undefined | 'not theirs'> {
  const deck = await decksWithLearner(db, userId)
    .select(['d.user_id', 'l.user_id as learner', 'l.desired_retention'])
    .where('d.id', '=', deckId)
    .executeTakeFirst();
  if (!deck) return undefined;
  if (deck.user_id !== userId && deck.learner === null) return 'not theirs';
  return { retention: deck.desired_retention === null ? undefined : Number(deck.desired_retention) };
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
      term_language: deck.termLanguage ?? null,
      definition_language: deck.definitionLanguage ?? null,
      created_at: deck.now,
      updated_at: deck.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const settings = {
    ...(deck.desiredRetention === undefined ? {} : { desired_retention: deck.desiredRetention }),
    ...(deck.newCardsPerDay === undefined ? {} : { new_cards_per_day: deck.newCardsPerDay }),
  };
  await saveLearnerSettings(db, deck.userId, row.id, settings, deck.now);
  return row.id;
}

/** The owner's change of a deck's name or description (only the owner's rows match). */
export async function updateDeckRow(db: Db, userId: number, deckId: number, changes: { name?: string; description?: string | null; term_language?: string | null; definition_language?: string | null }, now: number): Promise<boolean> {
  const result = await db
    .updateTable('decks')
    .set({ ...changes, updated_at: now })
    .where('id', '=', deckId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface LearnerSettings {
  exam_date?: string | null;
  pacing_start_date?: string | null;
  desired_retention?: number;
  new_cards_per_day?: number;
  study_direction?: string;
  extra_new_cards?: number;
  extra_new_cards_day?: string | null;
  bury_siblings?: 0 | 1;
}

/**
 * The learner's own settings of a deck they own or subscribe to (the caller checked which). They
 * never move the deck's updated_at (My Decks keeps its order). The row is made on the first
 * change: an owner's missing row means the defaults.
 */
export async function saveLearnerSettings(db: Db, userId: number, deckId: number, changes: LearnerSettings, now: number): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .insertInto('deck_learners')
    .values({
      user_id: userId,
      deck_id: deckId,
      ...changes,
      is_owner: sql<0 | 1>`(select case when d.user_id = ${userId} then 1 else 0 end from decks d where d.id = ${deckId})`,
      joined_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'deck_id']).doUpdateSet(changes))
    .execute();
}

/**
 * Cards of the user's decks first answered at or after `since` (the local day's start): per
 * deck, cards with a log since then and none before (docs/study-options.md, domain/newCards.ts). Logs of
 * deleted cards (card_id null) no longer count; only the learner's own earlier logs count (a shared
 * card another learner studied is still new to them). On the index review_logs_user_reviewed.
 */
export async function newCardsIntroducedSince(db: Db, userId: number, since: number, deckId?: number): Promise<Map<number, number>> {
  let query = db
    .selectFrom('review_logs as r')
    .select(['r.deck_id', sql<number>`count(distinct r.card_id)`.as('count')])
    .where('r.user_id', '=', userId)
    .where('r.reviewed_at', '>=', since)
    .where('r.card_id', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('review_logs as p').select('p.id').whereRef('p.card_id', '=', 'r.card_id').where('p.user_id', '=', userId).where('p.reviewed_at', '<', since))),
    )
    .groupBy('r.deck_id');
  if (deckId !== undefined) query = query.where('r.deck_id', '=', deckId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.deck_id, Number(r.count)]));
}

/**
 * Hides the owner's deck (IMPORTING_SOURCE: no deck query shows it) as the first step of its
 * deletion in chunks; false when it is not theirs or already hidden.
 */
export async function hideOwnedDeck(db: Db, userId: number, deckId: number): Promise<boolean> {
  const result = await db.updateTable('decks').set({ source: IMPORTING_SOURCE }).where('id', '=', deckId).where('user_id', '=', userId).where('source', '<>', IMPORTING_SOURCE).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Rows per DELETE while a hidden deck goes in chunks (each its own short transaction). */
const ROWS_PER_DELETE = 2_000;

/**
 * Deletes a hidden deck (hideOwnedDeck) a chunk at a time, each chunk its own short transaction
 * with a real turn of the event loop after it, so a deck of 40,000 cards never holds the database
 * or the event loop (docs/security.md "Round 4: shared-deck hand-over and copies"): its answers,
 * then its cards (their progress goes by cascade), then the deck row with the rest and the files
 * no other card of the owner uses. A crash half-way leaves a hidden deck the sweeper deletes.
 */
export async function deleteHiddenDeckInChunks(db: Db, userId: number, deckId: number, deleteMedia: (trx: Db) => Promise<unknown>): Promise<void> {
  const inChunks = async (table: 'review_logs' | 'cards', limit: number) => {
    for (;;) {
      const chunk = db.selectFrom(table).select('id').where('deck_id', '=', deckId).limit(limit);
      const result = await db.transaction().execute((trx) => trx.deleteFrom(table).where('id', 'in', chunk).executeTakeFirst());
      await nextTurn();
      if (Number(result.numDeletedRows) < limit) return;
    }
  };
  await inChunks('review_logs', ROWS_PER_DELETE);
  await inChunks('cards', ROWS_PER_DELETE / 4);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('decks').where('id', '=', deckId).where('user_id', '=', userId).where('source', '=', IMPORTING_SOURCE).execute();
    await deleteMedia(trx);
  });
}

/** The direction last studied; a learner's setting, not an edit of the deck. */
export function setStudyDirection(db: Db, userId: number, deckId: number, direction: string, now = Date.now()): Promise<void> {
  return saveLearnerSettings(db, userId, deckId, { study_direction: direction }, now);
}

export function touchDeck(db: Db, deckId: number, now: number) {
  return db.updateTable('decks').set({ updated_at: now }).where('id', '=', deckId).execute();
}

export async function deleteDeckRow(db: Db, userId: number, deckId: number): Promise<boolean> {
  const result = await db.deleteFrom('decks').where('id', '=', deckId).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
