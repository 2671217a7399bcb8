import fs from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './process.js';

// A real app server in its own process (server/index.ts under tsx), for tests and benchmarks
// that need several processes on one database.

const root = path.resolve(new URL('../..', import.meta.url).pathname);

export interface AppProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** `built`: the compiled server (dist/server/index.js, `npx tsc -p tsconfig.build.json` first) as `npm start` runs it. */
export async function startAppProcess(env: Record<string, string>, opts: { timeoutMs?: number; built?: boolean; nodeArgs?: string[]; port?: number } = {}): Promise<AppProcess> {
  // A caller that must know the address before the start (PUBLIC_URL, a provider's redirect URI) picks the port.
  const port = opts.port ?? (await freePort());
  // BENCH_CPU_PROF=<dir>: the server writes CPU profiles there (main thread and workers).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const entry = opts.built ? ['dist/server/index.js'] : ['--import', 'tsx', 'server/index.ts'];
  const child: ChildProcess = spawn(process.execPath, [...profile, ...(opts.nodeArgs ?? []), ...entry], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', FSRS_FUZZ: 'false', CLIENT_DIR: '/nonexistent', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  // APP_PROCESS_STDERR=<file>: the server's stderr is also appended there (a bench's server dying mid-run).
  if (process.env.APP_PROCESS_STDERR) child.stderr?.on('data', (chunk) => fs.appendFileSync(process.env.APP_PROCESS_STDERR!, chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app process exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`app process did not answer within the timeout: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
