import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db.js';
import { dialectOf } from '../db/dialect.js';
import { sha256Hex } from '../domain/sha256.js';
import { htmlMediaIds } from '../domain/richText/cardSide.js';

// Media rows (docs/anki-history.md, migration 0007): content-addressed per user. The importer, the card
// form, exports and backups all store and read media through here. A file's bytes are in
// `media_chunks` rows of MEDIA_CHUNK_BYTES (migration 0015, docs/media.md "Storage in chunks"),
// written in the same transaction as their media row; `media.bytes` is left empty.

/**
 * Bytes per chunk row. SQLite materialises a whole BLOB for every read of it, so this bounds
 * what one read of a file costs on the event loop (~1 ms for 256 KB against ~40–150 ms for a
 * 20 MB value; docs/media.md has the figures). Migration 0015 holds the same value, frozen.
 */
export const MEDIA_CHUNK_BYTES = 256 * 1024;
/** Chunk rows per multi-row insert (4 values each) and bytes per statement, as for media rows. */
const CHUNK_ROWS_PER_STATEMENT = 500;
const CHUNK_BYTES_PER_STATEMENT = 16 * 1024 * 1024;
/** What `media.bytes` holds from migration 0015 on. */
const NO_BYTES = Buffer.alloc(0);

/** Runs `work` in a transaction, or in the caller's when `db` already is one. */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Writes the chunk rows of new media rows (ids this transaction just inserted): subarrays of the
 * caller's bytes, no copy, in multi-row statements of at most 500 rows or 16 MB.
 */
async function writeChunks(db: Db, userId: number, files: readonly { id: number; bytes: Uint8Array }[]): Promise<void> {
  let rows: { media_id: number; idx: number; user_id: number; bytes: Buffer }[] = [];
  let pending = 0;
  const flush = async () => {
    if (rows.length) await db.insertInto('media_chunks').values(rows).execute();
    rows = [];
    pending = 0;
  };
  for (const file of files) {
    const whole = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
    for (let idx = 0; idx * MEDIA_CHUNK_BYTES < whole.length; idx++) {
      const bytes = whole.subarray(idx * MEDIA_CHUNK_BYTES, (idx + 1) * MEDIA_CHUNK_BYTES);
      if (rows.length === CHUNK_ROWS_PER_STATEMENT || (rows.length && pending + bytes.length > CHUNK_BYTES_PER_STATEMENT)) await flush();
      rows.push({ media_id: file.id, idx, user_id: userId, bytes });
      pending += bytes.length;
    }
  }
  await flush();
}

