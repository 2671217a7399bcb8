import { describe, expect, it } from 'vitest';
import { CROSSWORD_MAX_SIZE, CROSSWORD_MIN_WORDS, CROSSWORD_MOBILE_MAX_COLS } from '../constants.js';
import type { CrosswordClue, CrosswordData } from '../games.js';
import { buildCrosswordData, CROSSWORD_CASUAL_WORDS, crosswordWords, generateCrossword, layoutCrossword, toAnswer, type CrosswordWord } from './crossword.js';
import { fixturesAvailable, FIXTURES_DIR, loadFixtureDecks } from './fixtures.test-helper.js';
import { seededRng, shuffle } from './rng.js';
import type { GameCard } from './types.js';
import { gameCardOfFlat } from './flatCards.js';

/**
 * Independent checker: re-derives every word from the grid letters alone and compares with the
 * clues, so it does not trust any bookkeeping of the generator.
 */
function crosswordProblems(data: CrosswordData, maxCols: number): string[] {
  const problems: string[] = [];
  const { rows, cols } = data.gridDimensions;
  const { grid } = data;
  if (rows > CROSSWORD_MAX_SIZE || cols > maxCols) problems.push(`grid ${rows}×${cols} too large`);
  if (grid.length !== rows || grid.some((row) => row.length !== cols)) problems.push('grid shape ≠ gridDimensions');
  const letterAt = (r: number, c: number) =>
    r >= 0 && r < rows && c >= 0 && c < cols && grid[r][c].isPlayable ? grid[r][c].letter : null;
  for (const row of grid) {
    for (const cell of row) {
      if (cell.isPlayable && !/^[A-Z0-9]$/.test(cell.letter ?? '')) problems.push(`bad letter ${cell.letter}`);
      if (!cell.isPlayable && (cell.letter !== null || cell.clueNumber !== null)) problems.push('block with content');
    }
  }

  // Every maximal run of 2+ letters, in both directions, as the grid spells it.
  const runs: string[] = [];
  for (const direction of ['ACROSS', 'DOWN'] as const) {
    const [outer, inner] = direction === 'ACROSS' ? [rows, cols] : [cols, rows];
    for (let a = 0; a < outer; a++) {
      let start = -1;
      for (let b = 0; b <= inner; b++) {
        const [r, c] = direction === 'ACROSS' ? [a, b] : [b, a];
        const letter = b < inner ? letterAt(r, c) : null;
        if (letter && start < 0) start = b;
        if (!letter && start >= 0) {
          if (b - start >= 2) runs.push(direction === 'ACROSS' ? `${direction} ${a},${start},${b - start}` : `${direction} ${start},${a},${b - start}`);
          start = -1;
        }
      }
    }
  }
  const clues: CrosswordClue[] = [...data.clues.across, ...data.clues.down];
  const clueRuns = clues.map((clue) => `${clue.direction} ${clue.row},${clue.col},${clue.length}`);
  // Equal sets: no clue is missing from the grid and no unintended word appears in it.
  expect([...runs].sort()).toEqual([...clueRuns].sort());

  for (const clue of clues) {
    const spelled = Array.from({ length: clue.length }, (_, k) =>
      clue.direction === 'ACROSS' ? letterAt(clue.row, clue.col + k) : letterAt(clue.row + k, clue.col),
    ).join('');
    if (spelled !== clue.answer) problems.push(`clue ${clue.number} ${clue.direction}: grid says ${spelled}, answer ${clue.answer}`);
    if (clue.answer.length !== clue.length) problems.push(`clue ${clue.number}: length mismatch`);
    if (grid[clue.row][clue.col].clueNumber !== clue.number) problems.push(`clue ${clue.number}: start cell numbered ${grid[clue.row][clue.col].clueNumber}`);
  }
  if (data.clues.across.some((c) => c.direction !== 'ACROSS') || data.clues.down.some((c) => c.direction !== 'DOWN')) {
    problems.push('clue listed under the wrong direction');
  }
  if (new Set(clues.map((c) => c.id)).size !== clues.length) problems.push('a card appears twice');

  // Numbering: word starts get 1, 2, 3… in reading order and nothing else is numbered.
  const starts = new Set(clues.map((c) => `${c.row},${c.col}`));
  let expected = 1;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const number = grid[r][c].clueNumber;
      if (starts.has(`${r},${c}`)) {
        if (number !== expected) problems.push(`cell ${r},${c} numbered ${number}, expected ${expected}`);
        expected++;
      } else if (number !== null) problems.push(`cell ${r},${c} numbered but starts no word`);
    }
  }

  // Connected: one flood fill from any letter reaches every letter.
  const playable: string[] = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (letterAt(r, c)) playable.push(`${r},${c}`);
  const seen = new Set<string>([playable[0]]);
  const queue = [playable[0]];
  while (queue.length) {
    const [r, c] = queue.pop()!.split(',').map(Number);
    for (const [nr, nc] of [[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]]) {
      const key = `${nr},${nc}`;
      if (letterAt(nr, nc) && !seen.has(key)) {
        seen.add(key);
        queue.push(key);
      }
    }
  }
  if (seen.size !== playable.length) problems.push(`not connected: ${seen.size} of ${playable.length} cells reachable`);
  // No empty border rows/columns: the grid is trimmed to the words.
  if (!grid[0].some((cell) => cell.isPlayable) || !grid[rows - 1].some((cell) => cell.isPlayable)) problems.push('empty edge row');
  if (!grid.some((row) => row[0].isPlayable) || !grid.some((row) => row[cols - 1].isPlayable)) problems.push('empty edge column');
  return problems;
}

