// Where the deck page's main-thread time goes on a throttled phone (issue 13): a production
// server, Debian Chromium at 375 px with CDP CPU throttling 4x (Lighthouse's mobile setting),
// the 100-card deck page opened cold. Prints the long tasks (> 50 ms) the page saw, their total
// blocking time, and the functions with the most self time in a CPU profile of the load.
// `npm run bench -- deck-profile` (after `npm run build`); PROFILE_RUNS=n runs (default 3).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cookiesFor, launchChromium } from './lib/browser.js';
import { userWithDeck } from './lib/seed.js';
import { startBuiltServer } from './lib/server.js';

const RUNS = Number(process.env.PROFILE_RUNS ?? 3);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

export async function main() {
  const server = await startBuiltServer('profile');
  const { base } = server;
  const browser = await launchChromium();
  try {
    const { cookie, deckId } = await userWithDeck(base);
    const tbts: number[] = [];
    console.log(`Deck page (100 cards), 375 px, CPU throttled 4x, ${RUNS} cold loads`);
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
      await context.addCookies(cookiesFor(cookie, base));
      await context.addInitScript(() => {
        const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
        w.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__longTasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) });
        }).observe({ type: 'longtask', buffered: true });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${base}/decks/${deckId}`);
      // No locator polling while the profile runs (it would be profiled too): a quiet wait, long
      // enough for the idle work (offline pack, persistence) to have run, then one check.
      await page.waitForTimeout(8000);
      if ((await page.locator('#flashcards-heading').count()) !== 1) throw new Error('the deck page did not render');
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
      const tasks = await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks);
      const tbt = tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
      tbts.push(tbt);
      console.log(`run ${run + 1}: ${tasks.length} long tasks, blocking ${tbt} ms: ${tasks.map((t) => `${t.duration}@${t.start}`).join(' ')}`);
      if (run === 0 || process.env.PROFILE_ALL) {
        const self = new Map<number, number>();
        profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + profile.timeDeltas[i] / 1000));
        const byFn = new Map<string, number>();
        for (const node of profile.nodes) {
          const f = node.callFrame;
          if (!f.url && f.functionName !== '(garbage collector)') continue;
          const key = `${f.functionName || '(anon)'} ${f.url.replace(base, '')}:${f.lineNumber}:${f.columnNumber}`;
          byFn.set(key, (byFn.get(key) ?? 0) + (self.get(node.id) ?? 0));
        }
        const top = [...byFn].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_TOP ?? 15));
        for (const [key, ms] of top) console.log(`  ${ms.toFixed(0).padStart(5)} ms  ${key}`);
        if (process.env.PROFILE_DUMP) fs.writeFileSync(process.env.PROFILE_DUMP, JSON.stringify(profile));
      }
      await context.close();
    }
    // PROFILE_SHOTS=<dir>: the loaded deck page at 1280 and 375 px, unthrottled, to look at.
    if (process.env.PROFILE_SHOTS) {
      for (const width of [1280, 375]) {
        const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 860 }, isMobile: width === 375, serviceWorkers: 'block' });
        await context.addCookies(cookiesFor(cookie, base));
        const page = await context.newPage();
        await page.goto(`${base}/decks/${deckId}`);
        await page.getByRole('heading', { name: /Flashcards/ }).waitFor();
        // Scrolled through once, as a person would: the charts render as they come near.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForTimeout(1500);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: path.join(process.env.PROFILE_SHOTS, `deck-${width}.png`), fullPage: true });
        await context.close();
      }
    }
    const sorted = [...tbts].sort((a, b) => a - b);
    console.log(`median blocking time ${sorted[Math.floor(sorted.length / 2)]} ms (load average ${os.loadavg()[0].toFixed(2)})`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
