// Note types (docs/notes.md): the built-ins every user has, and their own. An edit of fields or
// templates re-renders every note of the type in one transaction; each field and template says
// where it was (`from`), so a rename keeps content, a reorder moves it, and a removed template's
// cards go only after the learner confirmed how many (409 otherwise, nothing changed).
import type { AuthedContext } from '../access.js';
import type { Db } from '../db.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { NOTE_MSG, NOTE_TYPE_MSG } from '../../shared/messages.js';
import { builtinNoteType } from '../../shared/noteTypes.js';
import type { CardTemplate, NoteTypeSummary, RenderedPreview } from '../../shared/schemas/notes.js';
import type { z } from 'zod';
import type { createNoteTypeInput, noteTypeImpactInput, previewNoteTypeInput, updateNoteTypeInput } from '../../shared/schemas/notes.js';
import { compileNoteType, renderNoteCards, templateProblem } from '../domain/notes/renderNote.js';
import { OcclusionError } from '../../shared/imageOcclusion.js';
import { OcclusionRenderError } from '../domain/notes/imageOcclusionCard.js';
import { scopeCardCss } from '../domain/notes/cardCss.js';
import { cardSideFromHtml } from '../domain/richText/cardSide.js';
import { TemplateError } from '../domain/import/ankiTemplate.js';
import {
  cardsPerOrd,
  deleteNoteTypeRow,
  ensureBuiltinNoteTypes,
  findNoteTypeRow,
  insertNoteType,
  listNoteTypeRows,
  notesUsingType,
  updateNoteTypeRow,
  type NoteTypeRow,
} from '../repos/noteTypes.js';
import { deckNoteTypesWithCss } from '../repos/noteTypes.js';
import { ownedMediaPublicIds } from '../repos/media.js';
import { deleteCardsOfTypeOrds, moveCardOrds, notesOfType } from '../repos/notes.js';
import { compiled, writeNote } from './notes.js';

export async function listNoteTypes(ctx: AuthedContext): Promise<NoteTypeSummary[]> {
  await ensureBuiltinNoteTypes(ctx.db, ctx.user.id, ctx.now().getTime());
  return listNoteTypeRows(ctx.db, ctx.user.id);
}

async function requireNoteType(db: Db, userId: number, id: number): Promise<NoteTypeRow> {
  const type = await findNoteTypeRow(db, userId, id);
  if (!type) throw notFound(NOTE_MSG.noteTypeNotFound);
  return type;
}

async function summaryOf(db: Db, userId: number, id: number): Promise<NoteTypeSummary> {
  const found = (await listNoteTypeRows(db, userId)).find((type) => type.id === id);
  if (!found) throw notFound(NOTE_MSG.noteTypeNotFound);
  return found;
}

export async function getNoteType(ctx: AuthedContext, id: number): Promise<NoteTypeSummary> {
  await requireNoteType(ctx.db, ctx.user.id, id);
  return summaryOf(ctx.db, ctx.user.id, id);
}

function checkShape(kind: NoteTypeRow['kind'], name: string, fields: readonly string[], templates: readonly CardTemplate[]): void {
  const lower = fields.map((field) => field.toLowerCase());
  if (new Set(lower).size !== lower.length) throw badRequest(NOTE_MSG.fieldNamesUnique, [{ msg: NOTE_MSG.fieldNamesUnique, path: 'fields' }]);
  if (kind === 'cloze' && templates.length !== 1) throw badRequest(NOTE_MSG.clozeOneTemplate, [{ msg: NOTE_MSG.clozeOneTemplate, path: 'templates' }]);
  const problem = templateProblem({ name, kind, builtin: null, fields, templates });
  if (problem) throw badRequest(problem, [{ msg: problem, path: 'templates' }]);
}

export async function createNoteType(ctx: AuthedContext, input: z.infer<typeof createNoteTypeInput>): Promise<NoteTypeSummary> {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    const base = input.copyOf !== undefined ? await requireNoteType(trx, ctx.user.id, input.copyOf) : builtinNoteType(input.kind === 'cloze' ? 'cloze' : 'basic')!;
    const kind = input.copyOf !== undefined ? base.kind : (input.kind ?? base.kind);
    const fields = input.fields ?? base.fields;
    const templates = input.templates ?? base.templates;
    const css = input.css ?? base.css;
    checkShape(kind, input.name, fields, templates);
    const id = await insertNoteType(trx, ctx.user.id, { name: input.name, kind, fields, templates, css }, now);
    return summaryOf(trx, ctx.user.id, id);
  });
}

type UpdateInput = z.infer<typeof updateNoteTypeInput>;

/** The cards an edit would delete: those of each template no longer there (a cloze type has one). */
async function cardsRemovedBy(db: Db, type: NoteTypeRow, templates: UpdateInput['templates']): Promise<{ removedOrds: number[]; count: number }> {
  if (!templates || type.kind === 'cloze') return { removedOrds: [], count: 0 };
  const keptOrds = new Set(templates.map((t) => t.from).filter((from): from is number => from != null));
  const removedOrds = type.templates.map((_, ord) => ord).filter((ord) => !keptOrds.has(ord));
  const perOrd = await cardsPerOrd(db, type.id);
  return { removedOrds, count: removedOrds.reduce((sum, ord) => sum + (perOrd.get(ord) ?? 0), 0) };
}

export async function noteTypeImpact(ctx: AuthedContext, input: z.infer<typeof noteTypeImpactInput>): Promise<{ cardsRemoved: number; notes: number }> {
  const type = await requireNoteType(ctx.db, ctx.user.id, input.id);
  const { count } = await cardsRemovedBy(ctx.db, type, input.templates);
  return { cardsRemoved: count, notes: await notesUsingType(ctx.db, type.id) };
}

