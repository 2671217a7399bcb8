// Issue 49 point 2 (docs/security.md "Round 4: shared-deck hand-over and copies"): the owner
// deletes a shared deck that subscribers studied, and each subscriber gets a copy holding their
// progress (repos/sharedDecks.ts handOverToSubscribers). For 5,000 cards × 10 subscribers and
// 40,000 × 1 (every subscriber has a state and an answer on every card), prints the deletion's
// time, the longest event-loop block while it runs, and how long another user's requests
// (decks.list, in a loop) took to be answered meanwhile. In process on a SQLite file (the main
// thread's one connection, the case the issue measured), then on a throwaway PostgreSQL cluster
// unless HANDOVER_SQLITE_ONLY=1 (HANDOVER_PG_ONLY=1: only there). HANDOVER_SHAPES=5000x10,…
// chooses the shapes; HANDOVER_TRACE=1 also prints the statements that cost the most.
// Run alone: node --import tsx bench/security4/handover.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { KyselyPlugin } from 'kysely';
import pg from 'pg';
import { startPgCluster } from '../../server/test/pgCluster.js';
import { percentile } from '../lib/stats.js';

const DAY = 24 * 60 * 60 * 1000;
const SHAPES = (process.env.HANDOVER_SHAPES ?? '5000x10,40000x1').split(',').map((shape) => shape.split('x').map(Number) as [number, number]);

export async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-handover-'));
  try {
    if (process.env.HANDOVER_PG_ONLY !== '1') for (const [cards, subscribers] of SHAPES) await runOn(path.join(dir, `${cards}x${subscribers}.db`), 'SQLite', cards, subscribers);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.HANDOVER_SQLITE_ONLY === '1') return;
  const cluster = await startPgCluster({ durable: true });
  const stop = () => void cluster.stop().finally(() => process.exit(1));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  try {
    for (const [cards, subscribers] of SHAPES) {
      const name = `handover_${cards}_${subscribers}`;
      const admin = new pg.Client({ connectionString: cluster.url('postgres') });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      await runOn(cluster.url(name), 'PostgreSQL', cards, subscribers);
    }
  } finally {
    await cluster.stop();
  }
}

