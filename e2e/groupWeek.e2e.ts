// Issue 48, "a study group's first week, round 2", as the group met it, at 1280 and 375 px:
// a picture put inline with the editor's image button reaches subscribers; names, the main
// navigation and an empty My Decks that points to the library; suggestions shown as a word-level
// difference, a cloze card suggested on its source; the answer buttons in reach on a card with
// large pictures; "Card added" beside the form's buttons, gone in seconds; Listen's missing
// voice explained; Help and the `?` shortcuts; a new deck opens; the 30-day forecast and the
// overview across decks. axe finds nothing serious or critical on the changed screens.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../server/domain/import/mediaBytes';
import { apiFor, launchBrowser, makeCards, newPage, screenshot, signUp, signUpByApi, uniqueEmail } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const until = { timeout: 20_000, interval: 200 };
const WIDTHS = [false, true] as const;
const widthOf = (mobile: boolean) => (mobile ? 375 : 1280);

async function axeFindings(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Dark theme for the rest of the context's pages (a cookie read before the first paint). */
async function darkTheme(context: BrowserContext) {
  await context.addInitScript(() => (document.cookie = 'cardcade_theme=dark; path=/'));
}

async function upload(context: BrowserContext, size: number): Promise<{ id: number; url: string }> {
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await context.request.post('/api/media', {
    multipart: { image: { name: 'structure.png', mimeType: 'image/png', buffer: Buffer.from(await gradientPng(size)) } },
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; url: string };
}

/** The element lies wholly inside the viewport (no scrolling needed to reach it). */
async function inViewport(page: Page, locator: Locator): Promise<{ top: number; bottom: number; height: number }> {
  const box = (await locator.boundingBox())!;
  const height = page.viewportSize()!.height;
  return { top: Math.round(box.y), bottom: Math.round(box.y + box.height), height };
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('a study group, round 2 (issue 48)', () => {
  for (const mobile of WIDTHS) {
    const width = widthOf(mobile);

    it(`a subscriber sees the owner's inline picture and name; the owner sees a word diff; a cloze is suggested on its source (${width} px)`, async () => {
      const owner = await newPage(browser, { mobile });
      await signUpByApi(owner.context);
      const ownerApi = await apiFor(owner.context);
      const picture = await upload(owner.context, 96);
      const deckName = `Amino acids ${width}`;
      const deck = (await ownerApi.call('POST', '/api/decks', { name: deckName })) as { id: number };
      await ownerApi.call('POST', `/api/decks/${deck.id}/cards`, { termHtml: `<p><b>Glycine</b></p><img src="${picture.url}" alt="">`, definition: 'The smallest amino acid' });
      await ownerApi.call('POST', `/api/decks/${deck.id}/cards`, { term: 'Alanine', definition: 'A small amino acid with a methyl side chain' });
      await ownerApi.call('POST', `/api/decks/${deck.id}/cards`, { kind: 'cloze', clozeText: '{{c1::Proline}} is the only {{c2::cyclic}} amino acid.', extra: 'Biochemistry' });
      await ownerApi.call('PUT', `/api/decks/${deck.id}/sharing`, { visibility: 'server' });

      // The owner picks a display name on Profile (point 5).
      const ownerName = `Dr Ada ${width}`;
      await owner.page.goto('/profile');
      await owner.page.getByRole('textbox', { name: 'Display name' }).fill(ownerName);
      await owner.page.getByRole('button', { name: 'Save display name' }).click();
      await expect.poll(() => owner.page.getByText(`Display name saved: ${ownerName}.`).isVisible(), until).toBe(true);

      // A new member: an empty My Decks points to the library; Shared Decks is in the main navigation.
      const learner = await newPage(browser, { mobile });
      await signUp(learner.page, uniqueEmail('member'));
      const { page } = learner;
      const empty = page.locator('.empty-state');
      await expect.poll(() => empty.isVisible(), until).toBe(true);
      expect(await empty.getByRole('link', { name: 'Browse Shared Decks' }).getAttribute('href')).toBe('/shared');
      await screenshot(page, `group-empty-decks-${width}`);
      expect(await axeFindings(page)).toEqual([]);
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link', { name: 'My Decks' }).getAttribute('aria-current')).toBe('page');
      await nav.getByRole('link', { name: 'Shared Decks' }).click();
      await page.waitForURL('**/shared');
      expect(await nav.getByRole('link', { name: 'Shared Decks' }).getAttribute('aria-current')).toBe('page');
      await page.getByLabel('Search shared decks').fill(deckName);
      const item = page.getByRole('listitem').filter({ hasText: deckName });
      await expect.poll(() => item.isVisible(), until).toBe(true);
      expect(await item.textContent()).toContain(`Shared by ${ownerName}`);
      await item.getByRole('button', { name: `Subscribe to ${deckName}` }).click();
      await item.getByRole('link', { name: `Open ${deckName}` }).click();
      await page.waitForURL(`**/decks/${deck.id}`);

      // Point 1: the picture the editor put inline loads for the subscriber.
      const inline = page.locator(`img[src="${picture.url}"]`).first();
      await inline.scrollIntoViewIfNeeded();
      await expect.poll(() => inline.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), until).toBe(96);
      expect((await page.request.get(picture.url)).status()).toBe(200);

      // Point 9: a cloze card is suggested on its source, and the owner sees the changed words.
      await page.getByRole('button', { name: /^Suggest an edit to \[\.\.\.\] is the only/ }).click();
      const form = page.getByRole('dialog', { name: 'Suggest an edit' });
      expect(await form.getByLabel('Text').inputValue()).toBe('{{c1::Proline}} is the only {{c2::cyclic}} amino acid.');
      expect(await form.getByLabel('Extra (optional)').inputValue()).toBe('Biochemistry');
      await form.getByLabel('Text').fill('{{c1::Proline}} is the only {{c2::cyclic}} proteinogenic amino acid.');
      await screenshot(page, `group-cloze-suggestion-${width}`, { fullPage: false, animations: 'disabled' });
      expect(await axeFindings(page)).toEqual([]);
      await form.getByRole('button', { name: 'Send suggestion' }).click();
      await form.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Suggest an edit to Alanine' }).click();
      await form.getByLabel('Definition').fill('A small nonpolar amino acid with a methyl side chain');
      await form.getByRole('button', { name: 'Send suggestion' }).click();
      await form.waitFor({ state: 'detached' });

      await owner.page.goto(`/decks/${deck.id}`);
      const queue = owner.page.getByTestId('suggestions-queue');
      await expect.poll(() => queue.isVisible(), until).toBe(true);
      const diffs = queue.getByTestId('suggestion-diff');
      await expect.poll(() => diffs.count(), until).toBe(2);
      expect(await queue.locator('ins').allTextContents()).toEqual(expect.arrayContaining(['[added: proteinogenic ]', '[added: nonpolar ]']));
      // Each edit names the note field it changes (docs/shared-decks.md).
      expect((await queue.getByTestId('suggestion-fields').allTextContents()).sort()).toEqual(['Suggests a change to Back', 'Suggests a change to Text']);
      await queue.scrollIntoViewIfNeeded();
      await screenshot(queue, `group-suggestion-diff-${width}`);
      expect(await axeFindings(owner.page)).toEqual([]);
      // Accepting the cloze suggestion edits the note: both cards keep asking.
      const accept = queue.getByRole('listitem').filter({ hasText: 'Edit of “{{c1::Proline}}' }).getByRole('button', { name: /^Accept/ });
      await accept.click();
      await expect.poll(() => diffs.count(), until).toBe(1);
      const cards = (await ownerApi.call('GET', `/api/decks/${deck.id}`)) as { flashcards: { kind?: string; clozeText?: string | null }[] };
      expect(cards.flashcards.filter((c) => c.kind === 'cloze').map((c) => c.clozeText)).toEqual([
        '{{c1::Proline}} is the only {{c2::cyclic}} proteinogenic amino acid.',
        '{{c1::Proline}} is the only {{c2::cyclic}} proteinogenic amino acid.',
      ]);

      // The leaderboard names the owner too once they join it.
      await ownerApi.call('PUT', '/api/account/preferences', { showOnLeaderboard: true });
      await owner.context.close();
      await learner.context.close();
    });

    it(`the answer buttons stay on screen on a card with large pictures (${mobile ? '375×812' : '1280×720'})`, async () => {
      const { page, context } = await newPage(browser, { mobile });
      if (!mobile) await page.setViewportSize({ width: 1280, height: 720 });
      await signUpByApi(context);
      const api = await apiFor(context);
      const big = await upload(context, 700);
      const deck = (await api.call('POST', '/api/decks', { name: 'Structures' })) as { id: number };
      await api.call('POST', `/api/decks/${deck.id}/cards`, { termHtml: `<p>Tryptophan</p><img src="${big.url}" alt="">`, definitionHtml: `<p>Indole side chain</p><img src="${big.url}" alt="">`, definitionImageId: big.id });
      await page.goto(`/play/flashcards/${deck.id}`);
      const card = page.getByTestId('flashcard');
      await card.waitFor();
      const showAnswer = page.getByRole('button', { name: /Show Answer/ });
      await showAnswer.waitFor();
      let box = await inViewport(page, showAnswer);
      expect(box.bottom).toBeLessThanOrEqual(box.height);
      await showAnswer.click();
      const good = page.getByRole('button', { name: /^Good/ });
      await good.waitFor();
      await expect.poll(() => page.locator('[data-testid="flashcard"] img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)), until).toBe(true);
      for (const name of [/^Again/, /^Hard/, /^Good/, /^Easy/]) {
        box = await inViewport(page, page.getByRole('button', { name }));
        expect(box.top).toBeGreaterThanOrEqual(0);
        expect(box.bottom, `${name} at ${box.bottom} in a ${box.height} px view`).toBeLessThanOrEqual(box.height);
      }
      // The card is taller than the screen here: the buttons stay while it scrolls under them.
      expect(((await card.boundingBox())!.height)).toBeGreaterThan(box.height / 2);
      await screenshot(page, `group-answer-bar-${widthOf(mobile)}`, { fullPage: false, animations: 'disabled' });
      expect(await axeFindings(page)).toEqual([]);
      await good.click();
      await context.close();
    });

    it(`"Card added" sits beside the form's buttons and goes in seconds, pointer or not (${width} px)`, async () => {
      const { page, context } = await newPage(browser, { mobile, clock: true });
      await signUpByApi(context);
      const api = await apiFor(context);
      const deck = (await api.createDeck('Vocabulary', makeCards(1))) as { id: number };
      await page.goto(`/decks/${deck.id}`);
      await page.getByRole('button', { name: 'Add New Card' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add New Flashcard' });
      const term = dialog.getByRole('textbox', { name: 'Term' });
      await term.waitFor();
      await term.click();
      await page.keyboard.type('Perro');
      await dialog.getByRole('textbox', { name: 'Definition' }).click();
      await page.keyboard.type('Dog');
      await dialog.getByRole('button', { name: 'Add Card' }).click();
      const notice = dialog.getByRole('status').filter({ hasText: 'Card added: "Perro".' });
      await expect.poll(() => notice.isVisible(), until).toBe(true);
      const noticeBox = (await notice.boundingBox())!;
      for (const name of ['Add Card', 'Cancel']) {
        const button = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
        expect(overlaps(noticeBox, button), `the notice covers ${name}`).toBe(false);
      }
      expect(await page.getByRole('region', { name: 'Notifications' }).getByText('Card added').count()).toBe(0);
      // The pointer rests where it is (a move, which never waits for the element): it goes all the same.
      await page.mouse.move(noticeBox.x + noticeBox.width / 2, noticeBox.y + noticeBox.height / 2);
      await screenshot(page, `group-card-added-${width}`, { fullPage: false, animations: 'disabled' });
      expect(await axeFindings(page)).toEqual([]);
      await page.clock.fastForward(4_500);
      await expect.poll(() => dialog.getByTestId('form-notice').textContent(), until).toBe('');
      // A toast without an action is not kept by the pointer either.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await context.close();
    });

    it(`Listen without a voice says why and where to get one; Help, the ? shortcuts, a new deck, the overview and the 30-day forecast (${width} px)`, async () => {
      const { page, context } = await newPage(browser, { mobile });
      // A browser with an English voice only: a Korean deck cannot be read aloud.
      await context.addInitScript(() => {
        const voices = [{ name: 'English', lang: 'en-US', default: true, localService: true, voiceURI: 'en' }];
        Object.defineProperty(window.speechSynthesis, 'getVoices', { value: () => voices });
      });
      await signUp(page, uniqueEmail('help'));

      // Point 13: Create Deck opens the new deck.
      await page.getByRole('button', { name: 'Create New Deck' }).click();
      const create = page.getByRole('dialog', { name: 'Create New Deck' });
      await create.getByLabel('Deck Name').fill('Korean basics');
      await create.getByRole('button', { name: 'Create Deck' }).click();
      await page.waitForURL(/\/decks\/\d+$/);
      const deckId = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByRole('heading', { name: 'Korean basics', level: 1 }).waitFor();

      const api = await apiFor(context);
      await api.call('PUT', `/api/decks/${deckId}`, { name: 'Korean basics', termLanguage: 'ko' });
      const words: [string, string][] = [['사과', 'apple'], ['물', 'water'], ['책', 'book'], ['집', 'house'], ['개', 'dog'], ['고양이', 'cat']];
      for (const [term, definition] of words) await api.call('POST', `/api/decks/${deckId}/cards`, { term, definition });
      const detail = (await api.call('GET', `/api/decks/${deckId}`)) as { flashcards: { id: number }[] };
      // Four answered Easy: due in days, so the 30-day forecast has bars.
      const results = detail.flashcards.slice(0, 4).map((c) => ({ cardId: c.id, isCorrect: true, rating: 4, gameType: 'flashcards', answerTimeMs: 1500 }));
      await api.call('POST', '/api/sessions/submit', { sessionId: crypto.randomUUID(), deckId, results });
      await api.createDeck('Second deck', makeCards(3, 'Verb'));

      // Point 11: the deck page and the game say why Listen is missing, and where to get a voice.
      await page.goto(`/decks/${deckId}`);
      const note = page.getByTestId('no-voice');
      await expect.poll(() => note.isVisible(), until).toBe(true);
      expect(await note.textContent()).toContain('Listen is off for Korean: this browser has no Korean voice');
      expect(await note.textContent()).toMatch(/On (Linux|Android|a Mac|Windows|an iPhone)/);
      // Point 13: the forecast goes on for 30 days.
      const month = page.getByTestId('forecast-30-days');
      await expect.poll(() => month.isVisible(), until).toBe(true);
      expect(await month.locator('li').count()).toBe(30);
      expect(await month.textContent()).toContain('4 cards');
      await month.scrollIntoViewIfNeeded();
      await screenshot(page, `group-deck-forecast-${width}`);
      await screenshot(month.locator('xpath=ancestor::section[1]'), `group-forecast-card-${width}`);
      expect(await axeFindings(page)).toEqual([]);
      await page.goto(`/play/flashcards/${deckId}`);
      await expect.poll(() => page.getByTestId('no-voice').isVisible(), until).toBe(true);
      expect(await page.getByTestId('listen').count()).toBe(0);

      // Point 13: My Decks opens with today across decks.
      await page.goto('/decks');
      const overview = page.getByTestId('decks-overview');
      await expect.poll(() => overview.isVisible(), until).toBe(true);
      expect(await overview.getByTestId('overview-due').textContent()).toBe('5 cards');
      expect(await overview.getByRole('link').allTextContents()).toEqual(['Second deck3 cards', 'Korean basics2 cards']);
      expect(await overview.getByTestId('overview-streak').textContent()).toContain('1 day');
      await screenshot(page, `group-decks-overview-${width}`);
      expect(await axeFindings(page)).toEqual([]);

      // Point 12: `?` lists the shortcuts; not from a text field; Escape closes; focus stays inside.
      await page.getByLabel('Search decks').focus();
      await page.keyboard.type('?');
      expect(await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).count()).toBe(0);
      expect(await page.getByLabel('Search decks').inputValue()).toBe('?');
      await page.getByLabel('Search decks').fill('');
      await page.locator('main h1').click();
      await page.keyboard.press('?');
      const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await shortcuts.waitFor();
      expect(await shortcuts.textContent()).toContain('Ctrl+Z');
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
      }
      await screenshot(page, `group-shortcuts-${width}`, { fullPage: false, animations: 'disabled' });
      expect(await axeFindings(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await shortcuts.waitFor({ state: 'detached' });

      // Help: from the footer, and the same guide from the user menu.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
      await page.waitForURL('**/help');
      await page.getByRole('heading', { name: "Cardcade user's guide", level: 1 }).waitFor();
      expect(await page.getByRole('heading', { name: 'Keyboard shortcuts', level: 2 }).isVisible()).toBe(true);
      expect(await page.locator('main').textContent()).not.toContain('/api/');
      await screenshot(page, `group-help-${width}`, { fullPage: false, animations: 'disabled' });
      expect(await axeFindings(page)).toEqual([]);
      await page.goto('/decks');
      await page.getByRole('button', { name: /user menu/i }).click();
      await page.getByRole('menuitem', { name: 'Help' }).click();
      await page.waitForURL('**/help');
      await page.goto('/help#listening');
      await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('listening')!.getBoundingClientRect().top)), until).toBeLessThan(200);

      // Dark mode: the changed screens keep their contrast.
      await darkTheme(context);
      for (const path of ['/decks', `/decks/${deckId}`, '/help']) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        if (path === '/decks') await overview.waitFor();
        if (path !== '/help') await page.getByTestId('no-voice').or(overview).first().waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        await screenshot(page, `group-dark-${path.replace(/\W+/g, '-')}-${width}`, { fullPage: false, animations: 'disabled' });
        expect(await axeFindings(page), path).toEqual([]);
      }
      await page.keyboard.press('?');
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
      await screenshot(page, `group-dark-shortcuts-${width}`, { fullPage: false, animations: 'disabled' });
      expect(await axeFindings(page)).toEqual([]);
      await context.close();
    });
  }
});
