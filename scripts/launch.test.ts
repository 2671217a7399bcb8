import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decide, isBuildInput, newestSource } from './launch.mjs';

describe('decide', () => {
  it.each([
    [{ stampMs: 2000, newestSourceMs: 1000, writable: true }, 'run'],
    [{ stampMs: 2000, newestSourceMs: 2000, writable: true }, 'run'],
    [{ stampMs: 2000, newestSourceMs: 1000, writable: false }, 'run'],
    [{ stampMs: null, newestSourceMs: 1000, writable: true }, 'build'],
    [{ stampMs: 1000, newestSourceMs: 2000, writable: true }, 'build'],
    [{ stampMs: 1000, newestSourceMs: 2000, writable: false }, 'run-stale'],
    [{ stampMs: null, newestSourceMs: 1000, writable: false }, 'fail'],
  ] as const)('%j → %s', (facts, expected) => {
    expect(decide(facts)).toBe(expected);
  });
});

describe('isBuildInput', () => {
  it.each([
    ['server/app.ts', true],
    ['client/src/main.tsx', true],
    ['client/index.html', true],
    ['server/config.test.ts', false],
    ['client/src/pages/Decks.test.tsx', false],
    ['server/test/harness.ts', false],
    ['client/src/test/setup.ts', false],
    ['server/.DS_Store', false],
    ['client/node_modules/x/index.js', false],
  ])('%s → %s', (file, expected) => {
    expect(isBuildInput(file)).toBe(expected);
  });
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempCheckout(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-launch-'));
  dirs.push(dir);
  return dir;
}

function write(root: string, file: string, text: string, mtimeSeconds?: number) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
  if (mtimeSeconds !== undefined) fs.utimesSync(path.join(root, file), mtimeSeconds, mtimeSeconds);
}

describe('newestSource', () => {
  it('finds the newest build input and ignores tests', () => {
    const root = tempCheckout();
    write(root, 'package.json', '{}', 1000);
    write(root, 'server/app.ts', '', 2000);
    write(root, 'shared/schemas/decks.ts', '', 3000);
    write(root, 'server/app.test.ts', '', 9000);
    write(root, 'server/test/harness.ts', '', 9000);
    expect(newestSource(root)).toEqual({ ms: 3_000_000, file: path.join('shared', 'schemas', 'decks.ts') });
  });
});

describe('bin/cardcade.js', () => {
  // A checkout whose "build" is a stand-in: it writes a CLI that echoes its arguments and exits
  // with the code given as the first argument, so the launcher's own behaviour is all that is tested.
  function fakeCheckout(): string {
    const root = tempCheckout();
    const here = path.resolve(import.meta.dirname, '..');
    for (const file of ['bin/cardcade.js', 'scripts/launch.mjs']) write(root, file, fs.readFileSync(path.join(here, file), 'utf8'));
    write(root, 'package.json', '{"type":"module"}');
    write(root, 'server/cli.ts', '');
    write(
      root,
      'scripts/build.mjs',
      `import fs from 'node:fs';
fs.mkdirSync('dist/server', { recursive: true });
fs.writeFileSync('dist/server/cli.js', "console.log(JSON.stringify(process.argv.slice(2))); process.exitCode = Number(process.argv[2]);");
fs.writeFileSync('dist/.build-stamp', 'fake');
console.log('fake build ran');`,
    );
    return root;
  }

  const run = (root: string, args: string[]) => {
    const result = spawnSync(process.execPath, [path.join(root, 'bin/cardcade.js'), ...args], { cwd: os.tmpdir(), encoding: 'utf8' });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  it('builds on first use, then only when a source changes; passes arguments and the exit code through', () => {
    const root = fakeCheckout();

    const first = run(root, ['3', 'users', 'list']);
    expect(first.stderr).toContain('no build yet, building');
    // Build output goes to stderr: stdout belongs to the command.
    expect(first.stderr).toContain('fake build ran');
    expect(first.stdout).toBe('["3","users","list"]\n');
    expect(first.status).toBe(3);

    const second = run(root, ['0']);
    expect(second.stderr).toBe('');
    expect(second.status).toBe(0);

    const future = Date.now() / 1000 + 60;
    fs.utimesSync(path.join(root, 'server/cli.ts'), future, future);
    const third = run(root, ['0']);
    expect(third.stderr).toContain(`${path.join('server', 'cli.ts')} changed since the last build, rebuilding`);
    expect(third.status).toBe(0);
  });

  it('stops with exit 1 when the build fails', () => {
    const root = fakeCheckout();
    write(root, 'scripts/build.mjs', 'process.exit(2);');
    const result = run(root, ['0']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('the build failed');
  });
});
