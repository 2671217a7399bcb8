// Suggestions to shared decks (DESIGN §20): a subscriber proposes an edit of a card or a new
// card; the deck's owner accepts (the change is made, reaching every subscriber at once) or
// rejects it; the subscriber sees the outcome. Anyone who does not study the deck gets 404.
import { requireOwnedDeck, type AuthedContext } from '../access.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { MSG, SHARING_MSG } from '../../shared/messages.js';
import type { Suggestion, SuggestionFields } from '../../shared/schemas/sharedDecks.js';
import { insertCard, updateCardRow } from '../repos/cards.js';
import { isSubscriber, ownedDeckId, touchDeck } from '../repos/decks.js';

async function requireSubscriber(ctx: AuthedContext, deckId: number): Promise<void> {
  if (await isSubscriber(ctx.db, ctx.user.id, deckId)) return;
  if ((await ownedDeckId(ctx.db, ctx.user.id, deckId)) !== undefined) throw badRequest(SHARING_MSG.ownDeck);
  throw notFound(MSG.deckNotFound);
}

export async function suggestCardEdit(ctx: AuthedContext, cardId: number, fields: SuggestionFields): Promise<Suggestion> {
  const card = await ctx.db.selectFrom('cards').select(['id', 'deck_id']).where('id', '=', cardId).executeTakeFirst();
  // A card of a deck the learner does not subscribe to answers like a missing one.
  if (!card || !(await isSubscriber(ctx.db, ctx.user.id, card.deck_id))) {
    if (card && (await ownedDeckId(ctx.db, ctx.user.id, card.deck_id)) !== undefined) throw badRequest(SHARING_MSG.ownDeck);
    throw notFound(MSG.cardNotFound);
  }
  return insertSuggestion(ctx, card.deck_id, card.id, 'edit', fields);
}

export async function suggestNewCard(ctx: AuthedContext, deckId: number, fields: SuggestionFields): Promise<Suggestion> {
  await requireSubscriber(ctx, deckId);
  return insertSuggestion(ctx, deckId, null, 'new', fields);
}

async function insertSuggestion(ctx: AuthedContext, deckId: number, cardId: number | null, kind: 'edit' | 'new', fields: SuggestionFields): Promise<Suggestion> {
  const { id } = await ctx.db
    .insertInto('suggestions')
    .values({ deck_id: deckId, card_id: cardId, user_id: ctx.user.id, kind, term: fields.term, definition: fields.definition, created_at: ctx.now().getTime() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await readSuggestions(ctx, { id }))[0];
}

function readSuggestions(ctx: AuthedContext, where: { id?: number; deckId?: number; authorId?: number; status?: string }): Promise<Suggestion[]> {
  let query = ctx.db
    .selectFrom('suggestions as s')
    .innerJoin('decks as d', 'd.id', 's.deck_id')
    .leftJoin('cards as c', 'c.id', 's.card_id')
    .select(['s.id', 's.deck_id', 'd.name as deck_name', 's.card_id', 's.kind', 's.term', 's.definition', 's.status', 's.created_at', 's.decided_at', 'c.term as current_term', 'c.definition as current_definition'])
    .orderBy('s.id', 'desc')
    .limit(200);
  if (where.id !== undefined) query = query.where('s.id', '=', where.id);
  if (where.deckId !== undefined) query = query.where('s.deck_id', '=', where.deckId);
  if (where.authorId !== undefined) query = query.where('s.user_id', '=', where.authorId);
  if (where.status !== undefined) query = query.where('s.status', '=', where.status);
  return query.execute().then((rows) =>
    rows.map((row) => ({
      id: row.id,
      deckId: row.deck_id,
      deckName: row.deck_name,
      cardId: row.card_id,
      kind: row.kind === 'new' ? 'new' : 'edit',
      term: row.term,
      definition: row.definition,
      current: row.current_term === null || row.current_definition === null ? null : { term: row.current_term, definition: row.current_definition },
      status: row.status === 'accepted' || row.status === 'rejected' ? row.status : 'pending',
      createdAt: new Date(Number(row.created_at)).toISOString(),
      decidedAt: row.decided_at === null ? null : new Date(Number(row.decided_at)).toISOString(),
    })),
  );
}

/**
 * The owner sees the deck's pending suggestions (no names: 'a learner'); a subscriber sees their
 * own, with each outcome. Anyone else: 404.
 */
export async function deckSuggestions(ctx: AuthedContext, deckId: number): Promise<{ suggestions: Suggestion[]; isOwner: boolean }> {
  if ((await ownedDeckId(ctx.db, ctx.user.id, deckId)) !== undefined) return { suggestions: await readSuggestions(ctx, { deckId, status: 'pending' }), isOwner: true };
  if (await isSubscriber(ctx.db, ctx.user.id, deckId)) return { suggestions: await readSuggestions(ctx, { deckId, authorId: ctx.user.id }), isOwner: false };
  throw notFound(MSG.deckNotFound);
}

/** Accepts or rejects a pending suggestion to one of the owner's decks; accepting makes the change. */
export async function decideSuggestion(ctx: AuthedContext, suggestionId: number, decision: 'accept' | 'reject'): Promise<Suggestion> {
  const now = ctx.now().getTime();
  await ctx.db.transaction().execute(async (trx) => {
    const suggestion = await trx.selectFrom('suggestions').selectAll().where('id', '=', suggestionId).executeTakeFirst();
    if (!suggestion) throw notFound(SHARING_MSG.suggestionNotFound);
    try {
      await requireOwnedDeck(trx, ctx.user.id, suggestion.deck_id);
    } catch {
      // A subscriber (even the author) cannot decide: the suggestion is simply not theirs to answer.
      throw notFound(SHARING_MSG.suggestionNotFound);
    }
    // Claim it first: of two decisions at once, only one changes anything.
    const claimed = await trx
      .updateTable('suggestions')
      .set({ status: decision === 'accept' ? 'accepted' : 'rejected', decided_at: now })
      .where('id', '=', suggestionId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) throw new AppError('CONFLICT', SHARING_MSG.suggestionDecided);
    if (decision === 'reject') return;
    const fields = { term: suggestion.term, definition: suggestion.definition };
    if (suggestion.kind === 'edit') {
      const card = suggestion.card_id === null ? undefined : await trx.selectFrom('cards').selectAll().where('id', '=', suggestion.card_id).executeTakeFirst();
      if (!card) throw notFound(MSG.cardNotFound);
      await updateCardRow(
        trx,
        card.id,
        { ...fields, termImageId: card.term_image_id, definitionImageId: card.definition_image_id, termAudioId: card.term_audio_id, definitionAudioId: card.definition_audio_id },
        now,
      );
    } else {
      await insertCard(trx, { deckId: suggestion.deck_id, ...fields, termImageId: null, definitionImageId: null, termAudioId: null, definitionAudioId: null, now });
    }
    await touchDeck(trx, suggestion.deck_id, now);
  });
  return (await readSuggestions(ctx, { id: suggestionId }))[0];
}
