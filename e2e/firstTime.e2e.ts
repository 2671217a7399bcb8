// Issue #29 as a new user meets it, in the built app: the profile in both menus, focus kept in
// the import modal across its steps, the Quizlet form's marked field, the success step that
// stays, full-size pictures from the card list, matching by keyboard in few Tab presses and its
// tiles at 375 px, the crossword in a narrow window, account deletion's landing, and the 404
// page. Screenshots at 1280 and 375 px, light and dark, of the screens that changed.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchingData } from '../shared/games';
import { gradientPng } from '../server/domain/import/mediaBytes';
import { apiFor, launchBrowser, makeCards, newPage, openImportDialog, PASSWORD, screenshot, signUpByApi } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Serious and critical axe findings on what is on screen now. */
async function axe(page: Page): Promise<string> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
    .join('\n');
}

/** Where focus is: inside an open dialog or not, and the focused element's text or label. */
const focus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      inDialog: Boolean(el?.closest('[role="dialog"]')),
      onBody: !el || el === document.body,
      label: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
      testId: el?.getAttribute('data-testid') ?? '',
    };
  });

const themed = async (page: Page, theme: 'light' | 'dark') => page.context().addCookies([{ name: 'cardcade_theme', value: theme, url: page.url() }]);

describe('menus', () => {
  it.each([
    ['1280', false],
    ['375', true],
  ] as const)('the user menu links to Profile (%s px)', async (_width, mobile) => {
    const { page, context } = await newPage(browser, { mobile });
    await signUpByApi(context);
    await page.goto('/decks');
    await page.getByRole('button', { name: /Open user menu/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Your data' }).waitFor();
    await context.close();
  });
});

describe('import modal', () => {
  it.each([
    ['1280', false, 'light'],
    ['375', true, 'dark'],
  ] as const)('keeps focus inside across steps; marks the Quizlet deck name; Confirm stays until closed (%s px, mobile %s, %s)', async (width, mobile, theme) => {
    const { page, context } = await newPage(browser, { mobile });
    await signUpByApi(context);
    await page.goto('/decks');
    await themed(page, theme);
    await page.reload();
    const dialog = await openImportDialog(page);
    await dialog.getByLabel(/Quizlet/).check();
    await dialog.getByLabel('Pasted Quizlet text').fill('hola\thello\nadiós\tgoodbye');

    // Preview without a deck name: the field is marked, described by the message, focused, in view.
    await dialog.getByRole('button', { name: 'Preview Import' }).focus();
    await page.keyboard.press('Enter');
    const deckName = dialog.getByLabel('Deck name');
    await expect.poll(() => deckName.getAttribute('aria-invalid')).toBe('true');
    expect(await deckName.evaluate((el) => el === document.activeElement)).toBe(true);
    const describedBy = (await deckName.getAttribute('aria-describedby'))!;
    expect(await page.locator(`#${describedBy}`).textContent()).toBe('Deck name is required.');
    const box = (await deckName.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    await screenshot(page, `first-time-quizlet-error-${width}-${theme}`);
    expect(await axe(page)).toBe('');

    // Tab and Shift+Tab never leave the dialog.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
      expect((await focus(page)).inDialog).toBe(true);
    }

    // Enter on Preview: focus lands on the preview step's heading, not on the page behind.
    await deckName.fill('Spanish greetings');
    await dialog.getByRole('button', { name: 'Preview Import' }).focus();
    await page.keyboard.press('Enter');
    const previewHeading = dialog.getByRole('heading', { level: 3 }).first();
    await dialog.getByRole('button', { name: 'Confirm Import' }).waitFor();
    await expect.poll(async () => (await focus(page)).inDialog).toBe(true);
    expect(await previewHeading.evaluate((el) => el === document.activeElement)).toBe(true);
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect((await focus(page)).inDialog).toBe(true);
    }

    // Confirm by keyboard: the success step takes focus and stays, even after the list behind it
    // has refreshed with the new deck.
    await dialog.getByRole('button', { name: 'Confirm Import' }).focus();
    await page.keyboard.press('Enter');
    const created = dialog.getByRole('list', { name: 'Created decks' });
    await created.waitFor();
    await expect.poll(async () => (await focus(page)).inDialog).toBe(true);
    await expect.poll(() => page.locator('a[href^="/decks/"]', { hasText: 'Spanish greetings' }).count()).toBeGreaterThan(1);
    expect(await dialog.isVisible()).toBe(true);
    await screenshot(page, `first-time-import-success-${width}-${theme}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await focus(page)).label).toMatch(/Import Deck/);
    await context.close();
  });

  it('Enter on Analyze File moves focus to the mapping step, still inside the dialog', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    await page.goto('/decks');
    const dialog = await openImportDialog(page);
    await dialog.getByLabel(/CSV\/Excel/).check();
    await dialog.getByLabel('CSV or Excel file').setInputFiles({ name: 'words.csv', mimeType: 'text/csv', buffer: Buffer.from('Word,Meaning\nperro,dog\ngato,cat\n') });
    await dialog.getByRole('button', { name: 'Analyze File' }).focus();
    await page.keyboard.press('Enter');
    const heading = dialog.getByRole('heading', { name: 'Choose the deck name and columns' });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect((await focus(page)).inDialog).toBe(true);
    await context.close();
  });
});

describe('card list pictures', () => {
  it.each([
    ['1280', false, 'light'],
    ['375', true, 'dark'],
  ] as const)('a thumbnail shows the whole picture and opens it full size; Escape returns to it (%s px, mobile %s, %s)', async (width, mobile, theme) => {
    const { page, context } = await newPage(browser, { mobile });
    await signUpByApi(context);
    const api = await apiFor(context);
    const deck = (await api.createDeck('Amino acids', [['glycine', 'the smallest amino acid']])) as { id: number };
    await page.goto(`/decks/${deck.id}`);
    await themed(page, theme);
    await page.reload();
    await page.getByRole('button', { name: 'Add New Card' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Flashcard' });
    await form.getByLabel('Term', { exact: true }).fill('arginine');
    await form.getByLabel('Add term image').setInputFiles({ name: 'arginine.png', mimeType: 'image/png', buffer: Buffer.from(await gradientPng(160)) });
    await form.getByRole('img', { name: 'Term image' }).waitFor();
    await form.getByLabel('Definition', { exact: true }).fill('a basic amino acid');
    await form.getByRole('button', { name: 'Add Card' }).click();
    const thumb = page.getByRole('button', { name: 'View full size: Term image: arginine' });
    await thumb.waitFor();
    await expect.poll(async () => (await form.getByLabel('Term', { exact: true }).innerText()).trim()).toBe('');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    // Not cropped: the picture is contained in its box, at 88 px.
    expect(await thumb.locator('img').evaluate((img) => [getComputedStyle(img).objectFit, (img as HTMLImageElement).width])).toEqual(['contain', 88]);
    await thumb.scrollIntoViewIfNeeded();
    await screenshot(page, `first-time-thumbnail-${width}-${theme}`);
    await thumb.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Term image: arginine' });
    await viewer.getByRole('img', { name: 'Term image: arginine' }).waitFor();
    await expect.poll(() => viewer.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(160);
    await screenshot(page, `first-time-full-image-${width}-${theme}`, { fullPage: false });
    expect(await axe(page)).toBe('');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await thumb.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});

const AMINO: [string, string][] = [
  ['alanine', 'Ala · A · nonpolar, small side chain'],
  ['arginine', 'Arg · R · positively charged, guanidinium group'],
  ['asparagine', 'Asn · N · polar amide'],
  ['cysteine', 'Cys · C · forms disulfide bridges'],
  ['glutamine', 'Gln · Q · polar amide, one carbon longer'],
  ['histidine', 'His · H · imidazole ring, buffers near pH 7'],
];

describe('matching', () => {
  it('by keyboard: after each pair focus is on the next unmatched term; a 6-pair round takes few Tab presses', async () => {
    const { page, context } = await newPage(browser, { clock: true });
    await signUpByApi(context);
    const api = await apiFor(context);
    const deck = (await api.createDeck('Amino acids', AMINO)) as { id: number };
    const response = page.waitForResponse((r) => r.url().includes('games.generate'));
    await page.goto(`/play/matching/${deck.id}`);
    const data = ((await (await response).json()) as { result: { data: MatchingData } }[])[0].result.data;
    expect(data.terms).toHaveLength(6);
    await page.getByTestId(`term-${data.terms[0].id}`).focus();

    let tabs = 0;
    for (let pair = 0; pair < data.terms.length; pair++) {
      // Focus is on an unmatched term: select it, then Tab to its definition.
      const current = await focus(page);
      expect(current.testId).toMatch(/^term-/);
      const termId = Number(current.testId.slice('term-'.length));
      await page.keyboard.press('Enter');
      while ((await focus(page)).testId !== `def-${termId}`) {
        await page.keyboard.press('Tab');
        tabs += 1;
        expect(tabs).toBeLessThan(60);
      }
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId(`term-${termId}`).isDisabled()).toBe(true);
      if (pair < data.terms.length - 1) await expect.poll(async () => (await focus(page)).testId).toMatch(/^term-/);
    }
    await page.getByRole('heading', { name: /Game Over/ }).waitFor();
    // From a term, Tab passes the unmatched terms after it, then the unmatched definitions before
    // the right one: at most 36 for six pairs, at least 21 (issue #29 counted 71).
    console.log(`matching by keyboard: ${tabs} Tab presses for 6 pairs`);
    expect(tabs).toBeLessThanOrEqual(36);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('at 375 px every tile has one font size and no word is split (%s)', async (theme) => {
    const { page, context } = await newPage(browser, { mobile: true });
    await signUpByApi(context);
    const api = await apiFor(context);
    const deck = (await api.createDeck('Amino acids', AMINO)) as { id: number };
    await page.goto(`/decks/${deck.id}`);
    await themed(page, theme);
    await page.goto(`/play/matching/${deck.id}`);
    await page.locator('[data-fit-text]').first().waitFor();
    await expect.poll(() => page.locator('[data-fit-text]').count()).toBe(12);
    const tiles = await page.locator('[data-fit-text]').evaluateAll((boxes) =>
      boxes.map((box) => {
        const inner = box.firstElementChild as HTMLElement;
        return { size: (box as HTMLElement).style.fontSize, fits: inner.scrollWidth <= box.clientWidth && inner.offsetHeight <= box.clientHeight };
      }),
    );
    expect(new Set(tiles.map((t) => t.size)).size).toBe(1);
    expect(tiles.every((t) => t.fits)).toBe(true);
    // The longest word, whole at that size: no word is wider than its tile.
    const words = await page.locator('[data-fit-text] > span').evaluateAll((spans) =>
      spans.every((span) => {
        const probe = document.createElement('span');
        probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;font:inherit';
        span.appendChild(probe);
        const ok = (span.textContent ?? '').split(/\s+/).every((word) => {
          probe.textContent = word;
          return probe.offsetWidth <= (span.parentElement as HTMLElement).clientWidth;
        });
        probe.remove();
        return ok;
      }),
    );
    expect(words).toBe(true);
    await screenshot(page, `first-time-matching-375-${theme}`);
    await context.close();
  });
});

/** A short real WAV (8 kHz mono 8-bit beep) for a card's sound. */
function beepWav(): Buffer {
  const samples = 800;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples, 40);
  const body = Buffer.alloc(samples, 128);
  return Buffer.concat([header, body]);
}

const KOREAN: [string, string][] = [
  ['안녕하세요 여러분 만나서 정말 반갑습니다', 'Hello everyone, very nice to meet you'],
  ['감사합니다', 'Thank you'],
  ['죄송합니다', 'I am sorry'],
  ['천천히 말씀해 주세요', 'Please speak slowly'],
];

describe('matching tiles with a sound', () => {
  it('at 375 px, long Korean text stays clear of the play button', async () => {
    const { page, context } = await newPage(browser, { mobile: true });
    await signUpByApi(context);
    const api = await apiFor(context);
    const deck = (await api.createDeck('Korean phrases', KOREAN)) as { id: number };
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('button', { name: `Edit ${KOREAN[0][0]}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit Flashcard' });
    await form.getByLabel('Add term sound').setInputFiles({ name: 'hello.wav', mimeType: 'audio/wav', buffer: beepWav() });
    await form.getByRole('button', { name: 'Play term sound' }).waitFor();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.waitFor({ state: 'detached' });

    await page.goto(`/play/matching/${deck.id}`);
    const play = page.getByRole('button', { name: /^Play sound/ });
    await play.waitFor();
    const gap = await play.evaluate((button) => {
      const slot = button.parentElement!;
      const text = slot.querySelector('[data-fit-text] > span')!;
      const range = document.createRange();
      range.selectNodeContents(text);
      // The right edge of the text's widest line, against the button's left edge.
      const right = Math.max(...[...range.getClientRects()].map((r) => r.right));
      return button.getBoundingClientRect().left - right;
    });
    expect(gap).toBeGreaterThanOrEqual(0);
    // No Korean word is split over two lines (lang="ko" keeps them whole).
    const splitWords = await page.locator('[data-fit-text] > span[lang="ko"]').evaluateAll((spans) =>
      spans.flatMap((span) => {
        const node = span.firstChild as Text;
        const text = node.data;
        const split: string[] = [];
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) split.push(match[0]);
        }
        return split;
      }),
    );
    expect(splitWords).toEqual([]);
    await screenshot(page, 'first-time-matching-korean-375');
    await context.close();
  });
});

