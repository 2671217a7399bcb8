import fs from 'node:fs';
import { Migrator, NO_MIGRATIONS, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../server/db.js';
import { makeEmptyTestDb, testDialect } from '../server/test/harness.js';
import { migrationProvider } from './index.js';

// Runs on both databases (the `server` and `server-pg` projects).

async function tableNames(db: Kysely<any>): Promise<string[]> {
  const query =
    testDialect === 'postgres'
      ? sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely_%' order by tablename`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'kysely_%' and name not like 'sqlite_%' order by name`;
  return (await query.execute(db)).rows.map((r) => r.name);
}

describe('migrations', () => {
  it('migrate an empty database up to the full schema and back down', async () => {
    const db = await makeEmptyTestDb();
    await migrateToLatest(db);
    expect(await tableNames(db)).toEqual(['auth_rate_limits', 'auth_sessions', 'cards', 'decks', 'import_cache', 'import_media', 'invites', 'media', 'media_chunks', 'memory_models', 'password_reset_tokens', 'review_logs', 'settings', 'study_sessions', 'users']);

    const migrator = new Migrator({ db, provider: migrationProvider });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await tableNames(db)).toEqual([]);
    await db.destroy();
  });

  it('is idempotent: migrating twice changes nothing', async () => {
    const db = await makeEmptyTestDb();
    await migrateToLatest(db);
    const once = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    await migrateToLatest(db);
    const twice = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    expect(twice.rows).toEqual(once.rows);
    expect(once.rows.map((r) => r.name)).toEqual(Object.keys(await migrationProvider.getMigrations()).sort());
    await db.destroy();
  });

  // 0001 was made dialect-neutral after it had landed: on SQLite it must still create, byte for
  // byte, the schema that existing files have (snapshot taken before the change).
  it.skipIf(testDialect !== 'sqlite')('0001 creates the same SQLite schema as before PostgreSQL support', async () => {
    const db = await makeEmptyTestDb();
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0001_init')).error).toBeUndefined();
    const schema = await sql`select type, name, sql from sqlite_master where name not like 'kysely_%' and name not like 'sqlite_%' order by type, name`.execute(db);
    const snapshot = JSON.parse(fs.readFileSync(new URL('./snapshots/0001_init.sqlite.json', import.meta.url), 'utf8'));
    expect(schema.rows).toEqual(snapshot);
    await db.destroy();
  });

  it.skipIf(testDialect !== 'postgres')('0001 stores epoch milliseconds as bigint and FSRS floats as double precision on PostgreSQL', async () => {
    const db = await makeEmptyTestDb();
    await migrateToLatest(db);
    const columns = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public' and column_name in ('due', 'created_at', 'last_review', 'stability', 'reviewed_at')`.execute(db);
    for (const c of columns.rows) {
      expect(`${c.table_name}.${c.column_name} ${c.data_type}`).toBe(
        `${c.table_name}.${c.column_name} ${c.column_name === 'stability' ? 'double precision' : 'bigint'}`,
      );
    }
    expect(columns.rows.length).toBeGreaterThanOrEqual(8);
    await db.destroy();
  });
});

describe('0004_roles_invites', () => {
  it('makes the oldest account of an existing database its admin', async () => {
    const db = await makeEmptyTestDb();
    const migrator = new Migrator({ db, provider: migrationProvider });
    await migrator.migrateTo('0001_init');
    for (const email of ['first@example.com', 'second@example.com']) {
      await sql`insert into users (email, password_hash, created_at) values (${email}, 'x', 1)`.execute(db);
    }
    await migrateToLatest(db);
    const users = await db.selectFrom('users').select(['email', 'role', 'last_active_at']).orderBy('id').execute();
    expect(users).toEqual([
      { email: 'first@example.com', role: 'admin', last_active_at: null },
      { email: 'second@example.com', role: 'user', last_active_at: null },
    ]);
    await db.destroy();
  });
});