/** Deletes these media rows of the user with their chunks (explicitly: a connection without foreign_keys would leave them). */
async function deleteMediaRows(db: Db, userId: number, ids: readonly number[]): Promise<number> {
  await db.deleteFrom('media_chunks').where('media_id', 'in', ids).where('user_id', '=', userId).execute();
  const result = await db.deleteFrom('media').where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface StoredMedia {
  id: number;
  mime: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

/**
 * A new file's public id, the only id in its URL (migration 0013, issue #31): 128 random bits as
 * base64url (22 characters), so one URL says nothing about any other. Row ids stay internal.
 */
export function newMediaPublicId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * What a public id looks like: 22 base64url characters, or 32 hex for a file an earlier release's
 * confirm copied inside the database (such files keep their URL). Anything else is not looked up.
 */
export const MEDIA_PUBLIC_ID = /^[A-Za-z0-9_-]{22,32}$/;

/** The URL of a file with this public id (null stays null). */
export function mediaUrl(publicId: string | null | undefined): string | null {
  return publicId == null ? null : `/api/media/${publicId}`;
}

/** Builds a media URL from a row id a card column holds (null for none or a file that is gone). */
export type MediaUrlOf = (id: number | null | undefined) => string | null;

/** The card columns that point at media rows. */
export interface CardMediaIds {
  term_image_id?: number | null;
  definition_image_id?: number | null;
  term_audio_id?: number | null;
  definition_audio_id?: number | null;
}

/**
 * The URLs of the files these cards use: one read of the rows' public ids (primary-key lookups,
 * IDS_PER_STATEMENT at a time), so the card queries themselves stay as they were.
 */
export async function mediaUrlsFor(db: Db, rows: readonly CardMediaIds[]): Promise<MediaUrlOf> {
  const ids = new Set<number>();
  for (const row of rows) {
    for (const id of [row.term_image_id, row.definition_image_id, row.term_audio_id, row.definition_audio_id]) if (id != null) ids.add(id);
  }
  const publicIdOf = new Map<number, string>();
  const wanted = [...ids];
  for (let start = 0; start < wanted.length; start += IDS_PER_STATEMENT) {
    const found = await db.selectFrom('media').select(['id', 'public_id']).where('id', 'in', wanted.slice(start, start + IDS_PER_STATEMENT)).execute();
    for (const row of found) if (row.public_id) publicIdOf.set(row.id, row.public_id);
  }
  return (id) => (id == null ? null : mediaUrl(publicIdOf.get(id)));
}

/**
 * Stores bytes for a user and answers their media id; the same bytes stored again (by any
 * import or form) answer the existing row. `mime` must already be sniffed from the bytes.
 */
export async function saveMedia(db: Db, userId: number, bytes: Uint8Array, mime: string, now: number): Promise<number> {
  const sha256 = sha256Hex(bytes);
  const existing = await db.selectFrom('media').select('id').where('user_id', '=', userId).where('sha256', '=', sha256).executeTakeFirst();
  if (existing) return existing.id;
  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('media')
      .values({ user_id: userId, sha256, mime, size: bytes.byteLength, bytes: NO_BYTES, created_at: now, public_id: newMediaPublicId() })
      .onConflict((oc) => oc.columns(['user_id', 'sha256']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      await writeChunks(trx, userId, [{ id: inserted.id, bytes }]);
      return inserted.id;
    }
    // Lost a race with another writer of the same file: theirs is ours (committed with its chunks).
    const row = await trx.selectFrom('media').select('id').where('user_id', '=', userId).where('sha256', '=', sha256).executeTakeFirstOrThrow();
    return row.id;
  });
}

export interface NewMedia {
  sha256: string;
  mime: string;
  bytes: Uint8Array;
}

/** Rows per multi-row media insert: 6 values each, far under both databases' parameter limits… */
const MEDIA_ROWS_PER_STATEMENT = 500;
/** …and bytes per statement, so a few big files do not make one huge statement. */
const MEDIA_BYTES_PER_STATEMENT = 16 * 1024 * 1024;

/**
 * The user's files whose `column` is one of `values` (their id, hash, public id and type), a
 * statement per `perStatement` values so neither database's parameter limit is reached.
 */
async function userMediaWhereIn(db: Db, userId: number, column: 'sha256' | 'public_id', values: readonly string[], perStatement: number) {
  const rows = [];
  for (let start = 0; start < values.length; start += perStatement) {
    const slice = values.slice(start, start + perStatement);
    rows.push(...(await db.selectFrom('media').select(['id', 'sha256', 'public_id', 'mime']).where('user_id', '=', userId).where(column, 'in', slice).execute()));
  }
  return rows;
}

/** Puts the ids of the user's files with these hashes into `idOf` (sha256 → id), a statement per MEDIA_ROWS_PER_STATEMENT. */
async function readMediaIds(db: Db, userId: number, hashes: readonly string[], idOf: Map<string, number>): Promise<void> {
  for (const row of await userMediaWhereIn(db, userId, 'sha256', hashes, MEDIA_ROWS_PER_STATEMENT)) idOf.set(row.sha256, row.id);
}

/**
 * `saveMedia` for many files at once (an import's chunk): one SELECT for the files' hashes, then
 * multi-row inserts of the new ones, on SQLite and PostgreSQL alike. Answers the ids in the
 * order of `files`; files with the same hash answer the same id. The hashes are the caller's
 * (computed once, where the bytes were read).
 */
export async function saveMediaBatch(db: Db, userId: number, files: readonly NewMedia[], now: number): Promise<number[]> {
  const idOf = new Map<string, number>();
  const hashes = [...new Set(files.map((file) => file.sha256))];
  const known = (wanted: string[]) => readMediaIds(db, userId, wanted, idOf);
  await known(hashes);
  const fresh: NewMedia[] = [];
  const queued = new Set<string>();
  for (const file of files) {
    if (idOf.has(file.sha256) || queued.has(file.sha256)) continue;
    queued.add(file.sha256);
    fresh.push(file);
  }
  // In hash order: the (user_id, sha256) index then grows at one end instead of every statement
  // dirtying leaf pages all over it (random hex keys), which each commit wrote again to the WAL.
  fresh.sort((a, b) => (a.sha256 < b.sha256 ? -1 : a.sha256 > b.sha256 ? 1 : 0));
  for (let start = 0; start < fresh.length; ) {
    let end = start;
    let bytes = 0;
    while (end < fresh.length && end - start < MEDIA_ROWS_PER_STATEMENT && (end === start || bytes + fresh[end].bytes.byteLength <= MEDIA_BYTES_PER_STATEMENT)) {
      bytes += fresh[end].bytes.byteLength;
      end += 1;
    }
    const group = fresh.slice(start, end);
    // The rows and their chunks in one short transaction: nobody sees a row without its bytes.
    const rows = await inTransaction(db, async (trx) => {
      const inserted = await trx
        .insertInto('media')
        .values(
          group.map((file) => ({
            user_id: userId,
            sha256: file.sha256,
            mime: file.mime,
            size: file.bytes.byteLength,
            bytes: NO_BYTES,
            created_at: now,
            public_id: newMediaPublicId(),
          })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'sha256']).doNothing())
        .returning(['id', 'sha256'])
        .execute();
      const bytesOf = new Map(group.map((file) => [file.sha256, file.bytes]));
      await writeChunks(trx, userId, inserted.map((row) => ({ id: row.id, bytes: bytesOf.get(row.sha256)! })));
      return inserted;
    });
    for (const row of rows) idOf.set(row.sha256, row.id);
    start = end;
  }
  // Lost a race with another writer of the same file: theirs is ours.
  const raced = hashes.filter((hash) => !idOf.has(hash));
  if (raced.length) await known(raced);
  return files.map((file) => idOf.get(file.sha256)!);
}

