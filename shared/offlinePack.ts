// Offline packs (DESIGN §14, docs/offline.md): which cards of a deck travel to the browser for a
// Smart Session without network, and how the browser picks a session from them. Pure: the
// server builds packs with `choosePackCards`; the client plays them with `startFromPack`, the
// same generators the server's sessions.start uses (shared/generators).
import type { GameType } from './constants.js';
import type { GameData, GameError } from './games.js';
import { DEFAULT_STUDY_DIRECTION, type StudyDirection } from './generators/direction.js';
import { generateGame, type GameCard } from './generators/index.js';
import type { Rng } from './generators/rng.js';
import type { SessionGoal } from './schemas/sessions.js';

/** How many decks keep a pack: the most recently opened ones. */
export const MAX_PACKS = 10;
/** Beyond the due cards, the ones falling due next: a 20-card goal always fills. */
export const PACK_NEXT_CARDS = 20;
/** Due cards kept per pack: a deck with thousands overdue still makes a pack of bounded size. */
export const PACK_MAX_DUE = 300;
/** Mirrors server/domain/cardSelection's estimate when no answer times are known. */
export const DEFAULT_CARDS_PER_MINUTE = 6;

export interface PackCard extends GameCard {
  /** FSRS due time, ms since the epoch. */
  due: number;
  /** FSRS state (0 new, 1 learning, 2 review, 3 relearning). */
  state: number;
  termImageUrl: string | null;
  definitionImageUrl: string | null;
  termAudioUrl: string | null;
  definitionAudioUrl: string | null;
}

export interface OfflinePack {
  deckId: number;
  deckName: string;
  /** When the server built it (ms); offline, cards fall due against the device clock. */
  builtAt: number;
  /** The user's recent pace, for time goals (as sessions.start computes it). */
  cardsPerMinute: number;
  /**
   * The deck's remembered study direction (DESIGN §15) when the pack was built: an offline session
   * started without a direction of its own asks from this side, as sessions.start would. Absent in
   * packs stored before it existed (→ forward).
   */
  studyDirection?: StudyDirection;
  cards: PackCard[];
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
 * A session's cards from a pack, by the rule of sessions.start (DESIGN §8): quick → the cards due
 * now; cards N → the N earliest due; time M → N = M × cards per minute.
 */
export function selectFromPack(pack: OfflinePack, goal: SessionGoal, now: number): PackCard[] {
  const ordered = [...pack.cards].sort(byDue);
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
  return { ...pack, cards: pack.cards.map((c) => (moved.has(c.id) ? { ...c, due: moved.get(c.id)! } : c)) };
}

/**
 * The master list of an offline Smart Session: what sessions.start would answer for these cards.
 * The direction is the one chosen in the modal, else the deck's remembered one carried in the
 * pack; generateGame orients the cards with it (orientCards) exactly as on the server.
 */
export function startFromPack(
  pack: OfflinePack,
  input: { gameType: GameType; goal: SessionGoal; isMobile: boolean; direction?: StudyDirection },
  now: number,
  rng?: Rng,
): GameData | GameError {
  const cards = selectFromPack(pack, input.goal, now).map(({ id, term, definition }) => ({ id, term, definition }));
  const direction = input.direction ?? pack.studyDirection ?? DEFAULT_STUDY_DIRECTION;
  return generateGame(input.gameType, cards, { all: true, isMobile: input.isMobile, rng, direction });
}

/** Every media URL a pack's cards show, for precaching into the service worker's media cache. */
export function packMediaUrls(pack: OfflinePack): string[] {
  const urls = new Set<string>();
  for (const c of pack.cards) for (const u of [c.termImageUrl, c.definitionImageUrl, c.termAudioUrl, c.definitionAudioUrl]) if (u) urls.add(u);
  return [...urls];
}

/** Most recently opened first, without repeats, at most MAX_PACKS: the decks whose packs are kept. */
export function touchRecent(recent: readonly number[], deckId: number): { recent: number[]; evicted: number[] } {
  const next = [deckId, ...recent.filter((id) => id !== deckId)];
  return { recent: next.slice(0, MAX_PACKS), evicted: next.slice(MAX_PACKS) };
}
