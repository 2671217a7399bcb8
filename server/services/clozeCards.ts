// Cloze notes (docs/study-modes.md, docs/study-modes.md): `{kind: 'cloze', clozeText, extra}` becomes one
// card per deletion number. Editing any card of a note re-expands the whole note, in one
// transaction: a number still there keeps its card (and so its FSRS progress and history) with
// the new texts, a new number gets a new card, and a number no longer there loses its card.
import { randomUUID } from 'node:crypto';
import { requireOwnedDeck, type AuthedContext } from '../access.js';
import type { Db } from '../db.js';
import { badRequest, notFound } from '../errors.js';
import { expandCloze, CLOZE_MSG } from '../../shared/cloze.js';
import { MSG } from '../../shared/messages.js';
import type { ClozeCardFields, ClozeNoteResult } from '../../shared/schemas/cloze.js';
import { cardsByIds, deleteCardRow, findOwnedCard, mediaColumnsOf } from '../repos/cards.js';
import { clozeSideOf, insertClozeCards, noteCards, setClozeColumns, type ClozeColumns } from '../repos/clozeCards.js';
import { touchDeck } from '../repos/decks.js';
import { deleteUnreferencedMedia } from '../repos/media.js';
import { mediaOf, NO_MEDIA, ownedMedia, type SideMedia } from './cards.js';
import { clozeNoteForCards } from './notes.js';
import { noteIdOfCard } from '../repos/notes.js';

/** The note's cards as they will be written; the zod schema has refused a text without any. */
function expand(fields: ClozeCardFields) {
  const cards = expandCloze(fields.clozeText, fields.extra);
  if (cards.length === 0) throw badRequest(CLOZE_MSG.none, [{ msg: CLOZE_MSG.none, path: 'clozeText' }]);
  return cards;
}

const MEDIA_KEYS = ['termImageId', 'definitionImageId', 'termAudioId', 'definitionAudioId'] as const;

/**
 * The note's images and sounds the input names (docs/anki-history.md, as on a basic card): only the user's
 * own uploads of the right kind (else 400 naming the field); keys left out keep each card's own.
 */
async function givenMedia(db: Db, userId: number, fields: ClozeCardFields): Promise<Partial<SideMedia>> {
  const given: Partial<SideMedia> = {};
  for (const key of MEDIA_KEYS) {
    const id = fields[key];
    if (id !== undefined) given[key] = await ownedMedia(db, userId, id, key.endsWith('ImageId') ? 'image' : 'sound', key);
  }
  return given;
}

const mediaColumns = mediaColumnsOf;

const columnsOf = (fields: ClozeCardFields, note: string, card: ReturnType<typeof expand>[number]): ClozeColumns & { term: string; definition: string } => ({
  kind: 'cloze',
  cloze_number: card.clozeNumber,
  cloze_note: note,
  cloze_text: fields.clozeText,
  cloze_extra: fields.extra ?? null,
  cloze_answer: card.answer,
  term: card.term,
  definition: card.definition,
});

export async function createClozeNote(ctx: AuthedContext, deckId: number, fields: ClozeCardFields): Promise<ClozeNoteResult> {
  const now = ctx.now().getTime();
  const expanded = expand(fields);
  return ctx.db.transaction().execute(async (trx) => {
    await requireOwnedDeck(trx, ctx.user.id, deckId);
    const media = mediaColumns({ ...NO_MEDIA, ...(await givenMedia(trx, ctx.user.id, fields)) });
    const note = randomUUID();
    const ids = await insertClozeCards(trx, deckId, expanded.map((card) => ({ ...columnsOf(fields, note, card), ...media })), now);
    // The cards are one Cloze note (docs/notes.md).
    await clozeNoteForCards(trx, ctx.user.id, deckId, ids.map((id, i) => ({ id, number: expanded[i].clozeNumber })), fields.clozeText, fields.extra ?? null, now);
    await touchDeck(trx, deckId, now);
    return { cards: await cardsByIds(trx, ids) };
  });
}

/**
 * Edits the note of `cardId`. A basic card edited as a cloze note becomes the note's first card
 * (it keeps its progress); a cloze card imported or made before notes had keys is a note of one.
 */
