import { sql } from 'kysely';
import type { Db } from '../db.js';
import { testDialect } from './harness.js';

/**
 * Resolves once a session of this database waits for a lock another one holds (PostgreSQL's
 * `pg_stat_activity`; other test databases share the cluster), or
 * once `done()` (the waiter finished without waiting: the race the test looks for was lost, and
 * its assertions then fail). SQLite runs one transaction at a time on its connection: nothing to
 * wait for there, the driver queues the second. For step-by-step tests of concurrent writes.
 */
export async function someoneWaitsForALock(db: Db, done: () => boolean): Promise<void> {
  if (testDialect !== 'postgres') return;
  while (!done()) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