// --- an Anki preview's files ---------------------------------------------------------------------

/**
 * Stores an Anki preview's files straight into the user's `media` rows (docs/media.md "Cache"),
 * so they are written once: the cache row keeps only their ids and confirm checks they are still
 * there. Until a confirm's cards use them they are unreferenced, so the sweeper's grace
 * (MEDIA_GRACE_MS, a day) is what keeps them for the pending preview (one cache lifetime, an
 * hour): a file the user already had is first moved into that grace again (`created_at` = now),
 * or yesterday's abandoned preview of the same package would lose its files to the next sweep
 * while today's waits for its confirm. Then `saveMediaBatch` (multi-row inserts of at most 500
 * rows or 16 MB, each its own short statement: a file database's write lock is never held for
 * the whole upload). Answers the ids in the order of `files`.
 */
export async function saveImportedMedia(db: Db, userId: number, files: readonly NewMedia[], now: number): Promise<number[]> {
  const hashes = [...new Set(files.map((file) => file.sha256))];
  for (let start = 0; start < hashes.length; start += MEDIA_ROWS_PER_STATEMENT) {
    await db
      .updateTable('media')
      .set({ created_at: now })
      .where('user_id', '=', userId)
      .where('sha256', 'in', hashes.slice(start, start + MEDIA_ROWS_PER_STATEMENT))
      .where('created_at', '<', now)
      .execute();
  }
  return saveMediaBatch(db, userId, files, now);
}

/**
 * `saveImportedMedia` for a draft's files, answered as the cache row keeps them: the media id of
 * each `draft.media` index (`idx`), null where the draft kept no file.
 */
export async function saveImportedMediaByIndex(db: Db, userId: number, files: readonly (NewMedia & { idx: number })[], now: number): Promise<(number | null)[]> {
  const ids = await saveImportedMedia(db, userId, files, now);
  const byIndex: (number | null)[] = new Array(files.reduce((most, file) => Math.max(most, file.idx + 1), 0)).fill(null);
  files.forEach((file, at) => (byIndex[file.idx] = ids[at]));
  return byIndex;
}

