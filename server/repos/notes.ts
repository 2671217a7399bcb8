import { randomBytes } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../db.js';
import { FIELD_SEPARATOR, storedTags, tagsOf, textAsFieldHtml } from '../../shared/noteTypes.js';
import { ensureBuiltinNoteTypes } from './noteTypes.js';
import { nextTurn } from '../db/paging.js';
import { dialectOf } from '../db/dialect.js';
import { startOffThreadCheckpoints, type OffThreadCheckpoints } from '../db/offThreadCheckpoints.js';
import { firstFieldKey } from '../domain/notes/firstFieldKey.js';

// Notes (migration 0022, docs/notes.md). A note's fields are a JSON array of HTML in its note
// type's order; `field_text` their plain text joined by U+001F (search, duplicates); tags are
// stored " a b " so one LIKE finds a tag. Every card has a note: `attachNotes` gives one to each
// card written without (existing data at start, imports, old backups, copies of shared decks).

export interface NoteRow {
  id: number;
  userId: number;
  noteTypeId: number;
  deckId: number;
  guid: string;
  fields: string[];
  tags: string[];
  updatedAt: number;
}

/** A new guid: 64 random bits, as Anki's are (base64url here rather than Anki's base91). */
export const newGuid = () => randomBytes(8).toString('base64url');

/**
 * `count` new guids: consecutive 64-bit numbers from a random start (as unlikely to meet another
 * run's as 64 random bits each are). Random guids fell all over the (user_id, guid) index, so
 * every chunk of an import rewrote most of its pages; a run's guids share their leading
 * characters and sit side by side in it (docs/performance.md, "Note guids").
 */
export function newGuids(count: number, start: Uint8Array = randomBytes(8)): string[] {
  if (count === 0) return [];
  const view = new DataView(start.buffer, start.byteOffset, 8);
  let high = view.getUint32(0);
  let low = view.getUint32(4);
  const bytes = Buffer.allocUnsafe(8 * count);
  for (let i = 0; i < count; i++) {
    bytes.writeUInt32BE(high, 8 * i);
    bytes.writeUInt32BE(low, 8 * i + 4);
    low = (low + 1) >>> 0;
    if (low === 0) high = (high + 1) >>> 0;
  }
  return Array.from({ length: count }, (_, i) => bytes.toString('base64url', 8 * i, 8 * i + 8));
}

type Raw = { id: number; user_id: number; note_type_id: number; deck_id: number; guid: string; fields: string; tags: string; updated_at: number | string };
const COLUMNS = ['id', 'user_id', 'note_type_id', 'deck_id', 'guid', 'fields', 'tags', 'updated_at'] as const;

const parse = (row: Raw): NoteRow => ({
  id: row.id,
  userId: row.user_id,
  noteTypeId: row.note_type_id,
  deckId: row.deck_id,
  guid: row.guid,
  fields: JSON.parse(row.fields) as string[],
  tags: tagsOf(row.tags),
  updatedAt: Number(row.updated_at),
});

export async function findNoteRow(db: Db, noteId: number): Promise<NoteRow | undefined> {
  const row = await db.selectFrom('notes').select(COLUMNS).where('id', '=', noteId).executeTakeFirst();
  return row ? parse(row) : undefined;
}

export async function notesOfType(db: Db, noteTypeId: number): Promise<NoteRow[]> {
  const rows = await db.selectFrom('notes').select(COLUMNS).where('note_type_id', '=', noteTypeId).orderBy('id').execute();
  return rows.map(parse);
}

export interface NoteWrite {
  noteTypeId: number;
  deckId: number;
  guid?: string;
  fields: readonly string[];
  fieldText: readonly string[];
  tags: readonly string[];
  /** The fields as an AnkiConnect client sent them (answered back verbatim); absent for any other write. */
  ankiFields?: readonly string[] | null;
}

