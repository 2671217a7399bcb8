import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { ADMIN_MSG, MSG } from '../../shared/messages.js';
import type { Db } from '../db.js';
import { createContextInner } from '../context.js';
import { testConfig, type AppConfig } from '../config.js';
import { consoleAdmin } from '../access.js';
import { createResetLink } from '../services/admin.js';
import { Agent, callerFor, FIXED_NOW, loginAgent, makeDeck, makeTestApp, makeTestDb, makeUser } from '../test/harness.js';

// Roles, registration modes, invites, the admin procedures and reset links (docs/administration.md).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PASSWORD = 'longenough';
const at = (ms: number) => () => new Date(FIXED_NOW.getTime() + ms);

async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

async function makeAdmin(db: Db, email?: string) {
  const user = await makeUser(db, { email });
  await db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
  return user;
}

const signupAs = (db: Db, email: string, config: Partial<AppConfig> = {}, inviteCode?: string, now = at(0)) =>
  callerFor(db, null, now, config).auth.signup({ email, password: PASSWORD, inviteCode });

const roleOf = async (db: Db, email: string) => (await db.selectFrom('users').select('role').where('email', '=', email).executeTakeFirstOrThrow()).role;

describe('roles and registration modes', () => {
  it('makes the first account the admin and later ones users; me shows the role', async () => {
    const db = await makeTestDb();
    const first = await signupAs(db, 'first@example.com');
    const second = await signupAs(db, 'second@example.com');
    expect(first.user?.role).toBe('admin');
    expect(second.user?.role).toBe('user');
    expect(await roleOf(db, 'first@example.com')).toBe('admin');
  });

  it('two first signups racing: exactly one becomes the admin', async () => {
    const db = await makeTestDb();
    await Promise.all(['a@example.com', 'b@example.com', 'c@example.com'].map((email) => signupAs(db, email)));
    const roles = await db.selectFrom('users').select('role').execute();
    expect(roles.filter((r) => r.role === 'admin')).toHaveLength(1);
  });

  it('answers the registration mode publicly (tRPC and REST)', async () => {
    const db = await makeTestDb();
    expect(await callerFor(db, null, at(0), { registration: 'invite' }).auth.config()).toEqual({ registration: 'invite', firstAccount: true });
    const { app, db: appDb } = await makeTestApp({ config: { registration: 'closed' } });
    await makeUser(appDb);
    const res = await app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ registration: 'closed', firstAccount: false });
  });

  it('closed: only the very first account may sign up, everyone else gets 403', async () => {
    const { app } = await makeTestApp({ config: { registration: 'closed' } });
    const first = await new Agent(app).request('POST', '/api/auth/signup', { email: 'owner@example.com', password: PASSWORD });
    expect(first.statusCode).toBe(201);
    expect(first.json().user.role).toBe('admin');
    const second = await new Agent(app).request('POST', '/api/auth/signup', { email: 'late@example.com', password: PASSWORD });
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toBe(ADMIN_MSG.registrationClosed);
  });

  it('invite: the first account needs no code; later ones need a good one (400 otherwise)', async () => {
    const db = await makeTestDb();
    const invite = { registration: 'invite' } as const;
    expect((await signupAs(db, 'owner@example.com', invite)).user?.role).toBe('admin');
    const missing = await rejection(signupAs(db, 'x@example.com', invite));
    expect([missing.code, missing.message]).toEqual(['BAD_REQUEST', ADMIN_MSG.inviteRequired]);
    const unknown = await rejection(signupAs(db, 'x@example.com', invite, 'NOPE'));
    expect([unknown.code, unknown.message]).toEqual(['BAD_REQUEST', ADMIN_MSG.inviteUnknown]);
    expect(await db.selectFrom('users').select('email').execute()).toHaveLength(1);
  });

  it('REST signup in invite mode: 400 without a code, 201 with one (lower-case and spaces forgiven)', async () => {
    const { app, db } = await makeTestApp({ config: { registration: 'invite' } });
    const adminAgent = await loginAgent(app, 'owner@example.com');
    const created = await adminAgent.request('POST', '/api/admin/invites', { uses: 1, days: 7 });
    expect(created.statusCode).toBe(201);
    const { code } = created.json();
    const without = await new Agent(app).request('POST', '/api/auth/signup', { email: 'guest@example.com', password: PASSWORD });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ message: ADMIN_MSG.inviteRequired, errors: [{ msg: ADMIN_MSG.inviteRequired, path: 'inviteCode' }] });
    const ok = await new Agent(app).request('POST', '/api/auth/signup', { email: 'guest@example.com', password: PASSWORD, inviteCode: ` ${code.toLowerCase()} ` });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().user.role).toBe('user');
    expect((await db.selectFrom('invites').select('uses_count').executeTakeFirstOrThrow()).uses_count).toBe(1);
  });
});

