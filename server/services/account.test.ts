import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '../../shared/schemas/profile.js';
import { ADMIN_MSG, MSG } from '../../shared/messages.js';
import { XSRF_COOKIE } from '../app.js';
import type { Db } from '../db.js';
import { FIXED_NOW, callerFor, makeDeck, makeTestApp, makeUser, testDialect } from '../test/harness.js';
import { hashPassword } from './auth.js';

// The profile's account procedures (docs/account.md) over HTTP, as a browser uses them, on both
// databases. Each "browser" keeps its own cookies and sends its own User-Agent. Real argon2
// hashes make these slow on a busy machine, hence the generous per-test timeout.

const PASSWORD = 'correct horse battery';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

class Browser {
  private cookies = new Map<string, string>([[XSRF_COOKIE, 'test-xsrf-token']]);
  constructor(
    readonly app: FastifyInstance,
    readonly userAgent = FIREFOX,
  ) {}

  async request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    const res = await this.app.inject({
      method,
      url,
      payload,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': this.cookies.get(XSRF_COOKIE) ?? '',
        'user-agent': this.userAgent,
      },
    });
    for (const c of res.cookies as { name: string; value: string; expires?: Date }[]) {
      if (c.value === '' || (c.expires && c.expires.getTime() <= 0)) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  hasSessionCookie = () => this.cookies.has('cardcade_session');
  isLoggedIn = async () => (await this.request('GET', '/api/auth/me')).json().isLoggedIn as boolean;
}

async function signup(app: FastifyInstance, email: string, userAgent = FIREFOX) {
  const browser = new Browser(app, userAgent);
  const res = await browser.request('POST', '/api/auth/signup', { email, password: PASSWORD });
  expect(res.statusCode).toBe(201);
  return browser;
}

async function login(app: FastifyInstance, email: string, password = PASSWORD, userAgent = FIREFOX, timeZone?: string) {
  const browser = new Browser(app, userAgent);
  const res = await browser.request('POST', '/api/auth/login', { email, password, timeZone });
  return { browser, status: res.statusCode };
}