export async function updateClozeNote(ctx: AuthedContext, cardId: number, fields: ClozeCardFields): Promise<ClozeNoteResult> {
  const now = ctx.now().getTime();
  expand(fields);
  return ctx.db.transaction().execute((trx) => updateClozeNoteIn(trx, ctx.user.id, cardId, fields, now));
}

/** `updateClozeNote` inside the caller's transaction (an accepted suggestion, services/suggestions.ts). */
export async function updateClozeNoteIn(trx: Db, userId: number, cardId: number, fields: ClozeCardFields, now: number): Promise<ClozeNoteResult> {
  const expanded = expand(fields);
  const owned = await findOwnedCard(trx, userId, cardId);
  if (!owned) throw notFound(MSG.cardNotFound);
  const given = await givenMedia(trx, userId, fields);
  const previousNote = (await noteIdOfCard(trx, cardId))?.noteId ?? null;
  const side = await clozeSideOf(trx, cardId);
  const note = side?.kind === 'cloze' && side.cloze_note ? side.cloze_note : randomUUID();
  const existing = side?.kind === 'cloze' && side.cloze_note ? await noteCards(trx, owned.deck_id, note) : [];
  const byNumber = new Map<number, number>();
  for (const card of existing) if (card.cloze_number != null && !byNumber.has(card.cloze_number)) byNumber.set(card.cloze_number, card.id);
  // The edited card itself keeps its place: its own number if still there, else the first one.
  if (!existing.some((card) => card.id === cardId)) {
    const own = side?.kind === 'cloze' && side.cloze_number != null && expanded.some((c) => c.clozeNumber === side.cloze_number) ? side.cloze_number : expanded[0].clozeNumber;
    byNumber.set(own, cardId);
  }

  // Media given go on every card of the note; a card keeps its own for the sides not given,
  // and a new card takes the edited card's.
  const before = new Map<number, SideMedia>(existing.map((card) => [card.id, mediaOf(card)]));
  before.set(cardId, mediaOf(owned));
  const released: (number | null)[] = [];
  const kept = new Set<number>();
  const added = expanded.filter((card) => !byNumber.has(card.clozeNumber));
  for (const card of expanded) {
    const id = byNumber.get(card.clozeNumber);
    if (id === undefined) continue;
    const was = before.get(id) ?? NO_MEDIA;
    for (const key of MEDIA_KEYS) if (given[key] !== undefined && given[key] !== was[key]) released.push(was[key]);
    await setClozeColumns(trx, id, { ...columnsOf(fields, note, card), ...mediaColumns({ ...was, ...given }) }, now);
    kept.add(id);
  }
  const addedMedia = mediaColumns({ ...mediaOf(owned), ...given });
  const newIds = await insertClozeCards(trx, owned.deck_id, added.map((card) => ({ ...columnsOf(fields, note, card), ...addedMedia })), now);
  const newIdOf = new Map(added.map((card, i) => [card.clozeNumber, newIds[i]]));
  const ids = expanded.map((card) => byNumber.get(card.clozeNumber) ?? newIdOf.get(card.clozeNumber)!);
  const removed = existing.filter((card) => !kept.has(card.id));
  await removeCards(trx, userId, removed);
  // The cards are one Cloze note (docs/notes.md).
  await clozeNoteForCards(trx, userId, owned.deck_id, ids.map((id, i) => ({ id, number: expanded[i].clozeNumber })), fields.clozeText, fields.extra ?? null, now, previousNote);
  // A replaced or removed file goes with its last card (docs/media.md), as for a basic card.
  await deleteUnreferencedMedia(trx, userId, released);
  await touchDeck(trx, owned.deck_id, now);
  return { cards: await cardsByIds(trx, ids) };
}

/** Cards whose number left the note go, and their files with them when no other card uses them. */
async function removeCards(db: Db, userId: number, cards: Awaited<ReturnType<typeof noteCards>>): Promise<void> {
  for (const card of cards) await deleteCardRow(db, card.id);
  const media = cards.flatMap((card) => Object.values(mediaOf(card)));
  await deleteUnreferencedMedia(db, userId, media);
}
