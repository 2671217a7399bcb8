// The owner's "Reject all" on a flooded suggestions queue (issue 49, docs/shared-decks.md): a
// learner sends several suggestions; the owner opens the deck, presses Reject all, sees the
// confirmation, cancels once (nothing changes), then confirms: the queue goes, the learner sees
// every one of them Rejected and the cards are unchanged. At 1280 and 375 px, with screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiFor, launchBrowser, makeCards, newPage, screenshot, signUpByApi } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const until = { timeout: 20_000, interval: 200 };
/** What the screen shows now (a dialog is fixed to the viewport, so a full-page shot misplaces it), its fade-in finished. */
const viewShot = (page: Page, name: string) => screenshot(page, name, { fullPage: false, animations: 'disabled' });

describe('suggestions: Reject all', () => {
  for (const mobile of [false, true]) {
    const width = mobile ? 375 : 1280;
    it(`the owner rejects a queue of suggestions at once, after a confirmation (${width} px)`, async () => {
      const owner = await newPage(browser, { mobile });
      await signUpByApi(owner.context);
      const ownerApi = await apiFor(owner.context);
      const deck = await ownerApi.createDeck(`Flooded deck ${width}`, makeCards(3, 'Atom'));
      await ownerApi.call('PUT', `/api/decks/${deck.id}/sharing`, { visibility: 'server' });

      const learner = await newPage(browser, { mobile });
      await signUpByApi(learner.context);
      const learnerApi = await apiFor(learner.context);
      await learnerApi.call('POST', `/api/shared-decks/${deck.id}/subscribe`);
      const cards = (await learnerApi.call('GET', `/api/decks/${deck.id}`)).flashcards as { id: number; term: string }[];
      for (let i = 1; i <= 4; i++) await learnerApi.call('POST', `/api/decks/${deck.id}/suggestions`, { term: `Spam ${i}`, definition: 'Buy now' });
      await learnerApi.call('POST', `/api/cards/${cards[0].id}/suggestions`, { term: 'Spam 5', definition: 'Buy now' });

      const { page } = owner;
      await page.goto(`/decks/${deck.id}`);
      const queue = page.getByTestId('suggestions-queue');
      await expect.poll(async () => (await queue.isVisible()) && ((await queue.textContent()) ?? ''), until).toContain('Suggestions from learners (5)');
      const rejectAll = queue.getByRole('button', { name: 'Reject all', exact: true });
      await screenshot(page, `suggestions-reject-all-queue-${width}`);

      // Cancel: nothing changes.
      await rejectAll.click();
      const dialog = page.getByRole('dialog', { name: 'Reject all suggestions?' });
      await expect.poll(() => dialog.isVisible(), until).toBe(true);
      expect(await dialog.textContent()).toContain('all 5 suggestions');
      await viewShot(page, `suggestions-reject-all-confirm-${width}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.isVisible(), until).toBe(false);
      expect((await ownerApi.call('GET', `/api/decks/${deck.id}/suggestions`)).suggestions).toHaveLength(5);

      // Confirm: the queue goes and a toast says how many.
      await rejectAll.click();
      await expect.poll(() => dialog.isVisible(), until).toBe(true);
      await dialog.getByRole('button', { name: 'Reject all' }).click();
      await expect.poll(() => queue.isVisible(), until).toBe(false);
      await expect.poll(() => page.getByText('5 suggestions rejected.').isVisible(), until).toBe(true);
      await viewShot(page, `suggestions-reject-all-done-${width}`);

      // The learner sees each one Rejected; the cards did not change.
      const mine = (await learnerApi.call('GET', `/api/decks/${deck.id}/suggestions`)).suggestions as { status: string }[];
      expect(mine.map((s) => s.status)).toEqual(Array(5).fill('rejected'));
      const after = (await ownerApi.call('GET', `/api/decks/${deck.id}`)).flashcards as { term: string }[];
      expect(after.map((c) => c.term)).toEqual(['Atom 1', 'Atom 2', 'Atom 3']);
      await learner.page.goto(`/decks/${deck.id}`);
      const yours = learner.page.getByTestId('your-suggestions');
      await expect.poll(async () => (await yours.isVisible()) && ((await yours.textContent()) ?? ''), until).toContain('Rejected');
      await screenshot(learner.page, `suggestions-reject-all-learner-${width}`);
      await owner.context.close();
      await learner.context.close();
    });
  }
});
