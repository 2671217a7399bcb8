import type { Db } from '../db.js';
import { BUILTIN_NOTE_TYPES } from '../../shared/noteTypes.js';
import { originParts } from '../domain/import/ankiTemplateKey.js';
import type { AnkiModelDraft, AnkiNoteDraft, DraftCard, ImportDraft } from '../domain/import/preview.js';
import { htmlToPlainText } from '../domain/richText/plainText.js';
import { resolveAnkiImages } from '../domain/richText/ankiField.js';
import { deleteOrphanNotes, existingGuids, insertImportedNotes, newGuid } from '../repos/notes.js';
import { claimAnkiId, deleteUnusedNoteTypes, ensureBuiltinNoteTypes, noteTypesByAnkiId, insertNoteType, updateNoteTypeRow, type NoteTypeRow } from '../repos/noteTypes.js';
import type { ImportedCard } from '../repos/importedCards.js';
import { firstImageUrl } from '../domain/richText/cardSide.js';
import { IO_FIELDS } from '../domain/notes/imageOcclusionCard.js';

// An Anki import keeps Anki's notes (docs/anki-templates.md): the package's note types become the
// user's (or are matched to theirs), each Anki note one note with its fields, tags and guid, and
// each card is linked to its note by the Anki card's ordinal. Runs inside the confirm's chunked
// transactions (confirm.ts), so a 20,000-note import costs one extra INSERT per chunk.

/** The Anki note a draft card came from: its note type's index and its guid. */
export const noteKeyOf = (card: DraftCard): string | null => {
  const origin = card.anki;
  if (origin === undefined) return null;
  const typeEnd = origin.indexOf('|');
  // `{type}|{flag}|{guid}:{ord}`: the type and the guid, without the flag and the ordinal.
  return `${origin.slice(0, typeEnd)}|${origin.slice(origin.indexOf('|', typeEnd + 1) + 1, origin.lastIndexOf(':'))}`;
};

const sameTemplates = (a: readonly { name: string; front: string; back: string }[], b: readonly { name: string; front: string; back: string }[]) =>
  a.length === b.length && a.every((template, i) => template.name === b[i].name && template.front === b[i].front && template.back === b[i].back);
const sameFields = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name, i) => name === b[i]);

/** Anki's stock Basic, Cloze, ... : the user's built-in when its fields and templates are Anki's own. */
export function builtinOf(model: AnkiModelDraft): string | null {
  const builtin = BUILTIN_NOTE_TYPES.find((type) => type.kind === model.kind && type.name === model.name && sameFields(type.fields, model.fields) && sameTemplates(type.templates, model.templates));
  return builtin?.builtin ?? null;
}

/**
 * An Image Occlusion note (docs/image-occlusion.md) keeps its picture in its Image field, as the
 * stored file its first card shows (a note's fields otherwise keep no images), so an edit redraws
 * it and an export writes it back.
 */
function withOcclusionImage(fields: string[], card: ImportedCard | undefined): string[] {
  const url = card && firstImageUrl(card.termHtml ?? null);
  if (!url) return fields;
  const out = [...fields];
  out[IO_FIELDS.image] = `<img src="${url}" />`;
  return out;
}

/** Tags as Anki writes them (space-separated) as a list. */
export const ankiTags = (tags: string) => tags.split(/\s+/).filter(Boolean);

/** The package's notes by key (`noteKeyOf`), wherever their first card lies (a note's cards may be in several decks). */
export function packageNotes(cards: readonly DraftCard[]): Map<string, AnkiNoteDraft> {
  const notes = new Map<string, AnkiNoteDraft>();
  for (const card of cards) {
    if (!card.ankiNote) continue;
    const key = noteKeyOf(card);
    if (key !== null && !notes.has(key)) notes.set(key, card.ankiNote);
  }
  return notes;
}

/** A note's plain text per field (search and games). */
export const fieldTextOf = (fields: readonly string[]) => fields.map((field) => (/[<&]/.test(field) ? htmlToPlainText(field) : field));

/** The files' URLs of a confirm (imports/draftMedia.ts `urlsOf`), by index in `draft.media`. */
export type NoteMediaUrls = (db: Db, indexes: readonly number[]) => Promise<(index: number) => string | null>;

/**
 * A note's fields as stored: each picture (a placeholder, numbered over the note's fields) pointing
 * at its imported file, as the rendered sides' do; without the file (missing, left out, or a
 * re-import, which keeps no files) taken out.
 */
export function noteFieldsOf(note: AnkiNoteDraft, urlOf: (index: number) => string | null = () => null): string[] {
  const media = note.media ?? [];
  return note.f.map((field) => resolveAnkiImages(field, (k) => (media[k] == null ? null : urlOf(media[k]!))));
}

export interface AnkiNoteLinker {
  /** Gives the chunk's cards their note (made the first time one of its cards is written) and ordinal. */
  link(trx: Db, deckId: number, chunk: readonly DraftCard[], imported: ImportedCard[]): Promise<void>;
  /** Makes, matches or updates (when the package's copy is newer) the package's note types. */
  resolve(trx: Db): Promise<void>;
  /** After a failed confirm: the notes and note types it made, now without cards, go. */
  undo(db: Db): Promise<void>;
}

