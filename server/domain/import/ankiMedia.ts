import Database from '../../db/sqliteNative.js';
import protobuf from 'protobufjs';
import { IMPORT_AUDIO_MAX_BYTES, IMPORT_IMAGE_MAX_BYTES, isAudioMime, isImageMime, isVideo, sniffMediaMime } from '../../../shared/media.js';
import { ANKI_MSG } from '../../../shared/messages.js';
import { IMPORT_ERRORS, ImportInputError } from './errors.js';
import { countMediaTypes, type DraftMedia, type SkippedMedia } from './draftMedia.js';
import { RAW_FIELD_MAX, type DraftCard, type ImportDraft } from './preview.js';
import { isZstd, OverCapError, zstdDecompressLimited, type InflateBudget, type OpenedZip, type ZipMember } from './zip.js';
import { readMemberSync } from './zipMemberSync.js';
import { sha256Hex } from '../sha256.js';

// Anki media (docs/anki-history.md). A package holds its media files as zip members named '0', '1', …
// plus a `media` member mapping those to the names the fields use: JSON in anki2/anki21
// packages, a zstd-compressed protobuf `MediaEntries` in anki21b ones (whose files are then
// zstd-compressed too). Only files a kept card references are inflated, each through the
// package's one inflate budget, so media count against the inflated-size limit while reading.

const FIELD_SEPARATOR = '\x1f';

/**
 * A side's media as the parser finds them: file names, resolved to `draft.media` later. Every
 * image of the side, in order and without repeats (docs/rich-cards.md: any number per side, inline), and
 * its first sound.
 */
export interface SideRefs {
  images?: string[];
  audio?: string;
}

export interface CardRefs {
  term: SideRefs;
  definition: SideRefs;
}

/** How many skipped files the preview names (the count covers them all). */
export const SKIPPED_LISTED = 20;

/** A media file's cap: by its sniffed type once read, by the reference asking for it before. */
export const mediaCapFor = (kind: 'image' | 'audio') => (kind === 'image' ? IMPORT_IMAGE_MAX_BYTES : IMPORT_AUDIO_MAX_BYTES);

/**
 * Reads one media file of the package within its cap. A zip member declaring more than the cap
 * is never inflated (a 500 MB "image" costs nothing), a zstd file (anki21b) whose frames
 * declare or produce more stops there; both answer OverCapError. A member whose header lies
 * about its size is stopped by the zip layer (the whole upload is refused then).
 */
export async function readCappedMedia(
  zip: OpenedZip,
  member: ZipMember,
  budget: InflateBudget,
  capBytes: number,
  zipBytes?: Uint8Array,
): Promise<Uint8Array> {
  if (member.declaredSize > capBytes) throw new OverCapError(member.declaredSize, capBytes);
  const bytes = (zipBytes && readMemberSync(zipBytes, member, budget)) ?? (await zip.read(member, budget));
  return isZstd(bytes) ? zstdDecompressLimited(bytes, budget, capBytes) : bytes;
}

/**
 * Schema-18 collections declare text columns `COLLATE unicase`, a collation only Anki defines,
 * and SQLite refuses to read the `fields` and `templates` tables without it (better-sqlite3
 * cannot register collations). On the importer's private temp copy the schema text is switched
 * to NOCASE before it is opened read-only; names compare the same for what is read here.
 */
const ANKI_COLLATION = /\bcollate\s+unicase\b/gi;

export function replaceAnkiCollation(file: string): void {
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { fileMustExist: true });
    // LIKE matches any letter case, and so must the rewrite: Anki wrote `collate unicase` in
    // lower case for part of 2020 (AnkiPandas' and AnkiDroid's schema 15/16 collections), and
    // SQLite's replace() is case-sensitive. The few schema rows are rewritten here in JavaScript.
    const rows = db.prepare("SELECT type, name, sql FROM sqlite_master WHERE sql LIKE '%collate%unicase%'").all() as { type: string; name: string; sql: string }[];
    if (!rows.length) return;
    db.unsafeMode(true);
    db.pragma('writable_schema = ON');
    const update = db.prepare('UPDATE sqlite_master SET sql = ? WHERE type = ? AND name = ?');
    for (const row of rows) update.run(row.sql.replace(ANKI_COLLATION, 'COLLATE nocase'), row.type, row.name);
  } catch {
    // Unreadable: the read-only open that follows reports the corrupt collection.
  } finally {
    db?.close();
  }
}

