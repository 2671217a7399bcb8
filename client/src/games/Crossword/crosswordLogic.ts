// Pure crossword play rules (docs/product.md: states (Crossword), validation (input), limits (hints)): the component only renders
// what these functions decide, so every rule has a table test beside it.
import {
  CROSSWORD_CELL_DESKTOP_PX,
  CROSSWORD_CELL_MOBILE_MAX_PX,
  CROSSWORD_CELL_MOBILE_MIN_PX,
  CROSSWORD_MAX_HINTS,
} from '../../../../shared/constants';
import type { ClueDirection, CrosswordClue, CrosswordData } from '../../../../shared/games';

export type CellStatus = 'empty' | 'correct' | 'wrong';

export interface CellState {
  value: string;
  status: CellStatus;
}

export interface Cursor {
  row: number;
  col: number;
  direction: ClueDirection;
}

export type Board = CellState[][];

export const clueKey = (clue: Pick<CrosswordClue, 'direction' | 'number'>) => `${clue.direction}-${clue.number}`;

/** Navigation order for Enter/Tab: across clues by number, then down clues by number. */
export function orderedClues(data: CrosswordData): CrosswordClue[] {
  return [...data.clues.across, ...data.clues.down];
}

export function cellsOf(clue: CrosswordClue): [number, number][] {
  return Array.from({ length: clue.length }, (_, k) =>
    clue.direction === 'ACROSS' ? [clue.row, clue.col + k] : [clue.row + k, clue.col],
  );
}

/** The clue running in `direction` through the cell, if any. */
export function clueAt(data: CrosswordData, row: number, col: number, direction: ClueDirection): CrosswordClue | undefined {
  const list = direction === 'ACROSS' ? data.clues.across : data.clues.down;
  return list.find((clue) =>
    direction === 'ACROSS'
      ? clue.row === row && col >= clue.col && col < clue.col + clue.length
      : clue.col === col && row >= clue.row && row < clue.row + clue.length,
  );
}

export const otherDirection = (direction: ClueDirection): ClueDirection => (direction === 'ACROSS' ? 'DOWN' : 'ACROSS');

export function emptyBoard(data: CrosswordData): Board {
  return data.grid.map((row) => row.map(() => ({ value: '', status: 'empty' as CellStatus })));
}

/**
 * Crossword input (docs/product.md: validation): exactly one letter or digit, upper-cased. Accents are dropped
 * (é → E) because answers are stored without them. Anything else is ignored (null).
 */
export function normalizeInput(key: string): string | null {
  if ([...key].length !== 1) return null;
  const letter = key.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  return /^[A-Z0-9]$/.test(letter) ? letter : null;
}

/** First open (not yet correct) cell of the clue, else its first cell. */
export function firstOpenCell(clue: CrosswordClue, board: Board): [number, number] {
  return cellsOf(clue).find(([r, c]) => board[r][c].status !== 'correct') ?? [clue.row, clue.col];
}

export function startCursor(data: CrosswordData, board: Board): Cursor {
  const clue = orderedClues(data)[0];
  const [row, col] = firstOpenCell(clue, board);
  return { row, col, direction: clue.direction };
}

/** Clicking the current cell toggles across/down; another cell keeps the direction when it can. */
export function clickCell(data: CrosswordData, cursor: Cursor, row: number, col: number): Cursor {
  if (!data.grid[row]?.[col]?.isPlayable) return cursor;
  if (cursor.row === row && cursor.col === col) {
    const toggled = otherDirection(cursor.direction);
    return clueAt(data, row, col, toggled) ? { row, col, direction: toggled } : cursor;
  }
  const direction = clueAt(data, row, col, cursor.direction) ? cursor.direction : otherDirection(cursor.direction);
  return { row, col, direction };
}

/**
 * A first click on a cell (issue 48): the cursor goes there, in the current direction when the
 * cell belongs to a word that way, else the other way. Never a flip of the word already chosen.
 */
export function placeCursor(data: CrosswordData, cursor: Cursor, row: number, col: number): Cursor {
  if (!data.grid[row]?.[col]?.isPlayable) return cursor;
  const direction = clueAt(data, row, col, cursor.direction) ? cursor.direction : otherDirection(cursor.direction);
  return { row, col, direction };
}