/**
 * Those of `ids` that are no longer the user's files (a card delete or the sweeper removed a
 * file a pending preview counts on). Primary-key lookups, IDS_PER_STATEMENT at a time.
 */
export async function missingMediaIds(db: Db, userId: number, ids: readonly number[]): Promise<number[]> {
  const left = new Set(ids);
  for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) {
    const rows = await db
      .selectFrom('media')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', 'in', ids.slice(start, start + IDS_PER_STATEMENT))
      .execute();
    for (const row of rows) left.delete(row.id);
  }
  return [...left];
}

/** A file a cached preview stored is gone by its confirm (server/imports/draftMedia.ts). */
export class ImportMediaMissing extends Error {
  constructor(importId: string) {
    super(`The media files of import ${importId} are not all stored.`);
  }
}

/** One media file of its owner, bytes and all; undefined for another user's id (the route answers 404). */
export async function findOwnedMedia(db: Db, userId: number, id: number): Promise<StoredMedia | undefined> {
  const row = await db.selectFrom('media').select(['id', 'mime', 'size', 'sha256']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  const bytes = await readMediaBytes(db, userId, id);
  return bytes && { ...row, bytes };
}

/**
 * A whole file of its owner (exports and backups put it in their zip), joined from its chunks;
 * undefined when it is not theirs or gone.
 */
export async function readMediaBytes(db: Db, userId: number, id: number): Promise<Buffer | undefined> {
  const chunks = await db.selectFrom('media_chunks').select('bytes').where('media_id', '=', id).where('user_id', '=', userId).orderBy('idx').execute();
  if (chunks.length) return Buffer.concat(chunks.map((chunk) => chunk.bytes));
  // An empty file has no chunks.
  const row = await db.selectFrom('media').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row ? Buffer.alloc(0) : undefined;
}

/** A file of its owner by the public id in its URL, without its bytes; undefined for anyone else's. */
export function findOwnedMediaByPublicId(db: Db, userId: number, publicId: string): Promise<{ id: number; mime: string; size: number; sha256: string } | undefined> {
  return db.selectFrom('media').select(['id', 'mime', 'size', 'sha256']).where('public_id', '=', publicId).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * A file another learner owns, by its public id, when a card of a deck `userId` subscribes to
 * uses it (shared decks, docs/shared-decks.md); undefined otherwise (a card deleted since no longer counts).
 */
export async function findSubscribedMediaByPublicId(db: Db, userId: number, publicId: string): Promise<{ id: number; mime: string; size: number; sha256: string; ownerId: number } | undefined> {
  const row = await db
    .selectFrom('media as m')
    .select(['m.id', 'm.mime', 'm.size', 'm.sha256', 'm.user_id'])
    .where('m.public_id', '=', publicId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('deck_learners as l')
          .innerJoin('cards as c', 'c.deck_id', 'l.deck_id')
          .select('c.id')
          .where('l.user_id', '=', userId)
          .where('l.is_owner', '=', 0)
          .where((inner) => inner.or(CARD_MEDIA_COLUMNS.map((column) => inner(`c.${column}`, '=', inner.ref('m.id'))))),
      ),
    )
    .executeTakeFirst();
  if (row) return { id: row.id, mime: row.mime, size: row.size, sha256: row.sha256, ownerId: row.user_id };
  return findSubscribedInlineImage(db, userId, publicId);
}

/**
 * An image the deck owner's rich editor put inline in a side's HTML (`<img src="/api/media/…">`,
 * docs/rich-cards.md), served to a subscriber while a card of a deck they subscribe to shows it
 * (issue 48: such pictures were broken images for subscribers). Only the deck owner's own file:
 * a card's HTML names only its owner's images, and the join checks it again. The LIKE narrows
 * the cards to read (SQLite's LIKE ignores case and `_` matches any character, so it may let
 * through a near miss); `htmlMediaIds` then decides on the exact id.
 */
async function findSubscribedInlineImage(db: Db, userId: number, publicId: string): Promise<{ id: number; mime: string; size: number; sha256: string; ownerId: number } | undefined> {
  const file = await db.selectFrom('media').select(['id', 'mime', 'size', 'sha256', 'user_id']).where('public_id', '=', publicId).executeTakeFirst();
  if (!file || !file.mime.startsWith('image/')) return undefined;
  const needle = `%<img src="/api/media/${publicId}"%`;
  const sides = await db
    .selectFrom('deck_learners as l')
    .innerJoin('decks as d', 'd.id', 'l.deck_id')
    .innerJoin('cards as c', 'c.deck_id', 'l.deck_id')
    .select(['c.term_html', 'c.definition_html'])
    .where('l.user_id', '=', userId)
    .where('l.is_owner', '=', 0)
    .where('d.user_id', '=', file.user_id)
    .where((eb) => eb.or([eb('c.term_html', 'like', needle), eb('c.definition_html', 'like', needle)]))
    .limit(20)
    .execute();
  const shown = sides.some((side) => [side.term_html, side.definition_html].some((html) => htmlMediaIds(html).includes(publicId)));
  return shown ? { id: file.id, mime: file.mime, size: file.size, sha256: file.sha256, ownerId: file.user_id } : undefined;
}

/**
 * `length` bytes of a file from byte `start` (0-based): the chunk rows that hold them, each cut
 * inside the database (`substr` on a BLOB counts bytes in SQLite; PostgreSQL has
 * `substr(bytea, int, int)`), so serving reads at most a chunk's worth more than it sends and
 * never a whole file (docs/media.md "Serving"). Undefined when the file is gone meanwhile.
 */
export async function readMediaSlice(db: Db, userId: number, id: number, start: number, length: number): Promise<Buffer | undefined> {
  const pieces: Buffer[] = [];
  const end = start + length; // exclusive
  for (let idx = Math.floor(start / MEDIA_CHUNK_BYTES); idx * MEDIA_CHUNK_BYTES < end; idx++) {
    const from = Math.max(start - idx * MEDIA_CHUNK_BYTES, 0);
    const upTo = Math.min(end - idx * MEDIA_CHUNK_BYTES, MEDIA_CHUNK_BYTES);
    // A whole chunk row (what streaming a file reads, slice after slice) is selected as it is:
    // `substr` would copy its 256 KB once more inside SQLite, on the main thread (issue 49).
    const whole = from === 0 && upTo === MEDIA_CHUNK_BYTES;
    const row = await db
      .selectFrom('media_chunks')
      .select(whole ? sql<Buffer>`bytes`.as('piece') : sql<Buffer>`substr(bytes, ${sql.lit(from + 1)}, ${sql.lit(upTo - from)})`.as('piece'))
      .where('media_id', '=', id)
      .where('idx', '=', idx)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) break; // past the last chunk (or the file is gone: checked below)
    // Both drivers answer a Buffer of its own already: no copy.
    pieces.push(Buffer.isBuffer(row.piece) ? row.piece : Buffer.from(row.piece));
  }
  if (pieces.length) return pieces.length === 1 ? pieces[0] : Buffer.concat(pieces);
  const row = await db.selectFrom('media').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row ? Buffer.alloc(0) : undefined;
}

