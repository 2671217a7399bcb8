// Flashcards figure (DESIGN §15): app time per card in a real browser. Debian's Chromium plays
// three casual rounds of 15 cards at 1280 px and 375 px by keyboard (Space, then a grade); the
// component's performance measures give, per card, the time from the key to the revealed card
// ('reveal') and from the grade to the next card drawn ('grade → next card'). Goal: ≤ 50 ms.
// Needs the built client (`npm run build`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort } from '../server/test/process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = 3;
const CARDS = 60;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const fmt = (values: number[]) =>
  `n ${values.length}  median ${pct(values, 50).toFixed(1)} ms  p95 ${pct(values, 95).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms`;

export async function main() {
  if (!fs.existsSync(path.join(root, 'dist/client/index.html'))) throw new Error('Run `npm run build` first.');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-flashcards-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: path.join(dir, 'bench.db'), NODE_ENV: 'production', COOKIE_SECURE: 'false' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
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
    console.log(`Flashcards, ${ROUNDS} casual rounds of 15 cards per width, app time per card (performance measures):`);
    for (const mobile of [false, true]) {
      const context = await browser.newContext({
        baseURL: base,
        viewport: mobile ? { width: 375, height: 812 } : { width: 1280, height: 860 },
        isMobile: mobile,
        hasTouch: mobile,
      });
      const request = context.request;
      await request.get('/api/auth/me');
      const call = async (url: string, data: unknown) => {
        const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
        const res = await request.post(url, { data, headers: { 'x-xsrf-token': xsrf } });
        if (!res.ok()) throw new Error(`${url} → ${res.status()} ${await res.text()}`);
        return res.json();
      };
      await call('/api/auth/signup', { email: `bench-${Date.now()}-${mobile}@example.com`, password: 'correct horse battery' });
      const deck = (await call('/api/decks', { name: 'Bench deck' })) as { id: number };
      for (let i = 1; i <= CARDS; i++) await call(`/api/decks/${deck.id}/cards`, { term: `Term ${i}`, definition: `The meaning of term number ${i}, a sentence of ordinary length` });

      const page = await context.newPage();
      await page.goto(`/play/flashcards/${deck.id}`);
      for (let round = 0; round < ROUNDS; round++) {
        if (round > 0) await page.getByRole('button', { name: 'Play Again' }).click();
        await page.getByTestId('flashcard-front').waitFor();
        for (let card = 0; card < 15; card++) {
          await page.keyboard.press('Space');
          await page.getByTestId('flashcard-back').waitFor();
          await page.keyboard.press(String((card % 4) + 1));
        }
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByRole('button', { name: 'Play Again' }).waitFor();
      }
      const measures = await page.evaluate(() =>
        performance.getEntriesByType('measure').map((m) => ({ name: m.name, duration: m.duration })),
      );
      const of = (name: string) => measures.filter((m) => m.name === name).map((m) => m.duration);
      const label = mobile ? '375 px' : '1280 px';
      console.log(`${label.padEnd(8)} reveal             ${fmt(of('flashcards:reveal'))}`);
      console.log(`${label.padEnd(8)} grade → next card  ${fmt(of('flashcards:next-card'))}`);
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
