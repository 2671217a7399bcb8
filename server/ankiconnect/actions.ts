// The AnkiConnect actions (docs/api.md): one table, each entry its parameters (zod), whether it
// writes (a read token may not call it), and what it does, through the app's services so every
// check of the REST API applies (per-user scoping, deck name rules, media sniffing and caps).
// A group of actions is one object below; the table at the end joins them, so a new group (note
// types, notes, cards) is one more object and one more line there.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../errors.js';
import type { AuthedContext } from '../access.js';
import { deckInfoInput } from '../../shared/schemas/decks.js';
import { isAudioMime, isImageMime, MEDIA_UPLOAD_MAX_BYTES, sniffMediaMime } from '../../shared/media.js';
import { ANKICONNECT_MSG } from '../../shared/messages.js';
import { ankiFieldsOf, deleteMediaName, noteIdsWhere, notesNamingFile, duplicateCandidates, findMediaName, imagePublicIdsByName, listMediaNames, ownedCardDecks, ownedDeckByName, cardsDueNow, ownedDeckNames, putMediaName, searchNotes } from '../repos/ankiconnect.js';
import { firstFieldKey, firstFieldPlain } from '../domain/notes/firstFieldKey.js';
import { localDayStart } from '../domain/newCards.js';
import { readMediaBytes } from '../repos/media.js';
import * as decks from '../services/decks.js';
import * as media from '../services/media.js';
import * as noteTypes from '../services/noteTypes.js';
import * as notes from '../services/notes.js';
import { FIELD_SEPARATOR, tagsOf } from '../../shared/noteTypes.js';
import { createNoteTypeInput, updateNoteTypeInput } from '../../shared/schemas/notes.js';
import { ANKI_ERRORS, ANKICONNECT_VERSION, AnkiError, cleanMediaFilename, decodeBase64, globToRegExp, literalPieces } from './protocol.js';

export interface AnkiAction<S extends z.ZodType = z.ZodType> {
  params: S;
  /** True when it changes anything: a `read` token may not call it. */
  write: boolean;
  run(ctx: AuthedContext, params: z.output<S>): Promise<unknown> | unknown;
}

const action = <S extends z.ZodType>(a: AnkiAction<S>): AnkiAction => a as unknown as AnkiAction;
const none = z.object({});
/** Lists clients send are bounded: nobody's collection needs a longer one in one call. */
const LIST_MAX = 100_000;
const deckName = z.string().max(1000);
const ids = z.array(z.number().int()).max(LIST_MAX);
/** getMediaFilesNames answers at most this many names. */
const MEDIA_NAMES_MAX = 10_000;

async function deckIdsByName(ctx: AuthedContext): Promise<Map<string, number>> {
  const byName = new Map<string, number>();
  for (const row of await ownedDeckNames(ctx.db, ctx.user.id)) if (!byName.has(row.name)) byName.set(row.name, row.id);
  return byName;
}

/** Anki's deck options of one deck, from the deck's own settings where Cardcade has them. */
function deckConfig(deck: { id: number; name: string; new_cards_per_day: number; desired_retention: number }) {
  return {
    id: deck.id,
    name: deck.name,
    dyn: false,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    usn: -1,
    mod: 0,
    new: { perDay: deck.new_cards_per_day, delays: [1, 10], ints: [1, 4, 0], initialFactor: 2500, order: 1, bury: false },
    rev: { perDay: 9999, ease4: 1.3, ivlFct: 1, maxIvl: 36500, fuzz: 0.05, bury: false },
    lapse: { delays: [10], mult: 0, minInt: 1, leechFails: 8, leechAction: 1 },
    desiredRetention: deck.desired_retention,
  };
}

export const metaActions = {
  version: action({ params: none, write: false, run: () => ANKICONNECT_VERSION }),
  // Which actions this server answers (Yomitan asks before using a newer one).
  apiReflect: action({
    params: z.object({ scopes: z.array(z.string().max(100)).max(10), actions: z.array(z.string().max(100)).max(1000).nullish() }),
    write: false,
    run: (_ctx, { scopes, actions }) => {
      if (!scopes.includes('actions')) return { scopes: [] };
      const known = [...Object.keys(ACTIONS), 'multi', 'requestPermission'].sort();
      return { scopes: ['actions'], actions: actions ? actions.filter((a) => known.includes(a)) : known };
    },
  }),
  // Cardcade has no desktop to sync or reload: each is answered as done (docs/api.md).
  sync: action({ params: none, write: false, run: () => null }),
  reloadCollection: action({ params: none, write: false, run: () => null }),
  guiCheckDatabase: action({ params: none, write: false, run: () => true }),
  // There is no browser window to open; the answer is the cards the search finds, as Anki's is.
  guiBrowse: action({
    params: z.object({ query: z.string().max(10_000), reorderCards: z.unknown().optional() }),
    write: false,
    run: async (ctx, { query }) => {
      const found: number[] = [];
      for (const id of await findNoteIds(ctx, query)) found.push(...(await notes.getNote(ctx, id)).cardIds);
      return found;
    },
  }),
};

