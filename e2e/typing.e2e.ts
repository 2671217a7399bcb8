// Type the Answer (docs/study-modes.md) in a real browser: a smart session by keyboard at 1280 px with a
// right, an almost and a wrong answer (the diff, the preselected rating, Enter to take it, a key
// to pick another, and the ratings the server stored), and casual play at 375 px with the
// keyboard up (a short viewport): the prompt and the field stay in view, and a cloze card asks
// for its hidden text.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, launchBrowser, newPage, openDb, screenshot, signUpByApi } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const game = (page: Page) => page.getByRole('region', { name: 'Type the Answer game' });
const prompt = (page: Page) => game(page).getByTestId('typing-prompt');
const input = (page: Page) => game(page).getByRole('textbox', { name: 'Your answer' });
const verdict = (page: Page) => game(page).getByTestId('typing-result').getAttribute('data-verdict');

function logs(deckId: number) {
  const db = openDb();
  try {
    return db.prepare('select card_id, rating, is_correct, game_type from review_logs where deck_id = ? order by id').all(deckId) as {
      card_id: number;
      rating: number;
      is_correct: number;
      game_type: string;
    }[];
  } finally {
    db.close();
  }
}

const CARDS: [string, string][] = [
  ['tomorrow', 'mañana'],
  ['house', 'la casa'],
  ['to eat', 'comer'],
];

