// Main-thread tasks of a cold deck-page load at 375 px (issue 13), measured in thread CPU time
// from a Chromium trace, so the figure holds on a busy machine where wall-clock TBT does not:
// "blocking" = Σ max(0, 4 × cpu − 50 ms) over tasks after the first paint, Lighthouse's mobile
// CPU slowdown applied to each task. Also prints the longest tasks and what ran in them.
// `node --import tsx bench/deckTasks.ts` after `npm run build`; TASK_RUNS=n (default 3).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cookiesFor, launchChromium } from './lib/browser.js';
import { median } from './lib/stats.js';
import { userWithDeck } from './lib/seed.js';
import { startBuiltServer } from './lib/server.js';

const RUNS = Number(process.env.TASK_RUNS ?? 3);

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string; data?: Record<string, unknown> } }

export async function main() {
  const server = await startBuiltServer('deck-tasks');
  const browser = await launchChromium();
  try {
    const { cookie, deckId } = await userWithDeck(server.base);
    const cookies = cookiesFor(cookie, server.base);
    const blockings: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
      await context.addCookies(cookies);
      const page = await context.newPage();
      const tracePath = path.join(os.tmpdir(), `deck-trace-${process.pid}.json`);
      await browser.startTracing(page, { path: tracePath, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
      await page.goto(`${server.base}/decks/${deckId}`);
      await page.locator('#flashcards-heading').waitFor();
      await page.waitForTimeout(3000);
      await browser.stopTracing();
      const raw = JSON.parse(fs.readFileSync(tracePath, 'utf8'));
      const events: TraceEvent[] = Array.isArray(raw) ? raw : raw.traceEvents;
      // The page's main thread is the one that painted.
      const painted = events.find((e) => e.name === 'firstContentfulPaint');
      if (!painted) throw new Error('the page never painted');
      const mt = { pid: painted.pid, tid: painted.tid };
      const onMain = events.filter((e) => e.pid === mt.pid && e.tid === mt.tid && e.ph === 'X');
      const fcp = painted.ts;
      const navStart = events.find((e) => e.name === 'navigationStart' && e.pid === mt.pid)?.ts ?? onMain[0].ts;
      const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.tdur ?? 0) > 5000).sort((a, b) => a.ts - b.ts);
      let blocking = 0;
      const lines: string[] = [];
      for (const t of tasks) {
        const cpu = (t.tdur ?? 0) / 1000;
        if (t.ts >= fcp) blocking += Math.max(0, 4 * cpu - 50);
        if (cpu >= 12.5) {
          const inner = onMain.filter((e) => e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0) && e !== t && (e.tdur ?? 0) > 3000 && ['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'Layout', 'UpdateLayoutTree', 'ParseHTML', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'Paint', 'Commit'].includes(e.name));
          const what = inner.slice(0, 6).map((e) => `${e.name}${e.args?.data?.url ? ` ${String(e.args.data.url).split('/').pop()}` : ''} ${((e.tdur ?? 0) / 1000).toFixed(0)}`).join(', ');
          lines.push(`  @${((t.ts - navStart) / 1000).toFixed(0).padStart(5)} ms  cpu ${cpu.toFixed(1).padStart(5)} ms${t.ts < fcp ? ' (before FCP)' : ''}  ${what}`);
        }
      }
      blockings.push(blocking);
      console.log(`run ${run + 1}: FCP at ${((fcp - navStart) / 1000).toFixed(0)} ms, ${tasks.length} tasks > 5 ms CPU, blocking at 4x ${blocking.toFixed(0)} ms`);
      if (run === 0 || process.env.TASK_ALL) console.log(lines.join('\n'));
      fs.rmSync(tracePath, { force: true });
      await context.close();
    }
    console.log(`median blocking at 4x: ${median(blockings).toFixed(0)} ms (load ${os.loadavg()[0].toFixed(1)})`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
