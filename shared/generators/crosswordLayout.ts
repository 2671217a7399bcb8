// Crossword layout (docs/games.md): as many words as fit in one connected grid within the size
// limits. A few greedy layouts give a start; the rest of a fixed work budget goes to a local
// search that takes words out and lays the grid again (ruin and recreate), keeping a layout
// when it holds at least as many words. The budget is counted in cells looked at, not in
// milliseconds, so a seed always gives the same puzzle on any machine.
import type { ClueDirection } from '../games.js';
import { randomInt, shuffle, type Rng } from './rng.js';

export interface CrosswordWord {
  id: number;
  answer: string;
  clue: string;
  /** The clue side's sanitized HTML when it is rich (docs/rich-cards.md); `clue` is its plain text. */
  clueHtml?: string;
  /** The clue side's language (docs/listening.md). */
  clueLang?: string;
}

export interface Placement {
  word: CrosswordWord;
  row: number;
  col: number;
  direction: ClueDirection;
}

export interface LayoutOptions {
  rng: Rng;
  maxRows: number;
  maxCols: number;
  /** Cells the search may look at before it settles for the best layout so far (default `CROSSWORD_WORK_BUDGET`). */
  workBudget?: number;
  /** At most this many words in the grid (default: all of them). */
  maxWords?: number;
}

/**
 * About 35 ms of CPU (p95 ~45 ms) per 20-word list on the shared 2-core dev machine (`npm run
 * bench -- crossword`, cpu column): within issue #27's 100 ms at p95, with room for a slower
 * phone laying out a requeued round (rounds.ts lays those out in the browser). Ten times as much
 * places only ~0.4 more words on average, a hundred times ~0.7 (`CROSSWORD_CEILING=1`).
 */
export const CROSSWORD_WORK_BUDGET = 4_000_000;
/** Greedy layouts tried before the local search starts from the best of them. */
const GREEDY_STARTS = 8;
/** Long words first (1) down to a random order (0): each greedy start uses the next weight. */
const LENGTH_WEIGHTS = [1, 0.3, 0.6, 0];
/** Share of local-search steps that move an unplaced word in by taking out what blocks it. */
const EJECT_SHARE = 0.3;
/** At most this many words are taken out in one ruin step. */
const MAX_RUIN = 4;

/**
 * Work units, each about one cell looked at by `check`: a placement (map and list updates per
 * letter) and a new canvas (its arrays) cost more, so that the budget tracks time on short and
 * long word lists alike.
 */
const PLACE_COST = 8;
const CANVAS_COST = 300;

const ACROSS = 1;
const DOWN = 2;

/** Canvas rows and columns, both ends included. */
interface Region {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** A word on the canvas, by its index in the word list and its canvas coordinates. */
interface Spot {
  word: number;
  row: number;
  col: number;
  dir: number;
}

class WorkBudget {
  spent = 0;
  constructor(readonly limit: number) {}
  get exhausted(): boolean {
    return this.spent >= this.limit;
  }
}

/**
 * Canvases of one search that it let go of, cleared and handed out again: each search step
 * needs a new canvas, and allocating its arrays and collecting the old ones took a fifth of the
 * time. A canvas taken from here costs the same work units as a new one, so pooling changes no
 * layout.
 */
class CanvasPool {
  private readonly spare: Canvas[] = [];
  constructor(
    readonly words: readonly CrosswordWord[],
    readonly maxRows: number,
    readonly maxCols: number,
    readonly budget: WorkBudget,
    readonly maxWords: number,
  ) {}

  take(): Canvas {
    const canvas = this.spare.pop();
    if (!canvas) return new Canvas(this);
    canvas.clear();
    this.budget.spent += CANVAS_COST;
    return canvas;
  }

  /** Only for a canvas nothing refers to any more (not the current or best layout). */
  release(canvas: Canvas): void {
    this.spare.push(canvas);
  }
}

/** One layout on a padded canvas big enough for any grid that fits the size limits. */
class Canvas {
  readonly height: number;
  readonly width: number;
  readonly letters: Uint8Array;
  readonly dirs: Uint8Array;
  /** Per cell, 1 + the index in `spots` of the across and of the down word through it (0: none). */
  readonly acrossOwner: Int16Array;
  readonly downOwner: Int16Array;
  /** Per cell, the fill count when it got its letter: a rescan only looks at cells newer than the last one. */
  readonly stamp: Int32Array;
  /** Cells holding each letter code, oldest first, to find crossings without scanning the canvas. */
  readonly cellsByLetter = new Map<number, number[]>();
  minRow = Infinity;
  maxRow = -Infinity;
  minCol = Infinity;
  maxCol = -Infinity;
  filled = 0;
  readonly spots: Spot[] = [];
  readonly placed: Uint8Array;
  readonly words: readonly CrosswordWord[];
  readonly maxRows: number;
  readonly maxCols: number;
  readonly budget: WorkBudget;

