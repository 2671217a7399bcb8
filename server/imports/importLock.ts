import { sql, type Kysely } from 'kysely';
import { MSG } from '../../shared/messages.js';
import type { Db, DB } from '../db.js';
import { dialectOf } from '../db/dialect.js';
import { AppError } from '../errors.js';

// docs/security.md: one import at a time per user ('Another import is still being processed.', 429),
// across every process on a PostgreSQL database (docs/postgresql.md "One import at a time").
//
// - In this process: a set of users per database (ImportLocks, one per app), checked first (no connection taken for a
//   duplicate request; PostgreSQL's advisory locks are re-entrant within one session, so they
//   cannot tell this process's second request from its first).
// - Across processes (PostgreSQL): a session-level advisory lock `pg_try_advisory_lock(namespace,
//   user id)`. All of a process's import locks live on ONE connection of its pool, taken when its
//   first import starts and given back when its last one ends, so imports queued behind the
//   workers never starve the pool. A process that dies takes its session, and so its locks, with
//   it: nobody is locked out by a crash.
// - SQLite: the in-process set (one server process per database file is the supported setup).

/** The advisory-lock namespace of import locks (int4 'CdIm'), beside the user id. */
export const IMPORT_LOCK_NAMESPACE = 0x4364496d;

/** One held pool connection per database, shared by the advisory locks of every import in flight. */
class LockSession {
  private users = 0;
  private connection: Promise<Kysely<DB>> | null = null;
  private giveBack: (() => void) | null = null;

  constructor(private readonly db: Db) {}

  async run<T>(userId: number, work: () => Promise<T>): Promise<T> {
    this.users += 1;
    try {
      const conn = await this.open();
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${IMPORT_LOCK_NAMESPACE}::int4, ${userId}::int4) as locked`.execute(conn);
      if (!rows[0]?.locked) throw new AppError('TOO_MANY_REQUESTS', MSG.importInFlight);
      try {
        return await work();
      } finally {
        // A lost connection has lost its locks already: nothing left to unlock.
        await sql`select pg_advisory_unlock(${IMPORT_LOCK_NAMESPACE}::int4, ${userId}::int4)`.execute(conn).catch(() => {});
      }
    } finally {
      this.users -= 1;
      if (this.users === 0) this.close();
    }
  }

  private open(): Promise<Kysely<DB>> {
    this.connection ??= new Promise<Kysely<DB>>((resolve, reject) => {
      this.db
        .connection()
        .execute((conn) => new Promise<void>((release) => {
          this.giveBack = release;
          resolve(conn);
        }))
        .catch((error: unknown) => {
          this.connection = null;
          reject(error);
        });
    });
    return this.connection;
  }

  private close() {
    this.giveBack?.();
    this.giveBack = null;
    this.connection = null;
  }
}

/**
 * The import locks of one database, owned by the app's imports service (importsService.ts): made
 * and closed with the app, so no lock state outlives it or is shared between two apps.
 */
export class ImportLocks {
  private readonly users = new Map<number, Promise<unknown>>();
  private session: LockSession | null = null;

  constructor(private readonly db: Db) {}

  /** Runs `work` holding the user's import lock; a 429 when another import of theirs is in flight anywhere. */
  run<T>(userId: number, work: () => Promise<T>): Promise<T> {
    if (this.users.has(userId)) return Promise.reject(new AppError('TOO_MANY_REQUESTS', MSG.importInFlight));
    const running = this.locked(userId, work).finally(() => this.users.delete(userId));
    this.users.set(userId, running);
    return running;
  }

  /** Settles once every import in flight has ended (the app closes its database after). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.users.values()]);
  }

  private async locked<T>(userId: number, work: () => Promise<T>): Promise<T> {
    if (dialectOf(this.db) !== 'postgres') return work();
    this.session ??= new LockSession(this.db);
    return this.session.run(userId, work);
  }
}
