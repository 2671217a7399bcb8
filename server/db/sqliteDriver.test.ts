import Database from './sqliteNative.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest } from '../db.js';

// Issue 9: a write that meets another connection's lock waits on timers, so the event loop runs.
describe('SQLite write lock held by another connection', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-driver-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('waits without blocking the event loop and writes once the lock is free', async () => {
    const file = path.join(dir, 'lock.db');
    const db = createDb(file);
    await migrateToLatest(db);
    const other = new Database(file);
    other.exec('begin immediate');

    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    const write = db
      .insertInto('users')
      .values({ email: 'a@example.com', password_hash: 'x', created_at: 0, time_zone: 'UTC' } as never)
      .execute();
    const transaction = db.transaction().execute((trx) => trx.selectFrom('users').selectAll().execute());
    // Long enough that a shared, busy machine still ticks a few times.
    await new Promise((resolve) => setTimeout(resolve, 500));
    // busy_timeout would have held this thread for the whole 500 ms: no tick at all.
    expect(ticks).toBeGreaterThan(5);
    other.exec('commit');
    await write;
    expect(await transaction).toHaveLength(1);
    clearInterval(ticker);
    other.close();
    await db.destroy();
  });

  it('gives up with SQLITE_BUSY after the wait limit, like busy_timeout did', async () => {
    const { retryWhileBusy } = await import('./sqliteDriver.js');
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    let tries = 0;
    await expect(retryWhileBusy(async () => (tries++, Promise.reject(busy)), 300)).rejects.toThrow('database is locked');
    expect(tries).toBeGreaterThan(3);
  });
});
