import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../server/db.js';
import { closeTestDb, makeTestDb, testDialect } from '../server/test/harness.js';

// Migration 0034 (docs/performance.md, "Import speed with notes"): cards_cloze_note keeps only the
// cloze cards' entries, and notes_type (a prefix of notes_type_first_field_key) is gone. Every read
// they served still finds an index. Runs on both databases (the `server` and `server-pg` projects).

let db: Db;
beforeEach(async () => {
  db = await makeTestDb();
});
afterEach(async () => {
  await closeTestDb(db).catch(() => undefined);
});

/** The index definitions of a table, by name. */
async function indexesOf(table: string): Promise<Map<string, string>> {
  const rows =
    testDialect === 'sqlite'
      ? (await sql<{ name: string; sql: string | null }>`select name, sql from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(db)).rows
      : (await sql<{ name: string; sql: string }>`select indexname as name, indexdef as sql from pg_indexes where schemaname = 'public' and tablename = ${table}`.execute(db)).rows;
  return new Map(rows.map((row) => [row.name, (row.sql ?? '').toLowerCase()]));
}

/** A query's plan, as text (tiny tables: PostgreSQL is told not to prefer a sequential scan). */
async function planOf(text: string): Promise<string> {
  if (testDialect === 'sqlite') return (await sql.raw<{ detail: string }>(`explain query plan ${text}`).execute(db)).rows.map((row) => row.detail).join('\n');
  return db.connection().execute(async (conn) => {
    await sql`set enable_seqscan = off`.execute(conn);
    try {
      return (await sql.raw<{ 'QUERY PLAN': string }>(`explain ${text}`).execute(conn)).rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await sql`reset enable_seqscan`.execute(conn);
    }
  });
}

describe(`cheaper index entries for imports (${testDialect})`, () => {
  it('keeps cards_cloze_note for cloze cards only, and no notes_type beside notes_type_first_field_key', async () => {
    const cards = await indexesOf('cards');
    expect(cards.get('cards_cloze_note')).toMatch(/where .*cloze_note.* is not null/);
    const notes = await indexesOf('notes');
    expect(notes.has('notes_type')).toBe(false);
    expect(notes.has('notes_type_first_field_key')).toBe(true);
  });

  it('still reads a cloze group, and the notes of a type, through an index', async () => {
    // As repos/clozeCards.ts and attachNotes ask for a cloze note's cards, and repos/notes.ts
    // `notesOfType` for a type's notes.
    expect(await planOf(`select id from cards where cloze_note = 'k'`)).toMatch(/cards_cloze_note/);
    expect(await planOf(`select id, deck_id from cards where cloze_note in ('a', 'b') and +note_id is null`)).toMatch(/cards_cloze_note/);
    expect(await planOf(`select id from notes where note_type_id = 1 order by id`)).toMatch(/notes_type_first_field_key/);
  });
});
