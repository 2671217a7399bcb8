// Crossword generation figures: words placed, grid size and fill, time for 20 and 60 candidate
// words, next to the npm package crossword-layout-generator on the same word lists in the same run.
// Issue #27's goals (20 candidates): science ≥ 18 placed on average, CSV answers ≥ 15, grid
// ≤ 15×15, p95 ≤ 100 ms. The "casual round" rows are what the game lays out for a deck: a larger
// sample of its answers, the best-fitting 20 kept (generateCrossword). Our layout stops on a work budget (cells looked at), so the words placed
// are the same on any machine; the times are not: `cpu` is the process's CPU time, which a busy
// shared machine inflates less than the wall clock.
// CROSSWORD_CEILING=1 also lays the first 20 lists of each pool out with 10× and 100× the work
// budget (about 4 s a list at 100×): how many words more search would find, i.e. how close the
// default budget is to what these lists can hold in 15×15.
// Run alone: node --import tsx bench/crossword.ts
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import Papa from 'papaparse';
import { buildCrosswordData, CROSSWORD_CANDIDATES, CROSSWORD_CASUAL_WORDS, CROSSWORD_WORK_BUDGET, crosswordWords, generateCrossword, layoutCrossword, type CrosswordWord } from '../shared/generators/crossword';
import type { GameCard } from '../shared/generators/types';
import { gameCardOfFlat } from '../shared/generators/flatCards';
import type { CrosswordData } from '../shared/games';
import { seededRng, shuffle } from '../shared/generators/rng';
import { CROSSWORD_MAX_SIZE, CROSSWORD_MOBILE_MAX_COLS } from '../shared/constants';
import { toCrosswordAnswer } from '../shared/crossword';
import { nearestRank } from './lib/stats.js';

interface ClgWord {
  answer: string;
  clue: string;
  orientation?: 'across' | 'down' | 'none';
}
interface ClgLayout {
  rows: number;
  cols: number;
  result: ClgWord[];
}
// The package is CommonJS without type declarations.
const clg = createRequire(import.meta.url)('crossword-layout-generator') as { generateLayout(words: ClgWord[]): ClgLayout };

// CARDCADE_FIXTURES is the fixtures root, as for the tests (docs/testing.md); the CSV files are in its csv folder.
const FIXTURES_ROOT = process.env.CARDCADE_FIXTURES ?? '/work/shared/fixtures';
const CSV_FIXTURE = [path.join(FIXTURES_ROOT, 'csv', 'augustincablant-dataframe.csv'), path.join(FIXTURES_ROOT, 'augustincablant-dataframe.csv')].find(existsSync);
const RUNS = 60;

const SCIENCE = `photosynthesis chlorophyll mitochondria nucleus ribosome enzyme protein membrane cytoplasm osmosis
diffusion glucose oxygen carbon nitrogen hydrogen molecule atom electron neutron proton isotope catalyst reaction
equation gravity velocity momentum friction energy voltage current resistor magnet prism spectrum frequency amplitude
wavelength photon quantum entropy plasma orbit galaxy nebula comet asteroid eclipse tide volcano glacier erosion
fossil mineral crystal granite basalt magma tectonic`.split(/\s+/);

interface Pool {
  name: string;
  words: CrosswordWord[];
  /** The terms the answers come from, for the answer-length line. */
  terms: string[];
  /** The deck, for the casual game's own sampling. */
  cards: GameCard[];
}

/** Candidate pools: a science vocabulary and, when present, the French/English CSV fixture. */
function pools(): Pool[] {
  const science = SCIENCE.map((term, id) => gameCardOfFlat({ id, term, definition: term }));
  const result: Pool[] = [{ name: 'science vocabulary', words: crosswordWords(science), terms: SCIENCE, cards: science }];
  const file = CSV_FIXTURE;
  if (!file) console.warn(`SKIPPED: the CSV word list, no augustincablant-dataframe.csv under ${FIXTURES_ROOT} (set CARDCADE_FIXTURES)`);
  else {
    const rows = Papa.parse<Record<string, string>>(readFileSync(file, 'utf8'), { header: true, skipEmptyLines: true }).data;
    const cards = rows.map((row, id) => gameCardOfFlat({ id, term: row.Rep ?? '', definition: row.Question ?? '' }));
    result.push({ name: 'augustincablant-dataframe.csv (English answers)', words: crosswordWords(cards), terms: cards.map((card) => card.term.text), cards });
  }
  return result;
}

