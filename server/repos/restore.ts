import { attachNotes } from './notes.js';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db.js';
import { assertHandlesBackedUpTables } from '../db/userData.js';
import type { BackupCard, BackupDeck, BackupNoteType, BackupReviewLog } from '../domain/export/backup.js';
import { FIELD_SEPARATOR, storedTags } from '../../shared/noteTypes.js';
import { cardSideFromHtml } from '../domain/richText/cardSide.js';
import { htmlToPlainText } from '../domain/richText/plainText.js';
import { ensureBuiltinNoteTypes, insertNoteType } from './noteTypes.js';
import type { RestoreMedia } from '../domain/import/cardcade.js';
import { saveCardStates } from './cardStates.js';
import { DEFAULT_LEARNER_SETTINGS, IMPORTING_SOURCE, saveLearnerSettings } from './decks.js';
import { mediaUrlsFor, saveMedia } from './media.js';
import { restoredSide } from '../domain/richText/cardSide.js';
import { reviewLogValues } from './reviewLogValues.js';

// Writes a 'Cardcade backup' restore plan into an account (docs/account.md), a chunk at a time
// (issue 31, docs/security.md): the caller runs each of these in a short transaction of its own. Decks
// are created hidden (IMPORTING_SOURCE) and revealed together at the end. Only portable Kysely
// (SQLite and PostgreSQL). The tables written are the ones the registry db/userData.ts marks as
// kept by the backup (exports.test.ts checks each comes back whole).

assertHandlesBackedUpTables('repos/restore.ts', ['decks', 'cards', 'card_states', 'deck_learners', 'media', 'review_logs', 'note_types', 'notes'], {
  users: "The backup's time zone is shown, not applied: the account restored into keeps its own.",
});

// SQLite allows 32,766 bound values per statement: 18 per card, 11 per log (card states: repos/cardStates.ts).
const CARDS_PER_STATEMENT = 1_000;
const LOGS_PER_STATEMENT = 2_000;

/** Stores files of the backup; answers backup media id → new media id. */
export async function writeRestoreMedia(trx: Db, userId: number, media: readonly RestoreMedia[], now: number, ids: Map<number, number>) {
  for (const file of media) ids.set(file.id, await saveMedia(trx, userId, Buffer.from(file.base64, 'base64'), file.mime, now));
}

/**
 * A hidden deck for a backup's deck. Created now (the sweeper deletes hidden decks by age: a
 * restore of a years-old deck must not look abandoned); its own dates come back at the reveal.
 */
