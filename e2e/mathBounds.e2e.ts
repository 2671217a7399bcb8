// Math stays on its card (issue 49 point 10): TeX written to paint elsewhere — `\llap` of a
// white box saying "Correct! Tap Leave deck to continue", `\raisebox`, negative kerns that add up,
// a wide rule — in the card list and on a flashcard, at 1280 and 375 px. Every part of every
// formula that paints (its box cut by the boxes that clip it) must lie inside its card side's box.
// Screenshots under e2e/screenshots/math-bounds-*.png.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, launchBrowser, newPage, screenshot, signUpByApi } from './helpers';
import { waitForGame } from './richCardsSetup';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HOSTILE: { term: string; definitionHtml: string }[] = [
  { term: 'overlay', definitionHtml: '<p>\\(\\llap{\\colorbox{white}{\\text{Correct! Tap Leave deck to continue}}}x\\)</p>' },
  { term: 'raised', definitionHtml: '<p>\\(\\raisebox{-900em}{\\text{Correct!}}\\) and \\(\\mathrlap{\\rule{40em}{2em}}y\\)</p>' },
  { term: 'kerned', definitionHtml: '<p>a \\(\\kern-20em\\kern-20em\\kern-20em\\kern-20em\\colorbox{white}{\\text{Correct!}}\\) b</p>' },
  { term: 'far', definitionHtml: '<p>\\(\\kern-17000px\\text{Correct! Tap Leave deck to continue}\\)</p>' },
  { term: 'tall', definitionHtml: '<p>\\(\\rule[-40em]{1em}{45em}\\)</p>' },
  { term: 'ordinary', definitionHtml: '<p>Roots: \\(x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\), then \\(a\\,b\\quad c\\)</p>' },
];

/**
 * For each formula part in the page: where it paints (its box cut by every ancestor that clips,
 * with that ancestor's overflow-clip-margin) against its side's box (`[data-rich]`, or the inline
 * formula's own holder when the side is inline). Answers the parts that paint outside.
 */
async function paintedOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const part of document.querySelectorAll<HTMLElement>('.katex, .katex *')) {
      const rect = part.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      let { left, top, right, bottom } = rect;
      for (let up = part.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = up.getBoundingClientRect();
        const margin = style.overflowX === 'clip' ? parseFloat(style.getPropertyValue('overflow-clip-margin')) || 0 : 0;
        left = Math.max(left, box.left - margin);
        top = Math.max(top, box.top - margin);
        right = Math.min(right, box.right + margin);
        bottom = Math.min(bottom, box.bottom + margin);
      }
      if (right <= left || bottom <= top) continue;
      const side = part.closest('[data-rich]')!;
      const sideStyle = getComputedStyle(side);
      const holder = sideStyle.display === 'inline' ? part.closest('.card-math')! : side;
      const box = holder.getBoundingClientRect();
      const slack = (parseFloat(getComputedStyle(holder).getPropertyValue('overflow-clip-margin')) || 0) + 1;
      if (left < box.left - slack || right > box.right + slack || top < box.top - slack || bottom > box.bottom + slack) {
        problems.push(`${part.className || part.nodeName} of "${(side.textContent ?? '').slice(0, 30)}": painted ${[left, top, right, bottom].map(Math.round).join(',')} outside ${[box.left, box.top, box.right, box.bottom].map(Math.round).join(',')}`);
      }
    }
    return problems;
  });
}

/** Every side with math typeset or shown as an error. */
async function typeset(page: Page) {
  for (const side of await page.locator('[data-rich]').all()) await side.scrollIntoViewIfNeeded();
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('[data-rich]')].some((el) => /\\[([]/.test(el.textContent ?? '') && !el.querySelector('.katex, .card-math-error'))))
    .toBe(false);
}

describe('math stays inside its card side', () => {
  for (const mobile of [false, true]) {
    const width = mobile ? 375 : 1280;
    it(`in the card list and on a flashcard at ${width} px`, async () => {
      const { page, context } = await newPage(browser, { mobile });
      await signUpByApi(context);
      const api = await apiFor(context);
      const deck = (await api.call('POST', '/api/decks', { name: 'Math bounds' })) as { id: number };
      for (const card of HOSTILE) await api.call('POST', `/api/decks/${deck.id}/cards`, card);

      await page.goto(`/decks/${deck.id}`);
      const list = page.getByRole('list', { name: 'Flashcards' });
      await list.waitFor();
      await typeset(page);
      expect(await paintedOutside(page)).toEqual([]);
      // The overlapping box is set in the flow, the far kern shows its source, ordinary math is set.
      const sides = list.locator('[data-rich]');
      await expect.poll(() => sides.filter({ hasText: 'Roots' }).locator('.katex').count()).toBe(2);
      expect(await list.locator('.card-math-error').filter({ hasText: 'kern-17000px' }).count()).toBe(1);
      await screenshot(page, `math-bounds-list-${width}`);

      await page.goto(`/play/flashcards/${deck.id}`);
      await waitForGame(page, 'flashcards');
      const back = page.getByTestId('flashcard-back');
      // Each card in turn, its back shown (Space), then graded Good (3): the face with the formula.
      for (let i = 0; i < HOSTILE.length; i++) {
        await expect.poll(() => back.isVisible()).toBe(false);
        await page.keyboard.press('Space');
        await expect.poll(() => back.isVisible()).toBe(true);
        await typeset(page);
        expect(await paintedOutside(page), `card ${i}`).toEqual([]);
        if (((await back.textContent()) ?? '').includes('Correct!')) await screenshot(page, `math-bounds-flashcard-${width}-${i}`);
        await page.keyboard.press('3');
      }
      await context.close();
    });
  }
});
