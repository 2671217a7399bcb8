// Shared decks (issue 28) as two people use them: an owner shares a deck, a learner finds it in
// the Shared Decks library and subscribes, studies it, sees the owner's edit with their progress
// kept, suggests a change the owner accepts. At 1280 and 375 px, with screenshots.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, launchBrowser, makeCards, newPage, screenshot, signUpByApi } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const until = { timeout: 20_000, interval: 200 };

describe('shared decks', () => {
  for (const mobile of [false, true]) {
    const width = mobile ? 375 : 1280;
    it(`share → find → subscribe → study → owner edits → suggest → accept (${width} px)`, async () => {
      const owner = await newPage(browser);
      await signUpByApi(owner.context);
      const ownerApi = await apiFor(owner.context);
      const ownerName = `Ada ${width}`;
      await ownerApi.call('PUT', '/api/account/preferences', { displayName: ownerName });
      const deckName = `Cell biology ${width}`;
      const deck = await ownerApi.createDeck(deckName, makeCards(6, 'Organelle'));
      await ownerApi.call('PUT', `/api/decks/${deck.id}/sharing`, { visibility: 'server' });

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

      // My Decks shows it as shared; the deck page has no edit controls for a subscriber.
      await page.goto('/decks');
      await expect.poll(() => page.getByText(`Shared by ${ownerName}`).first().isVisible(), until).toBe(true);
      await page.goto(`/decks/${deck.id}`);
      await expect.poll(() => page.getByTestId('shared-by').isVisible(), until).toBe(true);
      expect(await page.getByRole('button', { name: 'Edit Deck Info' }).count()).toBe(0);
      await screenshot(page, `shared-deck-subscriber-${width}`);

      // Study two cards (the learner's own progress), then the owner edits one of them.
      const cards = (await learnerApi.call('GET', `/api/decks/${deck.id}`)).flashcards as { id: number }[];
      await learnerApi.call('POST', '/api/sessions/submit', {
        sessionId: `shared-${width}`,
        deckId: deck.id,
        results: cards.slice(0, 2).map((card) => ({ cardId: card.id, isCorrect: true, gameType: 'matching' })),
      });
      const before = await learnerApi.call('GET', `/api/decks/${deck.id}`);
      await ownerApi.call('PUT', `/api/cards/${cards[0].id}`, { term: 'Mitochondrion', definition: 'The powerhouse of the cell' });
      const after = await learnerApi.call('GET', `/api/decks/${deck.id}`);
      expect(after.flashcards[0].term).toBe('Mitochondrion');
      expect(after.due_card_count).toBe(before.due_card_count); // progress kept

      // Suggest → accept: the learner sees the outcome and the change.
      await learnerApi.call('POST', `/api/cards/${cards[1].id}/suggestions`, { term: 'Ribosome', definition: 'Builds proteins' });
      // The owner accepts it from the queue on the deck page.
      await owner.page.goto(`/decks/${deck.id}`);
      const queue = owner.page.getByTestId('suggestions-queue');
      await expect.poll(() => queue.isVisible(), until).toBe(true);
      await screenshot(owner.page, `shared-deck-suggestions-queue-${width}`);
      await queue.getByRole('button', { name: 'Accept' }).click();
      await expect.poll(() => queue.isVisible(), until).toBe(false);
      const mine = await learnerApi.call('GET', `/api/decks/${deck.id}/suggestions`);
      expect(mine.suggestions[0]).toMatchObject({ term: 'Ribosome', status: 'accepted' });
      await page.reload();
      await expect.poll(() => page.getByTestId('shared-by').isVisible(), until).toBe(true);

      // The owner's deck page: the sharing control.
      const sharing = owner.page.getByLabel(/Share in the Shared Decks library/);
      await expect.poll(() => sharing.isChecked(), until).toBe(true);
      if (!mobile) await screenshot(owner.page, 'shared-deck-owner-1280');

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