describe('change password', { timeout: 90_000 }, () => {
  it('logs every other session out, keeps this one, and the new password logs in', async () => {
    const { app } = await makeTestApp();
    const here = await signup(app, 'ada@example.com');
    const { browser: phone } = await login(app, 'ada@example.com', PASSWORD, IPHONE);
    const { browser: other } = await login(app, 'ada@example.com');
    const bystander = await signup(app, 'bob@example.com');

    const res = await here.request('PUT', '/api/account/password', { currentPassword: PASSWORD, newPassword: 'a brand new secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, loggedOutSessions: 2 });

    expect(await here.isLoggedIn()).toBe(true);
    expect(await phone.isLoggedIn()).toBe(false);
    expect(await other.isLoggedIn()).toBe(false);
    expect(await bystander.isLoggedIn()).toBe(true);
    expect((await login(app, 'ada@example.com', PASSWORD)).status).toBe(401);
    expect((await login(app, 'ada@example.com', 'a brand new secret')).status).toBe(200);
  });

  it('refuses a wrong current password (400, usual shape) and a new one that breaks the signup rules', async () => {
    const { app, db } = await makeTestApp();
    const here = await signup(app, 'ada@example.com');
    const hashBefore = (await db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow()).password_hash;

    const wrong = await here.request('PUT', '/api/account/password', { currentPassword: 'not my password', newPassword: 'a brand new secret' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: ACCOUNT_MSG.wrongPassword, errors: [{ msg: ACCOUNT_MSG.wrongPassword, path: 'currentPassword' }] });

    const short = await here.request('PUT', '/api/account/password', { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: MSG.passwordTooShort, errors: [{ msg: MSG.passwordTooShort, path: 'newPassword' }] });

    const same = await here.request('PUT', '/api/account/password', { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.json().message).toBe(ACCOUNT_MSG.samePassword);

    expect((await db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow()).password_hash).toBe(hashBefore);
    expect((await new Browser(app).request('PUT', '/api/account/password', { currentPassword: PASSWORD, newPassword: 'whatever123' })).statusCode).toBe(401);
  });

  it('counts current-password guesses in the auth rate limit (429 once over it)', async () => {
    // A fixed clock: the limit counts per calendar minute, so a run crossing a minute boundary
    // would start the guesses in a fresh window (it did once, on PostgreSQL in CI).
    const { app } = await makeTestApp({ now: () => FIXED_NOW, config: { authRateLimitPerMinute: 3 } });
    const here = await signup(app, 'ada@example.com'); // attempt 1 of this IP and email
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await here.request('PUT', '/api/account/password', { currentPassword: `guess ${i}`, newPassword: 'a brand new secret' })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 429]);
    const res = await here.request('DELETE', '/api/account', { password: PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: MSG.tooManyAttempts });
  });
});

describe('time zone', { timeout: 90_000 }, () => {
  it('a chosen zone sets the history day of new answers and today\'s streak, and survives a login elsewhere', async () => {
    const { app, db } = await makeTestApp({ now: () => FIXED_NOW }); // 2025-03-10 12:00 UTC
    const here = await signup(app, 'ada@example.com');
    const userId = (await db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    const deck = await makeDeck(db, userId, { cards: 1 });

    const set = await here.request('PUT', '/api/account/time-zone', { timeZone: 'Pacific/Kiritimati' }); // UTC+14
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ email: 'ada@example.com', timeZone: 'Pacific/Kiritimati', timeZoneAuto: false });

    const submit = await here.request('POST', '/api/sessions/submit', { sessionId: 's1', deckId: deck.id, results: [{ cardId: deck.cardIds[0], isCorrect: true, gameType: 'matching' }] });
    expect(submit.statusCode).toBe(200);
    expect((await db.selectFrom('review_logs').select('local_day').executeTakeFirstOrThrow()).local_day).toBe('2025-03-11');
    expect((await here.request('GET', '/api/auth/me')).json().user.currentStreak).toBe(1);

    // A login from a browser in another zone does not overwrite a chosen one…
    await login(app, 'ada@example.com', PASSWORD, FIREFOX, 'America/New_York');
    expect((await here.request('GET', '/api/account')).json().timeZone).toBe('Pacific/Kiritimati');
    // …but once set back to "follow the browser", the next login's zone is taken.
    await here.request('PUT', '/api/account/time-zone', { timeZone: 'Europe/Berlin', auto: true });
    await login(app, 'ada@example.com', PASSWORD, FIREFOX, 'America/New_York');
    expect((await here.request('GET', '/api/account')).json()).toMatchObject({ timeZone: 'America/New_York', timeZoneAuto: true });
  });

  it('refuses an unknown zone', async () => {
    const { app } = await makeTestApp();
    const here = await signup(app, 'ada@example.com');
    const res = await here.request('PUT', '/api/account/time-zone', { timeZone: 'Mars/Olympus_Mons' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown time zone.');
  });
});

describe('login sessions', { timeout: 90_000 }, () => {
  it('lists devices with last seen (current first), and logs out the others only', async () => {
    let now = FIXED_NOW.getTime();
    const { app, db } = await makeTestApp({ now: () => new Date(now) });
    const here = await signup(app, 'ada@example.com');
    now += 60_000;
    const { browser: phone } = await login(app, 'ada@example.com', PASSWORD, IPHONE);
    await signup(app, 'bob@example.com');
    now += 5 * 60_000;

    const list = (await here.request('GET', '/api/account/sessions')).json();
    expect(list).toEqual([
      { id: expect.stringMatching(/^[0-9a-f]{16}$/), device: 'Firefox on Windows', createdAt: FIXED_NOW.toISOString(), lastSeenAt: new Date(now).toISOString(), current: true },
      { id: expect.any(String), device: 'Safari on iPhone', createdAt: new Date(FIXED_NOW.getTime() + 60_000).toISOString(), lastSeenAt: new Date(FIXED_NOW.getTime() + 60_000).toISOString(), current: false },
    ]);
    const stored = await db.selectFrom('auth_sessions').select('id_hash').execute();
    expect(stored.map((s) => s.id_hash.slice(0, 16))).not.toContain(list[0].id);

    const res = await here.request('POST', '/api/account/sessions/logout-others');
    expect(res.json()).toEqual({ success: true, loggedOutSessions: 1 });
    expect(await phone.isLoggedIn()).toBe(false);
    expect(await here.isLoggedIn()).toBe(true);
    expect((await here.request('GET', '/api/account/sessions')).json()).toHaveLength(1);
    expect(await db.selectFrom('auth_sessions').select('id_hash').execute()).toHaveLength(2); // Bob's stays
  });

  it('writes last seen at most once a minute', async () => {
    let now = FIXED_NOW.getTime();
    const { app, db } = await makeTestApp({ now: () => new Date(now) });
    const here = await signup(app, 'ada@example.com');
    const lastSeen = async () => (await db.selectFrom('auth_sessions').select('last_seen_at').executeTakeFirstOrThrow()).last_seen_at;
    now += 30_000;
    await here.request('GET', '/api/auth/me');
    expect(await lastSeen()).toBe(FIXED_NOW.getTime());
    now += 30_000;
    await here.request('GET', '/api/auth/me');
    expect(await lastSeen()).toBe(now);
  });
});

// ---- Deleting the account ----

/** Every table of the schema, read from the database itself so a future table is covered too. */
async function allTables(db: Db): Promise<string[]> {
  const query =
    testDialect === 'postgres'
      ? sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely_%' order by tablename`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'kysely_%' and name not like 'sqlite_%' order by name`;
  return (await query.execute(db)).rows.map((r) => r.name);
}

async function columnsOf(db: Db, table: string): Promise<string[]> {
  const query =
    testDialect === 'postgres'
      ? sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table}`
      : sql<{ name: string }>`select name from pragma_table_info(${table})`;
  return (await query.execute(db)).rows.map((r) => r.name);
}

/**
 * The rows of `table` that belong to the user: by user_id, by deck, by card; the few tables
 * that reference a user otherwise are named. A new table matching none fails the test, so
 * whoever adds it decides how deleting an account treats it.
 */
async function ownedRows(db: Db, table: string, user: { id: number; email: string }, deckIds: number[], cardIds: number[]) {
  const columns = await columnsOf(db, table);
  const emailKey = `email:${createHash('sha256').update(user.email).digest('hex')}`;
  const t = sql.table(table);
  const idList = (ids: number[]) => (ids.length ? sql.join(ids) : sql`null`);
  let where;
  if (table === 'users') where = sql`id = ${user.id}`;
  else if (table === 'invites') where = sql`created_by = ${user.id}`;
  else if (table === 'auth_rate_limits') where = sql`key = ${emailKey}`;
  // Server-wide settings (the registration mode an admin chose) belong to nobody.
  else if (table === 'settings') where = sql`1 = 0`;
  else if (columns.includes('user_id')) where = sql`user_id = ${user.id}`;
  else if (columns.includes('deck_id')) where = sql`deck_id in (${idList(deckIds)})`;
  else if (columns.includes('card_id')) where = sql`card_id in (${idList(cardIds)})`;
  else throw new Error(`Table ${table}: say how its rows belong to a user (server/db/userData.ts and this test).`);
  return (await sql<Record<string, unknown>>`select * from ${t} where ${where}`.execute(db)).rows;
}

async function allRows(db: Db, table: string) {
  return (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows;
}

/** One row in every table for the user (media, logs, previews, memory model, invites…). */
async function fillAccount(db: Db, user: { id: number; email: string }, now: number) {
  const deck = await makeDeck(db, user.id, { cards: 3, name: `${user.email}'s deck` });
  const media = await db
    .insertInto('media')
    .values({ user_id: user.id, sha256: createHash('sha256').update(user.email).digest('hex'), mime: 'image/png', size: 3, bytes: Buffer.from([1, 2, 3]), created_at: now, public_id: `pub-${user.id}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('media_chunks').values({ media_id: media.id, idx: 0, user_id: user.id, bytes: Buffer.from([1, 2, 3]) }).execute();
  await db.updateTable('cards').set({ term_image_id: media.id }).where('id', '=', deck.cardIds[0]).execute();
  await db
    .insertInto('review_logs')
    .values({ user_id: user.id, deck_id: deck.id, card_id: deck.cardIds[0], session_id: 's', rating: 3, is_correct: 1, game_type: 'matching', reviewed_at: now, local_day: '2025-03-10' })
    .execute();
  // Shared decks' rows (migration 0019): the user's progress, settings and a suggestion.
  await db.insertInto('card_states').values({ user_id: user.id, card_id: deck.cardIds[1], deck_id: deck.id, due: now }).execute();
  await db.insertInto('deck_learners').values({ user_id: user.id, deck_id: deck.id, is_owner: 1, joined_at: now }).execute();
  await db.insertInto('suggestions').values({ deck_id: deck.id, card_id: deck.cardIds[2], user_id: user.id, kind: 'edit', term: 't', definition: 'd', created_at: now }).execute();
  await db.insertInto('study_sessions').values({ id: 's', user_id: user.id, deck_id: deck.id, game_type: 'matching', submitted_at: now }).execute();
  await db.insertInto('import_cache').values({ id: `imp-${user.id}`, user_id: user.id, type: 'csv', payload: '{}', created_at: now, expires_at: now + 1 }).execute();
  await db.insertInto('auth_sessions').values({ id_hash: `sess-${user.id}`, user_id: user.id, created_at: now, expires_at: now + 1e9, user_agent: FIREFOX, last_seen_at: now }).execute();
  await db.insertInto('password_reset_tokens').values({ token_hash: `reset-${user.id}`, user_id: user.id, created_at: now, expires_at: now + 1 }).execute();
  await db.insertInto('memory_models').values({ user_id: user.id, parameters: '[]', updated_at: now }).execute();
  await db.insertInto('invites').values({ code: `INV${user.id}`, created_by: user.id, uses_allowed: 2, expires_at: now + 1e9, created_at: now }).execute();
  // Sign-in through the identity provider (docs/sign-in.md): a linked identity and a link in flight.
  await db.insertInto('oidc_identities').values({ user_id: user.id, issuer: 'https://idp.example', subject: `sub-${user.id}`, email: user.email, created_at: now, last_login_at: now }).execute();
  await db
    .insertInto('oidc_logins')
    .values({ browser_hash: `oidc-${user.id}`, state: 's', nonce: 'n', code_verifier: 'v', purpose: 'link', user_id: user.id, invite_code: null, time_zone: null, next_path: null, created_at: now, expires_at: now + 1 })
    .execute();
  // Mail and reminders (migration 0023, docs/mail.md).
  await db.insertInto('email_tokens').values({ token_hash: `mail-${user.id}`, user_id: user.id, purpose: 'verify', email: user.email, created_at: now, expires_at: now + 1 }).execute();
  await db.insertInto('reminder_settings').values({ user_id: user.id, enabled: 1, time: '18:00', weekdays: '12345', email: 1, push: 1, updated_at: now }).execute();
  await db.insertInto('push_subscriptions').values({ user_id: user.id, endpoint: `https://fcm.googleapis.com/fcm/send/${user.id}`, p256dh: 'k', auth: 'a', user_agent: null, created_at: now }).execute();
  const emailKey = createHash('sha256').update(user.email).digest('hex');
  await db.insertInto('auth_rate_limits').values({ key: `email:${emailKey}`, window_start: now, attempts: 1 }).execute();
  await db.insertInto('api_tokens').values({ user_id: user.id, name: 'script', scope: 'write', token_hash: `api-${user.id}`, created_at: now, expires_at: null, last_used_at: null }).execute();
  const medium = await db.selectFrom('media').select('id').where('user_id', '=', user.id).executeTakeFirst();
  if (medium) await db.insertInto('anki_media_names').values({ user_id: user.id, filename: 'yomitan.mp3', media_id: medium.id, created_at: now }).execute();
  return deck;
}

describe('delete the account', { timeout: 90_000 }, () => {
  it('deletes every row of the user in every table, and nothing of anyone else', async () => {
    const { db } = await makeTestApp();
    const now = FIXED_NOW.getTime();
    const victim = await makeUser(db, { email: 'victim@example.com' });
    const other = await makeUser(db, { email: 'other@example.com' });
    await db.updateTable('users').set({ password_hash: await hashPassword(PASSWORD) }).where('id', '=', victim.id).execute();
    const deck = await fillAccount(db, victim, now);
    await fillAccount(db, other, now);
    await db.insertInto('auth_rate_limits').values({ key: 'ip:127.0.0.1', window_start: now, attempts: 1 }).execute();
    // A server-wide row: it must outlive any account.
    await db.insertInto('settings').values({ key: 'registration', value: 'invite', updated_at: now }).execute();

    const tables = await allTables(db);
    const before = new Map<string, Record<string, unknown>[]>();
    const victimsBefore = new Map<string, number>();
    for (const table of tables) {
      before.set(table, await allRows(db, table));
      victimsBefore.set(table, (await ownedRows(db, table, victim, [deck.id], deck.cardIds)).length);
    }
    // The fixture really reaches every table (or the test would prove nothing for that table).
    // (Settings belong to nobody: only that they stay is checked.)
    expect([...victimsBefore].filter(([t, n]) => n === 0 && t !== 'settings').map(([t]) => t)).toEqual([]);

    expect(await callerFor(db, victim).account.deleteAccount({ password: PASSWORD })).toEqual({ success: true });

    for (const table of tables) {
      expect([table, (await ownedRows(db, table, victim, [deck.id], deck.cardIds)).length]).toEqual([table, 0]);
      // Everyone else's rows, field by field, exactly as before (the victim's revoked invite aside).
      const expected = (before.get(table) ?? []).filter((row) => !isVictims(table, row, victim.id, deck, victimEmailKey(victim.email)));
      const after = (await allRows(db, table)).filter((row) => table !== 'invites' || row.code !== `INV${victim.id}`);
      expect([table, sortRows(after)]).toEqual([table, sortRows(expected)]);
    }
    // The victim's invite stays, revoked and without its creator (docs/administration.md).
    const invite = await db.selectFrom('invites').selectAll().where('code', '=', `INV${victim.id}`).executeTakeFirstOrThrow();
    expect(invite).toMatchObject({ created_by: null, revoked_at: now });
  });

  it('answers 200 and clears the cookie; a wrong password is 400 and deletes nothing', async () => {
    const { app, db } = await makeTestApp();
    await signup(app, 'admin@example.com');
    const here = await signup(app, 'ada@example.com');
    const { browser: phone } = await login(app, 'ada@example.com');

    const wrong = await here.request('DELETE', '/api/account', { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: ACCOUNT_MSG.wrongPassword, errors: [{ msg: ACCOUNT_MSG.wrongPassword, path: 'password' }] });
    expect(await db.selectFrom('users').select('email').where('email', '=', 'ada@example.com').executeTakeFirst()).toBeDefined();

    const res = await here.request('DELETE', '/api/account', { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cleared = (res.cookies as { name: string; value: string }[]).find((c) => c.name === 'cardcade_session');
    expect(cleared?.value).toBe('');
    expect(here.hasSessionCookie()).toBe(false);
    expect(await phone.isLoggedIn()).toBe(false);
    expect((await login(app, 'ada@example.com')).status).toBe(401);
    expect(await db.selectFrom('users').select('email').execute()).toEqual([{ email: 'admin@example.com' }]);
  });

  it('the last admin must hand the role on first, unless they are the only account', async () => {
    const { app, db } = await makeTestApp();
    const admin = await signup(app, 'admin@example.com');
    const ada = await signup(app, 'ada@example.com');
    const res = await admin.request('DELETE', '/api/account', { password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MSG.lastAdminSelfDelete);
    expect(await admin.isLoggedIn()).toBe(true);

    expect((await ada.request('DELETE', '/api/account', { password: PASSWORD })).statusCode).toBe(200);
    expect((await admin.request('DELETE', '/api/account', { password: PASSWORD })).statusCode).toBe(200);
    expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('the admin page deletes with the same service (all tables, cookie of the victim dead)', async () => {
    const { app, db } = await makeTestApp();
    const admin = await signup(app, 'admin@example.com');
    const victim = await signup(app, 'victim@example.com');
    const victimRow = await db.selectFrom('users').select(['id', 'email']).where('email', '=', 'victim@example.com').executeTakeFirstOrThrow();
    await fillAccount(db, victimRow, FIXED_NOW.getTime());
    expect((await admin.request('DELETE', `/api/admin/users/${victimRow.id}`)).statusCode).toBe(200);
    expect(await victim.isLoggedIn()).toBe(false);
    for (const table of ['media', 'memory_models', 'auth_rate_limits'] as const) {
      expect([table, (await ownedRows(db, table, victimRow, [], [])).length]).toEqual([table, 0]);
    }
    const adminId = (await db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow()).id;
    expect((await admin.request('DELETE', `/api/admin/users/${adminId}`)).json().message).toBe(ADMIN_MSG.cannotDeleteSelf);
  });
});

const victimEmailKey = (email: string) => `email:${createHash('sha256').update(email).digest('hex')}`;

/** Whether a row (read before the delete) was the victim's, by the same rules as ownedRows. */
function isVictims(table: string, row: Record<string, unknown>, userId: number, deck: { id: number; cardIds: number[] }, emailKey: string): boolean {
  if (table === 'users') return row.id === userId;
  if (table === 'auth_rate_limits') return row.key === emailKey;
  if (table === 'invites') return row.created_by === userId;
  if ('user_id' in row) return row.user_id === userId;
  if ('deck_id' in row) return row.deck_id === deck.id;
  if ('card_id' in row) return deck.cardIds.includes(row.card_id as number);
  return false;
}

const sortRows = (rows: Record<string, unknown>[]) => [...rows].map((r) => JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? Number(v) : v))).sort();
