import Database from '../../db/sqliteNative.js';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// One Cardcade deck as an Anki collection (docs/account.md): `collection.anki21`, schema 11, the
// layout Anki 2.1.x writes (its schema11.sql: tables, indexes, the `col` row's JSON), written
// with better-sqlite3 into a temp file that the caller zips and then removes. One note type
// ('Cardcade Basic': Front/Back, one template), one note + one card per Cardcade card, the
// FSRS schedule as Anki's V2 scheduling columns (plus the memory state in `cards.data`, which
// Anki ≥ 23.10 reads when FSRS is on), review history as `revlog` rows.

const SCHEMA = `
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null, left integer not null,
  odue integer not null, odid integer not null, flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);
`;

/** Fixed, so every Cardcade export shares one note type in the learner's Anki. */
export const NOTE_TYPE_ID = 1_700_000_000_001;
const DAY_MS = 86_400_000;
const DEFAULT_FACTOR = 2500;

export interface ApkgDeck {
  name: string;
  description: string | null;
  createdAt: number;
}

export interface ApkgCard {
  id: number;
  term: string;
  definition: string;
  createdAt: number;
  updatedAt: number;
  due: number;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  reps: number;
  lapses: number;
  state: number;
  /** Package file names (keys of the media map's values) of the side's media, or null. */
  termImage: string | null;
  definitionImage: string | null;
  termAudio: string | null;
  definitionAudio: string | null;
  /**
   * A rich side's sanitized HTML with its images already naming package files (docs/rich-cards.md): the
   * field is then this HTML (TeX as written), instead of the escaped plain text.
   */
  termHtml?: string | null;
  definitionHtml?: string | null;
  /** The card's note (added with `addNotes` first) and its ordinal: the card is then that note's. */
  noteId?: number;
  ord?: number;
  /** A Basic note whose card shows a picture or sound of its own: its fields are the card's sides. */
  sidesAreFields?: boolean;
}

/** A note type as Anki's model (docs/export.md): its Anki id kept when it came from Anki. */
export interface ApkgNoteType {
  ankiId: number;
  name: string;
  kind: 'standard' | 'cloze' | 'image-occlusion';
  fields: string[];
  templates: { name: string; front: string; back: string }[];
  css: string;
  sortField: number;
  updatedAt: number;
}

/**
 * Anki's Image Occlusion CSS (rslib/src/image_occlusion/notetype.css): the built-in's is empty
 * here, and Anki's reviewer reads its mask colours from it.
 */
export const ANKI_IO_CSS =
  '#image-occlusion-canvas {\n    --inactive-shape-color: #ffeba2;\n    --active-shape-color: #ff8e8e;\n    --inactive-shape-border: 1px #212121;\n    --active-shape-border: 1px #212121;\n}\n\n' +
  '.card {\n    font-family: arial;\n    font-size: 20px;\n    text-align: center;\n    color: black;\n    background-color: white;\n}\n';

/** Anki's OriginalStockKind of its Image Occlusion note type. */
const IMAGE_OCCLUSION_STOCK_KIND = 6;

/** A note as Anki's: fields' HTML with images naming package files, tags, guid. */
export interface ApkgNote {
  /** Cardcade's note id (cards name it). */
  id: number;
  ankiTypeId: number;
  guid: string;
  fields: string[];
  tags: string[];
  updatedAt: number;
}

/** Anki's default card CSS: a built-in (whose CSS here is empty) reads in Anki as Anki's own. */
export const ANKI_DEFAULT_CSS = '.card {\n  font-family: arial;\n  font-size: 20px;\n  text-align: center;\n  color: black;\n  background-color: white;\n}\n';

const LATEX_PRE =
  '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n';

const ankiModelField = (name: string, ord: number) => ({ name, ord, sticky: false, rtl: false, font: 'Arial', size: 20, media: [] });

/** A note type as Anki's schema-11 model JSON. */
export function ankiModel(type: ApkgNoteType, deckId: number) {
  return {
    id: type.ankiId,
    name: type.name,
    // Anki's Image Occlusion is a cloze note type marked by its stock kind, its fields tagged by role.
    type: type.kind === 'standard' ? 0 : 1,
    ...(type.kind === 'image-occlusion' ? { originalStockKind: IMAGE_OCCLUSION_STOCK_KIND } : {}),
    mod: Math.floor(type.updatedAt / 1000),
    usn: -1,
    sortf: type.sortField,
    did: deckId,
    tmpls: type.templates.map((template, ord) => ({ name: template.name, ord, qfmt: template.front, afmt: template.back, bqfmt: '', bafmt: '', did: null, bfont: '', bsize: 0 })),
    flds: type.fields.map((name, ord) => (type.kind === 'image-occlusion' && ord < 5 ? { ...ankiModelField(name, ord), tag: ord, preventDeletion: true } : ankiModelField(name, ord))),
    css: type.css,
    latexPre: LATEX_PRE,
    latexPost: '\\end{document}',
    latexsvg: false,
    tags: [],
    vers: [],
  };
}

