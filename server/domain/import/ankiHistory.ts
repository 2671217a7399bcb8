// Anki review history (DESIGN §12, docs/anki-history.md): each card's FSRS state replayed from its
// revlog through ts-fsrs, or, for a card scheduled in Anki whose revlog is gone, a memory state
// from its SM-2 interval and ease (fsrs-rs's memory_state_from_sm2 through the native binding).
// Pure over an open collection: it runs in the import worker at preview time, and what it
// answers travels in the cached draft to the confirm's transaction.
//
// Linear and bounded: one pass over `cards` (a Map of at most the package's card limit) and one
// pass over `revlog` ordered by card, holding one card's rows at a time.
import type Database from 'better-sqlite3';
import { FSRSBinding } from '@open-spaced-repetition/binding';
import { createEmptyCard, fsrs, generatorParameters, State, StrategyMode, type Card, type Grade } from 'ts-fsrs';
import { fromFsrsCard, REQUEST_RETENTION, type CardSchedule } from '../scheduler.js';

const DAY_MS = 86_400_000;
/** Anki's `due` above this is epoch seconds (learning cards); below, days since collection creation. */
const EPOCH_SECONDS_FLOOR = 1_000_000_000;
/** Anki's revlog types: 0 learn, 1 review, 2 relearn, 3 filtered (cram), 4 manual, 5 rescheduled. */
const REVLOG_FILTERED = 3;
const REVLOG_MANUAL = 4;

/** One kept revlog row, flattened for the cached JSON: [reviewedAt ms, ease 1–4, answer ms (0 = unknown)]. */
export type FlatReviews = number[];
export const REVIEW_STRIDE = 3;

/** What a draft card carries when history is kept (short keys: 100,000 of them go through JSON). */
export interface CardHistoryDraft {
  /** The FSRS state (packSchedule), or null: the card stays NEW. */
  s: number[] | null;
  /** Flat triples, oldest first (see FlatReviews). */
  r: FlatReviews;
}

const SCHEDULE_KEYS = [
  'due',
  'stability',
  'difficulty',
  'elapsed_days',
  'scheduled_days',
  'learning_steps',
  'reps',
  'lapses',
  'state',
  'last_review',
] as const satisfies readonly (keyof CardSchedule)[];

/** A schedule as a fixed-order number array (last_review null → -1). */
export function packSchedule(schedule: CardSchedule): number[] {
  return SCHEDULE_KEYS.map((key) => schedule[key] ?? -1);
}

export function unpackSchedule(packed: readonly number[]): CardSchedule {
  const out = Object.fromEntries(SCHEDULE_KEYS.map((key, index) => [key, packed[index]])) as unknown as CardSchedule;
  if (out.last_review !== null && out.last_review < 0) out.last_review = null;
  return out;
}

/** The preview's summary (the modal shows it; present only for packages with revlog rows). */
export interface HistorySummary {
  cardsWithHistory: number;
  kept: boolean;
}

interface AnkiCardSchedule {
  type: number;
  queue: number;
  due: number;
  ivl: number;
  factor: number;
  reps: number;
  lapses: number;
  odid: number;
  odue: number;
}

interface RevlogRow {
  id: number;
  cid: number;
  ease: number;
  ivl: number;
  type: number;
  time: number;
}

// Deterministic replay: no fuzz (the same package always gives the same due dates), ts-fsrs's
// default parameters and the app's retention (the user's fitted parameters may not exist yet, and
// the preview runs before anything is written).
// The fuzz seed is computed on every step even with fuzz off (a string hash of the card): a
// constant seed skips that work for the 100,000 steps of a large package (bench/history.ts).
const engine = fsrs(generatorParameters({ request_retention: REQUEST_RETENTION, enable_fuzz: false })).useStrategy(StrategyMode.SEED, () => '0');
let binding: FSRSBinding | null = null;

/** A reset row (Anki's Forget: manual, ease 0, interval 0): the card's memory starts again after it. */
export const isReset = (row: Pick<RevlogRow, 'ease' | 'type' | 'ivl'>) => row.ease === 0 && row.type === REVLOG_MANUAL && row.ivl === 0;
/** A graded answer that counts: ease 1–4 in learn, review, relearn or filtered-deck (cram) rows. */
export const isAnswer = (row: Pick<RevlogRow, 'ease' | 'type'>) => row.ease >= 1 && row.ease <= 4 && row.type >= 0 && row.type <= REVLOG_FILTERED;

/**
 * Replays one card's rows (oldest first) from a new card. Answers step the FSRS card; a reset
 * starts it again (the answers before it stay in the reviews: they happened and count in the
 * stats). `null` when no row is an answer.
 */
export function replayRevlog(rows: readonly Pick<RevlogRow, 'id' | 'ease' | 'type' | 'ivl' | 'time'>[]): CardHistoryDraft | null {
  let card: Card | null = null;
  const reviews: FlatReviews = [];
  for (const row of rows) {
    if (isReset(row)) {
      card = null;
      continue;
    }
    if (!isAnswer(row)) continue;
    const at = new Date(row.id);
    card = engine.next(card ?? createEmptyCard(at), at, row.ease as Grade).card;
    reviews.push(row.id, row.ease, row.time > 0 ? Math.min(row.time, 3_600_000) : 0);
  }
  if (reviews.length === 0) return null;
  return { s: card ? packSchedule(fromFsrsCard(card)) : null, r: reviews };
}