export async function updateNoteType(ctx: AuthedContext, input: UpdateInput): Promise<NoteTypeSummary> {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    const type = await requireNoteType(trx, ctx.user.id, input.id);
    const fields = input.fields ? input.fields.map((field) => field.name) : type.fields;
    const fieldFrom = input.fields ? input.fields.map((field) => field.from ?? null) : type.fields.map((_, i) => i);
    const templates = input.templates ? input.templates.map(({ name, front, back }) => ({ name, front, back })) : type.templates;
    const name = input.name ?? type.name;
    checkShape(type.kind, name, fields, templates);
    const { removedOrds, count } = await cardsRemovedBy(trx, type, input.templates);
    if (count > 0 && input.confirmCardsRemoved !== count) throw new AppError('CONFLICT', NOTE_MSG.confirmRemoveCards(count));
    const sortField = Math.min(input.sortField ?? type.sortField, fields.length - 1);
    await updateNoteTypeRow(trx, type.id, { name, fields, templates, css: input.css ?? type.css, sortField, builtin: type.builtin }, now);
    const next: NoteTypeRow = { ...type, name, fields, templates, css: input.css ?? type.css, sortField };
    const reshaped = input.fields !== undefined || input.templates !== undefined;
    if (!reshaped) return summaryOf(trx, ctx.user.id, type.id);
    // Cards follow their template to its new place; a removed template's cards go (confirmed above).
    if (input.templates && type.kind !== 'cloze') {
      await deleteCardsOfTypeOrds(trx, type.id, removedOrds);
      await moveCardOrds(trx, type.id, input.templates.map((t, ord) => [t.from ?? -1, ord] as const).filter(([from, ord]) => from >= 0 && from !== ord));
    }
    const compiledType = compiled(next);
    for (const note of await notesOfType(trx, type.id)) {
      const values = fieldFrom.map((from) => (from === null ? '' : (note.fields[from] ?? '')));
      await writeNote(trx, ctx.user.id, { type: next, deckId: note.deckId, values, tags: note.tags, guid: note.guid }, now, note.id, compiledType);
    }
    return summaryOf(trx, ctx.user.id, type.id);
  });
}

export async function deleteNoteType(ctx: AuthedContext, id: number): Promise<{ success: true }> {
  return ctx.db.transaction().execute(async (trx) => {
    const type = await requireNoteType(trx, ctx.user.id, id);
    if (type.builtin) throw badRequest(NOTE_TYPE_MSG.builtinStays);
    const used = await notesUsingType(trx, id);
    if (used > 0) throw new AppError('CONFLICT', NOTE_MSG.noteTypeInUse(used));
    await deleteNoteTypeRow(trx, id);
    return { success: true as const };
  });
}

/** The scope class of a note type's CSS on a card face (client/src/components/CardFace). */
export const cssScope = (noteTypeId: number | 'preview') => `.cc-nt-${noteTypeId}`;

/** The template editor's live preview: sample values through one template, sanitized as stored. */
export async function previewTemplate(ctx: AuthedContext, input: z.infer<typeof previewNoteTypeInput>): Promise<RenderedPreview> {
  const css = scopeCardCss(input.css, cssScope('preview'));
  const type = { name: 'Preview', kind: input.kind, builtin: null, fields: input.fields, templates: [input.template] };
  let cards;
  try {
    cards = renderNoteCards(compileNoteType(type), input.fields.map((name) => input.values[name] ?? ''));
  } catch (error) {
    if (error instanceof TemplateError) return { front: '', back: '', exists: false, error: error.message, css: css.css };
    // An image occlusion preview's shapes that cannot be drawn: their problem, in plain words.
    if (error instanceof OcclusionError || error instanceof OcclusionRenderError) return { front: '', back: '', exists: false, error: error.message, css: css.css };
    throw error;
  }
  const card = input.kind !== 'standard' ? (cards.find((c) => c.ord === input.clozeNumber - 1) ?? cards[0]) : cards[0];
  if (!card || card.sides.kind !== 'html') return { front: '', back: '', exists: false, error: null, css: css.css };
  // Images of the user's own media only, as on a stored card (nothing else is fetched by the preview).
  const side = (html: string) => cardSideFromHtml(html, { keepImage: () => false }).html ?? cardSideFromHtml(html).text;
  void ctx;
  return { front: side(card.sides.front), back: side(card.sides.back), exists: true, error: css.error, css: css.css };
}

/** Each note type's CSS, cleaned and scoped to its class, keyed by type id (shared/games.ts). */
export type NoteTypeCss = Record<string, string>;

/**
 * The CSS of the note types a deck's cards use (docs/notes.md: CSS on card faces), each cleaned and
 * scoped to `.cc-nt-<id>` as the editor's preview is, with url() only to the type owner's own media.
 * Only types with CSS left after cleaning: a deck of built-ins sends nothing.
 */
export async function deckNoteTypeCss(db: Db, deckId: number): Promise<NoteTypeCss> {
  const out: NoteTypeCss = {};
  for (const type of await deckNoteTypesWithCss(db, deckId)) {
    const ids = [...type.css.matchAll(/\/api\/media\/([A-Za-z0-9_-]{1,64})/g)].map((m) => m[1]);
    const owned = ids.length ? await ownedMediaPublicIds(db, type.userId, ids) : new Set<string>();
    const scoped = scopeCardCss(type.css, cssScope(type.id), (id) => owned.has(id));
    if (scoped.css.trim()) out[type.id] = scoped.css;
  }
  return out;
}

/** The type ids of a CSS map, for the repos that mark a card's sides. */
export const cssTypeIds = (css: NoteTypeCss) => new Set(Object.keys(css).map(Number));