describe('Type the Answer', () => {
  it('a smart session by keyboard at 1280 px: right, almost and wrong, each rated as suggested or by a key', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    const deck = await (await apiFor(context)).createDeck('Spanish words', CARDS);
    await (await apiFor(context)).call('POST', `/api/decks/${deck.id}/cards`, { kind: 'cloze', clozeText: '{{c1::Madrid}} is the capital of Spain.' });

    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('button', { name: 'Start Smart Session' }).click();
    const modal = page.getByRole('dialog', { name: 'Start a Smart Session' });
    await modal.getByRole('radio', { name: /Type the Answer/ }).click();
    await modal.getByRole('button', { name: 'Start Studying' }).click();
    await page.waitForURL(`**/study/deck/${deck.id}`);
    await prompt(page).waitFor();
    expect(await game(page).getByTestId('typing-progress').textContent()).toBe('1 / 4');

    // What to type for each prompt, and what the learner does with the suggestion.
    const plan: Record<string, { typed: string; verdict: string; suggested: string; rate: 'Enter' | '1' | '4'; rating: number }> = {
      tomorrow: { typed: 'Mañana!', verdict: 'right', suggested: 'Good', rate: 'Enter', rating: 3 },
      house: { typed: 'la csa', verdict: 'almost', suggested: 'Hard', rate: 'Enter', rating: 2 },
      'to eat': { typed: 'beber', verdict: 'wrong', suggested: 'Again', rate: '4', rating: 4 },
      // A cloze card: its hidden text is typed.
      '[...] is the capital of Spain.': { typed: 'madrid', verdict: 'right', suggested: 'Good', rate: 'Enter', rating: 3 },
    };
    const expected = new Map<number, number>();
    const ids = new Map(((await (await apiFor(context)).call('GET', `/api/decks/${deck.id}`)) as { flashcards: { id: number; term: string }[] }).flashcards.map((c) => [c.term, c.id]));
    expect(ids.size).toBe(4);
    for (let n = 1; n <= 4; n++) {
      const shown = (await prompt(page).textContent())!;
      const step = plan[shown];
      // The field has focus: typing goes straight in.
      await page.keyboard.type(step.typed);
      await page.keyboard.press('Enter');
      expect(await verdict(page)).toBe(step.verdict);
      const suggested = game(page).locator('[data-suggested]');
      expect(await suggested.textContent()).toMatch(new RegExp(`^${step.suggested}`));
      expect(await suggested.evaluate((el) => el === document.activeElement)).toBe(true);
      // Smart sessions show each rating's next interval, as flashcards do.
      expect(await game(page).getByRole('button', { name: /Good/ }).textContent()).toMatch(/^Good\d+m3$/);
      if (step.verdict !== 'right') {
        expect(await game(page).getByTestId('typing-diff').isVisible()).toBe(true);
        expect(await game(page).getByTestId('typing-answer').textContent()).toBe(CARDS.find(([term]) => term === shown)![1]);
      } else if (shown.includes('[...]')) {
        expect(await game(page).getByTestId('typing-reveal').textContent()).toBe('[Madrid] is the capital of Spain.');
      }
      if (step.verdict === 'almost') await screenshot(page, 'typing-almost-1280');
      if (step.verdict === 'wrong') await screenshot(page, 'typing-wrong-1280');
      await page.keyboard.press(step.rate);
      expected.set(ids.get(shown)!, step.rating);
      if (n < 4) await expect.poll(() => game(page).getByTestId('typing-progress').textContent()).toBe(`${n + 1} / 4`);
    }
    await game(page).getByRole('heading', { name: 'Round complete' }).waitFor();
    await game(page).getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => logs(deck.id).length, { timeout: 15_000 }).toBe(4);
    const stored = logs(deck.id);
    expect(new Map(stored.map((log) => [log.card_id, log.rating]))).toEqual(expected);
    expect(stored.every((log) => log.game_type === 'typing' && log.is_correct === 1)).toBe(true);
  });

  it('casual play at 375 px with the keyboard up: the prompt and the field stay visible; a cloze card asks for its hidden text', async () => {
    const { page, context } = await newPage(browser, { mobile: true });
    await signUpByApi(context);
    const api = await apiFor(context);
    const deck = await api.createDeck('Body');
    await api.call('POST', `/api/decks/${deck.id}/cards`, { kind: 'cloze', clozeText: 'The {{c1::heart}} pumps blood around the body, day and night, for a whole life.' });
    const basics = await api.createDeck('Basics', [['tomorrow', 'mañana'], ['house', 'la casa']]);

    // A phone of 812 px with its on-screen keyboard up leaves about 360 px visible.
    await page.setViewportSize({ width: 375, height: 360 });
    await page.goto(`/play/typing/${deck.id}`);
    await prompt(page).waitFor();
    expect(await prompt(page).textContent()).toBe('The [...] pumps blood around the body, day and night, for a whole life.');
    await input(page).tap();
    await expect.poll(() => inView(page)).toEqual({ prompt: true, input: true });
    await screenshot(page, 'typing-cloze-375-keyboard');

    await page.keyboard.type('hart');
    await page.keyboard.press('Enter');
    expect(await verdict(page)).toBe('wrong'); // 'heart' has 5 letters: no typo is forgiven under six
    expect(await game(page).getByTestId('typing-reveal').textContent()).toBe('The [heart] pumps blood around the body, day and night, for a whole life.');
    const diff = await game(page).getByTestId('typing-diff').evaluate((el) => [...el.children].map((part) => `${part.tagName.toLowerCase()}:${part.textContent}`));
    expect(diff).toEqual(['span:h', 'ins:e', 'span:art']);
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'typing-cloze-375-result');
    await game(page).getByRole('button', { name: /Again/ }).tap();
    await game(page).getByRole('heading', { name: 'Round complete' }).waitFor();

    // Right and almost on a phone, rated with a tap on another rating than suggested.
    await page.goto(`/play/typing/${basics.id}`);
    const plan: Record<string, { typed: string; verdict: string }> = { tomorrow: { typed: 'mañana.', verdict: 'right' }, house: { typed: 'la csa', verdict: 'almost' } };
    for (let n = 0; n < 2; n++) {
      await prompt(page).waitFor();
      const shown = (await prompt(page).textContent())!;
      await input(page).tap();
      await page.keyboard.type(plan[shown].typed);
      await game(page).getByRole('button', { name: 'Check' }).tap();
      expect(await verdict(page)).toBe(plan[shown].verdict);
      if (plan[shown].verdict === 'almost') await screenshot(page, 'typing-almost-375');
      await game(page).getByRole('button', { name: /Easy/ }).tap();
      if (n === 0) await expect.poll(() => prompt(page).textContent()).not.toBe(shown);
    }
    await game(page).getByRole('heading', { name: 'Round complete' }).waitFor();
  });
});

/** Whether the prompt's top line and the whole field are inside the visual viewport. */
function inView(page: Page) {
  return page.evaluate(() => {
    const viewport = window.visualViewport!;
    const top = viewport.offsetTop;
    const bottom = top + viewport.height;
    const promptBox = document.querySelector('[data-testid="typing-prompt-box"]')!.getBoundingClientRect();
    const inputBox = document.querySelector('[data-testid="typing-input"]')!.getBoundingClientRect();
    return {
      // Below the sticky app header, whose bottom is the header's own.
      prompt: promptBox.top >= top + document.querySelector('header')!.getBoundingClientRect().bottom - 1 && promptBox.top + 24 <= bottom,
      input: inputBox.top >= top - 1 && inputBox.bottom <= bottom + 1,
    };
  });
}
