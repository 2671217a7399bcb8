// Undo in matching and crossword (docs/study-options.md) in a real browser, and the end screen of a game
// played in reverse: a smart matching session at 1280 px (a mis-drop taken back by Ctrl+Z and a
// right pair by the button; the server stores only what stood), a crossword by keyboard with
// Ctrl+Z at 1280 px; at 375 px by touch: matching taps with the Undo button, the crossword with the
// on-screen keyboard and Undo, and multiple choice in reverse to an end screen that still reads
// 'term — definition'.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrosswordData, GameData, MultipleChoiceData } from '../shared/games';
import { MC_CORRECT_DELAY_MS } from '../shared/constants';
import { END_MSG, scoreBand } from '../shared/messages';
import { apiFor, launchBrowser, newPage, openDb, screenshot, signUpByApi, skipPause } from './helpers';

const WORDS: [string, string][] = [
  ['planet', 'A body that orbits a star'],
  ['orbit', 'The curved path around a star'],
  ['comet', 'Icy body with a glowing tail'],
  ['meteor', 'A shooting star'],
  ['nebula', 'A cloud of gas and dust'],
  ['galaxy', 'A system of billions of stars'],
  ['eclipse', 'One body hiding another'],
  ['saturn', 'The ringed planet'],
  ['venus', 'The hottest planet'],
  ['gravity', 'The force that pulls masses together'],
  ['mercury', 'The planet closest to the sun'],
  ['neptune', 'The windiest planet'],
  ['telescope', 'An instrument to see far objects'],
  ['asteroid', 'A rocky body in the belt'],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens /play/{type}/{deck}{query} and returns the round the server sent (read from the tRPC answer). */
async function openGame<T extends GameData>(page: Page, gameType: string, deckId: number, query = ''): Promise<T> {
  const response = page.waitForResponse((r) => r.url().includes('games.generate'));
  await page.goto(`/play/${gameType}/${deckId}${query}`);
  const body = (await (await response).json()) as { result: { data: T } }[];
  return body[0].result.data;
}

const streak = (page: Page) => page.getByTestId('streak-count').textContent();
const undoButton = (page: Page) => page.getByRole('button', { name: 'Undo' });
const termIds = async (page: Page) =>
  (await page.locator('[data-testid^="term-"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid')!.slice(5))))) as number[];

function logs(deckId: number) {
  const db = openDb();
  try {
    return db.prepare('select card_id, is_correct, game_type from review_logs where deck_id = ? order by card_id').all(deckId) as { card_id: number; is_correct: number; game_type: string }[];
  } finally {
    db.close();
  }
}

