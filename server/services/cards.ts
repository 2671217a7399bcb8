import { requireOwnedDeck, type AuthedContext } from '../access.js';
import type { Db } from '../db.js';
import { badRequest, notFound } from '../errors.js';
import { MSG } from '../../shared/messages.js';
import { MEDIA_MSG, isImageMime } from '../../shared/media.js';
import type { CardFields, Flashcard } from '../../shared/schemas/decks.js';
import { deleteCardRow, findOwnedCard, insertCard, updateCardRow, type CardWrite } from '../repos/cards.js';
import { touchDeck } from '../repos/decks.js';
import { findOwnedMediaInfo } from '../repos/media.js';

// Every card change also moves the deck's "last updated" date shown in My Decks.

/** An image id the user may put on a card: their own upload, and an image. */
async function ownedImage(db: Db, userId: number, id: number | null, path: string): Promise<number | null> {
  if (id === null) return null;
  const media = await findOwnedMediaInfo(db, userId, id);
  if (!media || !isImageMime(media.mime)) throw badRequest(MEDIA_MSG.notFound, [{ msg: MEDIA_MSG.notFound, path }]);
  return id;
}

/** The card as it will be written: images given (or kept), and each side with text or an image. */
async function cardWrite(db: Db, userId: number, fields: CardFields, current: { termImageId: number | null; definitionImageId: number | null }): Promise<CardWrite> {
  const termImageId = fields.termImageId === undefined ? current.termImageId : await ownedImage(db, userId, fields.termImageId, 'termImageId');
  const definitionImageId =
    fields.definitionImageId === undefined ? current.definitionImageId : await ownedImage(db, userId, fields.definitionImageId, 'definitionImageId');
  // DESIGN §12: a side needs text or an image.
  if (!fields.term && termImageId === null) throw badRequest(MSG.termAndDefinitionRequired, [{ msg: MSG.termAndDefinitionRequired, path: 'term' }]);
  if (!fields.definition && definitionImageId === null) {
    throw badRequest(MSG.termAndDefinitionRequired, [{ msg: MSG.termAndDefinitionRequired, path: 'definition' }]);
  }
  return { term: fields.term, definition: fields.definition, termImageId, definitionImageId };
}

export async function createCard(ctx: AuthedContext, deckId: number, fields: CardFields): Promise<Flashcard> {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    await requireOwnedDeck(trx, ctx.user.id, deckId);
    const write = await cardWrite(trx, ctx.user.id, fields, { termImageId: null, definitionImageId: null });
    const card = await insertCard(trx, { deckId, ...write, now });
    await touchDeck(trx, deckId, now);
    return card;
  });
}

export async function updateCard(ctx: AuthedContext, cardId: number, fields: CardFields): Promise<Flashcard> {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    const card = await findOwnedCard(trx, ctx.user.id, cardId);
    if (!card) throw notFound(MSG.cardNotFound);
    const write = await cardWrite(trx, ctx.user.id, fields, { termImageId: card.term_image_id, definitionImageId: card.definition_image_id });
    const updated = await updateCardRow(trx, cardId, write, now);
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
