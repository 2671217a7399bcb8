import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Issue 31 (serving media never blocks the event loop over 100 ms, docs/media.md "Storage in
// chunks"): a file's bytes move from the one `media.bytes` value into `media_chunks` rows of at
// most 256 KB (MEDIA_CHUNK_BYTES in server/repos/media.ts; the value is written here because a
// migration is frozen). SQLite materialises a whole BLOB for every `substr` of it, so a slice of
// a 20 MB file cost a 20 MB read on the event loop; a chunk row is read alone. One shape on both
// databases (PostgreSQL too; measured in docs/media.md). `media.bytes` stays (SQLite cannot drop
// a NOT NULL column cheaply, and old tools read it) and is left empty.
//
// Frozen: imports nothing from the app. `user_id` repeats the media row's owner, so a chunk is
// checked against its owner without a join and belongs to a user like every other table; the
// chunks go with their media row (ON DELETE CASCADE; the repos also delete them explicitly).
const CHUNK = 256 * 1024;
/** Media rows moved per step: each step's chunks are written by one INSERT … SELECT per chunk index. */
const ROWS_PER_STEP = 200;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('media_chunks')
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('bytes', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_chunks_pk', ['media_id', 'idx'])
    .execute();
  // Out of line and never compressed (as 0013 set media.bytes): media are compressed already.
  if (pg) await sql`alter table media_chunks alter column bytes set storage external`.execute(db);

  // Existing bytes, moved inside the database a few rows at a time (never through the app).
  for (let after = 0; ; ) {
    const rows = await db.selectFrom('media').select(['id', 'size']).where('id', '>', after).where(sql`length(bytes)`, '>', 0).orderBy('id').limit(ROWS_PER_STEP).execute();
    if (rows.length === 0) break;
    const ids = rows.map((row) => row.id);
    const chunks = Math.max(...rows.map((row) => Math.ceil(Number(row.size) / CHUNK)));
    for (let idx = 0; idx < chunks; idx++) {
      await sql`insert into media_chunks (media_id, idx, user_id, bytes)
        select id, ${sql.lit(idx)}, user_id, substr(bytes, ${sql.lit(idx * CHUNK + 1)}, ${sql.lit(CHUNK)}) from media
        where id in (${sql.join(ids)}) and length(bytes) > ${sql.lit(idx * CHUNK)}`.execute(db);
    }
    await sql`update media set bytes = substr(bytes, 1, 0) where id in (${sql.join(ids)})`.execute(db);
    after = ids[ids.length - 1];
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // Each file's chunks, joined again in order (a file at a time: one file in memory).
  const ids = await db.selectFrom('media').select('id').orderBy('id').execute();
  for (const { id } of ids) {
    const chunks = await db.selectFrom('media_chunks').select('bytes').where('media_id', '=', id).orderBy('idx').execute();
    if (chunks.length) await db.updateTable('media').set({ bytes: Buffer.concat(chunks.map((chunk) => chunk.bytes as Buffer)) }).where('id', '=', id).execute();
  }
  await db.schema.dropTable('media_chunks').execute();
}
