// Crossword generation figures: words placed, grid fill and time for 20 and 60 candidate words,
// next to the npm package crossword-layout-generator on the same word lists in the same run.
// Run alone: node --import tsx bench/crossword.ts
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import Papa from 'papaparse';
import { buildCrosswordData, crosswordWords, layoutCrossword, type CrosswordWord } from '../shared/generators/crossword';
import { seededRng, shuffle } from '../shared/generators/rng';
import { CROSSWORD_MAX_SIZE } from '../shared/constants';
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

const FIXTURES_DIR = process.env.CARDCADE_FIXTURES ?? '/work/shared/fixtures/csv';
const RUNS = 60;

const SCIENCE = `photosynthesis chlorophyll mitochondria nucleus ribosome enzyme protein membrane cytoplasm osmosis
diffusion glucose oxygen carbon nitrogen hydrogen molecule atom electron neutron proton isotope catalyst reaction
equation gravity velocity momentum friction energy voltage current resistor magnet prism spectrum frequency amplitude
wavelength photon quantum entropy plasma orbit galaxy nebula comet asteroid eclipse tide volcano glacier erosion
fossil mineral crystal granite basalt magma tectonic`.split(/\s+/);

/** Candidate pools: a science vocabulary and, when present, the French/English CSV fixture. */
function pools(): { name: string; words: CrosswordWord[] }[] {
  const result = [
    { name: 'science vocabulary', words: crosswordWords(SCIENCE.map((term, id) => ({ id, term, definition: term }))) },
  ];
  const file = path.join(FIXTURES_DIR, 'augustincablant-dataframe.csv');
  if (existsSync(file)) {
    const rows = Papa.parse<Record<string, string>>(readFileSync(file, 'utf8'), { header: true, skipEmptyLines: true }).data;
    const cards = rows.map((row, id) => ({ id, term: row.Rep ?? '', definition: row.Question ?? '' }));
    result.push({ name: 'augustincablant-dataframe.csv (English answers)', words: crosswordWords(cards) });
  }
  return result;
}

interface Figures {
  placed: number[];
  fill: number[];
  ms: number[];
  oversize: number;
  dims: [number, number][];
}

function summary(label: string, f: Figures): string {
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const ms = [...f.ms].sort((a, b) => a - b);
  const size = `${mean(f.dims.map((d) => d[0])).toFixed(0)}×${mean(f.dims.map((d) => d[1])).toFixed(0)}`;
  return (
    `  ${label.padEnd(28)} placed mean ${mean(f.placed).toFixed(1).padStart(5)} (min ${Math.min(...f.placed)}, max ${Math.max(...f.placed)})` +
    `  grid ~${size.padEnd(5)}  fill ${(mean(f.fill) * 100).toFixed(0).padStart(3)}%  p50 ${nearestRank(ms, 50).toFixed(2)} ms  p95 ${nearestRank(ms, 95).toFixed(2)} ms` +
    (f.oversize ? `  grids over 15×15: ${f.oversize}/${f.placed.length}` : '')
  );
}

export async function main(): Promise<void> {
  console.log(`Crossword layout: ${RUNS} runs per row, each on a different random word list (same lists for both generators)`);
  for (const pool of pools()) {
    for (const size of [20, 60]) {
      if (pool.words.length < size) continue;
      const ours: Figures = { placed: [], fill: [], ms: [], oversize: 0, dims: [] };
      const theirs: Figures = { placed: [], fill: [], ms: [], oversize: 0, dims: [] };
      for (let run = 0; run < RUNS; run++) {
        const words = shuffle(pool.words, seededRng(run * 7919 + size)).slice(0, size);

        let start = performance.now();
        const placements = layoutCrossword(words, { rng: seededRng(run), maxRows: CROSSWORD_MAX_SIZE, maxCols: CROSSWORD_MAX_SIZE });
        const data = buildCrosswordData(placements, 'bench');
        ours.ms.push(performance.now() - start);
        const letters = data.grid.flat().filter((cell) => cell.isPlayable).length;
        ours.placed.push(placements.length);
        ours.dims.push([data.gridDimensions.rows, data.gridDimensions.cols]);
        ours.fill.push(letters / (data.gridDimensions.rows * data.gridDimensions.cols));

        // The package prints a debug line per word; silence it so timing and output stay clean.
        const log = console.log;
        console.log = () => {};
        start = performance.now();
        const layout = clg.generateLayout(words.map((w) => ({ answer: w.answer.toLowerCase(), clue: w.clue })));
        theirs.ms.push(performance.now() - start);
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
      console.log(summary('crossword-layout-generator', theirs));
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
