import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.js';
import { Agent, FIXED_NOW, loginAgent, makeTestApp, testDialect } from '../test/harness.js';
import type { FastifyInstance } from 'fastify';

/** A card without images or sounds (docs/anki-history.md). */
const NO_MEDIA = { termImageUrl: null, definitionImageUrl: null, termAudioUrl: null, definitionAudioUrl: null, termHtml: null, definitionHtml: null };
/** A basic card's cloze fields (docs/study-modes.md). */
const BASIC = { kind: 'basic', clozeNumber: null, clozeText: null, clozeExtra: null, noteId: expect.any(Number), tags: [] };

const apps: FastifyInstance[] = [];
async function app(opts: Parameters<typeof makeTestApp>[0] = {}) {
  const made = await makeTestApp(opts);
  apps.push(made.app);
  return made;
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

describe('REST auth', () => {
  it('signup answers 201 with the logged-in shape and an HttpOnly session cookie', async () => {
    const { app: a } = await app();
    const agent = new Agent(a);
    const res = await agent.request('POST', '/api/auth/signup', { email: 'Rest@Example.com', password: 'longenough' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ isLoggedIn: true, user: { id: expect.any(Number), email: 'rest@example.com', role: 'admin', currentStreak: 0, bestStreak: 0 } });
    const session = res.cookies.find((c) => c.name === 'cardcade_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await agent.request('GET', '/api/auth/me');
    expect(me.json()).toMatchObject({ isLoggedIn: true });
  });

  it('me answers 200 logged-out and sets a readable XSRF cookie', async () => {
    const { app: a } = await app();
    const res = await a.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isLoggedIn: false, user: null });
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf?.value).toBeTruthy();
    expect(xsrf?.httpOnly).toBeFalsy();
  });

  it('validation errors carry the spec message and an errors list', async () => {
    const { app: a } = await app();
    const res = await new Agent(a).request('POST', '/api/auth/signup', { email: 'a@b.co', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.passwordTooShort, errors: [{ msg: MSG.passwordTooShort, path: 'password' }] });
  });

  it('duplicate email is 409', async () => {
    const { app: a } = await app();
    await new Agent(a).request('POST', '/api/auth/signup', { email: 'a@b.co', password: 'longenough' });
    const res = await new Agent(a).request('POST', '/api/auth/signup', { email: 'a@b.co', password: 'longenough' });
    expect(res.statusCode).toBe(409);
  });

  it('logout deletes the session: the cookie no longer logs in', async () => {
    const { app: a } = await app();
    const agent = await loginAgent(a);
    const cookieBefore = (await agent.request('GET', '/api/auth/me')).json();
    expect(cookieBefore.isLoggedIn).toBe(true);
    expect((await agent.request('POST', '/api/auth/logout')).statusCode).toBe(200);
    expect((await agent.request('GET', '/api/auth/me')).json()).toEqual({ isLoggedIn: false, user: null });
  });

  it('rate limits repeated bad logins with 429', async () => {
    const { app: a } = await app({ now: () => FIXED_NOW, config: { authRateLimitPerMinute: 5 } });
    const agent = new Agent(a);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      codes.push((await agent.request('POST', '/api/auth/login', { email: 'x@y.co', password: 'wrongpassword' })).statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes.slice(5)).toEqual([429, 429]);
    const tRpc = await agent.request('POST', '/api/trpc/auth.login', { email: 'x@y.co', password: 'wrongpassword' });
    expect(tRpc.statusCode).toBe(429);
  });
});

