// The security benches' server: bench/hostileServer.ts (the real app on a database file, its
// event-loop delay histogram read over IPC) started as a child process, asked for its figures,
// and stopped.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/test/process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What runs as the server: from source by default, or a built bundle (bench/security.ts). */
export interface ServerScript {
  file: string;
  execArgv: string[];
  env: Record<string, string>;
}

export const SOURCE_SERVER: ServerScript = { file: path.join(root, 'bench/hostileServer.ts'), execArgv: ['--import', 'tsx'], env: {} };

/** Starts the server on a free port with its database in `dir`; `profDir`: it writes --cpu-prof files there. */
export async function startHostileServer(dir: string, opts: { script?: ServerScript; profDir?: string } = {}): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const script = opts.script ?? SOURCE_SERVER;
  const child = fork(script.file, [], {
    cwd: root,
    execArgv: [...script.execArgv, ...(opts.profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(opts.profDir)}`] : [])],
    env: { ...process.env, ...script.env, PORT: String(port), DATABASE_PATH: path.join(dir, 'server.db'), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

/** One IPC question ('reset', 'report') and its answer. */
export const ask = <T>(child: ChildProcess, message: string) =>
  new Promise<T>((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(message);
  });

/** Stops the server; a worker stuck in a parser would keep it from exiting, so after 10 s it is killed. */
export async function stopHostileServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