describe('crossword in a narrow desktop window', () => {
  it('scrolls the grid sideways instead of clipping it', async () => {
    const { page, context } = await newPage(browser);
    // A desktop window (no touch) narrower than the grid: 35 px cells stay, so it must scroll.
    await page.setViewportSize({ width: 420, height: 860 });
    await signUpByApi(context);
    const api = await apiFor(context);
    const words = ['planet', 'comet', 'meteor', 'nebula', 'galaxy', 'eclipse', 'asteroid', 'saturn', 'venus', 'mercury', 'neptune', 'telescope', 'gravity', 'orbit'];
    const deck = (await api.createDeck('Space words', words.map((w) => [w, `The word ${w}`] as [string, string]))) as { id: number };
    await page.goto(`/play/crossword/${deck.id}`);
    const wrap = page.getByTestId('crossword-scroll');
    await wrap.waitFor();
    const sizes = await wrap.evaluate((el) => ({ overflowX: getComputedStyle(el).overflowX, scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);
    expect(sizes.overflowX).toBe('auto');
    // Every column can be reached: scrolled to the end, the grid's right edge is in view.
    await wrap.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const grid = (await wrap.locator('[role="grid"], div').first().boundingBox())!;
    const view = (await wrap.boundingBox())!;
    expect(Math.round(grid.x + grid.width)).toBeLessThanOrEqual(Math.round(view.x + view.width) + 1);
    await screenshot(page, 'first-time-crossword-420');
    await context.close();
  });
});

describe('account deletion', () => {
  it.each([
    ['1280', false],
    ['375', true],
  ] as const)('lands on the landing page at the top with "Your account was deleted." (%s px)', async (width, mobile) => {
    const { page, context } = await newPage(browser, { mobile });
    await signUpByApi(context);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Enter your password to confirm').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Your account was deleted.' });
    await status.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const box = (await status.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await screenshot(page, `first-time-account-deleted-${width}`);
    await context.close();
  });
});

describe('404 outside the app', () => {
  it('a browser opening an API address gets a page with a language and a title', async () => {
    const { page, context } = await newPage(browser);
    const response = await page.goto('/api/no-such-thing');
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('Page not found — Cardcade');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await axe(page)).toBe('');
    await context.close();
  });
});
