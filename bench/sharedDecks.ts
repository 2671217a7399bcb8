// Shared decks (issue 28, docs/shared-decks.md): one deck of 2,000 cards with 1,000 subscribers,
// and a library of 10,000 shared decks. Prints p50/p95 (in-process through tRPC callers, 100
// samples each) of decks.list and sessions.start for a subscriber who studied 500 of the cards,
// the owner's edit until a subscriber's next read shows it, and the library search, on a
// SQLite file and then on a throwaway PostgreSQL cluster (server/test/pgCluster.ts, fsync on as a
// real server). DATABASE_URL=postgres://… runs it on that database only.
// Run alone: npm run bench -- shared-decks
import { CompiledQuery, sql, type KyselyPlugin } from 'kysely';
import { onBothDatabases } from './lib/databases.js';
import { percentile, timed } from './lib/stats.js';

const CARDS = 2_000;
const SUBSCRIBERS = 1_000;
const STUDIED = 500;
const LIBRARY = 10_000;
const DAY = 24 * 60 * 60 * 1000;

export async function main() {
  await onBothDatabases('cardcade-shared', runOn);
}

async function runOn(target: string) {
  const { createDb, migrateToLatest } = await import('../server/db.js');
  const { createContextInner } = await import('../server/context.js');
  const { testConfig } = await import('../server/config.js');
  const { appRouter } = await import('../server/routers/_app.js');
  const { createCallerFactory } = await import('../server/trpc.js');
  const db = createDb(target);
  await migrateToLatest(db);
  const now = Date.now();
  const createCaller = createCallerFactory(appRouter);
  const as = (user: { id: number; email: string }) => createCaller(createContextInner({ db, user: { ...user, timeZone: 'UTC' }, now: () => new Date(), config: testConfig() }));

  const users = [];
  for (let i = 0; i <= SUBSCRIBERS; i++) users.push({ email: `u${i}@bench.example`, password_hash: 'x', created_at: now });
  const ids: number[] = [];
  for (let i = 0; i < users.length; i += 500) ids.push(...(await db.insertInto('users').values(users.slice(i, i + 500)).returning('id').execute()).map((r) => r.id));
  const [ownerId, ...subscriberIds] = ids;
  const owner = { id: ownerId, email: 'u0@bench.example' };
  const learner = { id: subscriberIds[0], email: 'u1@bench.example' };
  const deck = await db.insertInto('decks').values({ user_id: ownerId, name: 'Anatomy', description: 'The big one', source: 'manual', created_at: now, updated_at: now, visibility: 'server' }).returning('id').executeTakeFirstOrThrow();
  const cardIds: number[] = [];
  for (let i = 0; i < CARDS; i += 1_000) {
    const values = Array.from({ length: Math.min(1_000, CARDS - i) }, (_, k) => ({ deck_id: deck.id, term: `term ${i + k}`, definition: `definition ${i + k}`, created_at: now - DAY, updated_at: now - DAY }));
    cardIds.push(...(await db.insertInto('cards').values(values).returning('id').execute()).map((r) => r.id));
  }
  for (let i = 0; i < subscriberIds.length; i += 500) {
    await db.insertInto('deck_learners').values(subscriberIds.slice(i, i + 500).map((user_id) => ({ user_id, deck_id: deck.id, is_owner: 0 as const, joined_at: now }))).execute();
  }
  // Every subscriber studied 500 cards: 500,000 card_states rows beside the learner's own.
  for (const userId of subscriberIds) {
    const states = cardIds.slice(0, STUDIED).map((card_id, k) => ({ user_id: userId, card_id, deck_id: deck.id, due: now + ((k % 20) - 5) * DAY, stability: 5, difficulty: 5, reps: 2, state: 2, last_review: now - DAY }));
    for (let i = 0; i < states.length; i += 250) await db.insertInto('card_states').values(states.slice(i, i + 250)).execute();
  }
  // The library: 10,000 more shared decks of other owners (a few cards each).
  for (let i = 0; i < LIBRARY; i += 500) {
    const decks = Array.from({ length: Math.min(500, LIBRARY - i) }, (_, k) => ({ user_id: subscriberIds[(i + k) % subscriberIds.length], name: `Deck ${i + k} ${k % 7 === 0 ? 'chemistry' : 'history'}`, description: `About topic ${i + k}`, source: 'manual', created_at: now, updated_at: now - (i + k), visibility: 'server' }));
    const made = await db.insertInto('decks').values(decks).returning('id').execute();
    await db.insertInto('cards').values(made.flatMap((d) => [1, 2, 3].map((n) => ({ deck_id: d.id, term: `t${n}`, definition: `d${n}`, created_at: now, updated_at: now })))).execute();
  }
  // A running PostgreSQL server has planner statistics (autovacuum analyzes after bulk inserts,
  // within a minute); timing straight after the seed would measure plans made without them.
  if (target.startsWith('postgres')) await sql`analyze`.execute(db);
  console.log(`${target.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'}: ${CARDS} cards, ${SUBSCRIBERS} subscribers (${STUDIED} cards studied each), ${LIBRARY + 1} shared decks`);

  const api = as(learner);
  await timed('decks.list (subscriber)', () => api.decks.list());
  await timed('sessions.start quick, matching (subscriber)', () => api.sessions.start({ deckId: deck.id, gameType: 'matching', goal: { type: 'quick' } }));
  await timed('sharedDecks.library (no search)', () => api.sharedDecks.library({}));
  await timed("sharedDecks.library q='chemistry'", () => api.sharedDecks.library({ q: 'chemistry' }));
  await timed("sharedDecks.library q='topic 9999' (one match)", () => api.sharedDecks.library({ q: 'topic 9999' }));

  // The owner's edit: the subscriber's very next read shows it (both read the same card row).
  const ownerApi = as(owner);
  let edits = 0;
  await timed('owner edit + subscriber decks.get showing it', async () => {
    const term = `edited ${++edits}`;
    await ownerApi.cards.update({ cardId: cardIds[0], term, definition: 'new definition' });
    const seen = await api.decks.get({ deckId: deck.id });
    if (seen.flashcards[0].term !== term) throw new Error('the edit did not reach the subscriber');
  });
  if (target.startsWith('postgres')) {
    // The database's own time for each query (EXPLAIN ANALYZE, median of 20): on this shared
    // machine the client-side p95 above also measures waiting for a core.
    const queries: CompiledQuery[] = [];
    const capture: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => (queries.push(db.getExecutor().compileQuery(node, queryId)), node),
      transformResult: async ({ result }) => result,
    };
    const captured = (user: { id: number; email: string }) =>
      createCaller(createContextInner({ db: db.withPlugin(capture), user: { ...user, timeZone: 'UTC' }, now: () => new Date(), config: testConfig() }));
    for (const [label, run] of [
      ['decks.list (subscriber)', () => captured(learner).decks.list()],
      ['sessions.start (subscriber)', () => captured(learner).sessions.start({ deckId: deck.id, gameType: 'matching', goal: { type: 'quick' } })],
      ["sharedDecks.library q='chemistry'", () => captured(learner).sharedDecks.library({ q: 'chemistry' })],
    ] as const) {
      queries.length = 0;
      await run();
      let total = 0;
      const reads = queries.filter((q) => /^\s*(select|with)\b/i.test(q.sql));
      for (const query of reads) {
        const times: number[] = [];
        for (let i = 0; i < 20; i++) {
          const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(CompiledQuery.raw(`explain (analyze, format json) ${query.sql}`, [...query.parameters]));
          times.push(rows[0]['QUERY PLAN'][0]['Execution Time']);
        }
        total += percentile(times, 50);
      }
      console.log(`${(label + ': PostgreSQL execution time').padEnd(64)} ${total.toFixed(1).padStart(6)} ms (median; ${reads.length} reads of ${queries.length} queries)`);
    }
  }
  await db.destroy();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
