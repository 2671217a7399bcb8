import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../test/harness.js';

// The not-found answer outside the app's pages (issue #29): a browser opening an /api address got
// a bare page with no language and no title; API clients must keep the JSON body.
describe('not-found answer', () => {
  it('gives a browser navigation an HTML page with lang and title, still 404', async () => {
    const { app } = await makeTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/<html lang="en">/);
    expect(res.body).toMatch(/<title>Page not found — Cardcade<\/title>/);
    expect(res.body).toMatch(/<h1>Page not found<\/h1>/);
  });

  it.each([undefined, '*/*', 'application/json'])('keeps JSON for an API client (accept %s)', async (accept) => {
    const { app } = await makeTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: accept ? { accept } : {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it('gives the same page for any path when no client is built', async () => {
    const { app } = await makeTestApp();
    const res = await app.inject({ method: 'GET', url: '/decks', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatch(/<html lang="en">/);
  });
});