export const deckActions = {
  deckNames: action({ params: none, write: false, run: async (ctx) => [...(await deckIdsByName(ctx)).keys()] }),

  deckNamesAndIds: action({ params: none, write: false, run: async (ctx) => Object.fromEntries(await deckIdsByName(ctx)) }),

  // Anki's decks.id(name): the deck of that name, made when there is none.
  createDeck: action({
    params: z.object({ deck: deckName }),
    write: true,
    run: async (ctx, { deck }) => {
      const existing = await ownedDeckByName(ctx.db, ctx.user.id, deck);
      if (existing) return existing.id;
      const input = deckInfoInput.safeParse({ name: deck, description: '' });
      if (!input.success) throw new AnkiError(input.error.issues[0]?.message ?? ANKICONNECT_MSG.badDeckName);
      return (await decks.createDeck(ctx, input.data)).id;
    },
  }),

  deleteDecks: action({
    params: z.object({ decks: z.array(deckName).max(10_000), cardsToo: z.boolean().optional() }),
    write: true,
    run: async (ctx, params) => {
      if (!params.cardsToo) throw new AnkiError(ANKI_ERRORS.deleteDecksCardsToo);
      const byName = await deckIdsByName(ctx);
      for (const name of new Set(params.decks)) {
        const id = byName.get(name);
        if (id !== undefined) await decks.deleteDeck(ctx, id);
      }
      return null;
    },
  }),

  getDecks: action({
    params: z.object({ cards: ids }),
    write: false,
    run: async (ctx, { cards }) => {
      const found = new Map((await ownedCardDecks(ctx.db, ctx.user.id, [...new Set(cards)])).map((row) => [row.id, row.name]));
      const out: Record<string, number[]> = {};
      for (const card of cards) {
        const name = found.get(card);
        if (name !== undefined) (out[name] ??= []).push(card);
      }
      return out;
    },
  }),

  getDeckConfig: action({
    params: z.object({ deck: deckName }),
    write: false,
    run: async (ctx, { deck }) => {
      const row = (await decks.listUserDecks(ctx)).find((d) => d.is_owner && d.name === deck);
      return row ? deckConfig(row) : false;
    },
  }),

  getDeckStats: action({
    params: z.object({ decks: z.array(deckName).max(10_000) }),
    write: false,
    run: async (ctx, params) => {
      const wanted = new Set(params.decks);
      const out: Record<string, unknown> = {};
      for (const d of await decks.listUserDecks(ctx)) {
        if (!d.is_owner || !wanted.has(d.name) || String(d.id) in out) continue;
        out[String(d.id)] = { deck_id: d.id, name: d.name, new_count: d.new_available_count, learn_count: 0, review_count: d.due_review_count, total_in_deck: d.card_count };
      }
      return out;
    },
  }),
};

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

function mediaName(filename: string): string {
  const clean = cleanMediaFilename(filename);
  if (!clean) throw new AnkiError(ANKICONNECT_MSG.badFilename);
  return clean;
}

