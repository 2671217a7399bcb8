import { sql } from 'kysely';
import type { Db } from '../db.js';

/**
 * Counts one attempt for `key` in the window starting at `windowStart` and answers the window's
 * count so far. One upsert: concurrent attempts (a tRPC batch, several processes) never lose a count.
 */
export async function bumpAttempts(db: Db, key: string, windowStart: number): Promise<number> {
  const row = await db
    .insertInto('auth_rate_limits')
    .values({ key, window_start: windowStart, attempts: 1 })
    // Qualified: PostgreSQL calls a bare `attempts` ambiguous beside `excluded.attempts`.
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ attempts: sql<number>`auth_rate_limits.attempts + 1` }))
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return Number(row.attempts);
}

export function deleteAuthRateLimitsBefore(db: Db, windowStart: number) {
  return db.deleteFrom('auth_rate_limits').where('window_start', '<', windowStart).execute();
}

/** Forgets one counter (a deleted account's per-email key). */
export function deleteRateLimitKey(db: Db, key: string) {
  return db.deleteFrom('auth_rate_limits').where('key', '=', key).execute();
}
