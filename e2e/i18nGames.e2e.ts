// The games in every language (docs/translating.md): the pseudo-locale run through a casual game
// of each card-by-card kind and the crossword (flip cards revealed and graded, Type the Answer with
// a wrong and a right answer, the crossword with a hint and an undo, each round's end and the end
// screen), the casual game picker and the play page's own panels: no text skipped the catalogs.
// Then Arabic and Korean at 1280 and 375 px: lang and dir, axe clean, screenshots, and in Arabic
// the flip card's controls and the crossword's clue bar mirrored while the A–Z grid is not.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrosswordData, FlashcardsData, TypingData } from '../shared/games';
import { apiFor, launchBrowser, screenshot, signUpByApi } from './helpers';
import { inLocale as inLocaleOf, untranslated } from './i18nHelpers';
import { seriousViolations } from './axeCheck';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
const inLocale = (mobile: boolean, locale: string) => inLocaleOf(browser, mobile, locale);

// The reader's own cards are Cyrillic, which the pseudo check must not take for English left over.
// Six of them: enough for every game, yet no crossword (its answers are A–Z words).
const CYRILLIC: [string, string][] = [
  ['кот', 'кошка'],
  ['дом', 'жилище'],
  ['лес', 'деревья'],
  ['мир', 'вселенная'],
  ['сад', 'цветы'],
  ['мост', 'река'],
];
// A crossword's answers are A–Z terms; they never show as text (the clues are the definitions).
const SPACE: [string, string][] = ['planet', 'comet', 'nebula', 'galaxy', 'meteor', 'quasar', 'pulsar', 'orbit'].map((w, i) => [w, `небесное тело ${i + 1}`]);

async function decks(context: BrowserContext) {
  await signUpByApi(context);
  const api = await apiFor(context);
  const words = (await api.createDeck('Слова', CYRILLIC)) as { id: number };
  const space = (await api.createDeck('Космос', SPACE)) as { id: number };
  const few = (await api.createDeck('Мало', CYRILLIC.slice(0, 2))) as { id: number };
  return { words: words.id, space: space.id, few: few.id };
}

/** Opens a casual game and returns the round the server drew. */
async function openGame<T>(page: Page, game: string, deckId: number): Promise<T> {
  const response = page.waitForResponse((r) => r.url().includes('games.generate'));
  await page.goto(`/play/${game}/${deckId}`);
  const body = (await (await response).json()) as { result: { data: T } }[];
  await page.locator('main section h1').waitFor();
  return body[0].result.data;
}

const picker = 'section[aria-labelledby="casual-games-title"]';
const roundDoneContinue = (page: Page) => page.locator('main section [role="status"]:has(h2) button.btn-primary');
const endScreen = (page: Page) => page.locator('main [data-score-band]');
const clueBar = (page: Page) => page.getByTestId('clue-bar');
const hintButton = (page: Page) => clueBar(page).locator(':scope > button');
const cell = (page: Page, row: number, col: number) => page.locator(`[data-cell="${row},${col}"]`);

type Check = (state: string, scope?: string) => Promise<void>;

/** Flip cards: revealed, every card graded Again, the round's end, the end screen with its misses. */
async function playFlashcards(page: Page, deckId: number, check: Check) {
  const data = await openGame<FlashcardsData>(page, 'flashcards', deckId);
  for (let i = 0; i < data.cards.length; i++) {
    await page.getByTestId('flashcard-front').waitFor();
    if (i === 0) await check('flashcards: the front');
    await page.keyboard.press('Space');
    await page.getByTestId('flashcard-back').waitFor();
    if (i === 0) await check('flashcards: revealed');
    await page.keyboard.press('1');
    await page.getByTestId('flashcard-back').waitFor({ state: 'detached' });
  }
  await roundDoneContinue(page).waitFor();
  await check('flashcards: round complete');
  await roundDoneContinue(page).click();
  await endScreen(page).waitFor();
  await page.getByTestId('missed-cards').waitFor();
  await check('flashcards: end screen', 'main');
}