const WORDS = [
  'photosynthesis', 'chlorophyll', 'mitochondria', 'nucleus', 'ribosome', 'enzyme', 'protein', 'membrane',
  'cytoplasm', 'osmosis', 'diffusion', 'glucose', 'oxygen', 'carbon', 'nitrogen', 'hydrogen', 'molecule',
  'atom', 'electron', 'neutron', 'proton', 'isotope', 'catalyst', 'reaction', 'equation', 'gravity',
  'velocity', 'momentum', 'friction', 'energy', 'voltage', 'current', 'resistor', 'magnet', 'prism',
  'spectrum', 'frequency', 'amplitude', 'wavelength', 'photon', 'quantum', 'entropy', 'plasma', 'orbit',
  'galaxy', 'nebula', 'comet', 'asteroid', 'eclipse', 'tide', 'volcano', 'glacier', 'erosion', 'fossil',
  'mineral', 'crystal', 'granite', 'basalt', 'magma', 'tectonic',
];
const deck = (n: number): GameCard[] =>
  WORDS.slice(0, n).map((term, index) => gameCardOfFlat({ id: 100 + index, term, definition: `Definition of ${term}` }));
/**
 * The sweeps over hundreds of seeds check the rules, not the density: a small work budget keeps
 * them fast while still running the local search (ruin and recreate, ejection) after the greedy starts.
 */
const SWEEP_BUDGET = 100_000;

describe('toAnswer', () => {
  it.each([
    ['photo synthesis', 'PHOTOSYNTHESIS'],
    ['Déficient', 'DEFICIENT'],
    ['Mal conçu', 'MALCONCU'],
    ['malsain (chose)', 'MALSAIN'],
    ["rock 'n' roll", 'ROCKNROLL'],
    ['COVID-19', 'COVID19'],
    ['ox', null],
    ['a b', null],
    ['abcdefghijklmnop', null],
    ['abcdefghijklmno', 'ABCDEFGHIJKLMNO'],
    ['ありがとう', null],
    ['Straße', 'STRASSE'],
    ['café au lait', 'CAFEAULAIT'],
    ['(only a note)', null],
  ])('%s → %s', (term, answer) => {
    expect(toAnswer(term)).toBe(answer);
  });

  it('keeps one word per distinct answer and skips empty clues', () => {
    const words = crosswordWords([
      gameCardOfFlat({ id: 1, term: 'Cat', definition: 'pet' }),
      gameCardOfFlat({ id: 2, term: 'cat!', definition: 'other pet' }),
      gameCardOfFlat({ id: 3, term: 'dog', definition: '   ' }),
      gameCardOfFlat({ id: 4, term: 'ant', definition: 'insect' }),
    ]);
    expect(words.map((w) => [w.id, w.answer])).toEqual([[1, 'CAT'], [4, 'ANT']]);
  });
});