// --- references in a field ----------------------------------------------------------------------

const MAY_HAVE_MEDIA = /<img|\[sound:/i;

/** Whether the HTML may name an image or a sound (if not, `fieldMediaRefs` finds none). */
export const mayHaveMedia = (html: string) => MAY_HAVE_MEDIA.test(html);
const SRC = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

function decodeName(raw: string): string {
  const unescaped = raw
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
  return unescaped;
}

/**
 * The images (`<img src>`) and sounds (`[sound:…]`) of one field, in order. One forward scan
 * with indexOf: each tag is read up to its own '>' and the scan moves past it, so the work is
 * linear in the field (already cut to RAW_FIELD_MAX by the caller).
 */
export function fieldMediaRefs(html: string): { images: string[]; sounds: string[] } {
  const images: string[] = [];
  const sounds: string[] = [];
  // Most fields have neither: no lower-case copy of them is made.
  if (!MAY_HAVE_MEDIA.test(html)) return { images, sounds };
  const lower = html.toLowerCase();
  for (let at = lower.indexOf('<img'); at >= 0; ) {
    const end = lower.indexOf('>', at);
    if (end < 0) break;
    const match = SRC.exec(html.slice(at + 4, end));
    const name = match ? decodeName(match[1] ?? match[2] ?? match[3] ?? '') : '';
    if (name) images.push(name);
    at = lower.indexOf('<img', end);
  }
  for (let at = lower.indexOf('[sound:'); at >= 0; ) {
    const end = html.indexOf(']', at);
    if (end < 0) break;
    const name = decodeName(html.slice(at + 7, end));
    if (name) sounds.push(name);
    at = lower.indexOf('[sound:', end);
  }
  return { images, sounds };
}

// --- which side a field belongs to ----------------------------------------------------------------

/** Field names a template shows (`{{Name}}`, `{{type:Name}}`, `{{cloze:Name}}`; not `{{#Name}}`). */
export function templateFieldNames(template: string): Set<string> {
  const names = new Set<string>();
  const text = template.length > RAW_FIELD_MAX ? template.slice(0, RAW_FIELD_MAX) : template;
  for (let at = text.indexOf('{{'); at >= 0; ) {
    const end = text.indexOf('}}', at + 2);
    if (end < 0) break;
    const tag = text.slice(at + 2, end).trim();
    if (tag && !'#^/!'.includes(tag[0])) names.add(tag.slice(tag.lastIndexOf(':') + 1).trim());
    at = text.indexOf('{{', end + 2);
  }
  return names;
}

/** Per note type: for each field index, whether its first card template shows it on the front. */
export type FrontFields = Map<number, boolean[]>;

function frontFlags(fieldNames: string[], frontTemplate: string): boolean[] {
  const shown = templateFieldNames(frontTemplate);
  return fieldNames.map((name) => shown.has(name));
}

const cardTemplateConfig = protobuf.Root.fromJSON({
  nested: {
    CardTemplateConfig: {
      fields: { qFormat: { type: 'string', id: 1 }, aFormat: { type: 'string', id: 2 } },
    },
  },
}).lookupType('CardTemplateConfig');

function tableNames(db: Database.Database): Set<string> {
  const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
  return new Set(rows.map((row) => row.name));
}

/** Reads the note types' fields and first templates (JSON in `col`, or the schema-18 tables). */
export function readFrontFields(db: Database.Database): FrontFields {
  const out: FrontFields = new Map();
  const tables = tableNames(db);
  if (tables.has('notetypes')) {
    if (!tables.has('fields') || !tables.has('templates')) return out;
    const fields = new Map<number, string[]>();
    for (const row of db.prepare('SELECT ntid, name FROM fields ORDER BY ntid, ord').iterate() as Iterable<{ ntid: number; name: string }>) {
      let list = fields.get(row.ntid);
      if (!list) fields.set(row.ntid, (list = []));
      list.push(row.name);
    }
    const seen = new Set<number>();
    for (const row of db.prepare('SELECT ntid, config FROM templates ORDER BY ntid, ord').iterate() as Iterable<{
      ntid: number;
      config: Uint8Array | null;
    }>) {
      if (seen.has(row.ntid)) continue;
      seen.add(row.ntid);
      let front = '';
      try {
        front = (cardTemplateConfig.decode(row.config ?? new Uint8Array()) as unknown as { qFormat?: string }).qFormat ?? '';
      } catch {
        // An unreadable template only loses the side placement: media go to the back.
      }
      out.set(row.ntid, frontFlags(fields.get(row.ntid) ?? [], front));
    }
    return out;
  }
  const col = db.prepare('SELECT models FROM col').get() as { models: string } | undefined;
  let models: Record<string, { flds?: { name: string; ord?: number }[]; tmpls?: { qfmt?: string; ord?: number }[] }> = {};
  try {
    models = JSON.parse(col?.models || '{}');
  } catch {
    return out;
  }
  for (const [id, model] of Object.entries(models)) {
    const fieldNames = [...(model.flds ?? [])].sort((a, b) => (a.ord ?? 0) - (b.ord ?? 0)).map((field) => String(field.name));
    const first = [...(model.tmpls ?? [])].sort((a, b) => (a.ord ?? 0) - (b.ord ?? 0))[0];
    out.set(Number(id), frontFlags(fieldNames, String(first?.qfmt ?? '')));
  }
  return out;
}

// --- a note's media, side by side ------------------------------------------------------------------

export interface NoteMediaResult {
  refs: CardRefs;
  /** Sounds left out because the side already had one (images: see anki.ts `keepImages`). */
  extra: number;
}

/** A side's refs from the names its fields show: every image once, in order, and the first sound. */
export function sideRefs(images: readonly string[], sounds: readonly string[]): SideRefs {
  const refs: SideRefs = {};
  if (images.length) refs.images = [...new Set(images)];
  if (sounds[0]) refs.audio = sounds[0];
  return refs;
}

/**
 * A side's media: the images and first sound of its own field, then of the other fields placed
 * on that side (field 0 → term, field 1 → definition, others by the front template).
 */
export function assignNoteMedia(fields: string[], front: boolean[] | undefined): NoteMediaResult | null {
  const term = { images: [] as string[], sounds: [] as string[] };
  const definition = { images: [] as string[], sounds: [] as string[] };
  let any = false;
  fields.forEach((field, index) => {
    const refs = fieldMediaRefs(field.length > RAW_FIELD_MAX ? field.slice(0, RAW_FIELD_MAX) : field);
    if (!refs.images.length && !refs.sounds.length) return;
    any = true;
    const side = index === 0 || (index > 1 && front?.[index] === true) ? term : definition;
    side.images.push(...refs.images);
    side.sounds.push(...refs.sounds);
  });
  if (!any) return null;
  const extra = Math.max(0, term.sounds.length - 1) + Math.max(0, definition.sounds.length - 1);
  return { refs: { term: sideRefs(term.images, term.sounds), definition: sideRefs(definition.images, definition.sounds) }, extra };
}

/**
 * The fields of the notes that reference media, walked in note-id order beside the caller's own
 * note cursor. Notes without '<img' or '[sound:' never leave SQLite; the others arrive cut to
 * 16 × RAW_FIELD_MAX characters and each field is cut again before any scan.
 */
export class NoteMediaCursor {
  private readonly rows: Iterator<{ id: number; flds: string }>;
  private current: IteratorResult<{ id: number; flds: string }>;
  private readonly front: FrontFields;
  extra = 0;

  constructor(db: Database.Database) {
    this.front = readFrontFields(db);
    this.rows = db
      .prepare(
        `SELECT id, substr(flds, 1, ${16 * RAW_FIELD_MAX}) AS flds FROM notes
         WHERE instr(flds, '[sound:') > 0 OR instr(lower(flds), '<img') > 0 ORDER BY id`,
      )
      .iterate() as Iterator<{ id: number; flds: string }>;
    this.current = this.rows.next();
  }

  /** The media of note `id` (notes must be asked in increasing id order). */
  forNote(id: number, mid: number): CardRefs | null {
    while (!this.current.done && this.current.value.id < id) this.current = this.rows.next();
    if (this.current.done || this.current.value.id !== id) return null;
    const fields = this.current.value.flds.split(FIELD_SEPARATOR);
    const result = assignNoteMedia(fields, this.front.get(mid));
    if (!result) return null;
    this.extra += result.extra;
    return result.refs;
  }

  close(): void {
    this.rows.return?.();
  }
}

// --- the package's files -----------------------------------------------------------------------------

const mediaEntries = protobuf.Root.fromJSON({
  nested: {
    MediaEntries: { fields: { entries: { rule: 'repeated', type: 'MediaEntry', id: 1 } } },
    MediaEntry: {
      fields: {
        name: { type: 'string', id: 1 },
        size: { type: 'uint32', id: 2 },
        sha1: { type: 'bytes', id: 3 },
        legacyZipFilename: { type: 'uint32', id: 255 },
      },
    },
  },
}).lookupType('MediaEntries');

/** File name → its zip member, from the package's `media` member (absent: no media). */
export async function readMediaMap(zip: OpenedZip, budget: InflateBudget): Promise<Map<string, ZipMember>> {
  const out = new Map<string, ZipMember>();
  const mapMember = zip.members.find((member) => member.name === 'media');
  if (!mapMember) return out;
  const byName = new Map(zip.members.map((member) => [member.name, member]));
  let raw = await zip.read(mapMember, budget);
  if (isZstd(raw)) {
    raw = zstdDecompressLimited(raw, budget);
    let decoded: { entries?: { name?: string; legacyZipFilename?: number }[] };
    try {
      decoded = mediaEntries.toObject(mediaEntries.decode(raw), { defaults: false }) as typeof decoded;
    } catch {
      throw new ImportInputError(IMPORT_ERRORS.corruptZip);
    }
    (decoded.entries ?? []).forEach((entry, index) => {
      // Files are named by their position unless an old exporter kept its own number.
      const member = byName.get(String(entry.legacyZipFilename ?? index));
      if (entry.name && member) out.set(entry.name, member);
    });
    return out;
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(raw) || '{}');
  } catch {
    throw new ImportInputError(IMPORT_ERRORS.corruptZip);
  }
  if (json && typeof json === 'object' && !Array.isArray(json)) {
    for (const [member, name] of Object.entries(json as Record<string, unknown>)) {
      const entry = byName.get(member);
      if (typeof name === 'string' && entry) out.set(name, entry);
    }
  }
  return out;
}