export const mediaActions = {
  storeMediaFile: action({
    params: z.object({
      filename: z.string().max(1000),
      // Base64 of at most the media cap (4 characters per 3 bytes).
      data: z.string().max(Math.ceil(MEDIA_UPLOAD_MAX_BYTES / 3) * 4 + 1024).optional(),
      path: z.string().optional(),
      url: z.string().optional(),
      skipHash: z.string().nullish(),
      deleteExisting: z.boolean().nullish(),
    }),
    write: true,
    run: async (ctx, params) => {
      // The server reads no file of its own disk and fetches no address a client names.
      if (!params.data) throw new AnkiError(params.path || params.url ? ANKICONNECT_MSG.noPathOrUrl : ANKI_ERRORS.mediaSource);
      const bytes = decodeBase64(params.data);
      if (!bytes) throw new AnkiError(ANKICONNECT_MSG.badBase64);
      if (params.skipHash && params.skipHash === md5(bytes)) return null;
      const name = mediaName(params.filename);
      if (bytes.byteLength > MEDIA_UPLOAD_MAX_BYTES) throw new AnkiError(ANKICONNECT_MSG.mediaTooLarge);
      const mime = sniffMediaMime(bytes);
      const kind = mime && isImageMime(mime) ? 'image' : mime && isAudioMime(mime) ? 'sound' : null;
      if (!kind) throw new AnkiError(ANKICONNECT_MSG.mediaType);
      const stored = await media.uploadMedia(ctx, kind, bytes);
      const existing = await findMediaName(ctx.db, ctx.user.id, name);
      // Anki keeps a different file of the same name unless told to replace it: the new one gets a name of its own.
      let finalName = name;
      if (existing && existing.media_id !== stored.id && params.deleteExisting === false) {
        const dot = name.lastIndexOf('.');
        const hash = createHash('sha1').update(bytes).digest('hex').slice(0, 8);
        finalName = dot > 0 ? `${name.slice(0, dot)}-${hash}${name.slice(dot)}` : `${name}-${hash}`;
      }
      await putMediaName(ctx.db, ctx.user.id, finalName, stored.id, ctx.now().getTime());
      // Clients such as yanki add a note before its image: the notes that name the file show it now.
      for (const noteId of await notesNamingFile(ctx.db, ctx.user.id, finalName)) await refreshNoteMedia(ctx, noteId);
      return finalName;
    },
  }),

  retrieveMediaFile: action({
    params: z.object({ filename: z.string().max(1000) }),
    write: false,
    run: async (ctx, { filename }) => {
      const name = cleanMediaFilename(filename);
      const row = name ? await findMediaName(ctx.db, ctx.user.id, name) : undefined;
      if (!row) return false;
      const bytes = await readMediaBytes(ctx.db, ctx.user.id, row.media_id);
      return bytes ? bytes.toString('base64') : false;
    },
  }),

  getMediaFilesNames: action({
    params: z.object({ pattern: z.string().max(1000).default('*') }),
    write: false,
    run: async (ctx, { pattern }) => {
      const matches = globToRegExp(pattern);
      return (await listMediaNames(ctx.db, ctx.user.id, MEDIA_NAMES_MAX)).map((row) => row.filename).filter((name) => matches.test(name));
    },
  }),

  deleteMediaFile: action({
    params: z.object({ filename: z.string().max(1000) }),
    write: true,
    run: async (ctx, { filename }) => {
      const name = cleanMediaFilename(filename);
      if (name) await deleteMediaName(ctx.db, ctx.user.id, name);
      return null;
    },
  }),
};

/** The note type of this name, or AnkiConnect's error for a missing model. */
async function modelNamed(ctx: AuthedContext, modelName: string) {
  const type = (await noteTypes.listNoteTypes(ctx)).find((t) => t.name === modelName);
  if (!type) throw new AnkiError(`model was not found: ${modelName}`);
  return type;
}

const modelName = z.object({ modelName: z.string().max(1000) });

