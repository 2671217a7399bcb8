// Long jobs never hold others up (issue 31, docs/security.md): exports and the optimizer read index
// ranges a page at a time with a real turn of the event loop between pages; one optimize per
// person, a cooldown and one process-wide queue; fits never outlive the database; a backup
// restore writes in chunks under hidden decks. Both databases.
import { sql } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { LONG_JOB_MSG } from '../../shared/messages.js';
import { createDb, migrateToLatest, type Db } from '../db.js';
import { perturbedParameters, simulateLearner } from '../domain/memoryModel/simulate.js';
import { FitCancelled } from '../domain/memoryModel/optimizeInWorker.js';
import { OPTIMIZE_COOLDOWN_MS } from '../domain/memoryModel/parameters.js';
import { IMPORTING_SOURCE } from '../repos/decks.js';
import { cardPageQuery, reviewLogPageQuery } from '../repos/exports.js';
import { reviewLogPageQuery as optimizerPageQuery } from '../repos/memoryModels.js';
import { createContextInner } from '../context.js';
import { createCardcade } from '../inProcess.js';
import { testConfig } from '../config.js';
import { callerFor, closeTestDb, failCardInsertsWithTerm, FIXED_NOW, loginAgent, makeTestApp, makeTestDb, makeUser, servicesFor, testDialect } from '../test/harness.js';
import { accountBackup, seedLargeDeck, uploadBackup } from '../test/longJobs.js';
import { seedReviewHistory } from '../test/seedReviews.js';
import { afterReviewsSaved } from './memoryModel.js';

const DAY = 86_400_000;
const NOW = FIXED_NOW.getTime();

let db: Db;
beforeEach(async () => {
  db = await makeTestDb();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await closeTestDb(db).catch(() => undefined);
});

/** The plan of a compiled Kysely query, as text (parameters bound). */
async function planOf(query: { compile(): { sql: string; parameters: readonly unknown[] } }): Promise<string> {
  const { sql: text, parameters } = query.compile();
  if (testDialect === 'sqlite') {
    const rows = await sql.raw<{ detail: string }>(`explain query plan ${inline(text, parameters, '?')}`).execute(db);
    return rows.rows.map((r) => r.detail).join('\n');
  }
  // Tiny test tables make a sequential scan cheapest whatever the indexes; without it the plan
  // shows whether an index gives the order (Index Scan) or a sort of every row is needed (Sort).
  return db.connection().execute(async (conn) => {
    await sql`set enable_seqscan = off`.execute(conn);
    try {
      const rows = await sql.raw<{ 'QUERY PLAN': string }>(`explain ${inline(text, parameters, '$')}`).execute(conn);
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await sql`reset enable_seqscan`.execute(conn);
    }
  });
}

function inline(text: string, parameters: readonly unknown[], marker: '?' | '$'): string {
  let index = 0;
  const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value)}'`);
  return marker === '?' ? text.replace(/\?/g, () => literal(parameters[index++])) : text.replace(/\$(\d+)/g, (_, n) => literal(parameters[Number(n) - 1]));
}

