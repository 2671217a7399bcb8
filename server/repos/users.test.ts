import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { closeTestDb, makeTestDb } from '../test/harness.js';
import { someoneWaitsForALock } from '../test/lockWaits.js';
import { countUsers, insertAccount, lockAccountCreation } from './users.js';

// The first account of a server becomes its admin (docs/administration.md). On PostgreSQL two
// signups' transactions run side by side, and at READ COMMITTED neither sees the other's
// uncommitted account: without the account-creation lock both would find an empty server.

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
    // Without the lock the second would not wait: it ends first, an admin too, and fails below.
    await someoneWaitsForALock(db, () => secondDone);
    commitFirst();

    expect(await first).toEqual({ role: 'admin', seenBefore: 0 });
    expect(await second).toEqual({ role: 'user', seenBefore: 1 });
  });
});
