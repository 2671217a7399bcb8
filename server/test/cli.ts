import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_STAMP, decide, newestSource } from '../../scripts/launch.mjs';

// Runs the real `cardcade` command line as a child process: the installed bin (bin/cardcade.js →
// dist/server/cli.js) whenever dist/ is current, as in `npm test`, which builds first. A test run
// on edited sources without a build runs the TypeScript with tsx instead, rather than letting
// several test files race to rebuild dist/.

const root = path.resolve(new URL('../..', import.meta.url).pathname);

function cliCommand(): string[] {
  let stampMs: number | null = null;
  try {
    stampMs = fs.statSync(path.join(root, BUILD_STAMP)).mtimeMs;
  } catch {
    // no build yet
  }
  const current = decide({ stampMs, newestSourceMs: newestSource(root).ms, writable: false }) === 'run';
  return current ? ['bin/cardcade.js'] : ['--import', 'tsx', 'server/cli.ts'];
}

const CLEARED = new Set(['DATABASE_PATH', 'REGISTRATION', 'PUBLIC_URL', 'CARDCADE_PASSWORD']);

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCardcade(args: string[], opts: { env?: Record<string, string | undefined>; input?: string } = {}): Promise<CliResult> {
  // The parent's variables that would change what the CLI does are left out.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !CLEARED.has(name)));
  const child = spawn(process.execPath, [...cliCommand(), ...args], {
    cwd: root,
    env: { ...inherited, NODE_ENV: 'test', ...opts.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(opts.input ?? '');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
