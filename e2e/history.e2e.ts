// Anki review history in a browser (docs/anki-history.md): a generated package whose revlog we control is
// imported through the modal with 'Keep my Anki review history' on; the deck then shows an
// accuracy chart from the Anki past and fewer due cards than cards.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ankiPackage, type TestCollection } from '../server/test/ankiTestkit';
import { launchBrowser, newPage, openImportDialog, screenshot, signUp } from './helpers';

const DAY = 86_400_000;
const tmp = path.resolve(new URL('.', import.meta.url).pathname, '.tmp', 'history');
let browser: Browser;
let file = '';

/** 12 cards: 9 reviewed in Anki over the last three weeks (one Again each for the first three), 3 new. */
function historyPackage(): TestCollection {
  const now = Date.now();
  let seq = 0;
  const review = (daysAgo: number, ease: number) => ({ id: now - daysAgo * DAY + ++seq, ease, type: 1, time: 6_000 });
  return {
    crt: Math.floor((now - 400 * DAY) / 1000),
    notetypes: [{ id: 1, name: 'Basic' }],
    decks: [{ id: 5, name: 'Capitals' }],
    notes: ['France', 'Germany', 'Italy', 'Spain', 'Portugal', 'Austria', 'Poland', 'Greece', 'Norway', 'Sweden', 'Finland', 'Ireland'].map((country, i) => ({
      fields: [country, `Capital of ${country}`],
      notetype: 0,
      cards: [
        i < 9
          ? { deck: 5, schedule: { type: 2, queue: 2, due: 420, ivl: 10, factor: 2500 }, revlog: [review(21, i < 3 ? 1 : 3), review(20, 3), review(16, 3), review(6, 3), review(2, 3)] }
          : { deck: 5 },
      ],
    })),
  };
}

beforeAll(async () => {
  fs.mkdirSync(tmp, { recursive: true });
  file = path.join(tmp, 'Capitals.apkg');
  fs.writeFileSync(file, ankiPackage(historyPackage(), 'anki21b'));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('Anki review history', () => {
  it('kept on import: the accuracy chart shows the Anki past and only the new cards are due', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    const dialog = await openImportDialog(page);
    await dialog.getByLabel(/Anki single deck/).check();
    const keep = dialog.getByRole('checkbox', { name: /Keep my Anki review history/ });
    expect(await keep.isChecked()).toBe(true);
    await dialog.getByLabel('Anki deck file').setInputFiles(file);
    await page.waitForTimeout(250);
    await screenshot(page, 'history-import-file-desktop');
    await dialog.getByRole('button', { name: 'Preview Import' }).click();
    await expect.poll(() => dialog.getByText(/9 cards have Anki review history/).isVisible()).toBe(true);
    await screenshot(page, 'history-import-preview-desktop');
    await dialog.getByRole('button', { name: 'Confirm Import' }).click();
    await dialog.getByRole('list', { name: 'Created decks' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: /Capitals/ }).first().click();
    await expect.poll(() => page.getByRole('heading', { name: 'Capitals' }).isVisible()).toBe(true);
    // 12 cards, 3 to study today (the new ones): the reviewed ones are scheduled days ahead.
    await expect.poll(() => page.getByTestId('new-left').textContent()).toBe('3 new left today');
    expect(await page.getByTestId('reviews-due').textContent()).toBe('0 reviews due');
    const accuracy = page.getByRole('region', { name: 'Accuracy Over Time' });
    await expect.poll(() => accuracy.getByTestId('accuracy-days').textContent()).toBe('5');
    await expect.poll(() => accuracy.locator('.recharts-line-curve, .recharts-area-curve, .recharts-dot').count()).toBeGreaterThan(0);
    expect(await accuracy.getByTestId('accuracy-latest').textContent()).toBe('100.0%');
    await screenshot(page, 'history-deck-desktop');

    const mobile = await newPage(browser, { mobile: true });
    await mobile.context.addCookies(await context.cookies());
    await mobile.page.goto(page.url());
    await expect.poll(() => mobile.page.getByRole('region', { name: 'Accuracy Over Time' }).getByTestId('accuracy-days').textContent()).toBe('5');
    await screenshot(mobile.page, 'history-deck-mobile');
    await mobile.context.close();
    await context.close();
  });
});
