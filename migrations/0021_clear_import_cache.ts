import type { Kysely } from 'kysely';

// Issue 39 (docs/imports.md, "The draft cache"): the app now reads only the cache row shapes the
// import worker writes today, so rows cached by an earlier release (cards inline, a backup held
// whole, a table's rows inline, files in import_media or as base64) must never be read. A cache
// row lives an hour: the pending previews (and their parts, which are import_cache rows too) are
// cleared, and whoever had one starts the import again. Rows of confirmed imports keep their
// answer for retries: only that answer is read from them. Portable statements only.
export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('import_media').execute();
  await db.deleteFrom('import_cache').where('result', 'is', null).execute();
}

export async function down(): Promise<void> {
  // Cleared rows cannot come back; nothing in the schema changed.
}
