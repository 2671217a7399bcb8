// Flashcards figure (docs/study-options.md): app time per card in a real browser. Debian's Chromium plays
// three casual rounds of 15 cards at 1280 px and 375 px by keyboard (Space, then a grade); the
// component's performance measures give, per card, the time from the key to the revealed card
// ('reveal') and from the grade to the next card drawn ('grade → next card'). Goal: ≤ 50 ms.
// Needs the built client (`npm run build`).
import { pathToFileURL } from 'node:url';
import { launchChromium } from './lib/browser.js';
import { FROM_SOURCE, requireBuiltClient, startServer } from './lib/server.js';
import { percentile } from './lib/stats.js';

const ROUNDS = 3;
const CARDS = 60;

const fmt = (values: number[]) =>
  `n ${values.length}  median ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms`;

export async function main() {
  requireBuiltClient();
  const server = await startServer({ name: 'flashcards', args: FROM_SOURCE });
  const { base } = server;
  const browser = await launchChromium(['--no-first-run', '--disable-background-networking']);
  try {
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
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