/** Names as fields write them may be URL-encoded; the map holds the plain name. */
function lookup(map: Map<string, ZipMember>, name: string): ZipMember | undefined {
  const direct = map.get(name);
  if (direct) return direct;
  try {
    return map.get(decodeURIComponent(name));
  } catch {
    return undefined;
  }
}


/** The names a side text lists at most (a side of many missing pictures names the first few). */
const LOST_NAMES_CHARS = 300;
const escapeText = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/**
 * A side made only of pictures and sounds, none of which it can show (missing from the package,
 * of a type not kept), or only of a sound: Anki keeps such a card and its history, and so does
 * the import (docs/media.md), with a text naming what is missing — a side needs something to
 * show. Its rich HTML (placeholders of images that went) becomes that text.
 */
export function mediaOnlySide(card: DraftCard, side: 'term' | 'definition', lost: readonly string[]): void {
  const names = lost.join(', ');
  const text = lost.length ? ANKI_MSG.missingMediaSide(names.length > LOST_NAMES_CHARS ? `${names.slice(0, LOST_NAMES_CHARS)}…` : names) : ANKI_MSG.soundOnlySide;
  card[side] = text;
  if (card[`${side}Html`] !== undefined) {
    card[`${side}Html`] = escapeText(text);
    delete card[`${side}Images`];
  }
}

