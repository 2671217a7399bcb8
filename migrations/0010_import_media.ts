import type { Kysely } from 'kysely';
import { columnTypes } from './dialect.js';

// Issue 12, docs/media.md. Portable DDL only (SQLite and PostgreSQL).
export async function up(db: Kysely<any>): Promise<void> {
  // The media files of an Anki preview waiting for confirm, beside its import_cache row instead
  // of inside its JSON: base64 in one JSON row made the cached draft ~69 MB for 30 MB of files
  // (stringified and written at preview, read and decoded at confirm). The confirm copies the
  // rows it needs into `media` with INSERT … SELECT, so the bytes never pass through the app
  // again. They go with their cache row (expiry, delete, account deletion) by cascade.
  await createImportMediaTable(db);
  // The sweeper deletes media older than a grace period that no card references (uploads that
  // never reached a card, files of a confirm that crashed): it reads candidates by age.
  await db.schema.createIndex('media_created_at').on('media').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('media_created_at').execute();
  await db.schema.dropTable('import_media').execute();
}

/** The table as this migration makes it (0021's down makes it again, empty). */
export async function createImportMediaTable(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('import_media')
    .addColumn('import_id', 'text', (c) => c.notNull().references('import_cache.id').onDelete('cascade'))
    // The file's index in the draft's `media` list (what the cards point at).
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', t.blob, (c) => c.notNull())
    .addPrimaryKeyConstraint('import_media_pk', ['import_id', 'idx'])
    .execute();
}
