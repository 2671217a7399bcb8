import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect.js';

// Security issue #31 (5), docs/media.md "Serving": media are served at `/api/media/{public_id}`,
// a random 128-bit id (22 base64url characters), so a URL cannot be guessed from another one
// (row ids are sequential). Every existing row gets one here; new rows get theirs when stored
// (server/repos/media.ts). Portable DDL; the column stays nullable because SQLite cannot add a
// NOT NULL column without a default to a filled table — every writer sets it.
//
// On PostgreSQL the bytes column is also switched to STORAGE EXTERNAL (out of line, never
// compressed): `substring(bytes from x for n)` then reads only the TOAST chunks it needs,
// which is how a file is streamed a piece at a time. Rows already compressed keep their storage.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media').addColumn('public_id', 'text').execute();
  for (;;) {
    const rows = await db.selectFrom('media').select('id').where('public_id', 'is', null).limit(500).execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      await db.updateTable('media').set({ public_id: randomBytes(16).toString('base64url') }).where('id', '=', row.id).execute();
    }
  }
  await db.schema.createIndex('media_public_id').on('media').column('public_id').unique().execute();
  if (dialectOf(db) === 'postgres') await sql`alter table media alter column bytes set storage external`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`alter table media alter column bytes set storage extended`.execute(db);
  await db.schema.dropIndex('media_public_id').execute();
  await db.schema.alterTable('media').dropColumn('public_id').execute();
}
