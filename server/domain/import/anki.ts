import Database from '../../db/sqliteNative.js';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DECK_DESCRIPTION_MAX, DECK_NAME_MAX, IMPORT_MAX_CARDS } from '../../../shared/constants.js';
import { cardsWithRevlog, readAnkiHistory } from './ankiHistory.js';
import { assignNoteMedia, attachMedia, fieldMediaRefs, mayHaveMedia, mediaCapFor, readMediaMap, replaceAnkiCollation, sideRefs, type CardRefs, type SideRefs } from './ankiMedia.js';
import { ankiLatexToMath } from './ankiMath.js';
import { OutputBudget } from './ankiOutputBudget.js';
import { TEMPLATE_LIMITS } from './ankiTemplate.js';
import { exampleCard, TemplateCards, type AnkiNote } from './ankiTemplateCards.js';
import { readNoteTypes, type AnkiNoteType } from './ankiTemplateReader.js';
import { CARD_HTML_MAX_INPUT_CHARS } from '../richText/sanitize.js';
import { ankiOrigin } from './ankiTemplateKey.js';
import { renderCloze } from '../../../shared/cloze.js';
import { IMPORT_ERRORS, ImportInputError, zipInputError } from './errors.js';
import { ankiFieldText, ankiNoteFieldHtml, fromAnkiField } from '../richText/ankiField.js';
import { stripControlCharacters } from '../../../shared/schemas/text.js';
import { ANKI_MSG, IMPORT_MSG } from '../../../shared/messages.js';
import { IO_RENDER_LIMITS } from '../notes/imageOcclusionCard.js';
import { bounded, draftCard, isImportable, RAW_FIELD_MAX, type AnkiModelDraft, type AnkiNoteDraft, type DraftCard, type DraftCloze, type DraftDeck, type ImportDraft } from './preview.js';
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
  /** Replay Anki's review history into the cards (docs/anki-history.md); `true` unless `false`. */
  keepReviewHistory?: boolean;
  /** The parse time (history of cards with no revlog is capped at it). */
  now?: number;
  /** The package's rendered-output budget (ankiOutputBudget.ts); a fresh ANKI_OUTPUT_BUDGET unless given. */
  budget?: OutputBudget;
}

