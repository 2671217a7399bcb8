import { migrateToLatest, type Db } from '../db.js';
import { attachNotes } from '../repos/notes.js';

/**
 * A database ready for the app: every migration run, then every card given its note (docs/notes.md)
 * — in batches, once; a no-op afterwards. What the app, the CLI and the tests open a database with.
 */
export async function prepareDatabase(db: Db): Promise<void> {
  await migrateToLatest(db);
  await attachNotes(db, Date.now());
}
