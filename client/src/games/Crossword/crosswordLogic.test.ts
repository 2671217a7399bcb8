import { describe, expect, it } from 'vitest';
import {
  advanceCursor,
  applyHint,
  backspace,
  cellSizePx,
  clearWord,
  clueKey,
  clickCell,
  emptyBoard,
  hintLetterCount,
  isPuzzleComplete,
  moveArrow,
  moveToClue,
  newlyCompletedClues,
  normalizeInput,
  startCursor,
  typeLetter,
  type Board,
  type Cursor,
} from './crosswordLogic';
import { tinyPuzzle } from './testPuzzle';

const data = tinyPuzzle();
const at = (row: number, col: number, direction: Cursor['direction'] = 'ACROSS'): Cursor => ({ row, col, direction });
function typeWord(board: Board, cells: [number, number][], letters: string): Board {
  return cells.reduce((b, [r, c], i) => typeLetter(data, b, r, c, letters[i]) ?? b, board);
}

describe('normalizeInput', () => {
  it.each([
    ['a', 'A'],
    ['Z', 'Z'],
    ['7', '7'],
    ['é', 'E'],
    ['ab', null],
    ['', null],
    [' ', null],
    ['-', null],
    ['Enter', null],
    ['ア', null],
  ])('%j → %j', (key, expected) => {
    expect(normalizeInput(key)).toBe(expected);
  });
});

describe('typing', () => {
  it('a right letter locks, a wrong one is marked and stays editable, a locked cell rejects edits', () => {
    let board = emptyBoard(data);
    board = typeLetter(data, board, 0, 1, 'X')!;
    expect(board[0][1]).toEqual({ value: 'X', status: 'wrong' });
    board = typeLetter(data, board, 0, 1, 'A')!;
    expect(board[0][1]).toEqual({ value: 'A', status: 'correct' });
    expect(typeLetter(data, board, 0, 1, 'B')).toBeNull();
    expect(typeLetter(data, board, 1, 1, 'A')).toBeNull(); // a block
  });

  it('the cursor advances to the next open cell, then to the next unfinished clue', () => {
    let board = typeLetter(data, emptyBoard(data), 0, 0, 'C')!;
    expect(advanceCursor(data, board, at(0, 0))).toEqual(at(0, 1));
    board = typeLetter(data, board, 0, 2, 'T')!; // T already there: skip it
    board = typeLetter(data, board, 0, 1, 'A')!;
    // CAT done → next clue in order: 3 across PIE, first open cell.
    expect(advanceCursor(data, board, at(0, 1))).toEqual(at(2, 0));
  });

  it('reports each fully correct word once, including a crossing word finished on the way', () => {
    let board = typeWord(emptyBoard(data), [[0, 0], [0, 1], [0, 2]], 'CAT');
    const first = newlyCompletedClues(data, board, new Set());
    expect(first.map((c) => c.id)).toEqual([11]);
    board = typeWord(board, [[1, 0], [2, 0]], 'UP');
    const reported = new Set(['ACROSS-1']);
    expect(newlyCompletedClues(data, board, reported).map((c) => c.id)).toEqual([21]);
  });

  it('the puzzle is complete only when every playable cell is correct', () => {
    let board = typeWord(emptyBoard(data), [[0, 0], [0, 1], [0, 2], [1, 0], [2, 0], [2, 1], [1, 2]], 'CATUPIO');
    expect(isPuzzleComplete(data, board)).toBe(false);
    board = typeLetter(data, board, 2, 2, 'X')!;
    expect(isPuzzleComplete(data, board)).toBe(false);
    board = typeLetter(data, board, 2, 2, 'E')!;
    expect(isPuzzleComplete(data, board)).toBe(true);
  });
});

describe('navigation', () => {
  it('starts on the first across clue', () => {
    expect(startCursor(data, emptyBoard(data))).toEqual(at(0, 0));
  });

  it.each([
    { label: 'same cell toggles across → down', cursor: at(0, 0), cell: [0, 0], expected: at(0, 0, 'DOWN') },
    { label: 'same cell toggles down → across', cursor: at(0, 0, 'DOWN'), cell: [0, 0], expected: at(0, 0) },
    { label: 'no toggle where only one word runs', cursor: at(0, 1), cell: [0, 1], expected: at(0, 1) },
    { label: 'another cell keeps the direction when possible', cursor: at(0, 0), cell: [2, 1], expected: at(2, 1) },
    { label: 'else takes the other direction', cursor: at(0, 0), cell: [1, 0], expected: at(1, 0, 'DOWN') },
    { label: 'a block is ignored', cursor: at(0, 0), cell: [1, 1], expected: at(0, 0) },
  ])('click: $label', ({ cursor, cell, expected }) => {
    expect(clickCell(data, cursor, cell[0], cell[1])).toEqual(expected);
  });

  it('Enter/Tab go to the next clue and Shift+Tab to the previous, wrapping around', () => {
    const board = emptyBoard(data);
    // Order: 1A CAT, 3A PIE, 1D CUP, 2D TOE.
    expect(moveToClue(data, board, at(0, 1), 1)).toEqual(at(2, 0));
    expect(moveToClue(data, board, at(2, 0), 1)).toEqual(at(0, 0, 'DOWN'));
    expect(moveToClue(data, board, at(1, 2, 'DOWN'), 1)).toEqual(at(0, 0)); // wraps to the first
    expect(moveToClue(data, board, at(0, 0), -1)).toEqual(at(0, 2, 'DOWN')); // wraps to the last
  });

  it('arrows move across blocks along their axis', () => {
    expect(moveArrow(data, at(0, 1), 'ArrowDown')).toEqual(at(2, 1));
    expect(moveArrow(data, at(0, 0), 'ArrowRight')).toEqual(at(0, 1));
    expect(moveArrow(data, at(0, 0), 'ArrowDown')).toEqual(at(1, 0, 'DOWN'));
    expect(moveArrow(data, at(0, 0), 'ArrowUp')).toEqual(at(0, 0, 'DOWN'));
  });

  it('backspace clears a wrong letter in place, else steps back and clears an editable letter', () => {
    let board = typeLetter(data, emptyBoard(data), 0, 1, 'X')!;
    let result = backspace(data, board, at(0, 1));
    expect(result.board[0][1].value).toBe('');
    expect(result.cursor).toEqual(at(0, 1));
    board = typeLetter(data, emptyBoard(data), 0, 0, 'C')!;
    result = backspace(data, board, at(0, 1));
    expect(result.cursor).toEqual(at(0, 0));
    expect(result.board[0][0]).toEqual({ value: 'C', status: 'correct' }); // locked stays
  });
});

