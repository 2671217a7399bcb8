// Issue 29 in a real browser: end screens that follow the score with 'Practise the missed cards'
// (casual and Smart), and offline study that agrees with online (the daily new-card limit, casual
// games from the saved deck, queued answers said after End Session).
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { END_MSG } from '../shared/messages';
import { apiFor, launchBrowser, makeCards, newPage, screenshot, signUp, signUpByApi } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const game = (page: Page) => page.getByRole('region', { name: 'Flashcards game' });
const front = (page: Page) => game(page).getByTestId('flashcard-front');

/** axe on what is on screen: no serious or critical finding. */
async function expectNoSeriousAxe(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

/** Grades every card of the round shown (Space, then the key), then Continue. */
async function gradeRound(page: Page, rating: (i: number) => number) {
  await front(page).waitFor();
  const total = Number(((await game(page).getByTestId('flashcards-progress').textContent()) ?? '').split('/ ')[1]);
  for (let i = 0; i < total; i++) {
    await expect.poll(() => game(page).getByTestId('flashcards-progress').textContent()).toBe(`${i + 1} / ${total}`);
    await page.keyboard.press('Space');
    await game(page).getByTestId('flashcard-back').waitFor();
    await page.keyboard.press(String(rating(i)));
  }
  await game(page).getByRole('heading', { name: 'Round complete' }).waitFor();
  await game(page).getByRole('button', { name: 'Continue' }).click();
}

for (const mobile of [false, true]) {
  const width = mobile ? 375 : 1280;
  describe(`end screens by score at ${width} px`, () => {
    it("casual 0 / 3: no trophy, honest words, 'Practise the missed cards' plays just those; Smart 0 / 2: no 'Great work!', a practice round", async () => {
      const { page, context } = await newPage(browser, { mobile });
      await signUpByApi(context);
      const api = await apiFor(context);
      const deck = (await api.createDeck('Hard words', makeCards(3))) as { id: number };

      await page.goto(`/play/flashcards/${deck.id}`);
      await gradeRound(page, () => 1);
      await page.getByRole('heading', { name: END_MSG.gameTitle.low }).waitFor();
      expect(await page.getByTestId('trophy').count()).toBe(0);
      expect(await page.getByTestId('score-verdict').textContent()).toBe(END_MSG.gameLine.low);
      expect(await page.getByTestId('game-score').textContent()).toBe('0 / 3');
      await screenshot(page, `end-casual-low-${width}`);
      await expectNoSeriousAxe(page);
      await page.getByRole('button', { name: END_MSG.practiseMissed }).click();
      await gradeRound(page, () => 3);
      await page.getByRole('heading', { name: "Game Over! You've completed the game." }).waitFor();
      expect(await page.getByTestId('trophy').count()).toBe(1);
      expect(await page.getByTestId('game-score').textContent()).toBe('3 / 3');
      await screenshot(page, `end-casual-great-${width}`);

      const small = (await api.createDeck('Two words', makeCards(2))) as { id: number };
      await page.goto(`/decks/${small.id}`);
      await page.getByRole('button', { name: 'Start Smart Session' }).click();
      const modal = page.getByRole('dialog', { name: 'Start a Smart Session' });
      await modal.getByRole('radio', { name: /Flashcards/ }).click();
      await modal.getByRole('button', { name: 'Start Studying' }).click();
      await gradeRound(page, () => 1);
      await gradeRound(page, () => 3); // both come back; known now
      await expect.poll(() => page.getByTestId('session-score').textContent(), { timeout: 10_000 }).toBe('0 / 2');
      expect(await page.getByTestId('summary-line').textContent()).toBe(END_MSG.sessionLine.low);
      expect(await page.getByText('Great work').count()).toBe(0);
      await screenshot(page, `end-smart-low-${width}`);
      await expectNoSeriousAxe(page);
      await page.getByRole('button', { name: END_MSG.practiseMissed }).click();
      expect(await page.getByText(END_MSG.practiceNote).first().isVisible()).toBe(true);
      await gradeRound(page, () => 3);
      await page.getByRole('heading', { name: END_MSG.practiceTitle }).waitFor();
      expect(await page.getByTestId('game-score').textContent()).toBe('2 / 2');
      await screenshot(page, `end-smart-practice-${width}`);
      await expectNoSeriousAxe(page);
      await page.getByRole('button', { name: 'Back to Summary' }).click();
      await page.getByRole('heading', { name: 'Performance Review!' }).waitFor();
      await context.close();
    }, 180_000);
  });
}

for (const mobile of [false, true]) {
  const width = mobile ? 375 : 1280;
  describe(`today's new-card limit at ${width} px (issue 29.2)`, () => {
    it("the deck page and the modal say the limit is reached; 'Study 10 more new cards today' brings 10 new cards", async () => {
      const { page, context } = await newPage(browser, { mobile });
      await signUpByApi(context);
      const api = await apiFor(context);
      const deck = (await api.createDeck('Limit words', makeCards(25))) as { id: number };
      await api.call('PUT', `/api/decks/${deck.id}`, { name: 'Limit words', newCardsPerDay: 0 });
      await page.goto(`/decks/${deck.id}`);
      await expect.poll(() => page.getByTestId('new-left').textContent()).toBe('New-card limit reached today');
      expect(await page.getByTestId('reviews-due').textContent()).toBe('0 reviews due');
      expect(await page.getByTestId('new-limit-reached').textContent()).toContain("You've reached today's limit of 0 new cards. 25 more are waiting.");
      await screenshot(page, `limit-deck-${width}`);
      await expectNoSeriousAxe(page);

      await page.getByRole('button', { name: 'Start Smart Session' }).click();
      const modal = page.getByRole('dialog', { name: 'Start a Smart Session' });
      await expect.poll(() => modal.getByTestId('ready-counts').textContent()).toBe('0 reviews due · 0 new left today');
      expect(await modal.getByRole('spinbutton', { name: 'New cards today' }).inputValue()).toBe('0');
      await screenshot(page, `limit-modal-${width}`);
      await expectNoSeriousAxe(page);
      await modal.getByRole('button', { name: 'Study 10 more new cards today' }).click();
      await expect.poll(() => modal.getByTestId('ready-counts').textContent(), { timeout: 10_000 }).toBe('0 reviews due · 10 new left today');
      expect(await modal.getByTestId('new-limit-reached').count()).toBe(0);
      expect(await modal.getByRole('radio', { name: /Flashcards/ }).isDisabled()).toBe(false);
      await modal.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => page.getByTestId('new-left').textContent()).toBe('10 new left today');
      await context.close();
    }, 120_000);
  });
}

