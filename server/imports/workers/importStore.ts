import { IMPORT_CACHE_TTL_MS } from '../../../shared/constants.js';
import { createDb, type Db } from '../../db.js';
import type { DraftMediaBytes } from '../../domain/import/draftMedia.js';
import type { PartOwner } from '../../repos/importParts.js';
import { writeImportCache, type CacheOwner, type CachedImport } from '../draftCache.js';
import { storeDraftMedia } from '../draftMedia.js';

// Where an import worker writes: one database, opened from its location (a SQLite file path or a
// PostgreSQL URL) on the worker's own connection, in tests as in production (docs/imports.md).
// A preview's cache row, its parts and its files all go through here; the main thread only
// moves bytes and small answers.

/** Whose preview a job stores, and in which database. */
export interface CacheTarget extends CacheOwner {
  /** The database's location (server/imports/importsService.ts). */
  database: string;
}

export class ImportStore {
  private constructor(readonly db: Db) {}

  static open(location: string): ImportStore {
    return new ImportStore(createDb(location));
  }

  /** The owner of a preview's parts (repos/importParts.ts), as of its cache row. */
  partOwner(target: CacheOwner, importId: string): PartOwner {
    return { importId, userId: target.userId, now: target.now, ttlMs: IMPORT_CACHE_TTL_MS };
  }

  /** Stores what a preview leaves for its confirm under its id. */
  async cache(owner: CacheOwner, id: string, value: CachedImport): Promise<void> {
    await writeImportCache(this.db, owner, id, JSON.stringify(value));
  }

  /** A draft's files, stored before the row that names them (draftMedia.ts). */
  storeMedia(owner: CacheOwner, media: DraftMediaBytes[]): Promise<(number | null)[] | undefined> {
    return storeDraftMedia(this.db, owner, media);
  }

  /** Finalizes the connection's statements and closes it (before the worker exits). */
  close(): Promise<void> {
    return this.db.destroy();
  }
}
