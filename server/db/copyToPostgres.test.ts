import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from './sqliteNative.js';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { createDb } from '../db.js';
import { Agent, testDialect } from '../test/harness.js';
import { copyToPostgres } from './copyToPostgres.js';
import { copyToPostgresCommand } from '../cli/maintenance.js';
import { PassThrough } from 'node:stream';

// Needs a PostgreSQL server as the target, so it runs in the `server-pg` project only (the
// source is always a SQLite file, whichever project runs).
const onPostgres = testDialect === 'postgres';

async function pgUrl(kind: 'empty' | 'migrated' = 'empty') {
  const pg = await import('../test/pgTestDb.js');
  return kind === 'empty' ? pg.makeEmptyPgDatabaseUrl() : pg.makeMigratedPgDatabaseUrl();
}

let populated: Promise<string> | undefined;
/** One SQLite file for both tests (copying only reads it). */
const populatedSqliteFile = () => (populated ??= makePopulatedSqliteFile());

/** A SQLite file with what a real instance holds: users, logins, decks, cards studied, logs, an import preview. */
async function makePopulatedSqliteFile(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-copy-'));
  const dbPath = path.join(dir, 'cardcade.db');
  const app = await buildApp({ dbPath, config: testConfig({ clientDir: '/nonexistent' }) });
  for (const who of ['ada', 'bob']) {
    const agent = new Agent(app);
    expect((await agent.request('POST', '/api/auth/signup', { email: `${who}@example.com`, password: 'correct horse battery' })).statusCode).toBe(201);
    for (let d = 1; d <= 2; d++) {
      const deck = (await agent.request('POST', '/api/decks', { name: `${who} deck ${d}`, description: d === 1 ? 'with “quotes” and ünïcode' : null })).json();
      const cardIds: number[] = [];
      for (let c = 1; c <= 5; c++) {
        cardIds.push((await agent.request('POST', `/api/decks/${deck.id}/cards`, { term: `${who} term ${c}`, definition: `definition ${c}` })).json().id);
      }
      const results = cardIds.map((cardId, i) => ({ cardId, isCorrect: i % 2 === 0, gameType: 'multiple-choice' as const, answerTimeMs: 1200 + i, usedHint: i === 3 }));
      expect((await agent.request('POST', '/api/sessions/submit', { sessionId: `${who}-${d}`, deckId: deck.id, results })).statusCode).toBe(200);
    }
    const preview = await agent.request('POST', '/api/import/quizlet/preview', {
      deckName: 'Pending',
      quizletText: 'x,1\ny,2',
      termDefDelimiterKey: 'comma',
      cardDelimiterKey: 'newline',
    });
    expect(preview.statusCode).toBe(200);
  }
  // A deleted deck leaves a gap in the ids, which the copy must keep.
  const ada = new Agent(app);
  await ada.request('POST', '/api/auth/login', { email: 'ada@example.com', password: 'correct horse battery' });
  const gone = (await ada.request('POST', '/api/decks', { name: 'Deleted' })).json();
  await ada.request('DELETE', `/api/decks/${gone.id}`);
  // Ada, the first account, is the admin: an invite and a reset link make those tables non-empty too.
  expect((await ada.request('POST', '/api/admin/invites', { uses: 3, days: 7 })).statusCode).toBe(201);
  const bob = (await ada.request('GET', '/api/admin/users')).json().find((u: { email: string }) => u.email === 'bob@example.com');
  expect((await ada.request('POST', `/api/admin/users/${bob.id}/reset-link`)).statusCode).toBe(201);
  // The registration mode an admin chose (a settings row) moves with the server.
  expect((await ada.request('PUT', '/api/admin/registration', { registration: 'invite' })).statusCode).toBe(200);
  await app.close();
  // A fitted memory model (fitting needs 400 reviews; the row is what matters for the copy).
  const file = new Database(dbPath);
  file
    .prepare('insert into memory_models (user_id, parameters, personal, optimized_at, review_count, evaluation, reviews_at_last_fit, updated_at) values (?, ?, 1, ?, 420, ?, 420, ?)')
    .run(bob.id, JSON.stringify(Array.from({ length: 21 }, (_, i) => 0.5 + i / 10)), 1_741_600_000_000, '{"defaultRmse":0.1,"personalRmse":0.07}', 1_741_600_000_000);
  // A picture on one of Bob's cards: media bytes must arrive byte for byte (blob → bytea).
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 255, 7]);
  // Stored as the app stores it since migration 0015: media.bytes empty, the bytes in a chunk row.
  const media = file
    .prepare("insert into media (user_id, sha256, mime, size, bytes, created_at) values (?, ?, 'image/png', ?, x'', ?)")
    .run(bob.id, 'f'.repeat(64), png.length, 1_741_600_000_000);
  file.prepare('insert into media_chunks (media_id, idx, user_id, bytes) values (?, 0, ?, ?)').run(media.lastInsertRowid, bob.id, png);
  file.prepare("update cards set term_image_id = ? where term = 'bob term 1'").run(media.lastInsertRowid);
  // Shared decks' rows (migration 0019): Bob's deck settings and a suggestion to one of his cards.
  file.prepare("insert or ignore into deck_learners (user_id, deck_id, exam_date, is_owner, joined_at) select user_id, id, '2030-01-01', 1, created_at from decks where user_id = ?").run(bob.id);
  file.prepare("insert into suggestions (deck_id, card_id, user_id, kind, term, definition, created_at) select deck_id, id, ?, 'edit', 'better', 'text', 1741600000000 from cards where term = 'bob term 1'").run(bob.id);
  // Mail and reminders (migration 0023): a confirmation link, Bob's reminder and his phone's subscription.
  file.prepare("insert into email_tokens (token_hash, user_id, purpose, email, created_at, expires_at) values ('h', ?, 'change', 'bob2@example.com', 1741600000000, 1741686400000)").run(bob.id);
  file.prepare("insert into reminder_settings (user_id, enabled, time, weekdays, email, push, last_day, updated_at) values (?, 1, '18:00', '12345', 0, 1, '2025-03-09', 1741600000000)").run(bob.id);
  file.prepare("insert into push_subscriptions (user_id, endpoint, p256dh, auth, user_agent, created_at) values (?, 'https://fcm.googleapis.com/fcm/send/bob', 'k', 'a', null, 1741600000000)").run(bob.id);
  // Sign-in through an identity provider (migration 0024): Bob's linked identity and a link on its way.
  file.prepare("insert into oidc_identities (user_id, issuer, subject, email, created_at, last_login_at) values (?, 'https://idp.example', 'sub-bob', 'bob@example.com', 1741600000000, 1741600000000)").run(bob.id);
  file.prepare("insert into oidc_logins (browser_hash, state, nonce, code_verifier, purpose, user_id, invite_code, time_zone, next_path, created_at, expires_at) values ('b', 's', 'n', 'v', 'link', ?, null, null, null, 1741600000000, 1741600600000)").run(bob.id);
  // API tokens and AnkiConnect's file names (migration 0026).
  file.prepare("insert into api_tokens (user_id, name, scope, token_hash, created_at, expires_at, last_used_at) values (?, 'script', 'read', 'hash', 1741600000000, null, null)").run(bob.id);
  file.prepare("insert into anki_media_names (user_id, filename, media_id, created_at) values (?, 'cell.png', ?, 1741600000000)").run(bob.id, media.lastInsertRowid);
  file.close();
  return dbPath;
}

