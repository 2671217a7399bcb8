// PostgreSQL beside SQLite (issue 11): the learning-engine data set (bench/engine.ts's seed:
// 100 decks × 500 cards, 30,000 review logs) in a SQLite file and in a throwaway PostgreSQL
// cluster (fsync on, as a real server), each served by the real app in a child process.
// Prints decks.list p95, sessions.submit p95 at a steady 100 req/s, closed-loop submit
// throughput with one app process, and on PostgreSQL with two app processes on the same database,
// with the CPU each part used. Run alone: node --import tsx bench/postgres.ts
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startPgCluster } from '../server/test/pgCluster.js';
import { cannon, latency, seed, seeded, steady } from './engine.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const thisFile = fileURLToPath(import.meta.url);
const CLOSED_LOOP_SECONDS = 10;
const CONNECTIONS = 50;

// ---------- child: one app process ----------

async function runServer() {
  const { buildApp } = await import('../server/app.js');
  const { loadConfig } = await import('../server/config.js');
  const config = { ...loadConfig({ NODE_ENV: 'production' }), cookieSecure: false, clientDir: '/nonexistent', databasePoolSize: 10 };
  const app = await buildApp({ dbPath: process.env.BENCH_DB!, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (app.server.address() as { port: number }).port });
  process.on('message', async (msg) => {
    if (msg === 'stop') {
      await app.close();
      process.exit(0);
    }
  });
}

interface Server {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

async function startServer(target: string): Promise<Server> {
  const child: ChildProcess = fork(thisFile, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_POSTGRES_ROLE: 'server', BENCH_DB: target, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}

// ---------- CPU accounting from /proc (Linux) ----------

const TICKS_PER_SECOND = 100;

function cpuSecondsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime + stime
  } catch {
    return 0;
  }
}

