// Type the Answer figure (docs/study-modes.md, issue 27): keypress → feedback in a real browser, goal p95
// ≤ 50 ms at 375 px. Debian's Chromium plays casual rounds of 15 cards at 375 px and 1280 px by
// keyboard, typing right, almost and wrong answers (some long, so the diff has work to do). Per
// key, the page records the time from the key event (its timeStamp) to the next animation frame,
// when what the key changed is about to be painted: each typed character (the field's echo),
// Enter (the verdict, the diff and the ratings) and the rating (the next prompt). The component's
// own performance measures give the app time of Enter → result and rating → next prompt.
// Needs the built client (`npm run build`).
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium } from './lib/browser.js';
import { FROM_SOURCE, requireBuiltClient, startServer } from './lib/server.js';
import { percentile } from './lib/stats.js';

const ROUNDS = 2;
const CARDS = 30;

const fmt = (values: number[]) =>
  values.length === 0
    ? 'n 0'
    : `n ${values.length}  median ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms`;

/** Card i's answer: short words, phrases with accents, and long sentences. */
function answerOf(i: number): string {
  if (i % 3 === 0) return `la maison numéro ${i}`;
  if (i % 3 === 1) return `word${i}`;
  return `A long definition for card ${i}, written out in full so that the diff has to compare well over a hundred characters of text.`;
}

/** What the learner types for card i: right, almost (one letter dropped or no accent) or wrong. */
function typedFor(answer: string, turn: number): string {
  if (turn % 3 === 0) return answer.toUpperCase();
  if (turn % 3 === 1) return answer.normalize('NFD').replace(/\p{M}/gu, '').replace(/(.)(.)$/u, '$2');
  return 'something else entirely';
}

// Recorded in the page: key event → the next animation frame (the DOM is updated by then: React
// renders a discrete event's update synchronously).
const RECORDER = () => {
  const w = window as unknown as { __keyFrames: { key: string; ms: number }[] };
  w.__keyFrames = [];
  window.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      const key = event.key.length === 1 ? 'char' : event.key;
      requestAnimationFrame(() => w.__keyFrames.push({ key, ms: performance.now() - start }));
    },
    true,
  );
};

async function playRound(page: Page, answers: Map<string, string>, turnStart: number): Promise<void> {
  for (let card = 0; card < 15; card++) {
    const prompt = (await page.getByTestId('typing-prompt').textContent()) ?? '';
    const answer = answers.get(prompt) ?? '';
    await page.keyboard.type(typedFor(answer, turnStart + card));
    await page.keyboard.press('Enter');
    await page.getByTestId('typing-result').waitFor();
    // The rating: Enter takes the suggested one (after the checking Enter was released).
    await page.keyboard.press('Enter');
    if (card < 14) await page.getByTestId('typing-result').waitFor({ state: 'detached' });
  }
}

export async function main() {
  requireBuiltClient();
  const server = await startServer({ name: 'typing', args: FROM_SOURCE });
  const { base } = server;
  const browser = await launchChromium(['--no-first-run', '--disable-background-networking']);
  try {
    console.log(`Type the Answer, ${ROUNDS} casual rounds of 15 cards per width (right, almost, wrong in turn):`);
    for (const mobile of [true, false]) {
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
      await call('/api/auth/signup', { email: `bench-typing-${Date.now()}-${mobile}@example.com`, password: 'correct horse battery' });
      const deck = (await call('/api/decks', { name: 'Typing bench' })) as { id: number };
      const answers = new Map<string, string>();
      for (let i = 1; i <= CARDS; i++) {
        answers.set(`Prompt ${i}`, answerOf(i));
        await call(`/api/decks/${deck.id}/cards`, { term: `Prompt ${i}`, definition: answerOf(i) });
      }

      await context.addInitScript(RECORDER);
      const page = await context.newPage();
      await page.goto(`/play/typing/${deck.id}`);
      for (let round = 0; round < ROUNDS; round++) {
        if (round > 0) await page.getByRole('button', { name: 'Play Again' }).click();
        await page.getByTestId('typing-prompt').waitFor();
        await page.getByTestId('typing-input').click();
        await playRound(page, answers, round * 15);
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByRole('button', { name: 'Play Again' }).waitFor();
      }
      const frames = await page.evaluate(() => (window as unknown as { __keyFrames: { key: string; ms: number }[] }).__keyFrames);
      const measures = await page.evaluate(() => performance.getEntriesByType('measure').map((m) => ({ name: m.name, duration: m.duration })));
      const of = (name: string) => measures.filter((m) => m.name === name).map((m) => m.duration);
      const keys = (key: string) => frames.filter((f) => f.key === key).map((f) => f.ms);
      const label = mobile ? '375 px' : '1280 px';
      console.log(`${label.padEnd(8)} character → frame (echo)     ${fmt(keys('char'))}`);
      console.log(`${label.padEnd(8)} Enter → frame (both Enters)  ${fmt(keys('Enter'))}`);
      console.log(`${label.padEnd(8)} app: Enter → result          ${fmt(of('typing:check'))}`);
      console.log(`${label.padEnd(8)} app: rating → next prompt    ${fmt(of('typing:next'))}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
