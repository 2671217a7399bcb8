// Notes (docs/notes.md): a note's fields, tags and guid, and the cards its note type makes of
// them. Every write of a note goes through `writeNote`: the fields sanitized by the one allowlist,
// the cards rendered by the note type's templates, and the note's cards matched by ordinal, so an
// edit keeps each card's id — and with it every learner's FSRS state and history.
import { requireOwnedDeck, requireStudiedDeck, type AuthedContext } from '../access.js';
import type { Db } from '../db.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { IO_MSG, NOTE_MSG, SHARING_MSG } from '../../shared/messages.js';
import { NOTE_TYPE_LIMITS, type Note } from '../../shared/schemas/notes.js';
import { CARD_HTML_MAX_INPUT_CHARS } from '../../shared/richText.js';
import { sanitizeCardHtml } from '../domain/richText/sanitize.js';
import { compileNoteType, renderNoteCards, type CompiledNoteType } from '../domain/notes/renderNote.js';
import { TemplateError } from '../domain/import/ankiTemplate.js';
import { cardSideFromHtml } from '../domain/richText/cardSide.js';
import { htmlToPlainText } from '../domain/richText/plainText.js';
import { ensureBuiltinNoteTypes, findNoteTypeRow, noteTypeById, type NoteTypeRow } from '../repos/noteTypes.js';
import { textAsFieldHtml } from '../../shared/noteTypes.js';
import {
  cardIdsOfNotes,
  cardsOfNote,
  deleteNoteIfEmpty,
  deleteNoteRow,
  findNoteRow,
  insertNote,
  insertNoteCards,
  insertNotesWithCards,
  newGuids,
  type NoteWithCards,
  noteIdOfCard,
  noteReadable,
  occlusionNotesOfCards,
  setCardNote,
  setNoteDeck,
  tagsOfDeck,
  updateNoteCards,
  updateNoteRow,
  type NoteCardWrite,
  type NoteRow,
} from '../repos/notes.js';
import { ownedImagePublicIds, deleteUnreferencedMedia, htmlMediaRowIds } from '../repos/media.js';
import { touchDeck } from '../repos/decks.js';
import { storedOcclusionSide, storedSide } from './cardSides.js';
import { OcclusionError } from '../../shared/imageOcclusion.js';
import { IO_FIELDS, OcclusionRenderError } from '../domain/notes/imageOcclusionCard.js';
import { firstImageUrl } from '../domain/richText/cardSide.js';
import { mediaIdsOfRow } from '../repos/cards.js';

