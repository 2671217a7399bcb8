// Foundation figures: landing-page JavaScript (gzip), server RSS after start, decks.list latency.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { freePort, memoryOf } from '../server/test/process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** JavaScript a first visit to the landing page downloads: index.html's entry and its preloads. */
function landingJs(): { files: string[]; raw: number; gzip: number } {
  const dist = path.join(root, 'dist/client');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const body = fs.readFileSync(path.join(dist, file));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files, raw, gzip };
}

export async function main() {
  if (!fs.existsSync(path.join(root, 'dist/client/index.html'))) throw new Error('Run `npm run build` first.');
  const js = landingJs();
  console.log(`landing page JS: ${js.files.length} file(s), ${(js.raw / 1024).toFixed(1)} kB raw, ${(js.gzip / 1024).toFixed(1)} kB gzip`);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-bench-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_PATH: path.join(dir, 'bench.db'), NODE_ENV: 'production', COOKIE_SECURE: 'false' },
    stdio: 'ignore',
  });
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const ready = Date.now() - started;
  await new Promise((r) => setTimeout(r, 1000));
  console.log(`server start to healthy: ${ready} ms; RSS after start: ${memoryOf(server.pid!).rss.toFixed(1)} MB`);
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dir, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