export async function insertNote(db: Db, userId: number, note: NoteWrite, now: number): Promise<{ id: number; guid: string }> {
  const guid = note.guid ?? newGuid();
  const row = await db
    .insertInto('notes')
    .values({ user_id: userId, note_type_id: note.noteTypeId, deck_id: note.deckId, guid, fields: JSON.stringify(note.fields), field_text: note.fieldText.join(FIELD_SEPARATOR), tags: storedTags(note.tags), created_at: now, updated_at: now, first_field_key: firstFieldKey(note.fields[0] ?? ''), anki_fields: note.ankiFields ? JSON.stringify(note.ankiFields) : null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, guid };
}

export async function updateNoteRow(db: Db, noteId: number, note: Pick<NoteWrite, 'fields' | 'fieldText' | 'tags' | 'ankiFields'> & { noteTypeId?: number }, now: number): Promise<void> {
  await db
    .updateTable('notes')
    .set({ fields: JSON.stringify(note.fields), field_text: note.fieldText.join(FIELD_SEPARATOR), tags: storedTags(note.tags), updated_at: now, first_field_key: firstFieldKey(note.fields[0] ?? ''), anki_fields: note.ankiFields ? JSON.stringify(note.ankiFields) : null, ...(note.noteTypeId ? { note_type_id: note.noteTypeId } : {}) })
    .where('id', '=', noteId)
    .execute();
}

/** A note and all its cards into another deck (AnkiConnect's changeDeck moves whole notes). */
export async function setNoteDeck(db: Db, noteId: number, deckId: number, now: number): Promise<void> {
  await db.updateTable('notes').set({ deck_id: deckId, updated_at: now }).where('id', '=', noteId).execute();
  await db.updateTable('cards').set({ deck_id: deckId }).where('note_id', '=', noteId).execute();
  // A learner's state row repeats its card's deck (repos/decks.ts counts by it).
  await db.updateTable('card_states').set({ deck_id: deckId }).where('card_id', 'in', (eb) => eb.selectFrom('cards').select('cards.id').where('cards.note_id', '=', noteId)).execute();
}

export async function deleteNoteRow(db: Db, noteId: number): Promise<void> {
  await db.deleteFrom('notes').where('id', '=', noteId).execute();
}

/** A note's cards by ordinal, with what an edit keeps or lets go of. */
export function cardsOfNote(db: Db, noteId: number) {
  return db
    .selectFrom('cards')
    .select(['id', 'ord', 'deck_id', 'term_html', 'definition_html', 'term_image_id', 'definition_image_id', 'term_audio_id', 'definition_audio_id'])
    .where('note_id', '=', noteId)
    .orderBy('ord')
    .orderBy('id')
    .execute();
}

export async function cardIdsOfNotes(db: Db, noteIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (noteIds.length === 0) return out;
  const rows = await db.selectFrom('cards').select(['id', 'note_id']).where('note_id', 'in', noteIds).orderBy('ord').orderBy('id').execute();
  for (const row of rows) {
    const list = out.get(row.note_id!) ?? [];
    list.push(row.id);
    out.set(row.note_id!, list);
  }
  return out;
}

export async function setCardNote(db: Db, cardIds: readonly number[], noteId: number, ord: number | null): Promise<void> {
  if (cardIds.length === 0) return;
  await db
    .updateTable('cards')
    .set(ord === null ? { note_id: noteId } : { note_id: noteId, ord })
    .where('id', 'in', cardIds)
    .execute();
}

/** The note of a card, if any. */
export async function noteIdOfCard(db: Db, cardId: number): Promise<{ noteId: number | null; ord: number } | undefined> {
  const row = await db.selectFrom('cards').select(['note_id', 'ord']).where('id', '=', cardId).executeTakeFirst();
  return row ? { noteId: row.note_id, ord: row.ord } : undefined;
}

/** Notes of the user left without a card (their last card or deck was deleted) go too. */
export async function deleteOrphanNotes(db: Db, userId: number): Promise<void> {
  await db
    .deleteFrom('notes')
    .where('user_id', '=', userId)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('cards').select('cards.id').whereRef('cards.note_id', '=', 'notes.id'))))
    .execute();
}