/** Enter/Tab (+1) and Shift+Tab (−1): the next clue in order, wrapping around, at its first open cell. */
export function moveToClue(data: CrosswordData, board: Board, cursor: Cursor, delta: 1 | -1): Cursor {
  const clues = orderedClues(data);
  const current = clueAt(data, cursor.row, cursor.col, cursor.direction);
  const index = current ? clues.indexOf(current) : -1;
  const next = clues[(index + delta + clues.length) % clues.length];
  const [row, col] = firstOpenCell(next, board);
  return { row, col, direction: next.direction };
}

export function cursorOnClue(clue: CrosswordClue, board: Board): Cursor {
  const [row, col] = firstOpenCell(clue, board);
  return { row, col, direction: clue.direction };
}

/**
 * After a correct letter: the next open cell of the word (wrapping to its start), or, when the
 * word is done, the first open cell of the next unfinished clue. Stays put when all is done.
 */
export function advanceCursor(data: CrosswordData, board: Board, cursor: Cursor): Cursor {
  const clue = clueAt(data, cursor.row, cursor.col, cursor.direction);
  if (!clue) return cursor;
  const cells = cellsOf(clue);
  const here = cells.findIndex(([r, c]) => r === cursor.row && c === cursor.col);
  const rotated = [...cells.slice(here + 1), ...cells.slice(0, here + 1)];
  const open = rotated.find(([r, c]) => board[r][c].status !== 'correct');
  if (open) return { ...cursor, row: open[0], col: open[1] };
  const clues = orderedClues(data);
  const start = clues.indexOf(clue);
  for (let step = 1; step <= clues.length; step++) {
    const next = clues[(start + step) % clues.length];
    if (!isWordCorrect(next, board)) return cursorOnClue(next, board);
  }
  return cursor;
}

/** Arrow keys move one playable cell along their axis (skipping blocks) and turn the cursor that way. */
export function moveArrow(data: CrosswordData, cursor: Cursor, key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight'): Cursor {
  const [dr, dc] = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[key];
  const axis: ClueDirection = dr === 0 ? 'ACROSS' : 'DOWN';
  let { row, col } = cursor;
  for (;;) {
    row += dr;
    col += dc;
    if (row < 0 || col < 0 || row >= data.gridDimensions.rows || col >= data.gridDimensions.cols) {
      return clueAt(data, cursor.row, cursor.col, axis) ? { ...cursor, direction: axis } : cursor;
    }
    if (data.grid[row][col].isPlayable) {
      return { row, col, direction: clueAt(data, row, col, axis) ? axis : otherDirection(axis) };
    }
  }
}

/** Backspace: clears a wrong letter in place, else steps back in the word and clears that one if editable. */
export function backspace(data: CrosswordData, board: Board, cursor: Cursor): { board: Board; cursor: Cursor } {
  const here = board[cursor.row][cursor.col];
  if (here.status === 'wrong') return { board: setCell(board, cursor.row, cursor.col, { value: '', status: 'empty' }), cursor };
  const clue = clueAt(data, cursor.row, cursor.col, cursor.direction);
  if (!clue) return { board, cursor };
  const cells = cellsOf(clue);
  const index = cells.findIndex(([r, c]) => r === cursor.row && c === cursor.col);
  if (index <= 0) return { board, cursor };
  const [row, col] = cells[index - 1];
  const moved = { ...cursor, row, col };
  if (board[row][col].status === 'correct') return { board, cursor: moved };
  return { board: setCell(board, row, col, { value: '', status: 'empty' }), cursor: moved };
}

export function setCell(board: Board, row: number, col: number, cell: CellState): Board {
  return board.map((cells, r) => (r === row ? cells.map((old, c) => (c === col ? cell : old)) : cells));
}

/**
 * A typed letter: locked (correct) cells reject edits; a right letter locks, a wrong one is
 * marked and stays editable. Returns null when the cell cannot take input.
 */
