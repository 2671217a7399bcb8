// The end screen's missed cards in a real browser (docs/notes.md): a card of a note type with CSS
// is listed in its type's style, as the game showed it, and the type's rules reach nothing outside
// its faces. At 1280 and 375 px, axe clean.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, launchBrowser, newPage, screenshot, signUpByApi } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function seriousAxe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const CSS = ['.card { color: rgb(1, 2, 3); font-style: italic; }', 'h1 { color: rgb(4, 5, 6); }', 'button { background-color: rgb(7, 8, 9); }'].join('\n');

describe('note type CSS on the end screen’s missed cards', () => {
  for (const mobile of [false, true]) {
    const width = mobile ? 375 : 1280;
    it(`at ${width} px: Game Over lists a missed styled card in its type's style`, async () => {
      const { page, context } = await newPage(browser, { mobile });
      await signUpByApi(context);
      const api = await apiFor(context);
      const type = (await api.call('POST', '/api/note-types', { name: 'Styled', fields: ['Front', 'Back'], templates: [{ name: 'Card 1', front: '{{Front}}', back: '{{FrontSide}}<hr id=answer>{{Back}}' }], css: CSS })) as { id: number };
      const deck = (await api.createDeck('Styled only')) as { id: number };
      await api.call('POST', `/api/decks/${deck.id}/notes`, { noteTypeId: type.id, fields: { Front: 'styled front', Back: 'styled back' }, tags: [] });
      const scope = `.cc-nt-${type.id}`;

      // Flashcards: the one card turned over and graded Again, so the round ends with it missed.
      await page.goto(`/play/flashcards/${deck.id}`);
      const game = page.getByRole('region', { name: 'Flashcards game' });
      await game.getByTestId('flashcard-front').waitFor();
      await page.keyboard.press('Space');
      await game.getByTestId('flashcard-back').waitFor();
      await page.keyboard.press('1');
      await game.getByRole('heading', { name: 'Round complete' }).waitFor();
      await game.getByRole('button', { name: 'Continue' }).click();

      const missed = page.getByTestId('missed-cards');
      await missed.waitFor();
      expect(await missed.getByRole('listitem').allTextContents()).toEqual(['styled front — styled back']);
      // Both sides carry the type's scope class and take its colour; the page's own heading and buttons do not.
      expect(await missed.locator(scope).count()).toBeGreaterThanOrEqual(2);
      for (const text of await missed.locator(scope).evaluateAll((all) => all.map((el) => getComputedStyle(el).color))) expect(text).toBe('rgb(1, 2, 3)');
      expect(await page.locator('style[data-note-type-css]').count()).toBe(1);
      expect(await page.locator('h1').first().evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(4, 5, 6)');
      const buttons = await page.locator(`button:not(${scope} button)`).evaluateAll((all) => all.map((b) => getComputedStyle(b).backgroundColor));
      expect(buttons.filter((c) => c === 'rgb(7, 8, 9)')).toEqual([]);
      expect(await seriousAxe(page)).toEqual([]);
      await screenshot(page, `note-type-css-game-over-${width}`);
      await context.close();
    }, 90_000);
  }
});
