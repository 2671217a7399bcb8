// Layout shift on the deck page (issue 13), with the elements that moved: a quick check beside
// Lighthouse (bench/lighthouse.ts), which gives one number and takes minutes on a loaded machine.
// Chromium's layout-shift entries, summed (≈ Lighthouse's CLS when the page settles within one
// session window), at 1280 and 375 px under Lighthouse's mobile throttling, a logged-in 100-card deck page, median of 3 loads.
// Run alone: node --import tsx bench/cls.ts (needs `npm run build`).
import { pathToFileURL } from 'node:url';
import { cookiesFor, launchChromium } from './lib/browser.js';
import { machineLoad } from './lib/proc.js';
import { userWithDeck } from './lib/seed.js';
import { startBuiltServer } from './lib/server.js';

const RUNS = 3;

interface Shift {
  value: number;
  sources: string[];
}

export async function main() {
  const server = await startBuiltServer('cls');
  const { base } = server;
  const browser = await launchChromium();
  try {
    const { cookie, deckId } = await userWithDeck(base);
    console.log(machineLoad());
    for (const [width, height, mobile] of [
      [1280, 800, false],
      [412, 823, true], // Lighthouse's mobile screen (moto g power)
    ] as const) {
      const totals: number[] = [];
      let worst: Shift[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width, height }, isMobile: mobile, hasTouch: mobile, deviceScaleFactor: mobile ? 2 : 1 });
        await context.addCookies(cookiesFor(cookie, base));
        await context.addInitScript(() => {
          const shifts: { value: number; sources: string[] }[] = [];
          (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
              if (entry.hadRecentInput) continue;
              const describe = (node?: Node) => {
                const el = node instanceof Element ? node : node?.parentElement;
                if (!el) return '?';
                return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}${el.getAttribute('aria-labelledby') ? `[${el.getAttribute('aria-labelledby')}]` : ''}`;
              };
              shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const page = await context.newPage();
        // Lighthouse's mobile conditions (slow 4G, 4× slower CPU): late chunks are what shift a page.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${base}/decks/${deckId}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(2000);
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
        const total = shifts.reduce((sum, s) => sum + s.value, 0);
        totals.push(total);
        if (worst.length === 0 || total >= Math.max(...totals)) worst = shifts;
        await context.close();
      }
      totals.sort((a, b) => a - b);
      console.log(`deck page ${width} px: layout shift median ${totals[Math.floor(RUNS / 2)].toFixed(3)} (runs ${totals.map((t) => t.toFixed(3)).join(', ')}; goal < 0.1)`);
      for (const s of worst.filter((s) => s.value >= 0.005)) console.log(`   ${s.value.toFixed(3)}  ${s.sources.join(', ')}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
