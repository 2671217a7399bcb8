import { sql } from 'kysely';
import type { Db } from '../db.js';

// Queries of the AnkiConnect endpoint (docs/api.md): decks by name, the decks of cards, and the
// names clients give files (anki_media_names, migration 0026). Every query is the user's own.

/** The user's own decks (the ones AnkiConnect may write to), by name. */
export function ownedDeckNames(db: Db, userId: number) {
  return db.selectFrom('decks').select(['id', 'name']).where('user_id', '=', userId).orderBy('name').orderBy('id').execute();
}

/** The user's own deck of this exact name (the oldest, should there be two). */
export function ownedDeckByName(db: Db, userId: number, name: string) {
  return db.selectFrom('decks').select('id').where('user_id', '=', userId).where('name', '=', name).orderBy('id').limit(1).executeTakeFirst();
}

/** Of these card ids, those in the user's own decks, with their deck's name. */
export function ownedCardDecks(db: Db, userId: number, cardIds: readonly number[]) {
  if (cardIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('cards as c')
    .innerJoin('decks as d', 'd.id', 'c.deck_id')
    .select(['c.id', 'd.name'])
    .where('d.user_id', '=', userId)
    .where('c.id', 'in', cardIds)
    .execute();
}

export function findMediaName(db: Db, userId: number, filename: string) {
  return db.selectFrom('anki_media_names').select(['media_id']).where('user_id', '=', userId).where('filename', '=', filename).executeTakeFirst();
}

/** Points `filename` at a medium of the user (a new name, or the name moved to other bytes). */
export async function putMediaName(db: Db, userId: number, filename: string, mediaId: number, now: number): Promise<void> {
  await db
    .insertInto('anki_media_names')
    .values({ user_id: userId, filename, media_id: mediaId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'filename']).doUpdateSet({ media_id: mediaId, created_at: now }))
    .execute();
}

export async function deleteMediaName(db: Db, userId: number, filename: string): Promise<void> {
  await db.deleteFrom('anki_media_names').where('user_id', '=', userId).where('filename', '=', filename).execute();
}

/** The user's file names, at most `limit`, in name order. */
export function listMediaNames(db: Db, userId: number, limit: number) {
  return db.selectFrom('anki_media_names').select('filename').where('user_id', '=', userId).orderBy('filename').limit(limit).execute();
}

/** The user's notes in these decks / of these types / with these ids (each filter optional), by id. */
/**
 * The user's notes a findNotes search may match. `contains` are lower-case ASCII pieces the note's
 * plain text must hold: the database drops most notes before they are read (lower() folds only
 * ASCII in SQLite, so the caller passes ASCII pieces only and checks the whole search itself).
 */
export async function searchNotes(db: Db, userId: number, filter: { deckIds?: number[]; noteTypeIds?: number[]; noteIds?: number[]; contains?: string[] }, limit: number) {
  let query = db.selectFrom('notes').select(['id', 'note_type_id', 'deck_id', 'field_text', 'tags']).where('user_id', '=', userId);
  if (filter.deckIds) query = query.where('deck_id', 'in', filter.deckIds.length ? filter.deckIds : [-1]);
  if (filter.noteTypeIds) query = query.where('note_type_id', 'in', filter.noteTypeIds.length ? filter.noteTypeIds : [-1]);
  if (filter.noteIds) query = query.where('id', 'in', filter.noteIds.length ? filter.noteIds : [-1]);
  for (const piece of filter.contains ?? []) {
    query = query.where(sql<boolean>`lower(field_text) like ${`%${piece.replace(/[%_\\]/g, '\\$&')}%`} escape '\\'`);
  }
  return query.orderBy('id').limit(limit).execute();
}

/**
 * The first fields of the user's notes of a type whose first field has this key (migration 0029;
 * rows written before the key existed have none and are read too), in one deck or any.
 */
export function duplicateCandidates(db: Db, userId: number, noteTypeId: number, key: string, deckId?: number) {
  let query = db
    .selectFrom('notes')
    .select(['id', 'fields'])
    .where('user_id', '=', userId)
    .where('note_type_id', '=', noteTypeId)
    .where((eb) => eb.or([eb('first_field_key', '=', key), eb('first_field_key', 'is', null)]));
  if (deckId !== undefined) query = query.where('deck_id', '=', deckId);
  return query.execute();
}

