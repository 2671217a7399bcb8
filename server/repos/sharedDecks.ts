import { attachNotes } from './notes.js';
import { sql } from 'kysely';
import type { Db } from '../db.js';
import type { DeckVisibility } from '../../shared/schemas/decks.js';
import { displayNameSql, IMPORTING_SOURCE, insertDeck, saveLearnerSettings } from './decks.js';
import { dialectOf } from '../db/dialect.js';
import { nextTurn } from '../db/paging.js';
import { CARD_COLUMNS_REWRITTEN_ON_COPY } from '../db/userData.js';
import { htmlMediaIds, withImageSources } from '../domain/richText/cardSide.js';
import { mediaUrl, newMediaPublicId } from './media.js';

// Shared decks (docs/shared-decks.md, docs/shared-decks.md): the library, subscriptions and copies. A
// subscription is a deck_learners row with is_owner 0; the subscriber reads the owner's card rows
// with their own card_states. Every query names the learner; callers check who owns what.

/** Decks a library search answers at most (the newest first). */
export const LIBRARY_PAGE = 50;

/** The owner's change of visibility; false when the deck is not theirs. */
export async function setVisibility(db: Db, ownerId: number, deckId: number, visibility: DeckVisibility): Promise<boolean> {
  const result = await db.updateTable('decks').set({ visibility }).where('id', '=', deckId).where('user_id', '=', ownerId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Any deck made private by an admin (docs/shared-decks.md); false when there is no such deck. */
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
    .select(['id', 'user_id', 'name', 'description', 'term_language', 'definition_language'])
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
 * Leaves a subscribed deck: the learner's progress, answers and settings of it go (docs/shared-decks.md);
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

/**
 * Cards per chunk of a copy: one multi-row INSERT (≤ 25 values a card) and one statement per
 * progress table. On SQLite the work runs on the event loop: 250 cards are ~40 ms of CPU on a
 * loaded machine (bench/security4/handover.ts), well under the 100 ms block a chunk is cut for.
 * On PostgreSQL the work is the server's and the event loop only builds and reads the rows, so a
 * chunk is 1,000 cards (~30 ms of this process's CPU; a quarter of the round trips and commits).
 */
export const CARDS_PER_CHUNK = { sqlite: 250, postgres: 1_000 } as const;
const cardsPerChunk = (db: Db) => CARDS_PER_CHUNK[dialectOf(db)];

/** A media row of the copy's owner standing for the source's: its id, and its public id for inline images. */
export interface CopiedMedia {
  id: number;
  publicId: string | null;
}

type CardRow = Record<string, unknown> & { id: number };

/** Card id pairs of one chunk: the source card's id → its copy's. */
export type CardPairs = readonly (readonly [number, number])[];

/**
 * Copies the deck's cards into `targetDeckId` (owned by `targetUserId`), every column the live
 * schema has (`select *`): only those CARD_COLUMNS_REWRITTEN_ON_COPY names (db/userData.ts) are
 * written anew, so rich HTML, cloze note and source, Anki keys and any column added later travel
 * as they are (docs/shared-decks.md). The files a card uses, its four media ids and the images its
 * HTML shows inline, are copied to the new owner as it goes (copyMedia) and the card points at
 * the copies. Works a chunk of CARDS_PER_CHUNK cards at a time on the index cards_deck_id, with a
 * real turn of the event loop between chunks (docs/security.md "Round 4: shared-deck hand-over
 * and copies"); `onChunk` gets each chunk's pairs, on the chunk's connection. With
 * `transactionPerChunk` (on a database, not inside a transaction) each chunk is its own short
 * transaction, so other requests' writes get in between. Linear in the cards.
 */
export async function copyCards(
  db: Db,
  sourceDeckId: number,
  targetDeckId: number,
  targetUserId: number,
  now: number,
  opts: { onChunk?: (db: Db, pairs: CardPairs) => Promise<void>; transactionPerChunk?: boolean } = {},
): Promise<void> {
  const source = await db.selectFrom('decks').select('user_id').where('id', '=', sourceDeckId).executeTakeFirst();
  if (!source) return;
  const chunk = cardsPerChunk(db);
  const inChunk = <T>(work: (db: Db) => Promise<T>): Promise<T> => (opts.transactionPerChunk && !db.isTransaction ? db.transaction().execute(work) : work(db));
  const media = new Map<number, CopiedMedia | null>();
  const byPublicId = new Map<string, CopiedMedia | null>();
  for (let after = 0; ; ) {
    const last = await inChunk(async (trx) => {
      const rows = (await trx.selectFrom('cards').selectAll().where('deck_id', '=', sourceDeckId).where('id', '>', after).orderBy('id').limit(chunk).execute()) as unknown as CardRow[];
      if (rows.length === 0) return undefined;
      await copyMediaOfCards(trx, rows, source.user_id, targetUserId, now, media, byPublicId);
      const values = rows.map((row) => copiedCard(row, targetDeckId, now, media, byPublicId));
      const inserted = await trx.insertInto('cards').values(values as never).returning('id').execute();
      // One statement assigns its ids in VALUES order on both databases (repos/importedCards.ts).
      const ids = inserted.map((row) => Number(row.id)).sort((x, y) => x - y);
      if (opts.onChunk) await opts.onChunk(trx, rows.map((row, i) => [row.id, ids[i]] as const));
      return rows[rows.length - 1].id;
    });
    if (last === undefined) break;
    after = last;
    await nextTurn();
  }
}

/** One card's copy: every column as it is, but those the registry says a copy writes anew. */
function copiedCard(row: CardRow, targetDeckId: number, now: number, media: ReadonlyMap<number, CopiedMedia | null>, byPublicId: ReadonlyMap<string, CopiedMedia | null>) {
  const copy: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    const rule = CARD_COLUMNS_REWRITTEN_ON_COPY[column]?.rewrite;
    if (rule === undefined) copy[column] = value;
    else if (rule === 'targetDeck') copy[column] = targetDeckId;
    else if (rule === 'copiedAt') copy[column] = now;
    else if (rule === 'mediaId') copy[column] = value == null ? null : (media.get(Number(value))?.id ?? null);
    else if (rule === 'newNote') copy[column] = column === 'ord' ? 0 : null;
    else if (rule === 'imagesInHtml') copy[column] = typeof value === 'string' ? htmlWithCopiedImages(value, byPublicId) : value;
    // 'newRow' (the id): left out, the database gives the copy its own.
  }
  return copy;
}

/** A side's HTML showing the new owner's copies of its images (an image whose file is gone is left out). */
function htmlWithCopiedImages(html: string, byPublicId: ReadonlyMap<string, CopiedMedia | null>): string {
  if (!html.includes('<img src="/api/media/')) return html;
  return withImageSources(html, (publicId) => mediaUrl(byPublicId.get(publicId)?.publicId));
}

/**
 * Copies to the new owner the files these cards use that are not copied yet: their media id
 * columns and the images their HTML shows (only the source owner's files: a side may show no
 * one else's, docs/rich-cards.md). Fills `media` (source id → copy) and `byPublicId`.
 */
async function copyMediaOfCards(
  db: Db,
  rows: readonly CardRow[],
  sourceUserId: number,
  targetUserId: number,
  now: number,
  media: Map<number, CopiedMedia | null>,
  byPublicId: Map<string, CopiedMedia | null>,
): Promise<void> {
  const wanted = new Set<number>();
  const wantedPublic = new Set<string>();
  for (const row of rows) {
    for (const column of CARD_MEDIA_COLUMNS) {
      const id = row[column];
      if (id != null && !media.has(Number(id))) wanted.add(Number(id));
    }
    for (const column of ['term_html', 'definition_html']) {
      const html = row[column];
      if (typeof html === 'string') for (const publicId of htmlMediaIds(html)) if (!byPublicId.has(publicId)) wantedPublic.add(publicId);
    }
  }
  const publicIds = [...wantedPublic];
  const sourceIdOf = new Map<string, number>();
  for (let start = 0; start < publicIds.length; start += 500) {
    const found = await db.selectFrom('media').select(['id', 'public_id']).where('user_id', '=', sourceUserId).where('public_id', 'in', publicIds.slice(start, start + 500)).execute();
    for (const row of found) if (row.public_id) sourceIdOf.set(row.public_id, row.id);
  }
  for (const id of sourceIdOf.values()) if (!media.has(id)) wanted.add(id);
  const copied = await copyMedia(db, [...wanted], targetUserId, now);
  for (const id of wanted) media.set(id, copied.get(id) ?? null);
  for (const publicId of publicIds) {
    const id = sourceIdOf.get(publicId);
    byPublicId.set(publicId, id === undefined ? null : (media.get(id) ?? null));
  }
}

// The card columns that point at media rows (migration 0007), as repos/media.ts reads them.
const CARD_MEDIA_COLUMNS = ['term_image_id', 'definition_image_id', 'term_audio_id', 'definition_audio_id'] as const;

/**
 * Moves a learner's progress and answers of one chunk of cards to their copies (`pairs`: source
 * card id → copy's id). One UPDATE per table joined to the chunk's pairs as a VALUES list of
 * literal integers (no bound values, so no parameter limit), on the keys card_states_pk and
 * review_logs_card: linear in the rows moved, where the CASE it replaces had a branch per card
 * of the deck, scanned for every row.
 */
export async function moveProgress(db: Db, userId: number, fromDeckId: number, toDeckId: number, pairs: CardPairs): Promise<void> {
  if (pairs.length === 0) return;
  const map = sql`m(old_id, new_id) as (values ${sql.join(pairs.map(([from, to]) => sql`(${sql.lit(Math.trunc(from))}, ${sql.lit(Math.trunc(to))})`))})`;
  // The unary `+` keeps either planner off the (deck, user) indexes, which would read all the
  // learner's rows of the deck once per pair (SQLite chose exactly that for review_logs).
  await sql`with ${map} update card_states set card_id = m.new_id, deck_id = ${toDeckId} from m
    where card_states.user_id = ${userId} and card_states.card_id = m.old_id and +card_states.deck_id = ${fromDeckId}`.execute(db);
  await sql`with ${map} update review_logs set card_id = m.new_id, deck_id = ${toDeckId} from m
    where review_logs.card_id = m.old_id and +review_logs.user_id = ${userId} and +review_logs.deck_id = ${fromDeckId}`.execute(db);
}

/**
 * Gives `userId` their own rows of the given files (media are per account): an existing file with
 * the same bytes is reused, others are copied inside the database, chunk rows and all. Answers
 * each source id's row (files that are gone are left out), with a real turn of the event loop
 * after each file copied.
 */
export async function copyMedia(db: Db, mediaIds: readonly number[], userId: number, now: number): Promise<Map<number, CopiedMedia>> {
  const map = new Map<number, CopiedMedia>();
  for (const mediaId of mediaIds) {
    const source = await db.selectFrom('media').select(['id', 'user_id', 'sha256', 'mime', 'size', 'public_id']).where('id', '=', mediaId).executeTakeFirst();
    if (!source) continue;
    if (source.user_id === userId) {
      map.set(mediaId, { id: mediaId, publicId: source.public_id });
      continue;
    }
    const existing = await db.selectFrom('media').select(['id', 'public_id']).where('user_id', '=', userId).where('sha256', '=', source.sha256).executeTakeFirst();
    if (existing) {
      map.set(mediaId, { id: existing.id, publicId: existing.public_id });
      continue;
    }
    const publicId = newMediaPublicId();
    const inserted = await db
      .insertInto('media')
      .values({ user_id: userId, sha256: source.sha256, mime: source.mime, size: source.size, bytes: Buffer.alloc(0), created_at: now, public_id: publicId })
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
    map.set(mediaId, { id: inserted.id, publicId });
    await nextTurn();
  }
  return map;
}

/** Review logs per INSERT of a copy (12 values each): far under SQLite's 32,766 bound values. */
const LOGS_PER_STATEMENT = 1_000;

/**
 * Copies a learner's progress and answers of one chunk of cards to their copies (`pairs`), every
 * column as it is but the card and deck. Reads on the keys card_states_pk and review_logs_card
 * (the unary `+`, as in moveProgress); the originals stay until their deck goes.
 */
async function copyProgress(db: Db, userId: number, fromDeckId: number, toDeckId: number, pairs: CardPairs): Promise<void> {
  if (pairs.length === 0) return;
  const copyOf = new Map(pairs);
  const oldIds = pairs.map(([from]) => from);
  const states = await db.selectFrom('card_states').selectAll().where('user_id', '=', userId).where('card_id', 'in', oldIds).where(sql<boolean>`+deck_id = ${fromDeckId}`).execute();
  if (states.length) await db.insertInto('card_states').values(states.map((state) => ({ ...state, card_id: copyOf.get(state.card_id)!, deck_id: toDeckId }))).execute();
  const logs = await db.selectFrom('review_logs').selectAll().where('card_id', 'in', oldIds).where(sql<boolean>`+user_id = ${userId} and +deck_id = ${fromDeckId}`).orderBy('id').execute();
  await insertLogCopies(db, logs, toDeckId, (cardId) => (cardId === null ? null : (copyOf.get(cardId) ?? null)));
}

async function insertLogCopies(db: Db, logs: readonly Record<string, unknown>[], toDeckId: number, cardOf: (cardId: number | null) => number | null): Promise<void> {
  for (let start = 0; start < logs.length; start += LOGS_PER_STATEMENT) {
    const values = logs.slice(start, start + LOGS_PER_STATEMENT).map(({ id: _id, ...log }) => ({ ...log, deck_id: toDeckId, card_id: cardOf(log.card_id as number | null) }));
    await db.insertInto('review_logs').values(values as never).execute();
  }
}

/**
 * What a learner's copy is made from: the deck's cards (count, last id, last edit) and the
 * learner's progress (count, reps and due summed) and answers (count, last id) on it. An answer,
 * an edit, an added or deleted card, a reset changes it; the hand-over compares it before the
 * copy and at the switch, so a copy made while something changed is never revealed.
 */
async function copyFingerprint(db: Db, deckId: number, userId: number): Promise<string> {
  // One read at a time with a turn between: each walks up to a deck's worth of index entries.
  const cards = await db.selectFrom('cards').select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('id').as('last'), eb.fn.max('updated_at').as('edited')]).where('deck_id', '=', deckId).executeTakeFirstOrThrow();
  await nextTurn();
  const states = await db.selectFrom('card_states').select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('reps').as('reps'), eb.fn.sum('due').as('due'), eb.fn.max('last_review').as('reviewed')]).where('user_id', '=', userId).where('deck_id', '=', deckId).executeTakeFirstOrThrow();
  await nextTurn();
  const logs = await db.selectFrom('review_logs').select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('id').as('last')]).where('deck_id', '=', deckId).where('user_id', '=', userId).executeTakeFirstOrThrow();
  await nextTurn();
  return JSON.stringify([cards, states, logs], (_key, value) => (typeof value === 'bigint' || typeof value === 'number' ? String(value) : value));
}

