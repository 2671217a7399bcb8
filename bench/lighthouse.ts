// Lighthouse 12 figures (issue 13): mobile and desktop, the landing page and a logged-in
// 100-card deck page, median of 3 runs: performance, accessibility, CLS, JS bytes transferred.
// Debian's Chromium (CHROMIUM_PATH or CHROME_PATH, default /usr/bin/chromium) against a fresh production server
// on a free port. Skipped with a message when lighthouse is not installed.
//
// Logged in by a cookie in the browser's own jar, never by Lighthouse's --extra-headers: the
// server's first answer sets an XSRF cookie, after which Chromium sends its jar's Cookie header
// instead of the extra one, so every API call went out without the session and the "deck page"
// measured was the login page it redirects to. Each run is a fresh profile (no IndexedDB, no
// service worker), and the run fails unless the page really showed the deck.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort } from '../server/test/process.js';
import { CHROMIUM } from './lib/browser.js';
import { userWithDeck } from './lib/seed.js';
import { startBuiltServer } from './lib/server.js';
import { median } from './lib/stats.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

export interface Figures {
  performance: number;
  accessibility: number;
  cls: number;
  tbt: number;
  lcp: number;
  jsKb: number;
  /** The longest main-thread task Lighthouse saw (its long-tasks audit), ms; 0 when none. */
  longestTaskMs: number;
}

type LighthouseRun = (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<{ lhr: any; report: string | string[] } | undefined>;

export async function loadLighthouse(): Promise<{ run: LighthouseRun; desktop: unknown } | null> {
  try {
    const run = (await import('lighthouse')).default as unknown as LighthouseRun;
    const desktop = (await import('lighthouse/core/config/desktop-config.js')).default;
    return { run, desktop };
  } catch {
    return null;
  }
}

/** One cold Lighthouse run in a fresh Chromium profile holding `cookies`. */
export async function runOnce(lh: { run: LighthouseRun; desktop: unknown }, url: string, desktop: boolean, cookies: { name: string; value: string }[]): Promise<Figures> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-lh-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
  });
  try {
    if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: new URL(url).origin })));
    const result = await lh.run(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      desktop ? lh.desktop : undefined,
    );
    if (!result) throw new Error('lighthouse gave no result');
    const { lhr } = result;
    // LIGHTHOUSE_DUMP=<dir>: keep each report, to read where the time went (bootup-time, long-tasks).
    if (process.env.LIGHTHOUSE_DUMP) {
      const name = path.join(process.env.LIGHTHOUSE_DUMP, `${new URL(url).pathname.replace(/\W+/g, '_')}-${desktop ? 'desktop' : 'mobile'}-${Date.now()}`);
      fs.writeFileSync(`${name}.json`, result.report as string);
      const trace = (result as { artifacts?: { Trace?: unknown } }).artifacts?.Trace;
      if (trace) fs.writeFileSync(`${name}.trace.json`, JSON.stringify(trace));
    }
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    // A page that sent the visitor elsewhere (the login page) measured the wrong page.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}: not logged in?`);
    const requests = (lhr.audits['network-requests']?.details?.items ?? []) as { resourceType?: string; transferSize?: number }[];
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      jsKb: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
      longestTaskMs: Math.max(0, ...((lhr.audits['long-tasks']?.details?.items ?? []) as { duration?: number }[]).map((t) => t.duration ?? 0)),
    };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** Lighthouse now and then loses the trace's navigation start on a busy machine (NO_NAVSTART): that run is redone, twice at most. */
export async function withRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error;
    }
  }
}

export async function main() {
  const lh = await loadLighthouse();
  if (!lh) {
    console.log('lighthouse is not installed (npm install): skipped');
    return;
  }
  const server = await startBuiltServer('lighthouse');
  const { base } = server;
  try {
    const { cookie, deckId } = await userWithDeck(base);
    const cookies = cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) }));
    const pages: { name: string; url: string; cookies: typeof cookies }[] = [
      { name: 'landing', url: `${base}/`, cookies: [] },
      { name: 'deck (100 cards)', url: `${base}/decks/${deckId}`, cookies },
    ];
    console.log(`Lighthouse 12, median of ${RUNS}; JS = bytes of script transferred`);
    // LIGHTHOUSE_ONLY=deck-mobile (page-device): one figure, to iterate on it.
    const only = process.env.LIGHTHOUSE_ONLY;
    for (const { name, url, cookies: jar } of pages) {
      for (const desktop of [false, true]) {
        if (only && only !== `${name.split(' ')[0]}-${desktop ? 'desktop' : 'mobile'}`) continue;
        const runs: Figures[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await withRetry(() => runOnce(lh, url, desktop, jar)));
        const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
        console.log(
          `${name.padEnd(17)} ${desktop ? 'desktop' : 'mobile '}  performance ${m('performance')}  accessibility ${m('accessibility')}  ` +
            `CLS ${m('cls').toFixed(3)}  TBT ${Math.round(m('tbt'))} ms  LCP ${Math.round(m('lcp'))} ms  JS ${m('jsKb').toFixed(1)} KB` +
            `  (performance runs: ${runs.map((r) => r.performance).join(', ')})`,
        );
      }
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