async function runOn(target: string, label: string, cardCount: number, subscriberCount: number): Promise<void> {
  const { createDb, migrateToLatest } = await import('../../server/db.js');
  const { createContextInner } = await import('../../server/context.js');
  const { testConfig } = await import('../../server/config.js');
  const { appRouter } = await import('../../server/routers/_app.js');
  const { createCallerFactory } = await import('../../server/trpc.js');
  const db = createDb(target);
  try {
    await migrateToLatest(db);
    const now = Date.now();
    const createCaller = createCallerFactory(appRouter);
    const as = (id: number) => createCaller(createContextInner({ db, user: { id, email: `u${id}@bench.example`, timeZone: 'UTC' }, now: () => new Date(), config: testConfig() }));

    // The owner, the subscribers and a bystander with a small deck of their own.
    const users = Array.from({ length: subscriberCount + 2 }, (_, i) => ({ email: `u${i}@bench.example`, password_hash: 'x', created_at: now }));
    const [ownerId, bystanderId, ...subscriberIds] = (await db.insertInto('users').values(users).returning('id').execute()).map((r) => r.id);
    const deck = await db.insertInto('decks').values({ user_id: ownerId, name: 'Anatomy', description: 'The big one', source: 'manual', created_at: now, updated_at: now, visibility: 'server' }).returning('id').executeTakeFirstOrThrow();
    const own = await db.insertInto('decks').values({ user_id: bystanderId, name: 'Mine', description: null, source: 'manual', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('cards').values(Array.from({ length: 20 }, (_, k) => ({ deck_id: own.id, term: `mine ${k}`, definition: `d ${k}`, created_at: now, updated_at: now }))).execute();
    const cardIds: number[] = [];
    for (let i = 0; i < cardCount; i += 1_000) {
      const values = Array.from({ length: Math.min(1_000, cardCount - i) }, (_, k) => ({
        deck_id: deck.id,
        term: `term ${i + k}`,
        definition: `definition ${i + k}`,
        // Every tenth card formatted, as an imported deck often is.
        term_html: (i + k) % 10 === 0 ? `<p><b>term</b> ${i + k}</p>` : null,
        created_at: now - DAY,
        updated_at: now - DAY,
      }));
      cardIds.push(...(await db.insertInto('cards').values(values).returning('id').execute()).map((r) => r.id));
    }
    for (const userId of subscriberIds) {
      await db.insertInto('deck_learners').values({ user_id: userId, deck_id: deck.id, is_owner: 0, joined_at: now }).execute();
      for (let i = 0; i < cardIds.length; i += 1_000) {
        const slice = cardIds.slice(i, i + 1_000);
        await db.insertInto('card_states').values(slice.map((card_id, k) => ({ user_id: userId, card_id, deck_id: deck.id, due: now + ((k % 20) - 5) * DAY, stability: 5, difficulty: 5, reps: 1, state: 2, last_review: now - DAY }))).execute();
        await db
          .insertInto('review_logs')
          .values(slice.map((card_id) => ({ user_id: userId, deck_id: deck.id, card_id, session_id: 'seed', rating: 3, is_correct: 1 as const, game_type: 'flashcards', answer_time_ms: 2_000, reviewed_at: now - DAY, local_day: new Date(now - DAY).toISOString().slice(0, 10) })))
          .execute();
      }
    }

    // Another user asks for their decks every 10 ms while the owner deletes the shared one; each
    // answer's time counts from when it was due, so a blocked event loop counts too.
    const bystander = as(bystanderId);
    await bystander.decks.list();
    let running = true;
    const answers: number[] = [];
    const reader = (async () => {
      let due = performance.now();
      while (running) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        await bystander.decks.list();
        const answered = performance.now();
        answers.push(answered - due);
        due = Math.max(due + 10, answered);
      }
    })();
    // The longest gap between two 1 ms timers (wall), and the process's CPU time inside it: on
    // a loaded machine a wall gap can be time waiting for a core, the CPU is the block's own.
    let last = performance.now();
    let lastCpu = process.cpuUsage();
    let longest = { wall: 0, cpu: 0 };
    let longestCpu = 0;
    const sample = () => {
      const at = performance.now();
      const cpu = process.cpuUsage(lastCpu);
      const block = { wall: at - last - 1, cpu: (cpu.user + cpu.system) / 1000 };
      if (block.wall > longest.wall) longest = block;
      longestCpu = Math.max(longestCpu, block.cpu);
      last = at;
      lastCpu = process.cpuUsage();
    };
    const sampler = setInterval(sample, 1);
    // With HANDOVER_TRACE=1, the statements that took the most CPU (SQLite runs them on this thread).
    const traced: { sql: string; cpu: number; wall: number }[] = [];
    const runningQueries = new Map<unknown, { sql: string; cpu: NodeJS.CpuUsage; at: number }>();
    const trace: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => (runningQueries.set(queryId, { sql: db.getExecutor().compileQuery(node, queryId).sql.slice(0, 140), cpu: process.cpuUsage(), at: performance.now() }), node),
      transformResult: async ({ result, queryId }) => {
        const start = runningQueries.get(queryId);
        runningQueries.delete(queryId);
        if (start) {
          const cpu = process.cpuUsage(start.cpu);
          traced.push({ sql: start.sql, cpu: (cpu.user + cpu.system) / 1000, wall: performance.now() - start.at });
        }
        return result;
      },
    };
    const ownerDb = process.env.HANDOVER_TRACE === '1' ? db.withPlugin(trace) : db;
    const started = performance.now();
    const cpuAtStart = process.cpuUsage();
    await createCaller(createContextInner({ db: ownerDb, user: { id: ownerId, email: 'owner@bench.example', timeZone: 'UTC' }, now: () => new Date(), config: testConfig() })).decks.delete({ deckId: deck.id });
    const took = performance.now() - started;
    const cpuUsed = process.cpuUsage(cpuAtStart);
    sample();
    clearInterval(sampler);
    running = false;
    await reader;

    const copies = await db.selectFrom('decks').select('id').where('user_id', 'in', subscriberIds).execute();
    const moved = await db.selectFrom('card_states').select((eb) => eb.fn.countAll<number>().as('n')).where('deck_id', 'in', copies.map((c) => c.id)).executeTakeFirstOrThrow();
    if (copies.length !== subscriberCount || Number(moved.n) !== cardCount * subscriberCount) throw new Error(`hand-over incomplete: ${copies.length} copies, ${moved.n} states`);
    console.log(
      `${label.padEnd(10)} ${`${cardCount} cards × ${subscriberCount}`.padEnd(18)} delete ${took.toFixed(0).padStart(6)} ms (${((cpuUsed.user + cpuUsed.system) / 1000).toFixed(0)} ms CPU)   longest block ${longest.wall.toFixed(0).padStart(5)} ms wall (${longest.cpu.toFixed(0)} ms CPU; most CPU in one gap ${longestCpu.toFixed(0)} ms)   ` +
        `other user's decks.list: ${answers.length} answers, p50 ${percentile(answers, 50).toFixed(0)} ms, max ${Math.max(...answers).toFixed(0)} ms`,
    );
    if (process.env.HANDOVER_TRACE === '1') {
      // The statements that cost the most, summed by text (CPU on SQLite's thread, wall on PostgreSQL's).
      const bySql = new Map<string, { n: number; cpu: number; wall: number }>();
      for (const t of traced) {
        const key = t.sql.slice(0, 90);
        const sum = bySql.get(key) ?? { n: 0, cpu: 0, wall: 0 };
        bySql.set(key, { n: sum.n + 1, cpu: sum.cpu + t.cpu, wall: sum.wall + t.wall });
      }
      for (const [sql, sum] of [...bySql].sort((x, y) => y[1].wall - x[1].wall).slice(0, 8)) console.log(`    ${String(sum.n).padStart(5)}×  ${sum.wall.toFixed(0).padStart(6)} ms wall  ${sum.cpu.toFixed(0).padStart(5)} ms CPU  ${sql}`);
    }
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
