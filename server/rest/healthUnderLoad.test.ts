// Issue 31: /api/health keeps answering while a 200,000-review account export, an optimize and
// the confirm of a 100,000-card restore all run. The database is set up as deployed (a SQLite
// file, or PostgreSQL by URL), so the restore writes on an import worker's connection as in
// production; the export and the optimizer's reads are on the main thread. Before the fix the
// export alone held the event loop for seconds, so no probe was answered until it ended. How
// long the probes wait (wall and main-thread CPU) is a figure, not an assertion: `npm run bench
// -- long-jobs` and the security bench's export row (bench/security4/export.ts) print it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { createDb, migrateToLatest, type Db } from '../db.js';
import { perturbedParameters, simulateLearner } from '../domain/memoryModel/simulate.js';
import { warmImportWorkers } from '../imports/service.js';
import { closeTestDb, FIXED_NOW, loginAgent, makeTestApp, makeUser, testDialect, type Agent } from '../test/harness.js';
import { accountBackup, healthWhile, seedLargeDeck, uploadBackup } from '../test/longJobs.js';
import { seedReviewHistory } from '../test/seedReviews.js';

const DAY = 86_400_000;
let db: Db;
let dir: string | undefined;

beforeAll(async () => {
  await warmImportWorkers(testConfig());
  if (testDialect === 'postgres') {
    const { makeMigratedPgDatabaseUrl } = await import('../test/pgTestDb.js');
    db = createDb({ url: await makeMigratedPgDatabaseUrl(), poolSize: 4 });
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-health-'));
    db = createDb(path.join(dir, 'app.db'));
    await migrateToLatest(db);
  }
}, 120_000);

afterAll(async () => {
  await closeTestDb(db);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function idOf(agent: Agent): Promise<number> {
  const me = (await agent.request('GET', '/api/auth/me')).json() as { id?: number; user?: { id: number } };
  return me.user?.id ?? me.id!;
}

it('/api/health keeps answering while a 200,000-review export, an optimize and a 100,000-card restore run', async () => {
  const { app } = await makeTestApp({ db, now: () => FIXED_NOW });
  try {
    // The exporter: 200,000 review logs (of cards since deleted, so the optimizer reads them all
    // but fits only the simulated learner's ~1,500: the fit is in a worker either way).
    const exporter = await loginAgent(app);
    const exporterId = await idOf(exporter);
    await seedLargeDeck(db, exporterId, { cards: 2_000, logs: 200_000, deletedCardLogs: 200_000 });
    const days = 150;
    await seedReviewHistory(db, exporterId, simulateLearner({ parameters: perturbedParameters(2), cards: 150, days, seed: 2, start: FIXED_NOW.getTime() - (days + 1) * DAY }));

    // The restorer's backup: 100,000 cards, previewed before the measured run.
    const owner = await makeUser(db);
    await seedLargeDeck(db, owner.id, { cards: 100_000, logs: 0 });
    const zip = await accountBackup(db, owner);
    const restorer = await loginAgent(app);
    const preview = await uploadBackup(app, restorer, zip);
    expect(preview.statusCode).toBe(200);

    const jobs = Promise.all([
      exporter.request('GET', '/api/account/export'),
      exporter.request('POST', '/api/account/memory-model/optimize'),
      restorer.request('POST', '/api/import/cardcade/confirm', { temporaryImportId: preview.json().temporaryImportId }),
    ]);
    const health = await healthWhile(app, jobs);
    const [exported, optimized, restored] = await jobs;
    expect([exported.statusCode, optimized.statusCode, restored.statusCode]).toEqual([200, 200, 200]);
    expect(restored.json().message).toBe('Backup restored: 100000 cards in 1 deck.');
    expect(health.answers).toBeGreaterThan(5);
    expect([...health.statuses]).toEqual([200]);
  } finally {
    await app.close();
  }
}, 300_000);
