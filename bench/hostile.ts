// Hostile-input figures (issue 9): for each class of hostile upload, the request time, the
// server's longest event-loop block (perf_hooks.monitorEventLoopDelay, in the server process)
// and its peak RSS; during a 100,000-row CSV confirm by one user, p95 of another user's
// decks.list and the longest block; and the 20,000-note .apkg preview over HTTP beside the npm
// package anki-reader parsing the same file in this process. Run alone:
//   node --import tsx bench/hostile.ts
// Switches (environment):
//   BENCH_HOSTILE_ONLY=confirm | apkg | classes   one part only (default: all three)
//   BENCH_HOSTILE_CLASS=<text>                    only the hostile classes whose name contains it
//   BENCH_HOSTILE_RUNS=<n>                        measured runs per side of the .apkg comparison (default 9)
//   BENCH_HOSTILE_PROF=<dir>                      the server (and its workers) write --cpu-prof files there
import Database from '../server/db/sqliteNative.js';
import { readAnkiPackage } from 'anki-reader';
import { zipSync } from 'fflate';
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  apkgWithField,
  csvRows,
  garbageSqlite,
  hostileText,
  pathTraversal,
  quizletLines,
  xlsxRows,
  zipBombHonest,
  zipBombLying,
} from '../server/test/hostileFiles.js';
import { ankiPackage, basicCollection } from '../server/test/ankiTestkit.js';
import { freePort } from '../server/test/process.js';
import { uploadForm as form } from './lib/client.js';
import { machineLoad, memoryOf, withRssSampling } from './lib/proc.js';
import { signedUp } from './lib/seed.js';
import { median, percentile } from './lib/stats.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const thisFile = fileURLToPath(import.meta.url);
const MB = 1024 * 1024;
const TINY_NOTES = 1_000_000;

/** An .apkg of `n` tiny notes made in SQL (a JS object per note would not fit the bench). */
function tinyNotesPackage(n: number, dir: string): Uint8Array {
  const file = path.join(dir, 'tiny.anki2');
  fs.rmSync(file, { force: true });
  const db = new Database(file);
  db.exec(`
    CREATE TABLE col (id integer primary key, crt integer, mod integer, scm integer, ver integer, dty integer,
      usn integer, ls integer, conf text, models text, decks text, dconf text, tags text);
    CREATE TABLE notes (id integer primary key, guid text, mid integer, mod integer, usn integer, tags text,
      flds text, sfld text, csum integer, flags integer, data text);
    CREATE TABLE cards (id integer primary key, nid integer, did integer, ord integer, mod integer, usn integer,
      type integer, queue integer, due integer, ivl integer, factor integer, reps integer, lapses integer,
      left integer, odue integer, odid integer, flags integer, data text);
    CREATE INDEX ix_cards_nid ON cards (nid);
  `);
  db.prepare("INSERT INTO col VALUES (1, 0, 0, 0, 11, 0, 0, 0, '{}', ?, ?, '{}', '{}')").run(
    JSON.stringify({ 1: { id: 1, name: 'Basic', type: 0 } }),
    JSON.stringify({ 10: { id: 10, name: 'Tiny' } }),
  );
  db.exec(`
    WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ${n})
    INSERT INTO notes SELECT i, 'g' || i, 1, 0, 0, '', 'a' || char(31) || 'b', 'a', 0, 0, '' FROM seq;
    INSERT INTO cards SELECT id, id, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, '' FROM notes;
  `);
  db.close();
  return zipSync({ 'collection.anki2': new Uint8Array(fs.readFileSync(file)) }, { level: 6 });
}

interface Report {
  maxMs: number;
  p99Ms: number;
}

class BenchServer {
  private constructor(
    readonly child: ChildProcess,
    readonly base: string,
    readonly warmMs: number,
  ) {}