/** Types (or taps) every word of the puzzle, skipping cells already right; `undoFirst` takes the first word back once. */
async function solveCrossword(page: Page, data: CrosswordData, input: 'keyboard' | 'onscreen', undoFirst: (cells: string[]) => Promise<void>) {
  const clues = [...data.clues.across, ...data.clues.down];
  const total = clues.length;
  await page.locator('[data-cell]').first().waitFor();
  const done = new Set<string>();
  const press = async (letter: string) => {
    if (input === 'keyboard') await page.keyboard.press(letter);
    else await page.getByRole('group', { name: 'On-screen keyboard' }).getByRole('button', { name: letter, exact: true }).tap();
  };
  const pick = (clue: (typeof clues)[number]) => page.getByRole('button', { name: new RegExp(`^${clue.number} ${clue.clueText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  for (const [index, clue] of clues.entries()) {
    const cells = Array.from({ length: clue.length }, (_, k) => (clue.direction === 'ACROSS' ? `${clue.row},${clue.col + k}` : `${clue.row + k},${clue.col}`));
    for (let attempt = 0; attempt < (index === 0 ? 2 : 1); attempt++) {
      if (input === 'keyboard') await pick(clue).click();
      else await pick(clue).tap();
      for (const [k, key] of cells.entries()) {
        if (done.has(key)) continue;
        await press(clue.answer[k]);
        done.add(key);
      }
      if (index === 0 && attempt === 0) {
        await page.getByText(`1 of ${total} words solved`).waitFor();
        await undoFirst(cells);
        // The first word shares no cell with another solved word: every letter went.
        for (const key of cells) expect(await page.locator(`[data-cell="${key}"]`).inputValue()).toBe('');
        await page.getByText(`0 of ${total} words solved`).waitFor();
        for (const key of cells) done.delete(key);
      }
    }
  }
}

async function expectGameOver(page: Page, score: string) {
  // The title follows the score (issue 29.4): the spec's at 90 % and up, honest variants below.
  const [right, total] = score.split(' / ').map(Number);
  await page.getByRole('heading', { name: END_MSG.gameTitle[scoreBand(right, total)] }).waitFor();
  expect(await page.getByTestId('game-score').textContent()).toBe(score);
}

describe('undo at 1280 px', () => {
  it('smart matching session: Ctrl+Z takes back a mis-drop, the button a right pair; only what stood is stored', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    const deck = (await (await apiFor(context)).createDeck('Undo matching', WORDS.slice(0, 6))) as { id: number };
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('button', { name: 'Start Smart Session' }).click();
    const modal = page.getByRole('dialog', { name: 'Start a Smart Session' });
    await modal.getByRole('radio', { name: /Matching/ }).click();
    await modal.getByRole('button', { name: 'Start Studying' }).click();
    await page.waitForURL(`**/study/deck/${deck.id}`);
    await page.locator('[data-testid^="term-"]').first().waitFor();
    const ids = await termIds(page);
    expect(ids).toHaveLength(6);
    expect(await undoButton(page).isDisabled()).toBe(true);

    // A mis-drop (click a term, then another card's definition): wrong, streak 0; Ctrl+Z takes it back.
    await page.getByTestId(`term-${ids[0]}`).click();
    await page.getByTestId(`def-${ids[1]}`).click();
    await expect.poll(() => streak(page)).toBe('0');
    await page.keyboard.press('Control+z');
    await expect.poll(() => undoButton(page).isDisabled()).toBe(true);

    // A right pair taken back by the button comes apart again.
    await page.getByTestId(`term-${ids[0]}`).click();
    await page.getByTestId(`def-${ids[0]}`).click();
    await expect.poll(() => page.getByTestId(`term-${ids[0]}`).isDisabled()).toBe(true);
    expect(await streak(page)).toBe('1');
    await screenshot(page, 'undo-matching-1280');
    await undoButton(page).click();
    await expect.poll(() => page.getByTestId(`term-${ids[0]}`).isDisabled()).toBe(false);
    expect(await streak(page)).toBe('0');

    for (const id of ids) {
      await page.getByTestId(`term-${id}`).click();
      await page.getByTestId(`def-${id}`).click();
      await expect.poll(() => page.getByTestId(`term-${id}`).isDisabled()).toBe(true);
    }
    await expect.poll(() => page.getByTestId('session-score').textContent(), { timeout: 15_000 }).toBe('6 / 6');
    // The undone miss never reached the server: one log per card, every one right.
    await expect.poll(() => logs(deck.id).length, { timeout: 15_000 }).toBe(6);
    expect(logs(deck.id).every((l) => l.is_correct === 1 && l.game_type === 'matching')).toBe(true);
    await context.close();
  });

  it('crossword by keyboard: Ctrl+Z opens the last solved word again; the score counts it once', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    const deck = (await (await apiFor(context)).createDeck('Undo crossword', WORDS)) as { id: number };
    const data = await openGame<CrosswordData>(page, 'crossword', deck.id);
    const total = data.clues.across.length + data.clues.down.length;
    await solveCrossword(page, data, 'keyboard', async () => {
      await screenshot(page, 'undo-crossword-1280');
      await page.keyboard.press('Control+z');
    });
    await expectGameOver(page, `${total} / ${total}`);
    await context.close();
  });
});

describe('undo at 375 px (touch)', () => {
  it('matching by taps: the Undo button takes back a mis-tap', async () => {
    const { page, context } = await newPage(browser, { mobile: true });
    await signUpByApi(context);
    const deck = (await (await apiFor(context)).createDeck('Pocket matching', WORDS.slice(0, 6))) as { id: number };
    await openGame(page, 'matching', deck.id);
    await page.locator('[data-testid^="term-"]').first().waitFor();
    const ids = await termIds(page);
    await page.getByTestId(`term-${ids[0]}`).tap();
    await page.getByTestId(`def-${ids[1]}`).tap();
    await expect.poll(() => streak(page)).toBe('0');
    await undoButton(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'undo-matching-375');
    await undoButton(page).tap();
    await expect.poll(() => undoButton(page).isDisabled()).toBe(true);
    for (const id of ids) {
      await page.getByTestId(`term-${id}`).tap();
      await page.getByTestId(`def-${id}`).tap();
      await expect.poll(() => page.getByTestId(`term-${id}`).isDisabled()).toBe(true);
    }
    // The undone miss does not count: a perfect score.
    await expectGameOver(page, '6 / 6');
    expect(await page.getByText('No misses. Every card right!').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('crossword with the on-screen keyboard: Undo opens the word again', async () => {
    const { page, context } = await newPage(browser, { mobile: true });
    await signUpByApi(context);
    const deck = (await (await apiFor(context)).createDeck('Pocket crossword', WORDS)) as { id: number };
    const data = await openGame<CrosswordData>(page, 'crossword', deck.id);
    const total = data.clues.across.length + data.clues.down.length;
    await solveCrossword(page, data, 'onscreen', async () => {
      await screenshot(page, 'undo-crossword-375');
      await undoButton(page).tap();
    });
    await expectGameOver(page, `${total} / ${total}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});

describe('end screen in reverse', () => {
  for (const width of [1280, 375] as const) {
    it(`multiple choice played definition → term lists the miss as term — definition (${width} px)`, async () => {
      const { page, context } = await newPage(browser, { mobile: width === 375, clock: true });
      await signUpByApi(context);
      const deck = (await (await apiFor(context)).createDeck('Reverse deck', WORDS.slice(0, 5))) as { id: number };
      const data = await openGame<MultipleChoiceData>(page, 'multiple-choice', deck.id, '?direction=reverse');
      const definitions = new Set(WORDS.map(([, d]) => d));
      let missed: [string, string] | undefined;
      for (const [i, question] of data.questions.entries()) {
        // In reverse the question is a definition and the options are terms.
        expect(definitions.has(question.questionText)).toBe(true);
        await page.getByRole('heading', { name: question.questionText, exact: true }).waitFor();
        const right = question.options.findIndex((o) => o.optionId === question.correctOptionId);
        const choice = i === 0 ? (right + 1) % question.options.length : right;
        if (i === 0) missed = [question.options[right].text, question.questionText];
        await page.keyboard.press(String(choice + 1));
        // The feedback pause, skipped rather than waited out (e2e/helpers.ts newPage's `clock`).
        // A miss waits for "Next" (issue 48).
        if (i === 0) await page.getByRole('button', { name: /^(Next|Finish)$/ }).click();
        else await skipPause(page, MC_CORRECT_DELAY_MS);
      }
      await expectGameOver(page, `${data.questions.length - 1} / ${data.questions.length}`);
      expect(await page.getByTestId('missed-cards').getByRole('listitem').allTextContents()).toEqual([`${missed![0]} — ${missed![1]}`]);
      await screenshot(page, `undo-reverse-end-${width}`);
      await context.close();
    });
  }
});
