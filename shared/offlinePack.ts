// Offline packs (docs/offline.md, docs/offline.md): which cards of a deck travel to the browser for a
// Smart Session without network, and how the browser picks a session from them. Pure: the
// server builds packs with `choosePackCards`; the client plays them with `startFromPack`, the
// same generators the server's sessions.start uses (shared/generators).
import type { GameType } from './constants.js';
import type { GameData, GameError, NoteTypeCss } from './games.js';
import { DEFAULT_STUDY_DIRECTION, type StudyDirection } from './generators/direction.js';
import { gameCardOfFlat, generateGame } from './generators/index.js';
import type { FlatCardSides } from './cardSide.js';
import type { CardKind } from './schemas/decks.js';
import type { Rng } from './generators/rng.js';
import type { SessionGoal } from './schemas/sessions.js';
import { withinNewCardAllowance } from './newCardLimit.js';
import { fillBoard } from './practiceFill.js';
import { burySiblings, type AnsweredToday } from './siblings.js';

/** How many decks keep a pack: the most recently opened ones. */
export const MAX_PACKS = 10;
/** Beyond the due cards, the ones falling due next: a 20-card goal always fills. */
export const PACK_NEXT_CARDS = 20;
/** Due cards kept per pack: a deck with thousands overdue still makes a pack of bounded size. */
export const PACK_MAX_DUE = 300;
/** Mirrors server/domain/cardSelection's estimate when no answer times are known. */
export const DEFAULT_CARDS_PER_MINUTE = 6;

/**
 * A card as a pack stores it: the flat shape of the REST API (packs saved in browsers keep it,
 * so they need no migration); `startFromPack` builds its sides with `sidesOfFlat`.
 */
export interface PackCard extends FlatCardSides {
  id: number;
  /** A cloze card's kind and hidden text (docs/study-modes.md), or an image occlusion card's kind; absent on basic cards. */
  kind?: CardKind;
  clozeAnswer?: string;
  /** FSRS due time, ms since the epoch. */
  due: number;
  /** FSRS state (0 new, 1 learning, 2 review, 3 relearning). */
  state: number;
  termImageUrl: string | null;
  definitionImageUrl: string | null;
  termAudioUrl: string | null;
  definitionAudioUrl: string | null;
  /** A side's sanitized HTML (docs/rich-cards.md); null for a plain side. Absent in packs stored before it. */
  termHtml?: string | null;
  definitionHtml?: string | null;
  /** The card's note type when that type has CSS (the pack's `noteTypeCss`); absent otherwise and in older packs. */
  noteTypeId?: number;
  /** The card's note (docs/notes.md): its siblings are buried once it is answered (shared/siblings.ts). Absent in older packs. */
  noteId?: number | null;
}

export interface OfflinePack {
  deckId: number;
  deckName: string;
  /** When the server built it (ms); offline, cards fall due against the device clock. */
  builtAt: number;
  /** The user's recent pace, for time goals (as sessions.start computes it). */
  cardsPerMinute: number;
  /**
   * The deck's remembered study direction (docs/study-options.md) when the pack was built: an offline session
   * started without a direction of its own asks from this side, as sessions.start would. Absent in
   * packs stored before it existed (→ forward).
   */
  studyDirection?: StudyDirection;
  cards: PackCard[];
  /**
   * The daily new-card limit when the pack was built (issue 29.3): an offline session admits the
   * same new cards a Smart Session online would. Absent in packs stored before it (no limit).
   */
  newCards?: PackNewCards;
  /** Each side's language (docs/study-modes.md). Absent in packs stored before it (no Listen buttons). */
  languages?: { term: string | null; definition: string | null };
  /**
   * Each of the pack's note types with CSS, cleaned and scoped by the server as online
   * (docs/notes.md): offline faces look as online ones. Absent when none has CSS, and in older packs.
   */
  noteTypeCss?: NoteTypeCss;
  /**
   * The learner's "Bury siblings" option of the deck (docs/study-options.md) when the pack was
   * built: an offline session asks one card of a note a day, as online. Absent in older packs
   * (their cards carry no note, so there is nothing to bury).
   */
  burySiblings?: boolean;
  /**
   * What the learner had answered on the server on the pack's local day, which ends at `until`
   * (ms): those notes' other cards wait until the next day offline too. Absent in older packs.
   */
  answeredToday?: { notes: number[]; cards: number[]; until: number };
}

export interface PackNewCards {
  /** The deck's new cards per day (the limit of any later day). */
  perDay: number;
  /** Today's limit, with today's change ('Study 10 more new cards today'). */
  limitToday: number;
  /** New cards first studied today, on the server, when the pack was built. */
  studiedToday: number;
  /** When the user's local day of `builtAt` ends (ms): after it, `perDay` applies again. */
  dayEndsAt: number;
}

