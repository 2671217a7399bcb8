// Listening (issue 27, docs/study-modes.md) at 1280 px and 375 px: the deck form's language selects and
// their suggestion, Listen in the card list and in the games, Read aloud in flashcards, and no
// Listen where the browser has no voice. Chromium here has no voices of its own, so an init
// script stands in for speechSynthesis: its voices arrive late (as in Chrome, with
// 'voiceschanged') and it records what was spoken, in which language.
import type { BrowserContext, Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, launchBrowser, newPage, screenshot, signUpByApi } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Spoken {
  text: string;
  lang: string;
  voice: string | null;
}

/** Replaces speechSynthesis before the app loads; `langs` are the voices it will have. */
async function stubSpeech(context: BrowserContext, langs: string[]) {
  await context.addInitScript((voiceLangs: string[]) => {
    const w = window as unknown as { __spoken: unknown[] };
    w.__spoken = [];
    const events = new EventTarget();
    let voices: object[] = [];
    class FakeUtterance extends EventTarget {
      lang = '';
      voice: { name: string } | null = null;
      constructor(public text: string) {
        super();
      }
    }
    const synth = {
      getVoices: () => voices,
      speak(u: FakeUtterance) {
        w.__spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.name ?? null });
        setTimeout(() => u.dispatchEvent(new Event('end')), 20);
      },
      cancel() {},
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
    // Voices load after the page, as Chrome's do.
    setTimeout(() => {
      voices = voiceLangs.map((lang, i) => ({ name: `Voice ${lang}`, lang, default: i === 0, localService: true, voiceURI: lang }));
      events.dispatchEvent(new Event('voiceschanged'));
    }, 100);
  }, langs);
}

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken);
async function lastSpoken(page: Page, count: number): Promise<Spoken> {
  await page.waitForFunction((n) => (window as unknown as { __spoken: unknown[] }).__spoken.length >= n, count);
  return (await spoken(page))[count - 1];
}

const KOREAN: [string, string][] = [
  ['사과', 'apple'],
  ['바나나', 'banana'],
  ['포도', 'grape'],
  ['딸기', 'strawberry'],
  ['수박', 'watermelon'],
];

async function koreanDeck(context: BrowserContext, languages: { termLanguage?: string; definitionLanguage?: string }) {
  const api = await apiFor(context);
  const deck = (await api.call('POST', '/api/decks', { name: 'Korean fruit', ...languages })) as { id: number };
  for (const [term, definition] of KOREAN) await api.call('POST', `/api/decks/${deck.id}/cards`, { term, definition });
  return deck;
}

/** The card list's rows, once it is on the page. */
async function cardRows(page: Page) {
  const list = page.getByRole('list', { name: 'Flashcards' });
  await list.waitFor();
  return list.getByRole('listitem');
}

