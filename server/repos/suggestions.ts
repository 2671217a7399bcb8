import type { Db } from '../db.js';
import { forUpdate } from '../db/dialect.js';
import type { Suggestion, SuggestionFields } from '../../shared/schemas/sharedDecks.js';
import type { CardTemplate } from '../../shared/schemas/notes.js';
import { suggestedFieldNames } from '../domain/notes/suggestionFields.js';

// Suggestions to shared decks (migration 0019, docs/shared-decks.md): their rows, read and
// written only here; the rules (who may, how many) are in services/suggestions.ts.

/** The deck a card belongs to, for a suggested edit of it. */
export function cardDeckId(db: Db, cardId: number): Promise<{ id: number; deck_id: number; kind: string } | undefined> {
  return db.selectFrom('cards').select(['id', 'deck_id', 'kind']).where('id', '=', cardId).executeTakeFirst();
}

/**
 * Locks the learner's subscription row until the transaction ends, and answers whether there is
 * one. Every suggestion of one learner to one deck takes this lock first, so their pending count
 * and the insert after it cannot interleave with another call's (PostgreSQL, READ COMMITTED;
 * SQLite's BEGIN IMMEDIATE already runs one writer at a time).
 */
export async function lockSubscription(db: Db, userId: number, deckId: number): Promise<boolean> {
  const query = db.selectFrom('deck_learners').select('deck_id').where('user_id', '=', userId).where('deck_id', '=', deckId).where('is_owner', '=', 0);
  return (await forUpdate(db, query).executeTakeFirst()) !== undefined;
}

/** The learner's suggestions to the deck still waiting for the owner. */
export async function countPending(db: Db, userId: number, deckId: number): Promise<number> {
  const row = await db
    .selectFrom('suggestions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('deck_id', '=', deckId)
    .where('status', '=', 'pending')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertSuggestion(
  db: Db,
  row: { deckId: number; cardId: number | null; userId: number; kind: 'edit' | 'new'; fields: SuggestionFields; now: number },
): Promise<number> {
  const { id } = await db
    .insertInto('suggestions')
    .values({ deck_id: row.deckId, card_id: row.cardId, user_id: row.userId, kind: row.kind, term: row.fields.term, definition: row.fields.definition, created_at: row.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findSuggestion(db: Db, suggestionId: number) {
  return db.selectFrom('suggestions').selectAll().where('id', '=', suggestionId).executeTakeFirst();
}

/** Marks a pending suggestion decided; false when it was decided already (of two decisions at once, one wins). */
export async function claimSuggestion(db: Db, suggestionId: number, status: 'accepted' | 'rejected', now: number): Promise<boolean> {
  const claimed = await db.updateTable('suggestions').set({ status, decided_at: now }).where('id', '=', suggestionId).where('status', '=', 'pending').executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/** Rejects the deck's pending suggestions (only `authorId`'s when given) in one statement; answers how many. */
export async function rejectPending(db: Db, deckId: number, authorId: number | null, now: number): Promise<number> {
  let query = db.updateTable('suggestions').set({ status: 'rejected', decided_at: now }).where('deck_id', '=', deckId).where('status', '=', 'pending');
  if (authorId !== null) query = query.where('user_id', '=', authorId);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

/** Suggestions as the wire shows them, newest first (200 at most: the pending cap keeps a queue far below that per learner). */
export async function readSuggestions(db: Db, where: { id?: number; deckId?: number; authorId?: number; status?: string }): Promise<Suggestion[]> {
  let query = db
    .selectFrom('suggestions as s')
    .innerJoin('decks as d', 'd.id', 's.deck_id')
    .leftJoin('cards as c', 'c.id', 's.card_id')
    // The card's note type names the fields an edit changes (docs/shared-decks.md).
    .leftJoin('notes as n', 'n.id', 'c.note_id')
    .leftJoin('note_types as nt', 'nt.id', 'n.note_type_id')
    .select(['c.ord as current_ord', 'nt.kind as type_kind', 'nt.fields as type_fields', 'nt.templates as type_templates'])
    .select(['s.id', 's.deck_id', 'd.name as deck_name', 's.card_id', 's.kind', 's.term', 's.definition', 's.status', 's.created_at', 's.decided_at', 'c.term as current_term', 'c.definition as current_definition', 'c.kind as current_kind', 'c.cloze_text as current_cloze_text', 'c.cloze_extra as current_cloze_extra'])
    .orderBy('s.id', 'desc')
    .limit(200);
  if (where.id !== undefined) query = query.where('s.id', '=', where.id);
  if (where.deckId !== undefined) query = query.where('s.deck_id', '=', where.deckId);
  if (where.authorId !== undefined) query = query.where('s.user_id', '=', where.authorId);
  if (where.status !== undefined) query = query.where('s.status', '=', where.status);
  const rows = await query.execute();
  return rows.map((row) => {
    const suggestion: Suggestion = {
      id: row.id,
      deckId: row.deck_id,
      deckName: row.deck_name,
      cardId: row.card_id,
      kind: row.kind === 'new' ? 'new' : 'edit',
      term: row.term,
      definition: row.definition,
      // A cloze card is suggested on as its note's source and Extra (issue 48), so it is shown so.
      current:
        row.current_term === null || row.current_definition === null
          ? null
          : row.current_kind === 'cloze' && row.current_cloze_text
            ? { term: row.current_cloze_text, definition: row.current_cloze_extra ?? '' }
            : { term: row.current_term, definition: row.current_definition },
      status: row.status === 'accepted' || row.status === 'rejected' ? row.status : 'pending',
      createdAt: new Date(Number(row.created_at)).toISOString(),
      decidedAt: row.decided_at === null ? null : new Date(Number(row.decided_at)).toISOString(),
      fields: [],
    };
    const current = suggestion.current;
    if (suggestion.kind === 'edit' && current) {
      const type = row.type_kind && row.type_fields && row.type_templates ? { kind: row.type_kind, fields: JSON.parse(row.type_fields) as string[], templates: JSON.parse(row.type_templates) as CardTemplate[] } : null;
      suggestion.fields = suggestedFieldNames({ type, ord: Number(row.current_ord ?? 0), termChanged: suggestion.term !== current.term, definitionChanged: suggestion.definition !== current.definition });
    }
    return suggestion;
  });
}