/**
 * New cards an offline session may still introduce (the rule of sessions.start, shared/newCardLimit):
 * today's limit less those studied today on the server and those answered offline since (still
 * in the sync queue). After the pack's day, the per-day limit less those answered offline.
 */
export function packNewAllowance(pack: OfflinePack, answeredOfflineNew: number, now: number): number {
  const n = pack.newCards;
  if (!n) return Infinity;
  const left = now < n.dayEndsAt ? n.limitToday - n.studiedToday : n.perDay;
  return Math.max(0, left - answeredOfflineNew);
}

/** How many of these answered cards were new in the pack: each uses one of the day's new cards. */
export function newCardsAmong(pack: OfflinePack, answeredIds: Iterable<number>): number {
  const answered = new Set(answeredIds);
  return pack.cards.filter((c) => c.state === 0 && answered.has(c.id)).length;
}

/** Earliest due first, id as the tie-break (the order sessions.start uses). */
const byDue = (a: { id: number; due: number }, b: { id: number; due: number }) => a.due - b.due || a.id - b.id;

/** The pack's cards: every card due at `now` (at most PACK_MAX_DUE) and the next PACK_NEXT_CARDS to fall due. */
export function choosePackCards<T extends { id: number; due: number }>(cards: readonly T[], now: number): T[] {
  const ordered = [...cards].sort(byDue);
  const dueCount = Math.min(PACK_MAX_DUE, ordered.filter((c) => c.due <= now).length);
  return ordered.slice(0, dueCount + PACK_NEXT_CARDS);
}

/**
 * The notes and cards answered today for bury siblings: the server's of the pack's day (until that
 * day ends) and the cards answered offline whose answers still wait in the sync queue, with
 * their notes. A queued answer counts as today's: it has not reached the server's day yet.
 */
export function packAnsweredToday(pack: OfflinePack, answeredOffline: Iterable<number>, now: number): AnsweredToday {
  const server = pack.answeredToday && now < pack.answeredToday.until ? pack.answeredToday : { notes: [], cards: [] };
  const notes = new Set(server.notes.map(String));
  const cards = new Set(server.cards);
  const noteOf = new Map(pack.cards.map((c) => [c.id, c.noteId]));
  for (const id of answeredOffline) {
    cards.add(id);
    const note = noteOf.get(id);
    if (note != null) notes.add(String(note));
  }
  return { notes, cards };
}

/**
 * A session's cards from a pack, by the rule of sessions.start (docs/study-sessions.md): quick → the cards due
 * now; cards N → the N earliest due; time M → N = M × cards per minute; every goal considers only
 * `newAllowance` new cards (state New), the oldest first, as online. With the deck's "Bury
 * siblings" on, a note answered today keeps only the card answered itself, and each other note
 * its most overdue card (shared/siblings.ts), before the goal picks, as online.
 */
export function selectFromPack(pack: OfflinePack, goal: SessionGoal, now: number, newAllowance = Infinity, answered: AnsweredToday = packAnsweredToday(pack, [], now)): PackCard[] {
  const byDueOrder = [...pack.cards].sort(byDue);
  const pool = pack.burySiblings ? burySiblings(byDueOrder.map((card) => ({ id: card.id, note_id: card.noteId, card })), answered).map((c) => c.card) : byDueOrder;
  const ordered = withinNewCardAllowance(
    pool.map((c) => ({ card: c, isNew: c.state === 0 })),
    newAllowance,
  ).map((c) => c.card);
  if (goal.type === 'quick') return ordered.filter((c) => c.due <= now);
  const count = goal.type === 'cards' ? goal.value : Math.max(1, Math.round(goal.value * pack.cardsPerMinute));
  return ordered.slice(0, count);
}

/**
 * The pack as a second offline session should see it: cards answered offline whose answers still
 * wait in the sync queue are no longer due. The FSRS step itself runs on the server (its
 * parameters and fuzz live there), so the browser does not guess new due times: it moves those
 * cards behind every other card and past `now`, in their old order. Quick Start then skips them,
 * an N-card goal takes them only once every other card is used. The server's own due times come
 * back when the queue has synced and the pack is refreshed.
 */
export function markAnswered(pack: OfflinePack, answeredIds: Iterable<number>, now: number): OfflinePack {
  const answered = new Set(answeredIds);
  if (answered.size === 0) return pack;
  const rest = pack.cards.filter((c) => !answered.has(c.id));
  const after = rest.reduce((latest, c) => Math.max(latest, c.due), now);
  const moved = new Map(
    pack.cards
      .filter((c) => answered.has(c.id))
      .sort(byDue)
      .map((c, i) => [c.id, after + 1 + i]),
  );
  // An answered card is no longer new (state 1, learning): it does not use the allowance twice.
  return { ...pack, cards: pack.cards.map((c) => (moved.has(c.id) ? { ...c, due: moved.get(c.id)!, state: c.state === 0 ? 1 : c.state } : c)) };
}