interface Figures {
  placed: number[];
  fill: number[];
  ms: number[];
  cpuMs: number[];
  oversize: number;
  dims: [number, number][];
}

const newFigures = (): Figures => ({ placed: [], fill: [], ms: [], cpuMs: [], oversize: 0, dims: [] });

/** One puzzle's words, size and fill; over the size limits (15 rows × `maxCols`) counts as oversize. */
function record(f: Figures, data: CrosswordData, maxCols: number): void {
  const { rows, cols } = data.gridDimensions;
  f.placed.push(data.clues.across.length + data.clues.down.length);
  f.dims.push([rows, cols]);
  f.fill.push(data.grid.flat().filter((cell) => cell.isPlayable).length / (rows * cols));
  if (rows > CROSSWORD_MAX_SIZE || cols > maxCols) f.oversize++;
}

/** Wall and CPU milliseconds of one call. */
function timed<T>(f: Figures, run: () => T): T {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const result = run();
  f.ms.push(performance.now() - start);
  const used = process.cpuUsage(cpu);
  f.cpuMs.push((used.user + used.system) / 1000);
  return result;
}

function summary(label: string, f: Figures, limit = '15×15'): string {
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const ms = [...f.ms].sort((a, b) => a - b);
  const cpuMs = [...f.cpuMs].sort((a, b) => a - b);
  const size = `${mean(f.dims.map((d) => d[0])).toFixed(0)}×${mean(f.dims.map((d) => d[1])).toFixed(0)}`;
  const largest = `${Math.max(...f.dims.map((d) => d[0]))}×${Math.max(...f.dims.map((d) => d[1]))}`;
  return (
    `  ${label.padEnd(28)} placed mean ${mean(f.placed).toFixed(1).padStart(5)} (min ${Math.min(...f.placed)}, max ${Math.max(...f.placed)})` +
    `  grid ~${size.padEnd(5)} (max ${largest.padEnd(5)})  fill ${(mean(f.fill) * 100).toFixed(0).padStart(3)}%` +
    `  p50 ${nearestRank(ms, 50).toFixed(1)} ms  p95 ${nearestRank(ms, 95).toFixed(1)} ms` +
    `  (cpu p50 ${nearestRank(cpuMs, 50).toFixed(1)}, p95 ${nearestRank(cpuMs, 95).toFixed(1)})` +
    (f.oversize ? `  grids over ${limit}: ${f.oversize}/${f.placed.length}` : '')
  );
}

/**
 * What the pool's answers are like: long answers and phrases run together ("to threaten sb" →
 * TOTHREATENSB) leave little room for crossings in 15×15, whatever the search.
 */
