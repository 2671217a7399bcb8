import type { Kysely } from 'kysely';
import { setSqliteUserVersion } from './dialect.js';

// docs/security.md: a confirm whose answer was lost can be retried. The confirm stores its answer on
// the import's cache row (and empties the payload) instead of deleting the row, so the same
// temporaryImportId answers the first result again until the row expires.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('import_cache').addColumn('result', 'text').execute();
  await setSqliteUserVersion(db, 2);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('import_cache').dropColumn('result').execute();
  await setSqliteUserVersion(db, 1);
}
