import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../test/harness.js';
import { SHELL_UNAVAILABLE } from './spa.js';

// The PWA's files as the server hands them out (docs/offline.md): the service worker and the manifest
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

// The 404 race (issue #29, 14): a build rewriting dist/client under a running server left a
// moment without index.html, and a direct load of /decks/2 then answered a bare "404 Not Found"
// (sendFile's ENOENT called the not-found handler from inside itself).
describe('the app shell while a build rewrites dist/client', () => {
  const shellV = (version: number) => `<!doctype html><html lang="en"><title>Cardcade</title><body>build ${version}${' '.repeat(2000)}</body></html>`;

  function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
    const encoding = res.headers['content-encoding'];
    if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
    if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
    return res.rawPayload.toString('utf8');
  }

  /**
   * What Vite and the precompress plugin do: empty the folder, then write the files one by one.
   * `between` runs after each step (the racing test lets requests in there).
   */
  async function rebuild(root: string, version: number, between: () => Promise<void> = async () => {}) {
    for (const name of ['index.html', 'index.html.br', 'index.html.gz']) fs.rmSync(path.join(root, name), { force: true });
    await between();
    const html = shellV(version);
    fs.writeFileSync(path.join(root, 'index.html'), html);
    await between();
    fs.writeFileSync(path.join(root, 'index.html.br'), zlib.brotliCompressSync(html));
    await between();
    fs.writeFileSync(path.join(root, 'index.html.gz'), zlib.gzipSync(html));
  }
  const aTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

  it('answers a deep link with the last shell while index.html is missing', async () => {
    const root = clientDir();
    await rebuild(root, 1);
    const { app } = await makeTestApp({ config: { clientDir: root } });
    expect((await app.inject({ method: 'GET', url: '/decks/2' })).statusCode).toBe(200);
    fs.rmSync(path.join(root, 'index.html'));
    for (const encoding of ['identity', 'br', 'gzip']) {
      const res = await app.inject({ method: 'GET', url: '/decks/2', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res)).toContain('build 1');
    }
    // The landing page goes through @fastify/static, whose ENOENT ends in the same handler.
    const landing = await app.inject({ method: 'GET', url: '/' });
    expect(landing.statusCode).toBe(200);
    expect(decoded(landing)).toContain('build 1');
  });

  it('never answers a bare 404 to many direct loads racing a rebuild, and serves the new shell after it', async () => {
    const root = clientDir();
    await rebuild(root, 0);
    const { app } = await makeTestApp({ config: { clientDir: root } });
    const encodings = ['br, gzip', 'gzip', 'identity', 'gzip;q=0, br;q=0'];
    let version = 0;
    let building = true;
    const builder = (async () => {
      while (building) {
        await rebuild(root, ++version, aTurn);
        await aTurn();
      }
    })();
    const loads = await Promise.all(
      Array.from({ length: 300 }, (_, i) => app.inject({ method: 'GET', url: `/decks/${i}`, headers: { 'accept-encoding': encodings[i % encodings.length] } })),
    );
    building = false;
    await builder;
    expect(version).toBeGreaterThan(0);
    for (const res of loads) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toBe('404 Not Found');
      expect(decoded(res)).toMatch(/^<!doctype html>.*build \d+/);
    }
    const after = await app.inject({ method: 'GET', url: '/decks/2', headers: { 'accept-encoding': 'br' } });
    expect(decoded(after)).toContain(`build ${version} `);
  });

  it('revalidates the shell by its ETag', async () => {
    const root = clientDir();
    await rebuild(root, 1);
    const { app } = await makeTestApp({ config: { clientDir: root } });
    const first = await app.inject({ method: 'GET', url: '/decks/2' });
    const again = await app.inject({ method: 'GET', url: '/decks/3', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers a clear 503 when the shell was never readable', async () => {
    const broken = clientDir();
    fs.rmSync(path.join(broken, 'index.html'));
    fs.mkdirSync(path.join(broken, 'index.html')); // there, but not a file that can be read
    const { app: other } = await makeTestApp({ config: { clientDir: broken } });
    const res = await other.inject({ method: 'GET', url: '/decks/2' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: SHELL_UNAVAILABLE });
  });
});
