import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../server/test/process.js';

// The built app (`node dist/server/index.js`, what `npm start` runs) on a fresh SQLite file and a
// free port, for benches that measure what a browser gets: Lighthouse, the landing page's bytes,
// layout shift. (server/test/appProcess.ts runs the sources without the client instead.)

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuiltServer {
  base: string;
  stop(): Promise<void>;
}

export async function startBuiltServer(name: string): Promise<BuiltServer> {
  if (!fs.existsSync(path.join(root, 'dist/client/index.html'))) throw new Error('Run `npm run build` first.');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `cardcade-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: path.join(dir, 'bench.db'), NODE_ENV: 'production', COOKIE_SECURE: 'false', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      if (tries > 300) {
        await stop();
        throw new Error('server did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
