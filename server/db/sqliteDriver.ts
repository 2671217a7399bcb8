import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type QueryResult } from 'kysely';

// better-sqlite3 is synchronous: with SQLite's own busy_timeout, a write that meets another
// connection's write lock (an import worker's confirm, a second process) sleeps inside SQLite
// and holds the whole event loop for as long as the lock is held (issue 9). Here the connection
// has no busy_timeout and a statement that answers SQLITE_BUSY is retried after a timer
// instead, so the server keeps answering while it waits. Transactions start with
// BEGIN IMMEDIATE: the lock is taken (or waited for, asynchronously) by the BEGIN itself, so no
// statement inside a transaction can meet SQLITE_BUSY, and every retried statement is one that
// did nothing (an autocommit statement, a BEGIN, a COMMIT).

/** As long as busy_timeout waited before (server/db.ts used 5,000 ms). */
export const BUSY_WAIT_MS = 5_000;
// Short first waits: the lock holders here (the import confirm's chunks) pause a few ms between
// transactions, and a writer that polls every few ms gets in at the first pause.
const RETRY_DELAYS_MS = [0, 1, 2, 2, 4];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/** Runs `attempt` until it does not fail with SQLITE_BUSY, waiting on timers between tries. */
export async function retryWhileBusy<T>(attempt: () => Promise<T>, waitMs = BUSY_WAIT_MS): Promise<T> {
  const started = Date.now();
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error) || Date.now() - started >= waitMs) throw error;
      await sleep(RETRY_DELAYS_MS[Math.min(tries, RETRY_DELAYS_MS.length - 1)]);
    }
  }
}

class RetryingConnection implements DatabaseConnection {
  constructor(private readonly inner: DatabaseConnection) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return retryWhileBusy(() => this.inner.executeQuery<R>(query));
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class NonBlockingSqliteDriver extends SqliteDriver {
  private wrapped = new WeakMap<DatabaseConnection, RetryingConnection>();

  override async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await super.acquireConnection();
    let connection = this.wrapped.get(inner);
    if (!connection) this.wrapped.set(inner, (connection = new RetryingConnection(inner)));
    return connection;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** The part of a better-sqlite3 connection Kysely's SQLite driver calls. */
interface PreparingDatabase {
  prepare(sql: string): { busy: boolean };
  close(): unknown;
}

/** How many statement texts a connection keeps prepared. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's driver prepares every query's text anew. Compiling a statement is SQLite's parse and
 * plan, and for the multi-row INSERTs of an import (thousands of parameters) it cost as much as
 * running it (docs/performance.md, "Prepared statements"). The texts repeat (Kysely compiles the
 * same query to the same text; imports keep their INSERT texts per row count), so each connection
 * keeps its last statements by text, least recently used first out. A statement still being
 * iterated (a streamed select) is busy: a second use of its text gets a fresh one. SQLite
 * re-prepares a kept statement by itself when the schema changes.
 */
export function withStatementCache<D extends PreparingDatabase>(database: D, size = STATEMENT_CACHE_SIZE): D {
  const kept = new Map<string, ReturnType<D['prepare']>>();
  const prepare = (sql: string) => {
    const cached = kept.get(sql);
    if (cached && !cached.busy) {
      kept.delete(sql);
      kept.set(sql, cached);
      return cached;
    }
    const statement = database.prepare(sql) as ReturnType<D['prepare']>;
    if (!cached) {
      kept.set(sql, statement);
      if (kept.size > size) kept.delete(kept.keys().next().value!);
    }
    return statement;
  };
  return new Proxy(database, {
    get(target, property, receiver) {
      if (property === 'prepare') return prepare;
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Kysely's SQLite dialect on a better-sqlite3 connection opened with `busy_timeout = 0`. */
export class NonBlockingSqliteDialect extends SqliteDialect {
  constructor(private readonly config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
  }

  override createDriver(): SqliteDriver {
    return new NonBlockingSqliteDriver(this.config);
  }
}
