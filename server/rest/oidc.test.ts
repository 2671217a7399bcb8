import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { ConfigError, testConfig, type AppConfig } from '../config.js';
import type { Db } from '../db.js';
import { insertInvite } from '../repos/invites.js';
import { putSetting } from '../repos/settings.js';
import { Agent, closeTestDb, loginAgent, makeTestApp, makeUser } from '../test/harness.js';
import { startTestProvider, throughProvider, type TestProvider } from '../test/oidcProvider.js';
import { OIDC_MSG } from '../../shared/messages.js';

// Sign-in through a real OpenID provider (oidc-provider on a random port), through the app's
// routes with app.inject and a real HTTP client at the provider (docs/sign-in.md).

const PUBLIC_URL = 'http://cardcade.test';
const CALLBACK = `${PUBLIC_URL}/api/auth/oidc/callback`;
let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider({ redirectUris: [CALLBACK] });
  provider.accounts.set('ann', { email: 'ann@example.org', email_verified: true, name: 'Ann' });
  provider.accounts.set('bob', { email: 'bob@example.org', email_verified: false });
  provider.accounts.set('cat', { email: 'Cat@Example.org', email_verified: true, groups: ['cardcade-admin'] });
  provider.accounts.set('dan', { email: 'dan@example.org', email_verified: true, groups: ['users'] });
  provider.accounts.set('eve', { email: 'eve@example.org', email_verified: true });
  provider.accounts.set('nomail', {});
});
afterAll(() => provider.close());

const opened: { app: FastifyInstance; db: Db }[] = [];
afterEach(async () => {
  for (const { app, db } of opened.splice(0)) {
    await app.close();
    await closeTestDb(db);
  }
});

function oidcConfig(overrides: Partial<AppConfig> = {}): Partial<AppConfig> {
  return {
    publicUrl: PUBLIC_URL,
    authRateLimitPerMinute: 100_000,
    oidc: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, name: 'Authentik', scopes: 'openid email profile groups', adminClaim: null },
    ...overrides,
  };
}

async function oidcApp(overrides: Partial<AppConfig> = {}) {
  const made = await makeTestApp({ config: oidcConfig(overrides) });
  opened.push(made);
  return made;
}

/** Start → the provider (log in as `login`) → the app's callback, in one browser (`agent`). */
async function signIn(app: FastifyInstance, login: string, opts: { agent?: Agent; start?: string; editAuthUrl?: (url: URL) => void } = {}) {
  const agent = opts.agent ?? new Agent(app);
  const start = await agent.request('GET', opts.start ?? '/api/auth/oidc/start');
  expect(start.statusCode).toBe(302);
  const authUrl = new URL(start.headers.location as string);
  opts.editAuthUrl?.(authUrl);
  const callback = await throughProvider(authUrl.href, login, PUBLIC_URL);
  const res = await agent.request('GET', callback.pathname + callback.search);
  return { agent, res, location: res.headers.location as string, callback, authUrl };
}

async function whoIs(agent: Agent): Promise<string | null> {
  const me = (await agent.request('GET', '/api/auth/me')).json();
  return me.isLoggedIn ? me.user.email : null;
}

