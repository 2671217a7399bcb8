import { databaseLocation, type Db } from '../db.js';
import { ImportLocks } from './importLock.js';

// What the imports keep for one database while an app runs (docs/imports.md): the per-user import
// locks, and the database's location, which every import job carries so the worker opens its own
// ImportStore there (workers/importStore.ts). buildApp (server/app.ts) makes one and closes it
// before the database; the context hands it to the use cases (service.ts). Nothing is keyed by
// a database at module level, so two apps (or two tests) never share lock state.

/** Refused: a database a worker cannot open (SQLite ':memory:'). Imports need a file or a URL. */
export const NO_DATABASE_LOCATION = 'Imports need a database a worker can open (a SQLite file or a PostgreSQL URL), not an in-memory one.';

export class ImportsService {
  readonly locks: ImportLocks;
  private location: Promise<string | null> | null = null;

  constructor(readonly db: Db) {
    this.locks = new ImportLocks(db);
  }

  /** Where the import worker opens the same database: its SQLite file or PostgreSQL URL. */
  async databaseLocation(): Promise<string> {
    this.location ??= databaseLocation(this.db);
    const location = await this.location;
    if (!location) throw new Error(NO_DATABASE_LOCATION);
    return location;
  }

  /** Waits for the imports in flight, so none outlives the database it writes to. */
  async close(): Promise<void> {
    await this.locks.settled();
  }
}
