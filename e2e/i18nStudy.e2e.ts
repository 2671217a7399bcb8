import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeMp3 } from '../server/domain/import/mediaBytes';
import { seriousViolations } from './axeCheck';
import { apiFor, launchBrowser, screenshot, signUpByApi } from './helpers';
import { inLocale, untranslated } from './i18nHelpers';

// Study sessions, the workload panel and the card face in every language (docs/translating.md):
// the pseudo-locale run through a Smart Session from its dialog to its summary shows no text that
// skipped the catalogs; in Arabic and Korean at 1280 and 375 px the pages are axe clean, and in
// Arabic the session's grade bar, its summary and the workload chart run right to left.
//
// The flip card itself (games/Flashcards/Flashcards.tsx: its side labels, Show Answer, the hint)
// is the games' share of the work: the pseudo checks during play read the study page's own parts,
// the game header and the grade bar. The cards are Cyrillic: the reader's own text, which the
// pseudo check must not take for an English leftover.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A deck of four cards: two plain ones, a cloze and one whose term has a recording. */
async function seedDeck(context: BrowserContext): Promise<number> {
  await signUpByApi(context);
  const api = await apiFor(context);
  const deck = (await api.call('POST', '/api/decks', { name: 'Колода' })) as { id: number };
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const upload = await context.request.post('/api/media', {
    multipart: { sound: { name: 'кот.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from(fakeMp3()) } },
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(upload.status()).toBe(201);
  const sound = (await upload.json()) as { id: number };
  await api.call('POST', `/api/decks/${deck.id}/cards`, { term: 'кот', definition: 'домашнее животное', termAudioId: sound.id });
  await api.call('POST', `/api/decks/${deck.id}/cards`, { term: 'дом', definition: 'здание для жилья' });
  await api.call('POST', `/api/decks/${deck.id}/cards`, { term: 'лес', definition: 'много деревьев' });
  await api.call('POST', `/api/decks/${deck.id}/cards`, { kind: 'cloze', clozeText: '{{c1::Москва}} — столица России.', extra: 'география' });
  return deck.id;
}

/** The deck page with its workload panel drawn: summary and chart. */
async function openWorkload(page: Page, deckId: number): Promise<Locator> {
  await page.goto(`/decks/${deckId}`, { waitUntil: 'networkidle' });
  await page.getByTestId('workload-summary').waitFor({ timeout: 30_000 });
  const panel = page.locator('section:has([data-testid="workload-summary"])');
  await panel.scrollIntoViewIfNeeded();
  await panel.locator('.recharts-surface').first().waitFor({ timeout: 20_000 });
  await expect.poll(() => panel.locator('.recharts-xAxis-tick-labels text').count(), { timeout: 20_000 }).toBeGreaterThan(1);
  return panel;
}

/** From the deck page: the Smart Session dialog, Flashcards, Quick Start, to the first card. */
async function startFlashcards(page: Page, deckId: number) {
  await page.goto(`/decks/${deckId}`, { waitUntil: 'networkidle' });
  await page.getByTestId('start-smart-session').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('[data-game="flashcards"]:not([disabled])').click();
  await dialog.getByTestId('start-studying').click();
  await page.waitForURL(`**/study/deck/${deckId}`);
  await page.getByTestId('flashcard-front').waitFor();
}

const roundDone = (page: Page) => page.locator('main section [role="status"]:has(h2)');
const grades = (page: Page) => page.getByTestId('answer-bar').locator('[role="group"]');

/**
 * Turns and grades the cards on screen until the round is done: the first Again when `missFirst`,
 * the others Good. `onRevealed` looks at each card turned over.
 */
async function gradeRound(page: Page, { missFirst = false, onRevealed = async (_: number) => {} } = {}) {
  for (let i = 0; ; i++) {
    await expect.poll(async () => (await roundDone(page).count()) > 0 || (await page.getByTestId('flashcard-front').count()) > 0, { timeout: 10_000 }).toBe(true);
    if (await roundDone(page).count()) break;
    await page.keyboard.press('Space');
    await grades(page).waitFor();
    await onRevealed(i);
    const progress = await page.getByTestId('flashcards-progress').textContent();
    await page.keyboard.press(missFirst && i === 0 ? '1' : '3');
    // The next card (or the round's end) is on screen before the next turn.
    await expect.poll(async () => (await roundDone(page).count()) > 0 || (await page.getByTestId('flashcards-progress').textContent()) !== progress).toBe(true);
  }
  await roundDone(page).locator('.btn-primary').click();
}

describe('study sessions, the workload panel and the card face in every language', () => {
  it('pseudo-locale: the workload panel, a Smart Session from its dialog to its summary, and the study page’s other states', async () => {
    const { page, context } = await inLocale(browser, false, 'pseudo');
    const deckId = await seedDeck(context);
    const found: string[] = [];
    const check = async (label: string, scope = 'main') => found.push(...(await untranslated(page, scope)).map((t) => `${label}: ${t}`));

    // The workload panel: its frame, figures, spans, chart and schedule options.
    const panel = await openWorkload(page, deckId);
    await check('workload', 'section:has([data-testid="workload-summary"])');
    await panel.locator('[aria-pressed="false"]').first().click();
    await panel.getByTestId('workload-summary').waitFor();
    await check('workload, another span', 'section:has([data-testid="workload-summary"])');

    // The session: each card turned over, the speaker on the card with a recording, the grade bar.
    await startFlashcards(page, deckId);
    // Resuming: a session left unfinished (the page reloaded) is offered again.
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('#resume-heading').waitFor();
    await check('resume');
    await page.locator('main section .btn-primary').click();
    await page.getByTestId('flashcard-front').waitFor();
    let spoke = false;
    await gradeRound(page, {
      missFirst: true,
      onRevealed: async (i) => {
        spoke ||= (await page.getByTestId('play-sound').count()) > 0;
        await check(`card ${i + 1}`, '[data-testid="study-top-bar"], main section > header, [data-testid="answer-bar"]');
        if (i === 1) {
          // Leaving asks first: End Session or Keep Studying.
          await page.getByTestId('study-top-bar').getByRole('button').click();
          await page.getByRole('dialog').waitFor();
          await check('end session dialog', '[role="dialog"]');
          await page.getByRole('dialog').locator('.btn-secondary').first().click();
          await page.getByRole('dialog').waitFor({ state: 'detached' });
        }
      },
    });
    expect(spoke).toBe(true);
    // The card graded Again comes back; then the summary.
    await gradeRound(page);
    await page.getByTestId('session-score').waitFor();
    await check('summary');
    await page.locator('main button[aria-expanded="false"]').click();
    await page.getByTestId('missed-cards').waitFor();
    await check('summary, missed cards');
    // A practice round of the missed card: the study page's bar over it.
    await page.locator('main section .btn-primary').click();
    await page.getByTestId('study-top-bar').waitFor();
    await check('practice', '[data-testid="study-top-bar"]');
    await page.getByTestId('study-top-bar').getByRole('button').click();
    await page.getByTestId('session-score').waitFor();

    // Nothing left to study: the summary reloaded asks for the same session again, with no card
    // due. The server's reason under the heading is the messages catalog's (shared/messages.ts).
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('main [role="alert"]').waitFor();
    await check('nothing due', 'main [role="alert"] h2, main [role="alert"] button');
    // No session asked for: the page opened from an address.
    await page.goto(`/decks/${deckId}`, { waitUntil: 'networkidle' });
    await page.goto(`/study/deck/${deckId}`, { waitUntil: 'networkidle' });
    await page.locator('main [role="alert"]').waitFor();
    await check('no session');
    expect(found).toEqual([]);
    await context.close();
  }, 240_000);

  it('Arabic and Korean at 1280 and 375 px: lang and dir, axe clean, the grade bar, summary and workload chart mirrored in Arabic', async () => {
    const found: string[] = [];
    for (const locale of ['ar', 'ko'] as const) {
      for (const mobile of [false, true]) {
        const { page, context } = await inLocale(browser, mobile, locale);
        const deckId = await seedDeck(context);
        const where = `${locale} ${mobile ? 375 : 1280}`;
        const shot = (name: string, opts?: { fullPage?: boolean }) => screenshot(page, `i18n-study-${locale}-${name}-${mobile ? 'mobile' : 'desktop'}`, opts);
        const axe = async (name: string, include?: string) => found.push(...(await seriousViolations(page, include)).map((v) => `${where} ${name}: ${v}`));
        const rtl = locale === 'ar';

        // The workload panel on the deck page.
        const panel = await openWorkload(page, deckId);
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([locale, rtl ? 'rtl' : 'ltr']);
        await axe('workload', 'section:has([data-testid="workload-summary"])');
        // The panel from its title down, below the sticky header.
        const top = await panel.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
        await page.evaluate((y) => window.scrollTo(0, y - 80), top);
        await shot('workload', { fullPage: false });
        // The days run the way the page reads: today at the right in Arabic.
        const ticks = panel.locator('.recharts-xAxis-tick-labels text');
        const firstTick = (await ticks.first().boundingBox())!;
        const lastTick = (await ticks.last().boundingBox())!;
        expect(firstTick.x > lastTick.x, `${where}: the chart's first day`).toBe(rtl);
        // The figures too: "Reviews a day" first, at the right in Arabic.
        const figures = page.getByTestId('workload-summary').locator(':scope > div');
        const firstFigure = (await figures.first().boundingBox())!;
        const secondFigure = (await figures.nth(1).boundingBox())!;
        expect(firstFigure.x > secondFigure.x, `${where}: the first figure`).toBe(rtl);

        // A session: the card turned over, the grade bar.
        await startFlashcards(page, deckId);
        await gradeRound(page, {
          missFirst: true,
          onRevealed: async (i) => {
            if (i > 0) return;
            expect(await page.evaluate(() => document.documentElement.dir)).toBe(rtl ? 'rtl' : 'ltr');
            await axe('playing');
            await shot('playing', { fullPage: false });
            // Again first in reading order: at the right end of the bar in Arabic.
            const again = (await grades(page).locator('[aria-keyshortcuts="1"]').boundingBox())!;
            const easy = (await grades(page).locator('[aria-keyshortcuts="4"]').boundingBox())!;
            expect(again.x > easy.x, `${where}: Again and Easy`).toBe(rtl);
          },
        });
        await gradeRound(page);
        await page.getByTestId('session-score').waitFor();
        await page.locator('main button[aria-expanded="false"]').click();
        await page.getByTestId('missed-cards').waitFor();
        await axe('summary');
        await shot('summary');
        // The score first, at the right in Arabic; the list's chevron turned to point leftwards.
        const score = (await page.getByTestId('session-score').boundingBox())!;
        const accuracy = (await page.getByTestId('overall-accuracy').boundingBox())!;
        expect(score.x > accuracy.x, `${where}: the summary's figures`).toBe(rtl);
        if (rtl) {
          const chevron = await page.locator('main button[aria-expanded] [aria-hidden="true"]').evaluate((el) => getComputedStyle(el).transform);
          expect(chevron).toBe('matrix(-1, 0, 0, 1, 0, 0)');
        }

        // The study page with no session asked for.
        await page.goto(`/decks/${deckId}`, { waitUntil: 'networkidle' });
        await page.goto(`/study/deck/${deckId}`, { waitUntil: 'networkidle' });
        await page.locator('main [role="alert"]').waitFor();
        await axe('no session');
        await shot('no-session', { fullPage: false });
        await context.close();
      }
    }
    expect(found).toEqual([]);
  }, 300_000);
});
