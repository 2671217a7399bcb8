import type { Db } from '../db.js';
import type { CardTemplate, NoteTypeKind, NoteTypeSummary } from '../../shared/schemas/notes.js';
import { BUILTIN_NOTE_TYPES } from '../../shared/noteTypes.js';

// Note types (migration 0022, docs/notes.md): each user's own rows, the built-ins made on first
// need. Fields and templates are JSON text; they leave the repo parsed.

export interface NoteTypeRow {
  id: number;
  userId: number;
  name: string;
  kind: NoteTypeKind;
  builtin: string | null;
  fields: string[];
  templates: CardTemplate[];
  css: string;
  sortField: number;
  ankiId: number | null;
  updatedAt: number;
}

const COLUMNS = ['id', 'user_id', 'name', 'kind', 'builtin', 'fields', 'templates', 'css', 'sort_field', 'anki_id', 'updated_at'] as const;

type Raw = { id: number; user_id: number; name: string; kind: NoteTypeKind; builtin: string | null; fields: string; templates: string; css: string; sort_field: number; anki_id: number | string | null; updated_at: number | string };

function parse(row: Raw): NoteTypeRow {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    kind: row.kind,
    builtin: row.builtin,
    fields: JSON.parse(row.fields) as string[],
    templates: JSON.parse(row.templates) as CardTemplate[],
    css: row.css,
    sortField: row.sort_field,
    ankiId: row.anki_id === null ? null : Number(row.anki_id),
    updatedAt: Number(row.updated_at),
  };
}

/**
 * The user's built-in note types, made the first time they are needed (a new account, an older
 * database): key → id. Idempotent; the caller's transaction keeps two makers from racing on
 * SQLite, and on PostgreSQL a second copy would only be an unused duplicate, never a lost note.
 */
export async function ensureBuiltinNoteTypes(db: Db, userId: number, now: number): Promise<Map<string, number>> {
  const rows = await db.selectFrom('note_types').select(['id', 'builtin']).where('user_id', '=', userId).where('builtin', 'is not', null).orderBy('id').execute();
  const ids = new Map<string, number>();
  for (const row of rows) if (!ids.has(row.builtin!)) ids.set(row.builtin!, row.id);
  const missing = BUILTIN_NOTE_TYPES.filter((type) => !ids.has(type.builtin));
  if (missing.length > 0) {
    const inserted = await db
      .insertInto('note_types')
      .values(missing.map((type) => ({ user_id: userId, name: type.name, kind: type.kind, builtin: type.builtin, fields: JSON.stringify(type.fields), templates: JSON.stringify(type.templates), css: type.css, sort_field: 0, anki_id: null, created_at: now, updated_at: now })))
      .returning(['id', 'builtin'])
      .execute();
    for (const row of inserted) ids.set(row.builtin!, row.id);
  }
  return ids;
}

export async function listNoteTypeRows(db: Db, userId: number): Promise<NoteTypeSummary[]> {
  const rows = await db
    .selectFrom('note_types as t')
    .select(COLUMNS.map((c) => `t.${c}` as const))
    .select((eb) => eb.selectFrom('notes as n').select(eb.fn.countAll<number>().as('n')).whereRef('n.note_type_id', '=', 't.id').as('note_count'))
    .where('t.user_id', '=', userId)
    .orderBy('t.id')
    .execute();
  return rows.map((row) => {
    const type = parse(row as Raw);
    return { id: type.id, name: type.name, kind: type.kind, builtin: type.builtin, fields: type.fields, templates: type.templates, css: type.css, sortField: type.sortField, noteCount: Number(row.note_count ?? 0), updatedAt: type.updatedAt };
  });
}

export async function findNoteTypeRow(db: Db, userId: number, id: number): Promise<NoteTypeRow | undefined> {
  const row = await db.selectFrom('note_types').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row ? parse(row as Raw) : undefined;
}