// Note types are Anki's models: the same names for the built-in ones (shared/noteTypes.ts).
export const modelActions = {
  modelNames: action({ params: none, write: false, run: async (ctx) => (await noteTypes.listNoteTypes(ctx)).map((t) => t.name) }),
  modelNamesAndIds: action({ params: none, write: false, run: async (ctx) => Object.fromEntries((await noteTypes.listNoteTypes(ctx)).map((t) => [t.name, t.id])) }),
  modelFieldNames: action({ params: modelName, write: false, run: async (ctx, p) => (await modelNamed(ctx, p.modelName)).fields }),
  modelTemplates: action({
    params: modelName,
    write: false,
    run: async (ctx, p) => Object.fromEntries((await modelNamed(ctx, p.modelName)).templates.map((t) => [t.name, { Front: t.front, Back: t.back }])),
  }),
  modelStyling: action({ params: modelName, write: false, run: async (ctx, p) => ({ css: (await modelNamed(ctx, p.modelName)).css }) }),
  // Anki's answers name these texts exactly: yanki matches 'Model name already exists'.
  createModel: action({
    params: z.object({
      modelName: z.string().max(1000),
      inOrderFields: z.array(z.string().max(1000)).max(1000),
      css: z.string().max(1_000_000).optional(),
      isCloze: z.boolean().optional(),
      cardTemplates: z.array(z.record(z.string().max(100), z.string().max(100_000))).max(1000),
    }),
    write: true,
    run: async (ctx, p) => {
      if (p.inOrderFields.length === 0) throw new AnkiError('Must provide at least one field for inOrderFields');
      if (p.cardTemplates.length === 0) throw new AnkiError('Must provide at least one card for cardTemplates');
      if ((await noteTypes.listNoteTypes(ctx)).some((t) => t.name === p.modelName)) throw new AnkiError('Model name already exists');
      const input = createNoteTypeInput.safeParse({
        name: p.modelName,
        kind: p.isCloze ? 'cloze' : 'standard',
        fields: p.inOrderFields,
        templates: p.cardTemplates.map((t, i) => ({ name: t.Name ?? `Card ${i + 1}`, front: t.Front ?? '', back: t.Back ?? '' })),
        css: p.css ?? '',
      });
      if (!input.success) throw new AnkiError(input.error.issues[0]?.message ?? ANKICONNECT_MSG.badModel);
      const made = await noteTypes.createNoteType(ctx, input.data);
      return { id: made.id, name: made.name, type: p.isCloze ? 1 : 0, flds: made.fields.map((name, ord) => ({ name, ord })), tmpls: made.templates.map((t, ord) => ({ name: t.name, ord, qfmt: t.front, afmt: t.back })), css: made.css };
    },
  }),
  updateModelStyling: action({
    params: z.object({ model: z.object({ name: z.string().max(1000), css: z.string().max(1_000_000) }) }),
    write: true,
    run: async (ctx, { model }) => {
      const type = await modelNamed(ctx, model.name);
      const input = updateNoteTypeInput.safeParse({ id: type.id, css: model.css });
      if (!input.success) throw new AnkiError(input.error.issues[0]?.message ?? ANKICONNECT_MSG.badModel);
      await noteTypes.updateNoteType(ctx, input.data);
      return null;
    },
  }),
  updateModelTemplates: action({
    params: z.object({ model: z.object({ name: z.string().max(1000), templates: z.record(z.string().max(1000), z.object({ Front: z.string().max(100_000).optional(), Back: z.string().max(100_000).optional() })) }) }),
    write: true,
    run: async (ctx, { model }) => {
      const type = await modelNamed(ctx, model.name);
      const templates = type.templates.map((t, ord) => {
        const given = model.templates[t.name];
        return { name: t.name, front: given?.Front ?? t.front, back: given?.Back ?? t.back, from: ord };
      });
      for (const name of Object.keys(model.templates)) if (!type.templates.some((t) => t.name === name)) throw new AnkiError(`template was not found: ${name}`);
      const input = updateNoteTypeInput.safeParse({ id: type.id, templates });
      if (!input.success) throw new AnkiError(input.error.issues[0]?.message ?? ANKICONNECT_MSG.badModel);
      await noteTypes.updateNoteType(ctx, input.data);
      return null;
    },
  }),
};

/** At most this many notes a search answers. */
const SEARCH_MAX = 100_000;

const noteInput = z.object({
  deckName: z.string().max(1000),
  modelName: z.string().max(1000),
  fields: z.record(z.string().max(100), z.string().max(100_000)),
  tags: z.array(z.string().max(200)).max(100).optional(),
  options: z.object({ allowDuplicate: z.boolean().optional(), duplicateScope: z.string().optional() }).passthrough().optional(),
}).passthrough();
type NoteInput = z.output<typeof noteInput>;

