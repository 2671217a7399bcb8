import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

// Everything that differs between SQLite and PostgreSQL in the app's queries, in one place
// (docs/postgresql.md): repos and services call these helpers and never ask which database they run on.

export type DialectName = 'sqlite' | 'postgres';

/** Which database a Kysely instance (or a transaction of one) talks to. */
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

// The migrations' schema helpers (column types, auto ids) live frozen in migrations/dialect.ts.

// ---------------------------------------------------------------------------------------------
// Queries

/** PostgreSQL type of each kind of value a bulk update carries (SQLite needs no casts). */
export type ValueKind = 'int' | 'bigint' | 'float' | 'text';
const PG_TYPES: Record<ValueKind, string> = { int: 'integer', bigint: 'bigint', float: 'double precision', text: 'text' };

/**
 * Updates many rows in one statement: `WITH v(…) AS (VALUES …) UPDATE t SET … FROM v WHERE
 * t.key = v.key` (SQLite ≥ 3.33 and PostgreSQL). PostgreSQL types a VALUES list's parameters as
 * text unless told, so there every value is cast to its column's type.
 */
export async function bulkUpdate(
  db: Kysely<any>,
  table: string,
  key: { name: string; kind: ValueKind },
  columns: readonly { name: string; kind: ValueKind }[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  if (rows.length === 0) return;
  const pg = dialectOf(db) === 'postgres';
  const all = [key, ...columns];
  const value = (v: unknown, kind: ValueKind) => (pg ? sql`cast(${v} as ${sql.raw(PG_TYPES[kind])})` : sql`${v}`);
  const values = rows.map((row) => sql`(${sql.join(all.map((c, i) => value(row[i], c.kind)))})`);
  const names = sql.join(all.map((c) => sql.ref(c.name)));
  const assignments = sql.join(columns.map((c) => sql`${sql.ref(c.name)} = ${sql.ref(`v.${c.name}`)}`));
  await sql`with v(${names}) as (values ${sql.join(values)}) update ${sql.table(table)} set ${assignments} from v where ${sql.ref(`${table}.${key.name}`)} = ${sql.ref(`v.${key.name}`)}`.execute(db);
}

/**
 * A text column holding a JSON object, with one top-level key set to `value`, computed in the
 * database (the app does not re-serialise a payload that can hold 100,000 rows): SQLite's
 * json_set, PostgreSQL's jsonb_set. Key order inside the object may change on PostgreSQL.
 */
export function jsonSetText(db: Kysely<any>, column: string, key: string, value: unknown): RawBuilder<string> {
  const json = JSON.stringify(value);
  if (dialectOf(db) === 'postgres') {
    return sql<string>`jsonb_set(cast(${sql.ref(column)} as jsonb), cast(${`{${key}}`} as text[]), cast(${json} as jsonb), true)::text`;
  }
  return sql<string>`json_set(${sql.ref(column)}, ${`$.${key}`}, json(${json}))`;
}

/**
 * `SELECT … FOR UPDATE` on PostgreSQL: the rows read stay locked until the transaction ends, so
 * a read-then-write of concurrent transactions runs one after the other. SQLite has no row locks
 * and needs none: its transactions begin IMMEDIATE (db/sqliteDriver.ts), one writer at a time.
 */
export function forUpdate<Q extends { forUpdate(): Q }>(db: Kysely<any>, query: Q): Q {
  return dialectOf(db) === 'postgres' ? query.forUpdate() : query;
}

/**
 * A lock on a key (not on rows) until the transaction ends: PostgreSQL's transaction-scoped
 * advisory lock, for a read-then-write whose rows may not exist yet (the first account). SQLite
 * needs none, for the same reason as `forUpdate`.
 */
export async function lockForTransaction(db: Kysely<any>, key: number): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`select pg_advisory_xact_lock(${key}::bigint)`.execute(db);
}

const UNIQUE_CODES = new Set([
  'SQLITE_CONSTRAINT_UNIQUE', // better-sqlite3
  'SQLITE_CONSTRAINT_PRIMARYKEY',
  '23505', // PostgreSQL unique_violation
]);

/** True when a write failed on a FOREIGN KEY constraint (the row it names went meanwhile), on either database. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** True when a write failed on a UNIQUE or PRIMARY KEY constraint, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNIQUE_CODES.has(code);
}
