import type { Kysely } from 'kysely';
import { columnTypes } from './dialect.js';

// Server-wide settings an administrator changes from the admin page (docs/administration.md):
// one row per setting, absent until someone sets it, so the environment's value is the default.
// The first is `registration` (open | invite | closed). Portable DDL only (SQLite and PostgreSQL).
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    // Epoch ms of the last change, shown on the admin page.
    .addColumn('updated_at', t.epochMs, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('settings').execute();
}
