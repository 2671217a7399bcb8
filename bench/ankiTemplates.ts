// Issue 30 figures: an Anki package of 20,000 notes with two templates each (40,000 cards)
// against the same notes imported one card per note (a note type without templates: the path
// every note took before), preview + confirm through the import use cases on a database file
// (so parsing and the confirm run in the import worker, as in production), and the longest
// block of the main thread's event loop meanwhile (goal ≤ 100 ms; time goal ≤ 2×).
// Run alone: node --import tsx bench/ankiTemplates.ts (or npm run bench -- anki-templates)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestCollection } from '../server/test/ankiTestkit.js';
import { makeUser } from '../server/test/harness.js';
import { longestBlock } from './lib/eventLoop.js';

// ANKI_TEMPLATES_BUILT=1: the compiled server's modules and import worker (`npm run build`
// first), as `npm start` runs them; by default the sources through tsx, whose per-function
// naming and per-worker compiling the built server does not pay.
const BUILT = Boolean(process.env.ANKI_TEMPLATES_BUILT);
const serverModule = <T>(module: string): Promise<T> => import(BUILT ? `../dist/server/${module}` : `../server/${module}`) as Promise<T>;
const { testConfig } = await serverModule<typeof import('../server/config.js')>('config.js');
const { createContextInner } = await serverModule<typeof import('../server/context.js')>('context.js');
const { createDb, migrateToLatest } = await serverModule<typeof import('../server/db.js')>('db.js');
// The test kit only makes packages; it is not part of the build (server/test/), so it runs from source.
const { ankiPackage, basicCollection } = await import('../server/test/ankiTestkit.js');
const { ankiPreview, confirmImport, warmImportWorkers } = await serverModule<typeof import('../server/imports/service.js')>('imports/service.js');

const thisFile = fileURLToPath(import.meta.url);
const NOTES = 20_000;
// ANKI_TEMPLATES_RUNS: more alternating runs, for a steadier median on a busy machine.
const RUNS = Number(process.env.ANKI_TEMPLATES_RUNS) || 7;

/** `count` notes of a note type with a card each way (Anki's 'Basic (and reversed card)'). */
function reversedCollection(count: number): TestCollection {
  const basic = basicCollection(count, 'Bench::Templates');
  return {
    ...basic,
    notetypes: [
      {
        id: 1,
        name: 'Basic (and reversed card)',
        fields: ['Front', 'Back'],
        templates: [
          { name: 'Card 1', qfmt: '{{Front}}', afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}' },
          { name: 'Card 2', qfmt: '{{Back}}', afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Front}}' },
        ],
      },
    ],
    notes: basic.notes.map((note) => ({ ...note, cards: [{ deck: 10, ord: 0 }, { deck: 10, ord: 1 }] })),
  };
}

interface Run {
  preview: number;
  confirm: number;
  block: number;
  cards: number;
}

async function importOnce(bytes: Uint8Array, dir: string, index: number): Promise<Run> {
  const file = path.join(dir, `bench-${index}.db`);
  const db = createDb(file);
  try {
    await migrateToLatest(db);
    const user = await makeUser(db, { email: `bench${index}@example.com` });
    const config = testConfig({ importWorkers: 1 });
    const ctx = { ...createContextInner({ db, user, now: () => new Date(), config }), user };
    const [[times, cards], block] = await longestBlock(async () => {
      const started = performance.now();
      const preview = await ankiPreview(ctx, { fileName: 'bench.apkg', bytes: bytes.slice() }, 'single_deck');
      const previewed = performance.now();
      const result = await confirmImport(ctx, { type: 'anki', temporaryImportId: preview.temporaryImportId });
      return [{ preview: previewed - started, confirm: performance.now() - previewed }, result.createdDecks[0]?.cardCount ?? 0] as const;
    });
    return { ...times, block, cards };
  } finally {
    await db.destroy();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

export async function main() {
  console.log(`\n== Anki templates: one card per Anki card (${BUILT ? 'compiled server' : 'sources through tsx'}) ==`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-bench-templates-'));
  try {
    await warmImportWorkers(testConfig({ importWorkers: 1 }));
    const packages = {
      'one card per note (no templates)': ankiPackage(basicCollection(NOTES, 'Bench::Notes'), 'anki21b'),
      'two templates per note': ankiPackage(reversedCollection(NOTES), 'anki21b'),
    };
    // One warm-up import of each first (JIT, the worker's modules, the page cache), then the runs
    // alternate between the two packages, so neither pays the warm-up or a noisy minute alone.
    let index = 0;
    for (const bytes of Object.values(packages)) await importOnce(bytes, dir, index++);
    const runs: Record<string, Run[]> = Object.fromEntries(Object.keys(packages).map((name) => [name, []]));
    for (let run = 0; run < RUNS; run++) for (const [name, bytes] of Object.entries(packages)) runs[name].push(await importOnce(bytes, dir, index++));
    const results: Record<string, Run> = {};
    for (const [name, list] of Object.entries(runs)) {
      console.log(`    runs: ${list.map((r) => `${fmt(r.preview)}+${fmt(r.confirm)} ms, block ${fmt(r.block)} ms`).join(' · ')}`);
      const result: Run = {
        preview: median(list.map((r) => r.preview)),
        confirm: median(list.map((r) => r.confirm)),
        block: Math.max(...list.map((r) => r.block)),
        cards: list[0].cards,
      };
      results[name] = result;
      console.log(
        `  ${name}: ${fmt(result.cards)} cards, preview ${fmt(result.preview)} ms + confirm ${fmt(result.confirm)} ms = ${fmt(result.preview + result.confirm)} ms (median of ${RUNS}); longest main-thread block ${fmt(result.block)} ms (goal ≤ 100)`,
      );
    }
    const [base, templated] = Object.values(results);
    const ratio = (templated.preview + templated.confirm) / (base.preview + base.confirm);
    console.log(`  two templates (${fmt(templated.cards)} cards) / one card per note (${fmt(base.cards)}): ${ratio.toFixed(2)}× the time (goal ≤ 2×: ${ratio <= 2 ? 'met' : 'MISSED'})`);
    // Each phase's ratio, and per card: below 1 where a note's cards share its work (reading it).
    const phase = (name: 'preview' | 'confirm') => {
      const times = templated[name] / base[name];
      return `${name} ${times.toFixed(2)}× (${(times / (templated.cards / base.cards)).toFixed(2)}× per card)`;
    };
    console.log(`  by phase: ${phase('preview')}, ${phase('confirm')}`);
    return { results, ratio };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === thisFile) {
  await main();
  process.exit(0);
}
