import { createRequire } from 'node:module';
import type pg from 'pg';
import { PostgresDialect } from 'kysely';

// `pg` loads only when a PostgreSQL database is opened: a SQLite server never pays its memory
// and start-up time (issue 10, idle RSS).
const loadPg = (): typeof pg => createRequire(import.meta.url)('pg') as typeof pg;

// PostgreSQL through `pg`, answering with the same JS types as SQLite does (docs/postgresql.md).

/** OIDs of the types `pg` returns as strings by default and that the app reads as numbers. */
const INT8_OID = 20; // bigint: epoch ms columns, count(*), sum(integer)
const NUMERIC_OID = 1700; // sum(bigint), avg(…)

/**
 * Type parsers for this pool only (not pg's global ones, so another library in the process is
 * unaffected). Epoch milliseconds stay far below 2^53, so Number is exact for every value the
 * app stores.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return loadPg().types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

export interface PostgresOptions {
  url: string;
  /** Connections in this process's pool. */
  poolSize?: number;
  /** How long an idle connection stays open (tests keep it short). */
  idleTimeoutMs?: number;
}

export function createPostgresPool(opts: PostgresOptions): pg.Pool {
  const pool = new (loadPg().Pool)({
    connectionString: opts.url,
    max: opts.poolSize ?? 10,
    idleTimeoutMillis: opts.idleTimeoutMs ?? 10_000,
    // A database that does not answer fails the request (and /api/health) instead of hanging.
    connectionTimeoutMillis: 5_000,
    // Idle connections alone do not keep a process (a CLI command, a test worker) alive.
    allowExitOnIdle: true,
    types,
  });
  // An idle connection that dies (database restart) must not crash the process; the pool
  // replaces it on the next checkout.
  pool.on('error', () => {});
  // The same for a connection that is checked out but idle when it dies (the import locks' held
  // session, imports/importLock.ts; a transaction between statements): its next query fails, and
  // the pool drops it when it is given back, but the 'error' event itself must not crash the process.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    // No JIT compilation on the app's connections: its queries take milliseconds, and compiling
    // one whose estimated cost passes jit_above_cost (My Decks' counts with 100 decks of 500 cards)
    // took 40–70 ms, several times the query itself (docs/performance.md). Sent before the
    // connection is handed out, so it is the first statement `pg` runs on it; should a server
    // refuse it, the connection keeps the server's setting and works as before.
    client.query('SET jit = off').catch(() => {});
  });
  return pool;
}

export function createPostgresDialect(opts: PostgresOptions): PostgresDialect {
  return new PostgresDialect({ pool: createPostgresPool(opts) });
}

export function isPostgresUrl(value: string | undefined): value is string {
  return !!value && /^postgres(ql)?:\/\//i.test(value);
}
