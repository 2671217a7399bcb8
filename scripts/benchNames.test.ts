import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `npm run bench -- <name>`: a misspelled name lists the benches and fails instead of running
// every one of them (an hour on a 2-core machine).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('bench/run.ts', () => {
  it('refuses an unknown bench name, listing the names, and runs nothing', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts', 'crosword'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("Unknown bench 'crosword'");
    expect(run.stderr).toContain('crossword');
    expect(run.stdout).not.toContain('===');
  }, 60_000);
});
