// Foundation figures: landing-page JavaScript (gzip), server RSS after start, decks.list latency.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { memoryOf } from './lib/proc.js';
import { FROM_SOURCE, requireBuiltClient, root, startServer } from './lib/server.js';

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
  requireBuiltClient();
  const js = landingJs();
  console.log(`landing page JS: ${js.files.length} file(s), ${(js.raw / 1024).toFixed(1)} kB raw, ${(js.gzip / 1024).toFixed(1)} kB gzip`);

  const server = await startServer({ name: 'foundation', args: FROM_SOURCE });
  await new Promise((r) => setTimeout(r, 1000));
  console.log(`server start to healthy: ${server.healthyMs} ms; RSS after start: ${memoryOf(server.pid).rss.toFixed(1)} MB`);
  await server.stop();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