/** The fields as an AnkiConnect client last sent them, of those of these notes that have them. */
export async function ankiFieldsOf(db: Db, noteIds: readonly number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (noteIds.length === 0) return out;
  const rows = await db.selectFrom('notes').select(['id', 'anki_fields']).where('id', 'in', [...new Set(noteIds)]).where('anki_fields', 'is not', null).execute();
  for (const row of rows) out.set(row.id, JSON.parse(row.anki_fields!) as string[]);
  return out;
}

/** The URL ids of the user's images named by these client file names. */
export async function imagePublicIdsByName(db: Db, userId: number, names: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (names.length === 0) return out;
  const rows = await db
    .selectFrom('anki_media_names as n')
    .innerJoin('media as m', 'm.id', 'n.media_id')
    .select(['n.filename', 'm.public_id', 'm.mime'])
    .where('n.user_id', '=', userId)
    .where('m.user_id', '=', userId)
    .where('n.filename', 'in', [...new Set(names)])
    .execute();
  for (const row of rows) if (row.public_id && row.mime.startsWith('image/')) out.set(row.filename, row.public_id);
  return out;
}

/** The user's notes whose fields, as a client sent them, mention this file name (an image stored after its note). */
export async function notesNamingFile(db: Db, userId: number, filename: string): Promise<number[]> {
  const pattern = `%${filename.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom('notes')
    .select(['id', 'anki_fields'])
    .where('user_id', '=', userId)
    .where('anki_fields', 'is not', null)
    .where(sql<boolean>`anki_fields like ${pattern} escape '\\'`)
    .execute();
  return rows.filter((row) => (JSON.parse(row.anki_fields!) as string[]).some((field) => field.includes(filename))).map((row) => row.id);
}

/**
 * The user's notes with a card that is new for them (no schedule yet, or state New) or due for
 * review or relearning now, and notes added since a moment: findNotes' is:new, is:due, added:N.
 */
export async function noteIdsWhere(db: Db, userId: number, which: { kind: 'new' | 'due'; now: number } | { kind: 'addedSince'; since: number }): Promise<number[]> {
  if (which.kind === 'addedSince') {
    const rows = await db.selectFrom('notes').select('id').where('user_id', '=', userId).where('created_at', '>=', which.since).execute();
    return rows.map((row) => row.id);
  }
  let query = db
    .selectFrom('cards as c')
    .innerJoin('notes as n', 'n.id', 'c.note_id')
    .leftJoin('card_states as s', (join) => join.onRef('s.card_id', '=', 'c.id').on('s.user_id', '=', userId))
    .select('n.id')
    .distinct()
    .where('n.user_id', '=', userId);
  query =
    which.kind === 'new'
      ? query.where((eb) => eb.or([eb('s.card_id', 'is', null), eb('s.state', '=', 0)]))
      : query.where('s.state', '<>', 0).where('s.due', '<=', which.now);
  return (await query.execute()).map((row) => row.id);
}

/**
 * areDue (AnkiConnect's rule): a new card is due; any other is due when its learner's due time has
 * come. Only the user's own cards are answered; another's card answers false, as a missing one.
 */
export async function cardsDueNow(db: Db, userId: number, cardIds: readonly number[], now: number): Promise<Map<number, boolean>> {
  const out = new Map<number, boolean>();
  if (cardIds.length === 0) return out;
  const rows = await db
    .selectFrom('cards as c')
    .innerJoin('decks as d', 'd.id', 'c.deck_id')
    .leftJoin('card_states as s', (join) => join.onRef('s.card_id', '=', 'c.id').on('s.user_id', '=', userId))
    .select(['c.id', 's.state', 's.due'])
    .where('d.user_id', '=', userId)
    .where('c.id', 'in', cardIds)
    .execute();
  for (const row of rows) out.set(row.id, row.state == null || Number(row.state) === 0 || Number(row.due) <= now);
  return out;
}
