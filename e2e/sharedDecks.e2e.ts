// Shared decks (issue 28) as two people use them: an owner shares a deck, a learner finds it in
// the Shared Decks library and subscribes, reads the cards, chooses to share their progress,
// studies, sees the owner's edit with their progress kept, suggests an edit through the form; the
// owner accepts it in the queue, the learner sees 'Accepted' and the new text, and the owner's
// card statistics show the learner's answers (no names). At 1280 and 375 px, with screenshots.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../shared/messages';
import { apiFor, launchBrowser, makeCards, newPage, screenshot, signUpByApi } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const until = { timeout: 20_000, interval: 200 };
/** One panel on its own, to look at its spacing (the page screenshots show it in place). */
const panelShot = (panel: Locator, name: string) => screenshot(panel, name);
/** axe's serious and critical findings on the page as it is (the full sweep, e2e/a11ySweep.ts, has no subscriber). */
async function axeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
/** What the screen shows now (a dialog is fixed to the viewport, so a full-page shot misplaces it). */
const viewShot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

describe('shared decks', () => {
  for (const mobile of [false, true]) {
    const width = mobile ? 375 : 1280;
    it(`share → find → subscribe → study → owner edits → suggest → accept → stats (${width} px)`, async () => {
      const owner = await newPage(browser, { mobile });
      await signUpByApi(owner.context);
      const ownerApi = await apiFor(owner.context);
      const ownerName = `Ada ${width}`;
      await ownerApi.call('PUT', '/api/account/preferences', { displayName: ownerName });
      const deckName = `Cell biology ${width}`;
      const deck = await ownerApi.createDeck(deckName, makeCards(6, 'Organelle'));
      await ownerApi.call('PUT', `/api/decks/${deck.id}/sharing`, { visibility: 'server' });

      // Shared, but nobody shares their progress yet: the statistics panel says so.
      await owner.page.goto(`/decks/${deck.id}`);
      const stats = owner.page.getByTestId('card-stats');
      await expect.poll(async () => (await stats.isVisible()) && ((await stats.textContent()) ?? ''), until).toContain('No subscriber shares their progress yet');

      const learner = await newPage(browser, { mobile });
      await signUpByApi(learner.context);
      const learnerApi = await apiFor(learner.context);
      const { page } = learner;
      await page.goto('/shared');
      await page.getByLabel('Search shared decks').fill(deckName);
      const item = page.getByRole('listitem').filter({ hasText: deckName });
      await expect.poll(() => item.isVisible(), until).toBe(true);
      expect(await item.textContent()).toContain(`Shared by ${ownerName}`);
      await screenshot(page, `shared-decks-library-${width}`);
      await item.getByRole('button', { name: `Subscribe to ${deckName}` }).click();
      await expect.poll(() => item.getByRole('link', { name: `Open ${deckName}` }).isVisible(), until).toBe(true);

      // My Decks shows it as shared; the deck page lists the cards read-only, each with Suggest an edit.
      await page.goto('/decks');
      await expect.poll(() => page.getByText(`Shared by ${ownerName}`).first().isVisible(), until).toBe(true);
      await page.goto(`/decks/${deck.id}`);
      const cardList = page.getByRole('list', { name: 'Flashcards' });
      await expect.poll(() => cardList.getByRole('listitem').count(), until).toBe(6);
      expect(await page.getByTestId('shared-by').isVisible()).toBe(true);
      for (const control of ['Edit Deck Info', 'Add New Card', 'Edit Organelle 1', 'Delete Organelle 1']) {
        expect(await page.getByRole('button', { name: control, exact: true }).count()).toBe(0);
      }
      expect(await page.getByRole('button', { name: 'Suggest an edit to Organelle 1' }).isVisible()).toBe(true);

      // Share my progress: off by default; on, it stays on after a reload.
      const shareProgress = page.getByRole('switch', { name: 'Share my progress with the deck owner' });
      expect(await shareProgress.isChecked()).toBe(false);
      await shareProgress.click();
      await expect.poll(() => shareProgress.isChecked(), until).toBe(true);
      // Back onto the switch by keyboard, so the screenshot shows its focus ring.
      await shareProgress.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await screenshot(page, `shared-deck-subscriber-${width}`);

      // Study three cards (the learner's own progress: some wrong), then the owner edits one of them.
      const cards = (await learnerApi.call('GET', `/api/decks/${deck.id}`)).flashcards as { id: number; term: string }[];
      const answer = (card: { id: number }, isCorrect: boolean) => ({ cardId: card.id, isCorrect, gameType: 'matching' });
      await learnerApi.call('POST', '/api/sessions/submit', {
        sessionId: `shared-${width}`,
        deckId: deck.id,
        results: [answer(cards[0], true), answer(cards[1], false), answer(cards[1], false), answer(cards[1], true), answer(cards[2], false), answer(cards[2], true), answer(cards[2], true)],
      });
      const before = await learnerApi.call('GET', `/api/decks/${deck.id}`);
      await ownerApi.call('PUT', `/api/cards/${cards[0].id}`, { term: 'Mitochondrion', definition: 'The powerhouse of the cell' });
      const after = await learnerApi.call('GET', `/api/decks/${deck.id}`);
      expect(after.due_card_count).toBe(before.due_card_count); // progress kept
      await page.reload();
      await expect.poll(() => cardList.getByText('Mitochondrion').isVisible(), until).toBe(true);
      expect(await shareProgress.isChecked()).toBe(true);

      // Suggest an edit through the form: prefilled with the card's text; an empty side is refused.
      await page.getByRole('button', { name: 'Suggest an edit to Organelle 2' }).click();
      const dialog = page.getByRole('dialog', { name: 'Suggest an edit' });
      const term = dialog.getByLabel('Term');
      const definition = dialog.getByLabel('Definition');
      await expect.poll(() => term.inputValue(), until).toBe('Organelle 2');
      expect(await definition.inputValue()).toBe('Meaning of organelle number 2');
      await definition.fill('');
      await dialog.getByRole('button', { name: 'Send suggestion' }).click();
      await expect.poll(async () => (await dialog.getByRole('alert').textContent()) ?? '', until).toBe(MSG.termAndDefinitionRequired);
      await term.fill('Ribosome');
      await definition.fill('Builds proteins');
      await term.focus();
      await viewShot(page, `shared-deck-suggestion-form-${width}`);
      await dialog.getByRole('button', { name: 'Send suggestion' }).click();
      await expect.poll(() => dialog.isVisible(), until).toBe(false);
      await expect.poll(() => page.getByText("Suggestion sent. The deck's owner will accept or reject it").isVisible(), until).toBe(true);
      const mine = page.getByTestId('your-suggestions');
      await expect.poll(async () => (await mine.isVisible()) && ((await mine.textContent()) ?? ''), until).toContain('Pending');
      expect(await mine.textContent()).toContain('Ribosome — Builds proteins');

      // The owner accepts it in the queue on the deck page.
      await owner.page.reload();
      const queue = owner.page.getByTestId('suggestions-queue');
      await expect.poll(() => queue.isVisible(), until).toBe(true);
      expect(await queue.textContent()).toContain('Edit of “Organelle 2”');
      await screenshot(owner.page, `shared-deck-suggestions-queue-${width}`);
      await queue.getByRole('button', { name: 'Accept' }).click();
      await expect.poll(() => queue.isVisible(), until).toBe(false);

      // The learner sees the outcome and the new text.
      await page.reload();
      await expect.poll(async () => (await mine.isVisible()) && ((await mine.textContent()) ?? ''), until).toContain('Accepted');
      await expect.poll(() => cardList.getByText('Ribosome', { exact: true }).isVisible(), until).toBe(true);
      expect(await cardList.getByText('Organelle 2', { exact: true }).count()).toBe(0);
      await screenshot(page, `shared-deck-subscriber-accepted-${width}`);
      if (!mobile) expect(await axeFindings(page)).toEqual([]);

      // The owner's statistics: the learner shares, so their answers count (no names).
      await owner.page.reload();
      await expect.poll(async () => (await stats.isVisible()) && ((await stats.textContent()) ?? ''), until).toContain('1 learner shares their progress');
      const hardest = stats.getByTestId('hardest-cards');
      await expect.poll(() => hardest.getByRole('row').count(), until).toBe(3); // header + 2 cards with 3 answers
      expect(await hardest.getByRole('row').nth(1).textContent()).toContain('33%');
      expect(await stats.textContent()).not.toMatch(/@example\.com|Learner \d/);
      await stats.scrollIntoViewIfNeeded();
      await panelShot(stats, `shared-deck-card-stats-panel-${width}`);
      await screenshot(owner.page, `shared-deck-owner-${width}`);
      if (!mobile) expect(await axeFindings(owner.page)).toEqual([]);
      const sharing = owner.page.getByLabel(/Share in the Shared Decks library/);
      expect(await sharing.isChecked()).toBe(true);

      // The weekly leaderboard on My Decks: opt in, and the learner's answers count.
      await page.goto('/decks');
      const board = page.getByTestId('leaderboard');
      await expect.poll(() => board.isVisible(), until).toBe(true);
      // The box follows the server's answer (a controlled input), so click and wait for the board.
      await board.getByRole('checkbox').click();
      await expect.poll(async () => (await board.textContent()) ?? '', until).toContain('(you)');
      await screenshot(page, `shared-decks-leaderboard-${width}`);
      await owner.context.close();
      await learner.context.close();
    });
  }
});