  constructor(readonly pool: CanvasPool) {
    ({ words: this.words, maxRows: this.maxRows, maxCols: this.maxCols, budget: this.budget } = pool);
    this.height = this.maxRows * 2 + 2;
    this.width = this.maxCols * 2 + 2;
    const cells = this.height * this.width;
    this.letters = new Uint8Array(cells);
    this.dirs = new Uint8Array(cells);
    this.acrossOwner = new Int16Array(cells);
    this.downOwner = new Int16Array(cells);
    this.stamp = new Int32Array(cells);
    this.placed = new Uint8Array(this.words.length);
    this.budget.spent += CANVAS_COST;
  }

  /** Back to an empty canvas (for `CanvasPool`). */
  clear(): void {
    this.letters.fill(0);
    this.dirs.fill(0);
    this.acrossOwner.fill(0);
    this.downOwner.fill(0);
    this.stamp.fill(0);
    this.placed.fill(0);
    // Emptied, not deleted: the lists keep their order rules and their storage.
    for (const list of this.cellsByLetter.values()) list.length = 0;
    this.minRow = Infinity;
    this.maxRow = -Infinity;
    this.minCol = Infinity;
    this.maxCol = -Infinity;
    this.filled = 0;
    this.spots.length = 0;
  }

  private at(row: number, col: number): number {
    return row * this.width + col;
  }

  /**
   * What trying a word of `length` letters at (row, col), going (dr, dc), costs the budget, and
   * whether the grid would stay within its size limits with it there.
   */
  private fitsLimits(row: number, col: number, dr: number, dc: number, length: number): boolean {
    this.budget.spent += length;
    const endRow = row + dr * (length - 1);
    const endCol = col + dc * (length - 1);
    return (
      Math.max(this.maxRow, endRow) - Math.min(this.minRow, row) + 1 <= this.maxRows &&
      Math.max(this.maxCol, endCol) - Math.min(this.minCol, col) + 1 <= this.maxCols
    );
  }

  /** Crossings the word would make there, or -1 when the placement breaks a rule. */
  check(answer: string, row: number, col: number, dir: number): number {
    const dr = dir === DOWN ? 1 : 0;
    const dc = dir === ACROSS ? 1 : 0;
    const length = answer.length;
    if (!this.fitsLimits(row, col, dr, dc, length)) return -1;
    // The cells just before and after the word must stay empty, or it would extend another word.
    if (this.letters[this.at(row - dr, col - dc)] !== 0) return -1;
    if (this.letters[this.at(row + dr * length, col + dc * length)] !== 0) return -1;
    // Along the word a cell is `step` further; its side-on neighbours are `side` away.
    const step = dr * this.width + dc;
    const side = dc * this.width + dr;
    let crossings = 0;
    for (let k = 0, index = this.at(row, col); k < length; k++, index += step) {
      const existing = this.letters[index];
      if (existing !== 0) {
        if (existing !== answer.charCodeAt(k) || (this.dirs[index] & dir) !== 0) return -1;
        crossings++;
      } else if (this.letters[index + side] !== 0 || this.letters[index - side] !== 0) {
        // A new letter touching a neighbour side-on would spell an unintended word.
        return -1;
      }
    }
    return crossings === length ? -1 : crossings;
  }

  place(spot: Spot): void {
    const { row, col, dir } = spot;
    const answer = this.words[spot.word].answer;
    const dr = dir === DOWN ? 1 : 0;
    const dc = dir === ACROSS ? 1 : 0;
    const owners = dir === ACROSS ? this.acrossOwner : this.downOwner;
    this.budget.spent += PLACE_COST * answer.length;
    for (let k = 0; k < answer.length; k++) {
      const index = this.at(row + dr * k, col + dc * k);
      if (this.letters[index] === 0) {
        const code = answer.charCodeAt(k);
        this.letters[index] = code;
        this.stamp[index] = ++this.filled;
        const list = this.cellsByLetter.get(code);
        if (list) list.push(index);
        else this.cellsByLetter.set(code, [index]);
      }
      this.dirs[index] |= dir;
      owners[index] = this.spots.length + 1;
    }
    this.minRow = Math.min(this.minRow, row);
    this.maxRow = Math.max(this.maxRow, row + dr * (answer.length - 1));
    this.minCol = Math.min(this.minCol, col);
    this.maxCol = Math.max(this.maxCol, col + dc * (answer.length - 1));
    this.spots.push(spot);
    this.placed[spot.word] = 1;
  }