/** The note type's templates, parsed; a template that cannot be read is a 400 in Anki's words. */
export function compiled(type: NoteTypeRow): CompiledNoteType {
  try {
    return compileNoteType(type);
  } catch (error) {
    if (error instanceof TemplateError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * The note's field values in its type's order from `{name: html}`: a name the type lacks is a
 * 400; a field not given keeps `current` (or is empty on a new note).
 */
function orderedValues(type: NoteTypeRow, given: Record<string, string>, current: readonly string[] = []): string[] {
  for (const name of Object.keys(given)) if (!type.fields.includes(name)) throw badRequest(NOTE_MSG.unknownField(name), [{ msg: NOTE_MSG.unknownField(name), path: `fields.${name}` }]);
  return type.fields.map((name, i) => (name in given ? given[name] : (current[i] ?? '')));
}

/**
 * Each field sanitized by the one allowlist (docs/rich-cards.md), keeping images only of the
 * owner's own media; its plain text beside it for search and games. A field too deep or too long
 * is refused, naming it.
 */
async function sanitizedFields(db: Db, ownerId: number, type: NoteTypeRow, values: readonly string[]): Promise<{ html: string[]; text: string[] }> {
  const html: string[] = [];
  const text: string[] = [];
  for (const [i, value] of values.entries()) {
    if (type.kind === 'image-occlusion' && i === IO_FIELDS.occlusion) {
      // Shapes are text, one line each: 500 of them pass a typed side's 20,000 characters, so
      // this field has the field's own limit (the shapes' own are checked when they are read).
      const kept = sanitizedOcclusionField(value);
      if (kept.length > NOTE_TYPE_LIMITS.fieldChars) throw badRequest(NOTE_MSG.fieldTooLong, [{ msg: NOTE_MSG.fieldTooLong, path: `fields.${type.fields[i]}` }]);
      html.push(kept);
      text.push(htmlToPlainText(kept));
      continue;
    }
    let side = cardSideFromHtml(value, { keepImage: () => true });
    if (side.mediaIds.length > 0) {
      const owned = await ownedImagePublicIds(db, ownerId, side.mediaIds);
      if (side.mediaIds.some((id) => !owned.has(id))) side = cardSideFromHtml(value, { keepImage: (id) => owned.has(id) });
    }
    const path = `fields.${type.fields[i]}`;
    if (side.tooDeep || side.tooLong) throw badRequest(NOTE_MSG.fieldTooLong, [{ msg: NOTE_MSG.fieldTooLong, path }]);
    // A plain field is kept as its text escaped, so the note's HTML always reads as Anki's does.
    const kept = side.html ?? sanitizedPlain(value);
    html.push(kept);
    text.push(side.text);
  }
  return { html, text };
}

/** A field with no formatting: the sanitizer's own output (entities escaped, tags gone). */
function sanitizedPlain(value: string): string {
  return cardSideFromHtml(value).html ?? escapeText(htmlToPlainText(value));
}

/** The Occlusion field: sanitized by the allowlist, any length the field may have. */
function sanitizedOcclusionField(value: string): string {
  if (value.length > CARD_HTML_MAX_INPUT_CHARS) return escapeText(htmlToPlainText(value));
  return sanitizeCardHtml(value).html;
}

const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;')).replace(/\n/g, '<br>');

/**
 * The cards the type makes of the fields; an image occlusion note's field problems (a bad shape,
 * no picture, too many shapes to draw) are a 400 naming the field (docs/image-occlusion.md).
 */
function noteCards(type: CompiledNoteType, html: readonly string[], tags: readonly string[]): ReturnType<typeof renderNoteCards> {
  if (type.type.kind !== 'image-occlusion') return renderNoteCards(type, html, tags);
  const refuse = (message: string, field: number) => badRequest(message, [{ msg: message, path: `fields.${type.type.fields[field] ?? ''}` }]);
  let cards: ReturnType<typeof renderNoteCards>;
  try {
    cards = renderNoteCards(type, html, tags);
  } catch (error) {
    if (error instanceof OcclusionError || error instanceof OcclusionRenderError) throw refuse(error.message, IO_FIELDS.occlusion);
    throw error;
  }
  if (cards.length === 0) throw refuse(IO_MSG.noShapes, IO_FIELDS.occlusion);
  if (firstImageUrl(html[IO_FIELDS.image] ?? null) === null) throw refuse(IO_MSG.noImage, IO_FIELDS.image);
  return cards;
}

/** A note's cards as they will be stored: each side sanitized and its text derived. */
async function renderedCards(db: Db, ownerId: number, type: CompiledNoteType, html: readonly string[], tags: readonly string[]): Promise<NoteCardWrite[]> {
  const out: NoteCardWrite[] = [];
  for (const card of noteCards(type, html, tags)) {
    if (card.occlusion && card.sides.kind === 'html') {
      const front = await storedOcclusionSide(db, ownerId, card.sides.front);
      const back = await storedOcclusionSide(db, ownerId, card.sides.back);
      out.push({ ord: card.ord, term: card.occlusion.term, definition: card.occlusion.definition, termHtml: front, definitionHtml: back, cloze: null, occlusion: true });
      continue;
    }
    if (card.sides.kind === 'plain') {
      out.push({ ord: card.ord, term: card.sides.term, definition: card.sides.definition, termHtml: null, definitionHtml: null, cloze: card.cloze });
      continue;
    }
    const front = await storedSide(db, ownerId, '', card.sides.front, 'front');
    const back = await storedSide(db, ownerId, '', card.sides.back, 'back');
    out.push({ ord: card.ord, term: front.text, definition: back.text, termHtml: front.html, definitionHtml: back.html, cloze: card.cloze });
  }
  return out;
}

export interface NoteWriteInput {
  type: NoteTypeRow;
  deckId: number;
  values: readonly string[];
  tags: readonly string[];
  guid?: string;
  /** The fields as an AnkiConnect client sent them, kept to answer it with (docs/api.md). */
  ankiFields?: readonly string[];
}

/**
 * Writes a note and its cards inside the caller's transaction (the deck's ownership checked):
 * new (`noteId` absent) or an edit. Cards are matched by ordinal: a kept ordinal keeps its card,
 * a new one gets a card in the note's deck, one the note no longer makes loses its card (and its
 * files, when nothing else shows them). Answers the note's id.
 */
export async function writeNote(trx: Db, ownerId: number, input: NoteWriteInput, now: number, noteId?: number, compiledType?: CompiledNoteType): Promise<number> {
  const type = compiledType ?? compiled(input.type);
  const fields = await sanitizedFields(trx, ownerId, input.type, input.values);
  const cards = await renderedCards(trx, ownerId, type, fields.html, input.tags);
  if (cards.length === 0) {
    const message = input.type.kind === 'cloze' ? NOTE_MSG.noCloze : NOTE_MSG.noCards;
    throw badRequest(message, [{ msg: message, path: `fields.${input.type.fields[0]}` }]);
  }
  let id = noteId;
  let guid = input.guid;
  if (id === undefined) {
    const made = await insertNote(trx, ownerId, { noteTypeId: input.type.id, deckId: input.deckId, guid: input.guid, fields: fields.html, fieldText: fields.text, tags: input.tags, ankiFields: input.ankiFields }, now);
    id = made.id;
    guid = made.guid;
  } else {
    await updateNoteRow(trx, id, { noteTypeId: input.type.id, fields: fields.html, fieldText: fields.text, tags: input.tags, ankiFields: input.ankiFields }, now);
    guid ??= (await findNoteRow(trx, id))?.guid;
  }
  const existing = noteId === undefined ? [] : await cardsOfNote(trx, id);
  const byOrd = new Map<number, (typeof existing)[number]>();
  for (const card of existing) if (!byOrd.has(card.ord)) byOrd.set(card.ord, card);
  const added: NoteCardWrite[] = [];
  const touched = new Set<number>([input.deckId]);
  const kept = new Set<number>();
  const updates: { cardId: number; card: NoteCardWrite }[] = [];
  for (const card of cards) {
    const current = byOrd.get(card.ord);
    if (!current) {
      added.push(card);
      continue;
    }
    kept.add(current.id);
    updates.push({ cardId: current.id, card });
    touched.add(current.deck_id);
  }
  await updateNoteCards(trx, updates, guid!, now);
  await insertNoteCards(trx, input.deckId, id, added, guid!, now);
  const removed = existing.filter((card) => !kept.has(card.id));
  await removeCards(trx, ownerId, removed);
  for (const card of removed) touched.add(card.deck_id);
  for (const deckId of touched) await touchDeck(trx, deckId, now);
  return id;
}

/**
 * Many new notes of one note type into one deck, inside the caller's transaction (an import's
 * chunk, docs/imports.md): each through the same path as `writeNote` (fields sanitized by the one
 * allowlist, cards rendered by the note type's templates and sanitized), written together. A row
 * whose note makes no card, or whose field is refused (too long, too deep), is skipped and
 * counted. The deck is the caller's (a hidden import deck).
 */
export async function writeNotesBatch(
  trx: Db,
  ownerId: number,
  type: NoteTypeRow,
  compiledType: CompiledNoteType,
  deckId: number,
  notes: readonly { values: readonly string[]; tags: readonly string[] }[],
  now: number,
): Promise<{ notes: number; cards: number; skipped: number }> {
  const ready: NoteWithCards[] = [];
  let skipped = 0;
  const guids = newGuids(notes.length);
  for (const [index, note] of notes.entries()) {
    try {
      const fields = await sanitizedFields(trx, ownerId, type, type.fields.map((_, i) => note.values[i] ?? ''));
      const cards = await renderedCards(trx, ownerId, compiledType, fields.html, note.tags);
      if (cards.length === 0) {
        skipped += 1;
        continue;
      }
      ready.push({ note: { noteTypeId: type.id, deckId, guid: guids[index], fields: fields.html, fieldText: fields.text, tags: note.tags }, cards });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped += 1;
    }
  }
  const cards = await insertNotesWithCards(trx, ownerId, deckId, ready, now);
  return { notes: ready.length, cards, skipped };
}

/** Cards a note no longer makes go, and their files with them when nothing else shows them. */
export async function removeCards(trx: Db, ownerId: number, cards: Awaited<ReturnType<typeof cardsOfNote>>): Promise<void> {
  if (cards.length === 0) return;
  await trx.deleteFrom('cards').where('id', 'in', cards.map((card) => card.id)).execute();
  const released: (number | null)[] = [];
  for (const card of cards) {
    released.push(...Object.values(mediaIdsOfRow(card)));
    for (const html of [card.term_html, card.definition_html]) released.push(...(await htmlMediaRowIds(trx, ownerId, html)));
  }
  await deleteUnreferencedMedia(trx, ownerId, released);
}

/** The note as the API shows it: fields by name, tags, its cards by ordinal. */
export async function noteOut(db: Db, note: NoteRow, type: NoteTypeRow): Promise<Note> {
  const cardIds = (await cardIdsOfNotes(db, [note.id])).get(note.id) ?? [];
  return {
    id: note.id,
    guid: note.guid,
    noteTypeId: note.noteTypeId,
    deckId: note.deckId,
    fields: Object.fromEntries(type.fields.map((name, i) => [name, note.fields[i] ?? ''])),
    tags: note.tags,
    cardIds,
    updatedAt: note.updatedAt,
  };
}

async function requireNoteType(db: Db, userId: number, id: number): Promise<NoteTypeRow> {
  const type = await findNoteTypeRow(db, userId, id);
  if (!type) throw notFound(NOTE_MSG.noteTypeNotFound);
  return type;
}

/** The user's own note, else 403 for a note of a deck they subscribe to, else 404. */
async function requireOwnedNote(db: Db, userId: number, noteId: number): Promise<NoteRow> {
  const note = await findNoteRow(db, noteId);
  if (note && note.userId === userId) return note;
  if (note && (await noteReadable(db, userId, noteId))) throw new AppError('FORBIDDEN', SHARING_MSG.ownerOnly);
  throw notFound(NOTE_MSG.noteNotFound);
}

export async function createNote(ctx: AuthedContext, input: { deckId: number; noteTypeId: number; fields: Record<string, string>; tags: string[]; ankiFields?: string[] }): Promise<Note> {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    await requireOwnedDeck(trx, ctx.user.id, input.deckId);
    const type = await requireNoteType(trx, ctx.user.id, input.noteTypeId);
    const id = await writeNote(trx, ctx.user.id, { type, deckId: input.deckId, values: orderedValues(type, input.fields), tags: input.tags, ankiFields: input.ankiFields }, now);
    return noteOut(trx, (await findNoteRow(trx, id))!, type);
  });
}

/**
 * Many new notes in one transaction (AnkiConnect's addNotes): each as `createNote` would, a note
 * refused (no card, a field too long, a deck or note type not the caller's) answered as null
 * while the others are written. Refusals happen before a note writes anything.
 */
export async function createNotes(
  ctx: AuthedContext,
  inputs: readonly { deckId: number; noteTypeId: number; fields: Record<string, string>; tags: string[]; ankiFields?: string[] }[],
): Promise<(number | null)[]> {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    const types = new Map<number, { type: NoteTypeRow; compiled: CompiledNoteType } | null>();
    const decks = new Map<number, boolean>();
    const ids: (number | null)[] = [];
    for (const input of inputs) {
      try {
        if (!decks.has(input.deckId)) decks.set(input.deckId, await requireOwnedDeck(trx, ctx.user.id, input.deckId).then(() => true, () => false));
        if (!types.has(input.noteTypeId)) {
          const type = await requireNoteType(trx, ctx.user.id, input.noteTypeId).catch(() => null);
          types.set(input.noteTypeId, type && { type, compiled: compiled(type) });
        }
        const entry = types.get(input.noteTypeId);
        if (!decks.get(input.deckId) || !entry) throw notFound(NOTE_MSG.noteTypeNotFound);
        const values = orderedValues(entry.type, input.fields);
        ids.push(await writeNote(trx, ctx.user.id, { type: entry.type, deckId: input.deckId, values, tags: input.tags, ankiFields: input.ankiFields }, now, undefined, entry.compiled));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        ids.push(null);
      }
    }
    return ids;
  });
}

