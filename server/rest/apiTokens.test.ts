// Personal API tokens over HTTP (docs/api.md): made with a login session, then used alone with
// `Authorization: Bearer`, on REST and tRPC, without cookies or XSRF; revoked, expired and
// mistyped tokens are 401, a read token writing is 403, and each token is rate limited.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { API_TOKEN_MSG } from '../../shared/messages.js';
import { callerFor, loginAgent, makeTestApp, type Agent } from '../test/harness.js';
import type { Db } from '../db.js';
import type { AppConfig } from '../config.js';

const NOW = new Date('2030-03-10T12:00:00.000Z');

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function setup(config: Partial<AppConfig> = {}) {
  let now = NOW;
  const { app, db } = await makeTestApp({ now: () => now, config });
  apps.push(app);
  const agent = await loginAgent(app);
  return { app, db, agent, setNow: (d: Date) => (now = d) };
}

async function makeToken(agent: Agent, body: Record<string, unknown>) {
  const res = await agent.request('POST', '/api/account/api-tokens', body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; token: string };
}

/** A request as a script makes it: the token only, no cookie, no XSRF header. */
function bearer(app: FastifyInstance, token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
}

const userIdOf = async (db: Db, email: string) => (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('personal API tokens', () => {
  it('shows a token once, keeps only its hash, and lists it with its last use', async () => {
    const { app, db, agent } = await setup();
    const { id, token } = await makeToken(agent, { name: 'yanki on my laptop', scope: 'write' });
    expect(token).toMatch(/^cct_[A-Za-z0-9_-]{43}$/);
    const row = await db.selectFrom('api_tokens').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const listed = await agent.request('GET', '/api/account/api-tokens');
    expect(listed.json()).toEqual([
      { id, name: 'yanki on my laptop', scope: 'write', createdAt: NOW.toISOString(), expiresAt: null, lastUsedAt: null, expired: false },
    ]);
    expect(listed.body).not.toContain(token);

    expect((await bearer(app, token, 'GET', '/api/decks')).statusCode).toBe(200);
    expect((await agent.request('GET', '/api/account/api-tokens')).json()).toMatchObject([{ lastUsedAt: NOW.toISOString() }]);
  });

  it('acts as its owner on REST and tRPC with no cookie and no XSRF header', async () => {
    const { app, agent } = await setup();
    const { token } = await makeToken(agent, { name: 'script', scope: 'write' });
    const created = await bearer(app, token, 'POST', '/api/decks', { name: 'From a script', description: '' });
    expect(created.statusCode).toBe(201);
    // No cookie is set on a token's answer: nothing ties it to a browser.
    expect(created.headers['set-cookie']).toBeUndefined();
    const trpcWrite = await bearer(app, token, 'POST', '/api/trpc/decks.create', { name: 'Over tRPC' });
    expect(trpcWrite.statusCode).toBe(200);
    const listed = await bearer(app, token, 'GET', '/api/trpc/decks.list');
    expect(listed.statusCode).toBe(200);
    expect(JSON.stringify(listed.json())).toContain('Over tRPC');
    // The session sees what the token made.
    expect((await agent.request('GET', '/api/decks')).body).toContain('From a script');
  });

  it('uses the token, never the cookie, when both come', async () => {
    const { app, agent } = await setup();
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' },
      payload: { email: 'cookie@example.com', password: 'correct horse battery' },
    });
    const cookie = signup.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const other = await app.inject({ method: 'POST', url: '/api/decks', headers: { cookie: `${cookie}; XSRF-TOKEN=t`, 'x-xsrf-token': 't' }, payload: { name: 'Not mine', description: '' } });
    expect(other.statusCode).toBe(201);
    const { token } = await makeToken(agent, { name: 'mine', scope: 'read' });
    const res = await app.inject({ method: 'GET', url: '/api/decks', headers: { authorization: `Bearer ${token}`, cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Not mine');
  });

  it('lets a read token read and refuses its writes with 403 on REST and tRPC', async () => {
    const { app, agent } = await setup();
    const { token } = await makeToken(agent, { name: 'dashboard', scope: 'read' });
    expect((await bearer(app, token, 'GET', '/api/decks')).statusCode).toBe(200);
    expect((await bearer(app, token, 'GET', '/api/trpc/decks.list')).statusCode).toBe(200);
    const rest = await bearer(app, token, 'POST', '/api/decks', { name: 'x', description: '' });
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toEqual({ message: API_TOKEN_MSG.readOnly });
    expect((await bearer(app, token, 'DELETE', '/api/account/api-tokens/1')).statusCode).toBe(403);
    expect((await bearer(app, token, 'POST', '/api/trpc/decks.create', { name: 'x' })).statusCode).toBe(403);
    expect((await agent.request('GET', '/api/decks')).json()).toEqual([]);
  });

  it('answers 401 to a revoked, an expired, an unknown and a malformed token', async () => {
    const { app, agent, setNow } = await setup();
    const revoked = await makeToken(agent, { name: 'old', scope: 'write' });
    expect((await agent.request('DELETE', `/api/account/api-tokens/${revoked.id}`)).json()).toEqual({ success: true });
    const res = await bearer(app, revoked.token, 'GET', '/api/decks');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: API_TOKEN_MSG.invalid });
    expect(res.headers['www-authenticate']).toContain('invalid_token');

    const expiring = await makeToken(agent, { name: 'a day', scope: 'read', expiresAt: '2030-03-11T12:00:00.000Z' });
    expect((await bearer(app, expiring.token, 'GET', '/api/decks')).statusCode).toBe(200);
    setNow(new Date('2030-03-11T12:00:00.000Z'));
    expect((await bearer(app, expiring.token, 'GET', '/api/decks')).statusCode).toBe(401);
    expect((await agent.request('GET', '/api/account/api-tokens')).json()).toMatchObject([{ name: 'a day', expired: true }]);

    expect((await bearer(app, `cct_${'A'.repeat(43)}`, 'GET', '/api/decks')).statusCode).toBe(401);
    expect((await bearer(app, 'x'.repeat(5000), 'GET', '/api/decks')).statusCode).toBe(401);
    const malformed = await app.inject({ method: 'GET', url: '/api/decks', headers: { authorization: 'Bearer a b' } });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json()).toEqual({ message: API_TOKEN_MSG.malformedHeader });
    // A bad token is refused even on a public path, rather than quietly ignored.
    expect((await bearer(app, revoked.token, 'GET', '/api/trpc/decks.list')).statusCode).toBe(401);
  });

  it('limits the requests of each token per minute', async () => {
    const { app, agent, setNow } = await setup({ apiTokenRateLimitPerMinute: 3 });
    const a = await makeToken(agent, { name: 'a', scope: 'read' });
    const b = await makeToken(agent, { name: 'b', scope: 'read' });
    for (let i = 0; i < 3; i++) expect((await bearer(app, a.token, 'GET', '/api/decks')).statusCode).toBe(200);
    const limited = await bearer(app, a.token, 'GET', '/api/decks');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: API_TOKEN_MSG.tooMany });
    expect((await bearer(app, b.token, 'GET', '/api/decks')).statusCode).toBe(200);
    setNow(new Date(NOW.getTime() + 60_000));
    expect((await bearer(app, a.token, 'GET', '/api/decks')).statusCode).toBe(200);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const { app, db, agent } = await setup();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ', scope: 'read' }, API_TOKEN_MSG.nameRequired],
      [{ name: 'x'.repeat(101), scope: 'read' }, API_TOKEN_MSG.nameTooLong],
      [{ name: 'x', scope: 'admin' }, API_TOKEN_MSG.badScope],
      [{ name: 'x', scope: 'read', expiresAt: 'tomorrow' }, API_TOKEN_MSG.badExpiry],
      [{ name: 'x', scope: 'read', expiresAt: '2030-03-10T11:59:59.000Z' }, API_TOKEN_MSG.badExpiry],
    ];
    for (const [body, message] of cases) {
      const res = await agent.request('POST', '/api/account/api-tokens', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // A token cannot make tokens: a leaked one could otherwise outlive its revocation.
    const { token } = await makeToken(agent, { name: 'w', scope: 'write' });
    const minted = await bearer(app, token, 'POST', '/api/account/api-tokens', { name: 'child', scope: 'write' });
    expect(minted.statusCode).toBe(403);
    expect(minted.json()).toEqual({ message: API_TOKEN_MSG.sessionOnly });
    expect(await db.selectFrom('api_tokens').select('id').execute()).toHaveLength(1);
    // Nor link a sign-in provider or log the person out everywhere.
    expect((await bearer(app, token, 'POST', '/api/auth/oidc/link')).statusCode).toBe(403);
    expect((await bearer(app, token, 'POST', '/api/account/sessions/logout-others')).json()).toEqual({ message: API_TOKEN_MSG.sessionOnly });
    // Without a login, the session routes are 401 as ever.
    expect((await app.inject({ method: 'GET', url: '/api/account/api-tokens' })).statusCode).toBe(401);
  });

  it("keeps each person's tokens to them; an admin lists and revokes any", async () => {
    const { app, db, agent } = await setup();
    const other = await loginAgent(app, 'other@example.com');
    const theirs = await makeToken(other, { name: 'theirs', scope: 'write' });
    expect((await agent.request('DELETE', `/api/account/api-tokens/${theirs.id}`)).statusCode).toBe(404);
    expect((await agent.request('GET', '/api/account/api-tokens')).json()).toEqual([]);
    // Not an admin (the first account is): 403.
    expect((await other.request('GET', '/api/admin/api-tokens')).statusCode).toBe(403);

    const adminList = await agent.request('GET', '/api/admin/api-tokens');
    expect(adminList.statusCode).toBe(200);
    expect(adminList.json()).toMatchObject([{ id: theirs.id, name: 'theirs', email: 'other@example.com', userId: await userIdOf(db, 'other@example.com') }]);
    expect((await agent.request('DELETE', `/api/admin/api-tokens/${theirs.id}`)).json()).toEqual({ success: true });
    expect((await bearer(app, theirs.token, 'GET', '/api/decks')).statusCode).toBe(401);
    expect((await agent.request('DELETE', `/api/admin/api-tokens/${theirs.id}`)).statusCode).toBe(404);
  });

  it('offers the same through the tRPC procedures the profile page calls', async () => {
    const { db, agent } = await setup();
    const me = (await agent.request('GET', '/api/auth/me')).json().user as { id: number; email: string };
    const caller = callerFor(db, { id: me.id, email: me.email, timeZone: 'UTC' }, () => NOW);
    const created = await caller.account.createApiToken({ name: 'Yomitan', scope: 'write', expiresAt: null });
    expect(created.apiToken).toMatchObject({ name: 'Yomitan', scope: 'write', expiresAt: null });
    expect(await caller.account.apiTokens()).toHaveLength(1);
    await caller.account.revokeApiToken({ id: created.id });
    expect(await caller.account.apiTokens()).toEqual([]);
    await expect(caller.account.revokeApiToken({ id: created.id })).rejects.toThrow(API_TOKEN_MSG.notFound);
    // In process, a read token's context may still call queries but no mutation.
    const { createContextInner } = await import('../context.js');
    const { createCallerFactory } = await import('../trpc.js');
    const { appRouter } = await import('../routers/_app.js');
    const { testConfig } = await import('../config.js');
    const readCaller = createCallerFactory(appRouter)(
      createContextInner({ db, config: testConfig(), user: { id: me.id, email: me.email, timeZone: 'UTC' }, now: () => NOW, apiToken: { id: 1, scope: 'read' } }),
    );
    expect(await readCaller.decks.list()).toEqual([]);
    await expect(readCaller.decks.create({ name: 'x', description: '' })).rejects.toThrow(API_TOKEN_MSG.readOnly);
  });
});
