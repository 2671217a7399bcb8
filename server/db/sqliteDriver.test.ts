import Database from './sqliteNative.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb, migrateToLatest } from '../db.js';
import { withStatementCache } from './sqliteDriver.js';

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

// Kept statements (docs/performance.md, "Prepared statements"): a text is prepared once.
describe('the statement cache', () => {
  it('prepares a text once, keeps the most recent texts, and never hands out a statement still iterating', () => {
    const sqlite = new Database(':memory:');
    let prepared = 0;
    const counting = new Proxy(sqlite, {
      get(target, property) {
        if (property === 'prepare') return (text: string) => (prepared++, target.prepare(text));
        const value = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const db = withStatementCache(counting, 2);
    db.prepare('create table t (x integer)').run();
    const insert = db.prepare('insert into t (x) values (?)');
    for (let i = 0; i < 5; i++) expect(db.prepare('insert into t (x) values (?)')).toBe(insert);
    for (let i = 0; i < 5; i++) db.prepare('insert into t (x) values (?)').run(i);
    expect(prepared).toBe(2);
    // A streamed select is busy until it ends: its text prepared again meanwhile is another statement.
    const select = db.prepare('select x from t order by x');
    const rows = select.iterate();
    rows.next();
    const again = db.prepare('select x from t order by x');
    expect(again).not.toBe(select);
    expect(again.all()).toHaveLength(5);
    rows.return?.();
    // Two texts kept: a third pushes out the least recently used (the create), not the insert.
    db.prepare('insert into t (x) values (?)');
    db.prepare('select count(*) from t');
    const before = prepared;
    db.prepare('insert into t (x) values (?)');
    expect(prepared).toBe(before);
    db.prepare('create table u (y integer)');
    expect(prepared).toBe(before + 1);
    sqlite.close();
  });

  it('a query through Kysely sees the schema change of a statement kept from before', async () => {
    const db = createDb(':memory:');
    await sql`create table t (x integer)`.execute(db);
    await sql`insert into t (x) values (1)`.execute(db);
    const read = () => sql<Record<string, unknown>>`select * from t`.execute(db);
    expect((await read()).rows).toEqual([{ x: 1 }]);
    await sql`alter table t add column y integer default 2`.execute(db);
    expect((await read()).rows).toEqual([{ x: 1, y: 2 }]);
    await db.destroy();
  });
});
