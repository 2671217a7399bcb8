import pg from 'pg';
import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { createDb, type Db } from '../db.js';
import { TEMPLATE_DB } from './pgGlobalSetup.js';

// Databases for the `server-pg` test project. Each test file gets its own database, cloned from
// the migrated template (~0.15 s); each test then starts from empty tables with TRUNCATE … RESTART
// IDENTITY (a few ms, so ids start at 1 as on a fresh SQLite ':memory:'). Files run in parallel
// on separate databases; tests within a file run one after another.

let fileDatabase: Promise<{ url: string; tables: string[] }> | undefined;

async function adminUrl(): Promise<string> {
  const { inject } = await import('vitest');
  return inject('pgAdminUrl');
}

async function createDatabase(template: string): Promise<string> {
  const admin = adminUrl();
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: await admin });
  await client.connect();
  try {
    await client.query(`create database ${name} template ${template} strategy file_copy`);
  } finally {
    await client.end();
  }
  return (await admin).replace(/\/postgres$/, `/${name}`);
}

function open(url: string): Db {
  // Small pools that let go quickly: tests do not always destroy what they open.
  return createDb({ url, poolSize: 4, idleTimeoutMs: 1_000 });
}

/** This file's database, emptied: the PostgreSQL counterpart of a fresh migrated ':memory:'. */
export async function makePgTestDb(): Promise<Db> {
  fileDatabase ??= (async () => {
    const url = await createDatabase(TEMPLATE_DB);
    const db = open(url);
    const rows = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'`.execute(db);
    await db.destroy();
    return { url, tables: rows.rows.map((r) => r.tablename) };
  })();
  const { url, tables } = await fileDatabase;
  const db = open(url);
  await sql`truncate ${sql.join(tables.map((t) => sql.table(t)))} restart identity cascade`.execute(db);
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