/**
 * The master list of an offline Smart Session: what sessions.start would answer for these cards.
 * The direction is the one chosen in the modal, else the deck's remembered one carried in the
 * pack; generateGame orients the cards with it (orientCards) exactly as on the server.
 */
export function startFromPack(pack: OfflinePack, input: PackSessionInput, now: number, rng?: Rng): GameData | GameError {
  const played = playFromPack(pack, input, now, rng);
  return 'error' in played ? played : played.gameData;
}

export interface PackSessionInput {
  gameType: GameType;
  goal: SessionGoal;
  isMobile: boolean;
  direction?: StudyDirection;
  newAllowance?: number;
  /** Cards answered offline whose answers still wait in the sync queue (bury siblings counts them as today's). */
  answeredIds?: readonly number[];
}

/**
 * An offline Smart Session with what sessions.start answers besides the game: on a light day the
 * deck's other cards in the pack fill the board as practice (docs/study-sessions.md, shared/
 * practiceFill.ts), never a sibling of a scheduled card, and `practiceCardIds` names them so
 * their answers are neither recorded nor synced.
 */
export function playFromPack(pack: OfflinePack, input: PackSessionInput, now: number, rng?: Rng): { gameData: GameData; practiceCardIds: number[] } | GameError {
  const selected = selectFromPack(pack, input.goal, now, input.newAllowance, packAnsweredToday(pack, input.answeredIds ?? [], now));
  const chosen = new Set(selected.map((c) => c.id));
  const chosenNotes = new Set(selected.flatMap((c) => (c.noteId == null ? [] : [c.noteId])));
  const others = pack.cards.filter((c) => !chosen.has(c.id) && (c.noteId == null || !chosenNotes.has(c.noteId))).map((c) => c.id);
  const byId = new Map(pack.cards.map((c) => [c.id, c]));
  const direction = input.direction ?? pack.studyDirection ?? DEFAULT_STUDY_DIRECTION;
  // The cards' media travel too (the pack's media are precached): Flashcards and the other games play them offline.
  // Only the sides, as before sides were objects: a pack card's cloze fields do not reach the games.
  const generate = (ids: number[]) =>
    generateGame(
      input.gameType,
      ids.map((id) => {
        const { term, definition, termImageUrl, definitionImageUrl, termAudioUrl, definitionAudioUrl, termHtml, definitionHtml, noteTypeId, kind } = byId.get(id)!;
        // An image occlusion card keeps its kind: only the games that can ask a region take it.
        return { ...gameCardOfFlat({ id, term, definition, termImageUrl, definitionImageUrl, termAudioUrl, definitionAudioUrl, termHtml, definitionHtml, noteTypeId }), ...(kind === 'image-occlusion' ? { kind } : {}) };
      }),
      { all: true, isMobile: input.isMobile, rng, direction, languages: pack.languages },
    );
  const played = fillBoard(input.gameType, [...chosen], others, generate, rng ?? Math.random);
  // The note types' CSS travels with the game data, as a smart session's does online.
  if ('error' in played || !pack.noteTypeCss || Object.keys(pack.noteTypeCss).length === 0) return played;
  return { ...played, gameData: { ...played.gameData, noteTypeCss: pack.noteTypeCss } };
}

/** Every media URL a pack's cards show, for precaching into the service worker's media cache. */
export function packMediaUrls(pack: OfflinePack): string[] {
  const urls = new Set<string>();
  for (const c of pack.cards) {
    for (const u of [c.termImageUrl, c.definitionImageUrl, c.termAudioUrl, c.definitionAudioUrl]) if (u) urls.add(u);
    // A rich side may show more images inline (docs/rich-cards.md): the HTML names them as media URLs.
    for (const html of [c.termHtml, c.definitionHtml]) for (const u of inlineMediaUrls(html)) urls.add(u);
  }
  return [...urls];
}

/** Most recently opened first, without repeats, at most MAX_PACKS: the decks whose packs are kept. */
export function touchRecent(recent: readonly number[], deckId: number): { recent: number[]; evicted: number[] } {
  const next = [deckId, ...recent.filter((id) => id !== deckId)];
  return { recent: next.slice(0, MAX_PACKS), evicted: next.slice(MAX_PACKS) };
}

/** The media URLs of a stored side's `<img src="/api/media/…">` (HTML the server sanitized and wrote). */
function inlineMediaUrls(html: string | null | undefined): string[] {
  const urls: string[] = [];
  if (!html) return urls;
  const open = '<img src="/api/media/';
  for (let at = html.indexOf(open); at >= 0; at = html.indexOf(open, at + 1)) {
    const start = at + '<img src="'.length;
    const end = html.indexOf('"', start);
    if (end > start) urls.push(html.slice(start, end));
  }
  return urls;
}
