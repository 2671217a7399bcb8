import Database from '../../db/sqliteNative.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DECK_DESCRIPTION_MAX, DECK_NAME_MAX, IMPORT_MAX_CARDS } from '../../../shared/constants.js';
import { cardsWithRevlog, readAnkiHistory } from './ankiHistory.js';
import { attachMedia, mediaCapFor, NoteMediaCursor, readMediaMap, replaceAnkiCollation, type CardRefs } from './ankiMedia.js';
import { renderCloze } from './cloze.js';
import { IMPORT_ERRORS, ImportInputError, zipInputError } from './errors.js';
import { htmlToText } from './html.js';
import { fromAnkiField } from '../richText/ankiField.js';
import { bounded, draftCard, isImportable, RAW_FIELD_MAX, type DraftCard, type DraftDeck, type ImportDraft } from './preview.js';
import {
  inflateBudget,
  inflateLimitFor,
  type InflateBudget,
  isZip,
  isZstd,
  openZip,
  ZipFormatError,
  ZipTooLargeError,
  zstdDecompressLimited,
  type OpenedZip,
  type ZipMember,
} from './zip.js';

export type AnkiImportMode = 'single_deck' | 'collection';

// Newest first. Packages from current Anki also carry a 'please update' collection.anki2 decoy,
// so the first member found wins and the legacy file is read only when it is the only one.
const COLLECTION_MEMBERS = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;
const SQLITE_HEADER = 'SQLite format 3\0';
const FIELD_SEPARATOR = '\x1f';

export interface AnkiParseOptions {
  mode: AnkiImportMode;
  /** Used for the deck name when the decks have no common root. */
  fileName: string;
  maxCards?: number;
  /** Replay Anki's review history into the cards (DESIGN §12); `true` unless `false`. */
  keepReviewHistory?: boolean;
  /** The parse time (history of cards with no revlog is capped at it). */
  now?: number;
}

/** The collection's SQLite bytes, with every limit of DESIGN §6 applied while unpacking. */
export async function extractCollection(bytes: Uint8Array): Promise<{ member: string; sqlite: Uint8Array }> {
  return withAnkiPackage(bytes, async (opened) => ({ member: opened.member, sqlite: opened.sqlite }));
}

interface OpenedPackage {
  member: string;
  sqlite: Uint8Array;
  zip: OpenedZip;
  /** What is left of the inflated-size limit; media files are read through it too. */
  budget: InflateBudget;
}

/** Opens the package, reads its collection, and keeps the zip open for `use` (media files). */
async function withAnkiPackage<T>(bytes: Uint8Array, use: (opened: OpenedPackage) => Promise<T>): Promise<T> {
  if (!isZip(bytes)) throw new ImportInputError(IMPORT_ERRORS.notAZip);
  const limit = inflateLimitFor(bytes.length);
  let zip: OpenedZip | null = null;
  try {
    zip = await openZip(bytes);
    const members = zip.members;
    // Headers are checked first because it is cheap, but never trusted: the real count is below.
    // Media files over the largest media cap are skipped unread (DESIGN §21), so they do not count.
    const overCap = (member: ZipMember) => /^\d+$/.test(member.name) && member.declaredSize > mediaCapFor('audio');
    if (members.reduce((sum, member) => sum + (overCap(member) ? 0 : member.declaredSize), 0) > limit) throw new ZipTooLargeError(limit);
    const member = COLLECTION_MEMBERS.map((name) => members.find((entry) => entry.name === name)).find(Boolean);
    if (!member) throw new ImportInputError(IMPORT_ERRORS.notAnki);
    const budget = inflateBudget(limit);
    let sqlite = await zip.read(member, budget);
    if (member.name.endsWith('.anki21b')) {
      if (!isZstd(sqlite)) throw new ZipFormatError('anki21b is not zstd');
      sqlite = zstdDecompressLimited(sqlite, budget);
    }
    if (new TextDecoder().decode(sqlite.subarray(0, 16)) !== SQLITE_HEADER) {
      throw new ImportInputError(IMPORT_ERRORS.corruptCollection);
    }
    return await use({ member: member.name, sqlite, zip, budget });
  } catch (error) {
    throw zipInputError(error, limit);
  } finally {
    zip?.close();
  }
}

