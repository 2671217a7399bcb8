import { Migrator, NO_MIGRATIONS } from 'kysely';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb, migrateToLatest } from '../server/db.js';
import { migrationProvider } from './index.js';

describe('migrations', () => {
  it('migrate an empty database up to the full schema and back down', async () => {
    const db = createDb(':memory:');
    await migrateToLatest(db);
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'kysely_%' and name not like 'sqlite_%' order by name`.execute(db);
    expect(tables.rows.map((r) => r.name)).toEqual(['auth_rate_limits', 'auth_sessions', 'cards', 'decks', 'import_cache', 'invites', 'memory_models', 'password_reset_tokens', 'review_logs', 'study_sessions', 'users']);

    const migrator = new Migrator({ db, provider: migrationProvider });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    const left = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'kysely_%' and name not like 'sqlite_%'`.execute(db);
    expect(left.rows).toEqual([]);
    await db.destroy();
  });

  it('is idempotent: migrating twice changes nothing', async () => {
    const db = createDb(':memory:');
    await migrateToLatest(db);
    await migrateToLatest(db);
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(await migrationProvider.getMigrations()));
    await db.destroy();
  });
});

describe('0004_roles_invites', () => {
  it('makes the oldest account of an existing database its admin', async () => {
    const db = createDb(':memory:');
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