describe('crossword layout', () => {
  it.each([
    { label: 'desktop, 20 words', n: 20, isMobile: false },
    { label: 'desktop, 60 words', n: 60, isMobile: false },
    { label: 'mobile, 20 words', n: 20, isMobile: true },
    { label: 'desktop, 8 words', n: 8, isMobile: false },
  ])('$label: a valid grid for 200 seeds', ({ n, isMobile }) => {
    const maxCols = isMobile ? CROSSWORD_MOBILE_MAX_COLS : CROSSWORD_MAX_SIZE;
    for (let seed = 0; seed < 200; seed++) {
      const data = generateCrossword(deck(n), seededRng(seed), { isMobile, all: false, title: 'Science', workBudget: SWEEP_BUDGET });
      expect(data, `seed ${seed}`).not.toBeNull();
      expect(crosswordProblems(data!, maxCols), `seed ${seed}`).toEqual([]);
      const placed = data!.clues.across.length + data!.clues.down.length;
      expect(placed).toBeGreaterThanOrEqual(CROSSWORD_MIN_WORDS);
      expect(data!.title).toBe('Science');
    }
  });

  it('places most of a friendly 20-word list (casual play on a phone too)', () => {
    for (const isMobile of [false, true]) {
      const placedCounts = Array.from({ length: 8 }, (_, seed) => {
        const data = generateCrossword(deck(20), seededRng(seed), { isMobile, all: true, title: 't' })!;
        expect(crosswordProblems(data, isMobile ? CROSSWORD_MOBILE_MAX_COLS : CROSSWORD_MAX_SIZE), `seed ${seed}`).toEqual([]);
        return data.clues.across.length + data.clues.down.length;
      });
      const mean = placedCounts.reduce((a, b) => a + b, 0) / placedCounts.length;
      expect(mean, `isMobile ${isMobile}: ${placedCounts}`).toBeGreaterThanOrEqual(isMobile ? 13.8 : 16.5);
    }
  });

  it('a casual puzzle stops at 20 words, the best-fitting of a larger sample; the master list keeps all that fit', () => {
    const words = (data: CrosswordData) => data.clues.across.length + data.clues.down.length;
    const casual = Array.from({ length: 6 }, (_, seed) => {
      const data = generateCrossword(deck(60), seededRng(seed), { isMobile: false, all: false, title: 't' })!;
      expect(crosswordProblems(data, CROSSWORD_MAX_SIZE), `seed ${seed}`).toEqual([]);
      return words(data);
    });
    expect(casual).toEqual(casual.map(() => CROSSWORD_CASUAL_WORDS));
    const all = generateCrossword(deck(60), seededRng(0), { isMobile: false, all: true, title: 't' })!;
    expect(words(all)).toBeGreaterThan(CROSSWORD_CASUAL_WORDS);
    // The cap holds however the search gets there (the greedy starts and the local search).
    for (let seed = 0; seed < 20; seed++) {
      const placements = layoutCrossword(crosswordWords(deck(60)), { rng: seededRng(seed), maxRows: 15, maxCols: 15, maxWords: 7, workBudget: SWEEP_BUDGET });
      expect(placements, `seed ${seed}`).toHaveLength(7);
    }
  });

  it.skipIf(!fixturesAvailable)('a casual puzzle from a real CSV deck of long answers holds 15+ of them (issue #27)', () => {
    const fixture = loadFixtureDecks().find((d) => d.name.startsWith('augustincablant-dataframe.csv (Rep'))!;
    const placed = Array.from({ length: 6 }, (_, seed) => {
      const data = generateCrossword(fixture.cards, seededRng(seed), { isMobile: false, all: false, title: 't' })!;
      return data.clues.across.length + data.clues.down.length;
    });
    expect(Math.max(...placed)).toBeLessThanOrEqual(CROSSWORD_CASUAL_WORDS);
    expect(mean(placed), `${placed}`).toBeGreaterThanOrEqual(15);
  });

  it('replays the same puzzle for the same seed', () => {
    const a = generateCrossword(deck(30), seededRng(5), { isMobile: false, all: false, title: 't' });
    const b = generateCrossword(deck(30), seededRng(5), { isMobile: false, all: false, title: 't' });
    expect(a).toEqual(b);
  });

  it('uses card ids as clue ids and definitions as clue texts', () => {
    const cards = deck(20);
    const data = generateCrossword(cards, seededRng(1), { isMobile: false, all: false, title: 't' })!;
    for (const clue of [...data.clues.across, ...data.clues.down]) {
      const card = cards.find((c) => c.id === clue.id)!;
      expect(clue.clueText).toBe(card.definition.text);
      expect(clue.clue).toEqual({ text: card.definition.text });
      expect(clue.answer).toBe(toAnswer(card.term.text));
    }
  });

  it('gives up (null) below 6 placeable words', () => {
    expect(generateCrossword(deck(5), seededRng(1), { isMobile: false, all: false, title: 't' })).toBeNull();
    // Six words with no letters in common can never cross.
    const strangers = ['abc', 'def', 'ghi', 'jkl', 'mno', 'pqr', 'stu'].map((term, id) => gameCardOfFlat({ id, term, definition: 'x' }));
    expect(generateCrossword(strangers, seededRng(1), { isMobile: false, all: false, title: 't' })).toBeNull();
  });

  it('numbers a hand-made layout in reading order (shared start gets one number)', () => {
    const word = (id: number, answer: string) => ({ id, answer, clue: answer.toLowerCase() });
    // CAT across at 0,0; CUP down from 0,0; TOE down from 0,2.
    const data = buildCrosswordData(
      [
        { word: word(1, 'CAT'), row: 0, col: 0, direction: 'ACROSS' },
        { word: word(2, 'CUP'), row: 0, col: 0, direction: 'DOWN' },
        { word: word(3, 'TOE'), row: 0, col: 2, direction: 'DOWN' },
      ],
      't',
    );
    expect(data.clues.across.map((c) => [c.number, c.answer])).toEqual([[1, 'CAT']]);
    expect(data.clues.down.map((c) => [c.number, c.answer])).toEqual([[1, 'CUP'], [2, 'TOE']]);
    expect(data.gridDimensions).toEqual({ rows: 3, cols: 3 });
    expect(crosswordProblems(data, 15)).toEqual([]);
  });

  it('the checker itself catches a broken grid', () => {
    const data = generateCrossword(deck(20), seededRng(3), { isMobile: false, all: false, title: 't' })!;
    const clue = data.clues.across[0];
    data.grid[clue.row][clue.col].letter = clue.answer[0] === 'Q' ? 'Z' : 'Q';
    expect(crosswordProblems(data, 15).length).toBeGreaterThan(0);
  });

  it('respects a tight limit and never exceeds it', () => {
    const placements = layoutCrossword(
      deck(40).map((c) => ({ id: c.id, answer: toAnswer(c.term.text)!, clue: c.definition.text })).filter((w) => w.answer.length <= 8),
      { rng: seededRng(9), maxRows: 8, maxCols: 8 },
    );
    const data = buildCrosswordData(placements, 't');
    expect(data.gridDimensions.rows).toBeLessThanOrEqual(8);
    expect(data.gridDimensions.cols).toBeLessThanOrEqual(8);
    expect(crosswordProblems(data, 8)).toEqual([]);
  });
});

