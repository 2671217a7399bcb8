import fs from 'node:fs';
import type { AuthedContext } from '../access.js';
import { collectSoon } from '../idleCollect.js';
import { MSG } from '../../shared/messages.js';
import { notFound } from '../errors.js';
import { localDay } from '../domain/days.js';
import { ANKI_DEFAULT_CSS, ANKI_IO_CSS, createApkgCollection, createLegacyPlaceholder, NOTE_TYPE_ID, type ApkgCard } from '../domain/export/apkg.js';
import {
  BACKUP_FORMAT,
  BACKUP_JSON,
  BACKUP_JSON_TAIL,
  BACKUP_VERSION,
  backupJsonHead,
  mediaMemberName,
  type BackupCard,
  type BackupCloze,
  type BackupDeck,
  type BackupNote,
  type BackupNoteType,
  type BackupReviewLog,
} from '../domain/export/backup.js';
import { CSV_HEADER, csvRows } from '../domain/export/csv.js';
import { extensionOf } from '../domain/export/media.js';
import { withImageSources } from '../domain/richText/cardSide.js';
import { zipStream, type ZipStreamEntry } from '../domain/export/zipStream.js';
import type { Db } from '../db.js';
import { nextTurn } from '../db/paging.js';
import { assertHandlesBackedUpTables } from '../db/userData.js';
import { cardNotesOfPage, cardPage, exportDeck, exportDecks, mediaBytes, mediaList, notesForBackup, notesForExport, noteTypesForBackup, noteTypesForExport, reviewLogPage, userTimeZone, type ExportCardRow } from '../repos/exports.js';
import { tagsOf } from '../../shared/noteTypes.js';

// Deck exports (CSV, Anki package) and the full-account backup (docs/account.md). Each answers a file
// name and an async iterable of the file's bytes: the REST adapter streams it to the response.
// Ownership is checked before the first byte, so another user's deck is a plain 404. What the
// backup keeps of each table, and why it leaves the others out, is in the registry db/userData.ts.

/** The tables the account backup carries (users' time zone, decks, cards, reviews, files): the registry's `kept` ones. */
assertHandlesBackedUpTables('services/exports.ts', ['users', 'decks', 'deck_learners', 'cards', 'card_states', 'media', 'review_logs', 'note_types', 'notes']);

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: AsyncIterable<Uint8Array | string>;
}

async function ownedDeck(ctx: AuthedContext, deckId: number) {
  const deck = await exportDeck(ctx.db, ctx.user.id, deckId);
  if (!deck) throw notFound(MSG.deckNotFound);
  return deck;
}

// Keyset pages on an index (migration 0014), each read after a real turn of the event loop
// (db/paging.ts): a 200,000-review export held the loop for 6 s without it (issue 31).
async function* pagesOfCards(db: Db, userId: number, deckId: number): AsyncGenerator<ExportCardRow[]> {
  let after = 0;
  for (;;) {
    await nextTurn();
    const page = await cardPage(db, userId, deckId, after);
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1].id;
  }
}

async function* pagesOfLogs(db: Db, userId: number, deckId: number) {
  let after = { reviewedAt: Number.MIN_SAFE_INTEGER, id: 0 };
  for (;;) {
    await nextTurn();
    const page = await reviewLogPage(db, userId, deckId, after);
    if (page.length === 0) return;
    yield page;
    const last = page[page.length - 1];
    after = { reviewedAt: last.reviewed_at, id: last.id };
  }
}

// --- CSV ---------------------------------------------------------------------------------------

/** `html`: a rich side's HTML instead of its plain text (docs/rich-cards.md; plain by default). */
export async function exportDeckCsv(ctx: AuthedContext, deckId: number, options: { html?: boolean } = {}): Promise<ExportFile> {
  const deck = await ownedDeck(ctx, deckId);
  const db = ctx.db;
  const userId = ctx.user.id;
  const side = (text: string, html: string | null) => (options.html && html ? html : text);
  async function* body() {
    yield CSV_HEADER;
    for await (const page of pagesOfCards(db, userId, deck.id)) {
      yield csvRows(options.html ? page.map((card) => ({ term: side(card.term, card.term_html), definition: side(card.definition, card.definition_html) })) : page);
    }
  }
  return { fileName: `${deck.name}.csv`, contentType: 'text/csv; charset=utf-8', body: body() };
}

/** Whether a card shows a file its note's fields do not hold (the card forms' picture and sound). */
const hasOwnMedia = (card: ExportCardRow) => card.term_image_id !== null || card.definition_image_id !== null || card.term_audio_id !== null || card.definition_audio_id !== null;

// --- Anki package ------------------------------------------------------------------------------