/** A media file's type and size without its bytes (checking an id a card form sends). */
export function findOwnedMediaInfo(db: Db, userId: number, id: number): Promise<{ id: number; mime: string; size: number; sha256: string } | undefined> {
  return db.selectFrom('media').select(['id', 'mime', 'size', 'sha256']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

// The card columns that point at media rows (migration 0007; no foreign key, see there).
const CARD_MEDIA_COLUMNS = ['term_image_id', 'definition_image_id', 'term_audio_id', 'definition_audio_id'] as const;
/** Ids per `IN (…)` list: far under SQLite's and PostgreSQL's bound-parameter limits. */
const IDS_PER_STATEMENT = 1_000;

/** The media ids the cards of these decks use (what a deck deletion may leave unreferenced). */
export async function mediaIdsOfDecks(db: Db, deckIds: readonly number[]): Promise<number[]> {
  const ids = new Set<number>();
  for (let start = 0; start < deckIds.length; start += IDS_PER_STATEMENT) {
    const rows = await db
      .selectFrom('cards')
      .select(CARD_MEDIA_COLUMNS)
      .where('deck_id', 'in', deckIds.slice(start, start + IDS_PER_STATEMENT))
      .where((eb) => eb.or(CARD_MEDIA_COLUMNS.map((column) => eb(column, 'is not', null))))
      .execute();
    for (const row of rows) for (const column of CARD_MEDIA_COLUMNS) if (row[column] != null) ids.add(row[column]!);
    // Images a rich side shows inline (docs/rich-cards.md) are the cards' media too.
    const publicIds = new Set<string>();
    const rich = await db
      .selectFrom('cards')
      .select(['term_html', 'definition_html'])
      .where('deck_id', 'in', deckIds.slice(start, start + IDS_PER_STATEMENT))
      .where((eb) => eb.or([eb('term_html', 'is not', null), eb('definition_html', 'is not', null)]))
      .execute();
    for (const row of rich) for (const html of [row.term_html, row.definition_html]) for (const id of htmlMediaIds(html)) publicIds.add(id);
    for (const id of await mediaRowIdsOf(db, [...publicIds])) ids.add(id);
  }
  return [...ids];
}

/** The row ids of media with these public ids (any owner: callers pass ids from HTML they own). */
async function mediaRowIdsOf(db: Db, publicIds: readonly string[], userId?: number): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < publicIds.length; start += IDS_PER_STATEMENT) {
    let query = db.selectFrom('media').select('id').where('public_id', 'in', publicIds.slice(start, start + IDS_PER_STATEMENT));
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    for (const row of await query.execute()) ids.push(row.id);
  }
  return ids;
}

