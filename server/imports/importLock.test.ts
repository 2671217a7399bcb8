// Issue #31 item 7, docs/security.md: 'one import at a time per user' holds across processes on
// PostgreSQL. Two Db instances on one PostgreSQL database are two processes' pools (each has its
// own in-process set); a process's death is its session ending (pg_terminate_backend). Waits on
// state (gates the tests open), never on time.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.js';
import { createDb, type Db } from '../db.js';
import { Agent, FIXED_NOW, makeTestApp, makeTestDb, makeUser, testDialect } from '../test/harness.js';
import { IMPORT_LOCK_NAMESPACE, ImportLocks } from './importLock.js';

const onPostgres = testDialect === 'postgres';
const opened: Db[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

// Each Db stands for one app: its imports service's locks (importsService.ts).
const appLocks = new WeakMap<Db, ImportLocks>();
function withImportLock<T>(db: Db, userId: number, work: () => Promise<T>): Promise<T> {
  let locks = appLocks.get(db);
  if (!locks) appLocks.set(db, (locks = new ImportLocks(db)));
  return locks.run(userId, work);
}

// pg_locks is the cluster's: the locks are counted in this test's database only, as other test
// files import on databases of their own meanwhile, with user ids from 1 too.

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Starts an import of `userId` on `db` that holds its lock until the returned `finish` is called. */
async function holdLock(db: Db, userId: number) {
  const started = gate();
  const finish = gate();
  const done = withImportLock(db, userId, async () => {
    started.open();
    await finish.opened;
    return 'done';
  });
  await started.opened;
  return { finish: finish.open, done };
}

const refused = { code: 'TOO_MANY_REQUESTS', message: MSG.importInFlight };

/** Two "processes": two pools on one migrated PostgreSQL database. */
async function twoProcesses(poolSize = 2) {
  const { makeMigratedPgDatabaseUrl } = await import('../test/pgTestDb.js');
  const url = await makeMigratedPgDatabaseUrl();
  const first = createDb({ url, poolSize });
  const second = createDb({ url, poolSize });
  opened.push(first, second);
  const user = await makeUser(first);
  return { first, second, url, user };
}

describe(`the import lock (${testDialect})`, () => {
  it("refuses a user's second import in the same process while the first runs, not another user's", async () => {
    const db = await makeTestDb();
    opened.push(db);
    const first = await holdLock(db, 1);
    await expect(withImportLock(db, 1, async () => 'second')).rejects.toMatchObject(refused);
    expect(await withImportLock(db, 2, async () => 'other user')).toBe('other user');
    first.finish();
    expect(await first.done).toBe('done');
    expect(await withImportLock(db, 1, async () => 'again')).toBe('again');
  });

  it('lets the user import again after an import that failed', async () => {
    const db = await makeTestDb();
    opened.push(db);
    await expect(withImportLock(db, 1, async () => Promise.reject(new Error('parse failed')))).rejects.toThrow('parse failed');
    expect(await withImportLock(db, 1, async () => 'next')).toBe('next');
  });

  it.skipIf(!onPostgres)('holds across two processes on one PostgreSQL database', async () => {
    const { first, second, user } = await twoProcesses();
    const held = await holdLock(first, user.id);
    await expect(withImportLock(second, user.id, async () => 'elsewhere')).rejects.toMatchObject(refused);
    expect(await withImportLock(second, user.id + 1, async () => 'another user')).toBe('another user');
    held.finish();
    await held.done;
    expect(await withImportLock(second, user.id, async () => 'now free')).toBe('now free');
    // Nothing left behind: no advisory lock of the namespace is held once both are done.
    const locks = await sql<{ n: string }>`select count(*) as n from pg_locks where database = (select oid from pg_database where datname = current_database()) and locktype = 'advisory' and classid = ${IMPORT_LOCK_NAMESPACE}`.execute(second);
    expect(Number(locks.rows[0].n)).toBe(0);
  });

  it.skipIf(!onPostgres)('a process that dies mid-import does not lock the user out', async () => {
    const { first, second, user } = await twoProcesses();
    const held = await holdLock(first, user.id);
    await expect(withImportLock(second, user.id, async () => 'x')).rejects.toMatchObject(refused);
    // The first process's session ends as it would when the process is killed.
    const killed = await sql<{ ok: boolean }>`select pg_terminate_backend(pid) as ok from pg_locks where database = (select oid from pg_database where datname = current_database()) and locktype = 'advisory' and classid = ${IMPORT_LOCK_NAMESPACE} and objid = ${user.id}`.execute(second);
    expect(killed.rows.map((row) => row.ok)).toEqual([true]);
    // pg_terminate_backend only signals the backend: wait until it has gone and its lock with it.
    const heldLocks = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from pg_locks where database = (select oid from pg_database where datname = current_database()) and locktype = 'advisory' and classid = ${IMPORT_LOCK_NAMESPACE} and objid = ${user.id}`.execute(second)).rows[0].n);
    await expect.poll(heldLocks, { timeout: 15_000 }).toBe(0);
    expect(await withImportLock(second, user.id, async () => 'after the crash')).toBe('after the crash');
    held.finish();
    expect(await held.done).toBe('done');
    // (Had the process lived on, it takes a fresh connection for its next import.)
    expect(await withImportLock(first, user.id, async () => 'fresh session')).toBe('fresh session');
  });

  it.skipIf(!onPostgres)("shares one pool connection among a process's import locks (the pool is not starved)", async () => {
    const { first } = await twoProcesses(2);
    const holds = [];
    for (const userId of [11, 12, 13, 14]) holds.push(await holdLock(first, userId));
    // Four imports in flight on a pool of two: one connection holds their locks, one is free for work.
    const row = await sql<{ n: string }>`select count(*) as n from pg_locks where database = (select oid from pg_database where datname = current_database()) and locktype = 'advisory' and classid = ${IMPORT_LOCK_NAMESPACE}`.execute(first);
    expect(Number(row.rows[0].n)).toBe(4);
    for (const hold of holds) hold.finish();
    await Promise.all(holds.map((hold) => hold.done));
  });

  it.skipIf(!onPostgres)('over HTTP: an import in flight on one process makes the other answer 429', async () => {
    const { first, second } = await twoProcesses(4);
    const appA = await makeTestApp({ db: first, now: () => FIXED_NOW });
    const appB = await makeTestApp({ db: second, now: () => FIXED_NOW });
    apps.push(appA.app, appB.app);
    const agentA = new Agent(appA.app);
    const signup = await agentA.request('POST', '/api/auth/signup', { email: 'both@example.com', password: 'correct horse battery' });
    expect(signup.statusCode).toBe(201);
    const agentB = new Agent(appB.app);
    expect((await agentB.request('POST', '/api/auth/login', { email: 'both@example.com', password: 'correct horse battery' })).statusCode).toBe(200);
    const { id: userId } = await first.selectFrom('users').select('id').where('email', '=', 'both@example.com').executeTakeFirstOrThrow();

    // Process A is importing for this user (its import service holds this very lock).
    const held = await holdLock(first, userId);
    const quizlet = { deckName: 'Q', quizletText: 'a\tb', termDefDelimiterKey: 'tab', cardDelimiterKey: 'newline' };
    const onB = await agentB.request('POST', '/api/import/quizlet/preview', quizlet);
    expect(onB.statusCode).toBe(429);
    expect(onB.json().message).toBe(MSG.importInFlight);
    held.finish();
    await held.done;
    expect((await agentB.request('POST', '/api/import/quizlet/preview', quizlet)).statusCode).toBe(200);
  });
});