export async function updateNote(ctx: AuthedContext, input: { noteId: number; fields?: Record<string, string>; tags?: string[]; ankiFields?: string[] }): Promise<Note> {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    const note = await requireOwnedNote(trx, ctx.user.id, input.noteId);
    const type = await requireNoteType(trx, ctx.user.id, note.noteTypeId);
    const values = orderedValues(type, input.fields ?? {}, note.fields);
    await writeNote(trx, ctx.user.id, { type, deckId: note.deckId, values, tags: input.tags ?? note.tags, guid: note.guid, ankiFields: input.ankiFields }, now, note.id);
    return noteOut(trx, (await findNoteRow(trx, note.id))!, type);
  });
}

export async function deleteNote(ctx: AuthedContext, noteId: number): Promise<{ success: true }> {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    const note = await requireOwnedNote(trx, ctx.user.id, noteId);
    const cards = await cardsOfNote(trx, note.id);
    await removeCards(trx, ctx.user.id, cards);
    await deleteNoteRow(trx, note.id);
    for (const deckId of new Set([note.deckId, ...cards.map((card) => card.deck_id)])) await touchDeck(trx, deckId, now);
    return { success: true as const };
  });
}

/**
 * An edit that may also change the note's type (AnkiConnect's updateNoteModel): the fields given
 * by name replace the old ones, cards kept by ordinal as in any edit.
 */
