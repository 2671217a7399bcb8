import Database from '../db/sqliteNative.js';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';

// Builds small Anki packages for tests (so a fresh clone needs no fixture files): the legacy
// schema (JSON in `col`) and the schema-18 tables, zipped like Anki does, anki21b via zstd.

export interface TestNote {
  fields: string[];
  /** Index into `notetypes`. */
  notetype: number;
  /** One entry per card: its deck id, and optionally the filtered deck it is parked in. */
  cards: { deck: number; ord?: number; filteredIn?: number; schedule?: TestCardSchedule; revlog?: TestRevlog[] }[];
  /** The note's mtime in seconds (re-import updates a note only when it is newer); default 0. */
  mod?: number;
}

/** Anki's scheduling columns of a card (all 0 = a new card). */
export interface TestCardSchedule {
  type: number;
  queue: number;
  due: number;
  ivl: number;
  factor: number;
  reps?: number;
  lapses?: number;
  odue?: number;
}

/** One revlog row: `id` is the review time in epoch ms (unique across the package). */
export interface TestRevlog {
  id: number;
  ease: number;
  ivl?: number;
  type?: number;
  time?: number;
}

export interface TestCollection {
  /**
   * `fields`/`front`: field names and the first card template's front; its back is `back`, by
   * default the front, `<hr id=answer>` and the fields the front does not show. `templates`
   * replaces both with a note type's whole list (one card per template and note).
   */
  notetypes: { id: number; name: string; cloze?: boolean; fields?: string[]; front?: string; back?: string; templates?: { name: string; qfmt: string; afmt: string }[]; mod?: number; css?: string }[];
  decks: { id: number; name: string; description?: string; filtered?: boolean }[];
  notes: TestNote[];
  /** col.crt: the collection's creation, epoch seconds (review cards' due counts days from it). */
  crt?: number;
  /** Media files packed with the collection, by the name fields use. */
  media?: Record<string, Uint8Array>;
}

type TestNotetype = TestCollection['notetypes'][number];

/** A test note type's card templates (see TestCollection.notetypes). */
function templatesOf(nt: TestNotetype): { name: string; qfmt: string; afmt: string }[] {
  if (nt.templates) return nt.templates;
  if (nt.front === undefined) return [];
  const front = nt.front;
  const rest = (nt.fields ?? []).filter((name) => !front.includes(`{{${name}}}`)).map((name) => `{{${name}}}`);
  return [{ name: 'Card 1', qfmt: front, afmt: nt.back ?? `{{FrontSide}}<hr id=answer>${rest.join('<br>')}` }];
}