export async function exportDeckApkg(ctx: AuthedContext, deckId: number): Promise<ExportFile> {
  const deck = await ownedDeck(ctx, deckId);
  const db = ctx.db;
  const userId = ctx.user.id;
  const now = ctx.now().getTime();
  const writer = createApkgCollection({ name: deck.name, description: deck.description, createdAt: deck.created_at }, now);
  const placeholder = createLegacyPlaceholder(now);
  // Media files in the package are numbered members "0", "1", …; the `media` map names them.
  const media = new Map<number, { member: string; fileName: string }>();
  const { rows: mediaFiles, sameAs } = await mediaList(db, userId);
  const mediaRows = new Map(mediaFiles.map((row) => [row.id, row]));
  // A rich side's inline images name public ids (docs/rich-cards.md); the package names files.
  const rowIdOfPublicId = new Map(mediaFiles.flatMap((row) => (row.public_id ? [[row.public_id, row.id] as const] : [])));
  const packagedHtml = (html: string | null) => html && withImageSources(html, (publicId) => nameOf(rowIdOfPublicId.get(publicId) ?? null));
  const nameOf = (cardMediaId: number | null): string | null => {
    if (cardMediaId === null) return null;
    const mediaId = sameAs.get(cardMediaId) ?? cardMediaId;
    const known = media.get(mediaId);
    if (known) return known.fileName;
    const row = mediaRows.get(mediaId);
    if (!row) return null;
    const entry = { member: String(media.size), fileName: `cardcade-${row.sha256.slice(0, 16)}.${extensionOf(row.mime)}` };
    media.set(mediaId, entry);
    return entry.fileName;
  };
  let collection: string;
  let legacy: string;
  // The real note types and notes (docs/export.md): each written once, before its first card.
  const ankiTypeIds = new Map<number, number>();
  const notesWritten = new Set<number>();
  const basicTypes = new Set<number>();
  const basicNotes = new Set<number>();
  try {
    for await (const page of pagesOfCards(db, userId, deck.id)) {
      const noteOf = await cardNotesOfPage(db, page.map((card) => card.id));
      const newNoteIds = [...new Set([...noteOf.values()].map((entry) => entry.noteId))].filter((id) => !notesWritten.has(id));
      const notes = await notesForExport(db, newNoteIds);
      const newTypes = await noteTypesForExport(db, [...new Set(notes.map((note) => note.note_type_id))].filter((id) => !ankiTypeIds.has(id)));
      for (const type of newTypes) ankiTypeIds.set(type.id, type.anki_id === null ? NOTE_TYPE_ID + type.id : Number(type.anki_id));
      for (const type of newTypes) if (type.builtin === 'basic') basicTypes.add(type.id);
      for (const note of notes) if (basicTypes.has(note.note_type_id)) basicNotes.add(note.id);
      writer.addNoteTypes(
        newTypes.map((type) => ({
          ankiId: ankiTypeIds.get(type.id)!,
          name: type.name,
          kind: type.kind,
          fields: JSON.parse(type.fields) as string[],
          templates: JSON.parse(type.templates) as { name: string; front: string; back: string }[],
          // A built-in's CSS is empty here (the card face's own styles): Anki gets its default.
          css: type.builtin && type.css === '' ? (type.kind === 'image-occlusion' ? ANKI_IO_CSS : ANKI_DEFAULT_CSS) : type.css,
          sortField: type.sort_field,
          updatedAt: Number(type.updated_at),
        })),
      );
      writer.addNotes(
        notes.map((note) => ({
          id: note.id,
          ankiTypeId: ankiTypeIds.get(note.note_type_id)!,
          guid: note.guid,
          fields: (JSON.parse(note.fields) as string[]).map((field) => packagedHtml(field) ?? ''),
          tags: tagsOf(note.tags),
          updatedAt: Number(note.updated_at),
        })),
      );
      for (const note of notes) notesWritten.add(note.id);
      writer.addCards(
        page.map(
          (card): ApkgCard => ({
            id: card.id,
            term: card.term,
            definition: card.definition,
            createdAt: card.created_at,
            updatedAt: card.updated_at,
            due: card.due,
            stability: card.stability,
            difficulty: card.difficulty,
            scheduledDays: card.scheduled_days,
            reps: card.reps,
            lapses: card.lapses,
            state: card.state,
            termImage: nameOf(card.term_image_id),
            definitionImage: nameOf(card.definition_image_id),
            termAudio: nameOf(card.term_audio_id),
            definitionAudio: nameOf(card.definition_audio_id),
            termHtml: packagedHtml(card.term_html),
            definitionHtml: packagedHtml(card.definition_html),
            noteId: noteOf.get(card.id)?.noteId,
            ord: noteOf.get(card.id)?.ord,
            // A Basic note's card with a picture or sound of its own (the card form's, not in the
            // note's fields): the note is written with the card's sides, files and all.
            sidesAreFields: hasOwnMedia(card) && basicNotes.has(noteOf.get(card.id)?.noteId ?? 0),
          }),
        ),
      );
    }
    for await (const page of pagesOfLogs(db, userId, deck.id)) {
      writer.addReviews(
        page.filter((log) => log.card_id !== null).map((log) => ({ cardId: log.card_id!, rating: log.rating, answerTimeMs: log.answer_time_ms, reviewedAt: log.reviewed_at })),
      );
    }
    collection = writer.finish();
    legacy = placeholder.finish();
  } catch (error) {
    writer.dispose();
    placeholder.dispose();
    throw error;
  }
  const mtime = new Date(now);
  async function* entries(): AsyncGenerator<ZipStreamEntry> {
    try {
      yield { name: 'collection.anki2', deflate: true, content: fs.createReadStream(legacy), mtime };
      yield { name: 'collection.anki21', deflate: true, content: fs.createReadStream(collection), mtime };
      const map: Record<string, string> = {};
      for (const { member, fileName } of media.values()) map[member] = fileName;
      yield { name: 'media', deflate: true, content: [JSON.stringify(map)], mtime };
      for (const [mediaId, { member }] of media) {
        const bytes = await mediaBytes(db, mediaRows.get(mediaId)!.user_id, mediaId);
        if (bytes) yield { name: member, deflate: false, content: [new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)], mtime };
      }
    } finally {
      writer.dispose();
      placeholder.dispose();
    }
  }
  return { fileName: `${deck.name}.apkg`, contentType: 'application/octet-stream', body: zipStream(entries()) };
}