export async function replaceNote(ctx: AuthedContext, input: { noteId: number; noteTypeId: number; fields: Record<string, string>; tags: string[]; ankiFields?: string[] }): Promise<Note> {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    const note = await requireOwnedNote(trx, ctx.user.id, input.noteId);
    const type = await requireNoteType(trx, ctx.user.id, input.noteTypeId);
    const current = type.id === note.noteTypeId ? note.fields : [];
    const values = orderedValues(type, input.fields, current);
    await writeNote(trx, ctx.user.id, { type, deckId: note.deckId, values, tags: input.tags, guid: note.guid, ankiFields: input.ankiFields }, now, note.id);
    return noteOut(trx, (await findNoteRow(trx, note.id))!, type);
  });
}

/** Whole notes, with every card, into another of the owner's decks. */
export async function moveNotes(ctx: AuthedContext, noteIds: readonly number[], deckId: number): Promise<void> {
  const now = ctx.now().getTime();
  await ctx.db.transaction().execute(async (trx) => {
    await requireOwnedDeck(trx, ctx.user.id, deckId);
    const touched = new Set<number>([deckId]);
    for (const noteId of new Set(noteIds)) {
      const note = await requireOwnedNote(trx, ctx.user.id, noteId);
      for (const card of await cardsOfNote(trx, note.id)) touched.add(card.deck_id);
      touched.add(note.deckId);
      await setNoteDeck(trx, note.id, deckId, now);
    }
    for (const id of touched) await touchDeck(trx, id, now);
  });
}