export interface ApkgReview {
  cardId: number;
  rating: number;
  answerTimeMs: number | null;
  reviewedAt: number;
}

// --- Anki's field text rules --------------------------------------------------------------------

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A side as an Anki field: escaped text, line breaks as <br>, then its image and sound. */
export function ankiField(text: string, image: string | null, audio: string | null, html?: string | null): string {
  let field = html ? html : escapeHtml(text).replace(/\r?\n/g, '<br>');
  // A rich side may show its image inline already: then it is not added a second time.
  if (image && !(html && html.includes(`src="${escapeHtml(image)}"`))) field += `<img src="${escapeHtml(image)}">`;
  if (audio) field += `[sound:${audio}]`;
  return field;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Anki's strip_html_preserving_media_filenames: an <img> becomes ` its-file-name `, other tags
 * go, entities are decoded. Enough for the fields written above (Anki's own is regex based too).
 */
export function stripHtmlPreservingMediaFilenames(html: string): string {
  const withNames = html.replace(/<img[^>]*?src=["']?([^"'>\s]+)["']?[^>]*>/gi, ' $1 ');
  return withNames
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
      if (body[0] === '#') {
        const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[body.toLowerCase()] ?? whole;
    })
    .trim();
}

/** Anki's field checksum: the first 8 hex digits of SHA-1 of the stripped field, as an integer. */
export function fieldChecksum(field: string): number {
  return parseInt(createHash('sha1').update(stripHtmlPreservingMediaFilenames(field)).digest('hex').slice(0, 8), 16);
}

// --- schedule -------------------------------------------------------------------------------------

/** Anki's type/queue/due/ivl/factor/left for an FSRS card state (V2 scheduler meaning). */
export function ankiSchedule(card: ApkgCard, position: number, crtMs: number) {
  switch (card.state) {
    case 2: // review: due is a day number counted from the collection's creation
      return { type: 2, queue: 2, due: Math.floor((card.due - crtMs) / DAY_MS), ivl: Math.max(1, card.scheduledDays), factor: DEFAULT_FACTOR, left: 0 };
    case 1: // learning: due is epoch seconds
      return { type: 1, queue: 1, due: Math.floor(card.due / 1000), ivl: 0, factor: 0, left: 1001 };
    case 3: // relearning
      return { type: 3, queue: 1, due: Math.floor(card.due / 1000), ivl: Math.max(1, card.scheduledDays), factor: DEFAULT_FACTOR, left: 1001 };
    default: // new: due is the position in the new queue
      return { type: 0, queue: 0, due: position, ivl: 0, factor: 0, left: 0 };
  }
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

// --- the collection -------------------------------------------------------------------------------

function colJson(deck: ApkgDeck, deckId: number, cardCount: number, nowMs: number) {
  const nowS = Math.floor(nowMs / 1000);
  const conf = {
    activeDecks: [deckId],
    curDeck: deckId,
    newSpread: 0,
    collapseTime: 1200,
    timeLim: 0,
    estTimes: true,
    dueCounts: true,
    curModel: NOTE_TYPE_ID,
    nextPos: cardCount + 1,
    sortType: 'noteFld',
    sortBackwards: false,
    addToCur: true,
    schedVer: 2,
    dayLearnFirst: false,
    creationOffset: 0,
  };
  const field = (name: string, ord: number) => ({ name, ord, sticky: false, rtl: false, font: 'Arial', size: 20, media: [] });
  const models = {
    [NOTE_TYPE_ID]: {
      id: NOTE_TYPE_ID,
      name: 'Cardcade Basic',
      type: 0,
      mod: nowS,
      usn: -1,
      sortf: 0,
      did: deckId,
      tmpls: [
        {
          name: 'Card 1',
          ord: 0,
          qfmt: '{{Front}}',
          afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}',
          bqfmt: '',
          bafmt: '',
          did: null,
          bfont: '',
          bsize: 0,
        },
      ],
      flds: [field('Front', 0), field('Back', 1)],
      css: '.card {\n  font-family: arial;\n  font-size: 20px;\n  text-align: center;\n  color: black;\n  background-color: white;\n}\n',
      latexPre:
        '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
      latexPost: '\\end{document}',
      latexsvg: false,
      req: [[0, 'any', [0]]],
      tags: [],
      vers: [],
    },
  };
  const deckEntry = (id: number, name: string, desc: string) => ({
    id,
    mod: nowS,
    name,
    usn: -1,
    lrnToday: [0, 0],
    revToday: [0, 0],
    newToday: [0, 0],
    timeToday: [0, 0],
    collapsed: false,
    browserCollapsed: false,
    desc,
    dyn: 0,
    conf: 1,
    extendNew: 0,
    extendRev: 0,
  });
  const decks = { 1: deckEntry(1, 'Default', ''), [deckId]: deckEntry(deckId, deck.name, deck.description ?? '') };
  const dconf = {
    1: {
      id: 1,
      name: 'Default',
      mod: 0,
      usn: 0,
      maxTaken: 60,
      autoplay: true,
      timer: 0,
      replayq: true,
      dyn: false,
      new: { bury: false, delays: [1, 10], initialFactor: DEFAULT_FACTOR, ints: [1, 4, 0], order: 1, perDay: 20 },
      lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
      rev: { bury: false, ease4: 1.3, ivlFct: 1, maxIvl: 36500, perDay: 200, hardFactor: 1.2 },
    },
  };
  return { conf, models, decks, dconf, tags: {} };
}

export interface ApkgWriter {
  /** Adds note types (before their notes). */
  addNoteTypes(types: ApkgNoteType[]): void;
  /** Adds notes (before their cards). */
  addNotes(notes: ApkgNote[]): void;
  /** Adds cards (in order: the first added is first in Anki's new queue). */
  addCards(cards: ApkgCard[]): void;
  /** Adds review history, in time order per card; reviews of cards not added are skipped. */
  addReviews(reviews: ApkgReview[]): void;
  /** Writes the `col` row, closes the database and answers the file's path. */
  finish(): string;
  /** Removes the temp directory (always call, also after a failure). */
  dispose(): void;
}

/**
 * What Anki 2.1.x puts beside a V2-scheduler `collection.anki21` (its `_addDummyCollection`): a
 * `collection.anki2` with one card asking old clients to update, so they never half-read the
 * real one. Readers that know `collection.anki21` (Anki ≥ 2.1, Cardcade) skip it.
 */
export function createLegacyPlaceholder(nowMs: number): ApkgWriter {
  const writer = createApkgCollection({ name: 'Please update Anki', description: null, createdAt: nowMs }, nowMs);
  const text = 'This deck needs a newer version of Anki. Please update Anki, then import the file again.';
  writer.addCards([
    { id: 0, term: text, definition: text, createdAt: nowMs, updatedAt: nowMs, due: nowMs, stability: 0, difficulty: 0, scheduledDays: 0, reps: 0, lapses: 0, state: 0, termImage: null, definitionImage: null, termAudio: null, definitionAudio: null },
  ]);
  return writer;
}

/** Opens a new collection in a temp directory. `crtMs`: the collection's day 0. */
export function createApkgCollection(deck: ApkgDeck, nowMs: number): ApkgWriter {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-export-'));
  const file = path.join(dir, 'collection.anki21');
  const db = new Database(file);
  db.pragma('journal_mode = DELETE');
  db.exec(SCHEMA);
  // Day 0: midnight UTC of the deck's creation (or now, if that is earlier), so due days count up.
  const crtMs = Math.floor(Math.min(deck.createdAt, nowMs) / DAY_MS) * DAY_MS;
  // Anki ids are epoch milliseconds; the deck's and the notes' come from the export time.
  const deckId = nowMs;
  let nextNoteId = nowMs;
  let position = 0;
  const ankiCardIds = new Map<number, number>();
  const usedRevlogIds = new Set<number>();
  const lastReview = new Map<number, { at: number; rating: number }>();
  const insertNote = db.prepare('INSERT INTO notes VALUES (?, ?, ?, ?, 0, \'\', ?, ?, ?, 0, \'\')');
  const insertCard = db.prepare('INSERT INTO cards VALUES (?, ?, ?, 0, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)');
  const insertNoteWithTags = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, 0, '')");
  const insertNoteCard = db.prepare('INSERT INTO cards VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)');
  const insertRevlog = db.prepare('INSERT INTO revlog VALUES (?, ?, 0, ?, ?, ?, ?, ?, ?)');

  const models: Record<string, ReturnType<typeof ankiModel>> = {};
  const ankiNoteIds = new Map<number, number>();
  const pendingNotes = new Map<number, ApkgNote>();
  const addNoteTypes = (types: ApkgNoteType[]) => {
    for (const type of types) models[type.ankiId] = ankiModel(type, deckId);
  };
  // A note is written at its first card, so notes keep the cards' order (Anki's new queue, readers).
  const addNotes = (notes: ApkgNote[]) => {
    for (const note of notes) pendingNotes.set(note.id, note);
  };
  const writeNote = (noteId: number, fields?: string[]): number | undefined => {
    const written = ankiNoteIds.get(noteId);
    if (written !== undefined) return written;
    const note = pendingNotes.get(noteId);
    if (!note) return undefined;
    pendingNotes.delete(noteId);
    if (fields) note.fields = fields;
    {
      const id = ++nextNoteId;
      const sortField = models[note.ankiTypeId]?.sortf ?? 0;
      const sortText = stripHtmlPreservingMediaFilenames(note.fields[sortField] ?? '');
      const tags = note.tags.length ? ` ${note.tags.join(' ')} ` : '';
      insertNoteWithTags.run(id, note.guid, note.ankiTypeId, Math.floor(note.updatedAt / 1000), tags, note.fields.join('\x1f'), sortText, fieldChecksum(note.fields[0] ?? ''));
      ankiNoteIds.set(note.id, id);
      return id;
    }
  };

  const addCards = db.transaction((cards: ApkgCard[]) => {
    for (const card of cards) {
      const sides = card.sidesAreFields ? [ankiField(card.term, card.termImage, card.termAudio, card.termHtml), ankiField(card.definition, card.definitionImage, card.definitionAudio, card.definitionHtml)] : undefined;
      const noteOfCard = card.noteId === undefined ? undefined : writeNote(card.noteId, sides);
      if (noteOfCard !== undefined) {
        // A card of a note written whole: its own id, its note and its template's ordinal.
        const id = ++nextNoteId;
        position += 1;
        const mod = Math.floor(card.updatedAt / 1000);
        const s = ankiSchedule(card, position, crtMs);
        const data = card.state === 0 ? '' : JSON.stringify({ s: round(card.stability, 4), d: round(card.difficulty, 4) });
        insertNoteCard.run(id, noteOfCard, deckId, card.ord ?? 0, mod, s.type, s.queue, s.due, s.ivl, s.factor, card.reps, card.lapses, s.left, data);
        ankiCardIds.set(card.id, id);
        continue;
      }
      const id = ++nextNoteId;
      position += 1;
      const front = ankiField(card.term, card.termImage, card.termAudio, card.termHtml);
      const back = ankiField(card.definition, card.definitionImage, card.definitionAudio, card.definitionHtml);
      // A stable guid per Cardcade card, so importing a newer export updates the same notes.
      const guid = createHash('sha1').update(`cardcade:${card.id}:${card.createdAt}`).digest('base64').slice(0, 10);
      const mod = Math.floor(card.updatedAt / 1000);
      insertNote.run(id, guid, NOTE_TYPE_ID, mod, `${front}\x1f${back}`, stripHtmlPreservingMediaFilenames(front), fieldChecksum(front));
      const s = ankiSchedule(card, position, crtMs);
      const data = card.state === 0 ? '' : JSON.stringify({ s: round(card.stability, 4), d: round(card.difficulty, 4) });
      insertCard.run(id, id, deckId, mod, s.type, s.queue, s.due, s.ivl, s.factor, card.reps, card.lapses, s.left, data);
      ankiCardIds.set(card.id, id);
    }
  });

  // Cardcade keeps no per-answer interval or state, so the revlog rows are reconstructed: a card's
  // first answer is learning (type 0), an answer after an Again is relearning (2), others review
  // (1); lastIvl is the days since the previous answer. Enough for Anki's stats and FSRS fits,
  // which read ease, time and type.
  const addReviews = db.transaction((reviews: ApkgReview[]) => {
    for (const review of reviews) {
      const cid = ankiCardIds.get(review.cardId);
      if (cid === undefined) continue;
      let id = review.reviewedAt;
      while (usedRevlogIds.has(id)) id += 1;
      usedRevlogIds.add(id);
      const previous = lastReview.get(review.cardId);
      const type = previous === undefined ? 0 : previous.rating === 1 ? 2 : 1;
      const lastIvl = previous === undefined ? 0 : Math.max(0, Math.round((review.reviewedAt - previous.at) / DAY_MS));
      const ease = Math.min(4, Math.max(1, review.rating));
      const time = Math.min(60_000, Math.max(0, review.answerTimeMs ?? 0));
      insertRevlog.run(id, cid, ease, 0, lastIvl, type === 0 ? 0 : DEFAULT_FACTOR, time, type);
      lastReview.set(review.cardId, { at: review.reviewedAt, rating: review.rating });
    }
  });

  let closed = false;
  return {
    addNoteTypes,
    addNotes,
    addCards,
    addReviews,
    finish() {
      const col = colJson(deck, deckId, position, nowMs);
      Object.assign(col.models, models);
      db.prepare('INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)').run(
        Math.floor(crtMs / 1000),
        nowMs,
        nowMs,
        JSON.stringify(col.conf),
        JSON.stringify(col.models),
        JSON.stringify(col.decks),
        JSON.stringify(col.dconf),
        JSON.stringify(col.tags),
      );
      db.close();
      closed = true;
      return file;
    },
    dispose() {
      if (!closed) db.close();
      closed = true;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
