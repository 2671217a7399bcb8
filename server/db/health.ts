import { sql, type Kysely } from 'kysely';
import { dialectOf, type DialectName } from './dialect.js';

export interface DatabaseHealth {
  status: 'ok' | 'unavailable';
  database: DialectName;
}

/**
 * Whether the database answers a trivial query within `timeoutMs` (a stopped PostgreSQL can
 * otherwise hold a request for the pool's whole connection timeout).
 */
export async function databaseHealth(db: Kysely<any>, timeoutMs = 3_000): Promise<DatabaseHealth> {
  const database = dialectOf(db);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database health check timed out')), timeoutMs);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
    return { status: 'ok', database };
  } catch {
    return { status: 'unavailable', database };
  } finally {
    clearTimeout(timer);
  }
}
