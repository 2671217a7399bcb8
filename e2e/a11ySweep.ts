// The axe sweep shared by e2e/a11y.e2e.ts (light theme) and e2e/a11y-dark.e2e.ts (dark theme):
// two files, so the browser suite can run them at the same time. axe-core over every route, modal
// and game state: no critical or serious violation anywhere (issue 13). Moderate findings are
// collected too for the rules the issue named (landmarks in modals, a page h1).
import { AxeBuilder } from '@axe-core/playwright';
import Database from '../server/db/sqliteNative.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor, launchBrowser, makeCards, newPage, screenshot, signUp, uniqueEmail } from './helpers';

const NAMED_MODERATE = new Set(['landmark-unique', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo', 'page-has-heading-one', 'landmark-one-main']);

interface Finding {
  state: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** Runs axe on what is on screen now and collects what must be fixed. */
async function audit(page: Page, state: string, findings: Finding[]) {
  if (process.env.A11Y_DEBUG) console.log("audit", state);
  // Animations (toasts, dialogs, answered options fading) settle first so colours are measured
  // at rest: a fixed pause was not enough on a busy machine (a fading option measured mid-way).
  await page.waitForTimeout(250);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  // A cap, so a stuck analysis fails this state instead of the whole run.
  const result = await Promise.race([
    new AxeBuilder({ page }).analyze(),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`axe timed out on ${state}`)), 60_000)),
  ]);
  if (process.env.A11Y_DEBUG) for (const v of result.violations) console.log('  ', v.id, v.impact, v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(' | '));
  for (const v of result.violations) {
    const blocking = v.impact === 'critical' || v.impact === 'serious' || NAMED_MODERATE.has(v.id);
    if (blocking) findings.push({ state, rule: v.id, impact: v.impact ?? '', targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) });
  }
}

const SCIENCE = makeCards(14, 'Planet');

/** `full` visits every state; `core` (the other width/theme pairs) the pages and states that differ most. */
export async function walk(browser: Browser, mobile: boolean, theme: 'light' | 'dark', full: boolean): Promise<Finding[]> {
  const findings: Finding[] = [];
  const { page, context } = await newPage(browser, { mobile });
  // The theme choice is a cookie (client/src/lib/theme.ts), read before the first paint.
  await context.addInitScript((t) => (document.cookie = `cardcade_theme=${t}; path=/`), theme);
  const tag = `${mobile ? '375' : '1280'}-${theme}`;

  // The reset-password page as a link opens it (the token is checked only on submit).
  for (const path of full ? ['/', '/login', '/signup', '/privacy', '/terms', '/reset-password?token=a11y-sweep-token'] : ['/']) {
    await page.goto(path);
    await page.locator('main h1').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    await audit(page, `${tag} ${path}`, findings);
  }

  const email = await signUp(page, uniqueEmail('a11y'));
  if (full) await audit(page, `${tag} /decks (empty)`, findings);
  const api = await apiFor(context);
  const deck = (await api.createDeck('Astronomy', SCIENCE)) as { id: number };
  const empty = (await api.createDeck('Nothing yet')) as { id: number };
  await page.reload();
  await page.getByRole('list', { name: 'Decks' }).getByRole('link', { name: /Astronomy/ }).waitFor();
  await audit(page, `${tag} /decks`, findings);

  if (full) {
    await page.getByRole('button', { name: 'Actions for Astronomy' }).click();
    await audit(page, `${tag} deck menu`, findings);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create New Deck' }).click();
    await page.getByRole('dialog', { name: 'Create New Deck' }).waitFor();
    await audit(page, `${tag} create deck modal`, findings);
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Import Deck' }).click();
  await page.getByRole('dialog', { name: 'Import Deck' }).waitFor();
  await audit(page, `${tag} import modal`, findings);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Open user menu/ }).click();
  await audit(page, `${tag} user menu`, findings);
  await page.keyboard.press('Escape');

  if (full) {
    await page.goto(`/decks/${empty.id}`);
    await page.getByRole('heading', { name: 'Nothing yet' }).waitFor();
    await audit(page, `${tag} empty deck`, findings);
  }

  await page.goto(`/decks/${deck.id}`);
  await page.getByRole('heading', { name: 'Astronomy' }).waitFor();
  await page.getByRole('heading', { name: 'Review Forecast' }).waitFor();
  await audit(page, `${tag} deck page`, findings);
  await screenshot(page, `a11y-deck-${tag}`);
  if (full) {
    await page.getByRole('button', { name: 'Add New Card' }).click();
    await audit(page, `${tag} add card modal`, findings);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Delete Planet 1', exact: true }).click();
    await audit(page, `${tag} delete card dialog`, findings);
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Start Smart Session' }).click();
  await page.getByRole('dialog', { name: 'Start a Smart Session' }).getByRole('radio', { name: /Matching/ }).waitFor();
  await audit(page, `${tag} smart session modal`, findings);
  await page.keyboard.press('Escape');

  // Flashcards too (issue #29: its 'Space' key badge was at 4.01:1).
  for (const game of full ? ['matching', 'multiple-choice', 'spatial-choice', 'crossword', 'flashcards'] : ['matching', 'crossword']) {
    await page.goto(`/play/${game}/${deck.id}`);
    await page.getByRole('region', { name: /game$/i }).waitFor();
    await audit(page, `${tag} ${game}`, findings);
  }
  // Multiple choice after an answer (feedback state).
  await page.goto(`/play/multiple-choice/${deck.id}`);
  await page.getByRole('list', { name: 'Answers' }).getByRole('button').first().click();
  await audit(page, `${tag} multiple-choice answered`, findings);

  if (full) {
    await page.goto('/feedback');
    await page.locator('main h1').waitFor();
    await audit(page, `${tag} /feedback`, findings);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Save time zone' }).waitFor();
    await audit(page, `${tag} /profile`, findings);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
    await audit(page, `${tag} delete account dialog`, findings);
  }
  // The profile page with its memory-model section.
  await page.goto('/profile');
  await page.getByRole('heading', { name: 'Your memory model' }).waitFor();
  await audit(page, `${tag} /profile (memory model)`, findings);
  // Dark too: the admin 'You' and 'Active' badges kept light-theme colours there (issue #29).
  if (full || theme === 'dark') {
    // The admin page: this user made an admin directly in the shared e2e database.
    const db = new Database(inject('dbPath'));
    db.prepare("update users set role = 'admin' where email = ?").run(email);
    db.close();
    await page.goto('/admin');
    await page.getByRole('table', { name: 'Users' }).waitFor();
    await audit(page, `${tag} /admin`, findings);
  }
  await context.close();
  return findings;
}

export const report = (findings: Finding[]) => findings.map((f) => `${f.state}: ${f.rule} (${f.impact}) ${f.targets.join(' | ')}`).join('\n');

/**
 * One test file's share of the sweep: each case is [mobile, theme, every state]. axe takes ~10 s
 * a page on this machine, so every state is visited once (1280 px, light) and the other
 * width/theme pairs visit the states that differ by width or colours.
 */
export function describeSweep(title: string, cases: readonly (readonly [boolean, 'light' | 'dark', boolean])[]) {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  describe(title, () => {
    it.each(cases)('mobile=%s, %s theme (every state: %s): no critical or serious violations', async (mobile, theme, full) => {
      const findings = await walk(browser, mobile, theme, full);
      expect(report(findings)).toBe('');
    }, 600_000);
  });
}