/**
 * The public ids, of those given, that name an image of the user (docs/rich-cards.md: a card's HTML may
 * show only its deck owner's own images). Ids that do not look like public ids are not looked up.
 */
export async function ownedImagePublicIds(db: Db, userId: number, publicIds: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(publicIds)].filter((id) => MEDIA_PUBLIC_ID.test(id));
  const owned = new Set<string>();
  for (const row of await userMediaWhereIn(db, userId, 'public_id', wanted, IDS_PER_STATEMENT)) {
    if (row.public_id && row.mime.startsWith('image/')) owned.add(row.public_id);
  }
  return owned;
}

/** The user's media row ids of the images a side's stored HTML shows (what an edit may let go of). */
export function htmlMediaRowIds(db: Db, userId: number, html: string | null | undefined): Promise<number[]> {
  const publicIds = htmlMediaIds(html ?? null);
  return publicIds.length ? mediaRowIdsOf(db, publicIds, userId) : Promise.resolve([]);
}

/**
 * Deletes those of `candidates` (media ids a card write or a deck deletion just let go of) that
 * no card of the user references any more (docs/media.md "Deleting unreferenced media"). Runs
 * in the caller's transaction, so the file goes with its last card or not at all. One read of
 * the user's card media columns (the columns have no index: one scan beats a correlated
 * NOT EXISTS per candidate), then deletes in id lists.
 */
export async function deleteUnreferencedMedia(db: Db, userId: number, candidates: Iterable<number | null | undefined>): Promise<number> {
  const wanted = new Set<number>();
  for (const id of candidates) if (id != null) wanted.add(id);
  if (wanted.size === 0) return 0;
  const rows = await db
    .selectFrom('cards')
    .innerJoin('decks', 'decks.id', 'cards.deck_id')
    .select(CARD_MEDIA_COLUMNS.map((column) => `cards.${column}` as const))
    .where('decks.user_id', '=', userId)
    .where((eb) => eb.or(CARD_MEDIA_COLUMNS.map((column) => eb(`cards.${column}`, 'is not', null))))
    .execute();
  for (const row of rows) for (const column of CARD_MEDIA_COLUMNS) if (row[column] != null) wanted.delete(row[column]!);
  if (wanted.size > 0) await keepImagesShownInHtml(db, userId, wanted);
  const orphans = [...wanted];
  let deleted = 0;
  for (let start = 0; start < orphans.length; start += IDS_PER_STATEMENT) deleted += await deleteMediaRows(db, userId, orphans.slice(start, start + IDS_PER_STATEMENT));
  return deleted;
}