/** A note type by id whoever owns it: the note type of a note a subscriber reads. */
export async function noteTypeById(db: Db, id: number): Promise<NoteTypeRow | undefined> {
  const row = await db.selectFrom('note_types').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? parse(row as Raw) : undefined;
}

export interface NoteTypeWrite {
  name: string;
  kind: NoteTypeKind;
  builtin?: string | null;
  fields: readonly string[];
  templates: readonly CardTemplate[];
  css: string;
  sortField?: number;
  ankiId?: number | null;
  /** When it last changed; absent: now. An Anki import keeps Anki's mtime (docs/anki-templates.md). */
  updatedAt?: number;
}

export async function insertNoteType(db: Db, userId: number, type: NoteTypeWrite, now: number): Promise<number> {
  const row = await db
    .insertInto('note_types')
    .values({ user_id: userId, name: type.name, kind: type.kind, builtin: type.builtin ?? null, fields: JSON.stringify(type.fields), templates: JSON.stringify(type.templates), css: type.css, sort_field: type.sortField ?? 0, anki_id: type.ankiId ?? null, created_at: now, updated_at: type.updatedAt ?? now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNoteTypeRow(db: Db, id: number, type: Omit<NoteTypeWrite, 'kind'>, now: number): Promise<void> {
  await db
    .updateTable('note_types')
    .set({ name: type.name, fields: JSON.stringify(type.fields), templates: JSON.stringify(type.templates), css: type.css, sort_field: type.sortField ?? 0, updated_at: type.updatedAt ?? now })
    .where('id', '=', id)
    .execute();
}

export async function deleteNoteTypeRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('note_types').where('id', '=', id).execute();
}

export async function notesUsingType(db: Db, id: number): Promise<number> {
  const row = await db.selectFrom('notes').select((eb) => eb.fn.countAll<number>().as('n')).where('note_type_id', '=', id).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** How many cards each template ordinal of a note type has (a template's removal deletes them). */
export async function cardsPerOrd(db: Db, noteTypeId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('cards')
    .innerJoin('notes', 'notes.id', 'cards.note_id')
    .select(['cards.ord', (eb) => eb.fn.countAll<number>().as('n')])
    .where('notes.note_type_id', '=', noteTypeId)
    .groupBy('cards.ord')
    .execute();
  return new Map(rows.map((row) => [row.ord, Number(row.n)]));
}

/** The note types with CSS that a deck's cards use (docs/notes.md: CSS on card faces), with their owner. */
export async function deckNoteTypesWithCss(db: Db, deckId: number): Promise<{ id: number; userId: number; css: string }[]> {
  const rows = await db
    .selectFrom('note_types')
    .select(['id', 'user_id', 'css'])
    .where('css', '<>', '')
    .where('id', 'in', (eb) => eb.selectFrom('cards').innerJoin('notes', 'notes.id', 'cards.note_id').select('notes.note_type_id').where('cards.deck_id', '=', deckId))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, userId: row.user_id, css: row.css }));
}

/** The user's note types made from these Anki note type ids (an Anki import matches them, docs/anki-templates.md). */
export async function noteTypesByAnkiId(db: Db, userId: number, ankiIds: readonly number[]): Promise<NoteTypeRow[]> {
  if (ankiIds.length === 0) return [];
  const rows = await db.selectFrom('note_types').select(COLUMNS).where('user_id', '=', userId).where('anki_id', 'in', [...new Set(ankiIds)]).orderBy('id').execute();
  return rows.map((row) => parse(row as Raw));
}

/** Deletes those of the note types that no note uses (a failed import's own). */
export async function deleteUnusedNoteTypes(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('note_types')
    .where('id', 'in', ids)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('notes').select('notes.id').whereRef('notes.note_type_id', '=', 'note_types.id'))))
    .execute();
}

/** Records the Anki id a built-in was first matched to, so re-import tells Anki's note types apart. */
export async function claimAnkiId(db: Db, id: number, ankiId: number): Promise<void> {
  await db.updateTable('note_types').set({ anki_id: ankiId }).where('id', '=', id).where('anki_id', 'is', null).execute();
}
