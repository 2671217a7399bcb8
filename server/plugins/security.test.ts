// Hostile HTTP (docs/security.md): the checks act on what the router runs, whatever the URL spelling,
// and batches and bodies cannot multiply the work of one request.
import argon2 from 'argon2';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../shared/messages.js';
import type { Db } from '../db.js';
import { sweepAuthRateLimits } from '../services/authRateLimit.js';
import { Agent, FIXED_NOW, loginAgent, makeTestApp } from '../test/harness.js';

const apps: FastifyInstance[] = [];
async function app(opts: Parameters<typeof makeTestApp>[0] = {}) {
  const made = await makeTestApp(opts);
  apps.push(made.app);
  return made;
}
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

const XSRF = { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' };
const deckCount = async (db: Db) => (await db.selectFrom('decks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

/** One login over HTTP from `ip`, at `url`, with the body REST and single tRPC calls share. */
function login(a: FastifyInstance, url: string, opts: { email?: string; ip?: string } = {}) {
  return a.inject({
    method: 'POST',
    url,
    remoteAddress: opts.ip ?? '10.0.0.1',
    headers: { ...XSRF, 'content-type': 'application/json' },
    payload: JSON.stringify({ email: opts.email ?? 'victim@example.com', password: 'guess-guess' }),
  });
}

describe('XSRF whatever the path spelling', () => {
  it('refuses every spelling of a mutating route without the header, and runs nothing', async () => {
    const { app: a, db } = await app();
    const agent = await loginAgent(a);
    const deck = (await agent.request('POST', '/api/decks', { name: 'Mine' })).json();
    const card = (await agent.request('POST', `/api/decks/${deck.id}/cards`, { term: 't', definition: 'd' })).json();
    const attempts: [method: 'POST' | 'DELETE', url: string, payload?: object][] = [
      ['POST', '/%61pi/decks', { name: 'x' }],
      ['POST', '/api/de%63ks', { name: 'x' }],
      ['POST', '/api/dec%6Bs', { name: 'x' }],
      ['POST', '/api/dec%6bs', { name: 'x' }],
      ['POST', '//api/decks', { name: 'x' }],
      ['POST', '/api//decks', { name: 'x' }],
      ['POST', '/%61pi/trpc/decks.create', { name: 'x' }],
      ['POST', '/api/trpc/decks.%63reate', { name: 'x' }],
      ['POST', '/api/trpc/decks.create,decks.create?batch=1', { 0: { name: 'x' }, 1: { name: 'y' } }],
      ['DELETE', `/%61pi/cards/${card.id}`],
      ['DELETE', `/api/%63ards/${card.id}`],
      ['DELETE', `/%61pi/decks/${deck.id}`],
      ['POST', '/%61pi/auth/logout'],
      ['POST', '/api/auth/%6Cogout'],
      ['POST', '/api/auth/%6cogout'],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await agent.request(method, url, payload, { xsrf: false });
      expect([method, url, res.statusCode, res.json()]).toEqual([method, url, 403, { message: MSG.badXsrf }]);
    }
    expect(await deckCount(db)).toBe(1);
    expect((await agent.request('GET', `/api/decks/${deck.id}`)).json().flashcards).toHaveLength(1);
    expect((await agent.request('GET', '/api/auth/me')).json().isLoggedIn).toBe(true);
  });

  it('the same spellings do reach the route with the header: the check is not passing by luck', async () => {
    const { app: a, db } = await app();
    const agent = await loginAgent(a);
    expect((await agent.request('POST', '/%61pi/decks', { name: 'Decoded' })).statusCode).toBe(201);
    expect((await agent.request('POST', '/api/trpc/decks.%63reate', { name: 'Decoded too' })).statusCode).toBe(200);
    expect(await deckCount(db)).toBe(2);
  });

  it('covers PATCH and unknown paths too: every method but GET, HEAD and OPTIONS', async () => {
    const { app: a } = await app();
    for (const [method, url] of [['PATCH', '/api/decks/1'], ['PUT', '/anything'], ['POST', '/']] as const) {
      const res = await a.inject({ method, url, headers: { cookie: 'XSRF-TOKEN=t' } });
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
    }
    expect((await a.inject({ method: 'HEAD', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('login/signup rate limit', () => {
  // A fixed clock: a slow machine must not cross into the next minute's window mid-test.
  const fixed = { now: () => FIXED_NOW };

  it('counts every path spelling, REST and tRPC, against one IP', async () => {
    const { app: a } = await app({ ...fixed, config: { authRateLimitPerMinute: 4 } });
    const urls = ['/api/auth/login', '/%61pi/auth/login', '/api/auth/%6Cogin', '/api/trpc/auth.%6Cogin', '/%61pi/trpc/auth.login', '/api/trpc/auth.login'];
    const codes: number[] = [];
    // A new email each time: only the per-IP count can stop these.
    for (const [i, url] of urls.entries()) codes.push((await login(a, url, { email: `user${i}@example.com` })).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('counts one email across IPs, keyed on the normalised email', async () => {
    const { app: a } = await app({ ...fixed, config: { authRateLimitPerMinute: 3 } });
    const emails = ['victim@example.com', '  Victim@Example.COM ', 'VICTIM@example.com', 'victim@EXAMPLE.com'];
    const codes: number[] = [];
    for (const [i, email] of emails.entries()) codes.push((await login(a, '/api/auth/login', { email, ip: `10.0.1.${i}` })).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('counts signups like logins', async () => {
    const { app: a } = await app({ ...fixed, config: { authRateLimitPerMinute: 2 } });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await a.inject({
        method: 'POST',
        url: i % 2 ? '/api/trpc/auth.signup' : '/%61pi/auth/signup',
        headers: { ...XSRF, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: `new${i}@example.com`, password: 'longenough' }),
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([201, 200, 429]);
  });

  it('refuses a batch of logins before hashing anything, and counts each batched login', async () => {
    const { app: a, db } = await app({ ...fixed, config: { authRateLimitPerMinute: 3 } });
    const verify = vi.spyOn(argon2, 'verify');
    const guess = { email: 'victim@example.com', password: 'guess-guess' };
    const twenty = Array.from({ length: 20 }, () => 'auth.login').join(',');
    const body = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [i, guess]));
    const flood = await a.inject({ method: 'POST', url: `/api/trpc/${twenty}?batch=1`, headers: XSRF, payload: body });
    expect(flood.statusCode).toBe(400);
    const two = await a.inject({ method: 'POST', url: '/api/trpc/auth.login,auth.%6Cogin?batch=1', headers: XSRF, payload: { 0: guess, 1: guess } });
    expect(two.statusCode).toBe(400);
    expect(two.json()[0].error.message).toBe('Send one login or signup at a time.');
    expect(verify).not.toHaveBeenCalled();
    expect(await db.selectFrom('auth_rate_limits').selectAll().execute()).toEqual([]);

    // A login batched with other calls is allowed, and counted like any other.
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await a.inject({ method: 'POST', url: '/api/trpc/decks.create,auth.login?batch=1', headers: XSRF, payload: { 0: { name: 'x' }, 1: guess } });
      codes.push(res.json()[1].error.data.httpStatus);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
    expect(verify).toHaveBeenCalledTimes(3);
  });

  it('lets the next minute in again, and the sweeper drops windows that are over', async () => {
    let now = FIXED_NOW;
    const { app: a, db } = await app({ config: { authRateLimitPerMinute: 1 }, now: () => now });
    expect((await login(a, '/api/auth/login')).statusCode).toBe(401);
    expect((await login(a, '/api/auth/login')).statusCode).toBe(429);
    now = new Date(FIXED_NOW.getTime() + 60_000);
    expect((await login(a, '/api/auth/login')).statusCode).toBe(401);
    await sweepAuthRateLimits(db, now);
    const left = await db.selectFrom('auth_rate_limits').select(['window_start', 'attempts']).execute();
    expect(left).toEqual([
      { window_start: Math.floor(now.getTime() / 60_000) * 60_000, attempts: 1 },
      { window_start: Math.floor(now.getTime() / 60_000) * 60_000, attempts: 1 },
    ]);
  });
});

describe('tRPC batches', () => {
  const create = (n: number) => ({
    url: `/api/trpc/${Array.from({ length: n }, () => 'decks.create').join(',')}?batch=1`,
    payload: Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { name: `Deck ${i}` }])),
  });

  it('refuses an 11-call batch with 400 before any call runs; 10 calls run', async () => {
    const { app: a, db } = await app();
    const agent = await loginAgent(a);
    const eleven = create(11);
    const refused = await agent.request('POST', eleven.url, eleven.payload);
    expect(refused.statusCode).toBe(400);
    expect(await deckCount(db)).toBe(0);
    const ten = create(10);
    expect((await agent.request('POST', ten.url, ten.payload)).statusCode).toBe(200);
    expect(await deckCount(db)).toBe(10);
  });

  it('caps query batches too', async () => {
    const { app: a } = await app();
    const paths = Array.from({ length: 11 }, () => 'auth.me').join(',');
    expect((await a.inject({ method: 'GET', url: `/api/trpc/${paths}?batch=1` })).statusCode).toBe(400);
  });
});

describe('password length', () => {
  const long = 'p'.repeat(1025);

  it('refuses 1,025-character passwords with 400 before hashing, REST and tRPC, signup and login', async () => {
    const { app: a } = await app();
    const hash = vi.spyOn(argon2, 'hash');
    const verify = vi.spyOn(argon2, 'verify');
    for (const url of ['/api/auth/signup', '/api/auth/login', '/api/trpc/auth.signup', '/api/trpc/auth.login']) {
      const res = await new Agent(a).request('POST', url, { email: 'long@example.com', password: long });
      expect([url, res.statusCode]).toEqual([url, 400]);
      const message = url.includes('trpc') ? res.json().error.message : res.json().message;
      expect(message).toBe('Password is too long (at most 1024 characters).');
    }
    expect(hash).not.toHaveBeenCalled();
    expect(verify).not.toHaveBeenCalled();
  });

  it('accepts exactly 1,024 characters', async () => {
    const { app: a } = await app();
    const res = await new Agent(a).request('POST', '/api/auth/signup', { email: 'long@example.com', password: 'p'.repeat(1024) });
    expect(res.statusCode).toBe(201);
  });
});

describe('body limits', () => {
  const bigName = 'x'.repeat(1.5 * 1024 * 1024);

  it('answers 413 "Request body too large." for JSON over 1 MiB, REST and tRPC', async () => {
    const { app: a, db } = await app();
    const agent = await loginAgent(a);
    for (const url of ['/api/decks', '/api/trpc/decks.create', '/%61pi/trpc/decks.create']) {
      const res = await agent.request('POST', url, { name: bigName });
      expect([url, res.statusCode, res.json()]).toEqual([url, 413, { message: 'Request body too large.' }]);
    }
    expect(await deckCount(db)).toBe(0);
  });

  it('counts the bytes of a body sent without Content-Length', async () => {
    const { app: a } = await app();
    const res = await a.inject({
      method: 'POST',
      url: '/api/trpc/decks.create',
      headers: { ...XSRF, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: Readable.from([JSON.stringify({ name: bigName })]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body too large.' });
  });

  it('lets pasted Quizlet text past the JSON limit on its REST route, read in the worker; tRPC calls keep the limit', async () => {
    const { app: a } = await app();
    const agent = await loginAgent(a);
    const quizletText = Array.from({ length: 60_000 }, (_, i) => `term ${i}\tdefinition ${i}`).join('\n');
    expect(quizletText.length).toBeGreaterThan(1024 * 1024);
    const input = { deckName: 'Big', quizletText, termDefDelimiterKey: 'tab', cardDelimiterKey: 'newline' };
    const rest = await agent.request('POST', '/api/import/quizlet/preview', input);
    expect(rest.statusCode).toBe(200);
    expect(rest.json().errorSummary.totalCardsAttempted).toBe(60_000);
    // tRPC's adapter parses its body on the event loop, so it stays within the JSON limit.
    const trpc = await agent.request('POST', '/api/trpc/imports.quizletPreview', input);
    expect(trpc.statusCode).toBe(413);
    expect(trpc.json()).toEqual({ message: 'Request body too large.' });
  }, 60_000); // a 60,000-card preview: ~1 s idle, far more when the machine is shared

  it('answers the pasted-text route as parseBody would: bad JSON, a missing field, over 16 MiB', async () => {
    const { app: a, db } = await app();
    const agent = await loginAgent(a);
    const raw = (payload: string) => agent.request('POST', '/api/import/quizlet/preview', payload, { contentType: 'application/json' });
    const badJson = await raw('{"deckName": ');
    expect([badJson.statusCode, badJson.json()]).toEqual([400, { message: 'Invalid request.' }]);
    const missing = await agent.request('POST', '/api/import/quizlet/preview', { deckName: 'X', termDefDelimiterKey: 'tab', cardDelimiterKey: 'newline' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MSG.quizletTextRequired);
    const huge = await raw(JSON.stringify({ deckName: 'X', quizletText: 'a\tb\n'.repeat(4_300_000), termDefDelimiterKey: 'tab', cardDelimiterKey: 'newline' }));
    expect([huge.statusCode, huge.json()]).toEqual([413, { message: 'Request body too large.' }]);
    expect(await db.selectFrom('decks').select('id').execute()).toEqual([]);
  }, 60_000);
});
