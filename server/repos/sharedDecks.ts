import { sql } from 'kysely';
import type { Db } from '../db.js';
import type { DeckVisibility } from '../../shared/schemas/decks.js';
import { displayNameSql, IMPORTING_SOURCE, insertDeck, saveLearnerSettings } from './decks.js';
import { newMediaPublicId } from './media.js';

// Shared decks (DESIGN §20, docs/shared-decks.md): the library, subscriptions and copies. A
// subscription is a deck_learners row with is_owner 0; the subscriber reads the owner's card rows
// with their own card_states. Every query names the learner; callers check who owns what.

/** Decks a library search answers at most (the newest first). */
export const LIBRARY_PAGE = 50;

/** The owner's change of visibility; false when the deck is not theirs. */
export async function setVisibility(db: Db, ownerId: number, deckId: number, visibility: DeckVisibility): Promise<boolean> {
  const result = await db.updateTable('decks').set({ visibility }).where('id', '=', deckId).where('user_id', '=', ownerId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Any deck made private by an admin (DESIGN §20); false when there is no such deck. */
export async function makeDeckPrivate(db: Db, deckId: number): Promise<boolean> {
  const result = await db.updateTable('decks').set({ visibility: 'private' }).where('id', '=', deckId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** `%text%` for LIKE with the text's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The library: decks shared with the server, the newest first, whose name or description holds
 * `q` (case-insensitive). On the index decks_visibility_updated; the counts are correlated
 * subqueries on cards_deck_id and deck_learners_deck, for the page only.
 */
export function searchLibrary(db: Db, userId: number, q: string | undefined) {
  let query = db
    .selectFrom('decks as d')
    .innerJoin('users as o', 'o.id', 'd.user_id')
    .select([
      'd.id',
      'd.name',
      'd.description',
      'd.updated_at',
      displayNameSql('o').as('owner_name'),
      sql<number>`(select count(*) from cards c where c.deck_id = d.id)`.as('card_count'),
      sql<number>`(select count(*) from deck_learners l where l.deck_id = d.id and l.is_owner = 0)`.as('subscriber_count'),
      sql<number>`case when exists (select 1 from deck_learners l where l.deck_id = d.id and l.user_id = ${userId} and l.is_owner = 0) then 1 else 0 end`.as('subscribed'),
      sql<number>`case when d.user_id = ${userId} then 1 else 0 end`.as('own'),
    ])
    .where('d.visibility', '=', 'server')
    .where('d.source', '<>', IMPORTING_SOURCE);
  if (q) {
    const pattern = containing(q.toLowerCase());
    query = query.where((eb) =>
      eb.or([sql<boolean>`lower(d.name) like ${pattern} escape '\\'`, sql<boolean>`lower(coalesce(d.description, '')) like ${pattern} escape '\\'`]),
    );
  }
  return query.orderBy('d.updated_at', 'desc').orderBy('d.id', 'desc').limit(LIBRARY_PAGE).execute();
}

/** A deck shared with the server (any learner may find it), or undefined. */
export function findSharedDeck(db: Db, deckId: number) {
  return db
    .selectFrom('decks')
    .select(['id', 'user_id', 'name', 'description'])
    .where('id', '=', deckId)
    .where('visibility', '=', 'server')
    .where('source', '<>', IMPORTING_SOURCE)
    .executeTakeFirst();
}

/** Subscribes the learner (nothing when they already are). */
export async function insertSubscription(db: Db, userId: number, deckId: number, now: number): Promise<void> {
  await db
    .insertInto('deck_learners')
    .values({ user_id: userId, deck_id: deckId, is_owner: 0, joined_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'deck_id']).doNothing())
    .execute();
}

/**
 * Leaves a subscribed deck: the learner's progress, answers and settings of it go (DESIGN §20);
 * the owner's deck and cards are untouched. False when the learner did not subscribe to it.
 */
export async function deleteSubscription(db: Db, userId: number, deckId: number): Promise<boolean> {
  const result = await db.deleteFrom('deck_learners').where('user_id', '=', userId).where('deck_id', '=', deckId).where('is_owner', '=', 0).executeTakeFirst();
  if (result.numDeletedRows === 0n) return false;
  await db.deleteFrom('card_states').where('user_id', '=', userId).where('deck_id', '=', deckId).execute();
  await db.deleteFrom('review_logs').where('user_id', '=', userId).where('deck_id', '=', deckId).execute();
  await db.deleteFrom('suggestions').where('user_id', '=', userId).where('deck_id', '=', deckId).where('status', '=', 'pending').execute();
  return true;
}

/** The subscribers of a deck (not its owner). */
export async function subscriberIds(db: Db, deckId: number): Promise<number[]> {
  const rows = await db.selectFrom('deck_learners').select('user_id').where('deck_id', '=', deckId).where('is_owner', '=', 0).orderBy('user_id').execute();
  return rows.map((row) => row.user_id);
}

/** The media ids the deck's cards use (each once). */
export async function deckMediaIds(db: Db, deckId: number): Promise<number[]> {
  const cards = db.selectFrom('cards').where('deck_id', '=', deckId);
  const rows = await cards
    .select('term_image_id as id')
    .union(cards.select('definition_image_id as id'))
    .union(cards.select('term_audio_id as id'))
    .union(cards.select('definition_audio_id as id'))
    .execute();
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}

/**
 * Copies the deck's cards into `targetDeckId` in id order, each side's media through `mediaMap`
 * (the source's media id → the target owner's), inside the database. Answers source card id →
 * copy's id (one statement assigns ids in SELECT order on both databases, as imports rely on).
 */
export async function copyCards(db: Db, sourceDeckId: number, targetDeckId: number, mediaMap: ReadonlyMap<number, number>, now: number): Promise<Map<number, number>> {
  const mapped = (column: string) =>
    mediaMap.size === 0
      ? sql`cast(null as integer)`
      : sql`case ${sql.ref(column)} ${sql.join([...mediaMap].map(([from, to]) => sql`when ${sql.lit(from)} then ${sql.lit(to)}`), sql` `)} else cast(null as integer) end`;
  const before = await db.selectFrom('cards').select(sql<number>`coalesce(max(id), 0)`.as('max')).where('deck_id', '=', targetDeckId).executeTakeFirstOrThrow();
  await sql`insert into cards (deck_id, term, definition, created_at, updated_at, term_image_id, definition_image_id, term_audio_id, definition_audio_id)
    select ${sql.lit(Math.trunc(targetDeckId))}, term, definition, ${sql.lit(Math.trunc(now))}, ${sql.lit(Math.trunc(now))}, ${mapped('term_image_id')}, ${mapped('definition_image_id')}, ${mapped('term_audio_id')}, ${mapped('definition_audio_id')}
    from cards where deck_id = ${sourceDeckId} order by id`.execute(db);
  const [source, copies] = await Promise.all([
    db.selectFrom('cards').select('id').where('deck_id', '=', sourceDeckId).orderBy('id').execute(),
    db.selectFrom('cards').select('id').where('deck_id', '=', targetDeckId).where('id', '>', Number(before.max)).orderBy('id').execute(),
  ]);
  return new Map(source.map((row, index) => [row.id, copies[index].id]));
}

/** Moves a learner's progress and answers from one deck's cards to their copies (`cardMap`). */
export async function moveProgress(db: Db, userId: number, fromDeckId: number, toDeckId: number, cardMap: ReadonlyMap<number, number>): Promise<void> {
  if (cardMap.size === 0) return;
  const mapped = sql`case card_id ${sql.join([...cardMap].map(([from, to]) => sql`when ${sql.lit(from)} then ${sql.lit(to)}`), sql` `)} end`;
  await sql`update card_states set card_id = ${mapped}, deck_id = ${toDeckId} where user_id = ${userId} and deck_id = ${fromDeckId}`.execute(db);
  await sql`update review_logs set card_id = ${sql`case when card_id is null then null else ${mapped} end`}, deck_id = ${toDeckId} where user_id = ${userId} and deck_id = ${fromDeckId}`.execute(db);
}

/**
 * Gives `userId` their own rows of the given files (media are per account): an existing file with
 * the same bytes is reused, others are copied inside the database, chunk rows and all.
 */
export async function copyMedia(db: Db, mediaIds: readonly number[], userId: number, now: number): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  for (const mediaId of mediaIds) {
    const source = await db.selectFrom('media').select(['id', 'user_id', 'sha256', 'mime', 'size']).where('id', '=', mediaId).executeTakeFirst();
    if (!source) continue;
    if (source.user_id === userId) {
      map.set(mediaId, mediaId);
      continue;
    }
    const existing = await db.selectFrom('media').select('id').where('user_id', '=', userId).where('sha256', '=', source.sha256).executeTakeFirst();
    if (existing) {
      map.set(mediaId, existing.id);
      continue;
    }
    const inserted = await db
      .insertInto('media')
      .values({ user_id: userId, sha256: source.sha256, mime: source.mime, size: source.size, bytes: Buffer.alloc(0), created_at: now, public_id: newMediaPublicId() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('media_chunks')
      .columns(['media_id', 'idx', 'user_id', 'bytes'])
      .expression((eb) =>
        eb
          .selectFrom('media_chunks')
          .select([sql<number>`${sql.lit(Math.trunc(inserted.id))}`.as('media_id'), 'idx', sql<number>`${sql.lit(Math.trunc(userId))}`.as('user_id'), 'bytes'])
          .where('media_id', '=', mediaId),
      )
      .execute();
    map.set(mediaId, inserted.id);
  }
  return map;
}

/**
 * Before an owner's deck goes (deleted, or with the owner's account), each subscriber gets their
 * own copy of it holding their progress, answers and settings: nothing a learner studied
 * disappears (DESIGN §20). Inside the caller's transaction; linear in subscribers × cards.
 */
export async function handOverToSubscribers(db: Db, deckId: number, now: number): Promise<number> {
  const subscribers = await subscriberIds(db, deckId);
  if (subscribers.length === 0) return 0;
  const deck = await db.selectFrom('decks').select(['name', 'description']).where('id', '=', deckId).executeTakeFirstOrThrow();
  const mediaIds = await deckMediaIds(db, deckId);
  for (const userId of subscribers) {
    const copyId = await insertDeck(db, { userId, name: deck.name, description: deck.description, source: 'shared', now });
    const cardMap = await copyCards(db, deckId, copyId, await copyMedia(db, mediaIds, userId, now), now);
    await moveProgress(db, userId, deckId, copyId, cardMap);
    // Their settings (exam date, retention…) move to the copy, now as its owner.
    const settings = await db.selectFrom('deck_learners').selectAll().where('user_id', '=', userId).where('deck_id', '=', deckId).executeTakeFirstOrThrow();
    const { user_id: _user, deck_id: _deck, is_owner: _owner, share_progress: _share, joined_at: _joined, ...kept } = settings;
    await db.deleteFrom('deck_learners').where('user_id', '=', userId).where('deck_id', '=', deckId).execute();
    await saveLearnerSettings(db, userId, copyId, kept, now);
  }
  return subscribers.length;
}

/** Hands over every deck of the owner that has subscribers (before their account is deleted). */
export async function handOverAllDecksOf(db: Db, ownerId: number, now: number): Promise<void> {
  const decks = await db
    .selectFrom('decks as d')
    .select('d.id')
    .where('d.user_id', '=', ownerId)
    .where(({ exists, selectFrom }) => exists(selectFrom('deck_learners as l').select('l.deck_id').whereRef('l.deck_id', '=', 'd.id').where('l.is_owner', '=', 0)))
    .execute();
  for (const deck of decks) await handOverToSubscribers(db, deck.id, now);
}

