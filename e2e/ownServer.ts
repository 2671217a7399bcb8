import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../server/test/process';

// A server of a test's own, for what the suite's shared server must not see changed (another
// registration mode, a new deploy of the client): started from source with the built client, on a
// free port over a fresh SQLite file in a temp folder, and stopped with its folder.

export interface OwnServer {
  baseURL: string;
  dbPath: string;
  /** Its temp folder (the database's, and anything the test puts beside it). */
  dir: string;
  stop(): Promise<void>;
}

/** `env`: added to this process's environment; an undefined value removes the variable. */
export async function startOwnServer(name: string, env: Record<string, string | undefined> = {}): Promise<OwnServer> {
  const root = path.resolve(new URL('..', import.meta.url).pathname);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `cardcade-e2e-${name}-`));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dbPath = path.join(dir, 'cardcade.db');
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: dbPath, NODE_ENV: 'test', AUTH_RATE_LIMIT: '10000' };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: root, env: childEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // Until it answers its health check: compiling from source takes a while on a busy machine.
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`${baseURL}/api/health`).then((r) => r.ok).catch(() => false))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The ${name} server did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseURL, dbPath, dir, stop };
}
