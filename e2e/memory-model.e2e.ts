// 'Your memory model' on the profile page, as a learner sees it: the defaults and why optimizing
// must wait, then a simulated year of reviews (written into the suite's SQLite file), Optimize
// now, the plain-words comparison and the chart, Back to defaults; and desired retention in
// Edit Deck with its trade-off.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../server/db.js';
import { perturbedParameters, simulateLearner } from '../server/domain/memoryModel/simulate.js';
import { seedReviewHistory } from '../server/test/seedReviews.js';
import { apiFor, launchBrowser, makeCards, newPage, screenshot, signUpByApi } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DAY = 86_400_000;
/** The machine running the suite may be busy: polls wait generously (they return as soon as true). */
const until = { timeout: 20_000, interval: 200 };
const section = (page: Page) => page.getByRole('region', { name: 'Your memory model' });

/** A learner whose memory is unlike the average, reviewing for 300 days up to yesterday. */
async function seedHistory(userId: number) {
  const days = 300;
  // 500 cards: ~250 reviews in the held-out days, over the chart's minimum of 200 (300 gave 161).
  const records = simulateLearner({ parameters: perturbedParameters(2), cards: 500, days, seed: 2, start: Date.now() - (days + 1) * DAY });
  const db = createDb(inject('dbPath'));
  try {
    await seedReviewHistory(db, userId, records, { deckName: 'Spanish vocabulary' });
  } finally {
    await db.destroy();
  }
  return records.length;
}

async function mobileTwin(desktop: BrowserContext) {
  const context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    timezoneId: 'UTC',
    storageState: await desktop.storageState(),
  });
  return { context, page: await context.newPage() };
}

describe('memory model', () => {
  it('optimizes from the profile page, explains the result in plain words, and goes back to the defaults', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    await page.goto('/profile');
    await expect.poll(() => section(page).isVisible(), until).toBe(true);
    await expect.poll(() => section(page).getByTestId('memory-model-badge').textContent(), until).toBe('Default model');
    const optimizeButton = section(page).getByRole('button', { name: 'Optimize now' });
    expect(await optimizeButton.isDisabled()).toBe(true);
    expect(await section(page).getByText('You need 400 reviews to optimize; 400 more to go (you have 0).').isVisible()).toBe(true);
    expect(await section(page).getByRole('button', { name: 'Back to defaults' }).isDisabled()).toBe(true);
    await screenshot(page, 'memory-model-empty-1280');

    const api = await apiFor(context);
    const me = (await api.call('GET', '/api/auth/me')) as { user: { id: number } };
    const reviews = await seedHistory(me.user.id);

    await page.reload();
    await expect.poll(() => optimizeButton.isEnabled(), until).toBe(true);
    await optimizeButton.click();
    await expect.poll(() => section(page).getByTestId('memory-model-badge').textContent(), { timeout: 60_000 }).toBe('Your own model');
    const comparison = await section(page).getByTestId('memory-model-comparison').textContent();
    expect(comparison).toMatch(/^It predicts what you remember \d+% more accurately than the default model, measured on your [\d,]+ most recent reviews, which it was not fitted on\.$/);
    expect(await section(page).getByText(reviews.toLocaleString('en-US'), { exact: true }).first().isVisible()).toBe(true);
    expect(await section(page).getByText('Last fitted').isVisible()).toBe(true);
    await expect.poll(() => section(page).locator('.recharts-surface').count(), until).toBeGreaterThan(0);
    expect(await section(page).getByText('Fitted to you').first().isVisible()).toBe(true);
    await screenshot(page, 'memory-model-personal-1280');

    const mobile = await mobileTwin(context);
    await mobile.page.goto('/profile');
    await expect.poll(() => section(mobile.page).getByTestId('memory-model-badge').textContent(), until).toBe('Your own model');
    await expect.poll(() => section(mobile.page).locator('.recharts-surface').count(), until).toBeGreaterThan(0);
    await screenshot(mobile.page, 'memory-model-personal-375');
    await mobile.context.close();

    await section(page).getByRole('button', { name: 'Back to defaults' }).click();
    await page.getByRole('button', { name: 'Use the defaults' }).click();
    await expect.poll(() => section(page).getByTestId('memory-model-badge').textContent(), until).toBe('Default model');
    const model = (await api.call('GET', '/api/account/memory-model')) as { personal: boolean };
    expect(model.personal).toBe(false);
    await context.close();
  });

  it('sets a deck’s desired retention in Edit Deck, with the trade-off in plain words', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    const api = await apiFor(context);
    const deck = (await api.createDeck('Anatomy', makeCards(3, 'Bone'))) as { id: number };
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('button', { name: 'Edit Deck Info' }).click();
    const slider = page.getByLabel(/Desired retention/);
    await expect.poll(() => slider.inputValue(), until).toBe('0.9');
    expect(await page.getByText(/The recommended balance of remembering and reviewing\. Higher retention means more reviews a day\./).isVisible()).toBe(true);
    await slider.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => slider.inputValue(), until).toBe('0.95');
    expect(await page.getByText(/You should remember about 95% of cards when they come up, for roughly 2\.5× as many reviews a day as at 90%\./).isVisible()).toBe(true);
    await screenshot(page, 'deck-retention-1280');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(async () => ((await api.call('GET', `/api/decks/${deck.id}`)) as { desired_retention: number }).desired_retention, until).toBe(0.95);

    const mobile = await mobileTwin(context);
    await mobile.page.goto(`/decks/${deck.id}`);
    await mobile.page.getByRole('button', { name: 'Edit Deck Info' }).click();
    await expect.poll(() => mobile.page.getByLabel(/Desired retention/).inputValue(), until).toBe('0.95');
    await screenshot(mobile.page, 'deck-retention-375');
    await mobile.context.close();
    await context.close();
  });
});