export function typeLetter(data: CrosswordData, board: Board, row: number, col: number, letter: string): Board | null {
  const cell = data.grid[row]?.[col];
  if (!cell?.isPlayable || board[row][col].status === 'correct') return null;
  const status: CellStatus = letter === cell.letter ? 'correct' : 'wrong';
  return setCell(board, row, col, { value: letter, status });
}

export function isWordCorrect(clue: CrosswordClue, board: Board): boolean {
  return cellsOf(clue).every(([r, c]) => board[r][c].status === 'correct');
}

export function isPuzzleComplete(data: CrosswordData, board: Board): boolean {
  return data.grid.every((row, r) => row.every((cell, c) => !cell.isPlayable || board[r][c].status === 'correct'));
}

/** Letters a word shows after `level` hints (docs/product.md: limits): 1, then 3 (cumulative), then all. */
export function hintLetterCount(level: number, length: number): number {
  if (level <= 0) return 0;
  if (level === 1) return Math.min(1, length);
  if (level === 2) return Math.min(3, length);
  return length;
}

export const MAX_HINTS = CROSSWORD_MAX_HINTS;

/** Reveals the word's first letters for the hint level; revealed cells count as correct (locked). */
export function applyHint(data: CrosswordData, board: Board, clue: CrosswordClue, level: number): Board {
  const count = hintLetterCount(level, clue.length);
  let next = board;
  for (const [r, c] of cellsOf(clue).slice(0, count)) {
    if (next[r][c].status !== 'correct') next = setCell(next, r, c, { value: data.grid[r][c].letter ?? '', status: 'correct' });
  }
  return next;
}

/** Words that just became fully correct: each is reported once. */
export function newlyCompletedClues(data: CrosswordData, board: Board, reported: ReadonlySet<string>): CrosswordClue[] {
  return orderedClues(data).filter((clue) => !reported.has(clueKey(clue)) && isWordCorrect(clue, board));
}

/**
 * Undo of a solved word (docs/study-options.md): "the last answer" in a crossword is the last word it
 * reported, since answers are only recorded when a word becomes complete (a letter is not an
 * answer). Its cells go back to empty, except the ones it shares with another solved word, which
 * must stay solved. Letters revealed by hints are cleared like typed ones; the word's hint level is
 * the caller's and stays (a hint seen cannot be unseen, so the word will count as hinted again).
 */
export function clearWord(data: CrosswordData, board: Board, clue: CrosswordClue, solvedKeys: ReadonlySet<string>): Board {
  const keep = new Set<string>();
  for (const other of orderedClues(data)) {
    if (other === clue || clueKey(other) === clueKey(clue) || !solvedKeys.has(clueKey(other))) continue;
    for (const [r, c] of cellsOf(other)) keep.add(`${r},${c}`);
  }
  let next = board;
  for (const [r, c] of cellsOf(clue)) {
    if (!keep.has(`${r},${c}`) && next[r][c].status !== 'empty') next = setCell(next, r, c, { value: '', status: 'empty' });
  }
  return next;
}

/** Cell size (docs/product.md: limits): 35 px on desktop; on mobile fit the width within 22–30 px, scrolling below 22. */
/** The grid's 2 px border on each side (Crossword.module.css). */
const GRID_FRAME_PX = 4;

export function cellSizePx(isMobile: boolean, availableWidthPx: number, cols: number): { size: number; scroll: boolean } {
  // Desktop keeps its 35 px cells; a window narrower than the grid scrolls it sideways instead of
  // clipping its last columns (issue #29: a 545 px grid in a narrow window).
  if (!isMobile) return { size: CROSSWORD_CELL_DESKTOP_PX, scroll: availableWidthPx < cols * CROSSWORD_CELL_DESKTOP_PX + GRID_FRAME_PX };
  const fit = Math.floor(availableWidthPx / cols);
  if (fit < CROSSWORD_CELL_MOBILE_MIN_PX) return { size: CROSSWORD_CELL_MOBILE_MIN_PX, scroll: true };
  return { size: Math.min(CROSSWORD_CELL_MOBILE_MAX_PX, fit), scroll: false };
}