export async function insertHiddenRestoreDeck(trx: Db, userId: number, deck: Omit<BackupDeck, 'cards' | 'reviewLogs'>, now: number): Promise<number> {
  const { id } = await trx
    .insertInto('decks')
    .values({
      user_id: userId,
      name: deck.name,
      description: deck.description,
      source: IMPORTING_SOURCE,
      term_language: deck.termLanguage ?? null,
      definition_language: deck.definitionLanguage ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The learner's settings of the deck (migration 0019: deck_learners, the owner's row; none
  // while every setting is the default, as for a deck made here).
  const settings = {
    ...(deck.examDate === null ? {} : { exam_date: deck.examDate, pacing_start_date: deck.pacingStartDate }),
    ...(deck.desiredRetention === DEFAULT_LEARNER_SETTINGS.desired_retention ? {} : { desired_retention: deck.desiredRetention }),
  };
  await saveLearnerSettings(trx, userId, id, settings, now);
  return id;
}

/**
 * Inserts cards into a hidden deck and answers their new ids in the order given. The deck is
 * ours alone until revealed, so its ids ascend in insertion order after `afterId` (the last id of
 * the previous chunk): one read instead of a RETURNING per row.
 */
export async function insertRestoreCards(
  trx: Db,
  deckId: number,
  cards: readonly BackupCard[],
  newMedia: (id: number | null) => number | null,
  afterId: number,
  noteKeys: Map<string, string> = new Map(),
): Promise<number[]> {
  // Rich sides (docs/rich-cards.md) are sanitized again with images mapped to the restored files' URLs.
  const htmlImageIds: { term_image_id: number | null }[] = [];
  for (const card of cards) {
    for (const html of [card.termHtml, card.definitionHtml]) {
      if (!html) continue;
      for (let at = html.indexOf('/api/media/'); at >= 0; at = html.indexOf('/api/media/', at + 1)) {
        const digits = /^\d{1,15}/.exec(html.slice(at + 11, at + 27))?.[0];
        if (digits) htmlImageIds.push({ term_image_id: newMedia(Number(digits)) });
      }
    }
  }
  const urlOf = htmlImageIds.length ? await mediaUrlsFor(trx, htmlImageIds) : () => null;
  const srcOf = (backupId: number) => urlOf(newMedia(backupId));
  for (let start = 0; start < cards.length; start += CARDS_PER_STATEMENT) {
    const values = cards.slice(start, start + CARDS_PER_STATEMENT).map((card) => {
      const term = restoredSide(card.term, card.termHtml, srcOf);
      const definition = restoredSide(card.definition, card.definitionHtml, srcOf);
      return {
        deck_id: deckId,
        term: term.text,
        definition: definition.text,
        term_html: term.html,
        definition_html: definition.html,
        created_at: card.createdAt,
        updated_at: card.updatedAt,
        term_image_id: newMedia(card.media.termImage),
        definition_image_id: newMedia(card.media.definitionImage),
        term_audio_id: newMedia(card.media.termAudio),
        definition_audio_id: newMedia(card.media.definitionAudio),
        ...restoredCloze(card.cloze, noteKeys),
        anki_key: card.ankiKey ?? null,
      };
    });
    await trx.insertInto('cards').values(values).execute();
  }
  const rows = await trx.selectFrom('cards').select('id').where('deck_id', '=', deckId).where('id', '>', afterId).orderBy('id').execute();
  const ids = rows.map((row) => row.id);
  // Each card's schedule is the restoring learner's progress (migration 0019: card_states); the
  // hidden deck is theirs alone, so its owner is the learner.
  const { user_id: userId } = await trx.selectFrom('decks').select('user_id').where('id', '=', deckId).executeTakeFirstOrThrow();
  // A card never studied (NEW, due from its creation) needs no row, as for a card made here.
  const fresh = ({ fsrs, createdAt }: BackupCard) => fsrs.state === 0 && fsrs.reps === 0 && fsrs.lapses === 0 && fsrs.due === createdAt && fsrs.stability === 0 && fsrs.lastReview === null;
  await saveCardStates(
    trx,
    userId,
    cards.flatMap((card, index) => (fresh(card) ? [] : [{ card, index }])).map(({ card: { fsrs }, index }) => ({
      cardId: ids[index],
      deckId,
      schedule: {
        due: fsrs.due,
        stability: fsrs.stability,
        difficulty: fsrs.difficulty,
        elapsed_days: fsrs.elapsedDays,
        scheduled_days: fsrs.scheduledDays,
        learning_steps: fsrs.learningSteps,
        reps: fsrs.reps,
        lapses: fsrs.lapses,
        state: fsrs.state,
        last_review: fsrs.lastReview,
      },
    })),
  );
  return ids;
}

/**
 * A card's cloze columns (docs/study-modes.md): basic without them (older backups too). The file's note
 * key only groups cards; each note gets a new key (`noteKeys`, one map per restored deck, kept
 * across its chunks), so a restore never shares a key with a note already in the account.
 */
function restoredCloze(cloze: BackupCard['cloze'], noteKeys: Map<string, string>) {
  if (!cloze) return { kind: 'basic' as const, cloze_number: null, cloze_note: null, cloze_text: null, cloze_extra: null, cloze_answer: null };
  let note: string | null = null;
  if (cloze.note !== null) {
    note = noteKeys.get(cloze.note) ?? randomUUID();
    noteKeys.set(cloze.note, note);
  }
  return { kind: 'cloze' as const, cloze_number: cloze.number, cloze_note: note, cloze_text: cloze.text, cloze_extra: cloze.extra, cloze_answer: cloze.answer };
}

export async function insertRestoreLogs(trx: Db, userId: number, deckId: number, logs: readonly BackupReviewLog[], cardIds: ReadonlyMap<number, number>) {
  for (let start = 0; start < logs.length; start += LOGS_PER_STATEMENT) {
    const values = logs.slice(start, start + LOGS_PER_STATEMENT).map((log) => reviewLogValues({ ...log, userId, deckId, cardId: log.cardId === null ? null : (cardIds.get(log.cardId) ?? null) }));
    await trx.insertInto('review_logs').values(values).execute();
  }
}

/** The reveal: each hidden deck gets its real source and dates (only decks still hidden change). */
export async function revealRestoredDecks(trx: Db, userId: number, decks: readonly { id: number; source: string; createdAt: number; updatedAt: number }[]) {
  // A backup from before notes (or one whose notes are not read yet) gives each card a note here.
  await attachNotes(trx, Date.now(), { deckIds: decks.map((deck) => deck.id) });
  for (const deck of decks) {
    await trx
      .updateTable('decks')
      .set({ source: deck.source, created_at: deck.createdAt, updated_at: deck.updatedAt })
      .where('id', '=', deck.id)
      .where('user_id', '=', userId)
      .where('source', '=', IMPORTING_SOURCE)
      .execute();
  }
}

/** The restore's note types (file index → the account's id and field count) and its notes by guid. */
export interface RestoredNotes {
  types: { id: number; fieldCount: number; created: boolean }[];
  byGuid: Map<string, number>;
}

/**
 * The file's note types in the account (docs/notes.md): a built-in maps onto the account's own
 * built-in of that key (when it has as many fields; else it comes as a note type of its own), any
 * other is created as it was, its fields, templates and CSS exactly (the CSS is scoped and
 * cleaned whenever a card shows it, the templates' output sanitized whenever they render).
 */
export async function restoreNoteTypes(trx: Db, userId: number, types: readonly BackupNoteType[], now: number): Promise<RestoredNotes['types']> {
  if (types.length === 0) return [];
  const builtins = await ensureBuiltinNoteTypes(trx, userId, now);
  const builtinRows = await trx.selectFrom('note_types').select(['id', 'fields']).where('id', 'in', [...builtins.values()]).execute();
  const fieldCountOf = new Map(builtinRows.map((row) => [row.id, (JSON.parse(row.fields) as string[]).length]));
  const out: RestoredNotes['types'] = [];
  for (const type of types) {
    const builtinId = type.builtin ? builtins.get(type.builtin) : undefined;
    if (builtinId !== undefined && fieldCountOf.get(builtinId) === type.fields.length) {
      out.push({ id: builtinId, fieldCount: type.fields.length, created: false });
      continue;
    }
    const sortField = Math.min(type.sortField, type.fields.length - 1);
    const id = await insertNoteType(trx, userId, { name: type.name, kind: type.kind, builtin: null, fields: type.fields, templates: type.templates, css: type.css, sortField }, now);
    out.push({ id, fieldCount: type.fields.length, created: true });
  }
  return out;
}

const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;')).replace(/\n/g, '<br>');

/** A note field from a file: sanitized by the one allowlist, its images mapped to the restored files. */
function restoredField(value: string, srcOf: (backupMediaId: number) => string | null): { html: string; text: string } {
  const side = cardSideFromHtml(value, {
    rewriteImageSrc: (src) => {
      const id = /^\/api\/media\/(\d{1,15})$/.exec(src)?.[1];
      return id === undefined ? null : srcOf(Number(id));
    },
    keepImage: () => true,
  });
  if (side.tooLong || side.tooDeep) {
    const text = htmlToPlainText(value);
    return { html: escapeText(text), text };
  }
  return { html: side.html ?? escapeText(side.text), text: side.text };
}

const LINKS_PER_STATEMENT = 300;

/**
 * The notes of a chunk of restored cards (docs/notes.md): a note given in full on this chunk is
 * made (its guid kept), and every card naming a known note takes it and its ordinal. A card whose
 * note never came in full (a file written by hand) is left to attachNotes at the reveal, as a
 * version-1 file's cards are.
 */
export async function linkRestoredNotes(
  trx: Db,
  userId: number,
  deckId: number,
  cards: readonly BackupCard[],
  cardIds: readonly number[],
  newMedia: (id: number | null) => number | null,
  notes: RestoredNotes,
  now: number,
): Promise<void> {
  const fresh = cards.filter((card) => card.note?.fields && !notes.byGuid.has(card.note.guid) && notes.types[card.note.type]);
  if (fresh.length > 0) {
    const mediaRefs: { term_image_id: number | null }[] = [];
    for (const card of fresh) {
      for (const field of card.note!.fields!) {
        for (let at = field.indexOf('/api/media/'); at >= 0; at = field.indexOf('/api/media/', at + 1)) {
          const digits = /^\d{1,15}/.exec(field.slice(at + 11, at + 27))?.[0];
          if (digits) mediaRefs.push({ term_image_id: newMedia(Number(digits)) });
        }
      }
    }
    const urlOf = mediaRefs.length ? await mediaUrlsFor(trx, mediaRefs) : () => null;
    const srcOf = (backupId: number) => urlOf(newMedia(backupId));
    const seen = new Set<string>();
    const rows = [];
    for (const card of fresh) {
      const note = card.note!;
      // The same guid twice with fields (a file written by hand): the first stands.
      if (seen.has(note.guid)) continue;
      seen.add(note.guid);
      const type = notes.types[note.type];
      const values = Array.from({ length: type.fieldCount }, (_, i) => restoredField(note.fields![i] ?? '', srcOf));
      rows.push({
        guid: note.guid,
        values: {
          user_id: userId,
          note_type_id: type.id,
          deck_id: deckId,
          guid: note.guid,
          fields: JSON.stringify(values.map((v) => v.html)),
          field_text: values.map((v) => v.text).join(FIELD_SEPARATOR),
          tags: storedTags(note.tags ?? []),
          created_at: card.createdAt,
          updated_at: card.updatedAt,
        },
      });
    }
    for (let start = 0; start < rows.length; start += LINKS_PER_STATEMENT) {
      const slice = rows.slice(start, start + LINKS_PER_STATEMENT);
      const ids = await trx.insertInto('notes').values(slice.map((row) => row.values)).returning('id').execute();
      slice.forEach((row, i) => notes.byGuid.set(row.guid, ids[i].id));
    }
  }
  const links: { cardId: number; noteId: number; ord: number }[] = [];
  cards.forEach((card, index) => {
    const noteId = card.note ? notes.byGuid.get(card.note.guid) : undefined;
    if (noteId !== undefined) links.push({ cardId: cardIds[index], noteId, ord: card.note!.ord });
  });
  for (let start = 0; start < links.length; start += LINKS_PER_STATEMENT) {
    const slice = links.slice(start, start + LINKS_PER_STATEMENT);
    const noteCases = sql.join(slice.map((link) => sql`when ${link.cardId} then ${link.noteId}`), sql` `);
    const ordCases = sql.join(slice.map((link) => sql`when ${link.cardId} then ${link.ord}`), sql` `);
    await trx
      .updateTable('cards')
      .set({ note_id: sql<number>`cast(case id ${noteCases} end as integer)`, ord: sql<number>`cast(case id ${ordCases} end as integer)` })
      .where('id', 'in', slice.map((link) => link.cardId))
      .where('deck_id', '=', deckId)
      .execute();
  }
}

/** After a failed restore: its notes (left without cards with its hidden decks) and the note types it made go. */
export async function dropRestoredNotes(db: Db, userId: number, notes: RestoredNotes): Promise<void> {
  await db
    .deleteFrom('notes')
    .where('user_id', '=', userId)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('cards').select('cards.id').whereRef('cards.note_id', '=', 'notes.id'))))
    .execute();
  const created = notes.types.filter((type) => type.created).map((type) => type.id);
  if (created.length === 0) return;
  await db
    .deleteFrom('note_types')
    .where('id', 'in', created)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('notes').select('notes.id').whereRef('notes.note_type_id', '=', 'note_types.id'))))
    .execute();
}
