// Issue 49, point 12: media serving under parallel readers. READERS clients (8) each download a
// MEDIA_MB (3 MB) file ROUNDS times in a row, from a real server process on its own SQLite file,
// while another client asks /api/health, and a logged-in one /api/auth/me, again 2 ms after each
// answer: their worst answer time is what a user of the same server feels while the files go out.
// The server's main-thread CPU time during the longest /api/health wait says whether the event
// loop itself was busy or the process was waiting for a core (2 cores shared with other work).
// Goal: other requests' worst answer ≤ 300 ms. The readers are in this process, the server in
// its own, so the client's reading is not in the server's figures.
// Run alone: node --import tsx bench/security4/media.ts (MEDIA_READERS, MEDIA_MB, MEDIA_ROUNDS;
// MEDIA_TRACE_GC=<file> writes the server's --trace-gc lines there).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '../../server/db.js';
import { saveMedia } from '../../server/repos/media.js';
import { startAppProcess, type AppProcess } from '../../server/test/appProcess.js';
import { memoryOf } from '../../server/test/process.js';
import { Client } from '../lib/client.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const READERS = Number(process.env.MEDIA_READERS ?? 8);
const SIZE = Number(process.env.MEDIA_MB ?? 3) * 2 ** 20;
const ROUNDS = Number(process.env.MEDIA_ROUNDS ?? 6);

function mainThreadCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Answer {
  ms: number;
  busyMs: number;
}

async function poll(url: string, headers: Record<string, string>, pid: number, until: () => boolean): Promise<Answer[]> {
  const answers: Answer[] = [];
  while (!until()) {
    const sent = performance.now();
    const cpu = mainThreadCpuMs(pid);
    const status = await fetch(url, { headers })
      .then(async (res) => (await res.arrayBuffer(), res.status))
      .catch(() => 0);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    answers.push({ ms: performance.now() - sent, busyMs: mainThreadCpuMs(pid) - cpu });
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return answers;
}

// The readers run in a process of their own: reading 8 streams as fast as they come keeps an
// event loop busy, and in this one it would delay the pollers' own answers.
const READER_SCRIPT = `
const [url, headers, readers, rounds, size] = JSON.parse(process.argv[1]);
const slowest = await Promise.all(Array.from({ length: readers }, async () => {
  let worst = 0;
  for (let round = 0; round < rounds; round++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    let received = 0;
    for await (const chunk of res.body) received += chunk.byteLength;
    if (res.status !== 200 || received !== size) throw new Error('a reader got ' + res.status + ', ' + received + ' bytes');
    worst = Math.max(worst, performance.now() - t0);
  }
  return worst;
}));
console.log(JSON.stringify(slowest));
`;

async function readers(url: string, headers: Record<string, string>): Promise<number[]> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', READER_SCRIPT, JSON.stringify([url, headers, READERS, ROUNDS, SIZE])], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the readers exited with ${code}`);
  return JSON.parse(out) as number[];
}

const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

function summary(name: string, answers: Answer[]): string {
  const worst = answers.reduce((a, b) => (b.ms > a.ms ? b : a));
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
  return `  ${name.padEnd(13)} ${String(answers.length).padStart(5)} answers, worst ${worst.ms.toFixed(0).padStart(4)} ms (main thread busy ${worst.busyMs} ms of it), p99 ${p99.toFixed(0)} ms, ${answers.filter((a) => a.ms > 100).length} over 100 ms, longest busy ${Math.max(...answers.map((a) => a.busyMs))} ms (goal worst ≤ 300: ${worst.ms <= 300 ? 'met' : 'MISSED'})`;
}

export async function main(): Promise<void> {
  const tmp = path.join(here, '..', '.tmp', `security4-media-${process.pid}`);
  fs.mkdirSync(tmp, { recursive: true });
  let app: AppProcess | undefined;
  try {
    console.log(`\n== Security round 4: other requests while ${READERS} readers download a ${SIZE / 2 ** 20} MB file ${ROUNDS} times each ==`);
    const dbPath = path.join(tmp, 'server.db');
    app = await startAppProcess(
      { MALLOC_MMAP_THRESHOLD_: '131072', NODE_ENV: 'production', DATABASE_PATH: dbPath, COOKIE_SECURE: 'false', AUTH_RATE_LIMIT: '1000', ...(process.env.MEDIA_TRACE_GC ? { GC_LOG: process.env.MEDIA_TRACE_GC } : {}) },
      { timeoutMs: 60_000, built: Boolean(process.env.MEDIA_BUILT), nodeArgs: process.env.MEDIA_TRACE_GC ? ['--trace-gc', '--require', path.join(here, 'gcLog.cjs')] : [] },
    );
    const { url: base, pid } = app;
    const owner = new Client(base);
    await owner.json('GET', '/api/auth/me');
    await owner.json('POST', '/api/auth/signup', { email: 'owner@example.com', password: 'correct horse battery' });
    const other = new Client(base);
    await other.json('GET', '/api/auth/me');
    await other.json('POST', '/api/auth/signup', { email: 'other@example.com', password: 'correct horse battery' });

    // The file, written straight into the server's database (a PNG signature, then noise).
    const bytes = Buffer.alloc(SIZE);
    for (let at = 0; at < SIZE; at += 32) createHash('sha256').update(String(at)).digest().copy(bytes, at);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
    const db = createDb(dbPath);
    const id = await saveMedia(db, 1, bytes, 'image/png', Date.now());
    const { public_id: publicId } = await db.selectFrom('media').select('public_id').where('id', '=', id).executeTakeFirstOrThrow();
    await db.destroy();
    const url = `${base}/api/media/${publicId}`;
    const headers = owner.headers();
    // One read first: the route's code is compiled and the file's pages are in the page cache.
    if ((await (await fetch(url, { headers })).arrayBuffer()).byteLength !== SIZE) throw new Error('the warm-up read was short');

    for (const run of [1, 2]) {
      const load = loadavg();
      let done = false;
      const health = poll(`${base}/api/health`, {}, pid, () => done);
      const me = poll(`${base}/api/auth/me`, other.headers(), pid, () => done);
      const started = performance.now();
      const cpu = mainThreadCpuMs(pid);
      const slowest = await readers(url, headers);
      const wall = performance.now() - started;
      const used = mainThreadCpuMs(pid) - cpu;
      done = true;
      const [h, m] = await Promise.all([health, me]);
      console.log(
        `  run ${run}: ${READERS * ROUNDS} downloads (${((READERS * ROUNDS * SIZE) / 2 ** 20).toFixed(0)} MB) in ${(wall / 1000).toFixed(2)} s, slowest ${Math.max(...slowest).toFixed(0)} ms; server main thread ${used} ms CPU; RSS ${memoryOf(pid).rss.toFixed(0)} MB; load ${load} → ${loadavg()}`,
      );
      console.log(summary('health', h));
      console.log(summary('auth/me', m));
    }
  } finally {
    await app?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
