import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { createContextInner, type SessionUser } from '../context.js';
import type { Db } from '../db.js';
import { confirmImport, csvAnalyze, csvPreview, deleteImport, warmImportWorkers } from '../imports/service.js';
import { closeTestDb, FIXED_NOW, makeTestDb, makeUser } from '../test/harness.js';
import { insertImportCache, sweepExpiredImports } from './importCache.js';
import { deleteImportParts, PART_TYPE, readImportParts, storeInParts } from './importParts.js';

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
  });

  it("another user's id, an expired part or a missing one read as gone", async () => {
    await storeInParts(db, owner('abc'), async (onPart) => onPart([['a']]));
    const other = await makeUser(db);
    expect(await readImportParts(db, other.id, 'abc', 1, 1, NOW)).toBeNull();
    expect(await readImportParts(db, userId, 'abc', 1, 1, NOW + TTL)).toBeNull();
    expect(await readImportParts(db, userId, 'abc', 2, 1, NOW)).toBeNull();
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

// Through the service, on the database the import worker writes to itself (a SQLite file or a
// PostgreSQL URL): a CSV of 12,001 rows is three parts beside the import's row, read back by
// preview and confirm, and gone after confirm or delete.
describe('a CSV import on a database, in parts', () => {
  let db: Db;
  let user: SessionUser;
  beforeAll(() => warmImportWorkers(testConfig()), 120_000);
  beforeEach(async () => {
    db = await makeTestDb();
    user = await makeUser(db);
  });
  afterEach(() => closeTestDb(db));

  const ctx = () => ({ ...createContextInner({ db, user, now: () => FIXED_NOW, config: testConfig() }), user });
  const csv = () => ({
    fileName: 'big.csv',
    bytes: new TextEncoder().encode(['term,definition', ...Array.from({ length: 12_001 }, (_, i) => `t${i},d${i}`)].join('\n')),
  });
  const partRows = async () => Number((await db.selectFrom('import_cache').where('type', '=', PART_TYPE).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('analyze writes the parts, preview and confirm read them, confirm removes them', async () => {
    const analysis = await csvAnalyze(ctx(), csv());
    expect(analysis).toMatchObject({ totalRows: 12_001, headers: ['term', 'definition'], message: 'CSV file read: 12001 rows.' });
    expect(await partRows()).toBe(3);
    const preview = await csvPreview(ctx(), { temporaryImportId: analysis.temporaryImportId, deckName: 'Big', columnMapping: { term: 'term', definition: 'definition' } });
    expect(preview.errorSummary.totalCardsAttempted).toBe(12_001);
    expect(preview.previewCards[0]).toMatchObject({ term: 't0', definition: 'd0' });
    const result = await confirmImport(ctx(), { type: 'csv', temporaryImportId: analysis.temporaryImportId });
    expect(result.createdDecks).toEqual([expect.objectContaining({ name: 'Big', cardCount: 12_001 })]);
    expect(await partRows()).toBe(0);
  }, 60_000);

  it('delete removes the parts with the import', async () => {
    const { temporaryImportId } = await csvAnalyze(ctx(), csv());
    expect(await partRows()).toBe(3);
    await deleteImport(ctx(), { type: 'csv', temporaryImportId });
    expect(await partRows()).toBe(0);
  }, 60_000);
});