describe('offline agrees with online (issue 29.3)', () => {
  it('an offline Smart Session keeps the daily limit; End Session says the answers wait; casual games play from the saved deck', async () => {
    const { page, context } = await newPage(browser, { serviceWorkers: 'allow' });
    await signUp(page);
    const deck = (await (await apiFor(context)).createDeck('Thirty offline', makeCards(30))) as { id: number };
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('heading', { name: 'Thirty offline' }).waitFor();
    await expect.poll(() => page.getByTestId('new-left').textContent()).toBe('20 new left today');
    // The offline copy: the service worker, the pack and the saved queries.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await expect
      .poll(
        () =>
          page.evaluate(
            (id) =>
              new Promise<boolean>((resolve) => {
                const open = indexedDB.open('keyval-store');
                open.onsuccess = () => {
                  const db = open.result;
                  if (!db.objectStoreNames.contains('keyval')) return resolve(false);
                  const req = db.transaction('keyval').objectStore('keyval').getAllKeys();
                  req.onsuccess = () => resolve(req.result.map(String).some((k) => k.startsWith('cardcade.pack.') && k.endsWith(`.${id}`)));
                };
                open.onerror = () => resolve(false);
              }),
            deck.id,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    // Warm the pages offline play needs (lazy chunks), as a learner who played once would have.
    await page.goto(`/play/flashcards/${deck.id}`);
    await front(page).waitFor();
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('heading', { name: 'Thirty offline' }).waitFor();
    // The saved query cache holds the modal's game options (written when the page is idle).
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              new Promise<boolean>((resolve) => {
                const open = indexedDB.open('keyval-store');
                open.onsuccess = () => {
                  const req = open.result.transaction('keyval').objectStore('keyval').get('cardcade.queryCache');
                  req.onsuccess = () => resolve(JSON.stringify(req.result ?? '').includes('availableSmartGames'));
                  req.onerror = () => resolve(false);
                };
                open.onerror = () => resolve(false);
              }),
          ),
        { timeout: 30_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    // Casual games are on offline, and a round is drawn from the saved deck.
    const casual = page.getByRole('button', { name: /Flashcards/ }).first();
    expect(await casual.isEnabled()).toBe(true);
    await casual.click();
    await page.waitForURL(`**/play/flashcards/${deck.id}`);
    await front(page).waitFor();
    await screenshot(page, 'offline-casual-1280');
    await page.getByRole('link', { name: 'Back to Deck' }).click();
    await page.getByRole('heading', { name: 'Thirty offline' }).waitFor();

    // Smart Session offline: 20 new cards today, not 30 (as online).
    await page.getByRole('button', { name: 'Start Smart Session' }).click();
    const modal = page.getByRole('dialog', { name: 'Start a Smart Session' });
    await modal.getByRole('radio', { name: /Flashcards/ }).click();
    await modal.getByRole('button', { name: 'Start Studying' }).click();
    await page.waitForURL(`**/study/deck/${deck.id}`);
    await front(page).waitFor();
    expect(await page.getByText('Cards 0 / 20').isVisible()).toBe(true);
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Space');
      await page.keyboard.press('3');
    }
    await page.getByRole('button', { name: 'Back to Deck' }).first().click();
    await page.getByRole('dialog', { name: 'End Session' }).getByRole('button', { name: 'End Session' }).click();
    await page.waitForURL(`**/decks/${deck.id}`);
    await expect.poll(() => page.getByTestId('queued-answers').textContent(), { timeout: 10_000 }).toBe("3 answers are saved on this device and will sync when you're back online.");
    await screenshot(page, 'offline-queued-1280');
    await expectNoSeriousAxe(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'offline-queued-375');

    // Back online: the answers are sent and the notice goes.
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('queued-answers').count(), { timeout: 20_000 }).toBe(0);
    await context.close();
  }, 180_000);
});