/** A subscriber's copy made ahead of the deletion, still hidden (prepareHandOver). */
export interface PreparedCopy {
  deckId: number;
  userId: number;
  copyId: number;
  fingerprint: string;
}

/**
 * The slow half of a hand-over, done before the deletion's transaction (docs/security.md "Round
 * 4: shared-deck hand-over and copies"): each subscriber's copy of the deck, cards, files,
 * progress and answers, written under a hidden deck (IMPORTING_SOURCE, which no deck query
 * shows) a chunk per short transaction, with a real turn of the event loop between chunks. Other
 * requests, on SQLite's one connection too, are answered between two chunks. Nobody sees a copy
 * until handOverToSubscribers reveals it in the deletion's transaction; a crash leaves hidden
 * decks the sweeper deletes.
 */
export async function prepareHandOver(db: Db, deckId: number, now: number): Promise<PreparedCopy[]> {
  const prepared: PreparedCopy[] = [];
  try {
    const deck = await db.selectFrom('decks').select(['name', 'description', 'term_language', 'definition_language']).where('id', '=', deckId).executeTakeFirst();
    if (!deck) return prepared;
    for (const userId of await subscriberIds(db, deckId)) {
      const fingerprint = await copyFingerprint(db, deckId, userId);
      const copyId = await insertCopyDeck(db, userId, deck, now, IMPORTING_SOURCE);
      prepared.push({ deckId, userId, copyId, fingerprint });
      await copyCards(db, deckId, copyId, userId, now, { transactionPerChunk: true, onChunk: (trx, pairs) => copyProgress(trx, userId, deckId, copyId, pairs) });
      // Answers whose card had been deleted (card_id null) come along too.
      const orphans = await db.selectFrom('review_logs').selectAll().where('deck_id', '=', deckId).where('user_id', '=', userId).where('card_id', 'is', null).orderBy('id').execute();
      await db.transaction().execute((trx) => insertLogCopies(trx, orphans, copyId, () => null));
      await nextTurn();
    }
    return prepared;
  } catch (error) {
    await dropPreparedCopies(db, prepared).catch(() => undefined);
    throw error;
  }
}