function withFile(build: (db: Database.Database) => void): Uint8Array {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-testkit-'));
  try {
    const file = path.join(dir, 'c.sqlite');
    const db = new Database(file);
    build(db);
    db.close();
    return new Uint8Array(fs.readFileSync(file));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function createCoreTables(db: Database.Database) {
  db.exec(`
    CREATE TABLE col (id integer primary key, crt integer, mod integer, scm integer, ver integer, dty integer,
      usn integer, ls integer, conf text, models text, decks text, dconf text, tags text);
    CREATE TABLE notes (id integer primary key, guid text, mid integer, mod integer, usn integer, tags text,
      flds text, sfld text, csum integer, flags integer, data text);
    CREATE TABLE cards (id integer primary key, nid integer, did integer, ord integer, mod integer, usn integer,
      type integer, queue integer, due integer, ivl integer, factor integer, reps integer, lapses integer,
      left integer, odue integer, odid integer, flags integer, data text);
    CREATE TABLE revlog (id integer primary key, cid integer, usn integer, ease integer, ivl integer,
      lastIvl integer, factor integer, time integer, type integer);
  `);
}

function insertNotes(db: Database.Database, collection: TestCollection) {
  const insertNote = db.prepare('INSERT INTO notes (id, guid, mid, mod, usn, tags, flds, sfld, csum, flags, data) VALUES (?, ?, ?, ?, 0, ?, ?, ?, 0, 0, ?)');
  const insertCard = db.prepare(
    'INSERT INTO cards (id, nid, did, ord, mod, usn, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, flags, data) VALUES (?, ?, ?, ?, 0, 0, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, 0, ?)',
  );
  const insertRevlog = db.prepare('INSERT INTO revlog VALUES (?, ?, 0, ?, ?, 0, 0, ?, ?)');
  let cardId = 1;
  const insertAll = db.transaction(() => collection.notes.forEach((note, index) => {
    const noteId = 1_000 + index;
    insertNote.run(noteId, `g${index}`, collection.notetypes[note.notetype].id, note.mod ?? 0, '', note.fields.join('\x1f'), note.fields[0] ?? '', '');
    note.cards.forEach((card, cardIndex) => {
      // Parked in a filtered deck: did = the filtered deck, odid = home.
      const did = card.filteredIn ?? card.deck;
      const odid = card.filteredIn ? card.deck : 0;
      const s = card.schedule;
      for (const row of card.revlog ?? []) insertRevlog.run(row.id, cardId, row.ease, row.ivl ?? 0, row.time ?? 0, row.type ?? 1);
      insertCard.run(cardId++, noteId, did, card.ord ?? cardIndex, s?.type ?? 0, s?.queue ?? 0, s?.due ?? 0, s?.ivl ?? 0, s?.factor ?? 0, s?.reps ?? 0, s?.lapses ?? 0, s?.odue ?? 0, odid, '');
    });
  }));
  insertAll();
}

/** collection.anki2 / .anki21 bytes (schema 11: note types and decks as JSON in `col`). */
export function legacyCollection(collection: TestCollection): Uint8Array {
  return withFile((db) => {
    createCoreTables(db);
    const models = Object.fromEntries(
      collection.notetypes.map((nt) => [
        String(nt.id),
        {
          id: nt.id,
          name: nt.name,
          type: nt.cloze ? 1 : 0,
          flds: (nt.fields ?? []).map((name, ord) => ({ name, ord })),
          tmpls: templatesOf(nt).map((template, ord) => ({ ...template, ord })),
          ...(nt.mod === undefined ? {} : { mod: nt.mod }),
          ...(nt.css === undefined ? {} : { css: nt.css }),
        },
      ]),
    );
    const decks = Object.fromEntries(
      collection.decks.map((deck) => [String(deck.id), { id: deck.id, name: deck.name, desc: deck.description ?? '', dyn: deck.filtered ? 1 : 0 }]),
    );
    db.prepare("INSERT INTO col VALUES (1, ?, 0, 0, 11, 0, 0, 0, '{}', ?, ?, '{}', '{}')").run(collection.crt ?? 0, JSON.stringify(models), JSON.stringify(decks));
    insertNotes(db, collection);
  });
}

const varint = (value: number): number[] => {
  const out: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  out.push(rest);
  return out;
};
const bytesField = (field: number, bytes: Uint8Array | number[]) => [...varint(field * 8 + 2), ...varint(bytes.length), ...bytes];

/** collection.anki21b's SQLite (schema 18: notetypes/decks tables, protobuf blobs, \x1f names). */
export function schema18Collection(collection: TestCollection): Uint8Array {
  return withFile((db) => {
    createCoreTables(db);
    db.exec(`
      CREATE TABLE notetypes (id integer primary key, name text, mtime_secs integer, usn integer, config blob);
      CREATE TABLE decks (id integer primary key, name text, mtime_secs integer, usn integer, common blob, kind blob);
      CREATE TABLE fields (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL COLLATE nocase, config blob NOT NULL,
        PRIMARY KEY (ntid, ord)) without rowid;
      CREATE UNIQUE INDEX idx_fields_name_ntid ON fields (name, ntid);
      CREATE TABLE templates (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL COLLATE nocase, mtime_secs integer NOT NULL,
        usn integer NOT NULL, config blob NOT NULL, PRIMARY KEY (ntid, ord)) without rowid;
      CREATE UNIQUE INDEX idx_templates_name_ntid ON templates (name, ntid);
    `);
    db.prepare("INSERT INTO col VALUES (1, ?, 0, 0, 18, 0, 0, 0, '', '', '', '', '')").run(collection.crt ?? 0);
    const insertNotetype = db.prepare('INSERT INTO notetypes VALUES (?, ?, 0, 0, ?)');
    for (const nt of collection.notetypes) {
      // NotetypeConfig.kind = field 1 (varint): 0 normal, 1 cloze.
      insertNotetype.run(nt.id, nt.name, Buffer.from(nt.cloze ? [0x08, 0x01] : [0x08, 0x00]));
    }
    // Real Anki declares these COLLATE unicase, a collation only Anki has: SQLite cannot even
    // insert without it, so the schema text is switched after the rows are in.
    const insertField = db.prepare('INSERT INTO fields VALUES (?, ?, ?, ?)');
    const insertTemplate = db.prepare('INSERT INTO templates VALUES (?, ?, ?, 0, 0, ?)');
    // One transaction: a note type of thousands of fields (hostile tests) is one write, not thousands.
    db.transaction(() => collection.notetypes.forEach((nt) => {
      (nt.fields ?? []).forEach((name, ord) => insertField.run(nt.id, ord, name, Buffer.alloc(0)));
      // CardTemplateConfig.q_format = field 1, a_format = field 2.
      templatesOf(nt).forEach((template, ord) => {
        const config = [...bytesField(1, new TextEncoder().encode(template.qfmt)), ...bytesField(2, new TextEncoder().encode(template.afmt))];
        insertTemplate.run(nt.id, ord, template.name, Buffer.from(config));
      });
    }))();
    const insertDeck = db.prepare('INSERT INTO decks VALUES (?, ?, 0, 0, ?, ?)');
    for (const deck of collection.decks) {
      const description = new TextEncoder().encode(deck.description ?? '');
      const kind = deck.filtered ? bytesField(2, []) : bytesField(1, [0x08, 0x01, ...bytesField(4, description)]);
      insertDeck.run(deck.id, deck.name.split('::').join('\x1f'), Buffer.alloc(0), Buffer.from(kind));
    }
    insertNotes(db, collection);
    db.unsafeMode(true);
    db.pragma('writable_schema = ON');
    db.prepare("UPDATE sqlite_master SET sql = replace(sql, 'COLLATE nocase', 'COLLATE unicase')").run();
  });
}

export function zstdCompress(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(execFileSync('/usr/bin/zstd', ['-q', '-c', '-3'], { input: bytes, maxBuffer: 1024 * 1024 * 1024 }));
}

export const DECOY: TestCollection = {
  notetypes: [{ id: 1, name: 'Basic' }],
  decks: [{ id: 1, name: 'Default' }],
  notes: [{ fields: ['Please update to the latest Anki version, then import the .colpkg/.apkg file again.', ''], notetype: 0, cards: [{ deck: 1 }] }],
};

/** A package in one of Anki's three formats; the newer two carry the legacy decoy too. */
export function ankiPackage(collection: TestCollection, format: 'anki2' | 'anki21' | 'anki21b'): Uint8Array {
  const members: Record<string, Uint8Array> = { ...mediaMembers(collection.media ?? {}, format) };
  if (format === 'anki2') members['collection.anki2'] = legacyCollection(collection);
  if (format === 'anki21') members['collection.anki21'] = legacyCollection(collection);
  if (format === 'anki21b') members['collection.anki21b'] = zstdCompress(schema18Collection(collection));
  if (format !== 'anki2') members['collection.anki2'] = legacyCollection(DECOY);
  return zipSync(members);
}

/** A collection with `count` Basic notes in one deck (benchmarks, the card limit). */
export function basicCollection(count: number, deckName = 'Big Deck'): TestCollection {
  return {
    notetypes: [{ id: 1, name: 'Basic' }],
    decks: [{ id: 10, name: deckName }],
    notes: Array.from({ length: count }, (_, i) => ({ fields: [`Term ${i + 1}`, `Definition ${i + 1}`], notetype: 0, cards: [{ deck: 10 }] })),
  };
}

/**
 * The media map and files as each format packs them: JSON `{"0": "name"}` and raw files, or
 * (anki21b) a zstd-compressed protobuf MediaEntries { repeated MediaEntry entries = 1 } with
 * MediaEntry { name = 1; size = 2; sha1 = 3 } and zstd-compressed files named by position.
 */
export function mediaMembers(media: Record<string, Uint8Array>, format: 'anki2' | 'anki21' | 'anki21b'): Record<string, Uint8Array> {
  const names = Object.keys(media);
  const members: Record<string, Uint8Array> = {};
  if (format !== 'anki21b') {
    names.forEach((name, index) => (members[String(index)] = media[name]));
    members.media = new TextEncoder().encode(JSON.stringify(Object.fromEntries(names.map((name, index) => [String(index), name]))));
    return members;
  }
  const entries: number[] = [];
  names.forEach((name, index) => {
    const bytes = media[name];
    const entry = [...bytesField(1, new TextEncoder().encode(name)), ...varint(2 * 8), ...varint(bytes.length), ...bytesField(3, new Uint8Array(20))];
    entries.push(...bytesField(1, entry));
    members[String(index)] = zstdCompress(bytes);
  });
  members.media = zstdCompress(new Uint8Array(entries));
  return members;
}
