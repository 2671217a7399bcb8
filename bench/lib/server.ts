// The real server in a child process of its own, on a fresh SQLite file and a free port, as the
// benches measure it: its RSS and CPU are its own, not this process's.
// (server/test/appProcess.ts, startAppProcess, runs the sources in test mode for tests and the
// import benches; this one runs any command in production mode.)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/test/process.js';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BenchServer {
  base: string;
  pid: number;
  dbPath: string;
  /** From spawning to the first healthy answer. */
  healthyMs: number;
  stderr(): string;
  /** SIGTERM, wait for the exit, remove the database folder; answers the exit code. */
  stop(): Promise<number | null>;
}

export interface ServerOptions {
  /** Names the temporary folder of the database. */
  name: string;
  /** Default: this Node running the compiled server, `dist/server/index.js`. */
  command?: string;
  args?: string[];
  /** Added to (and over) the production environment below. */
  env?: Record<string, string>;
  /** Let the server's stderr through to this terminal instead of keeping it for errors. */
  showStderr?: boolean;
}

export const FROM_SOURCE = ['--import', 'tsx', 'server/index.ts'];

export async function startServer({ name, command = process.execPath, args = ['dist/server/index.js'], env = {}, showStderr = false }: ServerOptions): Promise<BenchServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `cardcade-bench-${name}-`));
  const dbPath = path.join(dir, 'bench.db');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: dbPath, NODE_ENV: 'production', COOKIE_SECURE: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', showStderr ? 'inherit' : 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const code = await exited;
    fs.rmSync(dir, { recursive: true, force: true });
    return code;
  };
  const deadline = started + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode ?? child.signalCode}: ${stderr}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await stop();
      throw new Error(`${command} ${args.join(' ')} did not answer /api/health within a minute: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { base, pid: child.pid!, dbPath, healthyMs: Date.now() - started, stderr: () => stderr, stop };
}

/** The built app (`node dist/server/index.js`, what `npm start` runs), for benches that measure what a browser gets. */
export async function startBuiltServer(name: string): Promise<BenchServer> {
  requireBuiltClient();
  return startServer({ name });
}

export function requireBuiltClient(file = 'index.html') {
  if (!fs.existsSync(path.join(root, 'dist/client', file))) throw new Error(`Run \`npm run build\` first (dist/client/${file} is missing).`);
}

/** Builds dist/ when there is none yet; answers how long that took in ms, or null when it was there. */
export function buildIfMissing(): number | null {
  if (fs.existsSync(path.join(root, 'dist/.build-stamp'))) return null;
  const started = Date.now();
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build failed');
  return Date.now() - started;
}
