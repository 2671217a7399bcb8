import { CROSSWORD_MAX_SIZE, CROSSWORD_MIN_WORDS, CROSSWORD_MOBILE_MAX_COLS } from '../constants.js';
import type { ClueDirection, CrosswordCell, CrosswordClue, CrosswordData } from '../games.js';
import { toCrosswordAnswer } from '../crossword.js';
import { shuffle, type Rng } from './rng.js';
import { layoutCrossword, type CrosswordWord, type Placement } from './crosswordLayout.js';
import type { GameCard } from './types.js';

export { CROSSWORD_WORK_BUDGET, layoutCrossword, type CrosswordWord, type LayoutOptions, type Placement } from './crosswordLayout.js';

export { CROSSWORD_MAX_ANSWER, CROSSWORD_MIN_ANSWER } from '../crossword.js';
/** A casual puzzle is laid out from this many random candidate words (a comfortable 8–15 word grid). */
export const CROSSWORD_CASUAL_CANDIDATES = 20;
/** The master list (`all`) still lays out from at most this many: a 15×15 grid never holds more. */
export const CROSSWORD_ALL_CANDIDATES = 120;

/** The answer a term becomes: the shared rule (shared/crossword.ts), so client and server agree. */
export const toAnswer = toCrosswordAnswer;

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
  opts: { isMobile: boolean; all: boolean; title: string; workBudget?: number },
): CrosswordData | null {
  const candidates = shuffle(crosswordWords(cards), rng);
  if (candidates.length < CROSSWORD_MIN_WORDS) return null;
  const limits = {
    rng,
    maxRows: CROSSWORD_MAX_SIZE,
    maxCols: opts.isMobile ? CROSSWORD_MOBILE_MAX_COLS : CROSSWORD_MAX_SIZE,
    workBudget: opts.workBudget,
  };
  const sampleSizes = opts.all ? [CROSSWORD_ALL_CANDIDATES] : [CROSSWORD_CASUAL_CANDIDATES, CROSSWORD_ALL_CANDIDATES];
  for (const size of sampleSizes) {
    const placements = layoutCrossword(candidates.slice(0, size), limits);
    if (placements.length >= CROSSWORD_MIN_WORDS) return buildCrosswordData(placements, opts.title);
    if (size >= candidates.length) break;
  }
  return null;
}
