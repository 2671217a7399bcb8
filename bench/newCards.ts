// New cards per day (issue 14): the allowance query's latency for a user with 100 decks.
// bench/engine.ts's data set (100 decks × 500 cards, a third never studied, 30 days of history
// = 30,000 review logs) plus today's study: 20 decks with 30 answers each, half of them to cards
// first seen today. Prints p50/p95 (in-process, 200 samples) of:
//   - newCardsIntroducedSince over all decks (what My Decks adds to decks.list),
//   - the same for one deck (what sessions.start and the deck page add),
//   - the whole My Decks read: listDecks + the allowance query,
// on a SQLite file and, when PostgreSQL binaries are present, on a throwaway cluster.
// Run alone: node --import tsx bench/newCards.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { State } from 'ts-fsrs';
import { seed, seeded } from './engine.js';
import { nearestRank as percentile } from './lib/stats.js';

const SAMPLES = 200;
const TODAY_DECKS = 20;
const TODAY_ANSWERS = 30;

async function addTodaysStudy(target: string) {
  const { createDb } = await import('../server/db.js');
  const { localDay } = await import('../server/domain/days.js');
  const db = createDb(target);
  const rng = seeded(11);
  const user = await db.selectFrom('users').select(['id', 'time_zone']).executeTakeFirstOrThrow();
  const decks = await db.selectFrom('decks').select('id').where('user_id', '=', user.id).orderBy('id').limit(TODAY_DECKS).execute();
  const now = Date.now();
  for (const deck of decks) {
    // The learner's state (migration 0019): no card_states row is NEW.
    const state = sql<number>`coalesce(s.state, ${State.New})`;
    const withState = db.selectFrom('cards as c').leftJoin('card_states as s', (join) => join.onRef('s.card_id', '=', 'c.id').on('s.user_id', '=', user.id)).select('c.id as id').where('c.deck_id', '=', deck.id);
    const fresh = await withState.where(state, '=', State.New).limit(TODAY_ANSWERS / 2).execute();
    const seen = await withState.where(state, '!=', State.New).limit(TODAY_ANSWERS / 2).execute();
    const logs = [...fresh, ...seen].map((c, i) => {
      const at = now - Math.floor(rng() * 60 * 60_000) - i;
      return { user_id: user.id, deck_id: deck.id, card_id: c.id, session_id: `today-${deck.id}`, rating: 3, is_correct: 1 as const, game_type: 'matching', answer_time_ms: 3000, used_hint: 0 as const, reviewed_at: at, local_day: localDay(at, user.time_zone) };
    });
    await db.insertInto('review_logs').values(logs).execute();
  }
  await db.destroy();
}

async function sample(fn: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function measure(label: string, target: string) {
  const { createDb } = await import('../server/db.js');
  const { listDecks, newCardsIntroducedSince } = await import('../server/repos/decks.js');
  const { localDayStart } = await import('../server/domain/newCards.js');
  const db = createDb(target);
  const user = await db.selectFrom('users').select(['id', 'time_zone']).executeTakeFirstOrThrow();
  const since = localDayStart(Date.now(), user.time_zone);
  const all = await newCardsIntroducedSince(db, user.id, since);
  const oneDeck = [...all.keys()][0];
  const rows = [
    ['allowance, all 100 decks', await sample(() => newCardsIntroducedSince(db, user.id, since))],
    ['allowance, one deck', await sample(() => newCardsIntroducedSince(db, user.id, since, oneDeck))],
    ['My Decks read (listDecks + allowance)', await sample(() => Promise.all([listDecks(db, user.id, Date.now()), newCardsIntroducedSince(db, user.id, since)]))],
  ] as const;
  const introduced = [...all.values()].reduce((a, b) => a + b, 0);
  console.log(`${label}: ${all.size} decks studied today, ${introduced} new cards introduced today`);
  for (const [name, { p50, p95 }] of rows) console.log(`  ${name.padEnd(40)} p50 ${p50.toFixed(2).padStart(6)} ms   p95 ${p95.toFixed(2).padStart(6)} ms`);
  await db.destroy();
}

export async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-newcards-'));
  try {
    const file = path.join(dir, 'bench.sqlite');
    const { reviewLogs } = await seed(file);
    await addTodaysStudy(file);
    console.log(`data: 100 decks × 500 cards, ${reviewLogs} review logs of history, ${TODAY_DECKS} decks × ${TODAY_ANSWERS} answers today`);
    await measure('SQLite', file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  let cluster: Awaited<ReturnType<typeof import('../server/test/pgCluster.js').startPgCluster>> | undefined;
  try {
    const { startPgCluster } = await import('../server/test/pgCluster.js');
    cluster = await startPgCluster();
  } catch (error) {
    console.log(`PostgreSQL: skipped (${(error as Error).message.split('\n')[0]})`);
    return;
  }
  try {
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('create database bench');
    await admin.end();
    const url = cluster.url('bench');
    await seed(url);
    await addTodaysStudy(url);
    await measure('PostgreSQL', url);
  } finally {
    await cluster.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) await main();
