import Database from './db/sqliteNative.js';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decide, newestSource } from '../scripts/launch.mjs';
import { freePort } from './test/process.js';

// The real server process (`node --import tsx server/index.ts`): what systemd or a terminal sees.

const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>, entry = ['--import', 'tsx', 'server/index.ts']) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-index-'));
  dirs.push(dir);
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: { PATH: process.env.PATH, DATABASE_PATH: path.join(dir, 'cardcade.db'), CLIENT_DIR: '/nonexistent', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  child.stdout!.resume();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, dbPath: path.join(dir, 'cardcade.db'), exited, stderr: () => stderr };
}

async function waitHealthy(port: number, exited: Promise<unknown>) {
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error('the server exited before it was healthy');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

// Spawning tsx takes seconds on a busy machine.
const SLOW = 60_000;

describe('server start-up', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ REGISTRATION: 'maybe' }, 'REGISTRATION'],
  ])('%j stops it with exit 1 and one line naming %s', async (env, variable) => {
    const server = startServer(env);
    expect(await server.exited).toBe(1);
    const lines = server.stderr().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
  }, SLOW);

  it("stops with exit 1 and one line when the identity provider's discovery document cannot be read (docs/sign-in.md)", async () => {
    // A port nothing listens on: the provider is down.
    const issuer = `http://127.0.0.1:${await freePort()}`;
    const server = startServer({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'cardcade', PUBLIC_URL: 'http://127.0.0.1:3000' });
    expect(await server.exited).toBe(1);
    const lines = server.stderr().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Could not read the OpenID provider's discovery document at ${issuer}/\\.well-known/openid-configuration: `));
  }, SLOW);
});

describe('SIGTERM', () => {
  it('finishes a request in flight, closes the database and exits 0', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), NODE_ENV: 'test' });
    await waitHealthy(port, server.exited);

    // A signup whose body arrives slowly: the request is in flight when SIGTERM comes.
    const body = JSON.stringify({ email: 'slow@example.com', password: 'correct horse battery' });
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/auth/signup',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' },
    });
    const response = new Promise<number>((resolve, reject) => {
      request.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // Still serving the open request, but no longer accepting new connections.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    request.end(body.slice(10));

    expect(await response).toBe(201);
    expect(await server.exited).toBe(0);
    // Closed cleanly: SQLite checkpointed and removed the write-ahead log.
    expect(fs.existsSync(`${server.dbPath}-wal`)).toBe(false);
    const db = new Database(server.dbPath, { readonly: true });
    expect(db.prepare('select email from users').all()).toEqual([{ email: 'slow@example.com' }]);
    db.close();
  }, SLOW);
});

describe('SIGTERM after an import', () => {
  // The import worker holds its own connection to the database file (it wrote the cache row):
  // on SIGTERM it is asked to close it and exit before the process does. On Node 24 a worker
  // ended with live better-sqlite3 12 statements aborted the process (exit 134).
  it('ends the import worker cleanly and exits 0', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), NODE_ENV: 'test' });
    await waitHealthy(port, server.exited);
    const base = `http://127.0.0.1:${port}`;
    let cookie = 'XSRF-TOKEN=t';
    const send = async (url: string, body: unknown) => {
      const res = await fetch(base + url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': 't' },
        body: JSON.stringify(body),
      });
      for (const line of res.headers.getSetCookie()) cookie += `; ${line.split(';')[0]}`;
      return { status: res.status, body: (await res.json()) as { preview?: { cards: unknown[] } } };
    };
    expect((await send('/api/auth/signup', { email: 'importer@example.com', password: 'correct horse battery' })).status).toBe(201);
    const preview = await send('/api/import/quizlet/preview', {
      deckName: 'Words',
      quizletText: 'one\tuno\ntwo\tdos',
      termDefDelimiterKey: 'tab',
      cardDelimiterKey: 'newline',
    });
    expect(preview.status).toBe(200);
    server.child.kill('SIGTERM');
    expect({ code: await server.exited, aborted: /Assertion failed|Aborted/.test(server.stderr()) }).toEqual({ code: 0, aborted: false });
    const db = new Database(server.dbPath, { readonly: true });
    expect(db.prepare('select count(*) as n from import_cache').get()).toEqual({ n: 1 });
    db.close();
  }, SLOW);
});

// `npm test` builds before it tests, so there this runs against the fresh build; `npm run
// test:unit` on a checkout without a current build skips it.
const stampMs = fs.existsSync(path.join(root, 'dist/.build-stamp')) ? fs.statSync(path.join(root, 'dist/.build-stamp')).mtimeMs : null;
const buildIsCurrent = decide({ stampMs, newestSourceMs: newestSource(root).ms, writable: false }) === 'run';

describe.runIf(buildIsCurrent)('the built server (node dist/server/index.js)', () => {
  it('serves the API and the client with plain node, and stops on SIGTERM with exit 0', async () => {
    const port = await freePort();
    // Empty is unset: the default CLIENT_DIR must find dist/client from dist/server.
    const server = startServer({ PORT: String(port), NODE_ENV: 'test', CLIENT_DIR: '' }, ['dist/server/index.js']);
    await waitHealthy(port, server.exited);
    const page = await fetch(`http://127.0.0.1:${port}/decks`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, SLOW);
});