describe('long readers page on an index and yield between pages', () => {
  it('every page of an export and of the optimizer is a range of an index, never a sort of the whole deck or account', async () => {
    const plans = [
      await planOf(cardPageQuery(db, 1, 1, 5)),
      await planOf(reviewLogPageQuery(db, 1, 1, { reviewedAt: NOW, id: 5 })),
      await planOf(optimizerPageQuery(db, 1, 5, 5_000)),
    ];
    if (testDialect === 'sqlite') {
      expect(plans[0]).toMatch(/USING INDEX cards_deck_id \(deck_id=\? AND id>\?\)/);
      // One learner's logs of a (possibly shared) deck: migration 0019's index.
      expect(plans[1]).toMatch(/USING (COVERING )?INDEX review_logs_deck_user_reviewed \(deck_id=\? AND user_id=\? AND /);
      expect(plans[2]).toMatch(/USING INDEX review_logs_user_id \(user_id=\? AND id>\?\)/);
      for (const plan of plans) expect(plan).not.toMatch(/TEMP B-TREE/);
    } else {
      expect(plans[0]).toMatch(/Index Scan using cards_deck_id/);
      expect(plans[1]).toMatch(/Index (Only )?Scan using review_logs_deck_(user_)?reviewed/);
      expect(plans[2]).toMatch(/Index Scan using review_logs_user_id/);
      for (const plan of plans) expect(plan).not.toMatch(/Sort/);
    }
  });

  it('the account export gives the event loop a turn between its pages (a resolved promise is not one)', async () => {
    const user = await makeUser(db);
    // 3 pages of cards and 6 pages of review logs (1,000 rows a page).
    await seedLargeDeck(db, user.id, { cards: 2_500, logs: 5_500 });
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const bytes = await accountBackup(db, user);
    ticking = false;
    expect(bytes.length).toBeGreaterThan(0);
    // Without a real yield the whole export ran in one turn on SQLite (better-sqlite3 is synchronous).
    expect(turns).toBeGreaterThanOrEqual(3 + 6);
  });
});

const learner = (seed: number, cards = 150, days = 150) =>
  simulateLearner({ parameters: perturbedParameters(seed), cards, days, seed, start: NOW - (days + 1) * DAY });

describe('optimize: one per person, a cooldown, one queue, and never after the database closes', () => {
  it('a second optimize while one runs answers 429; another within the cooldown answers 429 saying when', async () => {
    const { app } = await makeTestApp({ db, now: () => FIXED_NOW });
    const agent = await loginAgent(app);
    const me = (await agent.request('GET', '/api/auth/me')).json() as { id?: number; user?: { id: number } };
    const userId = me.user?.id ?? me.id!;
    await seedReviewHistory(db, userId, learner(2));

    const both = await Promise.all([agent.request('POST', '/api/account/memory-model/optimize'), agent.request('POST', '/api/account/memory-model/optimize')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    expect(both.find((r) => r.statusCode === 429)!.json().message).toBe(LONG_JOB_MSG.optimizeRunning);

    const again = await agent.request('POST', '/api/account/memory-model/optimize');
    expect([again.statusCode, again.json().message]).toEqual([429, 'Your memory model was optimized a moment ago. You can optimize it again in 5 minutes.']);
    await app.close();

    // The cooldown is the person's: once it is over the next request is served (here: refused
    // for too few reviews, which shows it got past the cooldown without fitting again).
    const user = { id: userId, email: 'x@example.com', timeZone: 'UTC' };
    await db.deleteFrom('review_logs').where('user_id', '=', userId).execute();
    const later = callerFor(db, user, () => new Date(NOW + OPTIMIZE_COOLDOWN_MS - 60_000));
    await expect(later.account.optimizeMemoryModel()).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message: LONG_JOB_MSG.optimizeCooldown(1) });
    const after = callerFor(db, user, () => new Date(NOW + OPTIMIZE_COOLDOWN_MS));
    await expect(after.account.optimizeMemoryModel()).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/^Optimizing needs at least 400 reviews/) });
  });

  it('closing the app while a fit runs and another is queued cancels both: no "driver has already been destroyed"', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { app } = await makeTestApp({ db, now: () => FIXED_NOW });
    const [manual, automatic] = [await makeUser(db), await makeUser(db)];
    await seedReviewHistory(db, manual.id, learner(3));
    await seedReviewHistory(db, automatic.id, learner(4));

    const optimize = callerFor(db, manual).account.optimizeMemoryModel();
    const settled = optimize.then(
      () => 'fitted',
      (error: Error) => error.name,
    );
    // What sessions.submit does after answers: an automatic fit, queued behind the manual one.
    afterReviewsSaved({ ...createContextInner({ db, config: testConfig(), now: () => FIXED_NOW, services: servicesFor(db) }), user: automatic });
    await app.close();
    await db.destroy();
    // On the old code both fits went on against the closed database; wait for whatever runs.
    await settled;
    await servicesFor(db).memoryModel.settled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const messages = errors.mock.calls.map((call) => call.map(String).join(' '));
    expect(messages.filter((m) => /destroyed|fit failed/i.test(m))).toEqual([]);
    expect(await settled).not.toBe('fitted');
  });
});

describe('fits belong to the app or in-process caller that started them', () => {
  it('closing an in-process Cardcade cancels its callers\' fit before it hands the database back', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await makeUser(db);
    await seedReviewHistory(db, user.id, learner(6));
    const cardcade = await createCardcade({ db, now: () => FIXED_NOW });
    const optimize = (await cardcade.callerFor(user.id)).account.optimizeMemoryModel();
    const settled = optimize.then(
      () => 'fitted',
      (error: Error) => error.message,
    );
    // Queued or running: past the count of reviews that comes before.
    await vi.waitFor(() => expect(cardcade.services.memoryModel.isRunning(user.id)).toBe(true));
    await cardcade.close();
    // The database is the test's: closed right after, as an owner would.
    await db.destroy();
    const messages = errors.mock.calls.map((call) => call.map(String).join(' '));
    expect(messages.filter((m) => /destroyed|fit failed/i.test(m))).toEqual([]);
    // Cancelled, not failed on a closed database.
    expect(await settled).toBe(new FitCancelled().message);
  });
});