/** Anki's due as epoch ms: epoch seconds for (re)learning cards, else days since `crt` (seconds). */
export function ankiDueMs(card: Pick<AnkiCardSchedule, 'due' | 'odid' | 'odue'>, crtSeconds: number): number {
  // A card parked in a filtered deck keeps its real due in odue.
  const due = card.odid && card.odue ? card.odue : card.due;
  return due > EPOCH_SECONDS_FLOOR ? due * 1000 : crtSeconds * 1000 + due * DAY_MS;
}

/**
 * A card scheduled in Anki with no usable revlog rows: Anki's due date, its counters, and a
 * memory state from interval + ease. Learning cards (interval 0) get a one-day interval's state.
 */
export function scheduleFromSm2(card: AnkiCardSchedule, crtSeconds: number, now: number): CardSchedule {
  const due = ankiDueMs(card, crtSeconds);
  const interval = Math.max(1, card.ivl);
  const ease = card.factor > 0 ? card.factor / 1000 : 2.5;
  let stability = interval;
  let difficulty = 5;
  try {
    binding ??= new FSRSBinding();
    const state = binding.memoryStateFromSM2(ease, interval, REQUEST_RETENTION);
    if (Number.isFinite(state.stability) && Number.isFinite(state.difficulty)) {
      stability = state.stability;
      difficulty = state.difficulty;
    }
  } catch {
    // An ease or interval the binding refuses keeps the plain estimate above.
  }
  const state = card.type === 1 ? State.Learning : card.type === 3 ? State.Relearning : State.Review;
  const scheduledDays = card.type === 2 ? card.ivl : 0;
  return {
    due,
    stability,
    difficulty,
    elapsed_days: 0,
    scheduled_days: scheduledDays,
    learning_steps: 0,
    reps: card.reps,
    lapses: card.lapses,
    state,
    // Anki keeps no last-review time on the card: the due date minus the interval, never in the future.
    last_review: Math.min(now, due - scheduledDays * DAY_MS),
  };
}

function tableNames(db: Database.Database): Set<string> {
  const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
  return new Set(rows.map((row) => row.name));
}

const columnsOf = (db: Database.Database, table: string) =>
  new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name));

/** Anki card ids that have at least one revlog row (the preview's count, kept or not). */
export function cardsWithRevlog(db: Database.Database): Set<number> {
  if (!tableNames(db).has('revlog')) return new Set();
  const rows = db.prepare('SELECT DISTINCT cid FROM revlog').raw().all() as [number][];
  return new Set(rows.map(([cid]) => cid));
}

/**
 * Every Anki card's kept state, by Anki card id: replayed from revlog when it has answers, from
 * SM-2 when Anki scheduled it without them, absent when it is new in Anki (it stays NEW).
 */
export function readAnkiHistory(db: Database.Database, now: number): Map<number, CardHistoryDraft> {
  const out = new Map<number, CardHistoryDraft>();
  const tables = tableNames(db);
  if (!tables.has('cards')) return out;
  const crt = Number((db.prepare('SELECT crt FROM col').get() as { crt: number | null } | undefined)?.crt ?? 0);
  const cards = new Map<number, AnkiCardSchedule>();
  for (const row of db
    .prepare('SELECT id, type, queue, due, ivl, factor, reps, lapses, odid, odue FROM cards')
    .iterate() as Iterable<AnkiCardSchedule & { id: number }>) {
    cards.set(row.id, row);
  }

  const revlogColumns = tables.has('revlog') ? columnsOf(db, 'revlog') : new Set<string>();
  const hasRevlog = ['id', 'cid', 'ease', 'ivl', 'type', 'time'].every((column) => revlogColumns.has(column));
  if (hasRevlog) {
    let current: RevlogRow[] = [];
    const flush = () => {
      if (current.length === 0) return;
      const cid = current[0].cid;
      const anki = cards.get(cid);
      const replayed = replayRevlog(current);
      current = [];
      if (!anki || !replayed) return;
      // New in Anki (never studied, or forgotten since): stays NEW; its past answers still count.
      if (anki.type === 0) replayed.s = null;
      out.set(cid, replayed);
    };
    // Raw rows (arrays) are cheaper to fetch than objects: 100,000 of them in a large package.
    const rows = db.prepare('SELECT id, cid, ease, ivl, type, time FROM revlog ORDER BY cid, id').raw().iterate() as Iterable<[number, number, number, number, number, number]>;
    for (const [id, cid, ease, ivl, type, time] of rows) {
      if (current.length && current[0].cid !== cid) flush();
      current.push({ id, cid, ease, ivl, type, time });
    }
    flush();
  }

  for (const [cid, anki] of cards) {
    if (out.has(cid) || anki.type === 0 || anki.type > 3) continue;
    out.set(cid, { s: packSchedule(scheduleFromSm2(anki, crt, now)), r: [] });
  }
  return out;
}
