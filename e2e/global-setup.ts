import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '../scripts/launch.mjs';
import { freePort } from '../server/test/process.js';

// One real server for the browser suite: the built server and client, a real SQLite file, a free port.

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dbPath: string;
  }
}

const root = path.resolve(new URL('..', import.meta.url).pathname);
let server: ChildProcess | undefined;
let tmpDir: string | undefined;

export async function setup(project: TestProject) {
  // The real built app, as `npm start` runs it: built first if dist/ is missing or older than
  // the sources (scripts/launch.mjs), so a browser test never runs yesterday's build.
  // Vitest sets NODE_ENV=test, and a client built under it is React's development build, whose
  // StrictMode runs effects twice: /play then asks for two rounds and shows the second, while the
  // games tests read the first. The build gets the environment `npm run build` has.
  const nodeEnv = process.env.NODE_ENV;
  delete process.env.NODE_ENV;
  try {
    ensureBuilt(root);
  } finally {
    if (nodeEnv !== undefined) process.env.NODE_ENV = nodeEnv;
  }
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-e2e-'));
  const dbPath = path.join(tmpDir, 'cardcade.db');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: dbPath,
      NODE_ENV: 'test',
      FSRS_FUZZ: 'false',
      // The suite signs up many users from one IP within a minute.
      AUTH_RATE_LIMIT: '10000',
      SUPPORT_EMAIL: 'help@cardcade.test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not start within 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('baseURL', baseURL);
  project.provide('dbPath', dbPath);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
}