/** Deletes hidden copies no hand-over revealed (the deletion failed, or it made them anew). */
export async function dropPreparedCopies(db: Db, prepared: readonly PreparedCopy[]): Promise<void> {
  for (const copy of prepared) {
    await db.deleteFrom('decks').where('id', '=', copy.copyId).where('user_id', '=', copy.userId).where('source', '=', IMPORTING_SOURCE).execute();
  }
}

/**
 * Before an owner's deck goes (deleted, or with the owner's account), each subscriber gets their
 * own copy of it holding their progress, answers and settings: nothing a learner studied
 * disappears (docs/shared-decks.md). Inside the deletion's transaction, so a subscriber sees the deck as it
 * was or handed over, never half-moved. A copy prepared beforehand (prepareHandOver) whose
 * fingerprint still holds is revealed: a few statements. Otherwise (a new subscriber, an answer
 * or edit since, no preparation) the copy is made here, chunked (copyCards, moveProgress) with a
 * real turn of the event loop between chunks, linear in the cards. Answers the copies revealed or
 * made; the caller drops the prepared copies not among them.
 */
export async function handOverToSubscribers(db: Db, deckId: number, now: number, prepared: readonly PreparedCopy[] = []): Promise<number[]> {
  const handedOver: number[] = [];
  const subscribers = await subscriberIds(db, deckId);
  if (subscribers.length === 0) return handedOver;
  const deck = await db.selectFrom('decks').select(['name', 'description', 'term_language', 'definition_language']).where('id', '=', deckId).executeTakeFirstOrThrow();
  for (const userId of subscribers) {
    const ready = prepared.find((copy) => copy.deckId === deckId && copy.userId === userId);
    let copyId: number;
    if (ready && (await copyFingerprint(db, deckId, userId)) === ready.fingerprint && (await revealCopy(db, ready))) {
      copyId = ready.copyId;
    } else {
      copyId = await insertCopyDeck(db, userId, deck, now);
      await copyCards(db, deckId, copyId, userId, now, { onChunk: (trx, pairs) => moveProgress(trx, userId, deckId, copyId, pairs) });
      // Answers whose card had been deleted (card_id null) come along too.
      await db.updateTable('review_logs').set({ deck_id: copyId }).where('user_id', '=', userId).where('deck_id', '=', deckId).execute();
    }
    handedOver.push(copyId);
    // The copy's cards get notes of their new owner's (docs/notes.md).
    await attachNotes(db, now, { deckIds: [copyId] });
    // Their settings (exam date, retention…) move to the copy, now as its owner.
    const settings = await db.selectFrom('deck_learners').selectAll().where('user_id', '=', userId).where('deck_id', '=', deckId).executeTakeFirstOrThrow();
    const { user_id: _user, deck_id: _deck, is_owner: _owner, share_progress: _share, joined_at: _joined, ...kept } = settings;
    await db.deleteFrom('deck_learners').where('user_id', '=', userId).where('deck_id', '=', deckId).execute();
    await saveLearnerSettings(db, userId, copyId, kept, now);
  }
  return handedOver;
}