describe('hints', () => {
  it.each([
    [0, 5, 0],
    [1, 5, 1],
    [2, 5, 3],
    [3, 5, 5],
    [2, 2, 2],
  ])('level %i on a %i-letter word reveals %i', (level, length, expected) => {
    expect(hintLetterCount(level, length)).toBe(expected);
  });

  it('revealed letters are correct and locked', () => {
    const cup = data.clues.down[0];
    let board = applyHint(data, emptyBoard(data), cup, 1);
    expect(board.map((row) => row[0].status)).toEqual(['correct', 'empty', 'empty']);
    board = applyHint(data, board, cup, 2);
    expect(board.map((row) => row[0].value)).toEqual(['C', 'U', 'P']);
  });
});

describe('cellSizePx', () => {
  it.each([
    { isMobile: false, width: 300, cols: 15, expected: { size: 35, scroll: true } },
    { isMobile: false, width: 528, cols: 15, expected: { size: 35, scroll: true } },
    { isMobile: false, width: 529, cols: 15, expected: { size: 35, scroll: false } },
    { isMobile: false, width: 900, cols: 15, expected: { size: 35, scroll: false } },
    { isMobile: true, width: 343, cols: 12, expected: { size: 28, scroll: false } },
    { isMobile: true, width: 343, cols: 6, expected: { size: 30, scroll: false } },
    { isMobile: true, width: 343, cols: 15, expected: { size: 22, scroll: false } },
    { isMobile: true, width: 300, cols: 15, expected: { size: 22, scroll: true } },
  ])('mobile=$isMobile width=$width cols=$cols', ({ isMobile, width, cols, expected }) => {
    expect(cellSizePx(isMobile, width, cols)).toEqual(expected);
  });
});

describe('clearWord (undo of the last solved word, docs/study-options.md)', () => {
  const [cat, pie] = data.clues.across;
  const [cup, toe] = data.clues.down;
  const solvedBoard = () => typeWord(typeWord(emptyBoard(data), [[0, 0], [0, 1], [0, 2]], 'CAT'), [[1, 0], [2, 0], [2, 1], [2, 2], [1, 2]], 'UPIEO');
  const values = (board: Board) => board.map((row) => row.map((c) => c.value || '.').join('')).join('/');

  it.each([
    // [word undone, other solved words, board after]
    ['TOE with CAT and PIE solved: only its middle O goes', toe, [cat, pie, cup], 'CAT/U../PIE'],
    ['CAT with nothing else solved: the whole word goes', cat, [], '.../U.O/PIE'],
    ['CAT with CUP and TOE solved: the crossing C and T stay', cat, [cup, toe], 'C.T/U.O/PIE'],
    ['PIE with CUP solved: P stays', pie, [cup], 'CAT/U.O/P..'],
  ] as const)('%s', (_, word, solved, expected) => {
    const board = solvedBoard();
    const after = clearWord(data, board, word, new Set(solved.map(clueKey)));
    expect(values(after)).toBe(expected);
    expect(isPuzzleComplete(data, after)).toBe(false);
    // The undone word is open again, so completing it reports it once more.
    const still = new Set([...solved].map(clueKey));
    expect(newlyCompletedClues(data, after, still).map(clueKey)).not.toContain(clueKey(word));
  });

  it('clears hint-revealed letters too; a wrong letter in the word goes as well', () => {
    let board = applyHint(data, emptyBoard(data), cat, 2); // C A T revealed (3 letters)
    board = typeLetter(data, board, 1, 0, 'X')!; // a wrong letter in CUP, not in CAT: stays
    const after = clearWord(data, board, cat, new Set());
    expect(values(after)).toBe('.../X../...');
    expect(after[1][0].status).toBe('wrong');
  });
});
