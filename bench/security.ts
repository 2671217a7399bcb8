// Issue 31's memory classes (docs/security.md), each against a fresh server (bench/hostileServer.ts: the
// real app on a database file, its event-loop delay histogram read over IPC): request time,
// the longest event-loop block, and the server's peak RSS (VmHWM, the kernel's high-water mark,
// so no spike between samples is missed; a fresh process per class keeps it per class).
//   npm run bench -- security            all classes
//   BENCH_SECURITY_CLASS=<text>          only the classes whose name contains it ('XLSX import': the big workbooks)
//   BENCH_SECURITY_PROF=<dir>            the server (and its workers) write --cpu-prof files there
//   BENCH_SECURITY_BOMB_FRAMES=<n>       frames in the zstd bomb (default 20; unfixed code needs
//                                        ~1.1 GB of RAM per frame: measure 'before' with 1)
//   BENCH_SECURITY_BUILT=1               the compiled server (see serverScript)
//   BENCH_SECURITY_SAMPLE=1              after each big-import step, its RSS every 250 ms for 5 s
//   BENCH_SECURITY_IMPORT_MB=60,100      the sizes of the big-CSV import classes (analyze, preview,
//                                        confirm, each step's own peak); BENCH_SECURITY_RUNS=3 repeats them
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { apkgWithBigImage, apkgZstdFrameBomb, xlsxSharedStringFlood } from '../server/test/hostileFiles.js';
import { memoryOf } from '../server/test/process.js';
import { Client } from './lib/client.js';
import { ask, startHostileServer, stopHostileServer } from './lib/hostileChild.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const MB = 1024 * 1024;

interface Case {
  name: string;
  url: string;
  fileField: string;
  fileName: string;
  fields: Record<string, string>;
  bytes: () => Uint8Array;
}

/**
 * BENCH_SECURITY_BUILT=1: the server compiled as in production (`npx tsc -p tsconfig.build.json`
 * first: its import workers are then plain JavaScript, not tsx) with `npm start`'s malloc
 * setting. The bench server is bundled as scripts/build.mjs bundles the entry, into dist/server/
 * where the workers are found from (server/serverDir.ts).
 */
