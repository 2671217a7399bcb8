// Issue 49 point 7: one subscriber floods a shared deck with suggestions through the real HTTP
// app (the sources in production mode, on a fresh SQLite file), 20,000 characters each (both
// sides at the card limit), from several connections at once, for N seconds. Prints how many
// were accepted and refused (by status), the rows and bytes added, and how long another user's
// requests took meanwhile, beside the same requests on the idle server.
// Before round 4: 17,581 suggestions accepted in 30 s, 356 MB added (issue 49).
//   node --import tsx bench/security4/suggestions.ts
//   BENCH_SUGGESTIONS_SECONDS=30     how long the flood lasts (default 30)
//   BENCH_SUGGESTIONS_CONNECTIONS=8  the flooder's requests in flight at once (default 8)
import fs from 'node:fs';
import Database from '../../server/db/sqliteNative.js';
import { Client } from '../lib/client.js';
import { FROM_SOURCE, startServer } from '../lib/server.js';

const seconds = Number(process.env.BENCH_SUGGESTIONS_SECONDS ?? 30);
const connections = Number(process.env.BENCH_SUGGESTIONS_CONNECTIONS ?? 8);
const SIDE = 'x'.repeat(10_000);
const MB = 1024 * 1024;

async function signedUp(base: string, name: string): Promise<Client> {
  const client = new Client(base);
  await client.json('GET', '/api/auth/me');
  await client.json('POST', '/api/auth/signup', { email: `${name}@example.com`, password: 'correct horse battery' });
  return client;
}

const quantile = (sorted: number[], q: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Another user's deck list, asked one after the other until `until` says stop: each answer's time. */
async function observe(observer: Client, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const start = performance.now();
    await observer.json('GET', '/api/decks');
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times.sort((a, b) => a - b);
}

function stored(dbPath: string) {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('select count(*) as n, coalesce(sum(length(term) + length(definition)), 0) as chars from suggestions').get() as { n: number; chars: number };
    const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
    return { rows: Number(row.n), chars: Number(row.chars), fileBytes: size(dbPath), walBytes: size(`${dbPath}-wal`) };
  } finally {
    db.close();
  }
}

export async function main(): Promise<void> {
  const server = await startServer({ name: 'suggestions', args: FROM_SOURCE, env: { AUTH_RATE_LIMIT: '1000' } });
  try {
    const owner = await signedUp(server.base, 'owner');
    const learner = await signedUp(server.base, 'flooder');
    const observer = await signedUp(server.base, 'observer');
    const deck = await owner.json<{ id: number }>('POST', '/api/decks', { name: 'Shared biology' });
    const card = await owner.json<{ id: number }>('POST', `/api/decks/${deck.id}/cards`, { term: 'Cell', definition: 'The unit of life' });
    await owner.json('PUT', `/api/decks/${deck.id}/sharing`, { visibility: 'server' });
    await learner.json('POST', `/api/shared-decks/${deck.id}/subscribe`);
    const own = await observer.json<{ id: number }>('POST', '/api/decks', { name: 'Observer deck' });
    await observer.json('POST', `/api/decks/${own.id}/cards`, { term: 'a', definition: 'b' });

    let idleDone = false;
    setTimeout(() => (idleDone = true), 3_000);
    const idle = await observe(observer, () => idleDone);

    const before = stored(server.dbPath);
    const statuses = new Map<number, number>();
    const messages = new Set<string>();
    const end = Date.now() + seconds * 1000;
    const flooding = () => Date.now() >= end;
    const flood = async (lane: number) => {
      for (let i = 0; !flooding(); i++) {
        // Half new cards, half edits: both paths are capped and limited.
        const [url, body] = (lane + i) % 2 === 0 ? [`/api/decks/${deck.id}/suggestions`, { term: SIDE, definition: SIDE }] : [`/api/cards/${card.id}/suggestions`, { term: SIDE, definition: SIDE }];
        const res = await learner.send('POST', url, body);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 400 && res.body.message) messages.add(`${res.status} ${res.body.message}`);
      }
    };
    const started = performance.now();
    const [busy] = await Promise.all([observe(observer, flooding), ...Array.from({ length: connections }, (_, lane) => flood(lane))]);
    const elapsed = (performance.now() - started) / 1000;
    const after = stored(server.dbPath);

    // The owner empties the queue in one call.
    const rejectStart = performance.now();
    const { rejected } = await owner.json<{ rejected: number }>('POST', `/api/decks/${deck.id}/suggestions/reject-all`, {});
    const rejectMs = performance.now() - rejectStart;

    const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(`suggestion flood: 1 subscriber, ${connections} connections, ${elapsed.toFixed(1)} s, 20,000 characters each`);
    console.log(`  sent ${sent} (${(sent / elapsed).toFixed(0)}/s): ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status} × ${n}`).join(', ')}`);
    for (const message of messages) console.log(`  refused: ${message}`);
    console.log(`  accepted (rows added): ${after.rows - before.rows}, ${((after.chars - before.chars) / MB).toFixed(2)} M characters; database file +${((after.fileBytes - before.fileBytes) / MB).toFixed(2)} MB, its WAL +${((after.walBytes - before.walBytes) / MB).toFixed(2)} MB (reused after a checkpoint; every refused call still counts itself in the rate-limit row)`);
    console.log(`  another user's GET /api/decks, idle: p50 ${ms(quantile(idle, 0.5))}, p99 ${ms(quantile(idle, 0.99))}, max ${ms(quantile(idle, 1))} (${idle.length} requests)`);
    console.log(`  another user's GET /api/decks, during the flood: p50 ${ms(quantile(busy, 0.5))}, p99 ${ms(quantile(busy, 0.99))}, max ${ms(quantile(busy, 1))} (${busy.length} requests)`);
    console.log(`  owner's Reject all: ${rejected} rejected in ${ms(rejectMs)}`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
