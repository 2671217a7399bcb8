// Anki review history (docs/anki-history.md, docs/anki-history.md): each card's FSRS state replayed from its
// revlog with ts-fsrs's scheduler (fsrsReplay.ts steps the same formulas without its per-answer
// copies), or, for a card scheduled in Anki whose revlog is gone, a memory state
// from its SM-2 interval and ease (fsrs-rs's memory_state_from_sm2 through the native binding).
// Pure over an open collection: it runs in the import worker at preview time, and what it
// answers travels in the cached draft to the confirm's transaction.
//
// Linear and bounded: one pass over `revlog` in id order (a replay record per card, at most the
// package's card limit) and one pass over `cards`.
import type Database from 'better-sqlite3';
import { FSRSBinding } from '@open-spaced-repetition/binding';
import { State, type Grade } from 'ts-fsrs';
import { REQUEST_RETENTION, SCHEDULE_KEYS, type CardSchedule } from '../scheduler.js';
import { BACKUP_BOUNDS, MAX_EPOCH_MS } from '../export/backup.js';
import { importReplay, newReplayCard, resetReplayCard, type ReplayCard } from './fsrsReplay.js';

const DAY_MS = 86_400_000;
/** Anki's `due` above this is epoch seconds (learning cards); below, days since collection creation. */
const EPOCH_SECONDS_FLOOR = 1_000_000_000;
/** Anki's revlog types: 0 learn, 1 review, 2 relearn, 3 filtered (cram), 4 manual, 5 rescheduled. */
const REVLOG_FILTERED = 3;
const REVLOG_MANUAL = 4;

// Bounds (docs/security.md, docs/anki-history.md "Hostile numbers"): the same limits as a backup's
// (export/backup.ts BACKUP_BOUNDS), so nothing NaN, infinite, fractional or beyond PostgreSQL's
// INTEGER reaches the database, and ts-fsrs can step every card later. A revlog row whose time,
// ease or type is unusable is skipped like a row that is not an answer; a card's own numbers are
// clamped (text, NULL or NaN take the value a new card would have).
/** Anki's revlog id (the answer's epoch ms): a whole time from 1970 to today (UTC), else unusable. */
export function usableRevlogTime(id: number, now: number): boolean {
  return Number.isSafeInteger(id) && id >= 0 && id <= MAX_EPOCH_MS && Math.floor(id / DAY_MS) <= Math.floor(now / DAY_MS);
}
/** A whole number in [min, max]; anything not a finite number → `fallback`. */
function bounded(value: unknown, min: number, max: number, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? Math.min(Math.max(Math.round(n), min), max) : fallback;
}
/** ts-fsrs's longest interval (days). */
const MAX_INTERVAL_DAYS = 36_500;

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
// the preview runs before anything is written): fsrsReplay.ts `importReplay`.
let binding: FSRSBinding | null = null;

/** A reset row (Anki's Forget: manual, ease 0, interval 0): the card's memory starts again after it. */
export const isReset = (row: Pick<RevlogRow, 'ease' | 'type' | 'ivl'>) => row.ease === 0 && row.type === REVLOG_MANUAL && row.ivl === 0;
/** A graded answer that counts: ease 1–4 in learn, review, relearn or filtered-deck (cram) rows. */
export const isAnswer = (row: Pick<RevlogRow, 'ease' | 'type'>) => row.ease >= 1 && row.ease <= 4 && row.type >= 0 && row.type <= REVLOG_FILTERED;

/** A replayed card packed like packSchedule (never reviewed → last_review -1). */
function packReplayCard(card: ReplayCard): number[] {
  return [card.due, card.stability, card.difficulty, card.elapsedDays, card.scheduledDays, card.learningSteps, card.reps, card.lapses, card.state, card.lastReview];
}

/**
 * One card's replay, fed its revlog rows oldest first (readAnkiHistory streams them; no row
 * objects are kept). Answers step the FSRS card (fsrsReplay.ts: ts-fsrs's scheduler without its
 * per-answer copies); a reset starts it again (the answers before it stay in the reviews: they
 * happened and count in the stats).
 */
class CardReplay {
  private readonly card: ReplayCard = newReplayCard(0);
  private started = false;
  reviews: FlatReviews = [];

  row(id: number, ease: number, type: number, ivl: number, time: number): void {
    if (ease === 0 && type === REVLOG_MANUAL && ivl === 0) {
      this.started = false;
      return;
    }
    if (!(Number.isInteger(ease) && Number.isInteger(type) && ease >= 1 && ease <= 4 && type >= 0 && type <= REVLOG_FILTERED)) return;
    if (!this.started) {
      resetReplayCard(this.card, id);
      this.started = true;
    }
    importReplay.step(this.card, id, ease as Grade);
    this.reviews.push(id, ease, bounded(time, 0, 3_600_000, 0));
  }

  /** The card's draft, or `null` when no row was an answer; the replay is ready for the next card. */
  finish(): CardHistoryDraft | null {
    const reviews = this.reviews;
    const started = this.started;
    this.reviews = [];
    this.started = false;
    if (reviews.length === 0) return null;
    return { s: started ? packReplayCard(this.card) : null, r: reviews };
  }
}

/**
 * Replays one card's rows (oldest first) from a new card. Answers step the FSRS card; a reset
 * starts it again (the answers before it stay in the reviews: they happened and count in the
 * stats). `null` when no row is an answer.
 */
