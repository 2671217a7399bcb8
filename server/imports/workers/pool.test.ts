import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest } from '../../db.js';
import { FIXED_NOW, makeUser } from '../../test/harness.js';
import type { TestWorkerJob } from '../../test/importTestWorker.js';
import type { CacheTarget, ImportJob } from './jobs.js';
import { ImportWorkerCrashed, ImportWorkerPool, ImportWorkerTimedOut, unwrapReply, type PoolOptions } from './pool.js';
import { xlsxElementFlood } from '../../test/hostileFiles4Xlsx.js';

// The import workers' lifecycle (docs/operations.md, "Import workers"): a worker asked to close
// closes its connections and exits on its own; one that does not is terminated; idle workers and
// workers left holding a big job's memory are ended; a worker past the memory cap is ended and
// its job answers, and the pool goes on. CI runs this file on Node 24 too, where a worker ended
// with live better-sqlite3 12 statements aborted the whole process (the Node LTS issue).
// A worker stuck in a job, or holding a lot of memory, is the test worker's (server/test/
// importTestWorker.ts): its jobs are in no product worker.

const MB = 1024 * 1024;
// Every test starts workers from source (tsx), seconds each on a busy machine.
const SLOW = 120_000;
const TEST_WORKER = new URL('../../test/importTestWorker.ts', import.meta.url);
/** A pool of the test worker. */
const testPool = (size: number, options: PoolOptions = {}) => new ImportWorkerPool(size, { ...options, workerFile: TEST_WORKER });
const testJob = (job: TestWorkerJob) => job;

