// Suggestions to shared decks (docs/shared-decks.md, docs/shared-decks.md): a subscriber proposes an edit
// of a card or a new card; the deck's owner accepts (the change is made, reaching every
// subscriber at once) or rejects it, one by one or all at once; the subscriber sees the outcome.
// Anyone who does not study the deck gets 404. A subscriber's flood is bounded twice: pending
// suggestions per deck, and suggestions per minute (docs/security.md "Round 4: suggestion floods").
import { requireOwnedDeck, type AuthedContext } from '../access.js';
import { AppError, badRequest, fromZodError, notFound } from '../errors.js';
import { MSG, SHARING_MSG } from '../../shared/messages.js';
import { cardFields } from '../../shared/schemas/decks.js';
import { SUGGESTIONS_PENDING_MAX, SUGGESTIONS_PER_MINUTE, type Suggestion, type SuggestionFields } from '../../shared/schemas/sharedDecks.js';
import { findOwnedCard } from '../repos/cards.js';
import { bumpAttempts } from '../repos/authRateLimits.js';
import { isSubscriber, ownedDeckId } from '../repos/decks.js';
import {
  cardDeckId,
  claimSuggestion,
  countPending,
  findSuggestion,
  insertSuggestion,
  lockSubscription,
  readSuggestions,
  rejectPending,
} from '../repos/suggestions.js';
import { AUTH_RATE_WINDOW_MS } from './authRateLimit.js';
import { addCardIn, editCardIn } from './cards.js';
import { updateClozeNoteIn } from './clozeCards.js';
import { expandCloze } from '../../shared/cloze.js';
import { clozeCardFields } from '../../shared/schemas/cloze.js';

async function requireSubscriber(ctx: AuthedContext, deckId: number): Promise<void> {
  if (await isSubscriber(ctx.db, ctx.user.id, deckId)) return;
  if ((await ownedDeckId(ctx.db, ctx.user.id, deckId)) !== undefined) throw badRequest(SHARING_MSG.ownDeck);
  throw notFound(MSG.deckNotFound);
}

/**
 * Counts one suggestion of the learner's in this minute, then refuses (429) past the limit. The
 * same counter table and per-minute windows as login attempts (services/authRateLimit.ts): one
 * upsert, so concurrent calls never lose a count, and the sweeper clears the windows that are over.
 */
async function countSuggestion(ctx: AuthedContext): Promise<void> {
  const windowStart = Math.floor(ctx.now().getTime() / AUTH_RATE_WINDOW_MS) * AUTH_RATE_WINDOW_MS;
  const count = await bumpAttempts(ctx.db, `suggest:${ctx.user.id}`, windowStart);
  if (count > SUGGESTIONS_PER_MINUTE) throw new AppError('TOO_MANY_REQUESTS', SHARING_MSG.suggestingTooFast);
}

export async function suggestCardEdit(ctx: AuthedContext, cardId: number, fields: SuggestionFields): Promise<Suggestion> {
  const card = await cardDeckId(ctx.db, cardId);
  // A card of a deck the learner does not subscribe to answers like a missing one.
  if (!card || !(await isSubscriber(ctx.db, ctx.user.id, card.deck_id))) {
    if (card && (await ownedDeckId(ctx.db, ctx.user.id, card.deck_id)) !== undefined) throw badRequest(SHARING_MSG.ownDeck);
    throw notFound(MSG.cardNotFound);
  }
  // Only a cloze note's Extra may be empty (the card form's own rule); any other card needs both sides.
  if (card.kind !== 'cloze' && !fields.definition) throw badRequest(MSG.termAndDefinitionRequired, [{ msg: MSG.termAndDefinitionRequired, path: 'definition' }]);
  return addSuggestion(ctx, card.deck_id, card.id, 'edit', fields);
}

export async function suggestNewCard(ctx: AuthedContext, deckId: number, fields: SuggestionFields): Promise<Suggestion> {
  await requireSubscriber(ctx, deckId);
  return addSuggestion(ctx, deckId, null, 'new', fields);
}

async function addSuggestion(ctx: AuthedContext, deckId: number, cardId: number | null, kind: 'edit' | 'new', fields: SuggestionFields): Promise<Suggestion> {
  await countSuggestion(ctx);
  const id = await ctx.db.transaction().execute(async (trx) => {
    // The subscription row is locked first: this learner's calls to this deck count and insert
    // one after the other, so the cap holds under concurrent calls. Left meanwhile: as never subscribed.
    if (!(await lockSubscription(trx, ctx.user.id, deckId))) throw notFound(kind === 'edit' ? MSG.cardNotFound : MSG.deckNotFound);
    if ((await countPending(trx, ctx.user.id, deckId)) >= SUGGESTIONS_PENDING_MAX) throw badRequest(SHARING_MSG.tooManyPending);
    return insertSuggestion(trx, { deckId, cardId, userId: ctx.user.id, kind, fields, now: ctx.now().getTime() });
  });
  return (await readSuggestions(ctx.db, { id }))[0];
}

