// Issue 49, point 13: how long other requests wait while an account export of EXPORT_LOGS review
// logs (200,000 by default) runs, and in the seconds after it (a full collection asked for after
// a long job, server/idleCollect.ts, comes 5 s after the export ends). The event-loop block the
// long-jobs bench reads misses a stall that happens after the export answered, or inside V8 (a
// collection's pause); this one measures what a user feels: a client asks /api/health again 2 ms
// after each answer, from the export's start until AFTER_MS after it ends, and keeps the worst
// answer time, when it came, and how many answers took over 100 ms. Goal: worst ≤ 300 ms.
// Run alone: node --import tsx bench/security4/export.ts (EXPORT_LOGS=…, EXPORT_TRACE_GC=1 prints
// the server's garbage-collection pauses over 20 ms, EXPORT_BUILT=1 runs the compiled server).
import { seedReviewHistory } from '../lib/reviewHistory.js';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppProcess, type AppProcess } from '../../server/test/appProcess.js';
import { memoryOf } from '../../server/test/process.js';
import { Client } from '../lib/client.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const LOGS = Number(process.env.EXPORT_LOGS ?? 200_000);
const CARDS = Math.max(1_000, Math.round(LOGS / 14));
const AFTER_MS = 8_000;


interface Answer {
  /** Since the export's request went out, ms. */
  at: number;
  ms: number;
  /** The main thread's CPU time meanwhile (the health poller only). */
  busyMs?: number;
}

