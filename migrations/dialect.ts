import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

// The dialect helpers the migrations use, frozen here as they were when 0001–0014 were written
// (copied from server/db/dialect.ts, issue 25). A migration must build the same schema forever,
// whatever the app's own helpers become, so the migrations import nothing from the app (the
// `migrations-import-nothing-of-the-app` rule in .dependency-cruiser.cjs). Never change what these
// produce: a migration that needs something else gets a new helper, or writes it inline.

export function dialectOf(db: Kysely<any>): 'sqlite' | 'postgres' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * SQLite keeps the exact types 0001 was written with; PostgreSQL needs 64-bit integers for epoch
 * milliseconds (int4 ends in 1970 + 24 days) and 8-byte floats where SQLite's REAL already is one.
 */
export function columnTypes(db: Kysely<any>) {
  const pg = dialectOf(db) === 'postgres';
  return {
    /** Epoch milliseconds. */
    epochMs: pg ? ('bigint' as const) : ('integer' as const),
    /** A double (FSRS stability, difficulty). */
    float: pg ? ('double precision' as const) : ('real' as const),
    /** Binary data (media). */
    blob: pg ? ('bytea' as const) : ('blob' as const),
  };
}

/** `integer primary key autoincrement` on SQLite, `serial primary key` on PostgreSQL. Use with `createTable(…).$call`. */
export function autoIdColumn(db: Kysely<any>, name = 'id') {
  const pg = dialectOf(db) === 'postgres';
  return <T extends string>(table: CreateTableBuilder<T, any>) =>
    pg ? table.addColumn(name, 'serial', (c) => c.primaryKey()) : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}

/** SQLite's `PRAGMA user_version` (read by outside tools); PostgreSQL has none to set. */
export async function setSqliteUserVersion(db: Kysely<any>, version: number): Promise<void> {
  if (dialectOf(db) === 'sqlite') await sql.raw(`PRAGMA user_version = ${Math.floor(version)}`).execute(db);
}
