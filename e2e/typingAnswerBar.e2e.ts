// Type the Answer keeps its rating buttons in reach, as the flip cards' answer bar does (issue
// 48): once an answer is checked, Again / Hard / Good / Easy stay stuck to the foot of what is
// visible, on a card with a tall picture (375×812 and 1280×720) and with a phone's on-screen
// keyboard up (a 375×360 view), and the suggested rating, focused, is one of them. Axe clean.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../server/domain/import/mediaBytes';
import { apiFor, launchBrowser, newPage, screenshot, signUpByApi } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const until = { timeout: 20_000, interval: 200 };
const game = (page: Page) => page.getByRole('region', { name: 'Type the Answer game' });
const RATINGS = [/^Again/, /^Hard/, /^Good/, /^Easy/];

async function axeFindings(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`);
}

async function upload(context: BrowserContext, size: number): Promise<{ id: number; url: string }> {
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await context.request.post('/api/media', {
    multipart: { image: { name: 'structure.png', mimeType: 'image/png', buffer: Buffer.from(await gradientPng(size)) } },
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; url: string };
}

/** Where the element is against the visual viewport (what the on-screen keyboard leaves). */
async function placement(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const view = await page.evaluate(() => ({ top: window.visualViewport!.offsetTop, height: window.visualViewport!.height }));
  return { top: Math.round(box.y - view.top), bottom: Math.round(box.y + box.height - view.top), height: Math.round(view.height) };
}

async function expectRatingsInView(page: Page, fits = true) {
  for (const name of RATINGS) {
    const place = await placement(page, game(page).getByRole('button', { name }));
    expect(place.top, `${name} top`).toBeGreaterThanOrEqual(0);
    expect(place.bottom, `${name} at ${place.bottom} in a ${place.height} px view`).toBeLessThanOrEqual(place.height);
  }
  // The suggested rating has the focus, in view: Enter takes it.
  expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-suggested'))).toBe(true);
  // The result sits between the app's header and the bar, nothing covering it: whole when it fits
  // (`fits`), else from its verdict down.
  const result = await placement(page, game(page).getByTestId('typing-result'));
  const verdict = await placement(page, game(page).getByTestId('typing-result').getByRole('status'));
  const bar = await placement(page, game(page).getByTestId('answer-bar'));
  const header = await placement(page, page.locator('header').first());
  expect(result.top, 'the result starts below the header').toBeGreaterThanOrEqual(header.bottom - 1);
  expect(verdict.bottom, 'the verdict is above the bar').toBeLessThanOrEqual(bar.top + 1);
  if (fits) expect(result.bottom, 'the result ends above the bar').toBeLessThanOrEqual(bar.top + 1);
}

describe('Type the Answer: the rating buttons stay in reach (issue 48)', () => {
  for (const mobile of [true, false]) {
    const size = mobile ? { width: 375, height: 812 } : { width: 1280, height: 720 };
    it(`a card with a tall picture at ${size.width}×${size.height}: the ratings are on screen once the answer is checked`, async () => {
      const { page, context } = await newPage(browser, { mobile });
      if (!mobile) await page.setViewportSize(size);
      await signUpByApi(context);
      const api = await apiFor(context);
      const big = await upload(context, 700);
      const deck = (await api.call('POST', '/api/decks', { name: 'Structures' })) as { id: number };
      await api.call('POST', `/api/decks/${deck.id}/cards`, { termHtml: `<p>Which amino acid has an indole side chain?</p><img src="${big.url}" alt="">`, termImageId: big.id, definition: 'tryptophan' });
      await page.goto(`/play/typing/${deck.id}`);
      await game(page).getByTestId('typing-prompt-box').waitFor();
      await expect.poll(() => game(page).locator('[data-testid="typing-prompt-box"] img').evaluateAll((imgs) => imgs.length > 0 && imgs.every((img) => (img as HTMLImageElement).complete)), until).toBe(true);
      const field = game(page).getByRole('textbox', { name: 'Your answer' });
      await field.click();
      await page.keyboard.type('tryptophan');
      await page.keyboard.press('Enter');
      await game(page).getByTestId('typing-result').waitFor();
      expect(await game(page).getByTestId('typing-result').getAttribute('data-verdict')).toBe('right');
      await expectRatingsInView(page);
      await screenshot(page, `typing-answer-bar-${size.width}`, { fullPage: false, animations: 'disabled' });
      expect(await axeFindings(page)).toEqual([]);
      await page.keyboard.press('Enter');
      await game(page).getByRole('heading', { name: 'Round complete' }).waitFor();
      await context.close();
    });
  }

  it('on a phone with the on-screen keyboard up (375×360): the checked answer keeps its ratings above the keyboard, in light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, context } = await newPage(browser, { mobile: true });
      if (theme === 'dark') await context.addInitScript(() => (document.cookie = 'cardcade_theme=dark; path=/'));
      await signUpByApi(context);
      const api = await apiFor(context);
      const deck = await api.createDeck('Body');
      await api.call('POST', `/api/decks/${deck.id}/cards`, { kind: 'cloze', clozeText: 'The {{c1::heart}} pumps blood around the body, day and night, for a whole life.' });
      await page.setViewportSize({ width: 375, height: 360 });
      await page.goto(`/play/typing/${deck.id}`);
      const field = game(page).getByRole('textbox', { name: 'Your answer' });
      await field.waitFor();
      await field.tap();
      await page.keyboard.type('hart');
      await page.keyboard.press('Enter');
      await game(page).getByTestId('typing-result').waitFor();
      // 360 px hold less than the header, the diff, the answer, the filled-in text and the bar.
      await expectRatingsInView(page, false);
      await screenshot(page, `typing-answer-bar-375-keyboard${theme === 'dark' ? '-dark' : ''}`, { fullPage: false, animations: 'disabled' });
      expect(await axeFindings(page)).toEqual([]);
      // The answer and its diff scroll above the bar: scrolled to the end, the bar covers none of them.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const reveal = await placement(page, game(page).getByTestId('typing-reveal'));
      const bar = await placement(page, game(page).getByTestId('answer-bar'));
      expect(reveal.bottom).toBeLessThanOrEqual(bar.top + 1);
      await game(page).getByRole('button', { name: /^Again/ }).tap();
      await game(page).getByRole('heading', { name: 'Round complete' }).waitFor();
      await context.close();
    }
  });
});
