// Learning-engine figures (issue 4): a user with 100 decks × 500 cards and 30 days of review
// history. Prints p50/p95 of the dashboard reads, sessions.submit under 50 connections, and a
// trivial tRPC query next to a bare Fastify JSON route. Run alone: node --import tsx bench/engine.ts
//
// The server runs in a forked child so the load generator (this process) does not steal its
// event loop; on this 2-core machine that is one core each.
import { fork, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { State } from 'ts-fsrs';
import { nearestRank } from './lib/stats.js';

// autocannon ships no types; the few fields used here.
interface CannonResult {
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
interface CannonInstance extends PromiseLike<CannonResult> {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, responseTime: number) => void): void;
}
type CannonOptions = Record<string, unknown> & { url: string; connections: number; duration: number };
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: CannonOptions) => CannonInstance;

const here = path.dirname(fileURLToPath(import.meta.url));
const thisFile = fileURLToPath(import.meta.url);

const DECKS = 100;
const CARDS_PER_DECK = 500;
const HISTORY_DAYS = 30;
const DECKS_STUDIED_PER_DAY = 25;
const ANSWERS_PER_DECK_DAY = 40;
const SAMPLES = 200;
const DAY = 86_400_000;

// ---------- child: the servers ----------

async function runServers() {
  const { buildApp } = await import('../server/app.js');
  const { loadConfig } = await import('../server/config.js');
  const Fastify = (await import('fastify')).default;
  const { fastifyTRPCPlugin } = await import('@trpc/server/adapters/fastify');
  const { router, publicProcedure } = await import('../server/trpc.js');

  const app = await buildApp({ dbPath: process.env.BENCH_DB!, config: { ...loadConfig({ NODE_ENV: 'production' }), cookieSecure: false, clientDir: '/nonexistent' } });
  await app.listen({ port: 0, host: '127.0.0.1' });

  // The app's procedure builder over a one-line router on tRPC's fastify adapter (as the app
  // mounts it), and a bare JSON route.
  const mini = Fastify({ logger: false });
  const pingRouter = router({ ping: publicProcedure.query(() => ({ ok: true })) });
  await mini.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router: pingRouter, createContext: () => ({}) as never } });
  mini.get('/bare', async () => ({ ok: true }));
  await mini.listen({ port: 0, host: '127.0.0.1' });

  const portOf = (f: { server: { address(): unknown } }) => (f.server.address() as { port: number }).port;
  process.send?.({ appPort: portOf(app), miniPort: portOf(mini) });
  process.on('message', async (msg) => {
    if (msg === 'stop') {
      await mini.close();
      await app.close();
      process.exit(0);
    }
  });
}

// ---------- parent: seed, measure, print ----------

export function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Seeds a SQLite file, or a PostgreSQL database when given a postgres:// URL (bench/postgres.ts). */
export async function seed(dbPath: string) {
  const { createDb, migrateToLatest } = await import('../server/db.js');
  const { localDay } = await import('../server/domain/days.js');
  const db = createDb(dbPath);
  await migrateToLatest(db);
  const rng = seeded(7);
  const now = Date.now();
  const user = await db.insertInto('users').values({ email: 'bench@example.com', password_hash: 'x', time_zone: 'Europe/Berlin', created_at: now - 60 * DAY }).returning('id').executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  await db.insertInto('auth_sessions').values({ id_hash: createHash('sha256').update(token).digest('hex'), user_id: user.id, created_at: now, expires_at: now + 30 * DAY }).execute();

  const deckCards = new Map<number, number[]>();
  await db.transaction().execute(async (trx) => {
    for (let d = 0; d < DECKS; d++) {
      const deck = await trx.insertInto('decks').values({ user_id: user.id, name: `Deck ${d + 1}`, description: null, source: 'manual', created_at: now - 45 * DAY, updated_at: now - d * 1000 }).returning('id').executeTakeFirstOrThrow();
      const rows = Array.from({ length: CARDS_PER_DECK }, (_, i) => {
        const r = rng();
        const created = now - 45 * DAY;
        // A third never reviewed, a few in learning, the rest in review with spread stability.
        const text = { deck_id: deck.id, term: `Term ${d}-${i}`, definition: `Definition ${d}-${i}`, created_at: created, updated_at: created };
        // The learner's state is a card_states row (migration 0019); a NEW card has none.
        if (r < 0.33) return { text, state: null };
        const stability = r < 0.4 ? 0.5 : 0.5 + rng() * 60;
        return {
          text,
          state: {
            due: now + Math.round((rng() * 20 - 3) * DAY), stability, difficulty: 3 + rng() * 5, reps: 1 + Math.floor(rng() * 8),
            state: r < 0.4 ? State.Learning : State.Review, last_review: now - Math.round(rng() * 10 * DAY),
          },
        };
      });
      const ids: number[] = [];
      for (let i = 0; i < rows.length; i += 250) {
        const inserted = await trx.insertInto('cards').values(rows.slice(i, i + 250).map((row) => row.text)).returning('id').execute();
        ids.push(...inserted.map((c) => c.id));
      }
      const states = rows.flatMap((row, i) => (row.state ? [{ user_id: user.id, card_id: ids[i], deck_id: deck.id, ...row.state }] : []));
      for (let i = 0; i < states.length; i += 250) await trx.insertInto('card_states').values(states.slice(i, i + 250)).execute();
      deckCards.set(deck.id, ids);
    }
    const deckIds = [...deckCards.keys()];
    for (let day = HISTORY_DAYS; day >= 1; day--) {
      const logs = [];
      for (let k = 0; k < DECKS_STUDIED_PER_DAY; k++) {
        const deckId = deckIds[Math.floor(rng() * deckIds.length)];
        const cards = deckCards.get(deckId)!;
        for (let a = 0; a < ANSWERS_PER_DECK_DAY; a++) {
          const at = now - day * DAY + a * 10_000;
          const correct = rng() < 0.85;
          logs.push({ user_id: user.id, deck_id: deckId, card_id: cards[Math.floor(rng() * cards.length)], session_id: `hist-${day}-${k}`, rating: correct ? 3 : 1, is_correct: (correct ? 1 : 0) as 0 | 1, game_type: 'matching', answer_time_ms: 2000 + Math.floor(rng() * 4000), reviewed_at: at, local_day: localDay(at, 'Europe/Berlin') });
        }
      }
      for (let i = 0; i < logs.length; i += 500) await trx.insertInto('review_logs').values(logs.slice(i, i + 500)).execute();
    }
  });
  const logCount = await db.selectFrom('review_logs').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  await db.destroy();
  return { token, deckCards, reviewLogs: Number(logCount.n) };
}

