import type BetterSqlite3 from 'better-sqlite3';
import { createRequire } from 'node:module';

// The one place that loads better-sqlite3 (docs/operations.md, "Node versions"). Every other
// module imports `Database` from here, never from the package (server/db/sqliteNative.test.ts).
//
// better-sqlite3 12 wraps its objects in Node's own `node::ObjectWrap`. From Node 24.19 that
// header removes an environment cleanup hook when a wrapper is destroyed, and aborts the process
// (`Assertion failed: (env) != nullptr`) when a garbage collection frees a statement with no
// JavaScript context entered: at a worker's teardown, or in an idle-time GC of the main thread.
// better-sqlite3 13 is built on Node-API, whose finalizers do not have this problem, but it asks
// for Node-API 10, which Node 20 never had (it crashes there). So: 13 (installed under the alias
// `better-sqlite3-napi`) wherever Node offers Node-API 10 (Node ≥ 22.14), else 12. When Node 20
// support goes, `better-sqlite3` becomes 13 and this module a plain re-export.

/** Which package this process loads. */
export const SQLITE_PACKAGE = Number(process.versions.napi) >= 10 ? 'better-sqlite3-napi' : 'better-sqlite3';

const Database = createRequire(import.meta.url)(SQLITE_PACKAGE) as typeof BetterSqlite3;

// The two versions have the same API; the types are those of @types/better-sqlite3.
// eslint-disable-next-line @typescript-eslint/no-namespace
declare namespace Database {
  type Database = BetterSqlite3.Database;
  type Statement<BindParameters extends unknown[] | {} = unknown[], Result = unknown> = BetterSqlite3.Statement<BindParameters, Result>;
  type Options = BetterSqlite3.Options;
  type RunResult = BetterSqlite3.RunResult;
  type SqliteError = BetterSqlite3.SqliteError;
}

export default Database;
