import { CROSSWORD_MAX_SIZE, CROSSWORD_MIN_WORDS, CROSSWORD_MOBILE_MAX_COLS } from '../constants.js';
import type { ClueDirection, CrosswordCell, CrosswordClue, CrosswordData } from '../games.js';
import { toCrosswordAnswer } from '../crossword.js';
import { shuffle, type Rng } from './rng.js';
import type { GameCard } from './types.js';

export { CROSSWORD_MAX_ANSWER, CROSSWORD_MIN_ANSWER } from '../crossword.js';
/** A casual puzzle is laid out from this many random candidate words (a comfortable 8–15 word grid). */
export const CROSSWORD_CASUAL_CANDIDATES = 20;
/** The master list (`all`) still lays out from at most this many: a 15×15 grid never holds more. */
export const CROSSWORD_ALL_CANDIDATES = 120;

/** The answer a term becomes: the shared rule (shared/crossword.ts), so client and server agree. */
export const toAnswer = toCrosswordAnswer;

export interface CrosswordWord {
  id: number;
  answer: string;
  clue: string;
  /** The clue side's sanitized HTML when it is rich (DESIGN §18); `clue` is its plain text. */
  clueHtml?: string;
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
  /** Independent greedy tries; the best one wins. Default scales down as the word list grows. */
  attempts?: number;
}

const ACROSS = 1;
const DOWN = 2;

/** One greedy try on a padded canvas big enough for any grid that fits the size limits. */
class Canvas {
  readonly height: number;
  readonly width: number;
  readonly letters: Uint8Array;
  readonly dirs: Uint8Array;
  /** Cells holding each letter code, to find crossings without scanning the canvas. */
  readonly cellsByLetter = new Map<number, number[]>();
  minRow = Infinity;
  maxRow = -Infinity;
  minCol = Infinity;
  maxCol = -Infinity;
  filled = 0;
  crossings = 0;
  readonly placements: Placement[] = [];

  constructor(
    readonly maxRows: number,
    readonly maxCols: number,
  ) {
    this.height = maxRows * 2 + 2;
    this.width = maxCols * 2 + 2;
    this.letters = new Uint8Array(this.height * this.width);
    this.dirs = new Uint8Array(this.height * this.width);
  }

  private at(row: number, col: number): number {
    return row * this.width + col;
  }

  /** Crossings the word would make there, or -1 when the placement breaks a rule. */
  check(answer: string, row: number, col: number, dir: number): number {
    const dr = dir === DOWN ? 1 : 0;
    const dc = dir === ACROSS ? 1 : 0;
    const length = answer.length;
    const endRow = row + dr * (length - 1);
    const endCol = col + dc * (length - 1);
    if (Math.max(this.maxRow, endRow) - Math.min(this.minRow, row) + 1 > this.maxRows) return -1;
    if (Math.max(this.maxCol, endCol) - Math.min(this.minCol, col) + 1 > this.maxCols) return -1;
    // The cells just before and after the word must stay empty, or it would extend another word.
    if (this.letters[this.at(row - dr, col - dc)] !== 0) return -1;
    if (this.letters[this.at(endRow + dr, endCol + dc)] !== 0) return -1;
    let crossings = 0;
    for (let k = 0; k < length; k++) {
      const r = row + dr * k;
      const c = col + dc * k;
      const index = this.at(r, c);
      const existing = this.letters[index];
      if (existing !== 0) {
        if (existing !== answer.charCodeAt(k) || (this.dirs[index] & dir) !== 0) return -1;
        crossings++;
      } else if (this.letters[this.at(r + dc, c + dr)] !== 0 || this.letters[this.at(r - dc, c - dr)] !== 0) {
        // A new letter touching a neighbour side-on would spell an unintended word.
        return -1;
      }
    }
    return crossings === length ? -1 : crossings;
  }