const fmt = (ms: number) => ms.toFixed(2).padStart(7);

export async function latency(url: string, headers: Record<string, string>) {
  for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: nearestRank(times, 50), p95: nearestRank(times, 95) };
}

/** autocannon, with every response time kept so p95 is exact (autocannon reports p90/p97.5). */
export async function cannon(opts: CannonOptions) {
  const times: number[] = [];
  const instance = autocannon(opts);
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requestsPerSec: result.requests.average,
    p50: nearestRank(times, 50),
    p95: nearestRank(times, 95),
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

/**
 * Open-loop load at a steady rate over a pool of `connections` keep-alive sockets: requests start
 * on schedule whether or not earlier ones finished (autocannon's rate option sends each
 * connection's quota in a burst at the top of every second, which measures the burst instead).
 */
export async function steady(opts: { url: string; connections: number; rate: number; seconds: number; headers: Record<string, string>; body: () => string }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const target = new URL(opts.url);
  const times: number[] = [];
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const send = () =>
    new Promise<void>((resolve) => {
      const body = opts.body();
      const start = performance.now();
      const req = http.request(
        { agent, host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { ...opts.headers, 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) errors += 1;
            times.push(performance.now() - start);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(body);
    });
  const total = opts.rate * opts.seconds;
  const began = performance.now();
  for (let i = 0; i < total; i++) {
    const due = began + (i * 1000) / opts.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(send());
  }
  await Promise.all(inFlight);
  agent.destroy();
  times.sort((a, b) => a - b);
  return { requestsPerSec: total / ((performance.now() - began) / 1000), p50: nearestRank(times, 50), p95: nearestRank(times, 95), errors, total };
}

export async function main(): Promise<void> {
  const tmp = path.join(here, '.tmp');
  fs.mkdirSync(tmp, { recursive: true });
  const dbPath = path.join(tmp, `engine-${process.pid}.db`);
  const seedStart = performance.now();
  const { token, deckCards, reviewLogs } = await seed(dbPath);
  console.log(`\n## Learning engine (${DECKS} decks × ${CARDS_PER_DECK} cards, ${reviewLogs} review logs over ${HISTORY_DAYS} days; seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s)`);

  const child: ChildProcess = fork(thisFile, [], { execArgv: ['--import', 'tsx'], env: { ...process.env, BENCH_ENGINE_ROLE: 'server', BENCH_DB: dbPath, NODE_ENV: 'production' }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const { appPort, miniPort } = await new Promise<{ appPort: number; miniPort: number }>((resolve, reject) => {
      child.once('message', (m) => resolve(m as { appPort: number; miniPort: number }));
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${appPort}`;
    const xsrf = 'bench-xsrf-token';
    const headers = { cookie: `cardcade_session=${token}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
    const deckIds = [...deckCards.keys()];
    const deckId = deckIds[Math.floor(deckIds.length / 2)];
    const q = (proc: string, input?: unknown) => `${base}/api/trpc/${proc}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

    console.log('\nSequential reads (ms, client-side, keep-alive, 200 samples each after 20 warm-up)');
    console.log('  call                          p50      p95');
    const reads: [string, string][] = [
      ['decks.list', q('decks.list')],
      ['deck detail (decks.get)', q('decks.get', { deckId })],
      ['GET /api/decks/{id}', `${base}/api/decks/${deckId}`],
      ['stats.reviewStats', q('stats.reviewStats', { deckId })],
      ['stats.learningJourney', q('stats.learningJourney', { deckId })],
      ['stats.history', q('stats.history', { deckId })],
      ['stats.pacing (404 path)', ''],
      ['auth.me (with streaks)', q('auth.me')],
    ];
    const figures: Record<string, { p50: number; p95: number }> = {};
    for (const [name, url] of reads) {
      if (!url) continue;
      figures[name] = await latency(url, headers);
      console.log(`  ${name.padEnd(28)}${fmt(figures[name].p50)}  ${fmt(figures[name].p95)}`);
    }

    // sessions.submit: 15 results for 15 cards of one deck, a fresh sessionId each time.
    const rng = seeded(99);
    const submitBody = () => {
      const id = deckIds[Math.floor(rng() * deckIds.length)];
      const cards = deckCards.get(id)!;
      const start = Math.floor(rng() * (cards.length - 15));
      const results = cards.slice(start, start + 15).map((cardId) => ({ cardId, isCorrect: rng() < 0.85, gameType: 'multiple-choice', answerTimeMs: 3000, usedHint: false }));
      return JSON.stringify({ sessionId: randomUUID(), deckId: id, results });
    };
    const submitRequest = { method: 'POST' as const, path: '/api/trpc/sessions.submit', headers, setupRequest: (req: Record<string, unknown>) => ({ ...req, body: submitBody() }) };
    console.log('\nsessions.submit, 15 results each, 50 connections');
    const saturated = await cannon({ url: base, connections: 50, duration: 10, requests: [submitRequest] });
    console.log(`  closed loop (autocannon, 10 s, as fast as it goes): ${saturated.requestsPerSec.toFixed(0)} req/s, p50 ${saturated.p50.toFixed(1)} ms, p95 ${saturated.p95.toFixed(1)} ms, errors ${saturated.errors} of ${saturated.total}`);
    const paced: Awaited<ReturnType<typeof steady>>[] = [];
    for (const rate of [50, 100, 200]) {
      const run = await steady({ url: `${base}/api/trpc/sessions.submit`, connections: 50, rate, seconds: 10, headers, body: submitBody });
      paced.push(run);
      console.log(`  open loop at ${String(rate).padStart(3)} req/s (${rate * 15} answers/s): p50 ${run.p50.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms, errors ${run.errors} of ${run.total}`);
    }

    console.log('\nTrivial tRPC query vs bare Fastify JSON route (same process, 10 connections, 5 s each)');
    const mini = `http://127.0.0.1:${miniPort}`;
    const bare = await cannon({ url: `${mini}/bare`, connections: 10, duration: 5 });
    const trpcPing = await cannon({ url: `${mini}/trpc/ping`, connections: 10, duration: 5 });
    const share = (r: { requestsPerSec: number }) => `${((r.requestsPerSec / bare.requestsPerSec) * 100).toFixed(0)}% of bare`;
    console.log(`  bare route:                    ${bare.requestsPerSec.toFixed(0)} req/s (p95 ${bare.p95.toFixed(2)} ms, errors ${bare.errors})`);
    console.log(`  tRPC query:                    ${trpcPing.requestsPerSec.toFixed(0)} req/s (p95 ${trpcPing.p95.toFixed(2)} ms, errors ${trpcPing.errors}) = ${share(trpcPing)} (goal ≥ 30%)`);

    const list = figures['decks.list'];
    const at100 = paced[1];
    console.log(`\nGoals: decks.list p95 ${list.p95.toFixed(2)} ms (≤ 20) ${list.p95 <= 20 ? 'met' : 'MISSED'}; submit p95 at 100 req/s ${at100.p95.toFixed(1)} ms with ${at100.errors} errors (≤ 15, 0) ${at100.p95 <= 15 && at100.errors === 0 ? 'met' : 'MISSED'}; closed-loop p95 ${saturated.p95.toFixed(1)} ms (queueing behind ${saturated.requestsPerSec.toFixed(0)} req/s capacity)`);
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbPath + suffix, { force: true });
  }
}

if (process.env.BENCH_ENGINE_ROLE === 'server') {
  await runServers();
} else if (process.argv[1] && path.resolve(process.argv[1]) === thisFile) {
  await main();
}
