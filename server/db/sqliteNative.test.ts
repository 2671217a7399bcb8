import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Database, { SQLITE_PACKAGE } from './sqliteNative.js';

// better-sqlite3 12 aborts Node 24 when its statements are garbage-collected outside a JavaScript
// context (a worker's teardown, an idle GC); 13 cannot load on Node 20 (docs/operations.md,
// "Node versions"). CI runs this file on Node 24 as well as the default version.

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-sqlite-native-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [rel] : [];
  });
}

describe('the SQLite driver', () => {
  it('is better-sqlite3 13 (Node-API) wherever Node offers Node-API 10, else 12', () => {
    const napi = Number(process.versions.napi);
    expect(SQLITE_PACKAGE).toBe(napi >= 10 ? 'better-sqlite3-napi' : 'better-sqlite3');
    const version: string = require(`${SQLITE_PACKAGE}/package.json`).version;
    expect(version.split('.')[0]).toBe(napi >= 10 ? '13' : '12');
    const db = new Database(':memory:');
    expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
    db.close();
  });

  it('is loaded only through server/db/sqliteNative.ts', () => {
    const direct = ['server', 'shared', 'migrations', 'bench', 'e2e', 'scripts', 'client']
      .flatMap(sourceFiles)
      .filter((file) => file !== path.join('server', 'db', 'sqliteNative.ts'))
      .filter((file) => {
        const source = fs.readFileSync(path.join(root, file), 'utf8');
        return /^\s*import\s+(?!type\s)[^;]*?from\s+['"]better-sqlite3(-napi)?['"]/m.test(source) || /(require|import)\(\s*['"]better-sqlite3/.test(source);
      });
    expect(direct).toEqual([]);
  });

  it('survives worker threads that end with statements open, and garbage statements on the main thread', async () => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'sqliteWorkerExit.fixture.mjs'), SQLITE_PACKAGE, dir], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect({ code, output: output.trim() }).toEqual({ code: 0, output: 'ok' });
  }, 60_000);
});
