// Issue 49 point 4, the Anki part (docs/security.md, "Round 4: Anki rendered output"): three small
// packages whose cards render to far more text than they hold, each through a fresh real server
// (bench/hostileServer.ts: the app on a database file, import workers on). Per package: the
// answer and its time, the server's RSS growth (VmHWM, the kernel's high-water mark, reset
// before the upload, minus the idle RSS), the longest event-loop block (the server's own
// histogram), and meanwhile the slowest answer to /api/health and to another user's deck
// creation (a write, which waits for SQLite's write lock: the import worker's cache row holds
// it while it is written), each asked every 25 ms.
//   node --import tsx bench/security4/anki.ts
//   BENCH_ANKI4_CASE=<text>   only the cases whose name contains it
//   BENCH_ANKI4_PROF=<dir>    the server (and its workers) write --cpu-prof files there
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apkgWithBigImage } from '../../server/test/hostileFiles.js';
import { apkgClozeFlood, apkgIdenticalNotes, apkgTemplateFlood } from '../../server/test/hostileFiles4Anki.js';
import { memoryOf } from '../../server/test/process.js';
import { ask, startHostileServer, stopHostileServer } from '../lib/hostileChild.js';
import { Client } from '../lib/client.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const ANSWER_TIMEOUT_MS = 240_000;

interface Case {
  name: string;
  bytes: () => Uint8Array;
}

const CASES: Case[] = [
  { name: 'baseline: a 2-card apkg', bytes: () => apkgWithBigImage(64) },
  { name: '100 templates × 100 notes, a 1.8 KB field ten times a side', bytes: () => apkgTemplateFlood() },
  { name: '4,000 identical notes, cards of ~18 KB', bytes: () => apkgIdenticalNotes() },
  { name: '200 cloze notes × 500 deletions', bytes: () => apkgClozeFlood() },
  // The most a package like the second can make under the budget (~31 million characters).
  { name: 'under the budget: 1,700 identical notes', bytes: () => apkgIdenticalNotes({ notes: 1_700 }) },
];

async function startServer(dir: string): Promise<ChildProcess & { base: string }> {
  const { child, base } = await startHostileServer(dir, { profDir: process.env.BENCH_ANKI4_PROF });
  return Object.assign(child, { base });
}


const stop = stopHostileServer;

/** Runs `request` every 25 ms until `done` resolves; answers the slowest answer's time. */
async function slowestWhile(done: Promise<unknown>, request: () => Promise<unknown>): Promise<number> {
  let finished = false;
  void done.finally(() => (finished = true));
  let slowest = 0;
  while (!finished) {
    const at = performance.now();
    await request().catch(() => undefined);
    slowest = Math.max(slowest, performance.now() - at);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return slowest;
}

export interface AnkiRow {
  name: string;
  uploadBytes: number;
  status: number;
  ms: number;
  blockMs: number;
  rssGrowthMb: number;
  healthMs: number;
  writeMs: number;
  message: string;
}

export async function main(): Promise<void> {
  const only = process.env.BENCH_ANKI4_CASE ?? '';
  console.log('\n== Security round 4: Anki rendered output (issue 49 point 4) ==');
  console.log(`  machine load average: ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  console.log('  package | upload | status | answer ms | RSS growth MB (VmHWM − idle) | longest event-loop block ms | slowest /api/health ms | slowest deck creation ms | answer');
  const rows: AnkiRow[] = [];
  for (const entry of CASES.filter((c) => !only || c.name.includes(only))) {
    const bytes = entry.bytes();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-anki4-'));
    const child = await startServer(dir);
    const pid = child.pid ?? 0;
    try {
      const client = new Client(child.base);
      await client.send('GET', '/api/auth/me');
      await client.send('POST', '/api/auth/signup', { email: 'attacker@example.com', password: 'correct horse battery' });
      const other = new Client(child.base);
      await other.send('GET', '/api/auth/me');
      await other.send('POST', '/api/auth/signup', { email: 'bystander@example.com', password: 'correct horse battery' });
      let decks = 0;
      const idle = memoryOf(pid).rss;
      fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // VmHWM back to the current RSS
      await ask(child, 'reset');
      const form = new FormData();
      form.append('importMode', 'single_deck');
      form.append('ankiFile', new Blob([Buffer.from(bytes)]), 'hostile.apkg');
      const at = performance.now();
      const answer = fetch(`${child.base}/api/import/anki/preview`, { method: 'POST', headers: client.headers(), body: form, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) })
        .then(async (res) => ({ status: res.status, ms: performance.now() - at, body: (await res.json()) as { message?: string; previewCards?: unknown[]; errorSummary?: { totalCardsAttempted: number } } }))
        .catch((error: Error) => ({ status: 0, ms: performance.now() - at, body: { message: `no answer: ${error.message}` } as { message?: string; errorSummary?: { totalCardsAttempted: number } } }));
      const [healthMs, writeMs] = await Promise.all([
        slowestWhile(answer, () => fetch(`${child.base}/api/health`).then((res) => res.arrayBuffer())),
        slowestWhile(answer, () => other.send('POST', '/api/decks', { name: `Deck ${++decks}` })),
      ]);
      const { status, ms, body } = await answer;
      const alive = child.exitCode === null && child.signalCode === null;
      const loop = alive ? await ask<{ maxMs: number }>(child, 'report') : { maxMs: NaN };
      const peak = alive ? memoryOf(pid).peak : NaN;
      const message = status === 200 ? `preview of ${body.errorSummary?.totalCardsAttempted ?? '?'} cards` : String(body.message ?? '').slice(0, 140);
      const row = { name: entry.name, uploadBytes: bytes.length, status, ms, blockMs: loop.maxMs, rssGrowthMb: peak - idle, healthMs, writeMs, message };
      rows.push(row);
      console.log(
        `  ${row.name} | ${(row.uploadBytes / 1024).toFixed(0)} KB | ${status} | ${Math.round(ms).toLocaleString('en-US')} | ${Math.round(row.rssGrowthMb)} (idle ${Math.round(idle)}) | ${loop.maxMs.toFixed(0)} | ${Math.round(healthMs)} | ${Math.round(writeMs)} | ${message}`,
      );
    } finally {
      await stop(child);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(`  machine load average after: ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