for (const mobile of [false, true]) {
  const width = mobile ? 375 : 1280;
  describe(`listening at ${width} px`, () => {
    it('the deck form suggests the term language from the cards; Listen reads each side in the card list and in a game', async () => {
      const { context, page } = await newPage(browser, { mobile });
      await stubSpeech(context, ['en-US', 'ko-KR']);
      await signUpByApi(context);
      const deck = await koreanDeck(context, {});

      // No languages yet: no Listen; the edit form suggests Korean from the terms' script.
      await page.goto(`/decks/${deck.id}`);
      const rows = await cardRows(page);
      await expect.poll(() => rows.count()).toBe(KOREAN.length);
      expect(await page.getByRole('button', { name: 'Listen' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Edit Deck Info' }).click();
      const termSelect = page.getByLabel('Term language');
      // The suggestion comes with the deck's cards, which the form may still be reading.
      await page.getByText('Suggested from the cards: Korean.').waitFor();
      await expect.poll(() => termSelect.inputValue()).toBe('ko');
      expect(await page.getByLabel('Definition language').inputValue()).toBe('');
      await page.getByLabel('Definition language').selectOption('en');
      await screenshot(page, `listening-deck-form-${width}`);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // Both sides now speak: the term in Korean, the definition in English.
      const firstRow = rows.first();
      await firstRow.getByRole('button', { name: 'Listen' }).first().waitFor();
      expect(await page.getByRole('button', { name: 'Listen' }).count()).toBe(KOREAN.length * 2);
      const [termListen, definitionListen] = await firstRow.getByRole('button', { name: 'Listen' }).all();
      const firstTerm = (await firstRow.getByText(/[가-힣]/).first().textContent())!.trim();
      await termListen.click();
      expect(await lastSpoken(page, 1)).toEqual({ text: firstTerm, lang: 'ko', voice: 'Voice ko-KR' });
      await definitionListen.click();
      expect((await lastSpoken(page, 2)).lang).toBe('en');
      // The button shows a visible focus ring when reached by keyboard.
      await termListen.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await termListen.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
      await screenshot(page, `listening-card-list-${width}`);

      // A game: the question is read in Korean, an answer in English.
      await page.goto(`/play/multiple-choice/${deck.id}`);
      const question = page.getByRole('heading', { level: 2 }).filter({ hasText: /[가-힣]/ });
      await question.waitFor();
      const questionText = (await question.textContent())!.trim();
      const listens = page.getByRole('button', { name: 'Listen' });
      await expect.poll(() => listens.count()).toBe(5);
      const before = (await spoken(page)).length;
      await listens.first().click();
      expect(await lastSpoken(page, before + 1)).toEqual({ text: questionText, lang: 'ko', voice: 'Voice ko-KR' });
      await listens.nth(1).click();
      expect((await lastSpoken(page, before + 2)).lang).toBe('en');
      // Listening is not answering: no answer is marked.
      expect(await page.getByText('Your answer').count()).toBe(0);
      await screenshot(page, `listening-multiple-choice-${width}`);

      // Matching: a Listen beside every tile (never inside: a tile is a button).
      await page.goto(`/play/matching/${deck.id}`);
      await page.getByTestId(/^term-/).first().waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Listen' }).count()).toBe(KOREAN.length * 2);
      expect(await page.locator('button button').count()).toBe(0);
      await screenshot(page, `listening-matching-${width}`);
      await context.close();
    });

    it('flashcards read each side aloud when asked, and the choice is remembered', async () => {
      const { context, page } = await newPage(browser, { mobile });
      await stubSpeech(context, ['ko-KR', 'en-US']);
      await signUpByApi(context);
      const deck = await koreanDeck(context, { termLanguage: 'ko-KR', definitionLanguage: 'en-US' });
      await page.goto(`/play/flashcards/${deck.id}`);
      const front = page.getByTestId('flashcard-front');
      await front.waitFor();
      await page.getByRole('switch', { name: 'Read aloud' }).check();
      const frontText = (await front.textContent())!.trim();
      expect(await lastSpoken(page, 1)).toEqual({ text: frontText, lang: 'ko-KR', voice: 'Voice ko-KR' });
      await page.getByRole('button', { name: /Show Answer/ }).click();
      const backText = (await page.getByTestId('flashcard-back').textContent())!.trim();
      expect(await lastSpoken(page, 2)).toEqual({ text: backText, lang: 'en-US', voice: 'Voice en-US' });
      await screenshot(page, `listening-flashcards-${width}`);

      // Another round in this browser starts with Read aloud on and reads its first card.
      await page.reload();
      await page.getByTestId('flashcard-front').waitFor();
      expect(await page.getByRole('switch', { name: 'Read aloud' }).isChecked()).toBe(true);
      const text = (await page.getByTestId('flashcard-front').textContent())!.trim();
      expect(await lastSpoken(page, 1)).toMatchObject({ text, lang: 'ko-KR' });
      await context.close();
    });

    it('a side whose language has no voice in this browser gets no Listen button', async () => {
      const { context, page } = await newPage(browser, { mobile });
      await stubSpeech(context, ['en-US']);
      await signUpByApi(context);
      const deck = await koreanDeck(context, { termLanguage: 'ko-KR', definitionLanguage: 'en' });
      await page.goto(`/decks/${deck.id}`);
      const rows = await cardRows(page);
      await expect.poll(() => rows.count()).toBe(KOREAN.length);
      // Only the English definitions: one Listen per row, none for the Korean terms.
      await expect.poll(() => page.getByRole('button', { name: 'Listen' }).count()).toBe(KOREAN.length);
      await rows.first().getByRole('button', { name: 'Listen' }).click();
      expect((await lastSpoken(page, 1)).lang).toBe('en');

      await page.goto(`/play/flashcards/${deck.id}`);
      await page.getByTestId('flashcard-front').waitFor();
      await page.waitForFunction(() => window.speechSynthesis.getVoices().length > 0);
      expect(await page.getByRole('button', { name: 'Listen' }).count()).toBe(0);
      await context.close();
    });
  });
}
