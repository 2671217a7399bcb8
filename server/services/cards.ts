import { requireOwnedDeck, type AuthedContext } from '../access.js';
import type { Db } from '../db.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { MSG, SHARING_MSG } from '../../shared/messages.js';
import { MEDIA_MSG, isAudioMime, isImageMime } from '../../shared/media.js';
import type { CardFields, Flashcard } from '../../shared/schemas/decks.js';
import { deleteCardRow, findOwnedCard, insertCard, updateCardRow, type CardWrite } from '../repos/cards.js';
import { touchDeck } from '../repos/decks.js';
import { deleteUnreferencedMedia, findOwnedMediaInfo } from '../repos/media.js';

// Every card change also moves the deck's "last updated" date shown in My Decks.

type SideMedia = Pick<CardWrite, 'termImageId' | 'definitionImageId' | 'termAudioId' | 'definitionAudioId'>;
const NO_MEDIA: SideMedia = { termImageId: null, definitionImageId: null, termAudioId: null, definitionAudioId: null };

/** A media id the user may put on a card: their own upload, and of the right kind. */
async function ownedMedia(db: Db, userId: number, id: number | null, kind: 'image' | 'sound', path: string): Promise<number | null> {
  if (id === null) return null;
  const media = await findOwnedMediaInfo(db, userId, id);
  const fits = media && (kind === 'image' ? isImageMime(media.mime) : isAudioMime(media.mime));
  const message = kind === 'image' ? MEDIA_MSG.notFound : MEDIA_MSG.soundNotFound;
  if (!fits) throw badRequest(message, [{ msg: message, path }]);
  return id;
}

/** The card as it will be written: media given (or kept), and each side with text or an image. */
async function cardWrite(db: Db, userId: number, fields: CardFields, current: SideMedia): Promise<CardWrite> {
  const pick = (key: keyof SideMedia, kind: 'image' | 'sound') =>
    fields[key] === undefined ? current[key] : ownedMedia(db, userId, fields[key], kind, key);
  const termImageId = await pick('termImageId', 'image');
  const definitionImageId = await pick('definitionImageId', 'image');
  const termAudioId = await pick('termAudioId', 'sound');
  const definitionAudioId = await pick('definitionAudioId', 'sound');
  // DESIGN §12: a side needs text or an image (a sound alone gives nothing to answer).
  if (!fields.term && termImageId === null) throw badRequest(MSG.termAndDefinitionRequired, [{ msg: MSG.termAndDefinitionRequired, path: 'term' }]);
  if (!fields.definition && definitionImageId === null) {
    throw badRequest(MSG.termAndDefinitionRequired, [{ msg: MSG.termAndDefinitionRequired, path: 'definition' }]);
  }
  return { term: fields.term, definition: fields.definition, termImageId, definitionImageId, termAudioId, definitionAudioId };
}

export async function createCard(ctx: AuthedContext, deckId: number, fields: CardFields): Promise<Flashcard> {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    await requireOwnedDeck(trx, ctx.user.id, deckId);
    const write = await cardWrite(trx, ctx.user.id, fields, NO_MEDIA);
    const card = await insertCard(trx, { deckId, ...write, now });
    await touchDeck(trx, deckId, now);
    return card;
  });
}

const mediaOf = (card: { term_image_id: number | null; definition_image_id: number | null; term_audio_id: number | null; definition_audio_id: number | null }): SideMedia => ({
  termImageId: card.term_image_id,
  definitionImageId: card.definition_image_id,
  termAudioId: card.term_audio_id,
  definitionAudioId: card.definition_audio_id,
});

/** The user's own card, else 403 for a card of a deck they subscribe to (DESIGN §20), else 404. */
async function requireOwnedCard(db: Db, userId: number, cardId: number) {
  const card = await findOwnedCard(db, userId, cardId);
  if (card) return card;
  const subscribed = await db
    .selectFrom('cards as c')
    .innerJoin('deck_learners as l', 'l.deck_id', 'c.deck_id')
    .select('c.id')
    .where('c.id', '=', cardId)
    .where('l.user_id', '=', userId)
    .executeTakeFirst();
  if (subscribed) throw new AppError('FORBIDDEN', SHARING_MSG.ownerOnly);
  throw notFound(MSG.cardNotFound);
}

export async function updateCard(ctx: AuthedContext, cardId: number, fields: CardFields): Promise<Flashcard> {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    const card = await requireOwnedCard(trx, ctx.user.id, cardId);
    const before = mediaOf(card);
    const write = await cardWrite(trx, ctx.user.id, fields, before);
    const updated = await updateCardRow(trx, cardId, write, now);
    // A replaced or removed file goes with its last card, in the same transaction (docs/media.md).
    const released = (Object.keys(before) as (keyof SideMedia)[]).filter((key) => before[key] !== write[key]).map((key) => before[key]);
    await deleteUnreferencedMedia(trx, ctx.user.id, released);
    await touchDeck(trx, card.deck_id, now);
    return updated;
  });
}

export async function deleteCard(ctx: AuthedContext, cardId: number): Promise<{ success: true }> {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    const card = await requireOwnedCard(trx, ctx.user.id, cardId);
    await deleteCardRow(trx, cardId);
    await deleteUnreferencedMedia(trx, ctx.user.id, Object.values(mediaOf(card)));
    await touchDeck(trx, card.deck_id, now);
    return { success: true as const };
  });
}