/** Opens the SQLite bytes read-only from a private temp file that is removed whatever happens. */
export function withTempSqlite<T>(sqlite: Uint8Array, read: (db: Database.Database) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-import-'));
  try {
    const file = path.join(dir, 'collection.sqlite');
    const copy = Buffer.from(sqlite.buffer, sqlite.byteOffset, sqlite.byteLength);
    // A WAL-mode file cannot be opened read-only without its -shm; bytes 18/19 = 1 mean
    // rollback journal, which reads the same data.
    if (copy[18] === 2 || copy[19] === 2) {
      copy[18] = 1;
      copy[19] = 1;
    }
    fs.writeFileSync(file, copy);
    replaceAnkiCollation(file);
    let db: Database.Database | null = null;
    try {
      db = new Database(file, { readonly: true, fileMustExist: true });
      return read(db);
    } catch (error) {
      if (error instanceof ImportInputError) throw error;
      throw new ImportInputError(IMPORT_ERRORS.corruptCollection);
    } finally {
      db?.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// --- minimal protobuf reading for the newer schema's blobs ------------------------------------

type PbValue = number | Uint8Array;

function readVarint(buf: Uint8Array, at: number): [number, number] {
  let result = 0;
  let shift = 0;
  let position = at;
  while (position < buf.length) {
    const byte = buf[position++];
    result += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) return [result, position];
    shift += 7;
  }
  throw new ImportInputError(IMPORT_ERRORS.corruptCollection);
}

/** Top-level fields of a protobuf message: [field number, varint or bytes]. */
export function protobufFields(buf: Uint8Array | null): [number, PbValue][] {
  const out: [number, PbValue][] = [];
  if (!buf) return out;
  let position = 0;
  while (position < buf.length) {
    const [key, next] = readVarint(buf, position);
    position = next;
    const field = Math.floor(key / 8);
    const wire = key & 7;
    if (wire === 0) {
      const [value, after] = readVarint(buf, position);
      out.push([field, value]);
      position = after;
    } else if (wire === 2) {
      const [length, after] = readVarint(buf, position);
      out.push([field, buf.subarray(after, after + length)]);
      position = after + length;
    } else if (wire === 1) {
      position += 8;
    } else if (wire === 5) {
      position += 4;
    } else {
      break;
    }
  }
  return out;
}

// --- reading the collection ----------------------------------------------------------------------

interface AnkiDeck {
  name: string;
  description: string;
}

interface CollectionInfo {
  clozeNotetypes: Set<number>;
  decks: Map<number, AnkiDeck>;
}

function tableNames(db: Database.Database): Set<string> {
  const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
  return new Set(rows.map((row) => row.name));
}

function readCollectionInfo(db: Database.Database): CollectionInfo {
  const tables = tableNames(db);
  const clozeNotetypes = new Set<number>();
  const decks = new Map<number, AnkiDeck>();
  if (tables.has('notetypes') && tables.has('decks')) {
    // Schema 18: NotetypeConfig.kind is field 1 (1 = cloze); DeckKindContainer.normal (field 1)
    // holds Deck.Normal whose description is field 4. Names separate levels with \x1f.
    for (const row of db.prepare('SELECT id, config FROM notetypes').iterate() as Iterable<{
      id: number;
      config: Uint8Array | null;
    }>) {
      if (protobufFields(row.config).some(([field, value]) => field === 1 && value === 1)) clozeNotetypes.add(row.id);
    }
    for (const row of db.prepare('SELECT id, name, kind FROM decks').iterate() as Iterable<{
      id: number;
      name: string;
      kind: Uint8Array | null;
    }>) {
      const normal = protobufFields(row.kind).find(([field]) => field === 1)?.[1];
      const description = normal instanceof Uint8Array ? protobufFields(normal).find(([field]) => field === 4)?.[1] : undefined;
      decks.set(row.id, {
        name: row.name.split(FIELD_SEPARATOR).join('::'),
        description: description instanceof Uint8Array ? new TextDecoder().decode(description) : '',
      });
    }
  } else {
    const col = db.prepare('SELECT models, decks FROM col').get() as { models: string; decks: string } | undefined;
    if (!col) throw new ImportInputError(IMPORT_ERRORS.corruptCollection);
    const models = JSON.parse(col.models || '{}') as Record<string, { type?: number }>;
    for (const [id, model] of Object.entries(models)) if (model.type === 1) clozeNotetypes.add(Number(id));
    const deckJson = JSON.parse(col.decks || '{}') as Record<string, { name?: string; desc?: string }>;
    for (const [id, deck] of Object.entries(deckJson)) {
      decks.set(Number(id), { name: deck.name ?? `Deck ${id}`, description: deck.desc ?? '' });
    }
  }
  return { clozeNotetypes, decks };
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** Longest shared leading path of `A::B::C` names ('' when they share nothing). */
export function commonDeckRoot(names: string[]): string {
  if (names.length === 0) return '';
  let prefix = names[0].split('::');
  for (const name of names.slice(1)) {
    const parts = name.split('::');
    let same = 0;
    while (same < prefix.length && same < parts.length && prefix[same] === parts[same]) same++;
    prefix = prefix.slice(0, same);
  }
  return prefix.join('::');
}

interface NoteRow {
  id: number;
  mid: number;
  /** The first field, at most RAW_FIELD_MAX + 1 characters (SQL substr). */
  first: string;
  /** What follows the first field separator, at most RAW_FIELD_MAX + 1 characters. */
  rest: string;
}

interface CardRow {
  id: number;
  nid: number;
  did: number;
  odid: number;
  ord: number;
}

const FIELD_READ = RAW_FIELD_MAX + 1;

/** Field `index` (0 or 1) of a note, cut to RAW_FIELD_MAX; `cut` when it was longer. */
function fieldOf(note: NoteRow, index: 0 | 1): { raw: string; cut: boolean } {
  let raw = note.first;
  if (index === 1) {
    const end = note.rest.indexOf(FIELD_SEPARATOR);
    raw = end < 0 ? note.rest : note.rest.slice(0, end);
  }
  return raw.length > RAW_FIELD_MAX ? { raw: raw.slice(0, RAW_FIELD_MAX), cut: true } : { raw, cut: false };
}

/** A side's text, and its sanitized HTML when the field has formatting (DESIGN §18). */
function sideOf(html: string, rawWasCut: boolean, image?: string) {
  const rich = fromAnkiField(html, image);
  return rich.html === null ? bounded(htmlToText(html), rawWasCut) : { ...bounded(rich.text, rawWasCut), html: rich.html };
}

/**
 * Notes with their cards, in note order, read row by row from two cursors walked side by side
 * (notes by id, cards by note id): nothing is held beyond the current note, so the card limit
 * stops reading as soon as it is passed. Only the first two fields are read, each cut just past
 * RAW_FIELD_MAX, so a field of megabytes never becomes a JavaScript string.
 */
function* notesWithCards(db: Database.Database): Generator<{ note: NoteRow; cards: CardRow[] }> {
  // SQLite finds the separator (instr) and cuts (substr) in C: only these bounded strings
  // ever reach JavaScript. Rows come as arrays (`raw`): one object per note and per card is
  // made here, not two (a 20,000-note package spent more in row objects than in its fields).
  const notes = db
    .prepare(
      `SELECT id, mid,
        CASE WHEN sep > 0 THEN substr(flds, 1, min(sep - 1, ${FIELD_READ})) ELSE substr(flds, 1, ${FIELD_READ}) END AS first,
        CASE WHEN sep > 0 THEN substr(flds, sep + 1, ${FIELD_READ}) ELSE '' END AS rest
      FROM (SELECT id, mid, flds, instr(flds, char(31)) AS sep FROM notes) ORDER BY id`,
    )
    .raw()
    .iterate() as Iterator<[number, number, string | null, string | null]>;
  const cards = db.prepare('SELECT id, nid, did, odid, ord FROM cards ORDER BY nid, ord, id').raw().iterate() as Iterator<
    [number, number, number, number, number]
  >;
  try {
    let card = cards.next();
    for (let note = notes.next(); !note.done; note = notes.next()) {
      const [id, mid, first, rest] = note.value;
      while (!card.done && card.value[1] < id) card = cards.next(); // cards of missing notes
      if (card.done || card.value[1] !== id) continue; // a note without cards is not shown by Anki either
      const noteCards: CardRow[] = [];
      do {
        const [cardId, nid, did, odid, ord] = card.value;
        noteCards.push({ id: cardId, nid, did, odid, ord });
        card = cards.next();
      } while (!card.done && card.value[1] === id);
      yield { note: { id, mid, first: first ?? '', rest: rest ?? '' }, cards: noteCards };
    }
  } finally {
    notes.return?.();
    cards.return?.();
  }
}

/** Filled by parseAnkiCollection when given: each card's media file names (DESIGN §12). */
export interface CollectedMedia {
  refs: Map<DraftCard, CardRefs>;
  extra: number;
}

export function parseAnkiCollection(db: Database.Database, options: AnkiParseOptions, collected?: CollectedMedia): ImportDraft {
  const maxCards = options.maxCards ?? IMPORT_MAX_CARDS;
  const media = collected ? new NoteMediaCursor(db) : null;
  try {
    return parseNotes(db, options, maxCards, media, collected);
  } finally {
    if (media && collected) collected.extra = media.extra;
    media?.close();
  }
}

function parseNotes(
  db: Database.Database,
  options: AnkiParseOptions,
  maxCards: number,
  media: NoteMediaCursor | null,
  collected: CollectedMedia | undefined,
): ImportDraft {
  const { clozeNotetypes, decks } = readCollectionInfo(db);

  const deckIndex = new Map<number, number>();
  const draftDecks: DraftDeck[] = [];
  const indexOfDeck = (deckId: number) => {
    let index = deckIndex.get(deckId);
    if (index === undefined) {
      const deck = decks.get(deckId) ?? { name: 'Default', description: '' };
      index = draftDecks.length;
      deckIndex.set(deckId, index);
      draftDecks.push({ name: cut(deck.name, DECK_NAME_MAX), description: cut(htmlToText(cut(deck.description, RAW_FIELD_MAX)), DECK_DESCRIPTION_MAX) });
    }
    return index;
  };

  // Review history (ankiHistory.ts): the draft card of a note takes its first card's history.
  // Kept: one pass over revlog answers both the states and the count; not kept: the count only.
  const keepHistory = options.keepReviewHistory !== false;
  const { history, revlogCards } = keepHistory ? readAnkiHistory(db, options.now ?? Date.now()) : { history: null, revlogCards: cardsWithRevlog(db) };
  let cardsWithHistory = 0;
  const withHistory = (draft: DraftCard, ankiCardId: number) => {
    // Counted among the cards that will be imported (a card with an empty side is skipped).
    if (revlogCards.has(ankiCardId) && isImportable(draft)) cardsWithHistory += 1;
    const kept = history?.get(ankiCardId);
    if (kept) draft.history = kept;
    return draft;
  };

  const cards: DraftCard[] = [];
  for (const { note, cards: noteCards } of notesWithCards(db)) {
    // A note belongs to the home deck of its first card (a card parked in a filtered deck keeps
    // its home deck in odid).
    const deck = indexOfDeck(noteCards[0].odid || noteCards[0].did);
    const first = fieldOf(note, 0);
    const noteMedia = media?.forNote(note.id, note.mid) ?? null;
    const keep = (card: DraftCard) => {
      cards.push(card);
      if (noteMedia) collected?.refs.set(card, noteMedia);
    };
    if (clozeNotetypes.has(note.mid)) {
      for (const card of noteCards) {
        const rendered = renderCloze(first.raw, card.ord + 1);
        keep(withHistory(draftCard(sideOf(rendered.term, first.cut, noteMedia?.term.image), sideOf(rendered.definition, false), deck), card.id));
        if (cards.length > maxCards) break;
      }
    } else {
      const second = fieldOf(note, 1);
      keep(withHistory(draftCard(sideOf(first.raw, first.cut, noteMedia?.term.image), sideOf(second.raw, second.cut, noteMedia?.definition.image), deck), noteCards[0].id));
    }
    if (cards.length > maxCards) throw new ImportInputError(IMPORT_ERRORS.tooManyCards(maxCards, countAttempted(db, clozeNotetypes)));
  }

  // Decks sorted by name so Parent comes before Parent::Child; card indexes follow.
  const order = draftDecks.map((_, index) => index).sort((a, b) => draftDecks[a].name.localeCompare(draftDecks[b].name));
  const remap = new Map(order.map((oldIndex, newIndex) => [oldIndex, newIndex]));
  const sortedDecks = order.map((index) => draftDecks[index]);
  for (const card of cards) card.deck = remap.get(card.deck) ?? card.deck;

  const root = commonDeckRoot(sortedDecks.map((deck) => deck.name));
  const fallbackName = path.basename(options.fileName).replace(/\.(apkg|colpkg)$/i, '') || 'Anki Import';
  const rootDeck = [...decks.values()].find((deck) => deck.name === root);
  const deckWord = sortedDecks.length === 1 ? 'deck' : 'decks';
  const draft: ImportDraft = {
    source: 'anki',
    target: options.mode === 'single_deck' ? 'one' : 'each',
    proposedDeckName: cut(root || fallbackName, DECK_NAME_MAX),
    proposedDescription: cut(htmlToText(rootDeck?.description ?? ''), DECK_DESCRIPTION_MAX),
    decks: sortedDecks,
    cards,
    message: `Anki package read: ${cards.length} cards from ${sortedDecks.length} ${deckWord}.`,
  };
  if (revlogCards.size) draft.ankiHistory = { cardsWithHistory, kept: history !== null };
  return draft;
}

/** The exact attempted-card count, for the "too many cards" message only. */
function countAttempted(db: Database.Database, clozeNotetypes: Set<number>): number {
  const rows = db
    .prepare('SELECT n.mid AS mid, COUNT(DISTINCT n.id) AS notes, COUNT(*) AS cards FROM notes n JOIN cards c ON c.nid = n.id GROUP BY n.mid')
    .all() as { mid: number; notes: number; cards: number }[];
  return rows.reduce((sum, row) => sum + (clozeNotetypes.has(row.mid) ? row.cards : row.notes), 0);
}

/** .apkg / .colpkg bytes → draft. Throws ImportInputError for anything the user must fix. */
export async function parseAnkiPackage(bytes: Uint8Array, options: AnkiParseOptions): Promise<ImportDraft> {
  return withAnkiPackage(bytes, async ({ sqlite, zip, budget }) => {
    const files = await readMediaMap(zip, budget);
    const collected: CollectedMedia = { refs: new Map(), extra: 0 };
    const draft = withTempSqlite(sqlite, (db) => parseAnkiCollection(db, options, collected));
    await attachMedia(draft, collected.refs, zip, files, budget, collected.extra, bytes);
    return draft;
  });
}
