import { describe, expect, it } from 'vitest';
import { createDb } from '../db.js';
import { closeTestDb, makeTestDb, makeUser, testDialect } from '../test/harness.js';
import { ImportsService, NO_DATABASE_LOCATION } from './importsService.js';

// Issue 39 (docs/testing.md): a test's database is one an import worker can open, so the tests
// run the import path production runs; an app on ':memory:' refuses imports rather than writing
// them some other way.
describe(`the imports service (${testDialect})`, () => {
  it("a test database has a location a worker opens: the same database", async () => {
    const db = await makeTestDb();
    const location = await new ImportsService(db).databaseLocation();
    expect(location).toMatch(testDialect === 'postgres' ? /^postgres(ql)?:\/\// : /\.db$/);
    const other = createDb(location);
    try {
      await db.insertInto('users').values({ email: 'seen@example.com', password_hash: 'x', time_zone: 'UTC', created_at: 1 }).execute();
      expect(await other.selectFrom('users').select('email').execute()).toEqual([{ email: 'seen@example.com' }]);
    } finally {
      await other.destroy();
      await closeTestDb(db);
    }
  });

  it.skipIf(testDialect !== 'sqlite')("':memory:' has no location: imports are refused", async () => {
    const db = createDb(':memory:');
    await expect(new ImportsService(db).databaseLocation()).rejects.toThrow(NO_DATABASE_LOCATION);
    await db.destroy();
  });

  it('close waits for the imports in flight', async () => {
    const db = await makeTestDb();
    const imports = new ImportsService(db);
    const user = await makeUser(db);
    let finish!: () => void;
    let started!: () => void;
    const working = new Promise<void>((resolve) => (started = resolve));
    const running = imports.locks.run(user.id, () => {
      started();
      return new Promise<void>((resolve) => (finish = resolve));
    });
    // The work runs once the lock is taken (on PostgreSQL, after its advisory lock).
    await working;
    let closed = false;
    const closing = imports.close().then(() => (closed = true));
    await Promise.resolve();
    expect(closed).toBe(false);
    finish();
    await running;
    await closing;
    expect(closed).toBe(true);
    await closeTestDb(db);
  });
});
