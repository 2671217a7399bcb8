// Issue 29.1 in the crossword: a word missed in a Smart Session crossword (a hinted word counts as
// wrong, docs/product.md: states) comes back before the session ends, as a small puzzle of the missed words, and
// the summary counts each card once.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrosswordData } from '../shared/games';
import { apiFor, launchBrowser, newPage, openDb, screenshot, signUpByApi } from './helpers';

const WORDS: [string, string][] = [
  ['planet', 'A body that orbits a star'],
  ['orbit', 'The curved path around a star'],
  ['comet', 'Icy body with a glowing tail'],
  ['meteor', 'A shooting star'],
  ['nebula', 'A cloud of gas and dust'],
  ['galaxy', 'A system of billions of stars'],
  ['eclipse', 'One body hiding another'],
  ['saturn', 'The ringed planet'],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Clue = CrosswordData['clues']['across'][number];
const cluesOf = (data: CrosswordData) => [...data.clues.across, ...data.clues.down];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Types each word by keyboard; `hintFirst` asks for a hint on the first word before typing it. */
async function solve(page: Page, clues: Clue[], hintFirst: boolean) {
  await page.locator('[data-cell]').first().waitFor();
  const done = new Set<string>();
  for (const [index, clue] of clues.entries()) {
    await page.getByRole('button', { name: new RegExp(`^${clue.number} ${escape(clue.clueText)}`) }).click();
    if (hintFirst && index === 0) await page.getByRole('button', { name: /^Hint/ }).click();
    for (let k = 0; k < clue.length; k++) {
      const key = clue.direction === 'ACROSS' ? `${clue.row},${clue.col + k}` : `${clue.row + k},${clue.col}`;
      if (done.has(key)) continue;
      const cell = page.locator(`[data-cell="${key}"]`);
      // A hint may have filled this letter already.
      if ((await cell.inputValue()) !== clue.answer[k]) {
        await cell.click();
        await page.keyboard.press(clue.answer[k]);
      }
      done.add(key);
    }
  }
}

describe('Smart Session crossword', () => {
  it('brings a missed word back as a puzzle of its own before the session ends', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    const deck = (await (await apiFor(context)).createDeck('Crossword again', WORDS)) as { id: number };
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('button', { name: 'Start Smart Session' }).click();
    const modal = page.getByRole('dialog', { name: 'Start a Smart Session' });
    await modal.getByRole('radio', { name: /Crossword/ }).click();
    const started = page.waitForResponse((r) => r.url().includes('sessions.start'));
    await modal.getByRole('button', { name: 'Start Studying' }).click();
    const body = (await (await started).json()) as { result: { data: { gameData: CrosswordData } } }[];
    const master = body[0].result.data.gameData;
    const clues = cluesOf(master);
    expect(clues.length).toBeGreaterThanOrEqual(6);

    await solve(page, clues, true);
    // The second puzzle holds just the hinted word, with its clue.
    const missed = clues[0];
    await expect.poll(() => page.locator('[data-cell]').count()).toBe(missed.length);
    expect(await page.getByRole('button', { name: new RegExp(`^1 ${escape(missed.clueText)}`) }).isVisible()).toBe(true);
    await screenshot(page, 'crossword-requeue-1280');
    await solve(page, [{ ...missed, number: 1, row: 0, col: 0, direction: await directionOfOnlyWord(page) }], false);

    await page.getByText(/Session complete/).first().waitFor();
    // One card per word in the summary; the server keeps both answers of the missed word.
    const db = openDb();
    try {
      await expect.poll(() => (db.prepare('select count(*) as n from review_logs where deck_id = ?').get(deck.id) as { n: number }).n, { timeout: 15_000 }).toBe(clues.length + 1);
      const again = db.prepare('select is_correct from review_logs where deck_id = ? and card_id = ? order by id').all(deck.id, missed.id) as { is_correct: number }[];
      expect(again.map((r) => r.is_correct)).toEqual([0, 1]);
    } finally {
      db.close();
    }
    await context.close();
  }, 120_000);
});

/** The one word of a one-word puzzle runs across when the grid is one row high. */
async function directionOfOnlyWord(page: Page): Promise<'ACROSS' | 'DOWN'> {
  const cells = await page.locator('[data-cell]').evaluateAll((els) => els.map((e) => e.getAttribute('data-cell')!));
  return new Set(cells.map((c) => c.split(',')[0])).size === 1 ? 'ACROSS' : 'DOWN';
}
