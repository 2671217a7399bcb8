import fs from 'node:fs';
import { Migrator, NO_MIGRATIONS, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../server/db.js';
import { makeEmptyTestDb, testDialect } from '../server/test/harness.js';
import { migrationProvider } from './index.js';

// Runs on both databases (the `server` and `server-pg` projects).

async function tableNames(db: Kysely<any>): Promise<string[]> {
  const query =
    testDialect === 'postgres'
      ? sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely_%' order by tablename`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'kysely_%' and name not like 'sqlite_%' order by name`;
  return (await query.execute(db)).rows.map((r) => r.name);
}

describe('migrations', () => {
  it('migrate an empty database up to the full schema and back down', async () => {
    const db = await makeEmptyTestDb();
    await migrateToLatest(db);
    expect(await tableNames(db)).toEqual(['anki_media_names', 'api_tokens', 'auth_rate_limits', 'auth_sessions', 'card_states', 'cards', 'deck_learners', 'decks', 'email_tokens', 'import_cache', 'invites', 'media', 'media_chunks', 'memory_models', 'note_types', 'notes', 'oidc_identities', 'oidc_logins', 'password_reset_tokens', 'push_subscriptions', 'reminder_settings', 'review_logs', 'settings', 'study_sessions', 'suggestions', 'users']);

    const migrator = new Migrator({ db, provider: migrationProvider });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    await db.destroy();
  });

  it('is idempotent: migrating twice changes nothing', async () => {
    const db = await makeEmptyTestDb();
    await migrateToLatest(db);
    const once = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    await migrateToLatest(db);
    const twice = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    expect(twice.rows).toEqual(once.rows);
    expect(once.rows.map((r) => r.name)).toEqual(Object.keys(await migrationProvider.getMigrations()).sort());
    await db.destroy();
  });

  // 0001 was made dialect-neutral after it had landed: on SQLite it must still create, byte for
  // byte, the schema that existing files have (snapshot taken before the change).
  it.skipIf(testDialect !== 'sqlite')('0001 creates the same SQLite schema as before PostgreSQL support', async () => {
    const db = await makeEmptyTestDb();
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0001_init')).error).toBeUndefined();
    const schema = await sql`select type, name, sql from sqlite_master where name not like 'kysely_%' and name not like 'sqlite_%' order by type, name`.execute(db);
    const snapshot = JSON.parse(fs.readFileSync(new URL('./snapshots/0001_init.sqlite.json', import.meta.url), 'utf8'));
    expect(schema.rows).toEqual(snapshot);
    await db.destroy();
  });

  it.skipIf(testDialect !== 'postgres')('0001 stores epoch milliseconds as bigint and FSRS floats as double precision on PostgreSQL', async () => {
    const db = await makeEmptyTestDb();
    await migrateToLatest(db);
    const columns = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public' and column_name in ('due', 'created_at', 'last_review', 'stability', 'reviewed_at')`.execute(db);
    for (const c of columns.rows) {
      expect(`${c.table_name}.${c.column_name} ${c.data_type}`).toBe(
        `${c.table_name}.${c.column_name} ${c.column_name === 'stability' ? 'double precision' : 'bigint'}`,
      );
    }
    expect(columns.rows.length).toBeGreaterThanOrEqual(8);
    await db.destroy();
  });
});

describe('0004_roles_invites', () => {
  it('makes the oldest account of an existing database its admin', async () => {
    const db = await makeEmptyTestDb();
    const migrator = new Migrator({ db, provider: migrationProvider });
    await migrator.migrateTo('0001_init');
    for (const email of ['first@example.com', 'second@example.com']) {
      await sql`insert into users (email, password_hash, created_at) values (${email}, 'x', 1)`.execute(db);
    }
    await migrateToLatest(db);
    const users = await db.selectFrom('users').select(['email', 'role', 'last_active_at']).orderBy('id').execute();
    expect(users).toEqual([
      { email: 'first@example.com', role: 'admin', last_active_at: null },
      { email: 'second@example.com', role: 'user', last_active_at: null },
    ]);
    await db.destroy();
  });
});

describe('0019_shared_decks', () => {
  it("moves every card's schedule and every deck's settings to the owner's rows, and back down", async () => {
    const db = await makeEmptyTestDb();
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0015_media_chunks')).error).toBeUndefined();
    await sql`insert into users (email, password_hash, created_at) values ('owner@example.com', 'x', 1)`.execute(db);
    await sql`insert into decks (user_id, name, source, exam_date, pacing_start_date, desired_retention, study_direction, new_cards_per_day, extra_new_cards, extra_new_cards_day, created_at, updated_at)
      values (1, 'Spanish', 'manual', '2030-01-01', '2029-12-01', 0.85, 'reverse', 7, 3, '2029-12-02', 5, 6)`.execute(db);
    await sql`insert into cards (deck_id, term, definition, created_at, updated_at, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
      values (1, 'hablar', 'to speak', 10, 11, 123456789012, 12.5, 4.25, 3, 9, 1, 7, 2, 2, 99), (1, 'comer', 'to eat', 10, 11, 10, 0, 0, 0, 0, 0, 0, 0, 0, null)`.execute(db);
    await sql`insert into review_logs (user_id, deck_id, card_id, session_id, rating, is_correct, game_type, reviewed_at, local_day) values (1, 1, 1, 's', 3, 1, 'flashcards', 50, '1970-01-01')`.execute(db);

    await migrateToLatest(db);
    const states = await db.selectFrom('card_states').selectAll().orderBy('card_id').execute();
    expect(states.map((s) => ({ ...s, due: Number(s.due), last_review: s.last_review === null ? null : Number(s.last_review) }))).toEqual([
      { user_id: 1, card_id: 1, deck_id: 1, due: 123456789012, stability: 12.5, difficulty: 4.25, elapsed_days: 3, scheduled_days: 9, learning_steps: 1, reps: 7, lapses: 2, state: 2, last_review: 99 },
      { user_id: 1, card_id: 2, deck_id: 1, due: 10, stability: 0, difficulty: 0, elapsed_days: 0, scheduled_days: 0, learning_steps: 0, reps: 0, lapses: 0, state: 0, last_review: null },
    ]);
    const learner = await db.selectFrom('deck_learners').selectAll().executeTakeFirstOrThrow();
    expect({ ...learner, joined_at: Number(learner.joined_at) }).toEqual({
      user_id: 1, deck_id: 1, exam_date: '2030-01-01', pacing_start_date: '2029-12-01', desired_retention: 0.85, study_direction: 'reverse',
      new_cards_per_day: 7, extra_new_cards: 3, extra_new_cards_day: '2029-12-02', is_owner: 1, share_progress: 0, joined_at: 5,
      // 0025_workload_options's defaults.
      load_balancing: 1, easy_days: 'nnnnnnn',
      // bury_siblings: migration 0027
      bury_siblings: 1,
    });
    expect(await db.selectFrom('decks').select(['visibility']).execute()).toEqual([{ visibility: 'private' }]);
    expect(await db.selectFrom('review_logs').select(['user_id', 'card_id']).execute()).toEqual([{ user_id: 1, card_id: 1 }]);

    // Down: the owner's progress returns to the card rows.
    expect((await migrator.migrateTo('0015_media_chunks')).error).toBeUndefined();
    const card = await sql<{ due: number; stability: number; reps: number; state: number }>`select due, stability, reps, state from cards where id = 1`.execute(db);
    expect(card.rows.map((r) => [Number(r.due), r.stability, r.reps, r.state])).toEqual([[123456789012, 12.5, 7, 2]]);
    const deck = await sql<{ exam_date: string; new_cards_per_day: number }>`select exam_date, new_cards_per_day from decks`.execute(db);
    expect(deck.rows).toEqual([{ exam_date: '2030-01-01', new_cards_per_day: 7 }]);
    await db.destroy();
  });
});

describe('0021_clear_import_cache', () => {
  it('clears the pending previews of an earlier release (their parts too) and drops import_media, keeps the answers of confirmed ones', async () => {
    const db = await makeEmptyTestDb();
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0020_anki_card_key')).error).toBeUndefined();
    await sql`insert into users (email, password_hash, created_at) values ('a@example.com', 'x', 1)`.execute(db);
    const row = (id: string, type: string, payload: string, result: string | null) =>
      sql`insert into import_cache (id, user_id, type, payload, created_at, expires_at, result) values (${id}, 1, ${type}, ${payload}, 1, ${Date.now() + 3_600_000}, ${result})`.execute(db);
    // Shapes no release reads any more: cards inline, a backup held whole, a table's rows inline.
    await row('draft', 'anki', JSON.stringify({ kind: 'draft', draft: { cards: [{ term: 'a', definition: 'b', deck: 0 }] } }), null);
    await row('restore', 'cardcade', JSON.stringify({ kind: 'restore', plan: {} }), null);
    await row('table', 'csv', JSON.stringify({ kind: 'table', table: { headers: ['a'], rows: [['1']] } }), null);
    await row('table.0', 'table-part', '[["1"]]', null);
    await row('done', 'quizlet', JSON.stringify({ kind: 'draft', draft: { cards: [] } }), '{"success":true}');
    await sql`insert into import_media (import_id, idx, sha256, mime, bytes) values ('draft', 0, ${'e'.repeat(64)}, 'image/png', ${Buffer.from([1, 2, 3])})`.execute(db);
    await migrateToLatest(db);
    expect(await db.selectFrom('import_cache').select(['id', 'result']).execute()).toEqual([{ id: 'done', result: '{"success":true}' }]);
    expect(await tableNames(db)).not.toContain('import_media');
    await db.destroy();
  });
});