describe('XSRF', () => {
  it('refuses every mutating call without the header (REST and tRPC), 403', async () => {
    const { app: a } = await app();
    const agent = await loginAgent(a);
    const rest = await agent.request('POST', '/api/decks', { name: 'x' }, { xsrf: false });
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toEqual({ message: MSG.badXsrf });
    const trpc = await agent.request('POST', '/api/trpc/decks.create', { name: 'x' }, { xsrf: false });
    expect(trpc.statusCode).toBe(403);
    const ok = await agent.request('POST', '/api/trpc/decks.create', { name: 'x' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a header that does not match the cookie', async () => {
    const { app: a } = await app();
    const res = await a.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' },
      payload: { email: 'a@b.co', password: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('REST decks and cards', () => {
  it('answers 401 on every guarded path without a session', async () => {
    const { app: a } = await app();
    const agent = new Agent(a);
    const calls: [Parameters<Agent['request']>[0], string][] = [
      ['GET', '/api/decks'],
      ['POST', '/api/decks'],
      ['GET', '/api/decks/1'],
      ['PUT', '/api/decks/1'],
      ['DELETE', '/api/decks/1'],
      ['POST', '/api/decks/1/cards'],
      ['PUT', '/api/cards/1'],
      ['DELETE', '/api/cards/1'],
      ['POST', '/api/auth/logout'],
    ];
    for (const [method, url] of calls) {
      const res = await agent.request(method, url, {});
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
  });

  it('walks the docs/product.md: calls shapes: create, get with flashcards, edit, exam date, cards, delete', async () => {
    const { app: a } = await app();
    const agent = await loginAgent(a);
    const created = await agent.request('POST', '/api/decks', { name: 'Biology', description: 'Cells' });
    expect(created.statusCode).toBe(201);
    const deck = created.json();
    expect(Object.keys(deck).sort()).toEqual(['card_count', 'description', 'desired_retention', 'due_card_count', 'due_review_count', 'exam_date', 'id', 'is_owner', 'name', 'new_available_count', 'new_cards_limit_today', 'new_cards_per_day', 'new_studied_today', 'new_waiting_count', 'share_progress', 'shared_by', 'source', 'study_direction', 'bury_siblings', 'term_language', 'definition_language', 'updated_at', 'visibility'].sort());

    const card = (await agent.request('POST', `/api/decks/${deck.id}/cards`, { term: 'Cell', definition: 'Unit of life' })).json();
    expect(card).toEqual({ id: expect.any(Number), term: 'Cell', definition: 'Unit of life', ...NO_MEDIA, ...BASIC });
    expect((await agent.request('PUT', `/api/cards/${card.id}`, { term: 'Cell', definition: 'Smallest unit of life' })).json().definition).toBe('Smallest unit of life');

    const got = (await agent.request('GET', `/api/decks/${deck.id}`)).json();
    expect(got).toMatchObject({ id: deck.id, name: 'Biology', source: 'manual', exam_date: null, card_count: 1, flashcards: [{ id: card.id, term: 'Cell' }] });

    expect((await agent.request('PUT', `/api/decks/${deck.id}`, { name: 'Bio', description: null })).json()).toMatchObject({ name: 'Bio', description: null });
    const future = new Date(Date.now() + 20 * 86_400_000).toISOString();
    expect((await agent.request('PUT', `/api/decks/${deck.id}`, { examDate: future })).json().exam_date).toBe(future.slice(0, 10));
    expect((await agent.request('PUT', `/api/decks/${deck.id}`, { examDate: null })).json().exam_date).toBeNull();

    const list = (await agent.request('GET', '/api/decks')).json();
    expect(list).toHaveLength(1);
    expect((await agent.request('DELETE', `/api/cards/${card.id}`)).statusCode).toBe(200);
    expect((await agent.request('DELETE', `/api/decks/${deck.id}`)).statusCode).toBe(200);
    expect((await agent.request('GET', `/api/decks/${deck.id}`)).statusCode).toBe(404);
  });

  it('answers 400 with the spec message for bad input', async () => {
    const { app: a } = await app();
    const agent = await loginAgent(a);
    const res = await agent.request('POST', '/api/decks', { name: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.deckNameRequired, errors: [{ msg: MSG.deckNameRequired, path: 'name' }] });
    const deck = (await agent.request('POST', '/api/decks', { name: 'ok' })).json();
    const card = await agent.request('POST', `/api/decks/${deck.id}/cards`, { term: '', definition: 'x' });
    expect(card.json().message).toBe(MSG.termAndDefinitionRequired);
    expect((await agent.request('PUT', `/api/decks/${deck.id}`, { examDate: '2000-01-01' })).json().message).toBe(MSG.examDateInPast);
  });

  it('answers 404 for another user’s deck and card on every id-taking path', async () => {
    const { app: a } = await app();
    const owner = await loginAgent(a);
    const deck = (await owner.request('POST', '/api/decks', { name: 'Mine' })).json();
    const card = (await owner.request('POST', `/api/decks/${deck.id}/cards`, { term: 't', definition: 'd' })).json();
    const stranger = await loginAgent(a);
    const calls: [Parameters<Agent['request']>[0], string, unknown][] = [
      ['GET', `/api/decks/${deck.id}`, undefined],
      ['PUT', `/api/decks/${deck.id}`, { name: 'x' }],
      ['PUT', `/api/decks/${deck.id}`, { examDate: null }],
      ['DELETE', `/api/decks/${deck.id}`, undefined],
      ['POST', `/api/decks/${deck.id}/cards`, { term: 't', definition: 'd' }],
      ['PUT', `/api/cards/${card.id}`, { term: 't', definition: 'd' }],
      ['DELETE', `/api/cards/${card.id}`, undefined],
    ];
    for (const [method, url, body] of calls) {
      expect([method, url, (await stranger.request(method, url, body)).statusCode]).toEqual([method, url, 404]);
    }
  });
});

describe('serving', () => {
  it('answers health, sends security headers, and JSON 404 for unknown API paths', async () => {
    const { app: a } = await app();
    const health = await a.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', database: testDialect });
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(String(health.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    const missing = await a.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found.' });
  });

  it('health answers 503, still naming the database, when the database does not answer', async () => {
    const { app: a, db } = await app();
    await db.destroy();
    const health = await a.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', database: testDialect });
  });

  it('serves the built client with an SPA fallback for deep links', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-client-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Cardcade</title>');
    const { app: a } = await app({ config: { clientDir: dir } });
    for (const url of ['/', '/decks/12', '/study/deck/3']) {
      const res = await a.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.body]).toEqual([url, 200, '<!doctype html><title>Cardcade</title>']);
    }
    fs.rmSync(dir, { recursive: true });
  });
});

describe('rate limit per email', () => {
  it('counts tRPC logins for one email across IPs', async () => {
    const { app: a } = await app({ now: () => FIXED_NOW, config: { authRateLimitPerMinute: 3 } });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await a.inject({
        method: 'POST',
        url: '/api/trpc/auth.login',
        remoteAddress: `10.0.0.${i + 1}`,
        headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't', 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'Victim@Example.com', password: 'guess-guess' }),
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});