/**
 * Inflates the files the draft's cards reference (each once), sniffs them, and turns the cards'
 * names into indexes into `draft.media`. A missing or unsupported file is reported, not fatal.
 */
export async function attachMedia(
  draft: ImportDraft,
  pending: Map<DraftCard, CardRefs>,
  zip: OpenedZip,
  files: Map<string, ZipMember>,
  budget: InflateBudget,
  extra: number,
  /** The package's own bytes: small files are inflated from them directly (zipMemberSync.ts). */
  zipBytes?: Uint8Array,
): Promise<void> {
  const media: DraftMedia[] = [];
  const indexOf = new Map<string, number | null>();
  const missing = new Set<string>();
  const unsupported = new Set<string>();
  const video = new Set<string>();
  const usedMembers = new Set<string>();
  const skipped: SkippedMedia[] = [];
  const skip = (name: string, kind: 'image' | 'audio', bytes: number | null) => {
    skipped.push({ name, bytes, kind, capBytes: mediaCapFor(kind) });
  };

  async function resolve(name: string, kind: 'image' | 'audio'): Promise<number | undefined> {
    let index = indexOf.get(name);
    if (index === undefined) {
      index = null;
      const member = lookup(files, name);
      if (!member) missing.add(name);
      else {
        usedMembers.add(member.name);
        // Read within the cap of what the reference asks for, then held to the cap of its
        // sniffed type (an image behind [sound:] is left out as unsupported anyway).
        let bytes: Uint8Array | null = null;
        try {
          bytes = await readCappedMedia(zip, member, budget, mediaCapFor(kind), zipBytes);
        } catch (error) {
          if (!(error instanceof OverCapError)) throw error;
          skip(name, kind, error.bytes);
        }
        const mime = bytes ? sniffMediaMime(bytes) : null;
        const mimeKind = mime && isImageMime(mime) ? 'image' : 'audio';
        if (!bytes) {
          // Over its cap: listed in `skipped`.
        } else if (!mime && isVideo(bytes)) video.add(name); // left out and named, never kept as a sound (docs/media.md)
        else if (!mime) unsupported.add(name);
        else if (bytes.length > mediaCapFor(mimeKind)) skip(name, mimeKind, bytes.length);
        else {
          index = media.length;
          media.push({ mime, bytes, sha256: sha256Hex(bytes) });
        }
      }
      indexOf.set(name, index);
    }
    if (index === null) return undefined;
    // An image referenced by [sound:] (or the reverse) is not what the side asked for.
    const mime = media[index].mime;
    if (kind === 'image' ? !isImageMime(mime) : !isAudioMime(mime)) {
      unsupported.add(name);
      return undefined;
    }
    return index;
  }

  let cardsWithMedia = 0;
  const imageIndexes = new Set<number>();
  const audioIndexes = new Set<number>();
  for (const card of draft.cards) {
    const refs = pending.get(card);
    if (!refs) continue;
    let any = false;
    for (const side of ['term', 'definition'] as const) {
      const { images = [], audio } = refs[side];
      // Image k of a rich side is its HTML's placeholder k (ankiField.ts): its file, or null.
      const indexes: (number | null)[] = [];
      for (const name of images) {
        const index = await resolve(name, 'image');
        indexes.push(index ?? null);
        if (index === undefined) continue;
        imageIndexes.add(index);
        any = true;
      }
      const first = indexes.find((index) => index !== null);
      if (first != null) card[`${side}Image`] = first;
      if (indexes.length && card[`${side}Html`]) card[`${side}Images`] = indexes;
      const sound = audio === undefined ? undefined : await resolve(audio, 'audio');
      if (sound !== undefined) {
        card[`${side}Audio`] = sound;
        audioIndexes.add(sound);
        any = true;
      }
      if (!card[side] && first == null && (images.length || audio !== undefined)) {
        const lost = images.filter((_, at) => indexes[at] === null);
        if (audio !== undefined && sound === undefined) lost.push(audio);
        mediaOnlySide(card, side, lost);
      }
    }
    if (any) cardsWithMedia += 1;
  }
  // A note's own pictures (its fields, docs/anki-templates.md): each its file's index, or null.
  for (const card of draft.cards) {
    const note = card.ankiNote;
    if (!note?.images) continue;
    const indexes: (number | null)[] = [];
    for (const name of note.images) {
      const index = await resolve(name, 'image');
      indexes.push(index ?? null);
      if (index !== undefined) imageIndexes.add(index);
    }
    note.media = indexes;
    delete note.images;
  }
  const unused = new Set([...files.values()].map((member) => member.name).filter((name) => !usedMembers.has(name)));
  draft.media = media;
  draft.mediaSummary = {
    images: imageIndexes.size,
    audio: audioIndexes.size,
    cards: cardsWithMedia,
    missing: missing.size,
    unsupported: unsupported.size,
    unsupportedTypes: countMediaTypes(unsupported),
    examples: [...missing, ...unsupported, ...video].slice(0, 5),
    extra,
    unused: unused.size,
  };
  if (video.size) draft.mediaSummary.video = [...video].slice(0, SKIPPED_LISTED);
  if (missing.size) draft.mediaSummary.missingNames = [...missing].slice(0, SKIPPED_LISTED);
  if (skipped.length) {
    draft.mediaSummary.tooLarge = skipped.length;
    draft.mediaSummary.skipped = skipped.slice(0, SKIPPED_LISTED);
  }
}
