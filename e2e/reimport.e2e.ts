import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, openImportDialog, screenshot, signUp } from './helpers';

// Re-importing the same deck (issue 13): the preview warns, and 'Update the Existing Deck'
// changes the matched cards' definitions, adds the new ones and keeps the rest, in place.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function previewQuizlet(page: Page, text: string) {
  const dialog = await openImportDialog(page);
  await dialog.getByLabel(/Quizlet pasted text/).check();
  await dialog.getByLabel('Deck name').fill('Idioms');
  await dialog.getByLabel('Pasted Quizlet text').fill(text);
  await dialog.getByRole('button', { name: 'Preview Import' }).click();
  await dialog.getByRole('table').waitFor();
  return dialog;
}

describe('re-import', () => {
  it.each([false, true])('mobile=%s: updates the existing deck in place instead of making a copy', async (mobile) => {
    const { page, context } = await newPage(browser, { mobile });
    await signUp(page);
    let dialog = await previewQuizlet(page, 'a bad apple\ta trouble maker\nbreak a leg\tgood luck\nold one\tstays');
    await dialog.getByRole('button', { name: 'Confirm Import' }).click();
    await dialog.getByRole('list', { name: 'Created decks' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });

    dialog = await previewQuizlet(page, 'a bad apple\tsomeone who spoils the group\nbreak a leg\tgood luck\nin hot water\tin trouble');
    await dialog.getByText('You have imported this before.').waitFor();
    expect(await dialog.getByText(/keep your progress/).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Import as a New Copy' }).isVisible()).toBe(true);
    await page.waitForTimeout(250);
    await screenshot(page, `reimport-offer-${mobile ? 'mobile' : 'desktop'}`);
    await dialog.getByRole('button', { name: 'Update the Existing Deck' }).click();
    await dialog.getByText('Deck “Idioms” updated: 1 card changed, 1 added, 1 unchanged; 1 not in the file kept.').waitFor();
    await screenshot(page, `reimport-done-${mobile ? 'mobile' : 'desktop'}`);
    await dialog.getByRole('link', { name: /Open deck/ }).click();
    await page.getByRole('heading', { name: 'Idioms' }).waitFor();
    await expect.poll(() => page.getByText('someone who spoils the group').count()).toBeGreaterThan(0);
    expect(await page.getByText('in hot water').count()).toBeGreaterThan(0);
    expect(await page.getByText('stays', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText('a trouble maker').count()).toBe(0);

    // Still one deck in the library.
    await page.goto('/decks');
    await page.getByRole('heading', { name: 'My Decks' }).waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'Decks' }).getByRole('listitem').filter({ hasText: 'Idioms' }).count()).toBe(1);
    await context.close();
  }, 180_000);
});