/** `<img src="name">` of a file a client stored (storeMediaFile): what the card shows is the image at its Cardcade URL. */
async function withMediaUrls(ctx: AuthedContext, fields: Record<string, string>): Promise<Record<string, string>> {
  const src = /(<img\b[^>]*?\ssrc\s*=\s*)(["'])([^"'<>]*)\2/gi;
  const names = Object.values(fields).flatMap((value) => [...value.matchAll(src)].map((m) => m[3]));
  if (names.length === 0) return fields;
  const ids = await imagePublicIdsByName(ctx.db, ctx.user.id, names);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    out[name] = value.replace(src, (whole, start: string, quote: string, file: string) => (ids.has(file) ? `${start}${quote}/api/media/${ids.get(file)}${quote}` : whole));
  }
  return out;
}

/**
 * A note's fields for the notes service (images of the client's files at their URLs) and, in the
 * note type's order, exactly as the client sent them (`ankiFields`: Anki keeps fields verbatim,
 * and clients such as yanki compare what they read back with what they wrote). Fields not given
 * keep `previous`.
 */
async function fieldsForService(ctx: AuthedContext, type: { fields: readonly string[] }, given: Record<string, string>, previous: Record<string, string> = {}) {
  const named = fieldsOf(type, given);
  const ankiFields = type.fields.map((name) => named[name] ?? previous[name] ?? '');
  const fields = await withMediaUrls(ctx, Object.fromEntries(type.fields.map((name, i) => [name, ankiFields[i]])));
  return { fields, ankiFields };
}

/** A note written again from the fields its client sent, so the images they name are shown. */
async function refreshNoteMedia(ctx: AuthedContext, noteId: number): Promise<void> {
  const note = await notes.getNote(ctx, noteId);
  const type = (await noteTypes.listNoteTypes(ctx)).find((t) => t.id === note.noteTypeId);
  if (!type) return;
  const previous = await answeredFields(ctx, note.id, type, note.fields);
  await serviceCall(notes.updateNote(ctx, { noteId, ...(await fieldsForService(ctx, type, {}, previous)) }));
}

/** A note's fields as AnkiConnect answers them: as the client sent them when it did, else as stored. */
async function answeredFields(ctx: AuthedContext, noteId: number, type: { fields: readonly string[] }, stored: Record<string, string>) {
  const raw = (await ankiFieldsOf(ctx.db, [noteId])).get(noteId);
  return Object.fromEntries(type.fields.map((name, i) => [name, raw && raw.length === type.fields.length ? raw[i] : (stored[name] ?? '')]));
}

/**
 * Anki's checks before a note is added: the deck and model exist, the first field is not empty,
 * and no note of the same model has the same first field (unless duplicates are allowed, or the
 * scope is the deck and the other note is elsewhere). Answers what createNote needs. The check
 * reads only the notes whose first field has the same key (an index, migration 0029).
 */
async function checkNote(ctx: AuthedContext, note: NoteInput, lookups?: Lookups) {
  const type = lookups ? await lookups.model(ctx, note.modelName) : await modelNamed(ctx, note.modelName);
  const deck = lookups ? await lookups.deck(ctx, note.deckName) : await ownedDeckByName(ctx.db, ctx.user.id, note.deckName);
  if (!deck) throw new AnkiError(`deck was not found: ${note.deckName}`);
  const fields = fieldsOf(type, note.fields);
  const first = firstFieldPlain(fields[type.fields[0]] ?? '');
  if (!first) throw new AnkiError('cannot create note because it is empty');
  if (!note.options?.allowDuplicate) {
    const deckId = note.options?.duplicateScope === 'deck' ? deck.id : undefined;
    const same = (await duplicateCandidates(ctx.db, ctx.user.id, type.id, firstFieldKey(first), deckId)).some(
      (row) => firstFieldPlain((JSON.parse(row.fields) as string[])[0] ?? '') === first,
    );
    if (same) throw new AnkiError('cannot create note because it is a duplicate');
  }
  return { deckId: deck.id, noteTypeId: type.id, first, tags: note.tags ?? [], ...(await fieldsForService(ctx, type, note.fields)) };
}

/** Notes addNotes writes per transaction: a batch is fast, and the event loop runs between two. */
const ADD_CHUNK = 100;

/** Note types and decks looked up once per addNotes call rather than once per note. */
type Lookups = ReturnType<typeof newLookups>;
function newLookups() {
  let types: Promise<Awaited<ReturnType<typeof noteTypes.listNoteTypes>>> | undefined;
  const decksByName = new Map<string, Promise<{ id: number } | undefined>>();
  return {
    async model(ctx: AuthedContext, name: string) {
      types ??= noteTypes.listNoteTypes(ctx);
      const type = (await types).find((t) => t.name === name);
      if (!type) throw new AnkiError(`model was not found: ${name}`);
      return type;
    },
    deck(ctx: AuthedContext, name: string) {
      if (!decksByName.has(name)) decksByName.set(name, ownedDeckByName(ctx.db, ctx.user.id, name));
      return decksByName.get(name)!;
    },
  };
}

/** Splits an Anki search into its terms: spaces separate, double quotes group, `-` negates (not supported here). */
function searchTerms(query: string): string[] {
  return [...query.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g)].map((m) => (m[1] ?? m[2]).replace(/\\(.)/g, '$1'));
}

const DAY_MS = 86_400_000;