function sqliteRows(dbPath: string) {
  const db = new Database(dbPath, { readonly: true });
  const tables = (db.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`).all() as { name: string }[]).map((r) => r.name);
  const rows = Object.fromEntries(tables.map((t) => [t, db.prepare(`select * from "${t}" order by rowid`).all()]));
  db.close();
  return rows as Record<string, Record<string, unknown>[]>;
}

describe('copy-to-postgres', () => {
  afterAll(async () => {
    if (populated) fs.rmSync(path.dirname(await populated), { recursive: true, force: true });
  });

  it.skipIf(!onPostgres)('copies every table with its ids into an empty database, and the app then runs on it', async () => {
    const dbPath = await populatedSqliteFile();
    const url = await pgUrl();
    const report = await copyToPostgres(dbPath, url);

    const expected = sqliteRows(dbPath);
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(7);
    expect(Object.fromEntries(report.tables.map((t) => [t.name, t.rows]))).toEqual(
      Object.fromEntries(Object.entries(expected).map(([t, rows]) => [t, rows.length])),
    );
    for (const [name, rows] of Object.entries(expected)) expect(rows.length, name).toBeGreaterThan(0);

    // Every row equal, column by column (numbers stay numbers: bigint and floats come back as JS numbers).
    const pg = createDb(url);
    for (const [table, rows] of Object.entries(expected)) {
      const key = 'id' in rows[0] ? 'id' : Object.keys(rows[0])[0];
      const copied = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by ${sql.ref(key)}`.execute(pg);
      // Tables keyed by two columns (card_states, deck_learners) sort by the whole row.
      const sortKey = (row: Record<string, unknown>) => ('id' in row ? String(row.id) : JSON.stringify(row));
      const sortedSource = [...rows].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1));
      const sortedCopy = [...copied.rows].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1));
      expect(sortedCopy, table).toEqual(sortedSource);
    }
    const studied = await pg.selectFrom('card_states').select(['stability', 'reps', 'last_review']).where('reps', '>', 0).execute();
    expect(studied.length).toBe(20);
    expect(typeof studied[0].stability).toBe('number');
    await pg.destroy();

    // The app on PostgreSQL: the old password logs in, decks are there, new ids continue after the copied ones.
    const app = await buildApp({ dbPath: url, config: testConfig({ clientDir: '/nonexistent' }) });
    const agent = new Agent(app);
    expect((await agent.request('POST', '/api/auth/login', { email: 'ada@example.com', password: 'correct horse battery' })).statusCode).toBe(200);
    const decks = (await agent.request('GET', '/api/decks')).json();
    expect(decks.map((d: { name: string }) => d.name).sort()).toEqual(['ada deck 1', 'ada deck 2']);
    const maxDeckId = Math.max(...expected.decks.map((d) => Number(d.id)));
    const created = await agent.request('POST', '/api/decks', { name: 'After the move' });
    expect(created.statusCode).toBe(201);
    expect(created.json().id).toBe(maxDeckId + 2); // the deleted deck's id is not reused either
    await app.close();
  }, 120_000); // a dozen signups and logins through argon2

  it.skipIf(!onPostgres)('refuses a database that already holds rows, and leaves it as it was', async () => {
    const dbPath = await populatedSqliteFile();
    const url = await pgUrl('migrated');
    const pg = createDb(url);
    await pg.insertInto('users').values({ email: 'someone@example.com', password_hash: 'x', created_at: 1 }).execute();
    await expect(copyToPostgres(dbPath, url)).rejects.toThrow(/not empty/);
    expect(await pg.selectFrom('users').select('email').execute()).toEqual([{ email: 'someone@example.com' }]);
    expect((await pg.selectFrom('decks').select('id').execute()).length).toBe(0);
    await pg.destroy();
  }, 120_000);

  it.skipIf(!onPostgres)('`cardcade copy-to-postgres <url>` prints each table and the total, then refuses a second copy', async () => {
    const dbPath = await populatedSqliteFile();
    const url = await pgUrl();
    const stdout = new PassThrough();
    let printed = '';
    stdout.on('data', (chunk) => (printed += String(chunk)));
    const io = { env: {}, stdin: new PassThrough(), stdout, stderr: new PassThrough() };
    await copyToPostgresCommand(io, testConfig({ databasePath: dbPath }), url);
    expect(printed).toMatch(/invites: 1 rows/);
    expect(printed).toMatch(/password_reset_tokens: 1 rows/);
    expect(printed).toMatch(/every count checked/);
    await expect(copyToPostgresCommand(io, testConfig({ databasePath: dbPath }), url)).rejects.toThrow(/not empty/);
    await expect(copyToPostgresCommand(io, testConfig({ databasePath: dbPath }), 'mysql://x')).rejects.toThrow(/postgres:\/\//);
  });
});
