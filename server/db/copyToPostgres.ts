import Database from './sqliteNative.js';
import { sql, type Kysely } from 'kysely';
import { createDb, migrateToLatest } from '../db.js';
import { dialectOf } from './dialect.js';
import { tableEntry, tablesParentsFirst } from './userData.js';

// `cardcade copy-to-postgres <url>` (docs/postgresql.md): moves an instance from its SQLite file to an
// empty PostgreSQL database. Every row of every table is copied in ONE transaction with its id,
// sequences continue after the highest id, and the row counts are compared before committing, so
// the target is either a complete copy or untouched.

export interface CopyReport {
  tables: { name: string; rows: number }[];
}

export interface CopyOptions {
  /** Called after each table (for the CLI's progress lines). */
  onTable?: (name: string, rows: number) => void;
}

/** Rows per INSERT: PostgreSQL allows 65,535 parameters a statement. */
const maxRowsPerInsert = (columns: number) => Math.max(1, Math.min(2_000, Math.floor(60_000 / columns)));

export async function copyToPostgres(sqlitePath: string, targetUrl: string, opts: CopyOptions = {}): Promise<CopyReport> {
  // The source is brought to the latest schema first, exactly as starting the app would.
  const sourceDb = createDb({ path: sqlitePath });
  try {
    if (dialectOf(sourceDb) !== 'sqlite') throw new Error('The source must be a SQLite file');
    await migrateToLatest(sourceDb);
  } finally {
    await sourceDb.destroy();
  }

  const target = createDb({ url: targetUrl, poolSize: 1 });
  const source = new Database(sqlitePath, { readonly: true, fileMustExist: true });
  try {
    await migrateToLatest(target);
    const tables = tablesInDependencyOrder(source);
    return await target.transaction().execute(async (trx) => {
      await refuseNonEmpty(trx, tables);
      const report: CopyReport = { tables: [] };
      for (const table of tables) {
        const rows = await copyTable(source, trx, table);
        report.tables.push({ name: table, rows });
        opts.onTable?.(table, rows);
      }
      const used = lastUsedIds(source);
      for (const table of tables) await resetSequences(trx, table, used.get(table) ?? 0);
      return report;
    });
  } finally {
    source.close();
    await target.destroy();
  }
}

/**
 * The app's tables parents first (foreign keys are checked per row), from the registry
 * db/userData.ts. A table of the file the registry does not name would be left behind: refused.
 */
function tablesInDependencyOrder(source: Database.Database): string[] {
  const names = (
    source.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name`).all() as {
      name: string;
    }[]
  ).map((r) => r.name);
  const unknown = names.filter((name) => !tableEntry(name));
  if (unknown.length) throw new Error(`Table ${unknown.join(', ')} is not in server/db/userData.ts: say there how its rows belong to a user`);
  return tablesParentsFirst();
}

async function refuseNonEmpty(target: Kysely<any>, tables: string[]): Promise<void> {
  for (const table of tables) {
    const row = await sql<{ one: number }>`select 1 as one from ${sql.table(table)} limit 1`.execute(target);
    if (row.rows.length > 0) {
      throw new Error(`The PostgreSQL database is not empty (table ${table} has rows): copy-to-postgres only fills an empty database`);
    }
  }
}

async function copyTable(source: Database.Database, trx: Kysely<any>, table: string): Promise<number> {
  const quoted = `"${table.replaceAll('"', '""')}"`;
  const columns = (source.prepare(`select name from pragma_table_info(?) order by cid`).all(table) as { name: string }[]).map((c) => c.name);
  const batchSize = maxRowsPerInsert(columns.length);
  let batch: Record<string, unknown>[] = [];
  let copied = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await trx.insertInto(table).values(batch).execute();
    copied += batch.length;
    batch = [];
  };
  // Rows stream from SQLite in rowid order (the insertion order, which keeps ids ascending).
  for (const row of source.prepare(`select * from ${quoted} order by rowid`).iterate() as Iterable<Record<string, unknown>>) {
    batch.push(row);
    if (batch.length >= batchSize) await flush();
  }
  await flush();

  const expected = (source.prepare(`select count(*) as n from ${quoted}`).get() as { n: number }).n;
  const actual = Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(trx)).rows[0].n);
  if (copied !== expected || actual !== expected) {
    throw new Error(`Row count mismatch in ${table}: SQLite has ${expected}, PostgreSQL got ${actual}; nothing was copied`);
  }
  return actual;
}

/**
 * SQLite's AUTOINCREMENT never hands out an id again, even a deleted row's: its high-water marks
 * are in sqlite_sequence, and PostgreSQL's sequences continue after them.
 */
function lastUsedIds(source: Database.Database): Map<string, number> {
  const exists = source.prepare(`select 1 from sqlite_master where type = 'table' and name = 'sqlite_sequence'`).get();
  if (!exists) return new Map();
  const rows = source.prepare('select name, seq from sqlite_sequence').all() as { name: string; seq: number }[];
  return new Map(rows.map((r) => [r.name, Number(r.seq)]));
}

/** Serial columns continue after the copied ids (and after deleted ones), so new inserts do not collide. */
async function resetSequences(trx: Kysely<any>, table: string, lastUsed: number): Promise<void> {
  const serials = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and column_default like 'nextval(%'`.execute(trx);
  for (const { column_name: column } of serials.rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}), greatest(coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0), ${lastUsed}) + 1, false)`.execute(trx);
  }
}
