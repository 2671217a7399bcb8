import { sql } from 'kysely';
import type { Db } from '../db.js';
import type { BrowseQuery } from '../../shared/browseQuery.js';
import { storedTags, tagsOf } from '../../shared/noteTypes.js';

// The card browser (docs/browse.md): the user's OWN cards across their decks (a subscribed deck's
// cards are its owner's), newest first, keyset-paged by card id so a page costs the same however
// deep it is. Text is matched without case in the plain term and definition.

/** A LIKE pattern of the literal text anywhere: `%`, `_` and `\\` escaped (both databases take ESCAPE). */
const likeText = (text: string) => `%${text.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
const containsText = (column: 'c.term' | 'c.definition', pattern: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

export async function searchOwnCards(db: Db, userId: number, query: BrowseQuery, now: number, after: number | undefined, limit: number) {
  let q = db
    .selectFrom('cards as c')
    .innerJoin('decks as d', 'd.id', 'c.deck_id')
    .leftJoin('notes as n', 'n.id', 'c.note_id')
    .leftJoin('card_states as s', (join) => join.onRef('s.card_id', '=', 'c.id').on('s.user_id', '=', userId))
    .select(['c.id', 'c.deck_id', 'd.name as deck_name', 'c.term', 'c.definition', 'c.suspended', 'n.tags', 's.due', 's.state'])
    .where('d.user_id', '=', userId);
  for (const text of query.text) {
    const pattern = likeText(text);
    q = q.where((eb) => eb.or([containsText('c.term', pattern), containsText('c.definition', pattern)]));
  }
  for (const deck of query.decks) q = q.where(sql`lower(d.name)`, '=', deck.toLowerCase());
  for (const tag of query.tags) {
    const wanted = ` ${tag.toLowerCase().replace(/[%_\\]/g, '_')}`;
    q = q.where((eb) => eb.or([eb(eb.fn('lower', ['n.tags']), 'like', `%${wanted} %`), eb(eb.fn('lower', ['n.tags']), 'like', `%${wanted}::%`)]));
  }
  if (query.suspended) q = q.where('c.suspended', '=', 1);
  if (query.isNew) q = q.where((eb) => eb.or([eb('s.state', 'is', null), eb('s.state', '=', 0)]));
  if (query.due) q = q.where('s.state', '>', 0).where('s.due', '<=', now);
  if (after !== undefined) q = q.where('c.id', '<', after);
  const rows = await q.orderBy('c.id', 'desc').limit(limit + 1).execute();
  const page = rows.slice(0, limit).map((row) => ({
    id: row.id,
    deckId: row.deck_id,
    deckName: row.deck_name,
    term: row.term,
    definition: row.definition,
    tags: tagsOf(row.tags ?? ' '),
    suspended: Number(row.suspended) === 1,
    due: row.due === null || row.due === undefined || Number(row.state ?? 0) === 0 ? null : Number(row.due),
  }));
  return { cards: page, next: rows.length > limit ? page[page.length - 1]!.id : null };
}

/** Which of these ids are cards of the user's own decks, with their deck and note. */
export async function ownCardsOf(db: Db, userId: number, cardIds: readonly number[]) {
  return db
    .selectFrom('cards as c')
    .innerJoin('decks as d', 'd.id', 'c.deck_id')
    .select(['c.id', 'c.deck_id', 'c.note_id'])
    .where('d.user_id', '=', userId)
    .where('c.id', 'in', cardIds)
    .execute();
}

export async function setSuspended(db: Db, cardIds: readonly number[], suspended: boolean): Promise<void> {
  await db.updateTable('cards').set({ suspended: suspended ? 1 : 0 }).where('id', 'in', cardIds).execute();
}

/**
 * Moves cards to a deck: the card, every learner's state of it and its note follow (a note's deck
 * is where its new cards go, docs/notes.md). Review logs keep the deck they were answered in.
 */
export async function moveCards(db: Db, cardIds: readonly number[], noteIds: readonly number[], deckId: number, now: number): Promise<void> {
  await db.updateTable('cards').set({ deck_id: deckId, updated_at: now }).where('id', 'in', cardIds).execute();
  await db.updateTable('card_states').set({ deck_id: deckId }).where('card_id', 'in', cardIds).execute();
  if (noteIds.length) await db.updateTable('notes').set({ deck_id: deckId, updated_at: now }).where('id', 'in', noteIds).execute();
}

/** Rewrites the tags of the given notes with `change`, only those it alters. */
export async function retagNotes(db: Db, noteIds: readonly number[], change: (tags: string[]) => string[], now: number): Promise<void> {
  if (noteIds.length === 0) return;
  const rows = await db.selectFrom('notes').select(['id', 'tags']).where('id', 'in', noteIds).execute();
  for (const row of rows) {
    const next = storedTags(change(tagsOf(row.tags)));
    if (next !== row.tags) await db.updateTable('notes').set({ tags: next, updated_at: now }).where('id', '=', row.id).execute();
  }
}