describe('registration mode chosen on the admin page', () => {
  it('the REGISTRATION variable decides until an admin chooses; then the choice wins, for signup at once', async () => {
    const db = await makeTestDb();
    const admin = await makeAdmin(db);
    const asAdmin = (registration: AppConfig['registration'], now = at(0)) => callerFor(db, admin, now, { registration }).admin;
    expect(await asAdmin('invite').registration()).toEqual({ registration: 'invite', source: 'environment', environment: 'invite', updatedAt: null });

    expect(await asAdmin('open', at(HOUR)).setRegistration({ registration: 'closed' })).toEqual({
      registration: 'closed',
      source: 'admin',
      environment: 'open',
      updatedAt: new Date(FIXED_NOW.getTime() + HOUR).toISOString(),
    });
    expect(await callerFor(db, null, at(0), { registration: 'open' }).auth.config()).toEqual({ registration: 'closed', firstAccount: false });
    const refused = await rejection(signupAs(db, 'late@example.com', { registration: 'open' }));
    expect([refused.code, refused.message]).toEqual(['FORBIDDEN', ADMIN_MSG.registrationClosed]);

    // Invite mode chosen here applies whatever the variable says (a restart keeps it: it is a row).
    await asAdmin('closed').setRegistration({ registration: 'invite' });
    expect((await rejection(signupAs(db, 'late@example.com', { registration: 'open' }))).message).toBe(ADMIN_MSG.inviteRequired);
    await asAdmin('closed').setRegistration({ registration: 'open' });
    expect((await signupAs(db, 'late@example.com', { registration: 'closed' })).user?.role).toBe('user');
    expect(await db.selectFrom('settings').select(['key', 'value']).execute()).toEqual([{ key: 'registration', value: 'open' }]);
  });

  it('REST: GET and PUT /api/admin/registration; an unknown mode is 400 and changes nothing', async () => {
    const { app } = await makeTestApp({ config: { registration: 'invite' } });
    const adminAgent = await loginAgent(app, 'boss@example.com');
    const bad = await adminAgent.request('PUT', '/api/admin/registration', { registration: 'maybe' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Registration must be "open", "invite" or "closed".']);
    expect((await adminAgent.request('GET', '/api/admin/registration')).json()).toMatchObject({ registration: 'invite', source: 'environment' });
    const put = await adminAgent.request('PUT', '/api/admin/registration', { registration: 'closed' });
    expect([put.statusCode, put.json().registration, put.json().source]).toEqual([200, 'closed', 'admin']);
    expect((await new Agent(app).request('GET', '/api/auth/config')).json()).toEqual({ registration: 'closed', firstAccount: false });
    const late = await new Agent(app).request('POST', '/api/auth/signup', { email: 'late@example.com', password: PASSWORD });
    expect(late.statusCode).toBe(403);
  });

  it('a stored value that is not a mode reads as closed, never open', async () => {
    const db = await makeTestDb();
    await makeAdmin(db);
    await db.insertInto('settings').values({ key: 'registration', value: 'OPEN!', updated_at: FIXED_NOW.getTime() }).execute();
    expect((await callerFor(db, null, at(0), { registration: 'open' }).auth.config()).registration).toBe('closed');
  });
});

describe('invites', () => {
  async function setup() {
    const db = await makeTestDb();
    const admin = await makeAdmin(db, 'admin@example.com');
    return { db, admin, caller: callerFor(db, admin) };
  }
  const invite = { registration: 'invite' } as const;

  it('counts uses and refuses the use after the last (uses left, status)', async () => {
    const { db, caller } = await setup();
    const { code, usesLeft, status } = await caller.admin.createInvite({ uses: 2, days: 1 });
    expect(code).toMatch(/^[A-Z2-9]{12}$/);
    expect([usesLeft, status]).toEqual([2, 'active']);
    await signupAs(db, 'one@example.com', invite, code);
    await signupAs(db, 'two@example.com', invite, code);
    const third = await rejection(signupAs(db, 'three@example.com', invite, code));
    expect(third.message).toBe(ADMIN_MSG.inviteUsedUp);
    const [listed] = await caller.admin.invites();
    expect(listed).toMatchObject({ code, usesCount: 2, usesLeft: 0, status: 'used up', createdBy: 'admin@example.com' });
  });

  it('expires after its days, and the list says so', async () => {
    const { db, admin, caller } = await setup();
    const { code } = await caller.admin.createInvite({ uses: 5, days: 3 });
    await signupAs(db, 'early@example.com', invite, code, at(3 * DAY - 1));
    const late = await rejection(signupAs(db, 'late@example.com', invite, code, at(3 * DAY)));
    expect(late.message).toBe(ADMIN_MSG.inviteExpired);
    expect((await callerFor(db, admin, at(3 * DAY)).admin.invites())[0].status).toBe('expired');
  });

  it('a revoked code stops working at once; revoking twice is harmless; unknown is 404', async () => {
    const { db, caller } = await setup();
    const { code } = await caller.admin.createInvite({ uses: 5, days: 30 });
    expect((await caller.admin.revokeInvite({ code })).status).toBe('revoked');
    expect((await caller.admin.revokeInvite({ code })).status).toBe('revoked');
    expect((await rejection(signupAs(db, 'x@example.com', invite, code))).message).toBe(ADMIN_MSG.inviteRevoked);
    expect((await rejection(caller.admin.revokeInvite({ code: 'NOSUCHCODE' }))).code).toBe('NOT_FOUND');
  });

  it('a failed signup (email taken) does not use up the code', async () => {
    const { db, caller } = await setup();
    const { code } = await caller.admin.createInvite({ uses: 1, days: 1 });
    expect((await rejection(signupAs(db, 'admin@example.com', invite, code))).code).toBe('CONFLICT');
    await signupAs(db, 'new@example.com', invite, code);
  });

  it('open mode accepts a good code (and counts it) and ignores a bad one', async () => {
    const { db, caller } = await setup();
    const { code } = await caller.admin.createInvite({ uses: 3, days: 1 });
    await signupAs(db, 'a@example.com', {}, code);
    await signupAs(db, 'b@example.com', {}, 'STALECODE');
    expect((await caller.admin.invites())[0].usesCount).toBe(1);
  });

  it.each([
    [{ uses: 0, days: 1 }],
    [{ uses: 101, days: 1 }],
    [{ uses: 1.5, days: 1 }],
    [{ uses: 1, days: 0 }],
    [{ uses: 1, days: 31 }],
  ])('refuses invite limits outside uses 1–100 and days 1–30: %j', async (input) => {
    const { caller } = await setup();
    expect((await rejection(caller.admin.createInvite(input))).code).toBe('BAD_REQUEST');
  });
});

describe('the admin procedures', () => {
  it('a non-admin gets FORBIDDEN from every procedure and a stranger UNAUTHORIZED, never data', async () => {
    const db = await makeTestDb();
    await makeAdmin(db);
    const user = await makeUser(db);
    for (const [caller, code] of [
      [callerFor(db, user), 'FORBIDDEN'],
      [callerFor(db, null), 'UNAUTHORIZED'],
    ] as const) {
      const calls: (() => Promise<unknown>)[] = [
        () => caller.admin.users(),
        () => caller.admin.invites(),
        () => caller.admin.createInvite({ uses: 1, days: 1 }),
        () => caller.admin.revokeInvite({ code: 'ABC' }),
        () => caller.admin.deleteUser({ userId: user.id }),
        () => caller.admin.setRole({ userId: user.id, role: 'admin' }),
        () => caller.admin.createResetLink({ userId: user.id }),
        () => caller.admin.registration(),
        () => caller.admin.setRegistration({ registration: 'open' }),
      ];
      for (const call of calls) expect((await rejection(call())).code).toBe(code);
    }
    expect(await db.selectFrom('invites').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('settings').selectAll().execute()).toEqual([]);
    expect(await roleOf(db, user.email)).toBe('user');
  });

  it('REST: 403 with only a message for a user, 401 logged out, data for an admin', async () => {
    const { app } = await makeTestApp();
    const adminAgent = await loginAgent(app, 'boss@example.com');
    const userAgent = await loginAgent(app, 'someone@example.com');
    const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/invites'],
      ['POST', '/api/admin/invites', { uses: 1, days: 1 }],
      ['POST', '/api/admin/invites/ABC/revoke'],
      ['DELETE', '/api/admin/users/1'],
      ['PUT', '/api/admin/users/2/role', { role: 'admin' }],
      ['POST', '/api/admin/users/1/reset-link'],
      ['GET', '/api/admin/registration'],
      ['PUT', '/api/admin/registration', { registration: 'open' }],
    ];
    for (const [method, url, body] of routes) {
      const forbidden = await userAgent.request(method, url, body);
      expect([url, forbidden.statusCode]).toEqual([url, 403]);
      expect(forbidden.json()).toEqual({ message: ADMIN_MSG.adminsOnly });
      expect((await new Agent(app).request(method, url, body)).statusCode).toBe(401);
    }
    const tRPC = await userAgent.request('GET', '/api/trpc/admin.users');
    expect(tRPC.statusCode).toBe(403);
    expect(tRPC.body).not.toContain('boss@example.com');
    const users = await adminAgent.request('GET', '/api/admin/users');
    expect(users.statusCode).toBe(200);
    expect(users.json().map((u: { email: string }) => u.email)).toEqual(['boss@example.com', 'someone@example.com']);
  });

  it('lists users with role, dates and deck/card counts', async () => {
    const db = await makeTestDb();
    const admin = await makeAdmin(db, 'admin@example.com');
    const user = await makeUser(db, { email: 'learner@example.com' });
    await makeDeck(db, user.id, { cards: 3 });
    await makeDeck(db, user.id, { cards: 2 });
    const users = await callerFor(db, admin).admin.users();
    expect(users).toEqual([
      { id: admin.id, email: 'admin@example.com', role: 'admin', createdAt: FIXED_NOW.toISOString(), lastActiveAt: null, deckCount: 0, cardCount: 0 },
      { id: user.id, email: 'learner@example.com', role: 'user', createdAt: FIXED_NOW.toISOString(), lastActiveAt: null, deckCount: 2, cardCount: 5 },
    ]);
  });

  // The time of this list is a figure of `npm run bench -- admin`; here, that all come back.
  it('lists many users', async () => {
    const db = await makeTestDb();
    const admin = await makeAdmin(db);
    const values = Array.from({ length: 2000 }, (_, i) => ({ email: `bulk${i}@example.com`, password_hash: 'x', created_at: i }));
    for (let i = 0; i < values.length; i += 400) await db.insertInto('users').values(values.slice(i, i + 400)).execute();
    expect(await callerFor(db, admin).admin.users()).toHaveLength(2001);
  });

  it('deletes a user and everything they own, and nothing of anyone else; their invites are revoked', async () => {
    const { app, db } = await makeTestApp();
    await loginAgent(app, 'admin@example.com');
    const victimAgent = await loginAgent(app, 'victim@example.com');
    const bystander = await makeUser(db, { email: 'bystander@example.com' });
    await makeDeck(db, bystander.id, { cards: 2 });
    const victimId = (await db.selectFrom('users').select('id').where('email', '=', 'victim@example.com').executeTakeFirstOrThrow()).id;
    const deck = await makeDeck(db, victimId, { cards: 4 });
    await db
      .insertInto('review_logs')
      .values({ user_id: victimId, deck_id: deck.id, card_id: deck.cardIds[0], session_id: 's', rating: 3, is_correct: 1, game_type: 'matching', reviewed_at: 1, local_day: '2025-03-10' })
      .execute();
    await db.insertInto('study_sessions').values({ id: 's', user_id: victimId, deck_id: deck.id, game_type: 'matching', submitted_at: 1 }).execute();
    await db.insertInto('import_cache').values({ id: 'imp', user_id: victimId, type: 'csv', payload: '{}', created_at: 1, expires_at: 2 }).execute();
    await db.updateTable('users').set({ role: 'admin' }).where('id', '=', victimId).execute();
    const ctx = consoleAdmin(createContextInner({ db, config: testConfig() }));
    await createResetLink(ctx, victimId);
    const { code } = await victimAgent.request('POST', '/api/admin/invites', { uses: 3, days: 3 }).then((r) => r.json());

    const admin = (await db.selectFrom('users').select(['id', 'email', 'time_zone']).where('email', '=', 'admin@example.com').executeTakeFirstOrThrow());
    const caller = callerFor(db, { id: admin.id, email: admin.email, timeZone: 'UTC' });
    expect(await caller.admin.deleteUser({ userId: victimId })).toEqual({ success: true });

    for (const table of ['decks', 'review_logs', 'study_sessions', 'import_cache', 'auth_sessions', 'password_reset_tokens'] as const) {
      const rows = await db.selectFrom(table).select('user_id').where('user_id', '=', victimId).execute();
      expect([table, rows.length]).toEqual([table, 0]);
    }
    expect(await db.selectFrom('cards').select('id').where('id', 'in', deck.cardIds).execute()).toEqual([]);
    expect((await db.selectFrom('cards').select('id').execute()).length).toBe(2);
    const invite = await db.selectFrom('invites').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    expect(invite.revoked_at).not.toBeNull();
    expect(invite.created_by).toBeNull();
    expect((await victimAgent.request('GET', '/api/auth/me')).json()).toEqual({ isLoggedIn: false, user: null });
    expect((await rejection(caller.admin.deleteUser({ userId: victimId }))).code).toBe('NOT_FOUND');
  });

  it('an admin cannot delete themself; the last admin can be neither deleted nor demoted', async () => {
    const db = await makeTestDb();
    const admin = await makeAdmin(db);
    const other = await makeUser(db);
    const caller = callerFor(db, admin);
    expect((await rejection(caller.admin.deleteUser({ userId: admin.id }))).message).toBe(ADMIN_MSG.cannotDeleteSelf);
    expect((await rejection(caller.admin.setRole({ userId: admin.id, role: 'user' }))).message).toBe(ADMIN_MSG.lastAdminDemote);
    const console = consoleAdmin(createContextInner({ db, config: testConfig() }));
    const { deleteUser } = await import('../services/admin.js');
    await expect(deleteUser(console, admin.id)).rejects.toThrow(ADMIN_MSG.lastAdminDelete);

    // With a second admin, demoting the first works, and the second is then the last.
    await caller.admin.setRole({ userId: other.id, role: 'admin' });
    expect(await caller.admin.setRole({ userId: admin.id, role: 'user' })).toEqual({ id: admin.id, role: 'user' });
    expect((await rejection(caller.admin.users())).code).toBe('FORBIDDEN');
    expect((await rejection(callerFor(db, other).admin.setRole({ userId: other.id, role: 'user' }))).message).toBe(ADMIN_MSG.lastAdminDemote);
  });
});

describe('reset links', () => {
  async function setup() {
    const { app, db } = await makeTestApp();
    const adminAgent = await loginAgent(app, 'admin@example.com');
    const personAgent = await loginAgent(app, 'person@example.com');
    const personId = (await db.selectFrom('users').select('id').where('email', '=', 'person@example.com').executeTakeFirstOrThrow()).id;
    return { app, db, adminAgent, personAgent, personId };
  }

  it('sets a new password once, logs out every session of that user, and the new password logs in', async () => {
    const { app, db, adminAgent, personAgent, personId } = await setup();
    const link = await adminAgent.request('POST', `/api/admin/users/${personId}/reset-link`);
    expect(link.statusCode).toBe(201);
    const { path, token, expiresAt } = link.json();
    expect(path).toBe(`/reset-password?token=${token}`);
    expect(Math.abs(Date.parse(expiresAt) - Date.now() - DAY)).toBeLessThan(60_000);
    const stored = await db.selectFrom('password_reset_tokens').selectAll().executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(token);

    const stranger = new Agent(app);
    const tooShort = await stranger.request('POST', '/api/auth/reset-password', { token, password: 'short' });
    expect([tooShort.statusCode, tooShort.json().message]).toEqual([400, MSG.passwordTooShort]);
    const reset = await stranger.request('POST', '/api/auth/reset-password', { token, password: 'a brand new secret' });
    expect([reset.statusCode, reset.json()]).toEqual([200, { success: true }]);
    expect((await personAgent.request('GET', '/api/auth/me')).json().isLoggedIn).toBe(false);
    expect((await adminAgent.request('GET', '/api/auth/me')).json().isLoggedIn).toBe(true);

    const again = await stranger.request('POST', '/api/auth/reset-password', { token, password: 'another new secret' });
    expect([again.statusCode, again.json().message]).toEqual([400, ADMIN_MSG.resetLinkUsed]);
    const oldLogin = await new Agent(app).request('POST', '/api/auth/login', { email: 'person@example.com', password: 'correct horse battery' });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await new Agent(app).request('POST', '/api/auth/login', { email: 'person@example.com', password: 'a brand new secret' });
    expect(newLogin.statusCode).toBe(200);
  });

  it('expires after 24 hours; an unknown token is 400; a newer link replaces an older one', async () => {
    const db = await makeTestDb();
    const admin = await makeAdmin(db);
    const person = await makeUser(db);
    const first = await callerFor(db, admin).admin.createResetLink({ userId: person.id });
    const second = await callerFor(db, admin).admin.createResetLink({ userId: person.id });
    const reset = (token: string, now: () => Date) => callerFor(db, null, now).auth.resetPassword({ token, password: 'new password!' });
    expect((await rejection(reset(first.token, at(0)))).message).toBe(ADMIN_MSG.resetLinkInvalid);
    expect((await rejection(reset('made-up', at(0)))).message).toBe(ADMIN_MSG.resetLinkInvalid);
    expect((await rejection(reset(second.token, at(DAY)))).message).toBe(ADMIN_MSG.resetLinkExpired);
    expect(await reset(second.token, at(DAY - 1))).toEqual({ success: true });
  });
});

describe('checking a reset link before the form', () => {
  it('says valid until the link is used or expires, and nothing else; unknown looks the same as used', async () => {
    const db = await makeTestDb();
    const admin = await makeAdmin(db);
    const person = await makeUser(db);
    const link = await callerFor(db, admin).admin.createResetLink({ userId: person.id });
    const check = (token: string, now = at(0)) => callerFor(db, null, now).auth.checkResetLink({ token });
    expect(await check(link.token)).toEqual({ valid: true });
    expect(await check(link.token, at(DAY))).toEqual({ valid: false });
    expect(await check('made-up')).toEqual({ valid: false });
    await callerFor(db, null, at(HOUR)).auth.resetPassword({ token: link.token, password: 'new password!' });
    expect(await check(link.token, at(HOUR))).toEqual({ valid: false });
    // Checking changes nothing: a fresh link stays usable after any number of checks.
    const fresh = await callerFor(db, admin).admin.createResetLink({ userId: person.id });
    for (let i = 0; i < 3; i++) expect(await check(fresh.token)).toEqual({ valid: true });
    expect(await callerFor(db, null).auth.resetPassword({ token: fresh.token, password: 'another one!' })).toEqual({ success: true });
  });

  it('REST: POST /api/auth/reset-password/check answers { valid } only, 400 without a token, and is rate limited per IP', async () => {
    const { app } = await makeTestApp({ config: { authRateLimitPerMinute: 3 }, now: at(0) });
    const agent = new Agent(app);
    const missing = await agent.request('POST', '/api/auth/reset-password/check', {});
    expect([missing.statusCode, missing.json().message]).toEqual([400, ADMIN_MSG.resetLinkInvalid]);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await agent.request('POST', '/api/auth/reset-password/check', { token: `guess-${i}` });
      statuses.push(res.statusCode);
      if (res.statusCode === 200) expect(res.json()).toEqual({ valid: false });
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('last active', () => {
  it('is written at login and at most hourly on requests', async () => {
    let now = FIXED_NOW.getTime();
    const { app, db } = await makeTestApp({ now: () => new Date(now) });
    const agent = await loginAgent(app, 'active@example.com');
    const lastActive = async () => (await db.selectFrom('users').select('last_active_at').executeTakeFirstOrThrow()).last_active_at;
    expect(await lastActive()).toBe(now);
    const signedUpAt = now;
    now += 30 * 60_000;
    await agent.request('GET', '/api/decks');
    expect(await lastActive()).toBe(signedUpAt);
    now += 31 * 60_000;
    await agent.request('GET', '/api/decks');
    expect(await lastActive()).toBe(now);
    now += DAY;
    await new Agent(app).request('POST', '/api/auth/login', { email: 'active@example.com', password: 'correct horse battery' });
    expect(await lastActive()).toBe(now);
  });
});