/**
 * The note writer of one confirm. Note types are resolved once, in the first chunk's transaction:
 * Anki's stock types map onto the built-ins, a type the user already has from this Anki id and
 * name with the same fields is reused (updated first when the package's copy is newer, Anki's
 * rule), any other becomes a new note type of the user's, its updated_at Anki's mtime.
 */
export function ankiNoteLinker(userId: number, draft: ImportDraft, now: number, mediaUrls?: NoteMediaUrls): AnkiNoteLinker | null {
  const models = draft.ankiModels;
  if (!models?.length) return null;
  const notes = packageNotes(draft.cards);
  if (notes.size === 0) return null;
  let typeIds: number[] | null = null;
  const created: number[] = [];
  const noteIds = new Map<string, number>();
  return {
    async resolve(trx) {
      typeIds ??= await resolveNoteTypes(trx, userId, models, now, created);
    },
    async link(trx, deckId, chunk, imported) {
      typeIds ??= await resolveNoteTypes(trx, userId, models, now, created);
      const fresh: { key: string; type: number; note: AnkiNoteDraft; guid: string; occlusionCard?: ImportedCard }[] = [];
      const keys = chunk.map(noteKeyOf);
      const queued = new Set<string>();
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        if (key === null || noteIds.has(key) || queued.has(key) || !notes.has(key)) continue;
        queued.add(key);
        const type = Number(key.slice(0, key.indexOf('|')));
        fresh.push({ key, type, note: notes.get(key)!, guid: key.slice(key.indexOf('|') + 1), ...(chunk[i].occlusion ? { occlusionCard: imported[i] } : {}) });
      }
      if (fresh.length) {
        // A guid the user already has (the same package imported again as new decks) is not
        // taken twice: re-import finds one note per guid.
        const taken = await existingGuids(trx, userId, fresh.map((entry) => entry.guid));
        const files = fresh.flatMap((entry) => (entry.note.media ?? []).filter((index): index is number => index !== null));
        const urlOf = files.length && mediaUrls ? await mediaUrls(trx, files) : undefined;
        const ids = await insertImportedNotes(
          trx,
          fresh.map((entry) => ({
            userId,
            noteTypeId: typeIds![entry.type],
            deckId,
            guid: taken.has(entry.guid) ? newGuid() : entry.guid,
            fields: withOcclusionImage(noteFieldsOf(entry.note, urlOf), entry.occlusionCard),
            fieldText: fieldTextOf(entry.note.f),
            tags: ankiTags(entry.note.t),
            updatedAt: entry.note.m || now,
          })),
          now,
        );
        fresh.forEach((entry, i) => noteIds.set(entry.key, ids[i]));
      }
      for (let i = 0; i < chunk.length; i++) {
        const key = keys[i];
        const noteId = key === null ? undefined : noteIds.get(key);
        if (noteId === undefined) continue;
        imported[i].noteId = noteId;
        imported[i].ord = originParts(chunk[i].anki!).ord;
      }
    },
    async undo(db) {
      await deleteOrphanNotes(db, userId);
      await deleteUnusedNoteTypes(db, created);
    },
  };
}

async function resolveNoteTypes(trx: Db, userId: number, models: readonly AnkiModelDraft[], now: number, created: number[]): Promise<number[]> {
  const builtins = await ensureBuiltinNoteTypes(trx, userId, now);
  const mine = await noteTypesByAnkiId(trx, userId, models.map((model) => model.ankiId));
  const ids: number[] = [];
  for (const model of models) {
    const builtin = builtinOf(model);
    if (builtin && builtins.has(builtin)) {
      // The first Anki note type matched to a built-in names it from then on: a package whose
      // notes come from another Anki note type (same guids) is not the same notes (Anki's rule).
      await claimAnkiId(trx, builtins.get(builtin)!, model.ankiId);
      ids.push(builtins.get(builtin)!);
      continue;
    }
    const same = mine.find((type) => type.ankiId === model.ankiId && type.name === model.name && sameFields(type.fields, model.fields));
    if (same) {
      if (model.mtime > same.updatedAt && !sameNoteType(same, model)) await updateNoteTypeRow(trx, same.id, { name: same.name, fields: same.fields, templates: model.templates, css: model.css, sortField: same.sortField, builtin: same.builtin, updatedAt: model.mtime }, now);
      ids.push(same.id);
      continue;
    }
    const id = await insertNoteType(trx, userId, { name: model.name, kind: model.kind, fields: model.fields, templates: model.templates, css: model.css, ankiId: model.ankiId, updatedAt: model.mtime || now }, now);
    created.push(id);
    mine.push({ id, userId, name: model.name, kind: model.kind, builtin: null, fields: model.fields, templates: model.templates, css: model.css, sortField: 0, ankiId: model.ankiId, updatedAt: model.mtime || now });
    ids.push(id);
  }
  return ids;
}

const sameNoteType = (type: NoteTypeRow, model: AnkiModelDraft) => type.css === model.css && sameTemplates(type.templates, model.templates);