  place(word: CrosswordWord, row: number, col: number, dir: number, crossings: number): void {
    const dr = dir === DOWN ? 1 : 0;
    const dc = dir === ACROSS ? 1 : 0;
    for (let k = 0; k < word.answer.length; k++) {
      const r = row + dr * k;
      const c = col + dc * k;
      const index = this.at(r, c);
      if (this.letters[index] === 0) {
        const code = word.answer.charCodeAt(k);
        this.letters[index] = code;
        this.filled++;
        const list = this.cellsByLetter.get(code);
        if (list) list.push(index);
        else this.cellsByLetter.set(code, [index]);
      }
      this.dirs[index] |= dir;
    }
    this.minRow = Math.min(this.minRow, row);
    this.maxRow = Math.max(this.maxRow, row + dr * (word.answer.length - 1));
    this.minCol = Math.min(this.minCol, col);
    this.maxCol = Math.max(this.maxCol, col + dc * (word.answer.length - 1));
    this.crossings += crossings;
    this.placements.push({ word, row, col, direction: dir === ACROSS ? 'ACROSS' : 'DOWN' });
  }

  get area(): number {
    return (this.maxRow - this.minRow + 1) * (this.maxCol - this.minCol + 1);
  }

  /** Best crossing placement for the word: most crossings, then least growth; random among ties. */
  bestPlacement(answer: string, rng: Rng): { row: number; col: number; dir: number; crossings: number } | null {
    let best: { row: number; col: number; dir: number; crossings: number } | null = null;
    let bestScore = -Infinity;
    for (let k = 0; k < answer.length; k++) {
      const cells = this.cellsByLetter.get(answer.charCodeAt(k));
      if (!cells) continue;
      for (const index of cells) {
        const used = this.dirs[index];
        if (used === (ACROSS | DOWN)) continue;
        const dir = used === ACROSS ? DOWN : ACROSS;
        const cellRow = Math.floor(index / this.width);
        const cellCol = index % this.width;
        const row = dir === DOWN ? cellRow - k : cellRow;
        const col = dir === ACROSS ? cellCol - k : cellCol;
        const crossings = this.check(answer, row, col, dir);
        if (crossings < 1) continue;
        const endRow = row + (dir === DOWN ? answer.length - 1 : 0);
        const endCol = col + (dir === ACROSS ? answer.length - 1 : 0);
        const grownArea =
          (Math.max(this.maxRow, endRow) - Math.min(this.minRow, row) + 1) *
          (Math.max(this.maxCol, endCol) - Math.min(this.minCol, col) + 1);
        const score = crossings * 40 - (grownArea - this.area) + rng() * 6;
        if (score > bestScore) {
          bestScore = score;
          best = { row, col, dir, crossings };
        }
      }
    }
    return best;
  }
}

function greedyAttempt(words: readonly CrosswordWord[], options: LayoutOptions, lengthWeight: number): Canvas {
  const { rng, maxRows, maxCols } = options;
  const canvas = new Canvas(maxRows, maxCols);
  // Long words first give later words the most letters to cross, but fill the grid with few
  // words; attempts vary how much length counts against randomness and the best one wins.
  const order = words
    .map((word) => ({ word, key: word.answer.length * lengthWeight + rng() * 4 }))
    .sort((a, b) => b.key - a.key)
    .map((entry) => entry.word);
  const first = order.find((word) => word.answer.length <= Math.max(maxCols, maxRows));
  if (!first) return canvas;
  const across = first.answer.length <= maxCols && (first.answer.length > maxRows || rng() < 0.5);
  if (across) canvas.place(first, maxRows, maxCols - Math.floor(first.answer.length / 2), ACROSS, 0);
  else canvas.place(first, maxRows - Math.floor(first.answer.length / 2), maxCols, DOWN, 0);

  let pending = order.filter((word) => word !== first);
  // Passes until nothing more fits: a word that found no crossing early may cross a later word.
  for (let placedInPass = 1; placedInPass > 0 && pending.length > 0; ) {
    placedInPass = 0;
    const stillPending: CrosswordWord[] = [];
    for (const word of pending) {
      const spot = canvas.bestPlacement(word.answer, rng);
      if (spot) {
        canvas.place(word, spot.row, spot.col, spot.dir, spot.crossings);
        placedInPass++;
      } else {
        stillPending.push(word);
      }
    }
    pending = stillPending;
  }
  return canvas;
}

const LENGTH_WEIGHTS = [1, 0.3, 0.6, 0];

