import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.js';
import { createContextInner } from '../context.js';
import { testConfig } from '../config.js';
import { callerFor, makeTestDb } from '../test/harness.js';
import { appRouter } from './_app.js';
import { createCallerFactory } from '../trpc.js';

async function expectTRPCError(promise: Promise<unknown>, code: TRPCError['code'], message?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe(code);
  if (message) expect((error as TRPCError).message).toBe(message);
}

/** A caller whose cookie writes are recorded, like the HTTP context does. */
function cookieCaller(db: Awaited<ReturnType<typeof makeTestDb>>, sessionToken: string | null = null) {
  const jar: { token: string | null } = { token: null };
  const ctx = createContextInner({
    db,
    config: testConfig(),
    sessionToken,
    cookies: { set: (t) => (jar.token = t), clear: () => (jar.token = null) },
  });
  return { caller: createCallerFactory(appRouter)(ctx), jar };
}

describe('auth', () => {
  it('signs up, stores a session hash (not the token) and answers the logged-in shape', async () => {
    const db = await makeTestDb();
    const { caller, jar } = cookieCaller(db);
    const result = await caller.auth.signup({ email: '  Ada@Example.com ', password: 'longenough', timeZone: 'Europe/Berlin' });
    expect(result).toEqual({ isLoggedIn: true, user: { id: expect.any(Number), email: 'ada@example.com', role: 'admin', currentStreak: 0, bestStreak: 0 } });
    expect(jar.token).toMatch(/^[\w-]{43}$/);
    const sessions = await db.selectFrom('auth_sessions').selectAll().execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0].id_hash).not.toBe(jar.token);
    const user = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.time_zone).toBe('Europe/Berlin');
  });

  it.each([
    [{ email: 'a@b.co', password: 'short' }, MSG.passwordTooShort],
    [{ email: 'not-an-email', password: 'longenough' }, MSG.emailInvalid],
    [{ email: '', password: 'longenough' }, MSG.emailRequired],
  ])('refuses signup %j with the spec message', async (input, message) => {
    const db = await makeTestDb();
    await expectTRPCError(callerFor(db, null).auth.signup(input), 'BAD_REQUEST', message);
    expect(await db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  it('refuses a second account with the same email (409 CONFLICT)', async () => {
    const db = await makeTestDb();
    await callerFor(db, null).auth.signup({ email: 'a@b.co', password: 'longenough' });
    await expectTRPCError(callerFor(db, null).auth.signup({ email: 'A@B.co', password: 'otherpassword' }), 'CONFLICT', MSG.emailTaken);
  });

  it('logs in with the right password only, with a new session each time', async () => {
    const db = await makeTestDb();
    await callerFor(db, null).auth.signup({ email: 'a@b.co', password: 'longenough' });
    await expectTRPCError(callerFor(db, null).auth.login({ email: 'a@b.co', password: 'wrongpassword' }), 'UNAUTHORIZED');
    await expectTRPCError(callerFor(db, null).auth.login({ email: 'nobody@b.co', password: 'longenough' }), 'UNAUTHORIZED');
    const first = cookieCaller(db);
    await first.caller.auth.login({ email: 'a@b.co', password: 'longenough' });
    const second = cookieCaller(db);
    await second.caller.auth.login({ email: 'a@b.co', password: 'longenough' });
    expect(first.jar.token).not.toBe(second.jar.token);
  });

  it('me answers logged-out without a user; logout needs one and deletes the session', async () => {
    const db = await makeTestDb();
    expect(await callerFor(db, null).auth.me()).toEqual({ isLoggedIn: false, user: null });
    await expectTRPCError(callerFor(db, null).auth.logout(), 'UNAUTHORIZED');

    const { caller, jar } = cookieCaller(db);
    const { user } = await caller.auth.signup({ email: 'a@b.co', password: 'longenough' });
    const ctxUser = { id: user!.id, email: user!.email, timeZone: 'UTC' };
    const loggedIn = createCallerFactory(appRouter)(
      createContextInner({ db, config: testConfig(), user: ctxUser, sessionToken: jar.token }),
    );
    await loggedIn.auth.logout();
    expect(await db.selectFrom('auth_sessions').selectAll().execute()).toEqual([]);
  });
});