/** Shows a prepared copy in the learner's decks; false when it is gone (swept meanwhile). */
async function revealCopy(db: Db, copy: PreparedCopy): Promise<boolean> {
  const result = await db.updateTable('decks').set({ source: 'shared' }).where('id', '=', copy.copyId).where('user_id', '=', copy.userId).where('source', '=', IMPORTING_SOURCE).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The learner's own deck for a copy of another's: its name, description and languages. */
export function insertCopyDeck(
  db: Db,
  userId: number,
  deck: { name: string; description: string | null; term_language: string | null; definition_language: string | null },
  now: number,
  source = 'shared',
): Promise<number> {
  return insertDeck(db, { userId, name: deck.name, description: deck.description, source, now, termLanguage: deck.term_language, definitionLanguage: deck.definition_language });
}

/** The owner's decks that have subscribers. */
async function subscribedDecksOf(db: Db, ownerId: number): Promise<number[]> {
  const decks = await db
    .selectFrom('decks as d')
    .select('d.id')
    .where('d.user_id', '=', ownerId)
    .where(({ exists, selectFrom }) => exists(selectFrom('deck_learners as l').select('l.deck_id').whereRef('l.deck_id', '=', 'd.id').where('l.is_owner', '=', 0)))
    .orderBy('d.id')
    .execute();
  return decks.map((deck) => deck.id);
}

/** prepareHandOver for every deck of the owner that has subscribers (before their account is deleted). */
export async function prepareHandOverAllDecksOf(db: Db, ownerId: number, now: number): Promise<PreparedCopy[]> {
  const prepared: PreparedCopy[] = [];
  try {
    for (const deckId of await subscribedDecksOf(db, ownerId)) prepared.push(...(await prepareHandOver(db, deckId, now)));
    return prepared;
  } catch (error) {
    await dropPreparedCopies(db, prepared).catch(() => undefined);
    throw error;
  }
}

/** Hands over every deck of the owner that has subscribers (before their account is deleted), using the copies prepared. */
export async function handOverAllDecksOf(db: Db, ownerId: number, now: number, prepared: readonly PreparedCopy[] = []): Promise<number[]> {
  const handedOver: number[] = [];
  for (const deckId of await subscribedDecksOf(db, ownerId)) handedOver.push(...(await handOverToSubscribers(db, deckId, now, prepared)));
  return handedOver;
}

/** A deck's fields a copy takes (its name, description, languages), by id. */
export function findDeckToCopy(db: Db, deckId: number) {
  return db.selectFrom('decks').select(['id', 'user_id', 'name', 'description', 'term_language', 'definition_language']).where('id', '=', deckId).executeTakeFirstOrThrow();
}

/** A subscriber's choice to count their answers in the owner's statistics; false when they do not subscribe. */
export async function updateShareProgress(db: Db, userId: number, deckId: number, shareProgress: boolean): Promise<boolean> {
  const result = await db
    .updateTable('deck_learners')
    .set({ share_progress: shareProgress ? 1 : 0 })
    .where('user_id', '=', userId)
    .where('deck_id', '=', deckId)
    .where('is_owner', '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Per card of the deck, the answers and right answers of the subscribers who share their progress
 * (never who), and how many share it.
 */
export async function sharedProgressByCard(db: Db, deckId: number) {
  const sharing = db.selectFrom('deck_learners').select('user_id').where('deck_id', '=', deckId).where('is_owner', '=', 0).where('share_progress', '=', 1);
  const [learners, rows] = await Promise.all([
    db.selectFrom('deck_learners').select((eb) => eb.fn.countAll<number>().as('n')).where('deck_id', '=', deckId).where('is_owner', '=', 0).where('share_progress', '=', 1).executeTakeFirstOrThrow(),
    db
      .selectFrom('cards as c')
      .leftJoin('review_logs as r', (join) => join.onRef('r.card_id', '=', 'c.id').on('r.user_id', 'in', sharing))
      .select(['c.id', 'c.term', sql<number>`count(r.id)`.as('answers'), sql<number>`coalesce(sum(r.is_correct), 0)`.as('correct')])
      .where('c.deck_id', '=', deckId)
      .groupBy(['c.id', 'c.term'])
      .orderBy('c.id')
      .execute(),
  ]);
  return { sharingLearners: Number(learners.n), rows };
}
