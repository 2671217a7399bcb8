// Issue 48 (points 2, 6, 8, 10) in the browser, at 1280 and 375 px, with screenshots in both
// themes and axe at 0 serious or critical:
// - 2: a light day (2 of 10 cards due) no longer locks Matching; its board is filled with practice
//   cards, and only the 2 due cards are scheduled (the practice cards' state does not change).
// - 10: the session's end screen says what its accuracy counts, to one decimal.
// - 6: a miss in Multiple Choice waits for a focused Next.
// - 8: Edit Deck has "Bury siblings"; a cloze card in Multiple Choice asks to fill in its blank
//   and offers nothing its prompt prints.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MultipleChoiceData } from '../shared/games';
import { apiFor, launchBrowser, makeCards, newPage, openDb, screenshot, signUpByApi, skipPause } from './helpers';
import { MC_CORRECT_DELAY_MS } from '../shared/constants';
import { seriousViolations } from './axeCheck';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WIDTHS = [1280, 375] as const;
const tag = (width: number, dark: boolean) => `${width}${dark ? '-dark' : ''}`;

async function darkPage(dark: boolean, width: number) {
  const { page, context } = await newPage(browser, { mobile: width === 375, clock: true });
  if (dark) await context.addInitScript(() => (document.cookie = 'cardcade_theme=dark; path=/'));
  return { page, context };
}

/** A deck of 10 where 8 were answered right a moment ago (due in minutes): 2 are due now. */
async function lightDayDeck(context: BrowserContext) {
  const api = await apiFor(context);
  const deck = (await api.createDeck('Light day', makeCards(10))) as { id: number };
  const cards = ((await api.call('GET', `/api/decks/${deck.id}`)) as { flashcards: { id: number }[] }).flashcards.map((c) => c.id).sort((a, b) => a - b);
  const studied = cards.slice(2);
  await api.call('POST', '/api/sessions/submit', {
    sessionId: `light-${deck.id}-${Date.now()}`,
    deckId: deck.id,
    results: studied.map((cardId) => ({ cardId, isCorrect: true, gameType: 'matching', answerTimeMs: 1000 })),
  });
  return { deck, due: cards.slice(0, 2), studied };
}