/** 20 candidates drawn the way `npm run bench -- crossword` draws its 60 lists. */
const benchList = (pool: readonly CrosswordWord[], run: number) => shuffle(pool, seededRng(run * 7919 + 20)).slice(0, 20);
const placedOn = (words: CrosswordWord[], seed: number, workBudget?: number) => {
  const placements = layoutCrossword(words, { rng: seededRng(seed), maxRows: CROSSWORD_MAX_SIZE, maxCols: CROSSWORD_MAX_SIZE, workBudget });
  expect(crosswordProblems(buildCrosswordData(placements, 't'), CROSSWORD_MAX_SIZE), `seed ${seed}`).toEqual([]);
  return placements.length;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('crossword density (issue #27: search within a work budget)', () => {
  const science = crosswordWords(deck(WORDS.length));

  it('places more of 20 science words than one greedy pass, the same on every run', () => {
    // Seeded, so these are exact figures of this generator; the bench prints them over 60 lists.
    const greedy = Array.from({ length: 10 }, (_, run) => placedOn(benchList(science, run), run, 1));
    const searched = Array.from({ length: 10 }, (_, run) => placedOn(benchList(science, run), run));
    expect(mean(greedy)).toBeLessThan(13.5);
    expect(mean(searched), `${searched}`).toBeGreaterThanOrEqual(17.3);
    expect(Math.min(...searched)).toBeGreaterThanOrEqual(16);
    expect(Array.from({ length: 3 }, (_, run) => placedOn(benchList(science, run), run))).toEqual(searched.slice(0, 3));
  });

  it('a bigger work budget never places fewer words (the search keeps its best layout)', () => {
    for (let run = 0; run < 4; run++) {
      const words = benchList(science, run);
      const counts = [1, 50_000, 400_000, 2_000_000].map((budget) => placedOn(words, run, budget));
      expect([...counts].sort((a, b) => a - b), `run ${run}`).toEqual(counts);
    }
  });

  it('stays valid over a whole default-budget search on 60 words (canvases are reused from step to step)', () => {
    // Thousands of ruin and ejection steps, each laying words on a canvas an earlier step let go
    // of: a letter, owner or crossing left behind by a cleared canvas would show up as a bad grid.
    for (let run = 0; run < 4; run++) {
      const words = shuffle(science, seededRng(run * 7919 + 60)).slice(0, 60);
      for (const maxCols of [CROSSWORD_MAX_SIZE, CROSSWORD_MOBILE_MAX_COLS]) {
        const placements = layoutCrossword(words, { rng: seededRng(run), maxRows: CROSSWORD_MAX_SIZE, maxCols });
        expect(crosswordProblems(buildCrosswordData(placements, 't'), maxCols), `run ${run}, ${maxCols} columns`).toEqual([]);
        expect(placements.length).toBeGreaterThanOrEqual(15);
      }
    }
  });

  it('stops at once when every word is placed, and places a lone word', () => {
    const six = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta'].map((answer, i) => ({ id: i, answer: answer.toUpperCase(), clue: 'c' }));
    expect(placedOn(six, 1)).toBe(6);
    expect(layoutCrossword([six[0]], { rng: seededRng(1), maxRows: 15, maxCols: 15 })).toHaveLength(1);
    expect(layoutCrossword([], { rng: seededRng(1), maxRows: 15, maxCols: 15 })).toEqual([]);
  });

  it.skipIf(!fixturesAvailable)('places more of 20 answers from a real CSV deck than one greedy pass', () => {
    const fixture = loadFixtureDecks().find((d) => d.name.startsWith('augustincablant-dataframe.csv (Rep'))!;
    const pool = crosswordWords(fixture.cards);
    const greedy = Array.from({ length: 10 }, (_, run) => placedOn(benchList(pool, run), run, 1));
    const searched = Array.from({ length: 10 }, (_, run) => placedOn(benchList(pool, run), run));
    expect(mean(greedy)).toBeLessThan(10);
    expect(mean(searched), `${searched}`).toBeGreaterThanOrEqual(12.8);
  });
});

describe.skipIf(!fixturesAvailable)(`crossword over the CSV fixtures in ${FIXTURES_DIR}`, () => {
  const decks = fixturesAvailable ? loadFixtureDecks() : [];
  it.each(decks.map((d) => [d.name, d] as const))('%s', (_name, fixture) => {
    for (let seed = 0; seed < 40; seed++) {
      for (const isMobile of [false, true]) {
        const data = generateCrossword(fixture.cards, seededRng(seed), { isMobile, all: seed % 2 === 0, title: 't', workBudget: SWEEP_BUDGET });
        const words = crosswordWords(fixture.cards).length;
        if (data === null) {
          // Only decks without enough usable terms may fail (e.g. Japanese terms, 3-card decks).
          expect(words, `seed ${seed}`).toBeLessThan(60);
          continue;
        }
        expect(crosswordProblems(data, isMobile ? CROSSWORD_MOBILE_MAX_COLS : CROSSWORD_MAX_SIZE), `seed ${seed}`).toEqual([]);
      }
    }
  });
});
if (!fixturesAvailable) console.warn(`SKIPPED: crossword fixture tests, no folder at ${FIXTURES_DIR} (set CARDCADE_FIXTURES)`);