// --- full backup -------------------------------------------------------------------------------

/** A rich side's HTML in a backup: images name the file's backup media id (`/api/media/{id}`), as card.media does. */
type BackupHtmlOf = (html: string | null) => string | null;

const backupCardOf = (card: ExportCardRow, htmlOf: BackupHtmlOf, sameAs: ReadonlyMap<number, number>, note?: BackupNote): BackupCard => ({
  id: card.id,
  term: card.term,
  definition: card.definition,
  // docs/rich-cards.md; left out for a plain side, so a plain card's entry is as before.
  ...(card.term_html ? { termHtml: htmlOf(card.term_html) } : {}),
  ...(card.definition_html ? { definitionHtml: htmlOf(card.definition_html) } : {}),
  // docs/study-modes.md; only on cloze cards, so a basic card's entry is as before.
  ...(card.kind === 'cloze' ? { cloze: backupClozeOf(card) } : {}),
  ...(card.anki_key ? { ankiKey: card.anki_key } : {}),
  ...(note ? { note } : {}),
  createdAt: card.created_at,
  updatedAt: card.updated_at,
  fsrs: {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review,
  },
  media: {
    termImage: keptMediaId(card.term_image_id, sameAs),
    definitionImage: keptMediaId(card.definition_image_id, sameAs),
    termAudio: keptMediaId(card.term_audio_id, sameAs),
    definitionAudio: keptMediaId(card.definition_audio_id, sameAs),
  },
});

const backupClozeOf = (card: ExportCardRow): BackupCloze => ({
  // A cloze card always has a number from 1; the floor only guards a row written outside the app,
  // which would otherwise make the learner's own backup one a restore refuses.
  number: Math.max(1, card.cloze_number ?? 1),
  note: card.cloze_note,
  text: card.cloze_text ?? '',
  extra: card.cloze_extra,
  answer: card.cloze_answer ?? '',
});

/** A card's media id as the backup lists it (a file another learner also has is listed once). */
const keptMediaId = (id: number | null, sameAs: ReadonlyMap<number, number>) => (id === null ? null : (sameAs.get(id) ?? id));

/**
 * The JSON is written a deck at a time: the deck's fields, then its cards and logs a page at a
 * time, so memory holds one page, never the account.
 */
/**
 * Each card's note (docs/notes.md): fields and tags on the note's first card in the file, its
 * guid, ordinal and note type's index on every card. `written`: the notes already given in full.
 */
async function notesOfPage(db: Db, userId: number, page: readonly ExportCardRow[], typeIndex: ReadonlyMap<number, number>, written: Set<number>, htmlOf: BackupHtmlOf): Promise<Map<number, BackupNote>> {
  const ids = [...new Set(page.flatMap((card) => (card.note_id === null ? [] : [card.note_id])))];
  const notes = new Map((await notesForBackup(db, userId, ids)).map((note) => [note.id, note]));
  const out = new Map<number, BackupNote>();
  for (const card of page) {
    const note = card.note_id === null ? undefined : notes.get(card.note_id);
    const type = note && typeIndex.get(note.note_type_id);
    if (!note || type === undefined) continue;
    const first = !written.has(note.id);
    written.add(note.id);
    const tags = tagsOf(note.tags);
    out.set(card.id, {
      guid: note.guid,
      ord: card.ord,
      type,
      ...(first ? { fields: (JSON.parse(note.fields) as string[]).map((field) => htmlOf(field) ?? '') } : {}),
      ...(first && tags.length ? { tags } : {}),
    });
  }
  return out;
}