/** A note the user may read: their own, or one on a deck they subscribe to (docs/shared-decks.md). */
export async function getNote(ctx: AuthedContext, noteId: number): Promise<Note> {
  const note = await findNoteRow(ctx.db, noteId);
  if (!note || (note.userId !== ctx.user.id && !(await noteReadable(ctx.db, ctx.user.id, noteId)))) throw notFound(NOTE_MSG.noteNotFound);
  const type = await noteTypeById(ctx.db, note.noteTypeId);
  if (!type) throw notFound(NOTE_MSG.noteNotFound);
  return noteOut(ctx.db, note, type);
}

/** The note a card comes from (the card form edits it). */
export async function noteOfCard(ctx: AuthedContext, cardId: number): Promise<Note> {
  const found = await noteIdOfCard(ctx.db, cardId);
  if (!found?.noteId) throw notFound(NOTE_MSG.noteNotFound);
  return getNote(ctx, found.noteId);
}

/** The tags of a deck's notes, for the card list's filter. */
export async function deckTags(ctx: AuthedContext, deckId: number): Promise<string[]> {
  await requireStudiedDeck(ctx.db, ctx.user.id, deckId);
  return tagsOfDeck(ctx.db, deckId);
}

export { deleteNoteIfEmpty };

/** What the card form writes of a card: its sides' text and HTML. */
export interface CardFormSides {
  term: string;
  definition: string;
  termHtml?: string | null;
  definitionHtml?: string | null;
}

const fieldOf = (text: string, html: string | null | undefined) => html ?? textAsFieldHtml(text);

/** A card made by the card form is a Basic note (docs/notes.md): Front and Back are its sides. */
export async function basicNoteForCard(trx: Db, ownerId: number, deckId: number, cardId: number, sides: CardFormSides, now: number): Promise<number> {
  const basic = (await ensureBuiltinNoteTypes(trx, ownerId, now)).get('basic')!;
  const note = await insertNote(trx, ownerId, { noteTypeId: basic, deckId, fields: [fieldOf(sides.term, sides.termHtml), fieldOf(sides.definition, sides.definitionHtml)], fieldText: [sides.term, sides.definition], tags: [] }, now);
  await setCardNote(trx, [cardId], note.id, 0);
  return note.id;
}

