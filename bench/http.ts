// Hostile-HTTP figures (issue 9, HTTP half): what refusing each hostile request costs the server,
// what one counted login attempt costs the database rate limiter, and, for scale, one real login.
// In-process through app.inject on a file database (WAL, as in production).
// Run alone: node --import tsx bench/http.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { countAuthAttempt } from '../server/services/authRateLimit.js';
import { longestBlock } from './lib/eventLoop.js';

const XSRF = { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't', 'content-type': 'application/json' };
const guess = { email: 'victim@example.com', password: 'guess-guess' };
const batchOf = (path: string, n: number) => ({
  url: `/api/trpc/${Array.from({ length: n }, () => path).join(',')}?batch=1`,
  payload: Object.fromEntries(Array.from({ length: n }, (_, i) => [i, guess])),
});

const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toFixed(0);

/** Median and max time of `runs` requests, the longest event-loop block, and the RSS growth. */
async function measure(app: FastifyInstance, name: string, expected: number, request: () => InjectOptions, runs = 20) {
  const times: number[] = [];
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  let block = 0;
  for (let i = 0; i < runs; i++) {
    const options = request();
    const started = performance.now();
    const [res, blocked] = await longestBlock(() => app.inject(options));
    times.push(performance.now() - started);
    block = Math.max(block, blocked);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    if (res.statusCode !== expected) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `${name.padEnd(44)} → ${expected}  median ${median.toFixed(2).padStart(7)} ms  max ${times.at(-1)!.toFixed(1).padStart(6)} ms  ` +
      `longest loop block ${block.toFixed(1).padStart(5)} ms  RSS +${mb(peakRss - rssBefore)} MB`,
  );
}

export async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-bench-http-'));
  // A limit no run here reaches, so every request shows the cost of its own refusal.
  const config = { ...loadConfig({ NODE_ENV: 'production' }), cookieSecure: false, clientDir: '/nonexistent', authRateLimitPerMinute: 1_000_000 };
  const app = await buildApp({ dbPath: path.join(dir, 'bench.db'), config });
  const { db } = app.deps;

  // The limiter alone: two upserts per attempt (IP and email).
  const attempts = 2000;
  let started = performance.now();
  for (let i = 0; i < attempts; i++) await countAuthAttempt({ db, config, now: () => new Date(), ip: `10.0.${i % 250}.1` }, `user${i}@example.com`);
  const perAttempt = ((performance.now() - started) * 1000) / attempts;
  console.log(`rate limiter: ${perAttempt.toFixed(0)} µs per counted attempt (${attempts} attempts, file SQLite, 2 upserts each)`);

  // Payloads are built once, outside the timings: the client shares this event loop. The chunked
  // body arrives in 64 KiB pieces, as from a socket.
  const bigJson = Buffer.from(JSON.stringify({ name: 'x'.repeat(10 * MB) }));
  const chunks = function* () {
    for (let at = 0; at < bigJson.length; at += 64 * 1024) yield bigJson.subarray(at, at + 64 * 1024);
  };
  const hugePassword = Buffer.from(JSON.stringify({ email: guess.email, password: 'p'.repeat(MB) }));
  await measure(app, '11-call tRPC batch (cap 10)', 400, () => ({ method: 'POST', headers: XSRF, ...batchOf('decks.create', 11) }));
  await measure(app, '10 logins in one batch', 400, () => ({ method: 'POST', headers: XSRF, ...batchOf('auth.login', 10) }));
  await measure(app, '1,025-character password (login)', 400, () => ({
    method: 'POST',
    url: '/api/auth/login',
    headers: XSRF,
    payload: { email: guess.email, password: 'p'.repeat(1025) },
  }));
  await measure(app, '1 MiB password (login)', 413, () => ({ method: 'POST', url: '/api/auth/login', headers: XSRF, payload: hugePassword }));
  await measure(app, '10 MiB JSON body with Content-Length', 413, () => ({ method: 'POST', url: '/api/trpc/decks.create', headers: XSRF, payload: bigJson }));
  await measure(app, '10 MiB JSON body, chunked', 413, () => ({
    method: 'POST',
    url: '/api/trpc/decks.create',
    headers: { ...XSRF, 'transfer-encoding': 'chunked' },
    payload: Readable.from(chunks()),
  }));
  await measure(app, 'POST /%61pi/decks without XSRF header', 403, () => ({ method: 'POST', url: '/%61pi/decks', headers: { cookie: 'XSRF-TOKEN=t' }, payload: { name: 'x' } }));
  // For scale: what each refused batched login would have cost (one argon2id verification).
  await measure(app, 'one real login attempt (wrong password)', 401, () => ({ method: 'POST', url: '/api/auth/login', headers: XSRF, payload: guess }), 5);

  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