/** findNotes' Anki search: deck:, note:, nid:, tag:, is:new, is:due, added:N, Field:value and plain words (all must match). */
async function findNoteIds(ctx: AuthedContext, query: string): Promise<number[]> {
  const types = await noteTypes.listNoteTypes(ctx);
  const decksByName = await deckIdsByName(ctx);
  const filter: { deckIds?: number[]; noteTypeIds?: number[]; noteIds?: number[] } = {};
  const words: string[] = [];
  const tags: string[] = [];
  const fieldTerms: { field: string; value: string }[] = [];
  /** Each is:/added: term narrows to the notes it names (all must hold). */
  const narrowed: Set<number>[] = [];
  const glob = (pattern: string) => globToRegExp(pattern.toLowerCase());
  for (const term of searchTerms(query)) {
    const colon = term.indexOf(':');
    const key = colon > 0 ? term.slice(0, colon).toLowerCase() : '';
    const value = colon > 0 ? term.slice(colon + 1) : term;
    if (key === 'deck') {
      if (value === 'current' || value === '*') continue;
      const re = glob(value);
      filter.deckIds = [...decksByName].filter(([name]) => re.test(name.toLowerCase())).map(([, id]) => id);
    } else if (key === 'note') {
      const re = glob(value);
      filter.noteTypeIds = types.filter((t) => re.test(t.name.toLowerCase())).map((t) => t.id);
    } else if (key === 'nid') {
      filter.noteIds = value.split(',').map(Number).filter(Number.isInteger);
    } else if (key === 'tag') {
      tags.push(value.toLowerCase());
    } else if (key === 'is' && (value.toLowerCase() === 'new' || value.toLowerCase() === 'due')) {
      narrowed.push(new Set(await noteIdsWhere(ctx.db, ctx.user.id, { kind: value.toLowerCase() as 'new' | 'due', now: ctx.now().getTime() })));
    } else if (key === 'added') {
      // Anki's added:1 is today (the user's day), added:2 today and yesterday, and so on.
      const days = Number(value);
      if (!Number.isInteger(days) || days < 1 || days > 100_000) throw new AnkiError(`invalid search: added:${value}`);
      const since = localDayStart(ctx.now(), ctx.user.timeZone) - (days - 1) * DAY_MS;
      narrowed.push(new Set(await noteIdsWhere(ctx.db, ctx.user.id, { kind: 'addedSince', since })));
    } else if (key && types.some((t) => t.fields.some((f) => f.toLowerCase() === key))) {
      fieldTerms.push({ field: key, value });
    } else if (term) {
      words.push(term.toLowerCase());
    }
  }
  const contains = [...words, ...fieldTerms.map((t) => t.value.toLowerCase())].flatMap(literalPieces);
  const rows = await searchNotes(ctx.db, ctx.user.id, { ...filter, contains }, SEARCH_MAX);
  const typeById = new Map(types.map((t) => [t.id, t]));
  return rows
    .filter((row) => {
      if (!narrowed.every((set) => set.has(row.id))) return false;
      const text = row.field_text.toLowerCase();
      if (!words.every((w) => text.includes(w))) return false;
      const noteTags = tagsOf(row.tags).map((t) => t.toLowerCase());
      if (!tags.every((t) => noteTags.some((n) => globToRegExp(t).test(n)))) return false;
      if (fieldTerms.length) {
        const type = typeById.get(row.note_type_id);
        const values = row.field_text.split(FIELD_SEPARATOR);
        for (const { field, value } of fieldTerms) {
          const index = type ? type.fields.findIndex((f) => f.toLowerCase() === field) : -1;
          if (index < 0 || !glob(value).test((values[index] ?? '').toLowerCase())) return false;
        }
      }
      return true;
    })
    .map((row) => row.id);
}

/** The caller's own note, or AnkiConnect's error for a missing one (another user's is missing too). */
async function ownNote(ctx: AuthedContext, id: number) {
  const note = await notes.getNote(ctx, id).catch(() => null);
  if (!note || (await ownedCardDecks(ctx.db, ctx.user.id, note.cardIds)).length === 0) throw new AnkiError(`Note was not found: ${id}`);
  return note;
}

/** Fields named as the client wrote them, matched to the note type's own names (case aside); others are left out. */
function fieldsOf(type: { fields: readonly string[] }, given: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) {
    const match = type.fields.find((f) => f.toLowerCase() === name.toLowerCase());
    if (match) out[match] = value;
  }
  return out;
}

/** The service's refusal (a field too long, a note that makes no card) as AnkiConnect's error. */
async function serviceCall<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof AppError) throw new AnkiError(error.message);
    throw error;
  }
}

const splitTags = (tags: string) => tags.split(/\s+/).filter(Boolean);

async function retag(ctx: AuthedContext, noteIds: readonly number[], change: (tags: string[]) => string[]) {
  for (const id of new Set(noteIds)) {
    const note = await ownNote(ctx, id).catch(() => null);
    const type = note && (await noteTypes.listNoteTypes(ctx)).find((t) => t.id === note.noteTypeId);
    if (!note || !type) continue;
    const previous = await answeredFields(ctx, note.id, type, note.fields);
    await serviceCall(notes.updateNote(ctx, { noteId: id, tags: change(note.tags), ...(await fieldsForService(ctx, type, {}, previous)) }));
  }
  return null;
}