/** The server's main thread's CPU time, ms (Linux per-thread counters, 10 ms ticks). */
function mainThreadCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Asks `url` 2 ms after each answer until `until()`; every answer's time. */
async function poll(url: string, headers: Record<string, string>, t0: number, until: () => boolean, pid?: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  while (!until()) {
    const sent = performance.now();
    const cpu = pid ? mainThreadCpuMs(pid) : 0;
    await fetch(url, { headers })
      .then((res) => res.arrayBuffer())
      .catch(() => undefined);
    answers.push({ at: sent - t0, ms: performance.now() - sent, busyMs: pid ? mainThreadCpuMs(pid) - cpu : undefined });
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return answers;
}

const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

function summary(name: string, answers: Answer[], from = 0): string {
  if (answers.length === 0) return `  ${name}: no answers`;
  const worst = answers.reduce((a, b) => (b.ms > a.ms ? b : a));
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
  const slow = answers.filter((a) => a.ms > 100).length;
  const busy = Math.max(...answers.map((a) => a.busyMs ?? 0));
  return `  ${name.padEnd(30)} ${String(answers.length).padStart(5)} answers, worst ${worst.ms.toFixed(0).padStart(4)} ms (at ${((worst.at - from) / 1000).toFixed(2)} s), p99 ${p99.toFixed(0)} ms, ${slow} over 100 ms${busy ? `, main thread busy ≤ ${busy} ms in one` : ''} (goal worst ≤ 300: ${worst.ms <= 300 ? 'met' : 'MISSED'})`;
}

export async function main(): Promise<void> {
  const tmp = path.join(here, '..', '.tmp', `security4-export-${process.pid}`);
  fs.mkdirSync(tmp, { recursive: true });
  let app: AppProcess | undefined;
  const gcLog = path.join(tmp, 'stderr.log');
  try {
    console.log(`\n== Security round 4: other requests during and after an account export of ${LOGS.toLocaleString('en-US')} review logs ==`);
    const dbPath = path.join(tmp, 'server.db');
    const trace = Boolean(process.env.EXPORT_TRACE_GC);
    // --trace-gc writes to the server's stdout, which gcLog.cjs puts on the log file.
    app = await startAppProcess(
      { MALLOC_MMAP_THRESHOLD_: '131072', NODE_ENV: 'production', DATABASE_PATH: dbPath, COOKIE_SECURE: 'false', AUTH_RATE_LIMIT: '1000', ...(trace ? { GC_LOG: gcLog } : {}) },
      { timeoutMs: 60_000, built: Boolean(process.env.EXPORT_BUILT), nodeArgs: trace ? ['--trace-gc', '--require', path.join(here, 'gcLog.cjs')] : [] },
    );
    const { url: base, pid } = app;
    const owner = new Client(base);
    await owner.json('GET', '/api/auth/me');
    await owner.json('POST', '/api/auth/signup', { email: 'owner@example.com', password: 'correct horse battery' });
    seedReviewHistory(dbPath, 1, CARDS, LOGS);
    for (let tries = 0; tries < 4; tries++) await fetch(`${base}/api/health`).then((res) => res.arrayBuffer()).catch(() => undefined);
    const headers = owner.headers();
    // Another user, whose cheap authenticated request goes through the session and the database.
    const other = new Client(base);
    await other.json('GET', '/api/auth/me');
    await other.json('POST', '/api/auth/signup', { email: 'other@example.com', password: 'correct horse battery' });
    console.log(`  load before: ${loadavg()}; server RSS ${memoryOf(pid).rss.toFixed(0)} MB`);

    for (const run of [1, 2]) {
      if (trace) fs.writeFileSync(gcLog, '');
      const t0 = performance.now();
      let exportEnd = Infinity;
      let zipBytes = 0;
      const until = () => performance.now() > exportEnd + AFTER_MS;
      const answers = poll(`${base}/api/health`, {}, t0, until, pid);
      const others = poll(`${base}/api/auth/me`, other.headers(), t0, until);
      const cpu = mainThreadCpuMs(pid);
      const res = await fetch(`${base}/api/account/export`, { headers });
      zipBytes = (await res.arrayBuffer()).byteLength;
      exportEnd = performance.now();
      const exportCpu = mainThreadCpuMs(pid) - cpu;
      const all = await answers;
      const me = await others;
      const end = exportEnd - t0;
      console.log(`  export ${run}: ${res.status}, ${(end / 1000).toFixed(2)} s, zip ${(zipBytes / 2 ** 20).toFixed(1)} MB, server main thread ${exportCpu} ms CPU, RSS ${memoryOf(pid).rss.toFixed(0)} MB ${AFTER_MS / 1000} s after`);
      console.log(summary('health, during the export', all.filter((a) => a.at < end)));
      console.log(summary(`health, ${AFTER_MS / 1000} s after it`, all.filter((a) => a.at >= end), end));
      console.log(summary('auth/me, during the export', me.filter((a) => a.at < end)));
      console.log(summary(`auth/me, ${AFTER_MS / 1000} s after it`, me.filter((a) => a.at >= end), end));
      if (trace) {
        const pauses = fs
          .readFileSync(gcLog, 'utf8')
          .split('\n')
          .filter((l) => /Mark-Compact|Scavenge|Minor/.test(l))
          .map((l) => ({ l, ms: Number(/MB, ([\d.]+) \//.exec(l)?.[1] ?? 0) }))
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 3);
        if (process.env.EXPORT_TRACE_GC !== '1') fs.copyFileSync(gcLog, `${process.env.EXPORT_TRACE_GC}.${run}`);
        const measure = fs.readFileSync(gcLog, 'utf8').split('\n').filter((l) => /measure memory/i.test(l));
        for (const l of measure) console.log(`    the collection asked for after the job: ${l.replace(/^\[[^\]]*\]\s*/, '').trim().slice(0, 140)}`);
        for (const p of pauses) console.log(`    longest gc pauses: ${p.l.replace(/^\[[^\]]*\]\s*/, '').trim().slice(0, 110)} … ${/(allocation failure|task|measure memory|finalize[^;]*|[a-z ]+requested)[^;]*;?\s*$/.exec(p.l)?.[0] ?? ''}`);
      }
    }
    console.log(`  load after: ${loadavg()}`);
  } finally {
    await app?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