/** Placements normalised to a 0-based grid: the most words over several tries, then the densest. */
export function layoutCrossword(words: readonly CrosswordWord[], options: LayoutOptions): Placement[] {
  const attempts = options.attempts ?? Math.max(12, Math.min(48, Math.round(1200 / Math.max(words.length, 1))));
  let best: Canvas | null = null;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const canvas = greedyAttempt(words, options, LENGTH_WEIGHTS[attempt % LENGTH_WEIGHTS.length]);
    if (
      !best ||
      canvas.placements.length > best.placements.length ||
      (canvas.placements.length === best.placements.length && canvas.filled / canvas.area > best.filled / best.area)
    ) {
      best = canvas;
    }
  }
  if (!best || best.placements.length === 0) return [];
  const { minRow, minCol } = best;
  return best.placements.map((p) => ({ ...p, row: p.row - minRow, col: p.col - minCol }));
}

/** Grid and clues from placements: numbers go to word starts in reading order (SPEC §3 shape). */
export function buildCrosswordData(placements: readonly Placement[], title: string): CrosswordData {
  const rows = Math.max(...placements.map((p) => p.row + (p.direction === 'DOWN' ? p.word.answer.length : 1)));
  const cols = Math.max(...placements.map((p) => p.col + (p.direction === 'ACROSS' ? p.word.answer.length : 1)));
  const grid: CrosswordCell[][] = Array.from({ length: rows }, () =>
    Array.from({ length: cols }, () => ({ isPlayable: false, letter: null, clueNumber: null })),
  );
  for (const p of placements) {
    for (let k = 0; k < p.word.answer.length; k++) {
      const cell = p.direction === 'ACROSS' ? grid[p.row][p.col + k] : grid[p.row + k][p.col];
      cell.isPlayable = true;
      cell.letter = p.word.answer[k];
    }
  }
  const starts = new Set(placements.map((p) => p.row * cols + p.col));
  let nextNumber = 1;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) if (starts.has(r * cols + c)) grid[r][c].clueNumber = nextNumber++;
  }
  const clue = (p: Placement): CrosswordClue => ({
    id: p.word.id,
    number: grid[p.row][p.col].clueNumber ?? 0,
    clueText: p.word.clue,
    ...(p.word.clueHtml ? { clueHtml: p.word.clueHtml } : {}),
    answer: p.word.answer,
    direction: p.direction,
    row: p.row,
    col: p.col,
    length: p.word.answer.length,
  });
  const byNumber = (a: CrosswordClue, b: CrosswordClue) => a.number - b.number;
  return {
    title,
    gridDimensions: { rows, cols },
    grid,
    clues: {
      across: placements.filter((p) => p.direction === 'ACROSS').map(clue).sort(byNumber),
      down: placements.filter((p) => p.direction === 'DOWN').map(clue).sort(byNumber),
    },
  };
}

/** The deck's cards that can be crossword words, one per distinct answer. */
export function crosswordWords(cards: readonly GameCard[]): CrosswordWord[] {
  const seen = new Set<string>();
  const words: CrosswordWord[] = [];
  for (const card of cards) {
    const answer = toAnswer(card.term);
    const clue = card.definition.trim();
    if (!answer || !clue || seen.has(answer)) continue;
    seen.add(answer);
    words.push({ id: card.id, answer, clue, ...(card.definitionHtml ? { clueHtml: card.definitionHtml } : {}) });
  }
  return words;
}

/**
 * A crossword from the deck, or null when fewer than 6 words fit (the unsuitable-deck path).
 * Casual play lays out a random sample; when that sample is unlucky it retries with a larger one.
 */
export function generateCrossword(
  cards: readonly GameCard[],
  rng: Rng,
  opts: { isMobile: boolean; all: boolean; title: string },
): CrosswordData | null {
  const candidates = shuffle(crosswordWords(cards), rng);
  if (candidates.length < CROSSWORD_MIN_WORDS) return null;
  const limits = { rng, maxRows: CROSSWORD_MAX_SIZE, maxCols: opts.isMobile ? CROSSWORD_MOBILE_MAX_COLS : CROSSWORD_MAX_SIZE };
  const sampleSizes = opts.all ? [CROSSWORD_ALL_CANDIDATES] : [CROSSWORD_CASUAL_CANDIDATES, CROSSWORD_ALL_CANDIDATES];
  for (const size of sampleSizes) {
    const placements = layoutCrossword(candidates.slice(0, size), limits);
    if (placements.length >= CROSSWORD_MIN_WORDS) return buildCrosswordData(placements, opts.title);
    if (size >= candidates.length) break;
  }
  return null;
}