// Notes through the notes service (server/services/notes.ts): never a card directly.
export const noteActions = {
  addNote: action({
    params: z.object({ note: noteInput }),
    write: true,
    run: async (ctx, { note }) => (await notes.createNote(ctx, await checkNote(ctx, note))).id,
  }),
  addNotes: action({
    params: z.object({ notes: z.array(noteInput).max(10_000) }),
    write: true,
    run: async (ctx, params) => {
      const ids: (number | null)[] = [];
      const lookups = newLookups();
      // Notes of the same batch are duplicates of each other too (by note type, first field, and deck when scoped so).
      const seen = new Map<string, Set<number>>();
      for (let at = 0; at < params.notes.length; at += ADD_CHUNK) {
        // The event loop runs between two chunks (SQLite answers without a macrotask).
        await new Promise((resolve) => setImmediate(resolve));
        const chunk = params.notes.slice(at, at + ADD_CHUNK);
        const ready: (Awaited<ReturnType<typeof checkNote>> | null)[] = [];
        for (const note of chunk) {
          try {
            const checked = await checkNote(ctx, note, lookups);
            const key = `${checked.noteTypeId}\u0000${checked.first}`;
            const decksWithIt = seen.get(key) ?? new Set<number>();
            if (!note.options?.allowDuplicate && decksWithIt.size > 0 && (note.options?.duplicateScope !== 'deck' || decksWithIt.has(checked.deckId))) {
              throw new AnkiError('cannot create note because it is a duplicate');
            }
            seen.set(key, decksWithIt.add(checked.deckId));
            ready.push(checked);
          } catch (error) {
            if (!(error instanceof AnkiError) && !(error instanceof AppError)) throw error;
            ready.push(null);
          }
        }
        const written = await notes.createNotes(ctx, ready.filter((r) => r !== null));
        let next = 0;
        for (const r of ready) ids.push(r === null ? null : written[next++]);
      }
      return ids;
    },
  }),
  canAddNotes: action({
    params: z.object({ notes: z.array(noteInput).max(10_000) }),
    write: false,
    run: async (ctx, params) => {
      const out: boolean[] = [];
      for (const note of params.notes) out.push(await checkNote(ctx, note).then(() => true, () => false));
      return out;
    },
  }),
  canAddNotesWithErrorDetail: action({
    params: z.object({ notes: z.array(noteInput).max(10_000) }),
    write: false,
    run: async (ctx, params) => {
      const out: ({ canAdd: true } | { canAdd: false; error: string })[] = [];
      for (const note of params.notes) {
        out.push(await checkNote(ctx, note).then(() => ({ canAdd: true as const }), (e: Error) => ({ canAdd: false as const, error: e.message })));
      }
      return out;
    },
  }),
  // Anki's updateNoteModel: fields, tags and (when it differs) the note type, in one edit.
  updateNoteModel: action({
    params: z.object({ note: z.object({ id: z.number().int(), modelName: z.string().max(1000), fields: noteInput.shape.fields, tags: noteInput.shape.tags }).passthrough() }),
    write: true,
    run: async (ctx, { note }) => {
      await ownNote(ctx, note.id);
      const type = (await noteTypes.listNoteTypes(ctx)).find((t) => t.name === note.modelName);
      if (!type) throw new AnkiError(`Model '${note.modelName}' not found`);
      await serviceCall(notes.replaceNote(ctx, { noteId: note.id, noteTypeId: type.id, tags: note.tags ?? [], ...(await fieldsForService(ctx, type, note.fields)) }));
      return null;
    },
  }),
  updateNoteFields: action({
    params: z.object({ note: z.object({ id: z.number().int(), fields: noteInput.shape.fields }).passthrough() }),
    write: true,
    run: async (ctx, { note }) => {
      const current = await ownNote(ctx, note.id);
      const type = (await noteTypes.listNoteTypes(ctx)).find((t) => t.id === current.noteTypeId)!;
      const previous = await answeredFields(ctx, current.id, type, current.fields);
      await serviceCall(notes.updateNote(ctx, { noteId: note.id, ...(await fieldsForService(ctx, type, note.fields, previous)) }));
      return null;
    },
  }),
  updateNote: action({
    params: z.object({ note: z.object({ id: z.number().int(), fields: noteInput.shape.fields.optional(), tags: noteInput.shape.tags }).passthrough() }),
    write: true,
    run: async (ctx, { note }) => {
      if (!note.fields && !note.tags) throw new AnkiError('Must provide a "fields" or "tags" property.');
      const current = await ownNote(ctx, note.id);
      const type = (await noteTypes.listNoteTypes(ctx)).find((t) => t.id === current.noteTypeId)!;
      const previous = await answeredFields(ctx, current.id, type, current.fields);
      await serviceCall(notes.updateNote(ctx, { noteId: note.id, tags: note.tags, ...(await fieldsForService(ctx, type, note.fields ?? {}, previous)) }));
      return null;
    },
  }),
  deleteNotes: action({
    params: z.object({ notes: ids }),
    write: true,
    run: async (ctx, params) => {
      // Anki deletes the notes it finds and skips the rest: a note that is not the caller's is skipped.
      for (const id of new Set(params.notes)) await notes.deleteNote(ctx, id).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
      });
      return null;
    },
  }),
  addTags: action({
    params: z.object({ notes: ids, tags: z.string().max(10_000) }),
    write: true,
    run: async (ctx, params) => retag(ctx, params.notes, (tags) => [...new Set([...tags, ...splitTags(params.tags)])]),
  }),
  removeTags: action({
    params: z.object({ notes: ids, tags: z.string().max(10_000) }),
    write: true,
    run: async (ctx, params) => {
      const gone = new Set(splitTags(params.tags).map((t) => t.toLowerCase()));
      return retag(ctx, params.notes, (tags) => tags.filter((t) => !gone.has(t.toLowerCase())));
    },
  }),
  changeDeck: action({
    params: z.object({ cards: ids, deck: deckName }),
    write: true,
    run: async (ctx, { cards, deck }) => {
      const deckId = (await deckActions.createDeck.run(ctx, { deck })) as number;
      const noteIds = new Set<number>();
      // Only cards of the caller's own decks move; another user's are not found, as in Anki.
      for (const { id } of await ownedCardDecks(ctx.db, ctx.user.id, [...new Set(cards)])) {
        const note = await notes.noteOfCard(ctx, id).catch(() => null);
        if (note) noteIds.add(note.id);
      }
      await notes.moveNotes(ctx, [...noteIds], deckId);
      return null;
    },
  }),
  areDue: action({
    params: z.object({ cards: ids.max(10_000) }),
    write: false,
    run: async (ctx, { cards }) => {
      const due = await cardsDueNow(ctx.db, ctx.user.id, cards, ctx.now().getTime());
      return cards.map((card) => due.get(card) ?? false);
    },
  }),
  cardsToNotes: action({
    params: z.object({ cards: ids }),
    write: false,
    run: async (ctx, { cards }) => {
      const out = new Set<number>();
      for (const card of cards) {
        const note = await notes.noteOfCard(ctx, card).catch(() => null);
        if (note) out.add(note.id);
      }
      return [...out];
    },
  }),
  findCards: action({
    params: z.object({ query: z.string().max(10_000) }),
    write: false,
    run: async (ctx, { query }) => {
      const found: number[] = [];
      for (const id of await findNoteIds(ctx, query)) found.push(...(await notes.getNote(ctx, id)).cardIds);
      return found;
    },
  }),
  cardsInfo: action({
    params: z.object({ cards: ids.max(10_000) }),
    write: false,
    run: async (ctx, { cards }) => {
      const types = new Map((await noteTypes.listNoteTypes(ctx)).map((t) => [t.id, t]));
      const deckOf = new Map((await ownedCardDecks(ctx.db, ctx.user.id, [...new Set(cards)])).map((row) => [row.id, row.name]));
      const out: unknown[] = [];
      for (const card of cards) {
        const note = deckOf.has(card) ? await notes.noteOfCard(ctx, card).catch(() => null) : null;
        const type = note && types.get(note.noteTypeId);
        if (!note || !type) {
          out.push({});
          continue;
        }
        const ord = Math.max(0, note.cardIds.indexOf(card));
        out.push({
          cardId: card,
          note: note.id,
          deckName: deckOf.get(card),
          modelName: type.name,
          ord,
          fieldOrder: 0,
          fields: Object.fromEntries(Object.entries(await answeredFields(ctx, note.id, type, note.fields)).map(([name, value], order) => [name, { value, order }])),
          css: type.css,
          mod: Math.floor(note.updatedAt / 1000),
        });
      }
      return out;
    },
  }),
  findNotes: action({ params: z.object({ query: z.string().max(10_000) }), write: false, run: (ctx, { query }) => findNoteIds(ctx, query) }),
  notesInfo: action({
    params: z.object({ notes: ids.max(10_000) }),
    write: false,
    run: async (ctx, params) => {
      const types = new Map((await noteTypes.listNoteTypes(ctx)).map((t) => [t.id, t]));
      const out: unknown[] = [];
      for (const id of params.notes) {
        const note = await notes.getNote(ctx, id).catch(() => null);
        const type = note && types.get(note.noteTypeId);
        if (!note || !type) {
          out.push({});
          continue;
        }
        out.push({
          noteId: note.id,
          modelName: type.name,
          tags: note.tags,
          fields: Object.fromEntries(Object.entries(await answeredFields(ctx, note.id, type, note.fields)).map(([name, value], order) => [name, { value, order }])),
          cards: note.cardIds,
          mod: Math.floor(note.updatedAt / 1000),
        });
      }
      return out;
    },
  }),
};

/** Every action the endpoint answers; `requestPermission` and `multi` are the handler's own. */
export const ACTIONS: Readonly<Record<string, AnkiAction>> = {
  ...metaActions,
  ...deckActions,
  ...mediaActions,
  ...modelActions,
  ...noteActions,
};