/** The distinct tags of the notes of a deck's cards, sorted without case. */
export async function tagsOfDeck(db: Db, deckId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('notes')
    .select('tags')
    .distinct()
    .where('tags', '!=', ' ')
    .where(({ exists, selectFrom }) => exists(selectFrom('cards').select('cards.id').whereRef('cards.note_id', '=', 'notes.id').where('cards.deck_id', '=', deckId)))
    .execute();
  const tags = new Set<string>();
  for (const row of rows) for (const tag of tagsOf(row.tags)) tags.add(tag);
  return [...tags].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/**
 * Cards a batch of attachNotes takes: on SQLite, whose statements run on the event loop, few
 * enough that a batch is a short turn; on PostgreSQL, whose statements do not, more, so a large
 * collection needs fewer round trips and commits.
 */
const attachBatchSize = (db: Db) => (dialectOf(db) === 'sqlite' ? 100 : 500);
const CLOZE_UPDATE_CHUNK = 250;
/** After this many batches a run is long enough to checkpoint off the event loop (db/offThreadCheckpoints.ts). */
const CHECKPOINT_AFTER_BATCHES = 10;

type ClozeLead = { id: number; deck_id: number; user_id: number; cloze_note: string | null; cloze_number: number | null; cloze_text: string | null; cloze_extra: string | null };

/** One Cloze note per group (a deck's cards of one `cloze_note` key): one read, one insert, one update. */
async function attachClozeGroups(db: Db, leads: readonly ClozeLead[], clozeType: (userId: number) => Promise<number>, now: number): Promise<number> {
  const keys = [...new Set(leads.flatMap((lead) => (lead.cloze_note ? [lead.cloze_note] : [])))];
  const members = keys.length
    ? // `+note_id`: read by cards_cloze_note, not by every card without a note (cards_note).
      await db.selectFrom('cards').select(['id', 'deck_id', 'cloze_note', 'cloze_number']).where('cloze_note', 'in', keys).where(sql<boolean>`+note_id is null`).execute()
    : [];
  const byGroup = new Map<string, { id: number; cloze_number: number | null }[]>();
  for (const member of members) {
    const key = `${member.deck_id}\u0000${member.cloze_note}`;
    byGroup.set(key, [...(byGroup.get(key) ?? []), member]);
  }
  const notes = [];
  for (const lead of leads) {
    const text = lead.cloze_text ?? '';
    notes.push({ user_id: lead.user_id, note_type_id: await clozeType(lead.user_id), deck_id: lead.deck_id, guid: newGuid(), fields: JSON.stringify([textAsFieldHtml(text), textAsFieldHtml(lead.cloze_extra ?? '')]), field_text: [text, lead.cloze_extra ?? ''].join(FIELD_SEPARATOR), tags: ' ', created_at: now, updated_at: now });
  }
  const ids = (await db.insertInto('notes').values(notes).returning('id').execute()).sort((x, y) => x.id - y.id);
  const assigned: { id: number; note: number; ord: number }[] = [];
  leads.forEach((lead, i) => {
    const group = lead.cloze_note ? (byGroup.get(`${lead.deck_id}\u0000${lead.cloze_note}`) ?? []) : [{ id: lead.id, cloze_number: lead.cloze_number }];
    for (const member of group) assigned.push({ id: member.id, note: ids[i].id, ord: Math.max(0, (member.cloze_number ?? 1) - 1) });
  });
  for (let i = 0; i < assigned.length; i += CLOZE_UPDATE_CHUNK) {
    const chunk = assigned.slice(i, i + CLOZE_UPDATE_CHUNK);
    const noteCases = sql.join(chunk.map((a) => sql`when ${a.id} then ${a.note}`), sql` `);
    const ordCases = sql.join(chunk.map((a) => sql`when ${a.id} then ${a.ord}`), sql` `);
    await db
      .updateTable('cards')
      .set({ note_id: sql<number>`cast(case id ${noteCases} end as integer)`, ord: sql<number>`cast(case id ${ordCases} end as integer)` })
      .where('id', 'in', chunk.map((a) => a.id))
      .execute();
  }
  return leads.length;
}

/** A card's sides, as a Basic note is made of them. */
export interface BasicNoteSides {
  term: string;
  definition: string;
  termHtml: string | null;
  definitionHtml: string | null;
}

/** The Basic note attachNotes gives a card: Front and Back from its sides' HTML, or their text escaped. */
const basicNoteRow = (card: BasicNoteSides, userId: number, noteTypeId: number, deckId: number, now: number, guid: string) => ({
  user_id: userId,
  note_type_id: noteTypeId,
  deck_id: deckId,
  guid,
  fields: JSON.stringify([card.termHtml ?? textAsFieldHtml(card.term), card.definitionHtml ?? textAsFieldHtml(card.definition)]),
  field_text: [card.term, card.definition].join(FIELD_SEPARATOR),
  tags: ' ',
  created_at: now,
  updated_at: now,
});

/**
 * Basic notes, as attachNotes would make them, for cards about to be written without one (an
 * import's plain cards): the cards are then written with their note, and nothing reads them back
 * to give them one. Answers the notes' ids in input order.
 */
export async function insertBasicNotes(db: Db, userId: number, deckId: number, cards: readonly BasicNoteSides[], now: number): Promise<number[]> {
  if (cards.length === 0) return [];
  const noteTypeId = (await ensureBuiltinNoteTypes(db, userId, now)).get('basic')!;
  const guids = newGuids(cards.length);
  // Straight into the statement's values, as basicNoteRow makes them: an object per note first
  // was a tenth of the notes' cost in an import of plain cards (docs/performance.md).
  return insertNoteRows(db, cards.length, (i, out) => {
    const card = cards[i];
    out.push(userId, noteTypeId, deckId, guids[i], JSON.stringify([card.termHtml ?? textAsFieldHtml(card.term), card.definitionHtml ?? textAsFieldHtml(card.definition)]), card.term + FIELD_SEPARATOR + card.definition, ' ', now, now);
  });
}

/** The next batch of cards without a note (of these decks), as attachNotes reads them. */
export function cardsWithoutNote(db: Db, deckIds?: readonly number[]) {
  const query = db
    .selectFrom('cards as c')
    .innerJoin('decks as d', 'd.id', 'c.deck_id')
    .select(['c.id', 'c.deck_id', 'd.user_id', 'c.term', 'c.definition', 'c.term_html', 'c.definition_html', 'c.kind', 'c.cloze_note', 'c.cloze_number', 'c.cloze_text', 'c.cloze_extra'])
    .where('c.note_id', 'is', null)
    .orderBy('c.ord')
    .orderBy('c.id')
    .limit(attachBatchSize(db));
  return deckIds ? query.where('c.deck_id', 'in', deckIds) : query;
}

/**
 * Gives every card without a note its note (docs/notes.md): a basic card becomes a Basic note
 * (Front and Back from its sides' HTML, or their text escaped), the cards of one cloze note (one
 * `cloze_note` key in one deck) one Cloze note (Text and Back Extra from its source). Cards keep
 * everything they have, so progress, history and media stay. In batches (100 cards on SQLite, 500
 * on PostgreSQL), each one transaction of a few statements, so a large collection never holds the
 * event loop for long; `scope` limits it to some decks (an import's, a restore's). Answers how
 * many notes were made.
 */
export async function attachNotes(db: Db, now: number, scope: { deckIds?: readonly number[] } = {}): Promise<number> {
  if (scope.deckIds && scope.deckIds.length === 0) return 0;
  const builtins = new Map<number, Map<string, number>>();
  const typeOf = async (trx: Db, userId: number, key: string) => {
    let ids = builtins.get(userId);
    if (!ids) builtins.set(userId, (ids = await ensureBuiltinNoteTypes(trx, userId, now)));
    return ids.get(key)!;
  };
  let made = 0;
  const seen = new Set<number>();
  // The pass over a whole collection at start, when long, checkpoints SQLite's log off the event
  // loop. Not an import's or a restore's decks: starting the worker and waiting for its last
  // checkpoint cost more than their few batches (the import confirm's time, docs/imports.md).
  let checkpoints: OffThreadCheckpoints | undefined;
  try {
    for (let batches = 0; ; batches++) {
      if (batches === CHECKPOINT_AFTER_BATCHES && !scope.deckIds) checkpoints = await startOffThreadCheckpoints(db);
      checkpoints?.nudge();
      // A batch is one transaction (one commit), unless the caller's transaction holds them all.
      const more = db.isTransaction ? await attachBatch(db) : await db.transaction().execute(attachBatch);
      if (!more) return made;
      // A real turn of the event loop between batches: SQLite runs each statement synchronously.
      await nextTurn();
    }
  } finally {
    await checkpoints?.stop();
  }

  async function attachBatch(trx: Db): Promise<boolean> {
    // No keyset on c.id: a batch's cards leave the "no note" set as they get one, so the next batch
    // is again the first rows of cards_note (note_id, ord) for a null note, read in that index's
    // order without a sort. Ordering by c.id instead had SQLite read and sort every remaining card
    // on each batch (the longest event-loop block at start, bench/notes.ts).
    const batch = await cardsWithoutNote(trx, scope.deckIds).execute();
    // A card met again was not given its note: stop rather than loop on it.
    const cards = batch.filter((card) => !seen.has(card.id));
    if (cards.length === 0) return false;
    for (const card of cards) seen.add(card.id);
    const basic = cards.filter((card) => card.kind !== 'cloze' || card.cloze_text === null);
    const basicNotes = [];
    const guids = newGuids(basic.length);
    for (const [i, card] of basic.entries()) {
      const sides = { term: card.term, definition: card.definition, termHtml: card.term_html, definitionHtml: card.definition_html };
      basicNotes.push(basicNoteRow(sides, card.user_id, await typeOf(trx, card.user_id, 'basic'), card.deck_id, now, guids[i]));
    }
    if (basicNotes.length > 0) {
      // One statement assigns its ids in VALUES order (repos/importedCards.ts); sorted to be sure.
      const ids = (await trx.insertInto('notes').values(basicNotes).returning('id').execute()).sort((x, y) => x.id - y.id);
      // One UPDATE per batch: each card takes the note made for it (CASE over the batch's ids).
      const cases = sql.join(basic.map((card, i) => sql`when ${card.id} then ${ids[i].id}`), sql` `);
      await trx
        .updateTable('cards')
        .set({ note_id: sql<number>`cast(case id ${cases} end as integer)`, ord: 0 })
        .where('id', 'in', basic.map((card) => card.id))
        .execute();
      made += basicNotes.length;
    }
    // Cloze cards: the whole group of a key at once (its other cards may lie beyond this batch).
    const groups = new Map<string, (typeof cards)[number]>();
    for (const card of cards) if (card.kind === 'cloze' && card.cloze_text !== null) groups.set(`${card.deck_id}\u0000${card.cloze_note ?? `card:${card.id}`}`, card);
    if (groups.size > 0) made += await attachClozeGroups(trx, [...groups.values()], (userId) => typeOf(trx, userId, 'cloze'), now);
    return true;
  }
}

/** What a note's card is written with: its rendered sides and, for a cloze card, its deletion. */
export interface NoteCardWrite {
  ord: number;
  term: string;
  definition: string;
  termHtml: string | null;
  definitionHtml: string | null;
  cloze: { number: number; answer: string; text: string; extra: string | null } | null;
  /** A card of an image occlusion note (docs/image-occlusion.md): its kind says so. */
  occlusion?: boolean;
}

const clozeColumnsOf = (card: NoteCardWrite, key: string) =>
  card.cloze
    ? { kind: 'cloze' as const, cloze_number: card.cloze.number, cloze_note: key, cloze_text: card.cloze.text, cloze_extra: card.cloze.extra, cloze_answer: card.cloze.answer }
    : { kind: card.occlusion ? ('image-occlusion' as const) : ('basic' as const), cloze_number: null, cloze_note: null, cloze_text: null, cloze_extra: null, cloze_answer: null };

/** A note's card re-rendered: its sides change, its id (so its progress and history) stays. */
export async function updateNoteCard(db: Db, cardId: number, card: NoteCardWrite, clozeKey: string, now: number): Promise<void> {
  await updateNoteCards(db, [{ cardId, card }], clozeKey, now);
}

/** Cards a statement re-renders at most: 22 values a card stay far under SQLite's bound values. */
const CARDS_PER_UPDATE = 200;

/**
 * A note's cards re-rendered, as `updateNoteCard` each, in one UPDATE per 200 cards (a CASE on
 * the card's id per column) rather than a round trip per card: a 20-card note's edit on
 * PostgreSQL (bench/notes.ts).
 */
export async function updateNoteCards(db: Db, updates: readonly { cardId: number; card: NoteCardWrite }[], clozeKey: string, now: number): Promise<void> {
  for (let start = 0; start < updates.length; start += CARDS_PER_UPDATE) {
    const chunk = updates.slice(start, start + CARDS_PER_UPDATE).map(({ cardId, card }) => ({ cardId, columns: { term: card.term, definition: card.definition, term_html: card.termHtml, definition_html: card.definitionHtml, ord: card.ord, ...clozeColumnsOf(card, clozeKey) } }));
    type Column = keyof (typeof chunk)[number]['columns'];
    // One CASE of any column type.
    const byId = (column: Column) => sql<any>`case id ${sql.join(chunk.map(({ cardId, columns }) => sql`when ${cardId} then ${columns[column]}`), sql` `)} end`;
    // PostgreSQL reads untyped parameters of a CASE as text: the integer columns say so.
    const asInteger = (column: Column) => sql<number>`cast(${byId(column)} as integer)`;
    await db
      .updateTable('cards')
      .set({
        term: byId('term'),
        definition: byId('definition'),
        term_html: byId('term_html'),
        definition_html: byId('definition_html'),
        ord: asInteger('ord'),
        kind: byId('kind'),
        cloze_number: asInteger('cloze_number'),
        cloze_note: byId('cloze_note'),
        cloze_text: byId('cloze_text'),
        cloze_extra: byId('cloze_extra'),
        cloze_answer: byId('cloze_answer'),
        updated_at: now,
      })
      .where('id', 'in', chunk.map(({ cardId }) => cardId))
      .execute();
  }
}

/** New cards of a note, FSRS New (no card_states row), in the note's deck; their ids in order. */
export async function insertNoteCards(db: Db, deckId: number, noteId: number, cards: readonly NoteCardWrite[], clozeKey: string, now: number): Promise<number[]> {
  if (cards.length === 0) return [];
  const rows = await db
    .insertInto('cards')
    .values(
      cards.map((card) => ({
        deck_id: deckId,
        note_id: noteId,
        ord: card.ord,
        term: card.term,
        definition: card.definition,
        term_html: card.termHtml,
        definition_html: card.definitionHtml,
        term_image_id: null,
        definition_image_id: null,
        term_audio_id: null,
        definition_audio_id: null,
        ...clozeColumnsOf(card, clozeKey),
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Deletes the note when no card is left of it. */
export async function deleteNoteIfEmpty(db: Db, noteId: number): Promise<void> {
  await db
    .deleteFrom('notes')
    .where('id', '=', noteId)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('cards').select('cards.id').where('cards.note_id', '=', noteId))))
    .execute();
}

/** Whether the user may read this note: a card of it lies in a deck they own or subscribe to. */
export async function noteReadable(db: Db, userId: number, noteId: number): Promise<boolean> {
  const row = await db
    .selectFrom('cards as c')
    .innerJoin('deck_learners as l', 'l.deck_id', 'c.deck_id')
    .select('c.id')
    .where('c.note_id', '=', noteId)
    .where('l.user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Cards of a note type's notes made by these template ordinals (a removed template's). */
export async function deleteCardsOfTypeOrds(db: Db, noteTypeId: number, ords: readonly number[]): Promise<void> {
  if (ords.length === 0) return;
  await db
    .deleteFrom('cards')
    .where('ord', 'in', ords)
    .where('note_id', 'in', (eb) => eb.selectFrom('notes').select('notes.id').where('notes.note_type_id', '=', noteTypeId))
    .execute();
}

/** Cards follow their template to its new ordinal ([from, to] pairs), in two steps so no two collide. */
export async function moveCardOrds(db: Db, noteTypeId: number, moves: readonly (readonly [number, number])[]): Promise<void> {
  const OFFSET = 100_000;
  const ofType = (eb: any) => eb.selectFrom('notes').select('notes.id').where('notes.note_type_id', '=', noteTypeId);
  for (const [from, to] of moves) await db.updateTable('cards').set({ ord: to + OFFSET }).where('ord', '=', from).where('note_id', 'in', ofType).execute();
  if (moves.length > 0) await db.updateTable('cards').set((eb) => ({ ord: eb('ord', '-', OFFSET) })).where('ord', '>=', OFFSET).where('note_id', 'in', ofType).execute();
}

/** A note and its rendered cards, as an import writes many at once. */
export interface NoteWithCards {
  note: NoteWrite & { guid: string };
  cards: readonly NoteCardWrite[];
}

const NOTES_PER_STATEMENT = 500;

/**
 * Many new notes and their cards in one deck (an import's chunk, docs/imports.md): a statement per
 * 500 notes and per 500 cards rather than two per note. Cards are FSRS New (no card_states row).
 * Answers how many cards were written.
 */
export async function insertNotesWithCards(db: Db, userId: number, deckId: number, notes: readonly NoteWithCards[], now: number): Promise<number> {
  let written = 0;
  for (let start = 0; start < notes.length; start += NOTES_PER_STATEMENT) {
    const slice = notes.slice(start, start + NOTES_PER_STATEMENT);
    const ids = await db
      .insertInto('notes')
      .values(slice.map(({ note }) => ({ user_id: userId, note_type_id: note.noteTypeId, deck_id: deckId, guid: note.guid, fields: JSON.stringify(note.fields), field_text: note.fieldText.join(FIELD_SEPARATOR), tags: storedTags(note.tags), created_at: now, updated_at: now, first_field_key: firstFieldKey(note.fields[0] ?? '') })))
      .returning('id')
      .execute();
    const cards = slice.flatMap(({ note, cards }, i) =>
      cards.map((card) => ({
        deck_id: deckId,
        note_id: ids[i].id,
        ord: card.ord,
        term: card.term,
        definition: card.definition,
        term_html: card.termHtml,
        definition_html: card.definitionHtml,
        term_image_id: null,
        definition_image_id: null,
        term_audio_id: null,
        definition_audio_id: null,
        ...clozeColumnsOf(card, note.guid),
        created_at: now,
        updated_at: now,
      })),
    );
    for (let at = 0; at < cards.length; at += NOTES_PER_STATEMENT) await db.insertInto('cards').values(cards.slice(at, at + NOTES_PER_STATEMENT)).execute();
    written += cards.length;
  }
  return written;
}

/** Which of these guids the user's notes already have. */
export async function existingGuids(db: Db, userId: number, guids: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let start = 0; start < guids.length; start += IMPORTED_NOTES_PER_STATEMENT) {
    const rows = await db.selectFrom('notes').select('guid').where('user_id', '=', userId).where('guid', 'in', guids.slice(start, start + IMPORTED_NOTES_PER_STATEMENT)).execute();
    for (const row of rows) out.add(row.guid);
  }
  return out;
}

export interface ImportedNote {
  userId: number;
  noteTypeId: number;
  deckId: number;
  guid: string;
  fields: readonly string[];
  fieldText: readonly string[];
  tags: readonly string[];
  /** Anki's mtime in ms (re-import compares it, docs/anki-templates.md). */
  updatedAt: number;
}

/** 10 values a note: 1,000 notes a statement stay under SQLite's 32,766 bound values. */
const IMPORTED_NOTES_PER_STATEMENT = 1_000;

/** An import's notes, in multi-row INSERTs; their ids in input order. */
export async function insertImportedNotes(db: Db, notes: readonly ImportedNote[], now: number): Promise<number[]> {
  return insertNoteRows(db, notes.length, (i, out) => {
    const note = notes[i];
    out.push(note.userId, note.noteTypeId, note.deckId, note.guid, JSON.stringify(note.fields), note.fieldText.join(FIELD_SEPARATOR), storedTags(note.tags), now, note.updatedAt);
  });
}

type NoteInsertRow = ReturnType<typeof basicNoteRow>;
/** The columns a new note's values are pushed in, in this order (`NoteValues`). */
const NOTE_INSERT_COLUMNS = ['user_id', 'note_type_id', 'deck_id', 'guid', 'fields', 'field_text', 'tags', 'created_at', 'updated_at'] as const satisfies readonly (keyof NoteInsertRow)[];
const noteInsertTexts = new Map<string, string>();
/** Pushes note `index`'s values onto `out`, in NOTE_INSERT_COLUMNS' order. */
type NoteValues = (index: number, out: unknown[]) => void;

/**
 * Many notes in multi-row INSERTs of equal size, their ids in input order. The statement's text is
 * made once per size and reused with new values (as repos/importedCards.ts does for cards):
 * building and compiling a 1,000-row query for every chunk cost an import as much as writing it.
 */
async function insertNoteRows(db: Db, count: number, valuesOf: NoteValues): Promise<number[]> {
  const ids: number[] = [];
  if (count === 0) return ids;
  const perStatement = Math.ceil(count / Math.ceil(count / IMPORTED_NOTES_PER_STATEMENT));
  for (let start = 0; start < count; start += perStatement) {
    const end = Math.min(count, start + perStatement);
    const parameters: unknown[] = [];
    for (let i = start; i < end; i++) valuesOf(i, parameters);
    if (parameters.length !== (end - start) * NOTE_INSERT_COLUMNS.length) throw new Error('insertNoteRows: a note gave a wrong number of values');
    const { rows } = await db.executeQuery<{ id: number | string }>(CompiledQuery.raw(noteInsertSql(db, end - start), parameters));
    // One statement assigns its ids in VALUES order on SQLite and PostgreSQL alike.
    ids.push(...rows.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  return ids;
}

function noteInsertSql(db: Db, rows: number): string {
  const key = `${dialectOf(db)}:${rows}`;
  const kept = noteInsertTexts.get(key);
  if (kept !== undefined) return kept;
  const row = Object.fromEntries(NOTE_INSERT_COLUMNS.map((column) => [column, null])) as never;
  const compiled = db.insertInto('notes').values(Array.from({ length: rows }, () => row)).returning('id').compile();
  if (compiled.parameters.length !== rows * NOTE_INSERT_COLUMNS.length) throw new Error('noteInsertSql: every value must be a parameter');
  if (noteInsertTexts.size >= 16) noteInsertTexts.clear();
  noteInsertTexts.set(key, compiled.sql);
  return compiled.sql;
}

/** What re-import compares (docs/anki-templates.md): each note's guid, mtime and its note type's Anki id. */
export async function noteStamps(db: Db, noteIds: readonly number[]): Promise<Map<number, { guid: string; updatedAt: number; noteTypeId: number; ankiId: number | null }>> {
  const out = new Map<number, { guid: string; updatedAt: number; noteTypeId: number; ankiId: number | null }>();
  const ids = [...new Set(noteIds)];
  for (let start = 0; start < ids.length; start += IMPORTED_NOTES_PER_STATEMENT) {
    const rows = await db
      .selectFrom('notes as n')
      .innerJoin('note_types as t', 't.id', 'n.note_type_id')
      .select(['n.id', 'n.guid', 'n.updated_at', 'n.note_type_id', 't.anki_id'])
      .where('n.id', 'in', ids.slice(start, start + IMPORTED_NOTES_PER_STATEMENT))
      .execute();
    for (const row of rows) out.set(row.id, { guid: row.guid, updatedAt: Number(row.updated_at), noteTypeId: row.note_type_id, ankiId: row.anki_id === null ? null : Number(row.anki_id) });
  }
  return out;
}

/** A re-imported note the package has newer: its fields, tags and Anki's mtime. */
export async function updateImportedNote(db: Db, noteId: number, note: { fields: readonly string[]; fieldText: readonly string[]; tags: readonly string[]; updatedAt: number }): Promise<void> {
  await db
    .updateTable('notes')
    .set({ fields: JSON.stringify(note.fields), field_text: note.fieldText.join(FIELD_SEPARATOR), tags: storedTags(note.tags), updated_at: note.updatedAt })
    .where('id', '=', noteId)
    .execute();
}

/** The image occlusion notes of these cards (docs/image-occlusion.md): a restore redraws them. */
export async function occlusionNotesOfCards(db: Db, cardIds: readonly number[]): Promise<number[]> {
  const ids = new Set<number>();
  for (let at = 0; at < cardIds.length; at += 1000) {
    const rows = await db
      .selectFrom('cards')
      .innerJoin('notes', 'notes.id', 'cards.note_id')
      .innerJoin('note_types', 'note_types.id', 'notes.note_type_id')
      .select('notes.id')
      .where('cards.id', 'in', cardIds.slice(at, at + 1000))
      .where('note_types.kind', '=', 'image-occlusion')
      .execute();
    for (const row of rows) ids.add(row.id);
  }
  return [...ids].sort((a, b) => a - b);
}
