import { requireOwnedDeck, type AuthedContext } from '../access.js';
import { notFound } from '../errors.js';
import { MSG } from '../../shared/messages.js';
import type { CardFields, Flashcard } from '../../shared/schemas/decks.js';
import { deleteCardRow, findOwnedCard, insertCard, updateCardRow } from '../repos/cards.js';
import { touchDeck } from '../repos/decks.js';

// Every card change also moves the deck's "last updated" date shown in My Decks.

export async function createCard(ctx: AuthedContext, deckId: number, fields: CardFields): Promise<Flashcard> {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    await requireOwnedDeck(trx, ctx.user.id, deckId);
    const card = await insertCard(trx, { deckId, ...fields, now });
    await touchDeck(trx, deckId, now);
    return card;
  });
}

export async function updateCard(ctx: AuthedContext, cardId: number, fields: CardFields): Promise<Flashcard> {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    const card = await findOwnedCard(trx, ctx.user.id, cardId);
    if (!card) throw notFound(MSG.cardNotFound);
    const updated = await updateCardRow(trx, cardId, fields, now);
    await touchDeck(trx, card.deck_id, now);
    return updated;
  });
}

export async function deleteCard(ctx: AuthedContext, cardId: number): Promise<{ success: true }> {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    const card = await findOwnedCard(trx, ctx.user.id, cardId);
    if (!card) throw notFound(MSG.cardNotFound);
    await deleteCardRow(trx, cardId);
    await touchDeck(trx, card.deck_id, now);
    return { success: true as const };
  });
}
