import { Kysely } from 'kysely';

// Login/signup attempt counters (docs/security.md) live in the database, not in process memory,
// so every process of a multi-process deployment sees the same counts. Fixed windows: one row
// per (key, window start), bumped with an upsert and swept once the window is over.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('auth_rate_limits')
    // 'ip:<address>' or 'email:<sha-256 of the normalised email>'.
    .addColumn('key', 'text', (c) => c.notNull())
    // Epoch ms: bigint so PostgreSQL can hold it too.
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('auth_rate_limits_pk', ['key', 'window_start'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auth_rate_limits').execute();
}
