import type { Kysely } from 'kysely';
import { createImportMediaTable } from './0010_import_media.js';

// Issue 39 (docs/imports.md, "The draft cache"): the app now reads only the cache row shapes the
// import worker writes today, so rows cached by an earlier release (cards inline, a backup held
// whole, a table's rows inline, files in import_media or as base64) must never be read. A cache
// row lives an hour: the pending previews (and their parts, which are import_cache rows too) are
// cleared, and whoever had one starts the import again. Rows of confirmed imports keep their
// answer for retries: only that answer is read from them. `import_media` (0010), which nothing
// has written since previews store their files in `media`, goes with its last rows
// (docs/media.md). Portable statements and DDL only.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_media').execute();
  await db.deleteFrom('import_cache').where('result', 'is', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // The table as 0010 made it, empty: cleared rows cannot come back.
  await createImportMediaTable(db);
}
