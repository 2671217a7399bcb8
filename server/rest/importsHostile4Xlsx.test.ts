import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.js';
import { testConfig } from '../config.js';
import type { Db } from '../db.js';
import { IMPORT_ERRORS } from '../domain/import/errors.js';
import { XLSX_CELLS_MAX } from '../domain/import/xlsxCells.js';
import { XLSX_MAX_DEPTH } from '../domain/import/xlsxReader.js';
import { warmImportWorkers } from '../imports/service.js';
import { importWorkerPool } from '../imports/workers/pool.js';
import { Agent, loginAgent, makeTestApp } from '../test/harness.js';
import { csvRows } from '../test/hostileFiles.js';
import { xlsxElementFlood, xlsxFarColumn, xlsxNestedElements } from '../test/hostileFiles4Xlsx.js';

// Security round 4 (issue 49, points 3 and 4) over HTTP, on both databases: a workbook of deeply
// nested elements and one with cells at column XFD answer a clear 400 and write nothing; a job
// past the import time limit is stopped with a clear 400 and its worker replaced; and one user's
// long import does not hold another user's (a spare worker takes it).

beforeAll(() => warmImportWorkers(testConfig()), 120_000);

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function setup(config: Parameters<typeof makeTestApp>[0] = {}) {
  const { app, db } = await makeTestApp(config);
  apps.push(app);
  return { app, db, agent: await loginAgent(app) };
}

function upload(agent: Agent, fileName: string, bytes: Uint8Array) {
  const boundary = '----hostile4boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="csvFile"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return agent.request('POST', '/api/import/csv/analyze', payload, { contentType: `multipart/form-data; boundary=${boundary}` });
}

const cacheRows = async (db: Db) => Number((await db.selectFrom('import_cache').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

// ~60 MB of empty sibling elements in a 60 kB file: seconds of reading, whatever reads it.
let flood: Uint8Array | null = null;
const elementFlood = () => (flood ??= xlsxElementFlood());

describe('hostile workbooks (issue 49)', () => {
  it('600,000 nested elements answer 400 at once, and the next import is read', async () => {
    const { db, agent } = await setup();
    const res = await upload(agent, 'nested.xlsx', xlsxNestedElements(600_000));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMPORT_ERRORS.xlsxTooDeep(XLSX_MAX_DEPTH));
    expect(await cacheRows(db)).toBe(0);
    expect((await upload(agent, 'after.csv', csvRows(2))).statusCode).toBe(200);
  }, 60_000);

  it('cells at column XFD: empty cells count against the cell budget (400, nothing cached)', async () => {
    const { db, agent } = await setup();
    // 701 rows × 16,384 columns: past 10 million cells though only three hold text.
    const res = await upload(agent, 'wide.xlsx', xlsxFarColumn(700));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMPORT_ERRORS.tooManyCells(XLSX_CELLS_MAX));
    expect(await cacheRows(db)).toBe(0);
  }, 60_000);

  it('a job past the time limit answers 400 "took too long", and its worker is ended and replaced', async () => {
    const pool = importWorkerPool(testConfig().importWorkers);
    const timedOut = pool.endings.timedOut;
    const { db, agent } = await setup({ config: { importTimeLimitMs: 200 } });
    const res = await upload(agent, 'flood.xlsx', elementFlood());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.importTooSlow);
    expect(pool.endings.timedOut).toBe(timedOut + 1);
    expect(await cacheRows(db)).toBe(0);
    // The next import (default limit: a new worker from source takes longer than 200 ms to start) is read.
    const other = await setup();
    expect((await upload(other.agent, 'after.csv', csvRows(2))).statusCode).toBe(200);
  }, 120_000);

  it("another user's small CSV is not held behind one user's long XLSX: a spare worker takes it", async () => {
    const pool = importWorkerPool(testConfig().importWorkers);
    const spares = pool.spareStarts;
    const { app, agent } = await setup();
    const other = await loginAgent(app);
    const long = upload(agent, 'flood.xlsx', elementFlood());
    // Once the long job runs on the pool's only worker…
    await expect.poll(() => pool.busyCount, { timeout: 60_000 }).toBe(1);
    // …the other user's import starts on a spare worker rather than waiting behind it.
    const small = await upload(other, 'small.csv', csvRows(2));
    expect(small.statusCode).toBe(200);
    expect(small.json().totalRows).toBe(2);
    expect(pool.spareStarts).toBe(spares + 1);
    expect((await long).statusCode).toBe(200);
  }, 120_000);
});
