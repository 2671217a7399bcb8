import { spawn } from 'node:child_process';
import path from 'node:path';

// Runs the real `cardcade` command line as a child process (the lead points this at the
// compiled bin once the production launcher lands; until then it runs the TypeScript with tsx).

const root = path.resolve(new URL('../..', import.meta.url).pathname);

const CLEARED = new Set(['DATABASE_PATH', 'REGISTRATION', 'PUBLIC_URL', 'CARDCADE_PASSWORD']);

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCardcade(args: string[], opts: { env?: Record<string, string | undefined>; input?: string } = {}): Promise<CliResult> {
  // The parent's variables that would change what the CLI does are left out.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !CLEARED.has(name)));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], {
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