async function* backupJson(db: Db, userId: number, head: Parameters<typeof backupJsonHead>[0], htmlOf: BackupHtmlOf, sameAs: ReadonlyMap<number, number>, typeIndex: ReadonlyMap<number, number>): AsyncGenerator<string> {
  yield backupJsonHead(head);
  const written = new Set<number>();
  const decks = await exportDecks(db, userId);
  for (const [index, deck] of decks.entries()) {
    const fields: Omit<BackupDeck, 'cards' | 'reviewLogs'> = {
      name: deck.name,
      description: deck.description,
      source: deck.source,
      examDate: deck.exam_date,
      pacingStartDate: deck.pacing_start_date,
      desiredRetention: deck.desired_retention,
      termLanguage: deck.term_language,
      definitionLanguage: deck.definition_language,
      createdAt: deck.created_at,
      updatedAt: deck.updated_at,
    };
    yield `${index ? ',' : ''}${JSON.stringify(fields).slice(0, -1)},"cards":[`;
    let first = true;
    for await (const page of pagesOfCards(db, userId, deck.id)) {
      const notes = await notesOfPage(db, userId, page, typeIndex, written, htmlOf);
      yield `${first ? '' : ','}${page.map((card) => JSON.stringify(backupCardOf(card, htmlOf, sameAs, notes.get(card.id)))).join(',')}`;
      first = false;
    }
    yield '],"reviewLogs":[';
    first = true;
    for await (const page of pagesOfLogs(db, userId, deck.id)) {
      const logs = page.map((log): BackupReviewLog => ({
        cardId: log.card_id,
        sessionId: log.session_id,
        rating: log.rating,
        isCorrect: log.is_correct === 1,
        gameType: log.game_type,
        answerTimeMs: log.answer_time_ms,
        usedHint: log.used_hint === 1,
        reviewedAt: log.reviewed_at,
        localDay: log.local_day,
      }));
      yield `${first ? '' : ','}${logs.map((log) => JSON.stringify(log)).join(',')}`;
      first = false;
    }
    yield ']}';
  }
  yield BACKUP_JSON_TAIL;
}

export async function exportAccount(ctx: AuthedContext): Promise<ExportFile> {
  const db = ctx.db;
  const userId = ctx.user.id;
  const now = ctx.now();
  const timeZone = await userTimeZone(db, userId);
  const { rows: mediaRows, sameAs } = await mediaList(db, userId);
  const rowIdOfPublicId = new Map(mediaRows.flatMap((row) => (row.public_id ? [[row.public_id, row.id] as const] : [])));
  // Images of a shared deck's cards may name another learner's copy of a file: the kept id (sameAs).
  const backupIdOf = (publicId: string) => {
    const id = rowIdOfPublicId.get(publicId);
    return id === undefined ? null : `/api/media/${sameAs.get(id) ?? id}`;
  };
  const htmlOf: BackupHtmlOf = (html) => html && withImageSources(html, backupIdOf);
  const typeRows = await noteTypesForBackup(db, userId);
  const typeIndex = new Map(typeRows.map((row, index) => [row.id, index]));
  const noteTypes = typeRows.map(
    (row): BackupNoteType => ({
      name: row.name,
      kind: row.kind,
      builtin: row.builtin,
      fields: JSON.parse(row.fields) as string[],
      templates: JSON.parse(row.templates) as BackupNoteType['templates'],
      css: row.css,
      sortField: row.sort_field,
    }),
  );
  const mtime = now;
  async function* entries(): AsyncGenerator<ZipStreamEntry> {
    try {
      // The backup lists files by id and hash; public ids belong to this server.
      const media = mediaRows.map(({ id, sha256, mime, size }) => ({ id, sha256, mime, size }));
      const head = { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: now.toISOString(), settings: { timeZone }, noteTypes, media } as const;
      yield { name: BACKUP_JSON, deflate: true, content: backupJson(db, userId, head, htmlOf, sameAs, typeIndex), mtime };
      for (const row of mediaRows) {
        const bytes = await mediaBytes(db, row.user_id, row.id);
        if (bytes) yield { name: mediaMemberName(row.sha256), deflate: false, content: [new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)], mtime };
      }
    } finally {
      // Finished or cut off: what the export read goes back soon (idleCollect.ts).
      collectSoon();
    }
  }
  return {
    fileName: `cardcade-export-${localDay(now, timeZone)}.zip`,
    contentType: 'application/zip',
    body: zipStream(entries()),
  };
}
