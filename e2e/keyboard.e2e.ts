// Keyboard-only paths (issue 13): skip link and focus after navigation, the menu button pattern,
// the Smart Session modal, matching and multiple choice by keyboard alone, Back during a session,
// and the landing page at 375 px without sideways scrolling.
import type { Browser, Page } from 'playwright-core';
import { MC_CORRECT_DELAY_MS } from '../shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, launchBrowser, makeCards, newPage, screenshot, signUp, signUpByApi, skipPause } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName ?? '', text: (el?.textContent ?? '').trim(), role: el?.getAttribute('role') ?? '' };
  });

describe('keyboard only', () => {
  it('skip link, focus on the new page heading, menus with Enter, arrows and Escape', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    // The landing renders once its login check answers: Tab means nothing before there is a page.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'A', text: 'Skip to main content' });
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'H1', text: 'Gamified Studying, Serious Results.' });
    expect(await page.title()).toBe('Cardcade — Gamified Studying, Serious Results.');

    await signUp(page);
    expect(await page.title()).toBe('My Decks — Cardcade');
    const api = await apiFor(context);
    const deck = (await api.createDeck('Biology', makeCards(8))) as { id: number };
    await page.reload();

    // User menu: Enter opens on the first item, arrows move, Escape closes and returns focus.
    const menuButton = page.getByRole('button', { name: /Open user menu/ });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ role: 'menuitem', text: 'My Decks' });
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ role: 'menuitem', text: 'Shared Decks' });
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ role: 'menuitem', text: 'Browse Cards' });
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ role: 'menuitem', text: 'Note Types' });
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ role: 'menuitem', text: 'Profile' });
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ role: 'menuitem', text: 'Feedback' });
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ role: 'menuitem', text: 'Help' });
    await page.keyboard.press('ArrowDown');
    // The first account of the suite's database is the admin, whose menu has Admin here: which
    // file signs up first depends on the run's order.
    if ((await focused(page)).text === 'Admin') await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ role: 'menuitemradio', text: 'System theme' });
    await page.keyboard.press('End');
    expect(await focused(page)).toMatchObject({ role: 'menuitem', text: 'Logout' });
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu', { name: 'User menu' }).count()).toBe(0);
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);

    // The theme choice is a menu item too, and sticks.
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menuitemradio', { name: 'Dark theme' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByRole('list', { name: 'Decks' }).getByRole('link', { name: /Biology/ }).waitFor();
    await screenshot(page, 'keyboard-decks-dark-1280');

    // Deck kebab: ArrowUp opens on the last item; Escape closes.
    const kebab = page.getByRole('button', { name: 'Actions for Biology' });
    await kebab.focus();
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toMatchObject({ role: 'menuitem', text: 'Delete' });
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ role: 'menuitem', text: 'View/Edit' });
    await page.keyboard.press('Escape');
    expect(await kebab.evaluate((el) => el === document.activeElement)).toBe(true);

    // Following a link moves focus to the new page's heading.
    await page.getByRole('list', { name: 'Decks' }).getByRole('link', { name: /Biology/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/decks/${deck.id}`);
    await page.getByRole('heading', { level: 1, name: 'Biology' }).waitFor();
    await expect.poll(async () => (await focused(page)).tag, { timeout: 5000 }).toBe('H1');
    expect((await focused(page)).text).toBe('Biology');
    expect(await page.title()).toBe('Biology — Cardcade');
    await context.close();
  });

  it('Smart Session modal: tabbing through the goal fields keeps the goal and Start enabled', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    const deck = (await (await apiFor(context)).createDeck('Tabbing', makeCards(8))) as { id: number };
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('button', { name: 'Start Smart Session' }).click();
    const modal = page.getByRole('dialog', { name: 'Start a Smart Session' });
    await expect.poll(() => modal.getByRole('radio', { name: /Matching/ }).getAttribute('aria-checked')).toBe('true');
    const start = modal.getByRole('button', { name: 'Start Studying' });
    await modal.getByRole('radio', { name: /Quick Start/ }).focus();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await modal.getByRole('radio', { name: /Quick Start/ }).isChecked()).toBe(true);
      expect(await start.isEnabled()).toBe(true);
    }
    // Typing a number is what switches the goal.
    await modal.getByRole('spinbutton', { name: 'Minutes' }).focus();
    await page.keyboard.type('5');
    expect(await modal.getByRole('radio', { name: /By Time/ }).isChecked()).toBe(true);
    expect(await start.isEnabled()).toBe(true);
    await context.close();
  });

  it('matching by Tab and Enter alone, announcing tile text, never ids', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    const deck = (await (await apiFor(context)).createDeck('Pairs', makeCards(6, 'Pair'))) as { id: number };
    await page.goto(`/play/matching/${deck.id}`);
    const game = page.getByRole('region', { name: 'Matching game' });
    await game.waitFor();

    // A keyboard drag announces texts (dnd-kit's live region), then Escape cancels it.
    const firstTerm = game.getByRole('button', { name: /^Pair \d+$/ }).first();
    await firstTerm.focus();
    await page.keyboard.press('Space');
    // The live region is written as the drag starts: wait for it, then for the cancel, so the
    // rounds below never begin inside a drag a busy machine has not finished cancelling.
    const liveRegion = page.locator('[id^="DndLiveRegion"]').first();
    await expect.poll(() => liveRegion.textContent()).toMatch(/Picked up Pair \d+/);
    expect(await liveRegion.textContent()).not.toMatch(/term-\d+|def-\d+/);
    // dnd-kit listens for keys a moment after the drag starts (a timer): on a busy machine the first
    // Escape can arrive before it listens, so Escape is pressed again while the drag is still on.
    await expect
      .poll(async () => {
        if (/Picked up/.test((await liveRegion.textContent()) ?? '')) await page.keyboard.press('Escape');
        return liveRegion.textContent();
      })
      .toMatch(/Moving Pair \d+ was cancelled/);

    for (let round = 0; round < 6; round++) {
      const term = game.getByRole('button', { name: /^Pair \d+$/ }).first();
      const n = Number(((await term.textContent()) ?? '').replace('Pair ', ''));
      await term.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => term.getAttribute('aria-pressed')).toBe('true');
      // Tab forward until the matching definition has focus, then Enter.
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press('Tab');
        if ((await focused(page)).text === `Meaning of pair number ${n}`) break;
      }
      await page.keyboard.press('Enter');
      await expect.poll(() => game.getByRole('button', { name: `Pair ${n} (matched)` }).count()).toBe(1);
    }
    await page.getByRole('heading', { name: 'Game Over!' }).waitFor();
    await context.close();
  });

  it('multiple choice keeps focus on the answers from question to question', async () => {
    const { page, context } = await newPage(browser, { clock: true });
    await signUpByApi(context);
    const deck = (await (await apiFor(context)).createDeck('Choices', makeCards(6))) as { id: number };
    await page.goto(`/play/multiple-choice/${deck.id}`);
    const answers = page.getByRole('list', { name: 'Answers' });
    await answers.waitFor();
    const question = page.getByRole('region', { name: 'Multiple choice game' }).getByRole('heading', { level: 2 });
    for (let i = 0; i < 3; i++) {
      const before = await question.textContent();
      await answers.getByRole('button').first().focus();
      await page.keyboard.press('Enter');
      // During feedback the pressed answer (or, after a miss, "Next") has focus; then the next question's first answer has it.
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
      // A miss waits for "Next", focused, so Enter moves on (issue 48); a right answer moves on
      // after its pause, skipped rather than waited out (e2e/helpers.ts newPage's `clock`).
      const next = page.getByRole('button', { name: 'Next', exact: true });
      if (await next.isVisible()) {
        await expect.poll(() => next.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press('Enter');
      } else await skipPause(page, MC_CORRECT_DELAY_MS);
      await expect.poll(() => question.textContent(), { timeout: 6000 }).not.toBe(before);
      await expect
        .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[aria-label="Answers"]'))))
        .toBe(true);
    }
    await context.close();
  });

  it('Back during a study session asks to end it first', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    const deck = (await (await apiFor(context)).createDeck('Back button', makeCards(8))) as { id: number };
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('button', { name: 'Start Smart Session' }).click();
    const modal = page.getByRole('dialog', { name: 'Start a Smart Session' });
    await modal.getByRole('radio', { name: /Multiple Choice/ }).click();
    await modal.getByRole('button', { name: 'Start Studying' }).click();
    await page.getByRole('region', { name: 'Multiple choice game' }).waitFor();

    await page.goBack();
    const dialog = page.getByRole('dialog', { name: 'End Session' });
    await dialog.waitFor();
    expect(page.url()).toContain(`/study/deck/${deck.id}`);
    await dialog.getByRole('button', { name: 'Keep Studying' }).click();
    await page.goBack();
    await page.getByRole('dialog', { name: 'End Session' }).getByRole('button', { name: 'End Session' }).click();
    await page.waitForURL(`**/decks/${deck.id}`);
    await context.close();
  });

  it('the landing page fits 375 px without sideways scrolling', async () => {
    const { page, context } = await newPage(browser, { mobile: true });
    await page.goto('/');
    await page.locator('main h1').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'keyboard-landing-375');
    await context.close();
  });
});