let dir: string;
let database: string;
let userId: number;
let pool: ImportWorkerPool | null = null;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-pool-'));
  // The database every job writes its preview to, as the app's would be.
  database = path.join(dir, 'pool.db');
  const db = createDb(database);
  await migrateToLatest(db);
  userId = (await makeUser(db)).id;
  await db.destroy();
});
const target = (): CacheTarget => ({ database, userId, type: 'quizlet', now: FIXED_NOW.getTime() });
const quizletJob = (id: string, store: CacheTarget = target()): ImportJob => ({
  kind: 'quizlet',
  id,
  input: { deckName: 'Pool', quizletText: 'a\tb\nc\td', termDefDelimiterKey: 'tab', cardDelimiterKey: 'newline' },
  store,
});
afterEach(async () => {
  await pool?.close();
  pool = null;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('import worker pool', () => {
  it('close: a worker with an open connection closes it and exits on its own, many times over', async () => {
    const file = path.join(dir, 'close.db');
    fs.copyFileSync(database, file);
    for (let round = 0; round < 2; round += 1) {
      pool = new ImportWorkerPool(2);
      const store = { ...target(), database: file };
      // Both workers write the cache row through their own connection (prepared statements alive).
      const replies = await Promise.all([pool.run(quizletJob(`r${round}a`, store)), pool.run(quizletJob(`r${round}b`, store))]);
      for (const reply of replies) expect(unwrapReply<{ preview: unknown }>(reply).preview).toBeTruthy();
      expect(pool.workerCount).toBe(2);
      await pool.close();
      expect(pool.endings).toEqual({ closed: 2, terminated: 0, overMemory: 0, timedOut: 0 });
      expect(pool.workerCount).toBe(0);
    }
    const check = createDb(file);
    const rows = await check.selectFrom('import_cache').select('id').execute();
    await check.destroy();
    expect(rows).toHaveLength(4);
  }, SLOW);

  it('close: a worker that does not exit in time is terminated, and its job is refused', async () => {
    // No spare worker: the second job must wait in the queue.
    pool = testPool(1, { closeTimeoutMs: 100, spareWorkers: 0 });
    // A worker stuck in its job never gets to close its connections.
    const running = pool.run(testJob({ kind: 'testHang' })).catch((error: Error) => error);
    await expect.poll(() => pool!.workerCount).toBe(1);
    const queued = pool.run(quizletJob('queued')).catch((error: Error) => error);
    await pool.close();
    expect(await queued).toEqual(new Error('import worker pool closed'));
    expect(await running).toBeInstanceOf(ImportWorkerCrashed);
    expect(pool.endings.terminated).toBe(1);
    expect(pool.workerCount).toBe(0);
  }, SLOW);

  it('ends an idle worker after the idle time, and starts a new one for the next job', async () => {
    pool = new ImportWorkerPool(1, { idleMs: 50 });
    expect(unwrapReply<{ preview: unknown }>(await pool.run(quizletJob('one'))).preview).toBeTruthy();
    await expect.poll(() => pool!.workerCount).toBe(0);
    expect(pool.endings).toMatchObject({ closed: 1, terminated: 0 });
    expect(unwrapReply<{ preview: unknown }>(await pool.run(quizletJob('two'))).preview).toBeTruthy();
    expect(pool.workerCount).toBe(1);
  }, SLOW);

  it('ends a worker left holding a big job’s memory soon; keeps one that holds little', async () => {
    pool = testPool(1, { retireAboveMb: 100, bigJobIdleMs: 50, idleMs: 600_000 });
    expect(unwrapReply<number>(await pool.run(testJob({ kind: 'testAllocate', mb: 16 })))).toBe(16 * MB);
    expect(pool.workerCount).toBe(1);
    expect(unwrapReply<number>(await pool.run(testJob({ kind: 'testAllocate', mb: 160 })))).toBe(160 * MB);
    await expect.poll(() => pool!.workerCount).toBe(0);
    expect(pool.endings).toMatchObject({ closed: 1, terminated: 0 });
  }, SLOW);

  it('a job past its time limit: its worker is terminated, it answers timed out, a spare took the job behind it, and the pool goes on', async () => {
    pool = new ImportWorkerPool(1, { idleMs: 600_000 });
    // A real hostile workbook: 60 MB of empty elements, seconds of reading for any reader.
    const flood: ImportJob = { kind: 'tabular', id: 'flood', bytes: xlsxElementFlood(), tableKind: 'xlsx', store: { ...target(), type: 'csv' } };
    const late = pool.run(flood, [], { timeLimitMs: 300 }).catch((error: Error) => error);
    await expect.poll(() => pool!.busyCount).toBe(1);
    // The only worker is busy: the next job starts a spare rather than waiting.
    const behind = pool.run(quizletJob('behind'));
    expect(pool.spareStarts).toBe(1);
    const error = await late;
    expect(error).toBeInstanceOf(ImportWorkerTimedOut);
    expect((error as ImportWorkerTimedOut).limitMs).toBe(300);
    expect(pool.endings.timedOut).toBe(1);
    expect(unwrapReply<{ preview: unknown }>(await behind).preview).toBeTruthy();
    expect(unwrapReply<{ preview: unknown }>(await pool.run(quizletJob('after'))).preview).toBeTruthy();
    // The spare ended once idle; one worker is left.
    await expect.poll(() => pool!.workerCount).toBe(1);
  }, SLOW);

  it('a worker past the memory cap is ended, its job answers out-of-memory, and the pool goes on', async () => {
    // The cap sits 192 MB above what the process holds now; the job asks for 4 GB of ArrayBuffers
    // (which V8's heap limit does not count).
    const rssCapMb = Math.round(process.memoryUsage.rss() / MB) + 192;
    pool = testPool(1, { rssCapMb });
    const error = await pool.run(testJob({ kind: 'testAllocate', mb: 4096 })).catch((e: Error) => e);
    expect(error).toBeInstanceOf(ImportWorkerCrashed);
    expect((error as ImportWorkerCrashed).outOfMemory).toBe(true);
    expect(pool.endings.overMemory).toBe(1);
    // The server's process survived; the next import gets a fresh worker and an answer.
    expect(unwrapReply<{ preview: unknown }>(await pool.run(quizletJob('after-memory'))).preview).toBeTruthy();
  }, SLOW);
});
