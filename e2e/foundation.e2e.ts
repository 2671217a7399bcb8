import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../shared/messages';
import { apiFor, launchBrowser, makeCards, newPage, PASSWORD, screenshot, signUp, uniqueEmail } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the foundation user story', () => {
  it('landing → signup → decks: create, search, rename, delete', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { name: 'Gamified Studying, Serious Results.' }).isVisible()).toBe(true);
    for (const text of ['Sound Familiar?', 'Endless flipping', 'Focus struggles', 'Stale tools', 'Why Choose Cardcade']) {
      expect(await page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
    }
    expect(await page.getByRole('link', { name: 'Privacy Policy' }).isVisible()).toBe(true);
    expect(await page.getByText(`© ${new Date().getFullYear()} Cardcade`).isVisible()).toBe(true);
    await screenshot(page, 'landing-desktop');
    await page.getByRole('link', { name: 'Try It For Free' }).click();
    await page.waitForURL('**/signup');
    // The auth links are hidden on the auth pages.
    expect(await page.getByRole('navigation', { name: 'Account' }).count()).toBe(0);

    // Signup validation happens before sending.
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel(/^Password/).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    expect(await page.getByRole('alert').textContent()).toBe(MSG.passwordTooShort);
    await page.getByLabel('Confirm password').fill('shorter');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    expect(await page.getByRole('alert').textContent()).toBe(MSG.passwordsDontMatch);
    await screenshot(page, 'signup-desktop');

    await signUp(page);
    await expect.poll(() => page.getByText(MSG.noDecksYet).isVisible()).toBe(true);
    await screenshot(page, 'decks-empty-desktop');

    // Create two decks through the modal.
    for (const name of ['Biology', 'Spanish verbs']) {
      await page.getByRole('button', { name: 'Create New Deck' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Deck' });
      await dialog.getByRole('button', { name: 'Create Deck' }).click();
      expect(await dialog.getByRole('alert').textContent()).toBe(MSG.deckNameRequired);
      await dialog.getByLabel('Deck Name').fill(name);
      await dialog.getByRole('button', { name: 'Create Deck' }).click();
      await dialog.waitFor({ state: 'detached' });
      // The new deck opens at once (issue 48); back to My Decks for the next one.
      await page.waitForURL(/\/decks\/\d+$/);
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      await page.getByRole('link', { name: 'My Decks' }).click();
      await page.waitForURL('**/decks');
    }
    const rows = page.getByRole('list', { name: 'Decks' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain('Manual Entry');

    await page.getByLabel('Search decks').fill('  SPAN ');
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByLabel('Search decks').fill('chemistry');
    await expect.poll(() => page.getByText('No decks found matching "chemistry"').isVisible()).toBe(true);
    await page.getByLabel('Search decks').fill('');
    await screenshot(page, 'decks-desktop');

    // Delete through the kebab menu.
    await page.getByRole('button', { name: 'Actions for Biology' }).click();
    expect(await page.getByRole('menuitem', { name: 'View/Edit' }).isVisible()).toBe(true);
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Deck' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => rows.count()).toBe(1);

    // Rename from the deck page.
    await rows.first().getByRole('link').click();
    await page.waitForURL(/\/decks\/\d+$/);
    await page.getByRole('button', { name: 'Edit Deck Info' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Deck' });
    await edit.getByLabel('Deck Name').fill('Spanish: verbs');
    await edit.getByLabel('Description').fill('The 20 most common verbs');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('heading', { name: 'Spanish: verbs' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Start Smart Session' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('deck detail: add, edit, delete, search and page through cards; exam date set, change, clear', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    const api = await apiFor(context);
    const deck = await api.createDeck('Vocabulary', makeCards(21));
    await page.goto(`/decks/${deck.id}`);
    const list = page.getByRole('list', { name: 'Flashcards' }).getByRole('listitem');
    await expect.poll(() => list.count()).toBe(10);
    expect(await page.getByText('Page 1 of 3').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => list.count()).toBe(1);

    // Typing returns to page 1; search matches term or definition, case-insensitively.
    await page.getByLabel('Search cards').fill(' NUMBER 1 ');
    await expect.poll(() => page.getByText(/Page 1 of 2/).isVisible()).toBe(true);
    await page.getByLabel('Search cards').fill('zebra');
    await expect.poll(() => page.getByText('No cards found matching "zebra"').isVisible()).toBe(true);
    await page.getByLabel('Search cards').fill('');

    // Add: blank fields refused; after success both fields clear.
    await page.getByRole('button', { name: 'Add New Card' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Flashcard' });
    await add.getByRole('button', { name: 'Add Card' }).click();
    expect(await add.getByRole('alert').textContent()).toBe(MSG.termAndDefinitionRequired);
    await add.getByLabel('Term', { exact: true }).fill('Zebra');
    await add.getByLabel('Definition', { exact: true }).fill('A striped horse');
    await add.getByRole('button', { name: 'Add Card' }).click();
    await expect.poll(async () => (await add.getByLabel('Term', { exact: true }).innerText()).trim()).toBe('');
    expect((await add.getByLabel('Definition', { exact: true }).innerText()).trim()).toBe('');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByText('22 cards').isVisible()).toBe(true);

    await page.getByLabel('Search cards').fill('zebra');
    await page.getByRole('button', { name: 'Edit Zebra' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Flashcard' });
    expect((await edit.getByLabel('Term', { exact: true }).innerText()).trim()).toBe('Zebra');
    await edit.getByLabel('Definition', { exact: true }).fill('An African equid with stripes');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByText('An African equid with stripes').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Delete Zebra' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Flashcard' });
    expect(await confirm.textContent()).toContain('Are you sure you want to delete the card "Zebra"?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('No cards found matching "zebra"').isVisible()).toBe(true);
    await page.getByLabel('Search cards').fill('');

    // Exam date: set, change, clear (with confirmation).
    const future = new Date(Date.now() + 30 * 86_400_000);
    const iso = future.toISOString().slice(0, 10);
    const long = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(future);
    await page.getByRole('button', { name: 'Set Exam Date' }).click();
    expect(await page.getByLabel('Pick exam date').getAttribute('min')).toBe(new Date().toISOString().slice(0, 10));
    await page.getByLabel('Pick exam date').fill(iso);
    expect(await page.getByText(long).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Exam date' }).textContent()).toContain(long);
    await screenshot(page, 'deck-detail-desktop');

    const later = new Date(Date.now() + 40 * 86_400_000);
    await page.getByRole('button', { name: 'Edit exam date' }).click();
    await page.getByLabel('Pick exam date').fill(later.toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const laterLong = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(later);
    await expect.poll(() => page.getByRole('region', { name: 'Exam date' }).textContent()).toContain(laterLong);

    await page.getByRole('button', { name: 'Clear exam date' }).click();
    const clear = page.getByRole('dialog', { name: 'Clear Exam Date' });
    expect(await clear.textContent()).toContain(MSG.clearExamDateConfirm);
    await clear.getByRole('button', { name: 'Clear Date' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Set Exam Date' }).isVisible()).toBe(true);
    await context.close();
  });

  it('guards: remembers the wanted page through login; logout; unknown paths go home', async () => {
    const { page, context } = await newPage(browser);
    const email = await signUp(page);
    const deck = await (await apiFor(context)).createDeck('Remember me', makeCards(2));

    await page.getByRole('button', { name: /Open user menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);

    await page.goto(`/decks/${deck.id}`);
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(MSG.loginFailed);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`**/decks/${deck.id}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Remember me' }).isVisible()).toBe(true);

    // A logged-in user on the landing page or /dashboard ends on the library.
    await page.goto('/');
    await page.waitForURL('**/decks');
    await page.goto('/no/such/page');
    await page.waitForURL('**/decks');
    await page.goto('/profile');
    await expect.poll(() => page.getByRole('heading', { name: 'Profile' }).isVisible()).toBe(true);
    await page.goto('/feedback');
    await expect.poll(() => page.getByText('help@cardcade.test').isVisible()).toBe(true);
    await context.close();

    const fresh = await newPage(browser);
    await fresh.page.goto('/no/such/page');
    await fresh.page.waitForURL((url) => url.pathname === '/');
    await fresh.page.goto('/privacy');
    await expect.poll(() => fresh.page.getByText('Effective date: 6/1/2025').isVisible()).toBe(true);
    await fresh.page.goto('/terms');
    await expect.poll(() => fresh.page.getByText('Effective date: 6/1/2025').isVisible()).toBe(true);
    await fresh.context.close();
  });

  it('at 375 px: the mobile menu opens, navigates and closes; pages fit the screen', async () => {
    const { page, context } = await newPage(browser, { mobile: true });
    await page.goto('/');
    await screenshot(page, 'landing-mobile');
    await signUp(page);
    const api = await apiFor(context);
    const deck = await api.createDeck('Mobile deck', makeCards(12));
    await page.reload();
    await screenshot(page, 'decks-mobile');

    await page.getByRole('button', { name: /Open user menu/ }).click();
    const menu = page.getByRole('menu', { name: 'User menu' });
    expect(await menu.isVisible()).toBe(true);
    await screenshot(page, 'menu-mobile');
    await menu.getByRole('menuitem', { name: 'Feedback' }).click();
    await page.waitForURL('**/feedback');
    expect(await menu.count()).toBe(0); // closed on route change

    await page.getByRole('button', { name: /Open user menu/ }).click();
    await page.mouse.click(20, 700); // an outside click
    expect(await page.getByRole('menu', { name: 'User menu' }).count()).toBe(0);

    await page.goto(`/decks/${deck.id}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Mobile deck' }).isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'deck-detail-mobile');
    await context.close();
  });
});