/** CPU seconds of the postmaster and all its children (backends, WAL writer, checkpointer…). */
function postgresCpuSeconds(postmaster: number): number {
  let total = cpuSecondsOf(postmaster);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) total += cpuSecondsOf(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

// ---------- parent ----------

type Seeded = Awaited<ReturnType<typeof seed>>;

function submitBodies(deckCards: Seeded['deckCards'], seedValue: number) {
  const rng = seeded(seedValue);
  const deckIds = [...deckCards.keys()];
  return () => {
    const id = deckIds[Math.floor(rng() * deckIds.length)];
    const cards = deckCards.get(id)!;
    const start = Math.floor(rng() * (cards.length - 15));
    const results = cards.slice(start, start + 15).map((cardId) => ({ cardId, isCorrect: rng() < 0.85, gameType: 'multiple-choice', answerTimeMs: 3000, usedHint: false }));
    return JSON.stringify({ sessionId: randomUUID(), deckId: id, results });
  };
}

function headersFor(token: string) {
  const xsrf = 'bench-xsrf-token';
  return { cookie: `cardcade_session=${token}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
}

/** Closed-loop submits spread over the given app processes; req/s summed, CPU per part. */
async function closedLoop(servers: Server[], seeded: Seeded, postmaster: number | null) {
  const headers = headersFor(seeded.token);
  const before = { apps: servers.map((s) => cpuSecondsOf(s.pid)), db: postmaster ? postgresCpuSeconds(postmaster) : 0, load: process.cpuUsage() };
  const runs = await Promise.all(
    servers.map((server, i) => {
      const body = submitBodies(seeded.deckCards, 1000 + i);
      return cannon({
        url: server.base,
        connections: Math.round(CONNECTIONS / servers.length),
        duration: CLOSED_LOOP_SECONDS,
        requests: [{ method: 'POST', path: '/api/trpc/sessions.submit', headers, setupRequest: (req: Record<string, unknown>) => ({ ...req, body: body() }) }],
      });
    }),
  );
  const load = process.cpuUsage(before.load);
  const total = runs.reduce((sum, r) => sum + r.total, 0);
  const cpu = {
    apps: servers.reduce((sum, s, i) => sum + cpuSecondsOf(s.pid) - before.apps[i], 0),
    db: postmaster ? postgresCpuSeconds(postmaster) - before.db : 0,
    load: (load.user + load.system) / 1e6,
  };
  return {
    requestsPerSec: runs.reduce((sum, r) => sum + r.requestsPerSec, 0),
    p95: Math.max(...runs.map((r) => r.p95)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    total,
    cpu,
  };
}

const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number) => n.toFixed(2);

export async function main(): Promise<Record<string, number>> {
  const tmp = path.join(here, '.tmp');
  fs.mkdirSync(tmp, { recursive: true });
  const sqlitePath = path.join(tmp, `postgres-bench-${process.pid}.db`);
  const cluster = await startPgCluster({ durable: true });
  const servers: Server[] = [];
  try {
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('create database bench');
    await admin.end();
    const pgUrl = cluster.url('bench');

    let started = performance.now();
    const sqliteData = await seed(sqlitePath);
    const sqliteSeed = (performance.now() - started) / 1000;
    started = performance.now();
    const pgData = await seed(pgUrl);
    const pgSeed = (performance.now() - started) / 1000;
    console.log(`\n## PostgreSQL beside SQLite (engine data set: 100 decks × 500 cards, ${pgData.reviewLogs} review logs; seeded in ${f1(sqliteSeed)} s on SQLite, ${f1(pgSeed)} s on PostgreSQL)`);
    console.log('PostgreSQL 15 throwaway cluster on 127.0.0.1 with default durability (fsync on); app pool size 10 per process.');
    console.log(`Load average when starting: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (${os.cpus().length} cores): wall times include waiting for other processes.\n`);

    const figures: Record<string, number> = {};
    const rows: string[] = [];
    for (const [name, target, data] of [['SQLite', sqlitePath, sqliteData], ['PostgreSQL', pgUrl, pgData]] as const) {
      const server = await startServer(target);
      servers.push(server);
      const headers = headersFor(data.token);
      const postmaster = name === 'PostgreSQL' ? cluster.postmasterPid() : null;
      const cpuBefore = { app: cpuSecondsOf(server.pid), db: postmaster ? postgresCpuSeconds(postmaster) : 0 };
      const list = await latency(`${server.base}/api/trpc/decks.list`, headers);
      // 220 calls (20 warm-up + 200 samples): CPU per call holds up better than wall time on a busy machine.
      const listCpu = { app: ((cpuSecondsOf(server.pid) - cpuBefore.app) / 220) * 1000, db: postmaster ? ((postgresCpuSeconds(postmaster) - cpuBefore.db) / 220) * 1000 : 0 };
      const paced = await steady({ url: `${server.base}/api/trpc/sessions.submit`, connections: CONNECTIONS, rate: 100, seconds: 10, headers, body: submitBodies(data.deckCards, 7) });
      const loop = await closedLoop([server], data, postmaster);
      figures[`${name}.decksListP95`] = list.p95;
      figures[`${name}.submitP95At100`] = paced.p95;
      figures[`${name}.closedLoopOne`] = loop.requestsPerSec;
      figures[`${name}.decksListCpuMs`] = listCpu.app + listCpu.db;
      rows.push(
        `  ${name.padEnd(11)} decks.list p50 ${f2(list.p50)} / p95 ${f2(list.p95)} ms | submit at 100 req/s p95 ${f1(paced.p95)} ms (errors ${paced.errors}/${paced.total}) | closed loop, 1 process: ${loop.requestsPerSec.toFixed(0)} req/s, p95 ${f1(loop.p95)} ms, errors ${loop.errors}` +
          `\n              CPU per decks.list: app ${f2(listCpu.app)} ms, PostgreSQL ${f2(listCpu.db)} ms` +
          `\n              CPU per submit: app ${f2((loop.cpu.apps / loop.total) * 1000)} ms, PostgreSQL ${f2((loop.cpu.db / loop.total) * 1000)} ms, load generator ${f2((loop.cpu.load / loop.total) * 1000)} ms`,
      );
      console.log(rows.at(-1));
      await server.stop();
      servers.pop();
    }

    // Two app processes on the same PostgreSQL, the load split between them.
    const two = [await startServer(pgUrl), await startServer(pgUrl)];
    servers.push(...two);
    const loop = await closedLoop(two, pgData, cluster.postmasterPid());
    figures['PostgreSQL.closedLoopTwo'] = loop.requestsPerSec;
    const ratio = loop.requestsPerSec / figures['PostgreSQL.closedLoopOne'];
    figures['PostgreSQL.twoToOneRatio'] = ratio;
    console.log(
      `  PostgreSQL, 2 app processes: closed loop ${loop.requestsPerSec.toFixed(0)} req/s (p95 ${f1(loop.p95)} ms, errors ${loop.errors}) = ${f2(ratio)}× one process` +
        `\n              CPU per submit: apps ${f2((loop.cpu.apps / loop.total) * 1000)} ms, PostgreSQL ${f2((loop.cpu.db / loop.total) * 1000)} ms, load generator ${f2((loop.cpu.load / loop.total) * 1000)} ms` +
        `\n              CPU busy over ${CLOSED_LOOP_SECONDS} s: apps ${f1(loop.cpu.apps)} s, PostgreSQL ${f1(loop.cpu.db)} s, load generator ${f1(loop.cpu.load)} s (2 cores = ${2 * CLOSED_LOOP_SECONDS} s)`,
    );
    for (const s of two) await s.stop();
    servers.length = 0;

    const goal = (v: number) => (v <= 20 ? 'met' : 'MISSED');
    console.log(
      `\nGoals: decks.list p95 ≤ 20 ms: SQLite ${f2(figures['SQLite.decksListP95'])} ms ${goal(figures['SQLite.decksListP95'])}, PostgreSQL ${f2(figures['PostgreSQL.decksListP95'])} ms ${goal(figures['PostgreSQL.decksListP95'])}`,
    );
    return figures;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await cluster.stop();
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(sqlitePath + suffix, { force: true });
  }
}

if (process.env.BENCH_POSTGRES_ROLE === 'server') {
  await runServer();
} else if (process.argv[1] && path.resolve(process.argv[1]) === thisFile) {
  await main();
}
