import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db.js';
import { closeTestDb, makeTestDb, testDialect } from '../test/harness.js';
import { TABLES, tableEntry, tablesParentsFirst } from './userData.js';

// The registry against the live schema after every migration, on both databases (issue 25).

let db: Db;
beforeAll(async () => {
  db = await makeTestDb();
});
afterAll(() => closeTestDb(db));

async function liveTables(): Promise<string[]> {
  const query =
    testDialect === 'postgres'
      ? sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() and tablename not like 'kysely_%' order by tablename`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'kysely_%' and name not like 'sqlite_%' order by name`;
  return (await query.execute(db)).rows.map((r) => r.name);
}

async function columnsOf(table: string): Promise<string[]> {
  const query =
    testDialect === 'postgres'
      ? sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`
      : sql<{ name: string }>`select name from pragma_table_info(${table})`;
  return (await query.execute(db)).rows.map((r) => r.name);
}

/** Each foreign key as child → parent table. */
async function foreignKeys(): Promise<{ child: string; parent: string }[]> {
  if (testDialect === 'postgres') {
    const rows = await sql<{ child: string; parent: string }>`
      select c.relname as child, p.relname as parent from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = current_schema()`.execute(db);
    return rows.rows;
  }
  const keys = await Promise.all(
    (await liveTables()).map(async (child) =>
      (await sql<{ parent: string }>`select "table" as parent from pragma_foreign_key_list(${child})`.execute(db)).rows.map((r) => ({ child, parent: r.parent })),
    ),
  );
  return keys.flat();
}

describe('the registry of user data (db/userData.ts)', () => {
  it('names every table of the schema once', async () => {
    expect(TABLES.map((t) => t.name).sort()).toEqual(await liveTables());
  });

  it('reaches every table with a user_id column through that column', async () => {
    for (const table of await liveTables()) {
      if (!(await columnsOf(table)).includes('user_id')) continue;
      const ownership = tableEntry(table)?.ownership;
      const direct = ownership?.kind === 'rows' && ownership.paths.some((p) => !('parent' in p) && p.column === 'user_id');
      expect(direct, `${table} has a user_id column: add it to server/db/userData.ts as rows of the user`).toBe(true);
    }
  });

  it('names real columns and parents in every owner path', async () => {
    for (const { name, ownership } of TABLES) {
      const columns = await columnsOf(name);
      if (ownership.kind === 'unlinked') expect(columns, name).toContain(ownership.column);
      if (ownership.kind !== 'rows') continue;
      for (const path of ownership.paths) {
        expect(columns, name).toContain(path.column);
        if ('parent' in path) expect(await columnsOf(path.parent), path.parent).toContain('id');
      }
    }
  });

  it('lists parents before children, so copying inserts and deleting removes in a valid order', async () => {
    const order: string[] = tablesParentsFirst();
    const keys = await foreignKeys();
    expect(keys.length).toBeGreaterThan(10);
    for (const { child, parent } of keys) {
      if (child !== parent) expect(order.indexOf(parent), `${parent} before ${child}`).toBeLessThan(order.indexOf(child));
    }
  });
});
