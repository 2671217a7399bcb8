import { requireOwnedDeck, type AuthedContext } from '../access.js';
import type { Db } from '../db.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { MSG, SHARING_MSG } from '../../shared/messages.js';
import { MEDIA_MSG, isAudioMime, isImageMime } from '../../shared/media.js';
import type { CardFields, Flashcard } from '../../shared/schemas/decks.js';
import { deleteCardRow, findOwnedCard, insertCard, isSubscribedCard, mediaIdsOfRow, updateCardRow, type CardMediaWrite, type CardWrite } from '../repos/cards.js';
import { detachFromClozeNote } from '../repos/clozeCards.js';
import { touchDeck } from '../repos/decks.js';
import { deleteUnreferencedMedia, findOwnedMediaInfo, htmlMediaRowIds, ownedImagePublicIds } from '../repos/media.js';
import { storedSide } from './cardSides.js';
import { basicNoteForCard, noteAfterCardEdit } from './notes.js';
import { deleteNoteIfEmpty, findNoteRow, noteIdOfCard } from '../repos/notes.js';

// Every card change also moves the deck's "last updated" date shown in My Decks.

export type SideMedia = CardMediaWrite;
export const NO_MEDIA: SideMedia = { termImageId: null, definitionImageId: null, termAudioId: null, definitionAudioId: null };

/** A media id the user may put on a card: their own upload, and of the right kind. */
export async function ownedMedia(db: Db, userId: number, id: number | null, kind: 'image' | 'sound', path: string): Promise<number | null> {
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
  const term = await storedSide(db, userId, fields.term, fields.termHtml, 'term');
  const definition = await storedSide(db, userId, fields.definition, fields.definitionHtml, 'definition');
  // docs/anki-history.md: a side needs text or an image (a sound alone gives nothing to answer); an image
  // inline in its HTML counts (docs/rich-cards.md).
  if (!term.text && termImageId === null && term.imageCount === 0) throw badRequest(MSG.termAndDefinitionRequired, [{ msg: MSG.termAndDefinitionRequired, path: 'term' }]);
  if (!definition.text && definitionImageId === null && definition.imageCount === 0) {
    throw badRequest(MSG.termAndDefinitionRequired, [{ msg: MSG.termAndDefinitionRequired, path: 'definition' }]);
  }
  return {
    term: term.text,
    definition: definition.text,
    termHtml: term.html,
    definitionHtml: definition.html,
    termImageId,
    definitionImageId,
    termAudioId,
    definitionAudioId,
  };
}

export async function createCard(ctx: AuthedContext, deckId: number, fields: CardFields): Promise<Flashcard> {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    await requireOwnedDeck(trx, ctx.user.id, deckId);
    return addCardIn(trx, ctx.user.id, deckId, fields, now);
  });
}

/**
 * A new card of the owner's deck, inside the caller's transaction (the deck's ownership checked
 * already): the one write path of a card the owner adds, by the card form or by accepting a
 * learner's suggestion (services/suggestions.ts).
 */
export async function addCardIn(trx: Db, ownerId: number, deckId: number, fields: CardFields, now: number): Promise<Flashcard> {
  const write = await cardWrite(trx, ownerId, fields, NO_MEDIA);
  const card = await insertCard(trx, { deckId, ...write, now });
  // A new card is a Basic note (docs/notes.md).
  const noteId = await basicNoteForCard(trx, ownerId, deckId, card.id, write, now);
  await touchDeck(trx, deckId, now);
  return { ...card, noteId, tags: [] };
}

export const mediaOf = mediaIdsOfRow;

/** The user's own card, else 403 for a card of a deck they subscribe to (docs/shared-decks.md), else 404. */
async function requireOwnedCard(db: Db, userId: number, cardId: number) {
  const card = await findOwnedCard(db, userId, cardId);
  if (card) return card;
  if (await isSubscribedCard(db, userId, cardId)) throw new AppError('FORBIDDEN', SHARING_MSG.ownerOnly);
  throw notFound(MSG.cardNotFound);
}

export async function updateCard(ctx: AuthedContext, cardId: number, fields: CardFields): Promise<Flashcard> {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    const card = await requireOwnedCard(trx, ctx.user.id, cardId);
    return editCardIn(trx, ctx.user.id, card, fields, now);
  });
}

export type OwnedCard = NonNullable<Awaited<ReturnType<typeof findOwnedCard>>>;

/**
 * The owner's edit of their card, inside the caller's transaction: the one write path of a card
 * edit, by the card form or by accepting a learner's suggestion (services/suggestions.ts), so
 * both validate, sanitize and leave a cloze note the same way.
 */
export async function editCardIn(trx: Db, ownerId: number, card: OwnedCard, fields: CardFields, now: number): Promise<Flashcard> {
  const before = mediaOf(card);
  const write = await cardWrite(trx, ownerId, fields, before);
  // A cloze card edited as term and definition becomes a basic card of its own (docs/study-modes.md).
  if (card.kind === 'cloze' || card.kind === 'image-occlusion') await detachFromClozeNote(trx, card.id);
  const updated = await updateCardRow(trx, card.id, write, now);
  const noteId = await noteAfterCardEdit(trx, ownerId, card.deck_id, card.id, write, now);
  // A replaced or removed file goes with its last card, in the same transaction (docs/media.md).
  const released: (number | null)[] = (Object.keys(before) as (keyof SideMedia)[]).filter((key) => before[key] !== write[key]).map((key) => before[key]);
  // Inline images the old HTML showed may be let go of too (kept if still shown anywhere).
  for (const html of [card.term_html, card.definition_html]) released.push(...(await htmlMediaRowIds(trx, ownerId, html)));
  await deleteUnreferencedMedia(trx, ownerId, released);
  await touchDeck(trx, card.deck_id, now);
  return { ...updated, noteId, tags: (await findNoteRow(trx, noteId))?.tags ?? [] };
}

export async function deleteCard(ctx: AuthedContext, cardId: number): Promise<{ success: true }> {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    const card = await requireOwnedCard(trx, ctx.user.id, cardId);
    const note = await noteIdOfCard(trx, cardId);
    await deleteCardRow(trx, cardId);
    // A note goes with its last card (docs/notes.md).
    if (note?.noteId) await deleteNoteIfEmpty(trx, note.noteId);
    const inline = [...(await htmlMediaRowIds(trx, ctx.user.id, card.term_html)), ...(await htmlMediaRowIds(trx, ctx.user.id, card.definition_html))];
    await deleteUnreferencedMedia(trx, ctx.user.id, [...Object.values(mediaOf(card)), ...inline]);
    await touchDeck(trx, card.deck_id, now);
    return { success: true as const };
  });
}