  get area(): number {
    return (this.maxRow - this.minRow + 1) * (this.maxCol - this.minCol + 1);
  }

  /**
   * Best crossing spot for the word: most crossings, then least growth; `noise` breaks ties at
   * random. Only spots through a cell filled after `since` are looked at: a spot that had no
   * valid crossing then can only have gained one through a newer letter. With `near`, only
   * spots touching that region are looked at (where words were just taken out).
   */
  bestSpot(word: number, rng: Rng, noise: number, since = 0, near: Region | null = null): Spot | null {
    const answer = this.words[word].answer;
    let best: Spot | null = null;
    let bestScore = -Infinity;
    const area = this.area;
    for (let k = 0; k < answer.length; k++) {
      const cells = this.cellsByLetter.get(answer.charCodeAt(k));
      if (!cells) continue;
      for (let i = cells.length - 1; i >= 0 && this.stamp[cells[i]] > since; i--) {
        const index = cells[i];
        const used = this.dirs[index];
        if (used === (ACROSS | DOWN)) continue;
        const dir = used === ACROSS ? DOWN : ACROSS;
        const cellRow = Math.floor(index / this.width);
        const cellCol = index % this.width;
        const row = dir === DOWN ? cellRow - k : cellRow;
        const col = dir === ACROSS ? cellCol - k : cellCol;
        const endRow = row + (dir === DOWN ? answer.length - 1 : 0);
        const endCol = col + (dir === ACROSS ? answer.length - 1 : 0);
        if (near && (endRow < near.top || row > near.bottom || endCol < near.left || col > near.right)) continue;
        const crossings = this.check(answer, row, col, dir);
        if (crossings < 1) continue;
        const grownArea =
          (Math.max(this.maxRow, endRow) - Math.min(this.minRow, row) + 1) *
          (Math.max(this.maxCol, endCol) - Math.min(this.minCol, col) + 1);
        const score = crossings * 40 - (grownArea - area) + rng() * noise;
        if (score > bestScore) {
          bestScore = score;
          best = { word, row, col, dir };
        }
      }
    }
    return best;
  }

  /**
   * Places the words in passes until none fits: a word that found no crossing early may cross a
   * later word. Words in `stuck` found no spot in the layout this one was cut from, so at first
   * only spots near `opened` (where words came out) are worth looking at.
   */
  fill(pending: readonly number[], rng: Rng, noise: number, stuck?: Uint8Array, opened?: Region | null, bounded = true): void {
    let left = pending.map((word) => ({ word, since: 0, near: stuck?.[word] ? (opened ?? null) : null }));
    for (let placedInPass = 1; placedInPass > 0 && left.length > 0; ) {
      placedInPass = 0;
      const stillLeft: typeof left = [];
      for (const entry of left) {
        if ((bounded && this.budget.exhausted) || this.spots.length >= this.pool.maxWords) return;
        const since = this.filled;
        const spot = this.bestSpot(entry.word, rng, noise, entry.since, entry.near);
        if (spot) {
          this.place(spot);
          placedInPass++;
        } else {
          stillLeft.push({ word: entry.word, since, near: null });
        }
      }
      left = stillLeft;
    }
  }

  /** Words not on the canvas, in a random order. */
  unplaced(rng: Rng): number[] {
    return shuffle(this.words.map((_, index) => index).filter((index) => !this.placed[index]), rng);
  }

  private addOwners(index: number, into: number[]): void {
    const across = this.acrossOwner[index] - 1;
    const down = this.downOwner[index] - 1;
    if (across >= 0 && !into.includes(across)) into.push(across);
    if (down >= 0 && !into.includes(down)) into.push(down);
  }

  /**
   * The placed words (indexes in `spots`) in the way of the word there, or null when it would
   * cross no letter or break the size limits. Side-on neighbours and the cells just before and
   * after count as in the way, as in `check`.
   */
  blockers(answer: string, row: number, col: number, dir: number): number[] | null {
    const dr = dir === DOWN ? 1 : 0;
    const dc = dir === ACROSS ? 1 : 0;
    const length = answer.length;
    if (!this.fitsLimits(row, col, dr, dc, length)) return null;
    const out: number[] = [];
    this.addOwners(this.at(row - dr, col - dc), out);
    this.addOwners(this.at(row + dr * length, col + dc * length), out);
    const side = dc * this.width + dr;
    let crossings = 0;
    for (let k = 0; k < length; k++) {
      const index = this.at(row + dr * k, col + dc * k);
      const existing = this.letters[index];
      if (existing === 0) {
        this.addOwners(index + side, out);
        this.addOwners(index - side, out);
      } else if (existing !== answer.charCodeAt(k)) {
        this.addOwners(index, out);
      } else if ((this.dirs[index] & dir) !== 0) {
        const parallel = (dir === ACROSS ? this.acrossOwner : this.downOwner)[index] - 1;
        if (!out.includes(parallel)) out.push(parallel);
      } else {
        crossings++;
      }
    }
    return crossings === 0 ? null : out;
  }

