import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../test/harness.js';

// The PWA's files as the server hands them out (DESIGN §14): the service worker and the manifest
// are never cached as immutable, so a deploy reaches every installed app.

let dir = '';
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = '';
});

function clientDir() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-pwa-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Cardcade</title>');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});'.repeat(60));
  fs.writeFileSync(path.join(dir, 'sw.js.br'), 'br');
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Cardcade', start_url: '/decks' }));
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'export {};');
  return dir;
}

describe('service worker and manifest headers', () => {
  it('serves sw.js as JavaScript with no-cache, also when precompressed', async () => {
    const { app } = await makeTestApp({ config: { clientDir: clientDir() } });
    for (const encoding of ['identity', 'br']) {
      const res = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-type'])).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['service-worker-allowed']).toBe('/');
    }
  });

  it('serves the manifest as application/manifest+json, revalidated', async () => {
    const { app } = await makeTestApp({ config: { clientDir: clientDir() } });
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ start_url: '/decks' });
  });

  it('keeps hashed assets immutable and never answers /api with the shell', async () => {
    const { app } = await makeTestApp({ config: { clientDir: clientDir() } });
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.' });
  });
});

describe('preload hints on the app shell', () => {
  function builtClient() {
    const root = clientDir();
    fs.mkdirSync(path.join(root, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_jsx-1.js'], css: ['assets/index-1.css'] },
      '_jsx-1.js': { file: 'assets/jsx-1.js' },
      '_trpc-1.js': { file: 'assets/trpc-1.js', imports: ['_jsx-1.js'] },
      '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
      'src/App.tsx': { file: 'assets/App-1.js', imports: ['_trpc-1.js', 'index.html', '_shared-1.js'] },
      'src/pages/DeckDetailPage.tsx': { file: 'assets/DeckDetailPage-1.js', imports: ['_trpc-1.js', '_shared-1.js', 'index.html'], css: ['assets/DeckDetailPage-1.css'] },
    };
    fs.writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
    return root;
  }

  it("names a deep link's chunks once each, the entry's first, and the login question", async () => {
    const { app } = await makeTestApp({ config: { clientDir: builtClient() } });
    const res = await app.inject({ method: 'GET', url: '/decks/12?tab=cards' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(String(res.headers.link).split(', ')).toEqual([
      '</assets/index-abc123.js>; rel=modulepreload; crossorigin',
      '</assets/jsx-1.js>; rel=modulepreload; crossorigin',
      '</api/auth/me>; rel=preload; as=fetch; crossorigin=use-credentials',
      '</assets/App-1.js>; rel=modulepreload; crossorigin',
      '</assets/trpc-1.js>; rel=modulepreload; crossorigin',
      '</assets/shared-1.js>; rel=modulepreload; crossorigin',
      '</assets/DeckDetailPage-1.js>; rel=modulepreload; crossorigin',
      '</assets/index-1.css>; rel=preload; as=style; crossorigin',
      '</assets/shared-1.css>; rel=preload; as=style; crossorigin',
      '</assets/DeckDetailPage-1.css>; rel=preload; as=style; crossorigin',
    ]);
  });

  it('gives the landing page and unknown paths only the login question', async () => {
    const { app } = await makeTestApp({ config: { clientDir: builtClient() } });
    for (const url of ['/', '/no-such-page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers.link).toBe('</api/auth/me>; rel=preload; as=fetch; crossorigin=use-credentials');
    }
  });

  it("names a logged-in visitor's first batch of data, right after the login question", async () => {
    const { app } = await makeTestApp({ config: { clientDir: builtClient() } });
    const link = async (url: string, cookie?: string) => String((await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).headers.link).split(', ');
    const withSession = await link('/decks/12', 'cardcade_session=abc');
    const data = `</api/trpc/decks.get,stats.reviewStats,stats.learningJourney,stats.history?batch=1&input=${encodeURIComponent('{"0":{"deckId":12},"1":{"deckId":12},"2":{"deckId":12},"3":{"deckId":12}}')}>; rel=preload; as=fetch; crossorigin=use-credentials`;
    const session = withSession.indexOf('</api/auth/me>; rel=preload; as=fetch; crossorigin=use-credentials');
    expect(session).toBeGreaterThan(0);
    expect(withSession[session + 1]).toBe(data);
    expect(await link('/decks', 'cardcade_session=abc')).toContain('</api/trpc/decks.list?batch=1&input=%7B%7D>; rel=preload; as=fetch; crossorigin=use-credentials');
    // No session cookie, or a page without first data, or a deck id that is not one: nothing to ask.
    for (const [url, cookie] of [['/decks/12', undefined], ['/decks/12', 'XSRF-TOKEN=x'], ['/profile', 'cardcade_session=abc'], ['/decks/12x', 'cardcade_session=abc'], ['/', 'cardcade_session=abc']] as const) {
      expect((await link(url, cookie)).some((entry) => entry.includes('/api/trpc')), `${url} ${cookie}`).toBe(false);
    }
  });

  it('never hands out the build manifest or any other dot file', async () => {
    const { app } = await makeTestApp({ config: { clientDir: builtClient() } });
    fs.writeFileSync(path.join(dir, '.env'), 'SECRET=1');
    for (const url of ['/.vite/manifest.json', '/.env', '/assets/../.vite/manifest.json', '/%2Evite/manifest.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('DeckDetailPage');
      expect(res.body, url).not.toContain('SECRET');
    }
    // The server itself still reads it.
    const shell = await app.inject({ method: 'GET', url: '/decks/12' });
    expect(String(shell.headers.link)).toContain('DeckDetailPage');
  });

  it('sends no chunk hints for a build without a manifest', async () => {
    const { app } = await makeTestApp({ config: { clientDir: clientDir() } });
    const res = await app.inject({ method: 'GET', url: '/decks/12' });
    expect(res.headers.link).toBe('</api/auth/me>; rel=preload; as=fetch; crossorigin=use-credentials');
  });
});