/** The collection's SQLite bytes, with every limit of docs/imports.md applied while unpacking. */
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
    // Media files over the largest media cap are skipped unread (docs/security.md), so they do not count.
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
    readySchema(file);
    let db: Database.Database | null = null;
    try {
      db = new Database(file, { readonly: true, fileMustExist: true });
      return read(db);
    } catch (error) {
      if (error instanceof ImportInputError) throw error;
      throw new ImportInputError(IMPORT_ERRORS.corruptCollection);
    } finally {
      // A statement still open (a read that failed half-way) must not turn into another error.
      try {
        db?.close();
      } catch {
        // The temp directory goes below whatever happened.
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The newest collection schema Anki writes today (its SCHEMA_MAX_VERSION); a higher one is from a newer Anki. */
export const ANKI_SCHEMA_MAX = 18;

/**
 * Checks the collection's schema version (docs/anki-templates.md, "Which collections open") on
 * the private temp copy: a newer Anki's is refused with what to do; an Anki 2.0 collection
 * (schema 1 to 10, no filtered decks yet) gets the columns later schemas added, with the values
 * Anki's own upgrade gives them, so it reads as schema 11. Unreadable: left to the read-only
 * open that follows, which reports the corrupt collection.
 */
function readySchema(file: string): void {
  let db: Database.Database | null = null;
  let version: number | null = null;
  try {
    db = new Database(file, { fileMustExist: true });
    const row = db.prepare('SELECT ver FROM col').get() as { ver: unknown } | undefined;
    version = typeof row?.ver === 'number' ? row.ver : null;
    if (version !== null && version <= ANKI_SCHEMA_MAX) {
      const columns = new Set((db.prepare('PRAGMA table_info(cards)').all() as { name: string }[]).map((column) => column.name));
      for (const name of ['odid', 'odue']) if (!columns.has(name)) db.exec(`ALTER TABLE cards ADD COLUMN ${name} integer not null default 0`);
    }
  } catch {
    version = null;
  } finally {
    try {
      db?.close();
    } catch {
      // Nothing was left open that matters: the file is a throwaway copy.
    }
  }
  if (version !== null && version > ANKI_SCHEMA_MAX) throw new ImportInputError(ANKI_MSG.newerAnki(version));
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

interface CardRow {
  id: number;
  nid: number;
  did: number;
  odid: number;
  ord: number;
}

/** Characters of a note's `flds` that reach JavaScript: room for many fields at the limit. */
const NOTE_READ = 16 * RAW_FIELD_MAX;

function splitFields(flds: string, fieldCount: number): { fields: string[]; cut: boolean[] } {
  const cut: boolean[] = [];
  const fields: string[] = [];
  // At most the note type's fields (Anki pads or ignores the rest), and never more than the limit.
  const max = Math.max(2, Math.min(fieldCount, TEMPLATE_LIMITS.fields));
  let start = 0;
  while (fields.length < max) {
    const end = flds.indexOf(FIELD_SEPARATOR, start);
    const raw = end < 0 ? flds.slice(start) : flds.slice(start, end);
    cut.push(raw.length > RAW_FIELD_MAX);
    fields.push(raw.length > RAW_FIELD_MAX ? raw.slice(0, RAW_FIELD_MAX) : raw);
    if (end < 0) break;
    start = end + 1;
  }
  return padded({ fields, cut });
}

const padded = (note: { fields: string[]; cut: boolean[] }) => {
  // Every note's fields pass here: their control characters go, as a typed card's do
  // (shared/schemas/text.ts); PostgreSQL cannot store NUL at all.
  note.fields = note.fields.map(stripControlCharacters);
  while (note.fields.length < 2) {
    note.fields.push('');
    note.cut.push(false);
  }
  return note;
};

/**
 * A note longer than NOTE_READ, field by field: SQLite finds each separator (instr) and cuts
 * each field (substr) in C, so only RAW_FIELD_MAX + 1 characters of a field reach JavaScript.
 */
function readLongNote(db: Database.Database, id: number, fieldCount: number): { fields: string[]; cut: boolean[] } {
  const step = db.prepare(`SELECT substr(flds, ?, ${RAW_FIELD_MAX + 1}) AS head, instr(substr(flds, ?), char(31)) AS sep, length(flds) AS total FROM notes WHERE id = ?`);
  const max = Math.max(2, Math.min(fieldCount, TEMPLATE_LIMITS.fields));
  const fields: string[] = [];
  const cut: boolean[] = [];
  for (let position = 1; fields.length < max; ) {
    const row = step.get(position, position, id) as { head: string | null; sep: number; total: number } | undefined;
    if (!row) break;
    const length = row.sep > 0 ? row.sep - 1 : row.total - position + 1;
    const head = row.head ?? '';
    fields.push(head.slice(0, Math.min(length, RAW_FIELD_MAX)));
    cut.push(length > RAW_FIELD_MAX);
    if (row.sep <= 0) break;
    position += row.sep;
  }
  return padded({ fields, cut });
}

/**
 * A side's text, and its sanitized HTML when the field has formatting (docs/rich-cards.md). `media` are
 * the side's media refs: their images are cut to those the side keeps (`keepImages`).
 */
function sideOf(html: string, rawWasCut: boolean, media: SideRefs | undefined, collected: CollectedMedia | undefined, maxChars?: number) {
  const rich = fromAnkiField(html, media?.images, maxChars);
  keepImages(media, rich.images, collected);
  if (rich.html === null) return bounded(ankiFieldText(html), rawWasCut);
  const { text, tooLong } = bounded(rich.text, rawWasCut);
  return { text, tooLong, html: rich.html };
}

/**
 * The images a side keeps (docs/rich-cards.md): every one its HTML shows inline, in order (image k is
 * the HTML's placeholder k); a side showing none inline keeps its first as its picture, as a
 * plain side always did. The others are counted as left out.
 */
function keepImages(media: SideRefs | undefined, inline: string[], collected: CollectedMedia | undefined): void {
  if (!media?.images?.length) return;
  const kept = inline.length ? inline : media.images.slice(0, 1);
  if (collected) collected.extra += media.images.length - kept.length;
  media.images = kept;
}

/**
 * Notes with their cards, in note order, read row by row from two cursors walked side by side
 * (notes by id, cards by note id): nothing is held beyond the current note, so the card limit
 * stops reading as soon as it is passed. A note's fields arrive cut to NOTE_READ characters by
 * SQLite (substr, in C), so a field of megabytes never becomes a JavaScript string whole.
 */
function* notesWithCards(db: Database.Database, fieldCounts: Map<number, number>, skipTypes?: readonly number[]): Generator<{ note: AnkiNote; cards: CardRow[] }> {
  // Rows come as arrays (`raw`): one object per note and per card is made here, not two.
  // Both prepared before either cursor opens: a failing prepare leaves no statement running.
  // `skipTypes`: not the notes of these note types (their ids bound as one JSON array). Left out
  // by exclusion, never by inclusion: an id past 2^53 reaches JavaScript rounded, and then fails to
  // match, so such a note is read rather than skipped.
  const filter = skipTypes?.length ? 'WHERE mid NOT IN (SELECT value FROM json_each(?))' : '';
  const notesQuery = db.prepare(`SELECT id, mid, guid, tags, substr(flds, 1, ${NOTE_READ}), mod FROM notes ${filter} ORDER BY id`).raw();
  const cardsQuery = db.prepare(`SELECT id, nid, did, odid, ord FROM cards ${filter ? `WHERE nid IN (SELECT id FROM notes ${filter})` : ''} ORDER BY nid, ord, id`).raw();
  const types = filter ? [JSON.stringify(skipTypes)] : [];
  const notes = notesQuery.iterate(...types) as Iterator<[number, number, string | null, string | null, string | null, number | null]>;
  const cards = cardsQuery.iterate(...types) as Iterator<[number, number, number, number, number]>;
  try {
    let card = cards.next();
    for (let note = notes.next(); !note.done; note = notes.next()) {
      const [id, mid, guid, tags, flds, mod] = note.value;
      while (!card.done && card.value[1] < id) card = cards.next(); // cards of missing notes
      if (card.done || card.value[1] !== id) continue; // a note without cards is not shown by Anki either
      const noteCards: CardRow[] = [];
      do {
        const [cardId, nid, did, odid, ord] = card.value;
        noteCards.push({ id: cardId, nid, did, odid, ord });
        card = cards.next();
      } while (!card.done && card.value[1] === id);
      const fieldCount = fieldCounts.get(mid) ?? 2;
      // Fewer UTF-16 units than NOTE_READ are fewer characters too: SQLite did not cut the note
      // (no length() of every note, which reads each one whole). Otherwise it may have.
      const { fields, cut } = (flds?.length ?? 0) >= NOTE_READ ? readLongNote(db, id, fieldCount) : splitFields(flds ?? '', fieldCount);
      yield { note: { id, mid, guid: String(guid ?? id), tags: tags ?? '', fields, cut, mod: typeof mod === 'number' && mod > 0 ? Math.floor(mod) * 1000 : 0 }, cards: noteCards };
    }
  } finally {
    notes.return?.();
    cards.return?.();
  }
}

/** Plain text as HTML, its line breaks kept (a stored cloze side is text). */
const escapeLines = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!).replace(/\n/g, '<br>');

/** Whether all of a note's cards are in one home deck (nearly always: its deck name is then read once). */
function oneDeck(cards: readonly CardRow[]): boolean {
  const first = cards[0].odid || cards[0].did;
  for (let at = 1; at < cards.length; at++) if ((cards[at].odid || cards[at].did) !== first) return false;
  return true;
}

const hasMedia = (side: SideRefs) => !!side.images?.length || side.audio !== undefined;

/** Filled by parseAnkiCollection when given: each card's media file names (docs/anki-history.md). */
export interface CollectedMedia {
  refs: Map<DraftCard, CardRefs>;
  extra: number;
}

export function parseAnkiCollection(db: Database.Database, options: AnkiParseOptions, collected?: CollectedMedia): ImportDraft {
  return parseNotes(db, options, options.maxCards ?? IMPORT_MAX_CARDS, collected);
}

function parseNotes(
  db: Database.Database,
  options: AnkiParseOptions,
  maxCards: number,
  collected: CollectedMedia | undefined,
): ImportDraft {
  const { clozeNotetypes, decks } = readCollectionInfo(db);
  const noteTypes = readNoteTypes(db);
  const templateCards = new TemplateCards(noteTypes);
  const fieldCounts = new Map([...noteTypes].map(([id, type]) => [id, type.fieldNames.length]));
  // The output of every note rendered by templates or as cloze is counted before any card is made
  // (issue 49); a plain note's (its two fields, cut) as its card is made, below.
  const budget = options.budget ?? new OutputBudget();
  const measuredTypes = new Set([...clozeNotetypes, ...[...noteTypes.keys()].filter((mid) => templateCards.renders(mid))]);
  const plainTypes = [...noteTypes.keys()].filter((mid) => !measuredTypes.has(mid));
  if (measuredTypes.size) measureOutput(db, { clozeNotetypes, decks }, fieldCounts, templateCards, plainTypes, budget, maxCards);

  const deckIndex = new Map<number, number>();
  const draftDecks: DraftDeck[] = [];
  const indexOfDeck = (deckId: number) => {
    let index = deckIndex.get(deckId);
    if (index === undefined) {
      const deck = decks.get(deckId) ?? { name: 'Default', description: '' };
      index = draftDecks.length;
      deckIndex.set(deckId, index);
      draftDecks.push({
        name: cut(stripControlCharacters(deck.name), DECK_NAME_MAX) || 'Default',
        description: cut(ankiFieldText(cut(stripControlCharacters(deck.description), RAW_FIELD_MAX)), DECK_DESCRIPTION_MAX),
      });
    }
    return index;
  };

  // Review history (ankiHistory.ts): the draft card of a note takes its first card's history.
  // Kept: one pass over revlog answers both the states and the count; not kept: the count only.
  const keepHistory = options.keepReviewHistory !== false;
  const { history, revlogCards } = keepHistory ? readAnkiHistory(db, options.now ?? Date.now()) : { history: null, revlogCards: cardsWithRevlog(db) };
  let cardsWithHistory = 0;
  const withHistory = (draft: DraftCard, ankiCardId: number, refs: CardRefs | null) => {
    // Counted among the cards that will be imported (a card with an empty side is skipped; a
    // side with a picture or a sound is not empty, its file found or not: ankiMedia.ts `mediaOnlySide`).
    if (revlogCards.has(ankiCardId) && isImportable(refs ? { ...draft, termImage: hasMedia(refs.term) ? 0 : undefined, definitionImage: hasMedia(refs.definition) ? 0 : undefined } : draft)) cardsWithHistory += 1;
    const kept = history?.get(ankiCardId);
    if (kept) draft.history = kept;
    return draft;
  };

  // Each card goes to its own home deck, as in Anki: a note's cards may be in several decks (a
  // card parked in a filtered deck keeps its home deck in odid). Made once, not per note.
  let lastDeck = { id: Number.NaN, index: 0 };
  const deckOfCard = (card: CardRow) => {
    const id = card.odid || card.did;
    // A note's cards are nearly always in one deck: the last one is kept at hand.
    if (id !== lastDeck.id) lastDeck = { id, index: indexOfDeck(id) };
    return lastDeck.index;
  };
  const deckNameOf = (card: CardRow) => draftDecks[deckOfCard(card)].name;
  const cards: DraftCard[] = [];
  const keep = (card: DraftCard, refs: CardRefs | null) => {
    cards.push(card);
    if (refs && collected) collected.refs.set(card, refs);
  };
  // A note's sides read so far, by HTML, uncut and cut: a hashed look-up, not a scan, since a
  // note type may have 100 templates.
  const sidesSeen = [new Map<string, ReturnType<typeof sideOf>>(), new Map<string, ReturnType<typeof sideOf>>()];
  for (const { note, cards: noteCards } of notesWithCards(db, fieldCounts)) {
    // A cloze note's cards (docs/study-modes.md) keep their note's source, Extra and a shared key, so the
    // note can be edited as one; their number is the Anki card's ordinal + 1.
    // An Image Occlusion note (docs/image-occlusion.md) is a cloze note type in Anki, drawn here as pictures.
    const isOcclusion = noteTypes.get(note.mid)?.kind === 'image-occlusion';
    const isCloze = !isOcclusion && clozeNotetypes.has(note.mid) && (!templateCards.renders(note.mid) || templateCards.clozeFromFirstField(note.mid));
    const clozeSource = isCloze ? ankiFieldText(templateCards.renders(note.mid) ? templateCards.fieldMath(note.mid, note.fields[0] ?? '') : ankiLatexToMath(note.fields[0] ?? '')) : '';
    const clozeExtra = isCloze ? ankiFieldText(note.fields[1] ?? '') : '';
    const clozeNote = isCloze ? randomUUID() : '';
    const clozeOf = (number: number, answer: string): DraftCloze => ({ number, note: clozeNote, text: clozeSource, extra: clozeExtra || null, answer });
    const renderedCloze = (number: number) => renderCloze(clozeSource, number, clozeExtra);
    if (templateCards.renders(note.mid)) {
      // One card per Anki card, rendered from its template (ankiTemplateCards.ts).
      const type = templateCards.typeIndex(note.mid);
      const made = templateCards.cardsOf(note, oneDeck(noteCards) ? draftDecks[deckOfCard(noteCards[0])].name : deckNameOf, noteCards);
      // A note's cards often show the same sides (a reversed card: the other's back and front):
      // a side without media is read once per note (it depends on its HTML alone).
      sidesSeen[0].clear();
      sidesSeen[1].clear();
      const plainSide = (html: string, cut: boolean) => {
        const sides = sidesSeen[cut ? 1 : 0];
        let side = sides.get(html);
        if (side === undefined) sides.set(html, (side = sideOf(html, cut, undefined, collected)));
        return side;
      };
      for (let position = 0; position < made.length; position++) {
        const rendered = made[position];
        const deck = deckOfCard(noteCards[rendered.row]);
        // Each side keeps its formatting through the allowlist (docs/rich-cards.md), its images inline.
        const refs = collected ? renderedMedia(rendered.frontHtml, rendered.backHtml, collected) : null;
        // A cloze card's text is the note's own rendering (docs/study-modes.md), the one an edit of the note
        // re-renders; its template decides only which cards exist.
        const cloze = isCloze ? renderedCloze(rendered.ord + 1) : null;
        let draft: DraftCard;
        if (cloze) {
          keepImages(refs?.term, [], collected);
          keepImages(refs?.definition, [], collected);
          draft = draftCard(bounded(cloze.term, rendered.frontCut), bounded(cloze.definition, rendered.backCut), deck);
        } else if (rendered.occlusion) {
          // Its sides as drawn, with their own length limit; their text says which region is asked.
          const front = sideOf(rendered.frontHtml, rendered.frontCut, refs?.term, collected, IO_RENDER_LIMITS.sideChars);
          const back = sideOf(rendered.backHtml, rendered.backCut, refs?.definition, collected, IO_RENDER_LIMITS.sideChars);
          draft = draftCard({ ...front, ...bounded(rendered.occlusion.term) }, { ...back, ...bounded(rendered.occlusion.definition) }, deck);
          draft.occlusion = true;
        } else if (refs) draft = draftCard(sideOf(rendered.frontHtml, rendered.frontCut, refs.term, collected), sideOf(rendered.backHtml, rendered.backCut, refs.definition, collected), deck);
        else draft = draftCard(plainSide(rendered.frontHtml, rendered.frontCut), plainSide(rendered.backHtml, rendered.backCut), deck);
        draft.anki = ankiOrigin(type, rendered.ord, note.guid, position === 0);
        if (cloze) {
          draft.cloze = clozeOf(rendered.ord + 1, cloze.answer);
          if (rendered.isExample) templateCards.replaceExample(note.mid, exampleCard(escapeLines(draft.term), escapeLines(draft.definition)));
        }
        // The first card of a note carries its fields, for 'choose fields' on confirm, unless
        // they are its own two sides (then the cache need not hold them twice).
        // A two-field note whose raw fields are its first card's sides needs no second reading.
        if (position === 0 && !(note.fields.length === 2 && note.fields[0] === draft.term && note.fields[1] === draft.definition && !note.cut[0] && !note.cut[1])) {
          const fields = note.fields.map((field, index) => bounded(ankiFieldText(field), note.cut[index]).text);
          if (fields.length !== 2 || fields[0] !== draft.term || fields[1] !== draft.definition) draft.ankiFields = fields;
        }
        // The note itself (docs/anki-templates.md): its fields, tags and mtime, once per note.
        if (position === 0) draft.ankiNote = ankiNoteOf(note);
        keep(withHistory(draft, rendered.ankiCardId, refs), refs);
      }
    } else {
      // A note type without templates (or unknown): the first field is the term, the second the
      // definition; a cloze note one card per cloze number (the prompt, and the filled-in text
      // with the Extra field).
      const noteMedia = collected ? noteMediaOf(note.fields, collected) : null;
      const first = { raw: ankiLatexToMath(note.fields[0]), cut: note.cut[0] };
      if (isCloze) {
        keepImages(noteMedia?.term, [], collected);
        keepImages(noteMedia?.definition, [], collected);
        for (const card of noteCards) {
          const rendered = renderedCloze(card.ord + 1);
          const draft = draftCard(bounded(rendered.term, first.cut), bounded(rendered.definition, first.cut), deckOfCard(card));
          draft.cloze = clozeOf(card.ord + 1, rendered.answer);
          keep(withHistory(draft, card.id, noteMedia), noteMedia);
          if (cards.length > maxCards) break;
        }
      } else {
        if (!measuredTypes.has(note.mid)) budget.spend(note.fields[0].length + note.fields[1].length);
        const term = sideOf(first.raw, first.cut, noteMedia?.term, collected);
        const definition = sideOf(ankiLatexToMath(note.fields[1]), note.cut[1], noteMedia?.definition, collected);
        keep(withHistory(draftCard(term, definition, deckOfCard(noteCards[0])), noteCards[0].id, noteMedia), noteMedia);
      }
    }
    if (cards.length > maxCards) throw new ImportInputError(IMPORT_ERRORS.tooManyCards(maxCards, countAttempted(db, (mid) => clozeNotetypes.has(mid) || templateCards.renders(mid))));
  }

  // Decks sorted by name so Parent comes before Parent::Child; card indexes follow.
  const order = draftDecks.map((_, index) => index).sort((a, b) => draftDecks[a].name.localeCompare(draftDecks[b].name));
  const remap = new Map(order.map((oldIndex, newIndex) => [oldIndex, newIndex]));
  const sortedDecks = order.map((index) => draftDecks[index]);
  for (const card of cards) card.deck = remap.get(card.deck) ?? card.deck;

  const root = commonDeckRoot(sortedDecks.map((deck) => deck.name));
  const fallbackName = path.basename(options.fileName).replace(/\.(apkg|colpkg)$/i, '') || 'Anki Import';
  const rootDeck = [...decks.values()].find((deck) => deck.name === root);
  const draft: ImportDraft = {
    source: 'anki',
    target: options.mode === 'single_deck' ? 'one' : 'each',
    proposedDeckName: cut(root || fallbackName, DECK_NAME_MAX),
    proposedDescription: cut(ankiFieldText(rootDeck?.description ?? ''), DECK_DESCRIPTION_MAX),
    decks: sortedDecks,
    cards,
    message: IMPORT_MSG.ankiRead(cards.length, sortedDecks.length),
  };
  if (revlogCards.size) draft.ankiHistory = { cardsWithHistory, kept: history !== null };
  const noteTypeSummaries = templateCards.summaries();
  if (noteTypeSummaries.length) {
    draft.ankiNoteTypes = noteTypeSummaries;
    draft.ankiModels = templateCards.typeIds().map((mid) => ankiModelOf(noteTypes.get(mid)!));
  }
  return draft;
}

/** A note's fields as a note keeps them: each through the one allowlist (plain text as it is). */
function ankiNoteOf(note: AnkiNote): AnkiNoteDraft {
  // A field's pictures stay, as the rendered sides keep theirs: numbered over the note's fields,
  // given their files by attachMedia and their URLs by the confirm (imports/ankiNotes.ts).
  const images = [...new Set(note.fields.flatMap((field) => (mayHaveMedia(field) ? fieldMediaRefs(field).images : [])))];
  const fields = note.fields.map((field) => (/[<&>]/.test(field) ? ankiNoteFieldHtml(field.slice(0, CARD_HTML_MAX_INPUT_CHARS), images) : field));
  const draft: AnkiNoteDraft = { f: fields, t: note.tags.trim(), m: note.mod ?? 0 };
  if (images.length) draft.images = images;
  return draft;
}

/** A note type as the user's note type is made of it (templates and CSS as Anki has them). */
function ankiModelOf(type: AnkiNoteType): AnkiModelDraft {
  return {
    ankiId: type.id,
    name: type.name,
    kind: type.kind,
    fields: type.fieldNames,
    templates: type.templates.map((template) => ({ name: template.name, front: template.qfmt, back: template.afmt })),
    css: type.css ?? '',
    mtime: type.mtime ?? 0,
  };
}

/**
 * The package's first pass (ankiOutputBudget.ts): every card is rendered as the second pass will
 * render it, and counted, but nothing is kept or sanitized. Rendering is string joining, cheap
 * next to sanitizing the result, so a package over the budget stops here within a second or two
 * (issue 49's 65 KB package: 180 million characters), before any card is made. A cloze card
 * renders its note's whole text (cards × text length): counted as three readings of it (its
 * parse, prompt and filled-in text) without rendering it here. Stops past `maxCards` cards, which
 * the second pass refuses.
 *
 * It leaves out the notes of `plainTypes` (no templates, not cloze): such a note makes one card of
 * its two fields, each cut at RAW_FIELD_MAX, so its card costs no more than its input, and the
 * second pass counts its fields as it makes the card. The same total, the same message; a package
 * of such notes is read once, not twice. A plain note read here all the same (a note type id
 * JavaScript rounds, or none) counts its one card and spends nothing: the second pass spends it.
 */
function measureOutput(
  db: Database.Database,
  { clozeNotetypes, decks }: CollectionInfo,
  fieldCounts: Map<number, number>,
  templateCards: TemplateCards,
  plainTypes: readonly number[],
  budget: OutputBudget,
  maxCards: number,
): void {
  let cards = 0;
  const deckNameOf = (card: CardRow) => cut(decks.get(card.odid || card.did)?.name ?? 'Default', DECK_NAME_MAX);
  for (const { note, cards: noteCards } of notesWithCards(db, fieldCounts, plainTypes)) {
    const isCloze = clozeNotetypes.has(note.mid);
    const clozeChars = isCloze ? 3 * ankiFieldText(note.fields[0] ?? '').length : 0;
    if (templateCards.renders(note.mid)) {
      const made = templateCards.measure(note, oneDeck(noteCards) ? deckNameOf(noteCards[0]) : deckNameOf, noteCards, budget);
      budget.spend(made * clozeChars);
      cards += made;
    } else if (isCloze) {
      budget.spend(noteCards.length * clozeChars);
      cards += noteCards.length;
    } else {
      cards += 1;
    }
    if (cards > maxCards) return;
  }
}

/** The cards attempted, for the "too many cards" message only (notes without templates make one). */
function countAttempted(db: Database.Database, oneCardPerAnkiCard: (mid: number) => boolean): number {
  const rows = db
    .prepare('SELECT n.mid AS mid, COUNT(DISTINCT n.id) AS notes, COUNT(*) AS cards FROM notes n JOIN cards c ON c.nid = n.id GROUP BY n.mid')
    .all() as { mid: number; notes: number; cards: number }[];
  return rows.reduce((sum, row) => sum + (oneCardPerAnkiCard(row.mid) ? row.cards : row.notes), 0);
}

/** A card's media, from its rendered sides: the images and first sound of each (docs/anki-history.md, docs/rich-cards.md). */
function renderedMedia(frontHtml: string, backHtml: string, collected: CollectedMedia): CardRefs | null {
  // Most cards have none: answered without a list made per side (every card of the import).
  if (!mayHaveMedia(frontHtml) && !mayHaveMedia(backHtml)) return null;
  const front = fieldMediaRefs(frontHtml);
  const back = fieldMediaRefs(backHtml);
  if (!front.images.length && !front.sounds.length && !back.images.length && !back.sounds.length) return null;
  collected.extra += Math.max(0, front.sounds.length - 1) + Math.max(0, back.sounds.length - 1);
  return { term: sideRefs(front.images, front.sounds), definition: sideRefs(back.images, back.sounds) };
}

/** Media of a note read without templates: field 0 the term's, the others the definition's. */
function noteMediaOf(fields: string[], collected: CollectedMedia): CardRefs | null {
  const result = assignNoteMedia(fields, undefined);
  if (!result) return null;
  collected.extra += result.extra;
  return result.refs;
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
