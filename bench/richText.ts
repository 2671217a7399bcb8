// Rich-card figures (issue 26, docs/rich-cards.md): the sanitizer and the plain-text derivation
// over a realistic card-HTML corpus (MB/s), and a 20,000-note .apkg whose fields carry formatting
// against the same package as plain text (the same words without markup), through the real server
// (preview + confirm). Goal: the formatted import within 1.3× the plain one. The imports bench's
// own package ('Term i' / 'Definition i', far less text) is timed too, for scale. Wall time and the server's CPU seconds both: on
// a shared machine the CPU seconds are the steadier figure.
// Run alone: npm run bench -- rich-text (RICH_TEXT_CPU_PROF=dir to profile the server, below).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ankiPackage, basicCollection, type TestCollection } from '../server/test/ankiTestkit.js';
import { fromAnkiField } from '../server/domain/richText/ankiField.js';
import { cardSideFromHtml } from '../server/domain/richText/cardSide.js';
import { htmlToPlainText } from '../server/domain/richText/plainText.js';
import { sanitizeCardHtml } from '../server/domain/richText/sanitize.js';
import { signUp } from './lib/seed.js';
import { cpuSecondsOf, machineLoad } from './lib/proc.js';
import { FROM_SOURCE, startServer } from './lib/server.js';
import { median } from './lib/stats.js';

const thisFile = fileURLToPath(import.meta.url);
const NOTES = 20_000;
const MB = 1024 * 1024;

/** Card sides as people write them: bold keywords, lists, colours, tables, code, TeX, ruby, links. */
function corpusSide(i: number): string {
  switch (i % 8) {
    case 0:
      return `<b>Term ${i}</b> — the <i>main</i> idea of lesson ${i % 50}`;
    case 1:
      return `<ul><li>first point about ${i}</li><li><b>second</b> point</li><li>third &amp; last</li></ul>`;
    case 2:
      return `<div><span style="color: rgb(229, 57, 53);">가고</span> <span style="color:#1E88E5">싶어요</span> (${i})</div>`;
    case 3:
      return `\\(\\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\) for \\(a = ${i}\\)`;
    case 4:
      return `<table><thead><tr><th>Muscle</th><th>Origin</th></tr></thead><tbody><tr><td>Latissimus ${i}</td><td style="text-align: center">Ribs 8-12</td></tr></tbody></table>`;
    case 5:
      return `<pre><code>function f${i}(x) {\n  return x &lt; ${i} ? x : ${i};\n}</code></pre>`;
    case 6:
      return `<ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby> number ${i}<br>see <a href="https://example.com/${i}" onclick="x()">the source</a>`;
    default:
      return `<p>Long explanation ${i}: ${'lorem ipsum dolor sit amet '.repeat(12)}</p><p><u>underlined</u> <s>struck</s> x<sub>2</sub> y<sup>3</sup></p>`;
  }
}

function sanitizeThroughput() {
  const sides = Array.from({ length: 20_000 }, (_, i) => corpusSide(i));
  const bytes = sides.reduce((sum, side) => sum + Buffer.byteLength(side), 0);
  const run = (work: (side: string) => unknown) => {
    const times: number[] = [];
    for (let round = 0; round < 3; round++) {
      const started = performance.now();
      for (const side of sides) work(side);
      times.push(performance.now() - started);
    }
    return bytes / MB / (median(times) / 1000);
  };
  const sanitized = sides.map((side) => sanitizeCardHtml(side).html);
  console.log(`  corpus: ${sides.length.toLocaleString('en-US')} sides, ${(bytes / MB).toFixed(2)} MB (bold, lists, colours, tables, code, TeX, ruby, links)`);
  console.log(`  sanitize alone:           ${run((side) => sanitizeCardHtml(side)).toFixed(1)} MB/s`);
  console.log(`  derive plain text alone:  ${(sanitized.reduce((sum, s) => sum + Buffer.byteLength(s), 0) / MB / (timeOf(() => sanitized.forEach((side) => htmlToPlainText(side))) / 1000)).toFixed(1)} MB/s`);
  console.log(`  sanitize + derive (card): ${run((side) => cardSideFromHtml(side)).toFixed(1)} MB/s`);
  console.log(`  Anki field (fromAnkiField): ${run((side) => fromAnkiField(side)).toFixed(1)} MB/s`);
}

function timeOf(work: () => void): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

/** The bench's plain package with each note's two fields formatted. */
function formattedCollection(): TestCollection {
  const plain = basicCollection(NOTES, 'Bench::Rich');
  return {
    ...plain,
    notes: plain.notes.map((note, i) => ({ ...note, fields: [`<b>Term ${i + 1}</b>`, corpusSide(i + 1)] })),
  };
}

