// The card browser in a real browser (docs/browse.md): the main navigation leads to it; a search
// by tag, Shift-click selection, a bulk suspend shown in the deck's list, a move, and a delete
// confirmed by count. At 1280 px and at 375 px (rows stacked, nothing wider than the screen), axe clean.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, launchBrowser, newPage, screenshot, signUpByApi } from './helpers';
import { seriousViolations } from './axeCheck';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function seed(api: Awaited<ReturnType<typeof apiFor>>) {
  const french = await api.createDeck('French', [['chat', 'cat'], ['chien', 'dog'], ['oiseau', 'bird']]);
  const german = await api.createDeck('German', [['Hund', 'dog']]);
  const cards = (await api.call('GET', '/api/browse')).cards as { id: number; term: string }[];
  const chat = cards.find((card) => card.term === 'chat')!;
  await api.call('POST', '/api/browse/actions', { action: 'addTag', cardIds: [chat.id], tag: 'animals::pets' });
  return { french, german };
}

const rows = (page: Page) => page.getByTestId('browse-row');

describe('the card browser', () => {
  for (const mobile of [false, true]) {
    const width = mobile ? 375 : 1280;
    it(`at ${width} px: search, select a range, suspend, move, delete`, async () => {
      const { page, context } = await newPage(browser, { mobile });
      await signUpByApi(context);
      const api = await apiFor(context);
      const { french, german } = await seed(api);

      await page.goto('/decks');
      // Beside My Decks and Shared Decks; on a phone, in the user menu (as Help).
      if (mobile) {
        await page.locator('button[aria-controls="user-menu"]').click();
        await page.getByRole('menuitem', { name: 'Browse Cards' }).click();
      } else await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
      await page.getByRole('heading', { level: 1, name: 'Browse' }).waitFor();
      await expect.poll(() => rows(page).count()).toBe(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `browse-${width}`);

      // A tag search finds the child tag's card.
      await page.getByRole('searchbox', { name: 'Search cards' }).fill('tag:animals');
      await page.keyboard.press('Enter');
      await expect.poll(() => rows(page).count()).toBe(1);
      await page.getByRole('searchbox', { name: 'Search cards' }).fill('deck:French');
      await page.keyboard.press('Enter');
      await expect.poll(() => rows(page).count()).toBe(3);

      // Newest first: oiseau, chien, chat. Click the first, Shift-click the second: two selected.
      await page.getByRole('checkbox', { name: 'Select oiseau' }).click();
      await page.getByRole('checkbox', { name: 'Select chien' }).click({ modifiers: ['Shift'] });
      await page.getByText('2 selected').waitFor();
      await page.getByRole('button', { name: 'Suspend', exact: true }).click();
      await expect.poll(() => page.getByText('Suspended', { exact: true }).count()).toBe(2);
      expect(await seriousViolations(page)).toEqual([]);
      const deck = (await api.call('GET', `/api/decks/${french.id}`)) as { flashcards: { term: string; suspended?: boolean }[] };
      expect(deck.flashcards.filter((card) => card.suspended).map((card) => card.term).sort()).toEqual(['chien', 'oiseau']);
      // The deck's own list marks them too.
      await page.goto(`/decks/${french.id}`);
      await expect.poll(() => page.getByRole('list', { name: 'Flashcards' }).getByText('Suspended', { exact: true }).count()).toBe(2);
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Browse' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search cards' }).fill('deck:French');
      await page.keyboard.press('Enter');
      await expect.poll(() => rows(page).count()).toBe(3);

      // Move chat to German with the keyboard.
      await page.getByRole('checkbox', { name: 'Select chat' }).focus();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'Move', exact: true }).click();
      await page.getByRole('combobox', { name: 'Move to deck' }).selectOption({ label: 'German' });
      await page.getByRole('button', { name: 'Move', exact: true }).click();
      await expect.poll(() => rows(page).count()).toBe(2);
      expect(((await api.call('GET', `/api/decks/${german.id}`)) as { flashcards: unknown[] }).flashcards).toHaveLength(2);

      // Select the page and delete, confirmed by count.
      await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete cards' });
      expect(await dialog.textContent()).toContain('Delete 2 cards with their review history?');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `browse-delete-${width}`, { fullPage: false });
      await dialog.getByRole('button', { name: 'Delete 2 cards' }).click();
      await page.getByText('No card matches this search.').waitFor();
      await context.close();
    });
  }
});
