// Shared decks (docs/shared-decks.md, docs/shared-decks.md): sharing a deck with the server, the library,
// subscribing, leaving, copying and the owner's card statistics.
// A subscriber studies the owner's card rows with their own card_states and deck_learners row.
import { requireOwnedDeck, type AdminContext, type AuthedContext } from '../access.js';
import type { Db } from '../db.js';
import { badRequest, notFound } from '../errors.js';
import { MSG, SHARING_MSG } from '../../shared/messages.js';
import type { DeckSummary, DeckVisibility } from '../../shared/schemas/decks.js';
import type { DeckCardStats, SharedDeckListing } from '../../shared/schemas/sharedDecks.js';
import { deleteHiddenImportDecks, IMPORTING_SOURCE, isSubscriber, revealImportedDecks } from '../repos/decks.js';
import {
  copyCards,
  deleteSubscription,
  findDeckToCopy,
  findSharedDeck,
  insertCopyDeck,
  insertSubscription,
  makeDeckPrivate,
  searchLibrary,
  setVisibility,
  sharedProgressByCard,
  updateShareProgress,
} from '../repos/sharedDecks.js';
import { getDeckSummary } from './decks.js';

/** The owner shares a deck with every account on the server, or makes it private again (subscribers stay). */
export async function setSharing(ctx: AuthedContext, deckId: number, visibility: DeckVisibility): Promise<DeckSummary> {
  await requireOwnedDeck(ctx.db, ctx.user.id, deckId);
  await setVisibility(ctx.db, ctx.user.id, deckId, visibility);
  return getDeckSummary(ctx, deckId);
}

export async function library(ctx: AuthedContext, q: string | undefined): Promise<{ decks: SharedDeckListing[] }> {
  const rows = await searchLibrary(ctx.db, ctx.user.id, q || undefined);
  return {
    decks: rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      ownerName: row.owner_name,
      cardCount: Number(row.card_count),
      subscriberCount: Number(row.subscriber_count),
      updatedAt: new Date(Number(row.updated_at)).toISOString(),
      subscribed: Number(row.subscribed) === 1,
      own: Number(row.own) === 1,
    })),
  };
}

/** A deck in the library (shared with the server); anything else, private or missing, is 404 alike. */
async function requireSharedDeck(db: Db, deckId: number) {
  const deck = await findSharedDeck(db, deckId);
  if (!deck) throw notFound(MSG.deckNotFound);
  return deck;
}

/**
 * Puts a shared deck in the learner's My Decks under the same id; its cards are NEW for them.
 * Subscribing twice changes nothing. A private deck is 404 even by its id (docs/shared-decks.md).
 */
export async function subscribe(ctx: AuthedContext, deckId: number): Promise<DeckSummary> {
  const deck = await requireSharedDeck(ctx.db, deckId);
  if (deck.user_id === ctx.user.id) throw badRequest(SHARING_MSG.ownDeck);
  await insertSubscription(ctx.db, ctx.user.id, deckId, ctx.now().getTime());
  return getDeckSummary(ctx, deckId);
}

/** Whether the learner may copy the deck: it is in the library, or they subscribe to it. */
async function copySource(ctx: AuthedContext, deckId: number) {
  const shared = await findSharedDeck(ctx.db, deckId);
  if (shared) return shared;
  if (await isSubscriber(ctx.db, ctx.user.id, deckId)) {
    return findDeckToCopy(ctx.db, deckId);
  }
  throw notFound(MSG.deckNotFound);
}

/**
 * An independent deck the learner owns with a copy of every card as it is (formatting, math,
 * cloze, inline pictures: every column, repos/sharedDecks.ts copyCards), its pictures and sounds
 * their own, all NEW. Written hidden (IMPORTING_SOURCE) a chunk per short transaction, so a big
 * deck never holds the database, and shown whole at the end; a failure deletes it, a crash leaves
 * it to the sweeper (docs/security.md "Round 4: shared-deck hand-over and copies").
 */
export async function copySharedDeck(ctx: AuthedContext, deckId: number): Promise<DeckSummary> {
  const source = await copySource(ctx, deckId);
  if (source.user_id === ctx.user.id) throw badRequest(SHARING_MSG.ownDeck);
  const now = ctx.now().getTime();
  const id = await insertCopyDeck(ctx.db, ctx.user.id, source, now, IMPORTING_SOURCE);
  try {
    await copyCards(ctx.db, deckId, id, ctx.user.id, now, { transactionPerChunk: true });
    await revealImportedDecks(ctx.db, ctx.user.id, [id], 'shared');
  } catch (error) {
    await deleteHiddenImportDecks(ctx.db, ctx.user.id, [id]);
    throw error;
  }
  return getDeckSummary(ctx, id);
}

/** Leaves a subscribed deck (DELETE /api/decks/{id} by a subscriber); false when the learner does not subscribe to it. */
export function leaveDeck(db: Db, userId: number, deckId: number): Promise<boolean> {
  return deleteSubscription(db, userId, deckId);
}

/** A subscriber's choice to count their answers in the owner's card statistics (no names). */
export async function setShareProgress(ctx: AuthedContext, deckId: number, shareProgress: boolean): Promise<{ success: true }> {
  if (!(await updateShareProgress(ctx.db, ctx.user.id, deckId, shareProgress))) throw notFound(MSG.deckNotFound);
  return { success: true };
}

/** An admin hides any deck from the library; its subscribers keep it (docs/shared-decks.md). */
export async function adminMakePrivate(ctx: AdminContext, deckId: number): Promise<{ success: true }> {
  if (!(await makeDeckPrivate(ctx.db, deckId))) throw notFound(MSG.deckNotFound);
  return { success: true };
}

/** Cards with fewer answers than this are not ranked among the hardest (one miss is no signal). */
const HARDEST_MIN_ANSWERS = 3;

/**
 * The owner's view of how the deck is learned: per card, the answers and success rate of the
 * subscribers who chose to share their progress (never who), and the ten hardest cards.
 */
export async function deckCardStats(ctx: AuthedContext, deckId: number): Promise<DeckCardStats> {
  await requireOwnedDeck(ctx.db, ctx.user.id, deckId);
  const { sharingLearners, rows } = await sharedProgressByCard(ctx.db, deckId);
  const cards = rows.map((row) => {
    const answers = Number(row.answers);
    return { cardId: row.id, term: row.term, answers, successRate: answers ? Math.round((Number(row.correct) / answers) * 1000) / 10 : null };
  });
  const hardest = cards
    .filter((card): card is typeof card & { successRate: number } => card.successRate !== null && card.answers >= HARDEST_MIN_ANSWERS)
    .sort((a, b) => a.successRate - b.successRate || b.answers - a.answers)
    .slice(0, 10);
  return { sharingLearners, cards, hardest };
}