  static async start(dir: string): Promise<BenchServer> {
    const port = await freePort();
    const profDir = process.env.BENCH_HOSTILE_PROF;
    const child = fork(path.join(here, 'hostileServer.ts'), [], {
      cwd: root,
      execArgv: ['--import', 'tsx', ...(profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`] : [])],
      env: { ...process.env, PORT: String(port), DATABASE_PATH: path.join(dir, 'server.db'), NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const ready = await new Promise<{ warmMs: number }>((resolve, reject) => {
      child.once('message', (message) => resolve(message as { warmMs: number }));
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    });
    return new BenchServer(child, `http://127.0.0.1:${port}`, ready.warmMs);
  }

  private ask<T>(message: string): Promise<T> {
    return new Promise((resolve) => {
      this.child.once('message', (answer) => resolve(answer as T));
      this.child.send(message);
    });
  }

  reset = () => this.ask<unknown>('reset');
  report = () => this.ask<Report>('report');

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send('stop');
    await exited;
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

export async function main() {
  const tmp = path.join(here, '.tmp', `hostile-${process.pid}`);
  fs.mkdirSync(tmp, { recursive: true });
  let server: BenchServer | undefined;
  try {
    console.log('\n== Hostile input ==');
    const started = performance.now();
    const apkg = (bytes: Uint8Array) => () => form({ importMode: 'collection' }, 'ankiFile', 'hostile.apkg', bytes);
    const csv = (bytes: Uint8Array, name = 'hostile.csv') => () => form({}, 'csvFile', name, bytes);
    const quizlet = (text: string) => ({ deckName: 'Flood', quizletText: text, termDefDelimiterKey: 'tab', cardDelimiterKey: 'newline' });
    const cases: { name: string; url: string; size: number; body: () => FormData | object }[] = [];
    const add = (name: string, url: string, bytes: Uint8Array | string, body: () => FormData | object) =>
      cases.push({ name, url, size: typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length, body });

    const only = process.env.BENCH_HOSTILE_ONLY ?? '';
    if (only && !['confirm', 'apkg', 'classes'].includes(only)) throw new Error(`BENCH_HOSTILE_ONLY=${only}: expected confirm, apkg or classes`);
    const runClasses = !only || only === 'classes';
    const runConfirm = !only || only === 'confirm';
    const runApkg = !only || only === 'apkg';
    const classFilter = process.env.BENCH_HOSTILE_CLASS ?? '';
    if (runClasses) {
      const clozeFile = apkgWithField(hostileText.clozeUnterminated(23), { cloze: true });
      add('cloze: 23 unterminated {{c1:: (the 828-byte freeze)', '/api/import/anki/preview', clozeFile, apkg(clozeFile));
      const clozeBig = apkgWithField(hostileText.clozeUnterminated(6_000), { cloze: true });
      add('cloze: 6,000 unterminated openers', '/api/import/anki/preview', clozeBig, apkg(clozeBig));
      const divFile = apkgWithField(hostileText.divFlood(30_000));
      add('HTML: <div × 30,000 in one field', '/api/import/anki/preview', divFile, apkg(divFile));
      const commentFile = apkgWithField(hostileText.commentFlood(30_000));
      add('HTML: <!-- × 30,000', '/api/import/anki/preview', commentFile, apkg(commentFile));
      const tagFile = apkgWithField(hostileText.tagFlood(30_000));
      add('HTML: a tag that never ends (30,000 attrs)', '/api/import/anki/preview', tagFile, apkg(tagFile));
      const tinyName = `Anki: ${fmt(TINY_NOTES)} tiny notes`;
      if (!classFilter || tinyName.includes(classFilter)) {
        const tiny = tinyNotesPackage(TINY_NOTES, tmp);
        add(tinyName, '/api/import/anki/preview', tiny, apkg(tiny));
      }
      const bombHonest = zipBombHonest();
      add('zip bomb, honest headers (70 MB of zeros)', '/api/import/anki/preview', bombHonest, apkg(bombHonest));
      const bombLying = zipBombLying();
      add('zip bomb, lying headers', '/api/import/anki/preview', bombLying, apkg(bombLying));
      const traversal = pathTraversal();
      add('path-traversal member name', '/api/import/anki/preview', traversal, apkg(traversal));
      const garbage = garbageSqlite();
      add('garbage inner SQLite', '/api/import/anki/preview', garbage, apkg(garbage));
      const csvBig = csvRows(150_000);
      add('CSV: 150,000 rows', '/api/import/csv/analyze', csvBig, csv(csvBig));
      const xlsxBig = await xlsxRows(130_000);
      add('XLSX: 130,000 rows', '/api/import/csv/analyze', xlsxBig, csv(xlsxBig, 'hostile.xlsx'));
      const quizletBig = quizletLines(150_000);
      add('Quizlet: 150,000 lines', '/api/import/quizlet/preview', quizletBig, () => quizlet(quizletBig));
      // Within every limit, near the 16 MiB body cap: the largest paste the server must read
      // without holding its event loop (parsed in the worker since this stop).
      const pad = 'x'.repeat(60);
      const quizletLong = Array.from({ length: 99_000 }, (_, i) => `term ${i} ${pad}\tdefinition ${i} ${pad}`).join('\n');
      add('Quizlet: 99,000 long lines (within the limits)', '/api/import/quizlet/preview', quizletLong, () => quizlet(quizletLong));
    }
    const selected = cases.filter((entry) => !classFilter || entry.name.includes(classFilter));
    const confirmCsv = runConfirm ? csvRows(100_000) : new Uint8Array(0);
    const apkg20k = ankiPackage(basicCollection(20_000, 'Bench::Vocabulary'), 'anki2');
    console.log(`  inputs generated in ${fmt(performance.now() - started)} ms`);

    server = await BenchServer.start(tmp);
    const pid = server.child.pid ?? 0;
    console.log(`  server up; import worker started and warmed in ${fmt(server.warmMs)} ms; RSS ${fmt(memoryOf(pid).rss)} MB`);
    const attacker = await signedUp(server.base, 'attacker@example.com');

    console.log(`  ${machineLoad()}`);
    if (selected.length) console.log('  class | upload | status | request ms | longest event-loop block ms | peak RSS MB');
    const rows = [];
    for (const entry of selected) {
      await server.reset();
      const { result, peakRssMb } = await withRssSampling(pid, async () => {
        const at = performance.now();
        const res = await attacker.send('POST', entry.url, entry.body());
        return { ...res, ms: performance.now() - at };
      });
      const loop = await server.report();
      rows.push({ name: entry.name, status: result.status, ms: result.ms, blockMs: loop.maxMs, peakRssMb });
      const note = result.status >= 400 ? ` — ${String(result.body.message).slice(0, 70)}` : '';
      console.log(`  ${entry.name} | ${(entry.size / MB).toFixed(2)} MB | ${result.status} | ${fmt(result.ms)} | ${loop.maxMs.toFixed(0)} | ${fmt(peakRssMb)}${note}`);
    }

    const confirm = runConfirm ? await confirmWhileOthersWork(server, confirmCsv) : null;
    const apkgFigures = runApkg ? await apkgBesideAnkiReader(server, apkg20k) : null;
    return { rows, confirm, apkg20k: apkgFigures };
  } finally {
    await server?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** One user confirms 100,000 rows while a second lists their decks and a third creates decks. */
async function confirmWhileOthersWork(server: BenchServer, confirmCsv: Uint8Array) {
  const importer = await signedUp(server.base, 'importer@example.com');
  const reader = await signedUp(server.base, 'reader@example.com');
  await reader.send('POST', '/api/decks', { name: 'Mine', description: '' });
  const writer = await signedUp(server.base, 'writer@example.com');
  const analysis = await importer.send('POST', '/api/import/csv/analyze', form({}, 'csvFile', 'confirm.csv', confirmCsv));
  const temporaryImportId = analysis.body.temporaryImportId as string;
  await importer.send('POST', '/api/import/csv/preview', { temporaryImportId, deckName: 'Confirm', columnMapping: { term: 'term', definition: 'definition' } });
  await server.reset();
  const latencies: number[] = [];
  let confirming = true;
  const confirmAt = performance.now();
  const confirm = importer.send('POST', '/api/import/csv/confirm', { temporaryImportId }).then((res) => {
    confirming = false;
    return { ...res, ms: performance.now() - confirmAt };
  });
  // A third user writes meanwhile (creates decks): before issue 9's fix each write waited in
  // SQLite's busy_timeout for the whole confirm, holding the event loop.
  const writes: number[] = [];
  const failedWrites: string[] = [];
  const writing = (async () => {
    while (confirming) {
      const at = performance.now();
      const res = await writer.send('POST', '/api/decks', { name: `Meanwhile ${writes.length}`, description: '' });
      // Counted, not thrown: before the fix such a write could fail (database is locked).
      if (res.status !== 201) failedWrites.push(`${res.status} ${String(res.body.message ?? '').slice(0, 60)}`);
      writes.push(performance.now() - at);
    }
  })();
  while (confirming) {
    const at = performance.now();
    const res = await reader.send('GET', '/api/trpc/decks.list');
    if (res.status !== 200) throw new Error(`decks.list answered ${res.status}`);
    latencies.push(performance.now() - at);
  }
  await writing;
  const confirmed = await confirm;
  const confirmLoop = await server.report();
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}: ${confirmed.body.message}`);
  const p95 = percentile(latencies, 95);
  console.log(
    `  100,000-row CSV confirm: ${fmt(confirmed.ms)} ms; meanwhile another user's decks.list answered ${latencies.length} times, p95 ${p95.toFixed(1)} ms (goal ≤ 50: ${p95 <= 50 ? 'met' : 'MISSED'}), max ${Math.max(0, ...latencies.slice(0, 10_000)).toFixed(1)} ms; longest event-loop block ${confirmLoop.maxMs.toFixed(0)} ms (goal ≤ 100: ${confirmLoop.maxMs <= 100 ? 'met' : 'MISSED'})`,
  );
  console.log(
    `  meanwhile a third user's deck creations answered ${writes.length} times: p50 ${percentile(writes, 50).toFixed(1)} ms, p95 ${percentile(writes, 95).toFixed(1)} ms, max ${Math.max(0, ...writes).toFixed(1)} ms; failed ${failedWrites.length}${failedWrites.length ? ` (${failedWrites[0]})` : ''}`,
  );
  return { ms: confirmed.ms, p95, blockMs: confirmLoop.maxMs, reads: latencies.length };
}


/**
 * The 20,000-note .apkg: our preview over HTTP (upload, worker, parse, cache write, answer)
 * beside anki-reader reading the same bytes in this process. The two sides alternate run by run,
 * so a burst of load from elsewhere on this shared machine lands on both; warm-up runs of each
 * are dropped and the medians compared.
 */
async function apkgBesideAnkiReader(server: BenchServer, apkg20k: Uint8Array) {
  const importer = await signedUp(server.base, 'apkg@example.com');
  const ours = async () => {
    const at = performance.now();
    const res = await importer.send('POST', '/api/import/anki/preview', form({ importMode: 'collection' }, 'ankiFile', 'bench.apkg', apkg20k));
    const ms = performance.now() - at;
    if (res.status !== 200) throw new Error(`preview answered ${res.status}: ${String(res.body.message)}`);
    if ((res.body.errorSummary as { totalCardsAttempted?: number } | undefined)?.totalCardsAttempted !== 20_000) throw new Error('preview did not read 20,000 cards');
    await importer.send('DELETE', `/api/import/anki/cache/${String(res.body.temporaryImportId)}`);
    return ms;
  };
  const theirs = async () => {
    const at = performance.now();
    const { collection } = await readAnkiPackage(new Blob([Buffer.from(apkg20k)]));
    let cards = 0;
    for (const deck of Object.values(collection.getDecks())) {
      for (const card of Object.values(deck.getCards())) if (card.getRawCard()) cards++;
    }
    const ms = performance.now() - at;
    if (cards !== 20_000) throw new Error(`anki-reader saw ${cards} cards`);
    return ms;
  };
  const WARM_UP = 3;
  const runs = Math.max(7, Number(process.env.BENCH_HOSTILE_RUNS ?? 9));
  const previews: number[] = [];
  const readerRuns: number[] = [];
  for (let run = 0; run < WARM_UP + runs; run++) {
    // Alternate which side goes first, so neither always follows the other's garbage.
    let oursMs: number;
    let theirsMs: number;
    if (run % 2 === 0) {
      oursMs = await ours();
      theirsMs = await theirs();
    } else {
      theirsMs = await theirs();
      oursMs = await ours();
    }
    if (run < WARM_UP) continue;
    previews.push(oursMs);
    readerRuns.push(theirsMs);
  }
  const oursMs = median(previews);
  const theirsMs = median(readerRuns);
  const ratio = oursMs / theirsMs;
  console.log(
    `  20,000-note .apkg (${(apkg20k.length / MB).toFixed(2)} MB): our preview over HTTP median ${fmt(oursMs)} ms (runs ${previews.map(fmt).join(', ')}) vs anki-reader in process median ${fmt(theirsMs)} ms (runs ${readerRuns.map(fmt).join(', ')}) = ${ratio.toFixed(2)}× (goal ≤ 1.0: ${ratio <= 1 ? 'met' : 'MISSED'}); ${runs} runs each after ${WARM_UP} warm-up, alternating`,
  );
  return { ours: oursMs, theirs: theirsMs, ratio };
}

if (process.argv[1] && path.resolve(process.argv[1]) === thisFile) {
  await main();
}