/**
 * Takes out of `wanted` the files a rich side of the user still shows inline (docs/rich-cards.md): the
 * public ids of the candidates, then one read of the user's rich sides (cards with HTML only).
 */
async function keepImagesShownInHtml(db: Db, userId: number, wanted: Set<number>): Promise<void> {
  const byPublicId = new Map<string, number>();
  const candidates = [...wanted];
  for (let start = 0; start < candidates.length; start += IDS_PER_STATEMENT) {
    const rows = await db.selectFrom('media').select(['id', 'public_id']).where('id', 'in', candidates.slice(start, start + IDS_PER_STATEMENT)).execute();
    for (const row of rows) if (row.public_id) byPublicId.set(row.public_id, row.id);
  }
  if (byPublicId.size === 0) return;
  const rich = await db
    .selectFrom('cards')
    .innerJoin('decks', 'decks.id', 'cards.deck_id')
    .select(['cards.term_html', 'cards.definition_html'])
    .where('decks.user_id', '=', userId)
    .where((eb) => eb.or([eb('cards.term_html', 'is not', null), eb('cards.definition_html', 'is not', null)]))
    .execute();
  for (const row of rich) {
    for (const html of [row.term_html, row.definition_html]) {
      for (const publicId of htmlMediaIds(html)) {
        const id = byPublicId.get(publicId);
        if (id !== undefined) wanted.delete(id);
      }
    }
  }
}

/**
 * How old an unreferenced file must be before the sweeper deletes it (docs/media.md). A day:
 * an upload waits for its card form to be saved, and a form may stay open for hours (lunch, a
 * night with the laptop closed); an import's files are referenced by hidden-deck cards from the
 * transaction that stores them, so only a crashed confirm's are unreferenced, from the moment
 * its hidden decks are swept (one cache lifetime). Far past both, and still the same day.
 */
export const MEDIA_GRACE_MS = 24 * 60 * 60 * 1000;
/**
 * Only files that crossed the grace period within this window are looked at: a file older than
 * that was either referenced when it crossed (and goes with its last card: card writes delete
 * what they let go of) or missed because the server was down for longer than this.
 */
export const MEDIA_SWEEP_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes media created in [from, before) that no card of their user references: uploads from
 * the card form that never reached a card, the files of a confirm that crashed. Candidates come
 * from the index media_created_at (ids and owners, no bytes), then per owner the same check as a
 * card write (`deleteUnreferencedMedia`), in one transaction. Answers how many went.
 */
export async function sweepUnreferencedMedia(db: Db, before: number, from: number = before - MEDIA_SWEEP_WINDOW_MS): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const candidates = await trx.selectFrom('media').select(['id', 'user_id']).where('created_at', '<', before).where('created_at', '>=', from).execute();
    const byUser = new Map<number, number[]>();
    for (const row of candidates) {
      const ids = byUser.get(row.user_id);
      if (ids) ids.push(row.id);
      else byUser.set(row.user_id, [row.id]);
    }
    let deleted = 0;
    for (const [userId, ids] of byUser) deleted += await deleteUnreferencedMedia(trx, userId, ids);
    return deleted;
  });
}

/** Which of these public ids name the user's own media (a note type's CSS may use only those). */
export async function ownedMediaPublicIds(db: Db, userId: number, publicIds: readonly string[]): Promise<Set<string>> {
  const owned = new Set<string>();
  const wanted = [...new Set(publicIds)];
  for (let start = 0; start < wanted.length; start += IDS_PER_STATEMENT) {
    const rows = await db.selectFrom('media').select('public_id').where('user_id', '=', userId).where('public_id', 'in', wanted.slice(start, start + IDS_PER_STATEMENT)).execute();
    for (const row of rows) if (row.public_id) owned.add(row.public_id);
  }
  return owned;
}
