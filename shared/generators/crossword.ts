import { CROSSWORD_MAX_SIZE, CROSSWORD_MIN_WORDS, CROSSWORD_MOBILE_MAX_COLS } from '../constants.js';
import type { ClueDirection, CrosswordCell, CrosswordClue, CrosswordData } from '../games.js';
import { toCrosswordAnswer } from '../crossword.js';
import { shuffle, type Rng } from './rng.js';
import { layoutCrossword, type CrosswordWord, type Placement } from './crosswordLayout.js';
import { cardSide } from '../cardSide.js';
import type { GameCard } from './types.js';

export { CROSSWORD_WORK_BUDGET, layoutCrossword, type CrosswordWord, type LayoutOptions, type Placement } from './crosswordLayout.js';

export { CROSSWORD_MAX_ANSWER, CROSSWORD_MIN_ANSWER } from '../crossword.js';
/** A casual puzzle holds at most this many words: a full 15×15 grid, still a round's worth of clues. */
export const CROSSWORD_CASUAL_WORDS = 20;
/**
 * Every puzzle is laid out from at most this many random candidate words: a 15×15 grid never
 * holds more than ~25. The master list (`all`) places as many as fit. A casual puzzle keeps the 20
 * that fit together best (issue #27): long answers crowd a 15×15 grid, so 20 random science words
 * place ~18 and 20 phrases from a language deck ~13, where the best 20 of 120 candidates place
 * 20 and ~18 (`npm run bench -- crossword`, "casual round"). The price: a deck's long answers
 * come up less often in casual crosswords (docs/games.md).
 */
export const CROSSWORD_CANDIDATES = 120;

/** The answer a term becomes: the shared rule (shared/crossword.ts), so client and server agree. */
export const toAnswer = toCrosswordAnswer;

/** Grid and clues from placements: numbers go to word starts in reading order (docs/product.md: entities shape). */
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
    clue: cardSide(p.word.clue, { html: p.word.clueHtml, lang: p.word.clueLang }),
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
    const answer = toAnswer(card.term.text);
    const clue = card.definition.text.trim();
    if (!answer || !clue || seen.has(answer)) continue;
    seen.add(answer);
    const { html, lang } = card.definition;
    words.push({ id: card.id, answer, clue, ...(html ? { clueHtml: html } : {}), ...(lang ? { clueLang: lang } : {}) });
  }
  return words;
}

/**
 * A crossword from the deck, or null when fewer than 6 words fit (the unsuitable-deck path).
 * Both kinds lay out a random sample of candidates; a casual puzzle stops at
 * CROSSWORD_CASUAL_WORDS, so long answers that crowd the grid give way to ones that cross.
 * The master list (`all`) places as many of its cards as fit.
 */
export function generateCrossword(
  cards: readonly GameCard[],
  rng: Rng,
  opts: { isMobile: boolean; all: boolean; title: string; workBudget?: number },
): CrosswordData | null {
  const candidates = shuffle(crosswordWords(cards), rng).slice(0, CROSSWORD_CANDIDATES);
  if (candidates.length < CROSSWORD_MIN_WORDS) return null;
  const placements = layoutCrossword(candidates, {
    rng,
    maxRows: CROSSWORD_MAX_SIZE,
    maxCols: opts.isMobile ? CROSSWORD_MOBILE_MAX_COLS : CROSSWORD_MAX_SIZE,
    workBudget: opts.workBudget,
    maxWords: opts.all ? undefined : CROSSWORD_CASUAL_WORDS,
  });
  return placements.length >= CROSSWORD_MIN_WORDS ? buildCrosswordData(placements, opts.title) : null;
}