/** Type the Answer: a wrong answer (its diff), a right one, the rest wrong, the round's end. */
async function playTyping(page: Page, deckId: number, check: Check) {
  const data = await openGame<TypingData>(page, 'typing', deckId);
  for (const [i, item] of data.items.entries()) {
    const field = page.getByTestId('typing-input');
    await field.waitFor();
    if (i === 0) await check('typing: the prompt');
    await field.fill(i === 1 ? item.answer : 'ффф');
    await field.press('Enter');
    await page.getByTestId('typing-result').waitFor();
    if (i === 0) await check('typing: a wrong answer');
    if (i === 1) await check('typing: a right answer');
    await page.keyboard.press('3');
    await page.getByTestId('typing-result').waitFor({ state: 'detached' });
  }
  await roundDoneContinue(page).waitFor();
  await check('typing: round complete');
}

/** Every cell of a word, with its letter. */
const cellsOf = (clue: CrosswordData['clues']['across'][number]) =>
  [...clue.answer].map((letter, k) => ({ row: clue.row + (clue.direction === 'DOWN' ? k : 0), col: clue.col + (clue.direction === 'ACROSS' ? k : 0), letter }));

/** A cell's letter now; null once the grid is gone (the last letter ended the puzzle). */
const valueAt = (page: Page, row: number, col: number) =>
  page.evaluate((key) => document.querySelector<HTMLInputElement>(`[data-cell="${key}"]`)?.value ?? null, `${row},${col}`);

/** Types a cell's letter unless it is there already (a shared cell, a hint's) or the puzzle has ended. */
async function fill(page: Page, at: { row: number; col: number; letter: string }) {
  const now = await valueAt(page, at.row, at.col);
  if (now === null || now === at.letter) return;
  await cell(page, at.row, at.col).click();
  await page.keyboard.press(at.letter.toLowerCase());
  await expect.poll(async () => [null, at.letter].includes(await valueAt(page, at.row, at.col))).toBe(true);
}

/** The crossword (1280 px): the clue bar, a hint, a solved word taken back, then solved to its end screen. */
async function playCrossword(page: Page, deckId: number, check: Check) {
  const data = await openGame<CrosswordData>(page, 'crossword', deckId);
  await page.locator('[data-cell]').first().waitFor();
  await check('crossword');
  await hintButton(page).click();
  await check('crossword: a hint taken');
  // A word solved, then taken back: the screen reader's status says which.
  const clues = [...data.clues.across, ...data.clues.down];
  const word = clues[clues.length - 1];
  for (const at of cellsOf(word)) await fill(page, at);
  await clueBar(page).locator(':scope > span button').click();
  await expect.poll(() => page.locator('main section span.visually-hidden[role="status"]').textContent()).not.toBe('');
  await check('crossword: a word taken back');
  for (const clue of clues) for (const at of cellsOf(clue)) await fill(page, at);
  await endScreen(page).waitFor();
  await check('crossword: end screen', 'main');
}