describe('backup restore in chunks', () => {
  async function restoreSetup(cards: number, logs: number) {
    const { app } = await makeTestApp({ db, now: () => FIXED_NOW });
    const owner = await makeUser(db);
    await seedLargeDeck(db, owner.id, { cards, logs, name: 'Big' });
    await seedLargeDeck(db, owner.id, { cards: 10, logs: 20, name: 'Small' });
    const zip = await accountBackup(db, owner);
    const restorer = await loginAgent(app);
    const me = (await restorer.request('GET', '/api/auth/me')).json() as { id?: number; user?: { id: number } };
    const restorerId = me.user?.id ?? me.id!;
    const preview = await uploadBackup(app, restorer, zip);
    expect(preview.statusCode).toBe(200);
    return { app, restorer, restorerId, temporaryImportId: preview.json().temporaryImportId as string };
  }

  it('others write meanwhile (never a failure), the decks stay hidden until the end, then all appear', async () => {
    if (testDialect === 'sqlite') {
      // A database file, as deployed: the confirm writes on an import worker's own connection
      // and the app's writes meet its lock (SQLITE_BUSY) between chunks.
      await db.destroy();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-restore-'));
      onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
      db = createDb(path.join(dir, 'app.db'));
      await migrateToLatest(db);
    }
    const { app, restorer, restorerId, temporaryImportId } = await restoreSetup(5_000, 12_000);
    const other = await loginAgent(app);
    let finished = false;
    const confirm = restorer.request('POST', '/api/import/cardcade/confirm', { temporaryImportId }).finally(() => {
      finished = true;
    });
    const statuses: number[] = [];
    let sawPartialHiddenDeck = false;
    let sawVisibleDeck = false;
    while (!finished) {
      statuses.push((await other.request('POST', '/api/decks', { name: `Meanwhile ${statuses.length}` })).statusCode);
      const hidden = await db
        .selectFrom('decks as d')
        .select((eb) => eb.selectFrom('cards').select((c) => c.fn.countAll<number>().as('n')).whereRef('cards.deck_id', '=', 'd.id').as('cards'))
        .where('d.user_id', '=', restorerId)
        .where('d.source', '=', IMPORTING_SOURCE)
        .execute();
      if (hidden.some((deck) => Number(deck.cards) > 0)) sawPartialHiddenDeck = true;
      // One statement, one snapshot: the reveal changes every deck in one transaction.
      const sources = await db.selectFrom('decks').select('source').where('user_id', '=', restorerId).execute();
      if (sources.some((d) => d.source === IMPORTING_SOURCE) && sources.some((d) => d.source !== IMPORTING_SOURCE)) sawVisibleDeck = true;
    }
    const res = await confirm;
    expect([res.statusCode, res.json().message]).toEqual([200, 'Backup restored: 5010 cards in 2 decks.']);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 201)).toBe(true);
    // Chunks were committed one by one while the other user wrote (one transaction shows nothing until its end)…
    expect(sawPartialHiddenDeck).toBe(true);
    // …and none of it was shown before the reveal (GET /api/decks never lists a hidden deck).
    expect(sawVisibleDeck).toBe(false);
    const decks = (await restorer.request('GET', '/api/decks')).json() as { name: string; card_count: number }[];
    expect(decks.map((d) => [d.name, d.card_count]).sort()).toEqual([
      ['Big', 5_000],
      ['Small', 10],
    ]);
    const logs = await db.selectFrom('review_logs').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', restorerId).executeTakeFirstOrThrow();
    expect(Number(logs.n)).toBe(12_020);
    // A retry answers the same result and writes nothing more.
    const retry = await restorer.request('POST', '/api/import/cardcade/confirm', { temporaryImportId });
    expect(retry.json()).toEqual(res.json());
    expect(((await restorer.request('GET', '/api/decks')).json() as unknown[]).length).toBe(2);
    await app.close();
  }, 120_000);

  it('a failure half-way leaves nothing behind, and the same confirm can be retried', async () => {
    const { app, restorer, restorerId, temporaryImportId } = await restoreSetup(4_500, 100);
    // The third chunk of cards fails (2,000 cards a chunk).
    const undo = await failCardInsertsWithTerm(db, 'term 4100');
    const failed = await restorer.request('POST', '/api/import/cardcade/confirm', { temporaryImportId });
    await undo();
    expect(failed.statusCode).toBe(500);
    const left = await db.selectFrom('decks').select('id').where('user_id', '=', restorerId).execute();
    expect(left).toEqual([]);
    const retry = await restorer.request('POST', '/api/import/cardcade/confirm', { temporaryImportId });
    expect([retry.statusCode, retry.json().message]).toEqual([200, 'Backup restored: 4510 cards in 2 decks.']);
    await app.close();
  }, 60_000);
});