  /** A fresh canvas with these spots, keeping those still connected to the first one. */
  static replay(from: Canvas, spots: readonly Spot[]): Canvas {
    const canvas = from.pool.take();
    if (spots.length === 0) return canvas;
    canvas.place(spots[0]);
    let rest = spots.slice(1);
    for (let placedInPass = 1; placedInPass > 0 && rest.length > 0; ) {
      placedInPass = 0;
      const stillLeft: Spot[] = [];
      for (const spot of rest) {
        if (canvas.check(from.words[spot.word].answer, spot.row, spot.col, spot.dir) > 0) {
          canvas.place(spot);
          placedInPass++;
        } else {
          stillLeft.push(spot);
        }
      }
      rest = stillLeft;
    }
    return canvas;
  }
}

/**
 * Lays the words left out of `kept` (a cut-down copy of `current`) again. A word `current` could
 * not place only gains a spot where words came out, so it looks near them first.
 */
function refill(current: Canvas, kept: Canvas, rng: Rng): Canvas {
  // One cell of margin: a word is also blocked by letters beside it and just past its ends.
  const opened: Region = { top: Infinity, bottom: -Infinity, left: Infinity, right: -Infinity };
  for (const spot of current.spots) {
    if (kept.placed[spot.word]) continue;
    const length = current.words[spot.word].answer.length;
    opened.top = Math.min(opened.top, spot.row - 1);
    opened.bottom = Math.max(opened.bottom, spot.row + (spot.dir === DOWN ? length : 0));
    opened.left = Math.min(opened.left, spot.col - 1);
    opened.right = Math.max(opened.right, spot.col + (spot.dir === ACROSS ? length : 0));
  }
  const stuck = current.placed.map((placed) => (placed ? 0 : 1));
  kept.fill(kept.unplaced(rng), rng, 12, stuck, opened);
  return kept;
}

/** More words wins, then the denser grid. */
function better(a: Canvas, b: Canvas): boolean {
  if (a.spots.length !== b.spots.length) return a.spots.length > b.spots.length;
  return a.filled * b.area > b.filled * a.area;
}

/** A greedy layout: words by a mix of length and chance, the first one in the middle of the canvas. */
function greedyLayout(canvas: Canvas, rng: Rng, lengthWeight: number, bounded: boolean): Canvas {
  const { words, maxRows, maxCols } = canvas;
  // Long words first give later words the most letters to cross, but fill the grid with few
  // words; starts vary how much length counts against randomness.
  const order = words
    .map((word, index) => ({ index, key: word.answer.length * lengthWeight + rng() * 4 }))
    .sort((a, b) => b.key - a.key)
    .map((entry) => entry.index);
  const first = order.find((index) => words[index].answer.length <= Math.max(maxCols, maxRows));
  if (first === undefined) return canvas;
  const length = words[first].answer.length;
  const across = length <= maxCols && (length > maxRows || rng() < 0.5);
  if (across) canvas.place({ word: first, row: maxRows, col: maxCols - Math.floor(length / 2), dir: ACROSS });
  else canvas.place({ word: first, row: maxRows - Math.floor(length / 2), col: maxCols, dir: DOWN });
  canvas.fill(order.filter((index) => index !== first), rng, 6, undefined, null, bounded);
  return canvas;
}

/** Ruin and recreate: takes 1–4 words out (random ones, or the last placed: backtracking) and lays the rest again. */
function ruin(current: Canvas, rng: Rng): Canvas {
  const spots = current.spots;
  const count = 1 + randomInt(rng, Math.min(MAX_RUIN, spots.length));
  const removed = new Set<number>();
  if (rng() < 0.3) {
    for (let i = spots.length - count; i < spots.length; i++) removed.add(i);
  } else {
    while (removed.size < count) removed.add(randomInt(rng, spots.length));
  }
  const kept = Canvas.replay(current, spots.filter((_, i) => !removed.has(i)));
  return refill(current, kept, rng);
}

/**
 * Ejection: an unplaced word goes where the fewest placed words are in its way; those come out
 * and everything left is laid again. Null when the word crosses nothing anywhere.
 */
function eject(current: Canvas, rng: Rng): Canvas | null {
  const unplaced = current.unplaced(rng);
  if (unplaced.length === 0) return null;
  const word = unplaced[0];
  const answer = current.words[word].answer;
  let target: Spot | null = null;
  let targetBlockers: number[] = [];
  let fewest = Infinity;
  const tried = new Set<number>();
  for (let k = 0; k < answer.length; k++) {
    for (const index of current.cellsByLetter.get(answer.charCodeAt(k)) ?? []) {
      const cellRow = Math.floor(index / current.width);
      const cellCol = index % current.width;
      for (const dir of [ACROSS, DOWN]) {
        const row = dir === DOWN ? cellRow - k : cellRow;
        const col = dir === ACROSS ? cellCol - k : cellCol;
        const key = (row * current.width + col) * 4 + dir;
        if (tried.has(key)) continue;
        tried.add(key);
        const blockers = current.blockers(answer, row, col, dir);
        if (!blockers) continue;
        const score = blockers.length + rng() * 0.9;
        if (score < fewest) {
          fewest = score;
          target = { word, row, col, dir };
          targetBlockers = blockers;
        }
      }
    }
  }
  if (!target) return null;
  const removed = new Set(targetBlockers);
  const canvas = Canvas.replay(current, current.spots.filter((_, i) => !removed.has(i)));
  if (canvas.check(answer, target.row, target.col, target.dir) > 0) canvas.place(target);
  return refill(current, canvas, rng);
}

/**
 * Most words any layout could hold: a word must fit the limits and share a letter with another
 * word that does (or be the only word). Lets the search stop early on lists that cannot all cross.
 */
function placeableBound(words: readonly CrosswordWord[], maxRows: number, maxCols: number): number {
  const fitting = words.filter((word) => word.answer.length <= Math.max(maxRows, maxCols));
  const wordsWithLetter = new Map<string, number>();
  for (const word of fitting) for (const letter of new Set(word.answer)) wordsWithLetter.set(letter, (wordsWithLetter.get(letter) ?? 0) + 1);
  const crossing = fitting.filter((word) => [...new Set(word.answer)].some((letter) => wordsWithLetter.get(letter)! > 1)).length;
  return Math.max(crossing, Math.min(1, fitting.length));
}

/** Placements normalised to a 0-based grid: the most words found within the work budget, then the densest. */
export function layoutCrossword(words: readonly CrosswordWord[], options: LayoutOptions): Placement[] {
  const { rng, maxRows, maxCols } = options;
  const budget = new WorkBudget(options.workBudget ?? CROSSWORD_WORK_BUDGET);
  const maxWords = Math.max(1, options.maxWords ?? words.length);
  const pool = new CanvasPool(words, maxRows, maxCols, budget, maxWords);
  let best: Canvas | null = null;
  // The first greedy layout always completes, so even a tiny budget gives a whole puzzle.
  for (let attempt = 0; attempt < GREEDY_STARTS && (attempt === 0 || !budget.exhausted); attempt++) {
    const canvas = greedyLayout(pool.take(), rng, LENGTH_WEIGHTS[attempt % LENGTH_WEIGHTS.length], attempt > 0);
    if (!best || better(canvas, best)) {
      if (best) pool.release(best);
      best = canvas;
    } else {
      pool.release(canvas);
    }
  }
  if (!best || best.spots.length === 0) return [];
  // Equal layouts are accepted too, so the search wanders across a plateau instead of stopping.
  let current = best;
  const bound = Math.min(placeableBound(words, maxRows, maxCols), maxWords);
  while (!budget.exhausted && best.spots.length < bound) {
    const candidate = (rng() < EJECT_SHARE ? eject(current, rng) : null) ?? ruin(current, rng);
    const lastCurrent: Canvas = current;
    const lastBest: Canvas = best;
    if (candidate.spots.length >= current.spots.length) current = candidate;
    if (better(candidate, best)) best = candidate;
    // Each canvas let go of goes back once: the candidate, or a current or best it replaced.
    if (candidate !== current && candidate !== best) pool.release(candidate);
    if (lastCurrent !== current && lastCurrent !== best) pool.release(lastCurrent);
    if (lastBest !== best && lastBest !== current && lastBest !== lastCurrent) pool.release(lastBest);
  }
  const { minRow, minCol } = best;
  return best.spots.map((spot) => ({
    word: words[spot.word],
    row: spot.row - minRow,
    col: spot.col - minCol,
    direction: spot.dir === ACROSS ? 'ACROSS' : 'DOWN',
  }));
}
