import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { closeTestDb, makeTestDb, makeUser } from '../test/harness.js';
import { insertImportCache, sweepExpiredImports } from './importCache.js';
import { deleteImportParts, readImportParts, storeInParts, withPartRows } from './importParts.js';

const NOW = 1_700_000_000_000;
const TTL = 60_000;

describe('import parts', () => {
  let db: Db;
  let userId: number;
  beforeEach(async () => {
    db = await makeTestDb();
    userId = (await makeUser(db)).id;
  });
  afterEach(() => closeTestDb(db));

  const owner = (importId: string) => ({ importId, userId, now: NOW, ttlMs: TTL });
  const count = async () => Number((await db.selectFrom('import_cache').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('stores the rows handed on, reads them back in order and as wide as the headers', async () => {
    const { head, parts } = await storeInParts(db, owner('abc'), async (onPart) => {
      await onPart([['a', 'b'], ['c']]);
      await onPart([['d', 'e', 'f']]);
      return 'head';
    });
    expect({ head, parts }).toEqual({ head: 'head', parts: 2 });
    expect(await readImportParts(db, userId, 'abc', 2, 2, NOW)).toEqual([['a', 'b'], ['c', ''], ['d', 'e']]);
    const table = { headers: ['x', 'y'], rows: [] as string[][] };
    expect(await withPartRows(db, userId, 'abc', table, 2, NOW)).toEqual({ headers: ['x', 'y'], rows: [['a', 'b'], ['c', ''], ['d', 'e']] });
    // A table with its rows inline (in process, or cached before parts) is answered as it is.
    const inline = { headers: ['x'], rows: [['1']] };
    expect(await withPartRows(db, userId, 'abc', inline, undefined, NOW)).toBe(inline);
  });

  it("another user's id, an expired part or a missing one read as gone", async () => {
    await storeInParts(db, owner('abc'), async (onPart) => onPart([['a']]));
    const other = await makeUser(db);
    expect(await readImportParts(db, other.id, 'abc', 1, 1, NOW)).toBeNull();
    expect(await readImportParts(db, userId, 'abc', 1, 1, NOW + TTL)).toBeNull();
    expect(await withPartRows(db, userId, 'abc', { headers: ['x'], rows: [] }, 2, NOW)).toBeNull();
  });

  it('a failed read removes the parts it wrote; delete removes them all; the sweeper takes expired ones', async () => {
    await expect(
      storeInParts(db, owner('bad'), async (onPart) => {
        await onPart([['a']]);
        throw new Error('not a CSV');
      }),
    ).rejects.toThrow('not a CSV');
    expect(await count()).toBe(0);

    await storeInParts(db, owner('abc'), async (onPart) => {
      for (let part = 0; part < 3; part++) await onPart([[String(part)]]);
    });
    await insertImportCache(db, { id: 'abc', userId, type: 'csv', payload: '{}', now: NOW, ttlMs: TTL });
    await deleteImportParts(db, userId, 'abc');
    expect(await db.selectFrom('import_cache').select('id').execute()).toEqual([{ id: 'abc' }]);

    await storeInParts(db, owner('old'), async (onPart) => onPart([['a']]));
    expect(await sweepExpiredImports(db, NOW + TTL)).toBe(2);
  });
});
