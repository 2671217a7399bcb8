import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { closeTestDb, makeTestDb, testDialect } from '../test/harness.js';
import { countUsers, insertAccount, lockAccountCreation } from './users.js';

// The first account of a server becomes its admin (docs/administration.md). On PostgreSQL two
// signups' transactions run side by side, and at READ COMMITTED neither sees the other's
// uncommitted account: without the account-creation lock both would find an empty server.

/** Resolves once a transaction is queued behind the account-creation lock (PostgreSQL), or once `done`. */
async function someoneWaitsForTheLock(db: Db, done: () => boolean): Promise<void> {
  while (!done()) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`.execute(db);
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('lockAccountCreation', () => {
  let db: Db;
  afterEach(() => closeTestDb(db));

  it('makes a second first signup wait for the first one, which alone becomes the admin', async () => {
    db = await makeTestDb();
    let commitFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (commitFirst = resolve));
    let firstInserted!: () => void;
    const inserted = new Promise<void>((resolve) => (firstInserted = resolve));
    const signup = (email: string, hold?: Promise<void>) =>
      db.transaction().execute(async (trx) => {
        await lockAccountCreation(trx);
        const seenBefore = await countUsers(trx);
        const row = await insertAccount(trx, { email, passwordHash: 'x', timeZone: 'UTC', now: 0 });
        if (hold) {
          firstInserted();
          await hold;
        }
        return { role: row.role, seenBefore };
      });

    const first = signup('a@example.com', firstHolds);
    await inserted;
    let secondDone = false;
    const second = signup('b@example.com').finally(() => (secondDone = true));
    // SQLite runs one transaction at a time on its connection: the second is queued by the driver.
    // Without the lock the second would not wait: it ends first, an admin too, and fails below.
    if (testDialect === 'postgres') await someoneWaitsForTheLock(db, () => secondDone);
    commitFirst();

    expect(await first).toEqual({ role: 'admin', seenBefore: 0 });
    expect(await second).toEqual({ role: 'user', seenBefore: 1 });
  });
});
