// The workload planner as a learner sees it (docs/workload.md): the Workload Forecast on the deck
// page (chart with the exam day, "add N new cards a day"), the exam's needed pace on the pacing
// meter, load balancing and Easy Days saved and kept, and Help me decide beside the retention in
// Edit Deck choosing a retention. At 1280 and 375 px, axe clean (no serious or critical finding).
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, launchBrowser, makeCards, newPage, screenshot, signUpByApi } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DAY = 86_400_000;
const until = { timeout: 30_000, interval: 200 };
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function blockingFindings(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function seedDeck(page: Page) {
  const api = await apiFor(page.context());
  const deck = (await api.createDeck('Anatomy', makeCards(30, 'Bone'))) as { id: number };
  await api.call('PUT', `/api/decks/${deck.id}`, { examDate: utcDay(Date.now() + 14 * DAY), newCardsPerDay: 2 });
  return deck.id;
}

describe.each([
  { mobile: false, width: 1280 },
  { mobile: true, width: 375 },
])('workload planner at $width px', ({ mobile, width }) => {
  it('forecasts the workload, says what the exam needs, keeps balancing and Easy Days, and helps choose a retention', async () => {
    const { page, context } = await newPage(browser, { mobile });
    await signUpByApi(context);
    const deckId = await seedDeck(page);
    await page.goto(`/decks/${deckId}`);

    // The pacing meter: 30 cards at 2 a day cannot all be seen in 14 days.
    const pacing = page.getByRole('region', { name: 'Exam Pacing' });
    await expect.poll(() => pacing.getByTestId('pacing-status').textContent(), until).toBe('Behind Schedule');
    await expect.poll(() => pacing.getByTestId('pacing-need').textContent(), until).toMatch(/^To see every card before the exam: 3 new cards a day\. That means about \d+ reviews? (\(\d+ min\) )?a day until the exam\.$/);

    // The forecast: the deck's own pace first, then 10 new cards a day.
    const panel = page.getByRole('region', { name: 'Workload Forecast' });
    await panel.scrollIntoViewIfNeeded();
    await expect.poll(() => panel.getByTestId('workload-summary').isVisible(), until).toBe(true);
    await expect.poll(() => panel.locator('.recharts-surface').count(), until).toBeGreaterThan(0);
    await expect.poll(() => panel.locator('.recharts-reference-line').count(), until).toBe(1);
    expect(await panel.getByText('Exam', { exact: true }).count()).toBeGreaterThan(0);
    const summary = () => panel.getByTestId('workload-summary').textContent();
    const before = await summary();
    await panel.getByLabel('Add new cards a day').fill('10');
    await expect.poll(summary, until).not.toBe(before);
    await panel.getByRole('button', { name: '3 months' }).click();
    expect(await panel.getByRole('button', { name: '3 months' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => panel.getByTestId('workload-summary').isVisible(), until).toBe(true);

    // Balancing off and Sunday minimum, saved and still there after a reload.
    await panel.getByTestId('load-balancing').uncheck();
    await panel.getByLabel('Sunday workload').selectOption('minimum');
    await panel.getByRole('button', { name: 'Save schedule options' }).click();
    await expect.poll(() => panel.getByRole('status').textContent(), until).toBe('Saved. New answers follow these options.');
    await panel.locator('.recharts-surface').first().waitFor();
    expect(await blockingFindings(page)).toEqual([]);
    await screenshot(page, `workload-deck-${width}`);
    await screenshot(panel, `workload-panel-${width}`);

    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Workload Forecast' });
    await reloaded.scrollIntoViewIfNeeded();
    await expect.poll(() => reloaded.getByLabel('Sunday workload').inputValue(), until).toBe('minimum');
    expect(await reloaded.getByTestId('load-balancing').isChecked()).toBe(false);

    // Help me decide beside the retention setting.
    await page.getByRole('button', { name: 'Edit Deck Info' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Deck' });
    await dialog.getByRole('button', { name: 'Help me decide' }).click();
    await expect.poll(() => dialog.getByTestId('best-retention').isVisible(), { timeout: 60_000, interval: 200 }).toBe(true);
    const best = (await dialog.getByTestId('best-retention').textContent())!.match(/^(\d+)% gives the most remembered cards/)![1];
    expect(await dialog.getByRole('row').count()).toBe(14);
    expect(await dialog.getByText('Best', { exact: true }).count()).toBe(1);
    const use = dialog.getByRole('button', { name: `Use ${best}%` });
    if (best !== '90') {
      await use.click();
      await expect.poll(() => dialog.getByLabel(/^Desired retention/).getAttribute('aria-valuetext'), until).toBe(`${best}%`);
    }
    expect(await blockingFindings(page)).toEqual([]);
    await screenshot(page, `workload-help-me-decide-${width}`, { fullPage: false });
    await context.close();
  });
});