function answerSummary(pool: Pool): string {
  const usable = pool.terms.filter((term) => toCrosswordAnswer(term) !== null);
  const phrases = usable.filter((term) => /[\s\-']/.test(term.replace(/\([^)]*\)|\[[^\]]*\]/g, '').trim())).length;
  const lengths = pool.words.map((word) => word.answer.length);
  const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  const long = lengths.filter((length) => length >= 10).length;
  return (
    `  answers: ${pool.words.length} distinct from ${pool.terms.length} terms, mean ${mean.toFixed(1)} letters, ` +
    `${((long / lengths.length) * 100).toFixed(0)}% of 10+ letters, ${((phrases / usable.length) * 100).toFixed(0)}% from several words run together`
  );
}

/** The first 20 of the 20-word lists at 1×, 10× and 100× the default work budget (CROSSWORD_CEILING=1). */
function ceiling(pool: Pool): void {
  const lists = Array.from({ length: 20 }, (_, run) => shuffle(pool.words, seededRng(run * 7919 + 20)).slice(0, 20));
  const cells = [1, 10, 100].map((times) => {
    const cpu = process.cpuUsage();
    const placed = lists.map((words, run) =>
      layoutCrossword(words, { rng: seededRng(run), maxRows: CROSSWORD_MAX_SIZE, maxCols: CROSSWORD_MAX_SIZE, workBudget: CROSSWORD_WORK_BUDGET * times }).length,
    );
    const used = process.cpuUsage(cpu);
    const mean = placed.reduce((a, b) => a + b, 0) / placed.length;
    return `${times}× ${mean.toFixed(2)} (cpu ${((used.user + used.system) / 1000 / lists.length).toFixed(0)} ms a list)`;
  });
  console.log(`  ceiling, 20 lists of 20 words, placed mean at budget ${cells.join(', ')}`);
}

export async function main(): Promise<void> {
  console.log(`Crossword layout: ${RUNS} runs per row, each on a different random word list (same lists for both generators)`);
  for (const pool of pools()) {
    console.log(`${pool.name}:`);
    console.log(answerSummary(pool));
    if (process.env.CROSSWORD_CEILING) ceiling(pool);
    for (const size of [20, 60]) {
      if (pool.words.length < size) continue;
      const ours = newFigures();
      const theirs = newFigures();
      const phone = newFigures();
      for (let run = 0; run < RUNS; run++) {
        const words = shuffle(pool.words, seededRng(run * 7919 + size)).slice(0, size);

        const data = timed(ours, () => buildCrosswordData(layoutCrossword(words, { rng: seededRng(run), maxRows: CROSSWORD_MAX_SIZE, maxCols: CROSSWORD_MAX_SIZE }), 'bench'));
        record(ours, data, CROSSWORD_MAX_SIZE);
        if (size === 20) {
          // The phone profile (15 rows × 12 columns) on the same list.
          const onPhone = timed(phone, () => buildCrosswordData(layoutCrossword(words, { rng: seededRng(run), maxRows: CROSSWORD_MAX_SIZE, maxCols: CROSSWORD_MOBILE_MAX_COLS }), 'bench'));
          record(phone, onPhone, CROSSWORD_MOBILE_MAX_COLS);
        }

        // The package prints a debug line per word; silence it so timing and output stay clean.
        const log = console.log;
        console.log = () => {};
        const layout = timed(theirs, () => clg.generateLayout(words.map((w) => ({ answer: w.answer.toLowerCase(), clue: w.clue }))));
        console.log = log;
        theirs.dims.push([layout.rows, layout.cols]);
        const placedWords = layout.result.filter((w) => w.orientation && w.orientation !== 'none');
        theirs.placed.push(placedWords.length);
        // Letters counted from the words, minus crossings counted twice: rebuild the occupied cells.
        const occupied = new Set<string>();
        for (const w of layout.result as (ClgWord & { startx: number; starty: number })[]) {
          if (!w.orientation || w.orientation === 'none') continue;
          for (let k = 0; k < w.answer.length; k++) {
            occupied.add(w.orientation === 'across' ? `${w.starty},${w.startx + k}` : `${w.starty + k},${w.startx}`);
          }
        }
        theirs.fill.push(occupied.size / (layout.rows * layout.cols));
        if (layout.rows > CROSSWORD_MAX_SIZE || layout.cols > CROSSWORD_MAX_SIZE) theirs.oversize++;
      }
      console.log(`${pool.name}, ${size} candidate words:`);
      console.log(summary('cardcade (≤ 15×15)', ours));
      if (phone.placed.length) console.log(summary('cardcade phone (≤ 15×12)', phone, '15×12'));
      console.log(summary('crossword-layout-generator', theirs));
    }
    casualRound(pool);
  }
}

/**
 * What casual play lays out (generateCrossword): a random sample of up to CROSSWORD_CANDIDATES of
 * the deck's answers, at most CROSSWORD_CASUAL_WORDS of them kept, on desktop and on a phone.
 */
function casualRound(pool: Pool): void {
  console.log(`${pool.name}, casual round (sample of ≤ ${CROSSWORD_CANDIDATES} of the deck's ${pool.words.length} answers, ≤ ${CROSSWORD_CASUAL_WORDS} words kept):`);
  for (const isMobile of [false, true]) {
    const f = newFigures();
    const lengths: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const data = timed(f, () => generateCrossword(pool.cards, seededRng(run), { isMobile, all: false, title: 'bench' }));
      if (!data) throw new Error('the casual crossword gave up');
      record(f, data, isMobile ? CROSSWORD_MOBILE_MAX_COLS : CROSSWORD_MAX_SIZE);
      for (const clue of [...data.clues.across, ...data.clues.down]) lengths.push(clue.length);
    }
    console.log(summary(isMobile ? 'cardcade phone (≤ 15×12)' : 'cardcade (≤ 15×15)', f, isMobile ? '15×12' : '15×15'));
    // The price of keeping the words that fit best: long answers come up less often.
    const deckMean = pool.words.reduce((sum, word) => sum + word.answer.length, 0) / pool.words.length;
    console.log(`    answers in the puzzles: mean ${(lengths.reduce((a, b) => a + b, 0) / lengths.length).toFixed(1)} letters (the deck's: ${deckMean.toFixed(1)})`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