const counts = async (db: Db) => ({
  users: Number((await db.selectFrom('users').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  identities: Number((await db.selectFrom('oidc_identities').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  sessions: Number((await db.selectFrom('auth_sessions').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
});

describe('sign-in through the provider', () => {
  it('sends the browser to the provider with PKCE, state and nonce, and binds the return to a short-lived HttpOnly cookie', async () => {
    const { app } = await oidcApp();
    const res = await app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email profile groups',
      code_challenge_method: 'S256',
    });
    for (const p of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(p)?.length).toBeGreaterThanOrEqual(32);
    const cookie = ([res.headers['set-cookie']].flat() as string[]).find((c) => c.startsWith('cardcade_oidc='))!;
    expect(cookie).toMatch(/^cardcade_oidc=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/auth\/oidc/);
    expect(cookie).toMatch(/Max-Age=600/);
  });

  it('creates an account at the first sign-in (open registration), signs it in with a normal session, and finds it again next time', async () => {
    const { app, db } = await oidcApp();
    await makeUser(db); // not the first account: no admin by default
    const first = await signIn(app, 'ann', { start: '/api/auth/oidc/start?tz=Europe%2FParis&next=%2Fdecks%3Ftab%3D1' });
    expect(first.location).toBe('/decks?tab=1');
    expect(await whoIs(first.agent)).toBe('ann@example.org');
    const user = await db.selectFrom('users').select(['id', 'role', 'time_zone']).where('email', '=', 'ann@example.org').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'user', time_zone: 'Europe/Paris' });
    expect(await db.selectFrom('oidc_identities').select(['user_id', 'subject', 'issuer']).execute()).toEqual([{ user_id: user.id, subject: 'ann', issuer: provider.issuer }]);
    // The app's own session cookie, and the flow's cookie gone.
    expect(String(first.res.headers['set-cookie'])).toMatch(/cardcade_session=/);
    expect(String(first.res.headers['set-cookie'])).toMatch(/cardcade_oidc=;/);

    const again = await signIn(app, 'ann');
    expect(again.location).toBe('/dashboard');
    expect(await whoIs(again.agent)).toBe('ann@example.org');
    expect(await counts(db)).toMatchObject({ users: 2, identities: 1, sessions: 2 });
  });

  it('links an existing account when the provider says the address is verified', async () => {
    const { app, db } = await oidcApp();
    const password = await loginAgent(app, 'ann@example.org');
    const { agent, location } = await signIn(app, 'ann');
    expect(location).toBe('/dashboard');
    expect(await whoIs(agent)).toBe('ann@example.org');
    expect(await whoIs(password)).toBe('ann@example.org');
    expect(await counts(db)).toMatchObject({ users: 1, identities: 1 });
  });

  it('the first account of an empty server is its admin, whatever the mode', async () => {
    const { app, db } = await oidcApp({ registration: 'closed' });
    const { agent } = await signIn(app, 'eve');
    expect(await whoIs(agent)).toBe('eve@example.org');
    expect((await db.selectFrom('users').select('role').executeTakeFirstOrThrow()).role).toBe('admin');
  });

  it('invite mode: asks for the code, takes one use of it, and refuses without one', async () => {
    const { app, db } = await oidcApp({ registration: 'invite' });
    await makeUser(db);
    const before = await counts(db);
    const refused = await signIn(app, 'ann');
    expect(refused.location).toBe('/login?oidcError=inviteRequired');
    expect(await counts(db)).toEqual(before);
    expect(await whoIs(refused.agent)).toBeNull();

    // Started on the sign-up page: its refusal goes back there.
    const wrong = await signIn(app, 'ann', { start: '/api/auth/oidc/start?invite=NOPE&from=signup' });
    expect(wrong.location).toBe('/signup?oidcError=inviteUnknown');
    expect(await counts(db)).toEqual(before);

    await insertInvite(db, { code: 'ABCDEFGHJKMN', createdBy: null, usesAllowed: 1, expiresAt: Date.now() + 86_400_000, now: Date.now() });
    const ok = await signIn(app, 'ann', { start: '/api/auth/oidc/start?invite=abcdefghjkmn' });
    expect(ok.location).toBe('/dashboard');
    expect(await whoIs(ok.agent)).toBe('ann@example.org');
    expect((await db.selectFrom('invites').select('uses_count').executeTakeFirstOrThrow()).uses_count).toBe(1);
  });

  it('a return from the provider without an error keeps the provider cancelling apart', async () => {
    const { app } = await oidcApp();
    const agent = new Agent(app);
    const start = await agent.request('GET', '/api/auth/oidc/start');
    const state = new URL(start.headers.location as string).searchParams.get('state');
    const res = await agent.request('GET', `/api/auth/oidc/callback?error=access_denied&state=${state}`);
    expect(res.headers.location).toBe('/login?oidcError=denied');
  });
});

describe('refused returns: a clear message and no change', () => {
  it('refuses a closed registration', async () => {
    const { app, db } = await oidcApp();
    await makeUser(db);
    await putSetting(db, 'registration', 'closed', Date.now());
    const before = await counts(db);
    const { agent, location } = await signIn(app, 'ann');
    expect(location).toBe('/login?oidcError=registrationClosed');
    expect(await whoIs(agent)).toBeNull();
    expect(await counts(db)).toEqual(before);
  });

  it('refuses an unverified address that belongs to an existing account', async () => {
    const { app, db } = await oidcApp();
    const bob = await loginAgent(app, 'bob@example.org');
    const before = await counts(db);
    const { agent, location } = await signIn(app, 'bob');
    expect(location).toBe('/login?oidcError=unverifiedEmail');
    expect(await whoIs(agent)).toBeNull();
    expect(await counts(db)).toEqual(before);
    expect(await whoIs(bob)).toBe('bob@example.org');
  });

  it('refuses a tampered state', async () => {
    const { app, db } = await oidcApp();
    const before = await counts(db);
    const agent = new Agent(app);
    const start = await agent.request('GET', '/api/auth/oidc/start');
    const callback = await throughProvider(start.headers.location as string, 'ann', PUBLIC_URL);
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const res = await agent.request('GET', callback.pathname + callback.search);
    expect(res.headers.location).toBe('/login?oidcError=stateMismatch');
    expect(await whoIs(agent)).toBeNull();
    expect(await counts(db)).toEqual(before);
  });

  it('refuses an ID token issued for another nonce', async () => {
    const { app, db } = await oidcApp();
    const before = await counts(db);
    const { agent, location } = await signIn(app, 'ann', { editAuthUrl: (url) => url.searchParams.set('nonce', 'an-attackers-nonce-0123456789abcdef') });
    expect(location).toBe('/login?oidcError=nonceMismatch');
    expect(await whoIs(agent)).toBeNull();
    expect(await counts(db)).toEqual(before);
  });

  it('refuses a replayed code: the same return again, and the code under a new sign-in', async () => {
    const { app, db } = await oidcApp();
    const agent = new Agent(app);
    const start = await agent.request('GET', '/api/auth/oidc/start');
    const flowCookie = /cardcade_oidc=([^;]+)/.exec(String(start.headers['set-cookie']))![1];
    const callback = await throughProvider(start.headers.location as string, 'ann', PUBLIC_URL);
    const first = await agent.request('GET', callback.pathname + callback.search);
    expect(first.headers.location).toBe('/dashboard');
    const after = await counts(db);

    // The exact return again, even with the flow's cookie kept by whoever replays it.
    const replay = await app.inject({ method: 'GET', url: callback.pathname + callback.search, cookies: { cardcade_oidc: flowCookie } });
    expect(replay.headers.location).toBe('/login?oidcError=expired');
    expect(String(replay.headers['set-cookie'])).not.toMatch(/cardcade_session=[^;]/);

    // The used code under a fresh sign-in of another browser: the provider refuses it.
    const other = new Agent(app);
    const second = await other.request('GET', '/api/auth/oidc/start');
    const refusedBefore = provider.refusedCodes();
    const forged = new URL(CALLBACK);
    forged.searchParams.set('code', callback.searchParams.get('code')!);
    forged.searchParams.set('state', new URL(second.headers.location as string).searchParams.get('state')!);
    forged.searchParams.set('iss', provider.issuer);
    const res = await other.request('GET', forged.pathname + forged.search);
    expect(res.headers.location).toBe('/login?oidcError=codeRejected');
    expect(provider.refusedCodes()).toBe(refusedBefore + 1);
    expect(await whoIs(other)).toBeNull();
    expect(await counts(db)).toEqual(after);
  });

  it('refuses a return in a browser that did not start it, and one that expired', async () => {
    let clock = new Date();
    const made = await makeTestApp({ config: oidcConfig(), now: () => clock });
    opened.push(made);
    const { app, db } = made;
    const agent = new Agent(app);
    const start = await agent.request('GET', '/api/auth/oidc/start');
    const callback = await throughProvider(start.headers.location as string, 'ann', PUBLIC_URL);
    const elsewhere = await new Agent(app).request('GET', callback.pathname + callback.search);
    expect(elsewhere.headers.location).toBe('/login?oidcError=expired');

    const late = new Agent(app);
    const lateStart = await late.request('GET', '/api/auth/oidc/start');
    const lateCallback = await throughProvider(lateStart.headers.location as string, 'ann', PUBLIC_URL);
    clock = new Date(clock.getTime() + 11 * 60_000);
    const res = await late.request('GET', lateCallback.pathname + lateCallback.search);
    expect(res.headers.location).toBe('/login?oidcError=expired');
    expect(await counts(db)).toMatchObject({ users: 0, identities: 0 });
  });

  it('refuses a provider account without an address', async () => {
    const { app, db } = await oidcApp();
    const { location } = await signIn(app, 'nomail');
    expect(location).toBe('/login?oidcError=noEmail');
    expect(await counts(db)).toMatchObject({ users: 0 });
  });
});

describe('linking from the profile', () => {
  it('links the signed-in account whatever the provider says of the address, and signs in to it afterwards', async () => {
    const { app, db } = await oidcApp();
    const me = await loginAgent(app, 'robert@example.org');
    const status = () => me.request('GET', '/api/trpc/oidc.status').then((r) => r.json().result.data);
    expect(await status()).toMatchObject({ name: 'Authentik', linked: false });
    const link = await me.request('POST', '/api/auth/oidc/link');
    expect(link.statusCode).toBe(200);
    const callback = await throughProvider(link.json().url, 'bob', PUBLIC_URL);
    const res = await me.request('GET', callback.pathname + callback.search);
    expect(res.headers.location).toBe('/profile?oidcLinked=1');
    expect(await status()).toMatchObject({ linked: true, email: 'bob@example.org' });

    const later = await signIn(app, 'bob');
    expect(await whoIs(later.agent)).toBe('robert@example.org');
    expect(await counts(db)).toMatchObject({ users: 1, identities: 1 });
  });

  it('refuses an identity linked to another account, and a link without a login', async () => {
    const { app, db } = await oidcApp();
    await signIn(app, 'ann');
    const other = await loginAgent(app, 'other@example.org');
    const before = await counts(db);
    const link = await other.request('POST', '/api/auth/oidc/link');
    const callback = await throughProvider(link.json().url, 'ann', PUBLIC_URL);
    const res = await other.request('GET', callback.pathname + callback.search);
    expect(res.headers.location).toBe('/profile?oidcError=linkedElsewhere');
    expect(await counts(db)).toMatchObject({ identities: before.identities });

    const anonymous = await new Agent(app).request('POST', '/api/auth/oidc/link');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PASSWORD_LOGIN=false and the admin claim', () => {
  it('removes password sign-in and sign-up from the API and says so to the pages', async () => {
    const { app, db } = await oidcApp({ passwordLogin: false });
    await makeUser(db, { email: 'kept@example.org' });
    const agent = new Agent(app);
    for (const [url, body] of [
      ['/api/auth/login', { email: 'kept@example.org', password: 'correct horse battery' }],
      ['/api/auth/signup', { email: 'new@example.org', password: 'correct horse battery' }],
      ['/api/trpc/auth.login', { email: 'kept@example.org', password: 'correct horse battery' }],
      ['/api/trpc/auth.signup', { email: 'new@example.org', password: 'correct horse battery' }],
    ] as const) {
      const res = await agent.request('POST', url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.body).toContain(OIDC_MSG.passwordLoginOff);
    }
    expect(await counts(db)).toMatchObject({ users: 1, sessions: 0 });
    const info = (await agent.request('GET', '/api/trpc/meta.signIn')).json().result.data;
    expect(info).toEqual({ passwordLogin: false, oidc: { name: 'Authentik' } });
    const { agent: signedIn } = await signIn(app, 'ann');
    expect(await whoIs(signedIn)).toBe('ann@example.org');
  });

  it('says password sign-in is on and the provider off by default', async () => {
    const { app } = await makeTestApp();
    opened.push({ app, db: (app as FastifyInstance).deps.db });
    const info = (await app.inject({ method: 'GET', url: '/api/trpc/meta.signIn' })).json().result.data;
    expect(info).toEqual({ passwordLogin: true, oidc: null });
    expect((await app.inject({ method: 'GET', url: '/api/auth/oidc/start' })).statusCode).toBe(404);
  });

  it('makes an admin from the claim, and takes the role back when the claim goes (never the last admin)', async () => {
    const { app, db } = await oidcApp({ oidc: { ...oidcConfig().oidc!, adminClaim: { claim: 'groups', value: 'cardcade-admin' } } });
    await makeUser(db, { email: 'first@example.org' }); // an ordinary user: the database's first row
    await db.updateTable('users').set({ role: 'admin' }).where('email', '=', 'first@example.org').execute();
    const role = async (email: string) => (await db.selectFrom('users').select('role').where('email', '=', email).executeTakeFirstOrThrow()).role;
    await signIn(app, 'cat');
    expect(await role('cat@example.org')).toBe('admin');
    await signIn(app, 'dan');
    expect(await role('dan@example.org')).toBe('user');
    provider.accounts.set('cat', { email: 'cat@example.org', email_verified: true, groups: [] });
    try {
      await signIn(app, 'cat');
      expect(await role('cat@example.org')).toBe('user');
    } finally {
      provider.accounts.set('cat', { email: 'Cat@Example.org', email_verified: true, groups: ['cardcade-admin'] });
    }
  });
});

describe('the discovery document at start', () => {
  it('stops the start with a clear error when it cannot be read', async () => {
    const closed = await startTestProvider({ redirectUris: [CALLBACK] });
    const issuer = closed.issuer;
    await closed.close();
    const error = await buildApp({ config: testConfig({ ...oidcConfig(), oidc: { ...oidcConfig().oidc!, issuer } }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variables).toEqual(['OIDC_ISSUER']);
    expect((error as ConfigError).message).toContain(`Could not read the OpenID provider's discovery document at ${issuer}/.well-known/openid-configuration`);
  });
});
