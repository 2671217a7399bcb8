// The landing page's JavaScript (issue 13: ≤ 90 KB transferred): a first visit to / logged out,
// in Debian's Chromium against a fresh production server (brotli from the precompressed files),
// service worker blocked as on a first visit. Prints each script's transferred bytes
// (CDP encodedDataLength: headers and compressed body, what Lighthouse counts) and the total.
// Needs `npm run build`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort } from '../server/test/process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function measureLandingJs(base: string): Promise<{ files: { url: string; bytes: number }[]; totalBytes: number }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map<string, string>();
    const files: { url: string; bytes: number }[] = [];
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.set(e.requestId, e.response.url);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const url = scripts.get(e.requestId);
      if (url) files.push({ url: new URL(url).pathname, bytes: e.encodedDataLength });
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(500);
    return { files, totalBytes: files.reduce((sum, f) => sum + f.bytes, 0) };
  } finally {
    await browser.close();
  }
}

export async function main() {
  if (!fs.existsSync(path.join(root, 'dist/client/index.html'))) throw new Error('Run `npm run build` first.');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-landing-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: path.join(dir, 'bench.db'), NODE_ENV: 'production', COOKIE_SECURE: 'false' },
    stdio: 'ignore',
  });
  try {
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        if (tries > 300) throw new Error('server did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const { files, totalBytes } = await measureLandingJs(base);
    console.log('Landing page (/, logged out, first visit): JavaScript transferred');
    for (const f of files.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${f.url}`);
    console.log(`  ${(totalBytes / 1024).toFixed(1).padStart(6)} KB  total in ${files.length} files (goal ≤ 90 KB)`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
