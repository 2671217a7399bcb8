import { afterEach, describe, expect, it } from 'vitest';
import { API_TOKEN_MSG } from '../../shared/messages.js';
import { API_TOKENS_PER_USER_MAX } from '../../shared/schemas/apiTokens.js';
import type { Db } from '../db.js';
import { countUserApiTokens, insertApiToken } from '../repos/apiTokens.js';
import { lockUserRow } from '../repos/users.js';
import { callerFor, closeTestDb, FIXED_NOW, makeTestDb, makeUser } from '../test/harness.js';
import { someoneWaitsForALock } from '../test/lockWaits.js';

// A person has at most API_TOKENS_PER_USER_MAX tokens (docs/api.md), counted then inserted in one
// transaction that first locks their user row: concurrent calls cannot each count the same
// tokens and all pass (PostgreSQL at READ COMMITTED).
describe('the API token cap', () => {
  let db: Db;
  afterEach(() => closeTestDb(db));

  const fill = async (userId: number, n: number) => {
    for (let i = 0; i < n; i++) await insertApiToken(db, { userId, name: `t${i}`, scope: 'read', tokenHash: `hash-${userId}-${i}`, now: FIXED_NOW.getTime(), expiresAt: null });
  };

  it('refuses the token over the cap with its message and writes nothing', async () => {
    db = await makeTestDb();
    const user = await makeUser(db);
    await fill(user.id, API_TOKENS_PER_USER_MAX - 1);
    const caller = callerFor(db, user);
    await caller.account.createApiToken({ name: 'last', scope: 'write', expiresAt: null });
    await expect(caller.account.createApiToken({ name: 'one more', scope: 'write', expiresAt: null })).rejects.toThrow(API_TOKEN_MSG.tooManyTokens);
    expect(await countUserApiTokens(db, user.id)).toBe(API_TOKENS_PER_USER_MAX);
  });

  it('holds under a concurrent call: the second waits for the first and is refused', async () => {
    db = await makeTestDb();
    const user = await makeUser(db);
    await fill(user.id, API_TOKENS_PER_USER_MAX - 1);
    let commitFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (commitFirst = resolve));
    let firstInserted!: () => void;
    const inserted = new Promise<void>((resolve) => (firstInserted = resolve));
    // The first call, stopped after its insert and before its commit.
    const first = db.transaction().execute(async (trx) => {
      await lockUserRow(trx, user.id);
      expect(await countUserApiTokens(trx, user.id)).toBe(API_TOKENS_PER_USER_MAX - 1);
      await insertApiToken(trx, { userId: user.id, name: 'first', scope: 'read', tokenHash: 'hash-first', now: FIXED_NOW.getTime(), expiresAt: null });
      firstInserted();
      await firstHolds;
    });
    await inserted;
    let secondDone = false;
    const second = callerFor(db, user)
      .account.createApiToken({ name: 'second', scope: 'write', expiresAt: null })
      .finally(() => (secondDone = true));
    second.catch(() => {});
    // Without the lock the second would count 49, not wait, and make a 51st token.
    await someoneWaitsForALock(db, () => secondDone);
    commitFirst();
    await first;
    await expect(second).rejects.toThrow(API_TOKEN_MSG.tooManyTokens);
    expect(await countUserApiTokens(db, user.id)).toBe(API_TOKENS_PER_USER_MAX);
  });
});