const REVERSED = new Set(['basic-reversed', 'basic-optional-reversed']);

/**
 * The card form's edit of a card, carried to its note: a Basic card's note takes its sides; a
 * card of a reversed note sets Front and Back (its sibling re-renders); a card of any other note
 * type leaves its note and becomes a Basic note of its own, as a cloze card edited as term and
 * definition always has (docs/study-modes.md). Answers the card's note.
 */
export async function noteAfterCardEdit(trx: Db, ownerId: number, deckId: number, cardId: number, sides: CardFormSides, now: number): Promise<number> {
  const found = await noteIdOfCard(trx, cardId);
  const note = found?.noteId ? await findNoteRow(trx, found.noteId) : undefined;
  const type = note ? await noteTypeById(trx, note.noteTypeId) : undefined;
  const front = fieldOf(sides.term, sides.termHtml);
  const back = fieldOf(sides.definition, sides.definitionHtml);
  if (note && type && found) {
    const siblings = await cardsOfNote(trx, note.id);
    if ((type.builtin === 'basic' || type.builtin === 'basic-typing') && found.ord === 0 && siblings.length === 1) {
      const fields = [front, back, ...note.fields.slice(2)];
      await updateNoteRow(trx, note.id, { fields, fieldText: [sides.term, sides.definition, ...note.fields.slice(2).map((f) => htmlToPlainText(f))], tags: note.tags }, now);
      return note.id;
    }
    if (type.builtin && REVERSED.has(type.builtin) && (found.ord === 0 || found.ord === 1)) {
      const values = [...note.fields];
      [values[0], values[1]] = found.ord === 0 ? [front, back] : [back, front];
      await writeNote(trx, ownerId, { type, deckId: note.deckId, values, tags: note.tags, guid: note.guid }, now, note.id);
      return note.id;
    }
  }
  const id = await basicNoteForCard(trx, ownerId, deckId, cardId, sides, now);
  if (note) await deleteNoteIfEmpty(trx, note.id);
  return id;
}

/**
 * The cloze editor's note (docs/study-modes.md) as a Cloze note: its cards (by deletion number)
 * belong to the note the edited card had when that is a Cloze note, else to a new one.
 */
export async function clozeNoteForCards(trx: Db, ownerId: number, deckId: number, cards: readonly { id: number; number: number }[], text: string, extra: string | null, now: number, previousNoteId: number | null = null): Promise<number> {
  const clozeType = (await ensureBuiltinNoteTypes(trx, ownerId, now)).get('cloze')!;
  const fields = [textAsFieldHtml(text), textAsFieldHtml(extra ?? '')];
  const fieldText = [text, extra ?? ''];
  const previous = previousNoteId ? await findNoteRow(trx, previousNoteId) : undefined;
  let noteId: number;
  if (previous && previous.noteTypeId === clozeType) {
    await updateNoteRow(trx, previous.id, { fields, fieldText, tags: previous.tags }, now);
    noteId = previous.id;
  } else {
    noteId = (await insertNote(trx, ownerId, { noteTypeId: clozeType, deckId, fields, fieldText, tags: previous?.tags ?? [] }, now)).id;
  }
  for (const card of cards) await setCardNote(trx, [card.id], noteId, card.number - 1);
  if (previous && previous.id !== noteId) await deleteNoteIfEmpty(trx, previous.id);
  return noteId;
}

/**
 * Image occlusion notes drawn again from their fields (docs/image-occlusion.md): a restore's cards
 * come as the file held their sides, as basic cards; here each such note's cards are made again
 * by its renderer (their kind, the masks over the restored picture), each kept by its ordinal with
 * its progress. A note that cannot be drawn keeps its cards as they came.
 */
export async function redrawOcclusionNotes(trx: Db, ownerId: number, cardIds: readonly number[], now: number): Promise<void> {
  for (const noteId of await occlusionNotesOfCards(trx, cardIds)) {
    const note = await findNoteRow(trx, noteId);
    const type = note ? await noteTypeById(trx, note.noteTypeId) : undefined;
    if (!note || !type) continue;
    try {
      await writeNote(trx, ownerId, { type, deckId: note.deckId, values: note.fields, tags: note.tags, guid: note.guid }, now, note.id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
}
