// Issue #31 (4): serving a large media file. Four parallel GETs of one 20 MB file (a PNG signature
// followed by zeros, as in the issue) through a real listening server on a SQLite file database:
// the slowest request's time, the longest event-loop block (perf_hooks, 5 ms resolution: wall
// time, so on a loaded machine it includes waiting for a core), the longest stretch of CPU the
// main thread spent between two 1 ms timer ticks (Linux per-thread counters, 10 ms ticks: what the
// event loop itself was busy with, whatever the load) and the process's peak RSS (VmHWM, reset before each case). "before" is the handler as it was until
// this change (select the whole BLOB, send the Buffer), registered beside the real route for
// comparison; "after" is GET /api/media/{publicId} (slices read inside the database, streamed).
// Client and server share this process, so the figures include the client's reading.
// Run alone: npm run bench -- media-serving (MEDIA_SERVE_MB=200 for a larger file;
// MEDIA_SERVE_DB=postgres for a throwaway PostgreSQL cluster instead of the SQLite file, or
// MEDIA_SERVE_DB=both).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.js';
import { testConfig } from '../server/config.js';
import { createDb, migrateToLatest } from '../server/db.js';
import { startPgCluster, type PgCluster } from '../server/test/pgCluster.js';
import { findOwnedMedia, saveMedia } from '../server/repos/media.js';
import { sniffMediaMime } from '../shared/media.js';

const MB = 1024 * 1024;
const PARALLEL = 4;

function vmHwmMb(): number {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
/** CPU milliseconds the main thread used so far (user + system; /proc counts in 10 ms ticks). */
function mainThreadCpuMs(): number {
  const stat = fs.readFileSync(`/proc/${process.pid}/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
function resetHwm() {
  try {
    fs.writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // not permitted: the peak then covers the whole run
  }
}

async function measure(label: string, url: string, cookie: string, size: number) {
  if (global.gc) global.gc();
  resetHwm();
  const baseline = process.memoryUsage().rss / MB;
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  // RSS sampled every 5 ms during the GETs (/proc's VmHWM also counts the setup's own peak).
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss / MB)), 5);
  let cpuAtTick = mainThreadCpuMs();
  let busiest = 0;
  const ticker = setInterval(() => {
    const cpu = mainThreadCpuMs();
    busiest = Math.max(busiest, cpu - cpuAtTick);
    cpuAtTick = cpu;
  }, 1);
  const started = performance.now();
  const times = await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      let received = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) received += chunk.byteLength;
      if (res.status !== 200 || received !== size) throw new Error(`${label}: ${res.status}, ${received} bytes`);
      return performance.now() - t0;
    }),
  );
  const wall = performance.now() - started;
  loop.disable();
  clearInterval(sampler);
  clearInterval(ticker);
  peak = Math.max(peak, process.memoryUsage().rss / MB);
  console.log(
    `  ${label.padEnd(7)} | ${Math.max(...times).toFixed(0).padStart(6)} ms (all ${PARALLEL}: ${wall.toFixed(0)} ms) | longest block ${(loop.max / 1e6).toFixed(0).padStart(5)} ms wall, ${busiest.toFixed(0).padStart(4)} ms busy | peak RSS ${peak.toFixed(0)} MB (before the GETs ${baseline.toFixed(0)} MB; VmHWM ${vmHwmMb().toFixed(0)} MB)`,
  );
}

/** One case in this process (a fresh process per case, so one case's garbage is not the next one's RSS). */
async function runCase(which: 'before' | 'after', database: 'sqlite' | 'postgres') {
  const size = Number(process.env.MEDIA_SERVE_MB ?? 20) * MB;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-media-serving-'));
  // PostgreSQL: a throwaway cluster with fsync on, as a real server (bench/postgres.ts).
  const cluster: PgCluster | null = database === 'postgres' ? await startPgCluster({ durable: true }) : null;
  const db = createDb(cluster ? cluster.url('postgres') : path.join(dir, 'bench.db'));
  await migrateToLatest(db);
  const app: FastifyInstance = await buildApp({ db, config: testConfig({ clientDir: '/nonexistent' }) });
  let userId = 0;
  // The handler before this change (select the whole BLOB, send the Buffer), for the "before" figure.
  app.get('/bench/whole/:id', async (req, reply) => {
    const file = await findOwnedMedia(db, userId, Number((req.params as { id: string }).id));
    return reply.header('content-type', sniffMediaMime(file!.bytes) ?? 'application/octet-stream').send(file!.bytes);
  });
  try {
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x' },
      payload: { email: 'bench@example.com', password: 'correct horse battery' },
    });
    const cookie = `cardcade_session=${signup.cookies.find((c) => c.name === 'cardcade_session')?.value}`;
    userId = (await db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    const bytes = Buffer.alloc(size);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
    const id = await saveMedia(db, userId, bytes, 'image/png', Date.now());
    const { public_id } = await db.selectFrom('media').select('public_id').where('id', '=', id).executeTakeFirstOrThrow();

    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    await measure(which, which === 'before' ? `${base}/bench/whole/${id}` : `${base}/api/media/${public_id}`, cookie, size);
  } finally {
    await app.close();
    await cluster?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function main() {
  const wanted = process.env.MEDIA_SERVE_DB ?? 'sqlite';
  for (const database of wanted === 'both' ? ['sqlite', 'postgres'] : [wanted]) {
    const where = database === 'postgres' ? 'PostgreSQL cluster, fsync on' : 'SQLite file database';
    console.log(`Media serving: ${PARALLEL} parallel GETs of one ${Number(process.env.MEDIA_SERVE_MB ?? 20)} MB file (${where}), a fresh process a case`);
    console.log('  code    | slowest request | longest event-loop block (wall, main-thread CPU) | peak RSS');
    for (let round = 1; round <= 2; round++) {
      for (const which of ['before', 'after']) {
        execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), which, database], { stdio: 'inherit' });
      }
    }
  }
}

const which = process.argv[2];
if (import.meta.url === `file://${process.argv[1]}`) {
  await (which === 'before' || which === 'after' ? runCase(which, process.argv[3] === 'postgres' ? 'postgres' : 'sqlite') : main());
}