export function replayRevlog(rows: readonly Pick<RevlogRow, 'id' | 'ease' | 'type' | 'ivl' | 'time'>[]): CardHistoryDraft | null {
  const replay = new CardReplay();
  for (const row of rows) replay.row(row.id, row.ease, row.type, row.ivl, row.time);
  return replay.finish();
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
  // Every number bounded (see usableRevlogTime): a crafted card cannot store NaN, year 300,000 or 2^31.
  const ivl = bounded(card.ivl, 0, MAX_INTERVAL_DAYS, 0);
  const due = bounded(ankiDueMs(card, Number.isFinite(crtSeconds) ? crtSeconds : 0), 0, MAX_EPOCH_MS, now);
  const interval = Math.max(1, ivl);
  const ease = Number.isFinite(card.factor) && card.factor > 0 ? Math.min(card.factor / 1000, 100) : 2.5;
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
  const scheduledDays = card.type === 2 ? ivl : 0;
  return {
    due,
    stability: Math.min(Math.max(stability, BACKUP_BOUNDS.stabilityMin), BACKUP_BOUNDS.stabilityMax),
    difficulty: Math.min(Math.max(difficulty, BACKUP_BOUNDS.difficultyMin), BACKUP_BOUNDS.difficultyMax),
    elapsed_days: 0,
    scheduled_days: scheduledDays,
    learning_steps: 0,
    reps: bounded(card.reps, 0, BACKUP_BOUNDS.count, 0),
    lapses: bounded(card.lapses, 0, BACKUP_BOUNDS.count, 0),
    state,
    // Anki keeps no last-review time on the card: the due date minus the interval, never in the future.
    last_review: Math.max(0, Math.min(now, due - scheduledDays * DAY_MS)),
  };
}

function tableNames(db: Database.Database): Set<string> {
  const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
  return new Set(rows.map((row) => row.name));
}

const columnsOf = (db: Database.Database, table: string) =>
  new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name));

/**
 * Every revlog row the replay reads, oldest first. `id` is the table's rowid (INTEGER PRIMARY
 * KEY), so this is a plain scan in table order: no sort, and no lookup per row as walking Anki's
 * `ix_revlog_cid` index in (cid, id) order would need (ankiHistory.test.ts checks the plan).
 */
export const REVLOG_QUERY = 'SELECT id, cid, ease, type, ivl, time FROM revlog ORDER BY id';

/** Anki card ids that have at least one revlog row (the preview's count when history is not kept). */
export function cardsWithRevlog(db: Database.Database): Set<number> {
  if (!tableNames(db).has('revlog')) return new Set();
  return new Set(db.prepare('SELECT cid FROM revlog').pluck().all() as number[]);
}

export interface AnkiHistory {
  /** Every Anki card's kept state, by Anki card id (absent: it stays NEW). */
  history: Map<number, CardHistoryDraft>;
  /** Anki card ids with at least one revlog row (the preview's count). */
  revlogCards: Set<number>;
}

/**
 * Every Anki card's kept state, by Anki card id: replayed from revlog when it has answers, from
 * SM-2 when Anki scheduled it without them, absent when it is new in Anki (it stays NEW).
 *
 * Two passes, no sort: revlog in id (time) order, each row stepping its card's replay (one small
 * record of numbers per card, at most the package's card limit), then `cards` once, finishing each
 * replay against the card's Anki type.
 */
export function readAnkiHistory(db: Database.Database, now: number): AnkiHistory {
  const history = new Map<number, CardHistoryDraft>();
  const replays = new Map<number, CardReplay>();
  const tables = tableNames(db);
  const revlogColumns = tables.has('revlog') ? columnsOf(db, 'revlog') : new Set<string>();
  if (['id', 'cid', 'ease', 'ivl', 'type', 'time'].every((column) => revlogColumns.has(column))) {
    for (const row of db.prepare(REVLOG_QUERY).raw().iterate() as Iterable<[number, number, number, number, number, number]>) {
      // A time the app cannot store or ts-fsrs cannot step from (after today): not an answer.
      if (!usableRevlogTime(row[0], now)) continue;
      let replay = replays.get(row[1]);
      if (replay === undefined) replays.set(row[1], (replay = new CardReplay()));
      replay.row(row[0], row[2], row[3], row[4], row[5]);
    }
  } else if (tables.has('revlog')) {
    for (const cid of cardsWithRevlog(db)) replays.set(cid, new CardReplay());
  }
  const revlogCards = new Set(replays.keys());
  if (!tables.has('cards')) return { history, revlogCards };
  // A package of new cards (most shared decks) has nothing to read in `cards`.
  if (replays.size === 0 && db.prepare('SELECT EXISTS (SELECT 1 FROM cards WHERE type BETWEEN 1 AND 3)').pluck().get() !== 1) return { history, revlogCards };

  const crt = bounded((db.prepare('SELECT crt FROM col').get() as { crt: unknown } | undefined)?.crt, 0, MAX_EPOCH_MS / 1000, 0);
  for (const anki of db
    .prepare('SELECT id, type, queue, due, ivl, factor, reps, lapses, odid, odue FROM cards')
    .iterate() as Iterable<AnkiCardSchedule & { id: number }>) {
    const replayed = replays.get(anki.id)?.finish();
    if (replayed) {
      // New in Anki (never studied, or forgotten since): stays NEW; its past answers still count.
      if (anki.type === 0) replayed.s = null;
      history.set(anki.id, replayed);
    } else if (anki.type >= 1 && anki.type <= 3) {
      history.set(anki.id, { s: packSchedule(scheduleFromSm2(anki, crt, now)), r: [] });
    }
  }
  return { history, revlogCards };
}