describe('the games in every language', () => {
  it('pseudo-locale: the games, their ends, the picker and the play page show no untranslated text', async () => {
    const { page, context } = await inLocale(false, 'pseudo');
    const ids = await decks(context);
    const found: string[] = [];
    const check: Check = async (state, scope = 'main') => {
      found.push(...(await untranslated(page, scope)).map((t) => `${state}: ${t}`));
    };

    // The casual game picker: playable games, too few cards, a deck that cannot make a crossword.
    for (const [name, id] of Object.entries(ids)) {
      await page.goto(`/decks/${id}`, { waitUntil: 'networkidle' });
      await page.locator(picker).waitFor();
      await check(`picker (${name})`, picker);
    }

    await playFlashcards(page, ids.words, check);
    await playTyping(page, ids.words, check);
    await playCrossword(page, ids.space, check);

    // The play page's own panels: a deck that cannot make a crossword, an unknown game.
    await page.goto(`/play/crossword/${ids.words}`);
    await page.locator('main [role="alert"] h1').waitFor();
    await check('play: no crossword from this deck');
    await page.goto(`/play/nope/${ids.words}`);
    await page.locator('main [role="alert"] a').waitFor();
    await check('play: unknown game');
    expect(found).toEqual([]);
    await context.close();

    // A phone: the flip card's touch hints, the crossword's on-screen keyboard and compact Undo.
    const phone = await inLocale(true, 'pseudo');
    const phoneIds = await decks(phone.context);
    await openGame(phone.page, 'flashcards', phoneIds.words);
    await phone.page.getByTestId('flashcard').click();
    await phone.page.getByTestId('flashcard-back').waitFor();
    found.push(...(await untranslated(phone.page, 'main')).map((t) => `375 flashcards: ${t}`));
    await openGame(phone.page, 'crossword', phoneIds.space);
    await phone.page.locator('[data-cell]').first().waitFor();
    found.push(...(await untranslated(phone.page, 'main')).map((t) => `375 crossword: ${t}`));
    expect(found).toEqual([]);
    await phone.context.close();
  }, 240_000);

  it('Arabic and Korean at 1280 and 375 px: lang and dir, axe clean, mirrored in Arabic (the A–Z grid left to right)', async () => {
    const found: string[] = [];
    for (const locale of ['ar', 'ko'] as const) {
      for (const mobile of [false, true]) {
        const { page, context } = await inLocale(mobile, locale);
        const ids = await decks(context);
        const size = mobile ? 375 : 1280;
        const shot = (name: string) => screenshot(page, `i18n-games-${locale}-${name}-${size}`);
        const axe = async (where: string, include = 'main') => {
          found.push(...(await seriousViolations(page, include)).map((v) => `${locale} ${size} ${where}: ${v}`));
        };

        await page.goto(`/decks/${ids.words}`, { waitUntil: 'networkidle' });
        await page.locator(picker).waitFor();
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([locale, locale === 'ar' ? 'rtl' : 'ltr']);
        await axe('picker', picker);
        await page.locator(picker).scrollIntoViewIfNeeded();
        await screenshot(page.locator(picker), `i18n-games-${locale}-picker-${size}`);

        // Flip cards, revealed.
        const flash = await openGame<FlashcardsData>(page, 'flashcards', ids.words);
        await page.keyboard.press('Space');
        await page.getByTestId('flashcard-back').waitFor();
        await axe('flashcards');
        await shot('flashcards');
        if (locale === 'ar') {
          // The grades run right to left: Again (the first) on the right, Easy on the left.
          const grades = page.getByTestId('answer-bar').getByRole('button');
          const again = (await grades.first().boundingBox())!;
          const easy = (await grades.last().boundingBox())!;
          expect(again.x).toBeGreaterThan(easy.x);
          if (!mobile) {
            // The footer too: the hint at the start (right), Undo at the end (left).
            const hint = (await page.getByText('قيّم البطاقة بالمفاتيح 1–4.').boundingBox())!;
            const undo = (await page.getByRole('button', { name: 'تراجع', exact: true }).boundingBox())!;
            expect(hint.x).toBeGreaterThan(undo.x);
          }
        }
        for (let i = 0; i < flash.cards.length; i++) {
          if (i > 0) {
            await page.getByTestId('flashcard-front').waitFor();
            await page.keyboard.press('Space');
            await page.getByTestId('flashcard-back').waitFor();
          }
          await page.keyboard.press('1');
          await page.getByTestId('flashcard-back').waitFor({ state: 'detached' });
        }
        await roundDoneContinue(page).click();
        await endScreen(page).waitFor();
        await axe('end screen');
        await shot('end-screen');

        // Type the Answer, a wrong answer checked.
        await openGame<TypingData>(page, 'typing', ids.words);
        await page.getByTestId('typing-input').fill('ффф');
        await page.getByTestId('typing-input').press('Enter');
        await page.getByTestId('typing-result').waitFor();
        await axe('typing');
        await shot('typing');

        // The crossword: its clue bar mirrored in Arabic, its grid not.
        const cross = await openGame<CrosswordData>(page, 'crossword', ids.space);
        await page.locator('[data-cell]').first().waitFor();
        await axe('crossword');
        await shot('crossword');
        if (locale === 'ar') {
          const tag = (await page.getByTestId('clue-bar-tag').boundingBox())!;
          const hint = (await hintButton(page).boundingBox())!;
          expect(tag.x).toBeGreaterThan(hint.x);
          const word = cross.clues.across[0];
          const first = (await cell(page, word.row, word.col).boundingBox())!;
          const second = (await cell(page, word.row, word.col + 1).boundingBox())!;
          expect(second.x).toBeGreaterThan(first.x);
        }
        await context.close();
      }
    }
    expect(found).toEqual([]);
  }, 300_000);
});
