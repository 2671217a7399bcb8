import pg from 'pg';
import { Kysely, PostgresDialect, sql, type PostgresPool } from 'kysely';
import { randomBytes } from 'node:crypto';
import { createDb, setPostgresUrl, type DB, type Db } from '../db.js';
import { createPostgresPool } from '../db/postgres.js';
import { TEMPLATE_DB } from './pgGlobalSetup.js';

// Databases for the `server-pg` test project. Each test file gets its own database, cloned from
// the migrated template (~0.15 s), and one small pool to it; each test then starts from empty
// tables (cardcade_test_reset(), a few ms, ids from 1 as on a fresh SQLite ':memory:'). Files run
// in parallel on separate databases; tests within a file run one after another.

async function adminUrl(): Promise<string> {
  const { inject } = await import('vitest');
  return inject('pgAdminUrl');
}

async function createDatabase(template: string): Promise<string> {
  const admin = await adminUrl();
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`create database ${name} template ${template} strategy file_copy`);
  } finally {
    await client.end();
  }
  return admin.replace(/\/postgres$/, `/${name}`);
}

function open(url: string): Db {
  // Small pools that let go quickly: tests do not always destroy what they open.
  return createDb({ url, poolSize: 4, idleTimeoutMs: 1_000 });
}

/**
 * A pool shared by every Kysely this file's tests get: a new PostgreSQL connection costs far more
 * than a test (a backend process each). `db.destroy()` in a test ends that Kysely (later queries
 * on it fail, as on a destroyed SQLite one) but leaves the shared connections for the next test.
 */
let fileDatabase: Promise<{ pool: pg.Pool; url: string }> | undefined;

/** This file's database, emptied: the PostgreSQL counterpart of a fresh migrated ':memory:'. */
export async function makePgTestDb(): Promise<Db> {
  fileDatabase ??= (async () => {
    const url = await createDatabase(TEMPLATE_DB);
    return { pool: createPostgresPool({ url, poolSize: 4, idleTimeoutMs: 5_000 }), url };
  })();
  const { pool, url } = await fileDatabase;
  const shared: PostgresPool = { connect: () => pool.connect(), end: async () => {} };
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: shared }) });
  // The import workers open the same database from its URL (server/imports/importsService.ts).
  setPostgresUrl(db, url);
  await sql`select cardcade_test_reset()`.execute(db);
  return db;
}

/** A new database with no tables at all (for migration tests). */
export async function makeEmptyPgTestDb(): Promise<Db> {
  return open(await makeEmptyPgDatabaseUrl());
}

/** The URL of a new database with no tables (copy-to-postgres target, app processes). */
export function makeEmptyPgDatabaseUrl(): Promise<string> {
  return createDatabase('template0');
}

/** The URL of a new migrated, empty database. */
export function makeMigratedPgDatabaseUrl(): Promise<string> {
  return createDatabase(TEMPLATE_DB);
}