/**
 * The owner sees the deck's pending suggestions (no names: 'a learner'); a subscriber sees their
 * own, with each outcome. Anyone else: 404.
 */
export async function deckSuggestions(ctx: AuthedContext, deckId: number): Promise<{ suggestions: Suggestion[]; isOwner: boolean }> {
  if ((await ownedDeckId(ctx.db, ctx.user.id, deckId)) !== undefined) return { suggestions: await readSuggestions(ctx.db, { deckId, status: 'pending' }), isOwner: true };
  if (await isSubscriber(ctx.db, ctx.user.id, deckId)) return { suggestions: await readSuggestions(ctx.db, { deckId, authorId: ctx.user.id }), isOwner: false };
  throw notFound(MSG.deckNotFound);
}

/**
 * Accepts or rejects a pending suggestion to one of the owner's decks. Accepting is the owner's
 * own edit (or new card) through the cards service: the same checks, sanitizing and cloze
 * handling as the card form, in the same transaction as the claim.
 */
export async function decideSuggestion(ctx: AuthedContext, suggestionId: number, decision: 'accept' | 'reject'): Promise<Suggestion> {
  const now = ctx.now().getTime();
  await ctx.db.transaction().execute(async (trx) => {
    const suggestion = await findSuggestion(trx, suggestionId);
    if (!suggestion) throw notFound(SHARING_MSG.suggestionNotFound);
    try {
      await requireOwnedDeck(trx, ctx.user.id, suggestion.deck_id);
    } catch {
      // A subscriber (even the author) cannot decide: the suggestion is simply not theirs to answer.
      throw notFound(SHARING_MSG.suggestionNotFound);
    }
    // Claim it first: of two decisions at once, only one changes anything.
    if (!(await claimSuggestion(trx, suggestionId, decision === 'accept' ? 'accepted' : 'rejected', now))) throw new AppError('CONFLICT', SHARING_MSG.suggestionDecided);
    if (decision === 'reject') return;
    const card = suggestion.kind === 'edit' && suggestion.card_id !== null ? await findOwnedCard(trx, ctx.user.id, suggestion.card_id) : undefined;
    if (suggestion.kind === 'edit' && !card) throw notFound(MSG.cardNotFound);
    // An edit of a cloze card whose text still has deletions edits the note, as the owner's card
    // form would: its source and Extra (issue 48). Without deletions it becomes a basic card.
    if (card && card.kind === 'cloze' && expandCloze(suggestion.term, suggestion.definition || null).length > 0) {
      const parsed = clozeCardFields.safeParse({ kind: 'cloze', clozeText: suggestion.term, extra: suggestion.definition || null });
      if (!parsed.success) throw fromZodError(parsed.error);
      await updateClozeNoteIn(trx, ctx.user.id, card.id, parsed.data, now);
      return;
    }
    // The card form's schema: a suggestion is read as the owner typing its text (plain sides).
    const parsed = cardFields.safeParse({ term: suggestion.term, definition: suggestion.definition });
    if (!parsed.success) throw fromZodError(parsed.error);
    const fields = parsed.data;
    if (card) {
      await editCardIn(trx, ctx.user.id, card, fields, now);
    } else {
      await addCardIn(trx, ctx.user.id, suggestion.deck_id, fields, now);
    }
  });
  return (await readSuggestions(ctx.db, { id: suggestionId }))[0];
}

/**
 * The owner's "Reject all": every pending suggestion of the deck, or only those of the learner
 * who wrote `sameAuthorAs` (the owner never sees who that is), in one transaction. A subscriber
 * gets 403, anyone else 404; a `sameAuthorAs` not of this deck is 404 too.
 */
export async function rejectAllSuggestions(ctx: AuthedContext, deckId: number, sameAuthorAs?: number): Promise<{ rejected: number }> {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    await requireOwnedDeck(trx, ctx.user.id, deckId);
    let authorId: number | null = null;
    if (sameAuthorAs !== undefined) {
      const named = await findSuggestion(trx, sameAuthorAs);
      if (!named || named.deck_id !== deckId) throw notFound(SHARING_MSG.suggestionNotFound);
      authorId = named.user_id;
    }
    return { rejected: await rejectPending(trx, deckId, authorId, now) };
  });
}