async function serverScript(): Promise<{ file: string; execArgv: string[]; env: Record<string, string> }> {
  if (!process.env.BENCH_SECURITY_BUILT) return { file: path.join(here, 'hostileServer.ts'), execArgv: ['--import', 'tsx'], env: {} };
  if (!fs.existsSync(path.join(root, 'dist/server/imports/workers/worker.js'))) throw new Error('BENCH_SECURITY_BUILT: run `npx tsc -p tsconfig.build.json` first');
  const esbuild = await import('esbuild');
  const file = path.join(root, 'dist/server/benchHostileServer.js');
  await esbuild.build({
    entryPoints: [path.join(here, 'hostileServer.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['better-sqlite3', 'better-sqlite3-napi', 'argon2', '@open-spaced-repetition/binding', 'pg', 'exceljs', 'tsx', 'tsx/*'],
    banner: { js: "import { createRequire as __cardcadeCreateRequire } from 'node:module'; const require = __cardcadeCreateRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  return { file, execArgv: [], env: { MALLOC_MMAP_THRESHOLD_: '131072' } };
}

async function startServer(dir: string): Promise<{ child: ChildProcess; base: string }> {
  return startHostileServer(dir, { script: await serverScript(), profDir: process.env.BENCH_SECURITY_PROF });
}


const stop = stopHostileServer;

const ROUND_4: [string, () => Promise<{ main: () => Promise<void> }>][] = [
  ['Round 4: nested card HTML (termHtml of 15,000 levels, ×1 and ×4)', () => import('./security4/html.js')],
  ['Round 4: hostile workbooks (600,000 nested elements, cells at XFD) and the import time limit', () => import('./security4/xlsx.js')],
  ['Round 4: a subscriber flooding suggestions', () => import('./security4/suggestions.js')],
  ['Round 4: small Anki packages that render huge (100 templates × 100 notes, 4,000 × 18 KB, 200 cloze × 500)', () => import('./security4/anki.js')],
  ['Round 4: other requests during and after an account export of 200,000 reviews', () => import('./security4/export.js')],
  ['Round 4: media served to 8 parallel readers of 3 MB', () => import('./security4/media.js')],
  ['Round 4: deleting a shared deck studied by subscribers (5,000 × 10, 40,000 × 1)', () => import('./security4/handover.js')],
];

export async function main() {
  const frames = Number(process.env.BENCH_SECURITY_BOMB_FRAMES ?? 20);
  const only = process.env.BENCH_SECURITY_CLASS ?? '';
  const all: Case[] = [
    {
      // Nothing hostile: what this machine's load alone shows as an event-loop block.
      name: 'baseline: a 2-card apkg with 64-byte images',
      url: '/api/import/anki/preview',
      fileField: 'ankiFile',
      fileName: 'tiny.apkg',
      fields: { importMode: 'single_deck' },
      bytes: () => apkgWithBigImage(64),
    },
    {
      name: `anki21b: ${frames} zstd frames declaring 2e9 bytes each`,
      url: '/api/import/anki/preview',
      fileField: 'ankiFile',
      fileName: 'bomb.apkg',
      fields: { importMode: 'collection' },
      bytes: () => apkgZstdFrameBomb(frames, 2_000_000_000),
    },
    {
      name: 'apkg: a 500 MB PNG of zeros (5.5 MB package)',
      url: '/api/import/anki/preview',
      fileField: 'ankiFile',
      fileName: 'big-image.apkg',
      fields: { importMode: 'single_deck' },
      bytes: () => apkgWithBigImage(500 * MB, 5 * MB),
    },
    {
      // The same upload size without the big image: what receiving 5.5 MB costs by itself.
      name: 'baseline: a 2-card apkg with 5 MB of random filler',
      url: '/api/import/anki/preview',
      fileField: 'ankiFile',
      fileName: 'filler.apkg',
      fields: { importMode: 'single_deck' },
      bytes: () => apkgWithBigImage(64, 5 * MB),
    },
    {
      name: 'apkg: a 6 MB PNG of zeros',
      url: '/api/import/anki/preview',
      fileField: 'ankiFile',
      fileName: 'six.apkg',
      fields: { importMode: 'single_deck' },
      bytes: () => apkgWithBigImage(6 * MB),
    },
    {
      name: 'XLSX: 100,000 rows × one 9,000-char shared string',
      url: '/api/import/csv/analyze',
      fileField: 'csvFile',
      fileName: 'flood.xlsx',
      fields: {},
      bytes: () => xlsxSharedStringFlood(100_000, 9_000),
    },
  ];
  const cases = all.filter((entry) => !only || entry.name.includes(only));
  const importSizes = (process.env.BENCH_SECURITY_IMPORT_MB ?? '60,100').split(',').map(Number).filter((mb) => mb > 0);

  console.log('\n== Security: memory classes (issue 31) ==');
  console.log(`  machine load average: ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  console.log('  class | upload | status | request ms | longest event-loop block ms | peak RSS MB (idle RSS before)');
  const rows = [];
  for (const entry of cases) {
    const bytes = entry.bytes();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-security-'));
    const { child, base } = await startServer(dir);
    try {
      const client = new Client(base);
      await client.send('GET', '/api/auth/me');
      await client.send('POST', '/api/auth/signup', { email: 'attacker@example.com', password: 'correct horse battery' });
      const idle = memoryOf(child.pid ?? 0).rss;
      await ask(child, 'reset');
      const data = new FormData();
      for (const [key, value] of Object.entries(entry.fields)) data.append(key, value);
      data.append(entry.fileField, new Blob([Buffer.from(bytes)]), entry.fileName);
      const at = performance.now();
      let status = 0;
      let note = '';
      try {
        const res = await client.send('POST', entry.url, data);
        status = res.status;
        const media = (res.body.media as { skippedFiles?: unknown[]; images?: number } | undefined) ?? undefined;
        note = status >= 400 ? String(res.body.message).slice(0, 80) : media ? `images kept ${media.images}, skipped ${JSON.stringify(media.skippedFiles ?? [])}` : '';
      } catch (error) {
        note = `no answer: ${(error as Error).message}`;
      }
      const ms = performance.now() - at;
      const alive = child.exitCode === null && child.signalCode === null;
      const loop = alive ? await ask<{ maxMs: number }>(child, 'report') : { maxMs: NaN };
      const peak = alive ? memoryOf(child.pid ?? 0).peak : NaN;
      rows.push({ name: entry.name, status, ms, blockMs: loop.maxMs, peakRssMb: peak });
      console.log(`  ${entry.name} | ${(bytes.length / MB).toFixed(2)} MB (${bytes.length.toLocaleString('en-US')} B) | ${status} | ${Math.round(ms).toLocaleString('en-US')} | ${loop.maxMs.toFixed(0)} | ${Math.round(peak)} (${Math.round(idle)}) — ${note}`);
    } finally {
      await stop(child);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const runs = Number(process.env.BENCH_SECURITY_RUNS ?? 1);
  for (const mb of importSizes) {
    const name = `CSV import: ${mb} MB`;
    if (only && !name.includes(only)) continue;
    for (let run = 0; run < runs; run++) rows.push(...(await bigImport(name, bigCsv(mb))));
  }
  for (const mb of importSizes) {
    const name = `XLSX import: ${mb} MB`;
    if (only && !name.includes(only)) continue;
    const bytes = bigXlsx(mb);
    for (let run = 0; run < runs; run++) rows.push(...(await bigImport(name, bytes, 'big.xlsx')));
  }
  // Round 4 (issue 49; docs/security.md, the "Round 4" sections): each prints its own figures.
  // BENCH_SECURITY_CLASS='Round 4' runs only these.
  for (const [name, load] of ROUND_4) {
    if (only && !name.includes(only)) continue;
    console.log(`\n  ${name}`);
    await (await load()).main();
  }
  return rows;
}

/** About `mb` MB of term,definition rows in 95,000 rows (the import limit is 100,000 cards). */
export function bigCsv(mb: number): Uint8Array {
  const lines = ['term,definition'];
  const filler = 'of a fairly long definition '.repeat(Math.max(1, Math.round((mb * MB) / 95_000 / 28)));
  let size = 0;
  for (let i = 1; size < mb * MB; i++) {
    const line = `word ${i},meaning number ${i} ${filler}`;
    lines.push(line);
    size += line.length + 1;
  }
  return new TextEncoder().encode(lines.join('\n') + '\n');
}

/**
 * About `mb` MB of workbook as Excel writes one (shared strings): 95,000 rows of a term and a
 * definition of random text (it barely compresses, so the file is big for its text). The text
 * stays under the XLSX import's cap (XLSX_TEXT_MAX_CHARS, 100 million characters): past ~75 MB
 * of rows the rest of the size is a picture in the workbook (random bytes, stored), as a real
 * spreadsheet with an image has.
 */
export function bigXlsx(mb: number): Uint8Array {
  const ROWS = 95_000;
  const TEXT_MAX = 95_000_000;
  // Deflate keeps ~77% of text drawn from 64 symbols.
  const chars = Math.min(TEXT_MAX, Math.round((mb * MB) / 0.77));
  const perRow = Math.max(8, Math.floor(chars / ROWS) - 16);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .';
  let seed = 12345;
  const random = (length: number) => {
    let out = '';
    for (let i = 0; i < length; i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      out += alphabet[seed >>> 26];
    }
    return out;
  };
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const strings: string[] = ['<si><t>term</t></si><si><t>definition</t></si>'];
  const sheet: string[] = ['<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>'];
  for (let r = 0; r < ROWS; r++) {
    strings.push(`<si><t>word ${r} ${random(8)}</t></si><si><t>${random(perRow)}</t></si>`);
    sheet.push(`<row r="${r + 2}"><c r="A${r + 2}" t="s"><v>${2 + 2 * r}</v></c><c r="B${r + 2}" t="s"><v>${3 + 2 * r}</v></c></row>`);
  }
  const text = (value: string) => new TextEncoder().encode(head + value);
  const files: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {
    '[Content_Types].xml': text(
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    ),
    '_rels/.rels': text(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    'xl/workbook.xml': text(`<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Big" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    'xl/_rels/workbook.xml.rels': text(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    'xl/sharedStrings.xml': text(`<sst xmlns="${main}" count="${2 + 2 * ROWS}" uniqueCount="${2 + 2 * ROWS}">${strings.join('')}</sst>`),
    'xl/worksheets/sheet1.xml': text(`<worksheet xmlns="${main}"><sheetData>${sheet.join('')}</sheetData></worksheet>`),
  };
  const rows = zipSync(files, { level: 1 });
  const pad = mb * MB - rows.length;
  if (pad <= 1024) return rows;
  const picture = new Uint8Array(pad);
  for (let at = 0; at < pad; at += 65_536) crypto.getRandomValues(picture.subarray(at, Math.min(pad, at + 65_536)));
  return zipSync({ ...files, 'xl/media/image1.png': [picture, { level: 0 }] }, { level: 1 });
}

/** Resets the kernel's high-water mark (VmHWM) to the current RSS: each step gets its own peak. */
const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');

/**
 * One big CSV through analyze, preview and confirm (issue 31's import-memory goal: under 500 MB
 * for any import of at most 100 MB): each step's time, longest event-loop block and peak RSS.
 */
async function bigImport(name: string, bytes: Uint8Array, fileName = 'big.csv') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-security-'));
  const { child, base } = await startServer(dir);
  const pid = child.pid ?? 0;
  const rows = [];
  try {
    const client = new Client(base);
    await client.send('GET', '/api/auth/me');
    await client.send('POST', '/api/auth/signup', { email: 'importer@example.com', password: 'correct horse battery' });
    const idle = memoryOf(pid).rss;
    let id = '';
    const steps: [string, () => Promise<unknown>][] = [
      ['analyze', async () => (id = (await client.upload<{ temporaryImportId: string }>('/api/import/csv/analyze', {}, 'csvFile', fileName, bytes)).temporaryImportId)],
      ['preview', () => client.json('POST', '/api/import/csv/preview', { temporaryImportId: id, deckName: 'Big', columnMapping: { term: 'term', definition: 'definition' } })],
      ['confirm', () => client.json('POST', '/api/import/csv/confirm', { temporaryImportId: id })],
    ];
    for (const [step, send] of steps) {
      await ask(child, 'reset');
      // What the step starts from (the previous step's worker may still hold its memory).
      const startRss = memoryOf(pid).rss;
      resetPeak(pid);
      const at = performance.now();
      await send();
      const ms = performance.now() - at;
      const loop = await ask<{ maxMs: number }>(child, 'report');
      const peak = memoryOf(pid).peak;
      rows.push({ name: `${name} ${step}`, status: 200, ms, blockMs: loop.maxMs, peakRssMb: peak, startRssMb: startRss });
      if (process.env.BENCH_SECURITY_SAMPLE) {
        const samples: number[] = [];
        for (let i = 0; i < 20; i++) {
          samples.push(Math.round(memoryOf(pid).rss));
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        console.log(`    RSS every 250 ms after ${step}: ${samples.join(' ')}`);
      }
      console.log(`  ${name} ${step} | ${(bytes.length / MB).toFixed(2)} MB | 200 | ${Math.round(ms).toLocaleString('en-US')} | ${loop.maxMs.toFixed(0)} | ${Math.round(peak)} (${Math.round(idle)}; step from ${Math.round(startRss)}) — load ${os.loadavg()[0].toFixed(1)}`);
    }
  } finally {
    await stop(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