/** The formatted package's words as plain text: the same content without its markup. */
function sameTextCollection(): TestCollection {
  const formatted = formattedCollection();
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return { ...formatted, notes: formatted.notes.map((note) => ({ ...note, fields: note.fields.map((field) => escape(htmlToPlainText(field))) })) };
}

type Kind = 'plain' | 'formatted' | 'sameText';

async function importTimes() {
  const packages: Record<Kind, Uint8Array> = {
    plain: ankiPackage(basicCollection(NOTES, 'Bench::Plain'), 'anki21b'),
    formatted: ankiPackage(formattedCollection(), 'anki21b'),
    sameText: ankiPackage(sameTextCollection(), 'anki21b'),
  };
  // RICH_TEXT_CPU_PROF=dir: the server (and its import workers) write V8 CPU profiles there, as
  // the 1.3× work was found (docs: `node --cpu-prof`; open them in Chrome DevTools).
  const profile = process.env.RICH_TEXT_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.RICH_TEXT_CPU_PROF)}`] : [];
  // RICH_TEXT_BUILT=1: the compiled server (`npm run build` first), as `npm start` runs it.
  const entry = process.env.RICH_TEXT_BUILT ? ['dist/server/index.js'] : FROM_SOURCE;
  const server = await startServer({ name: 'rich-text', args: [...profile, ...entry], env: { AUTH_RATE_LIMIT: '1000' } });
  try {
    const client = await signUp(server.base, 'rich-bench@example.com');
    const once = async (bytes: Uint8Array) => {
      const cpuBefore = cpuSecondsOf(server.pid);
      const started = performance.now();
      const preview = await client.upload<{ temporaryImportId: string }>('/api/import/anki/preview', { importMode: 'single_deck' }, 'ankiFile', 'bench.apkg', bytes);
      const created = await client.json<{ createdDecks: { cardCount: number }[] }>('POST', '/api/import/anki/confirm', { temporaryImportId: preview.temporaryImportId });
      if (created.createdDecks[0]?.cardCount !== NOTES) throw new Error('the import did not create every card');
      return { wallMs: performance.now() - started, cpuS: cpuSecondsOf(server.pid) - cpuBefore };
    };
    // Alternated, three of each after one warm-up, so the machine's load falls on both alike.
    await once(packages.plain);
    const runs: Record<Kind, { wallMs: number; cpuS: number }[]> = { plain: [], formatted: [], sameText: [] };
    for (let round = 0; round < 3; round++) {
      for (const kind of ['sameText', 'formatted', 'plain'] as const) runs[kind].push(await once(packages[kind]));
    }
    const wall = (kind: Kind) => median(runs[kind].map((r) => r.wallMs));
    const cpu = (kind: Kind) => median(runs[kind].map((r) => r.cpuS));
    const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
    const line = (label: string, kind: Kind) =>
      console.log(`    ${label.padEnd(38)} ${fmt(wall(kind)).padStart(6)} ms, server CPU ${cpu(kind).toFixed(2)} s (${(packages[kind].length / MB).toFixed(2)} MB)`);
    console.log(`  .apkg ${NOTES.toLocaleString('en-US')} notes, preview + confirm (median of 3):`);
    line('formatted (bold front, corpus back):', 'formatted');
    line('the same words as plain text:', 'sameText');
    line('the imports bench package (Term i):', 'plain');
    const ratio = wall('formatted') / wall('sameText');
    const cpuRatio = cpu('formatted') / cpu('sameText');
    console.log(`    formatted vs the same package as plain text: ${ratio.toFixed(2)}× wall, ${cpuRatio.toFixed(2)}× CPU (goal ≤ 1.3×: ${Math.min(ratio, cpuRatio) <= 1.3 ? 'met' : 'MISSED'})`);
    console.log(`    formatted vs 'Term i'/'Definition i': ${(wall('formatted') / wall('plain')).toFixed(2)}× wall, ${(cpu('formatted') / cpu('plain')).toFixed(2)}× CPU`);
    return { formattedMs: wall('formatted'), sameTextMs: wall('sameText'), plainMs: wall('plain'), ratio, cpuRatio };
  } finally {
    await server.stop();
  }
}

export async function main() {
  console.log('\n== Rich text ==');
  console.log(`  ${machineLoad()}`);
  sanitizeThroughput();
  return importTimes();
}

if (process.argv[1] && path.resolve(process.argv[1]) === thisFile) {
  await main();
}