const statesOf = (ids: number[]) => {
  const db = openDb();
  try {
    return db.prepare(`select card_id, due, reps, stability, state from card_states where card_id in (${ids.map(() => '?').join(',')}) order by card_id`).all(...ids);
  } finally {
    db.close();
  }
};

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('issue 48 in the browser', () => {
  for (const width of WIDTHS) {
    it(`a light day: Matching is offered, the board is filled with practice cards, only the due cards are scheduled (${width} px)`, async () => {
      for (const dark of [false, true]) {
        const { page, context } = await darkPage(dark, width);
        await signUpByApi(context);
        const { deck, due, studied } = await lightDayDeck(context);
        const before = statesOf(studied);
        await page.goto(`/decks/${deck.id}`);
        await page.getByRole('button', { name: 'Start Smart Session' }).click();
        const modal = page.getByRole('dialog', { name: 'Start a Smart Session' });
        await expect.poll(() => modal.getByRole('radio', { name: /Matching/ }).getAttribute('aria-checked')).toBe('true');
        for (const name of [/Matching/, /Multiple Choice/, /Spatial Choice/, /Crossword/]) expect(await modal.getByRole('radio', { name }).isEnabled()).toBe(true);
        await screenshot(page, `light-day-modal-${tag(width, dark)}`);
        expect(await seriousViolations(page)).toEqual([]);
        if (dark) {
          await context.close();
          continue;
        }
        await modal.getByRole('button', { name: 'Start Studying' }).click();
        const game = page.getByRole('region', { name: 'Matching game' });
        await game.waitFor();
        const terms = game.getByRole('button', { name: /^Word \d+$/ });
        await expect.poll(() => terms.count()).toBe(4);
        expect(await page.getByTestId('practice-note').textContent()).toBe('2 more cards fill the board for practice: their answers change nothing in your schedule.');
        await screenshot(page, `light-day-matching-${tag(width, dark)}`);
        // Match the 4 pairs by keyboard (e2e/keyboard.e2e.ts): Enter on a term, Tab to its meaning, Enter.
        for (let round = 0; round < 4; round++) {
          const term = terms.first();
          const n = Number(((await term.textContent()) ?? '').replace('Word ', ''));
          await term.focus();
          await page.keyboard.press('Enter');
          await expect.poll(() => term.getAttribute('aria-pressed')).toBe('true');
          for (let i = 0; i < 20 && (await focusedText(page)) !== `Meaning of word number ${n}`; i++) await page.keyboard.press('Tab');
          await page.keyboard.press('Enter');
          await expect.poll(() => game.getByRole('button', { name: `Word ${n} (matched)` }).count()).toBe(1);
        }
        // The end screen counts the 2 due cards only, and says what its accuracy counts.
        await expect.poll(() => page.getByRole('heading', { name: 'Performance Review!' }).isVisible(), { timeout: 15_000 }).toBe(true);
        expect(await page.getByTestId('cards-studied').textContent()).toBe('2');
        expect(await page.getByTestId('overall-accuracy').textContent()).toBe('100.0%');
        expect(await page.getByTestId('accuracy-means').textContent()).toContain('first answer');
        await screenshot(page, `light-day-summary-${tag(width, dark)}`);
        expect(await seriousViolations(page)).toEqual([]);
        // The 2 due cards were scheduled; the practice cards' state is as it was.
        await expect.poll(() => statesOf(due).filter((s) => (s as { reps: number }).reps > 0).length, { timeout: 15_000 }).toBe(2);
        expect(statesOf(studied)).toEqual(before);
        await context.close();
      }
    });

    it(`multiple choice: a miss waits for a focused Next; a cloze card asks to fill in its blank (${width} px)`, async () => {
      for (const dark of [false, true]) {
        const { page, context } = await darkPage(dark, width);
        await signUpByApi(context);
        const api = await apiFor(context);
        const deck = (await api.createDeck('Capitals', makeCards(4))) as { id: number };
        await api.call('POST', `/api/decks/${deck.id}/cards`, { kind: 'cloze', clozeText: '{{c1::Canberra}} is the capital of {{c2::Australia}}, on the {{c3::Molonglo}}.' });
        const response = page.waitForResponse((r) => r.url().includes('games.generate'));
        await page.goto(`/play/multiple-choice/${deck.id}`);
        const data = ((await (await response).json()) as { result: { data: MultipleChoiceData } }[])[0].result.data;
        const game = page.getByRole('region', { name: 'Multiple choice game' });
        const heading = game.getByRole('heading', { level: 2 });
        for (let i = 0; i < data.questions.length; i++) {
          await expect.poll(() => heading.textContent()).not.toBe('');
          const text = ((await heading.textContent()) ?? '').trim();
          const question = data.questions.find((q) => q.question.text.trim() === text)!;
          if (question.kind === 'cloze') {
            expect(await game.getByText('Fill in the blank').isVisible()).toBe(true);
            for (const option of question.options) expect(question.question.text.toLowerCase()).not.toContain(option.text.toLowerCase());
          }
          // The first question is missed on purpose: no auto-advance, Next has the focus.
          const wrong = i === 0;
          const index = question.options.findIndex((o) => (o.optionId === question.correctOptionId) !== wrong);
          await page.keyboard.press(String(index + 1));
          if (wrong) {
            const next = game.getByRole('button', { name: /^(Next|Finish)$/ });
            await expect.poll(() => next.evaluate((el) => el === document.activeElement)).toBe(true);
            // Well past the old 3.5 s auto-advance, on the page's clock (e2e/helpers.ts skipPause).
            await skipPause(page, 10_000);
            expect(((await heading.textContent()) ?? '').trim()).toBe(text);
            await screenshot(page, `mc-miss-next-${tag(width, dark)}`);
            expect(await seriousViolations(page)).toEqual([]);
            await page.keyboard.press('Enter');
          } else await skipPause(page, MC_CORRECT_DELAY_MS);
          if (i + 1 < data.questions.length) await expect.poll(() => heading.textContent().then((t) => (t ?? '').trim()), { timeout: 10_000 }).not.toBe(text);
          if (question.kind === 'cloze' && !wrong) await screenshot(page, `mc-cloze-${tag(width, dark)}`);
        }
        await page.getByRole('heading', { level: 1, name: /Game Over/ }).waitFor({ timeout: 15_000 });
        await context.close();
      }
    });

    it(`Edit Deck offers Bury siblings, on by default (${width} px)`, async () => {
      for (const dark of [false, true]) {
        const { page, context } = await darkPage(dark, width);
        await signUpByApi(context);
        const deck = (await (await apiFor(context)).createDeck('Siblings', makeCards(3))) as { id: number };
        await page.goto(`/decks/${deck.id}`);
        await page.getByRole('button', { name: /Edit/ }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Edit Deck' });
        const box = dialog.getByRole('checkbox', { name: 'Bury siblings' });
        await box.scrollIntoViewIfNeeded();
        expect(await box.isChecked()).toBe(true);
        await screenshot(dialog, `edit-deck-bury-${tag(width, dark)}`);
        expect(await seriousViolations(page)).toEqual([]);
        if (!dark) {
          await box.uncheck();
          await dialog.getByRole('button', { name: 'Save Changes' }).click();
          await dialog.waitFor({ state: 'hidden' });
          const saved = (await (await apiFor(context)).call('GET', `/api/decks/${deck.id}`)) as { bury_siblings: boolean };
          expect(saved.bury_siblings).toBe(false);
        }
        await context.close();
      }
    });
  }
});
