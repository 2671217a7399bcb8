// Issue 48.7: crossword input. Clicking a clue puts the cursor on its word's first empty cell and
// typing goes there; the first click on a word's first cell never flips the direction (a second
// click on the same cell does); on a 375 px phone the current clue stays in view above the
// on-screen keyboard while the learner types at the bottom of the grid.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrosswordClue, CrosswordData } from '../shared/games';
import { apiFor, launchBrowser, newPage, screenshot, signUpByApi } from './helpers';
import { seriousViolations } from './axeCheck';

const WORDS = 'planet comet nebula galaxy meteor quasar pulsar orbit lunar solar eclipse crater photon plasma'.split(' ');
// A deck that fills a phone's 15-row grid (e2e/crosswordDensity.e2e.ts): the page is taller than the screen.
const DENSE = `photosynthesis chlorophyll mitochondria nucleus ribosome enzyme protein membrane cytoplasm osmosis
diffusion glucose oxygen carbon nitrogen hydrogen molecule atom electron neutron proton isotope catalyst reaction
equation gravity velocity momentum friction energy voltage current resistor magnet prism spectrum frequency amplitude
wavelength photon quantum entropy plasma orbit galaxy nebula comet asteroid eclipse tide volcano glacier erosion`.split(/\s+/);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openCrossword(page: Page, deckId: number): Promise<CrosswordData> {
  const response = page.waitForResponse((r) => r.url().includes('games.generate'));
  await page.goto(`/play/crossword/${deckId}`);
  const body = (await (await response).json()) as { result: { data: CrosswordData } }[];
  await page.locator('[data-cell]').first().waitFor();
  return body[0].result.data;
}

const clueBarTag = (page: Page) => page.getByTestId('clue-bar-tag').textContent();
const tagOf = (clue: CrosswordClue) => `${clue.number} ${clue.direction === 'ACROSS' ? 'Across' : 'Down'}`;
const cellAt = (page: Page, row: number, col: number) => page.locator(`[data-cell="${row},${col}"]`);

describe('crossword input (issue 48.7)', () => {
  for (const mobile of [false, true]) {
    it(`clicking a clue then typing fills its word; a first click keeps the direction (${mobile ? 375 : 1280} px)`, async () => {
      const { page, context } = await newPage(browser, { mobile });
      await signUpByApi(context);
      const deck = (await (await apiFor(context)).createDeck('Space', WORDS.map((w): [string, string] => [w, `Meaning of ${w}`]))) as { id: number };
      const data = await openCrossword(page, deck.id);
      const clues = [...data.clues.across, ...data.clues.down];
      // A clue other than the current one.
      const target = data.clues.down[data.clues.down.length - 1] ?? clues[clues.length - 1];
      await page.getByRole('button', { name: new RegExp(`^${target.number}\\s*Meaning of ${target.answer.toLowerCase()}`, 'i') }).click();
      await expect.poll(() => clueBarTag(page)).toBe(tagOf(target));
      const letter = target.answer[0];
      if (mobile) await page.getByRole('group', { name: 'On-screen keyboard' }).getByRole('button', { name: letter, exact: true }).click();
      else await page.keyboard.press(letter.toLowerCase());
      await expect.poll(() => cellAt(page, target.row, target.col).inputValue()).toBe(letter);
      await screenshot(page, `crossword-clue-typed-${mobile ? 375 : 1280}`);

      // A word's first cell, clicked once while the cursor is elsewhere: its word, in the current
      // direction when the cell belongs to it; never flipped on that first click.
      const across = data.clues.across.find((c) => c.id !== target.id && c.row !== target.row) ?? data.clues.across[0];
      await page.getByRole('button', { name: new RegExp(`^${across.number}\\s*Meaning of ${across.answer.toLowerCase()}`, 'i') }).click();
      await expect.poll(() => clueBarTag(page)).toBe(tagOf(across));
      // Focus leaves the grid (as when the learner reads the clue list), then the first cell is clicked.
      await page.getByRole('heading', { name: 'Across' }).click();
      await cellAt(page, across.row, across.col).click();
      expect(await clueBarTag(page)).toBe(tagOf(across));
      // A second click on the same cell flips, when a Down word starts or passes there.
      const crossing = data.clues.down.find((d) => d.col === across.col && d.row <= across.row && across.row < d.row + d.length);
      await cellAt(page, across.row, across.col).click();
      if (crossing) await expect.poll(() => clueBarTag(page)).toBe(tagOf(crossing));
      await context.close();
    });
  }

  it('on a phone the current clue stays visible above the on-screen keyboard, in light and dark', async () => {
    const { page, context } = await newPage(browser, { mobile: true });
    // A shorter phone (375 × 640): the puzzle, its clue and the keys are taller than the screen.
    await page.setViewportSize({ width: 375, height: 640 });
    await signUpByApi(context);
    const deck = (await (await apiFor(context)).createDeck('Science', DENSE.map((w): [string, string] => [w, `Meaning of ${w}`]))) as { id: number };
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') await context.addCookies([{ name: 'cardcade_theme', value: 'dark', url: page.url() }]);
      const data = await openCrossword(page, deck.id);
      // The lowest word of the grid: typing it means the page is scrolled down to the keyboard.
      const bottom = (c: CrosswordClue) => c.row + (c.direction === 'DOWN' ? c.length : 1);
      const lowest = [...data.clues.across, ...data.clues.down].sort((a, b) => bottom(b) - bottom(a))[0];
      await page.getByRole('button', { name: new RegExp(`^${lowest.number}\\s*Meaning of ${lowest.answer.toLowerCase()}`, 'i') }).click();
      const keyboard = page.getByRole('group', { name: 'On-screen keyboard' });
      // Scrolled down to the grid's end and the keys under it, as when typing the lowest word.
      await page.evaluate(() => {
        const main = document.querySelector('[data-testid=clue-bar]')!.parentElement!;
        window.scrollTo(0, main.getBoundingClientRect().bottom + window.scrollY - window.innerHeight);
      });
      const bar = page.getByTestId('clue-bar');
      const viewport = page.viewportSize()!;
      const inView = async () => {
        const box = await bar.boundingBox();
        const keys = await keyboard.boundingBox();
        return Boolean(box && keys && box.y >= 0 && box.y + box.height <= keys.y && keys.y + keys.height <= viewport.height + 1);
      };
      // Where the clue bar would be if it scrolled with the page: above the visible area, under the header.
      expect(await page.evaluate(() => document.querySelector('[data-testid=clue-bar]')!.parentElement!.getBoundingClientRect().top)).toBeLessThan(0);
      await expect.poll(inView).toBe(true);
      expect(await clueBarTag(page)).toBe(tagOf(lowest));
      await keyboard.getByRole('button', { name: lowest.answer[0], exact: true }).click();
      await expect.poll(() => cellAt(page, lowest.row, lowest.col).inputValue()).toBe(lowest.answer[0]);
      expect(await inView()).toBe(true);
      await screenshot(page, `crossword-sticky-clue-375${theme === 'dark' ? '-dark' : ''}`, { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
    }
    await context.close();
  });
});
