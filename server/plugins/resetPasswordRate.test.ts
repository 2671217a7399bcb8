// Issue #31 item 7: auth.resetPassword is a guessed token and an argon2 hash, like a login. Every
// call counts in the auth rate limit (per IP; a reset link carries no email), REST or tRPC, alone
// or inside a batch, and a batch cannot stack several of them.
import argon2 from 'argon2';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashSessionToken } from '../session.js';
import { insertResetToken } from '../repos/resetTokens.js';
import { FIXED_NOW, makeTestApp, makeUser } from '../test/harness.js';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

const XSRF = { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' };
const reset = (token: string) => ({ token, password: 'a brand new password' });

async function setup(limit: number) {
  const made = await makeTestApp({ now: () => FIXED_NOW, config: { authRateLimitPerMinute: limit } });
  apps.push(made.app);
  return made;
}

describe('auth.resetPassword in the auth rate limit', () => {
  it('counts batched resets like logins: the call over the limit answers 429 before any lookup or hash', async () => {
    const { app, db } = await setup(3);
    const user = await makeUser(db);
    await insertResetToken(db, { tokenHash: hashSessionToken('the-real-token'), userId: user.id, now: FIXED_NOW.getTime(), expiresAt: FIXED_NOW.getTime() + 3_600_000 });
    const hash = vi.spyOn(argon2, 'hash');

    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/trpc/auth.logout,auth.resetPassword?batch=1', headers: XSRF, payload: { 0: {}, 1: reset(`guess-${i}`) } });
      statuses.push(res.json()[1].error.data.httpStatus);
    }
    // The real link, now over the limit: refused without touching the password.
    const over = await app.inject({ method: 'POST', url: '/api/trpc/auth.logout,auth.resetPassword?batch=1', headers: XSRF, payload: { 0: {}, 1: reset('the-real-token') } });
    statuses.push(over.json()[1].error?.data.httpStatus ?? 200);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(over.json()[1].error.message).toBe('Too many attempts. Please wait a minute and try again.');
    expect(hash).not.toHaveBeenCalled();
    expect((await db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow()).password_hash).toBe('not-a-hash');
    expect(await db.selectFrom('password_reset_tokens').select('used_at').execute()).toEqual([{ used_at: null }]);
  });

  it('refuses a batch of several resets with 400 before any runs, and counts REST and tRPC alike', async () => {
    const { app, db } = await setup(2);
    const two = await app.inject({ method: 'POST', url: '/api/trpc/auth.resetPassword,auth.resetPassword?batch=1', headers: XSRF, payload: { 0: reset('a'), 1: reset('b') } });
    expect(two.statusCode).toBe(400);
    expect(await db.selectFrom('auth_rate_limits').selectAll().execute()).toEqual([]);

    const codes: number[] = [];
    for (const url of ['/api/auth/reset-password', '/api/trpc/auth.resetPassword', '/%61pi/auth/reset-password']) {
      const res = await app.inject({ method: 'POST', url, headers: { ...XSRF, 'content-type': 'application/json' }, payload: JSON.stringify(reset('guess')) });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([400, 400, 429]);
    // One IP row, no email row: a reset link has no email to key on.
    expect((await db.selectFrom('auth_rate_limits').select('key').execute()).map((row) => row.key.split(':')[0])).toEqual(['ip']);
  });
});
