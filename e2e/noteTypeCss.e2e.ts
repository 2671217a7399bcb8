// A note type's CSS on its cards' faces in a real browser (docs/notes.md): the card list and the
// Flashcards game show a Styled card in its type's colour, a Basic card as before, and hostile
// rules (body, which is the face itself, h1, button, position: fixed, @import, a foreign url()) change nothing outside the
// face and fetch nothing. At 1280 and 375 px, axe clean.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, baseURL, launchBrowser, newPage, screenshot, signUpByApi } from './helpers';
import { seriousViolations } from './axeCheck';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CSS = [
  '@import url("https://evil.example/steal.css");',
  '.card { color: rgb(1, 2, 3); background: url(https://evil.example/bg.png); }',
  'body { background-color: rgb(250, 250, 240); }',
  'h1 { color: rgb(4, 5, 6); }',
  'button { background-color: rgb(7, 8, 9); }',
  '.banner, div { position: fixed; top: 0; left: 0; }',
].join('\n');

const color = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).color);

describe('note type CSS on card faces', () => {
  for (const mobile of [false, true]) {
    const width = mobile ? 375 : 1280;
    it(`at ${width} px: applies on the card list and in Flashcards, and escapes no face`, async () => {
      const { page, context } = await newPage(browser, { mobile });
      await signUpByApi(context);
      const api = await apiFor(context);
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).origin !== new URL(baseURL()).origin && !request.url().startsWith('data:')) foreign.push(request.url());
      });
      const type = (await api.call('POST', '/api/note-types', { name: 'Styled', fields: ['Front', 'Back'], templates: [{ name: 'Card 1', front: '{{Front}}', back: '{{FrontSide}}<hr id=answer>{{Back}}' }], css: CSS })) as { id: number };
      const deck = (await api.createDeck('Styled deck', [['plain', 'basic card']])) as { id: number };
      await api.call('POST', `/api/decks/${deck.id}/notes`, { noteTypeId: type.id, fields: { Front: 'styled front', Back: 'styled back' }, tags: [] });
      const scope = `.cc-nt-${type.id}`;

      const outsideUnchanged = async (where: string) => {
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), where).not.toBe('rgb(250, 250, 240)');
        expect(await color(page, 'h1'), where).not.toBe('rgb(4, 5, 6)');
        const buttons = await page.locator(`button:not(${scope} button)`).evaluateAll((all) => all.map((b) => getComputedStyle(b).backgroundColor));
        expect(buttons.length, where).toBeGreaterThan(0);
        expect(buttons.filter((c) => c === 'rgb(7, 8, 9)'), where).toEqual([]);
        const fixed = await page.locator('div').evaluateAll((all) => all.filter((d) => getComputedStyle(d).position === 'fixed' && d.closest('[class*="cc-nt-"]')).length);
        expect(fixed, where).toBe(0);
        const css = await page.locator('style[data-note-type-css]').allTextContents();
        expect(css.length, where).toBe(1);
        expect(css[0], where).not.toMatch(/@import|evil\.example|fixed/);
        expect(foreign, where).toEqual([]);
      };

      // The card list: the Styled card's sides in the type's colour, the Basic card's not.
      await page.goto(`/decks/${deck.id}`);
      const list = page.getByRole('list', { name: 'Flashcards' });
      await list.getByText('styled front').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await list.locator(scope).count()).toBe(2);
      expect(await color(page, `${scope}`)).toBe('rgb(1, 2, 3)');
      expect(await list.getByText('plain', { exact: true }).evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(1, 2, 3)');
      await outsideUnchanged('card list');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `note-type-css-list-${width}`);

      // Flashcards (a deck of the Styled card alone, so it is the one shown): front and back in its colour.
      const single = (await api.createDeck('Styled only')) as { id: number };
      await api.call('POST', `/api/decks/${single.id}/notes`, { noteTypeId: type.id, fields: { Front: 'styled front', Back: 'styled back' }, tags: [] });
      await page.goto(`/play/flashcards/${single.id}`);
      const game = page.getByRole('region', { name: 'Flashcards game' });
      await game.getByTestId('flashcard-front').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await game.locator(scope).count()).toBeGreaterThan(0);
      expect(await color(page, scope)).toBe('rgb(1, 2, 3)');
      await page.keyboard.press('Space');
      await game.getByTestId('flashcard-back').waitFor();
      expect(await game.getByTestId('flashcard-back').evaluate((el) => getComputedStyle(el.closest('[class*="cc-nt-"]') ?? el).color)).toBe('rgb(1, 2, 3)');
      await outsideUnchanged('flashcards');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `note-type-css-flashcards-${width}`, { fullPage: false });
      await context.close();
    }, 90_000);
  }
});
