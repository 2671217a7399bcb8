import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, baseURL, launchBrowser, newPage, screenshot, signUpByApi } from './helpers';

// The interface in more languages (docs/translating.md): the pseudo-locale shows no text that
// skipped the catalogs on the converted pages; Arabic mirrors; the picker's choice follows the account.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Visible texts and read attributes with a Latin letter outside ⟦…⟧, skipping [translate=no]
 * (user data, the brand) and [data-intl] (names Intl gives in the locale, e.g. weekdays).
 */
async function untranslated(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    const out: string[] = [];
    // Inside out: a message may hold another ('⟦Bold⟧ (Ctrl+B)' within ⟦ ⟧).
    const bad = (text: string) => {
      let rest = text;
      for (let before = ''; before !== rest; ) {
        before = rest;
        rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '');
      }
      return /[A-Za-z]/.test(rest);
    };
    for (const root of document.querySelectorAll(scopeSelector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || el.closest('[translate="no"], [data-intl], script, style, code') || !el.checkVisibility()) continue;
        if (bad(node.textContent ?? '')) out.push(node.textContent!.trim());
      }
      for (const el of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
        if (el.closest('[translate="no"], [data-intl]')) continue;
        for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
          const v = el.getAttribute(attr);
          if (v && bad(v)) out.push(`${attr}=${v}`);
        }
      }
    }
    return out;
  }, scope);
}

async function inLocale(mobile: boolean, locale: string) {
  const made = await newPage(browser, { mobile });
  await made.context.addInitScript((l) => localStorage.setItem('cardcade.locale', l), locale);
  return made;
}

describe('the interface in more languages', () => {
  it('pseudo-locale: the converted pages show no untranslated text', async () => {
    const { page, context } = await inLocale(false, 'pseudo');
    const found: string[] = [];
    // Every message arrives compiled: Lingui warns about one it would have to parse.
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text().slice(0, 120));
    });
    for (const path of ['/', '/login', '/signup', '/forgot-password', '/reset-password']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.locator('main h1').waitFor();
      found.push(...(await untranslated(page)).map((t) => `${path}: ${t}`));
    }
    // Signed in: the app shell (header, menu, footer) and the whole Profile page.
    await signUpByApi(context);
    await page.goto('/profile', { waitUntil: 'networkidle' });
    await page.locator('#memory-model-title').waitFor();
    await page.getByTestId('memory-model-badge').waitFor();
    await page.locator('header button[aria-controls="user-menu"]').click();
    found.push(...(await untranslated(page)).map((t) => `/profile: ${t}`));
    // The delete dialog too.
    await page.keyboard.press('Escape');
    await page.locator('section[aria-labelledby="data-title"] button.btn-danger').click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await untranslated(page, '[role="dialog"]')).map((t) => `/profile dialog: ${t}`));
    expect(found).toEqual([]);
    expect(warnings.filter((w) => /Uncompiled|Messages for locale|Cannot access/.test(w))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
    await context.close();
  });

  it('Arabic and Korean: lang and dir set, the page mirrored in Arabic, axe clean at 1280 and 375 px', async () => {
    const found: string[] = [];
    for (const locale of ['ar', 'ko'] as const) {
      for (const mobile of [false, true]) {
        const { page, context } = await inLocale(mobile, locale);
        for (const path of ['/', '/login', '/signup', '/forgot-password']) {
          await page.goto(path, { waitUntil: 'networkidle' });
          await page.locator('main h1').waitFor();
          expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([locale, locale === 'ar' ? 'rtl' : 'ltr']);
          const result = await new AxeBuilder({ page }).analyze();
          for (const v of result.violations) if (v.impact === 'critical' || v.impact === 'serious') found.push(`${locale} ${mobile ? 375 : 1280} ${path}: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
          await screenshot(page, `i18n-${locale}${path === '/' ? '-landing' : path.replace('/', '-')}-${mobile ? 'mobile' : 'desktop'}`);
        }
        // Signed in: Profile, and the header's navigation and menu.
        await signUpByApi(context);
        await page.goto('/profile', { waitUntil: 'networkidle' });
        await page.getByTestId('memory-model-badge').waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        const profileAxe = await new AxeBuilder({ page }).analyze();
        for (const v of profileAxe.violations) if (v.impact === 'critical' || v.impact === 'serious') found.push(`${locale} ${mobile ? 375 : 1280} /profile: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
        await screenshot(page, `i18n-${locale}-profile-${mobile ? 'mobile' : 'desktop'}`);
        await page.locator('header button[aria-controls="user-menu"]').click();
        await page.locator('#user-menu').waitFor();
        await screenshot(page, `i18n-${locale}-menu-${mobile ? 'mobile' : 'desktop'}`, { fullPage: false });
        if (locale === 'ar' && !mobile) {
          // The menu opens under its button, on the left edge of a right-to-left page.
          const menu = await page.locator('#user-menu').boundingBox();
          const button = await page.locator('header button[aria-controls="user-menu"]').boundingBox();
          expect(menu!.x).toBeLessThanOrEqual(button!.x + 1);
          await page.keyboard.press('Escape');
        }
        if (locale === 'ar' && !mobile) {
          // Mirrored: the brand on the right, the account links on the left.
          await page.context().clearCookies();
          await page.goto('/');
          const brand = await page.locator('header a').first().boundingBox();
          const signUp = await page.getByRole('link', { name: 'إنشاء حساب' }).first().boundingBox();
          expect(brand!.x).toBeGreaterThan(signUp!.x);
        }
        await context.close();
      }
    }
    expect(found).toEqual([]);
  }, 240_000);

  it('the browser’s language by default; a pick on the landing page stays, and a signed-in pick is saved on the account', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), locale: 'es-ES', viewport: { width: 1280, height: 860 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Estudiar jugando, resultados serios.' }).waitFor();
    await page.getByLabel('Idioma').selectOption('ko');
    await page.getByRole('heading', { level: 1, name: '게임처럼 공부하고, 확실한 결과를.' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: '게임처럼 공부하고, 확실한 결과를.' }).waitFor();
    // Signed in, the choice this browser shows is saved on the account, and a new pick too.
    await signUpByApi(context);
    await page.goto('/profile');
    await page.locator('#profile-language').selectOption('ar');
    await expect.poll(async () => (await (await context.request.get('/api/auth/me')).json()).user.locale).toBe('ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'i18n-ar-profile-picked');
    await context.close();
  });

  // The note types pages, the import wizard and the card form (and the dialogs, editor and
  // fields in them): no text outside the catalogs; Arabic and Korean axe clean, looked at.
  it('note types, the import wizard and the card form: pseudo-locale clean, Arabic and Korean axe clean', async () => {
    const found: string[] = [];
    const openScreens = async (page: Page, context: BrowserContext, check: (name: string, scope?: string) => Promise<void>) => {
      await signUpByApi(context);
      const api = await apiFor(context);
      const deck = (await api.createDeck('Vocabulario', [['perro', 'dog']])) as { id: number };
      await page.goto('/note-types', { waitUntil: 'networkidle' });
      await page.getByTestId('note-type-row').first().waitFor();
      await check('note-types', 'main');
      await page.getByTestId('note-type-row').first().locator('a.btn').click();
      await page.locator('#nt-name').waitFor();
      await page.getByTestId('preview-front').waitFor();
      await check('note-type-editor', 'main');
      await page.goto('/decks', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Import Deck' }).click();
      await page.getByRole('dialog').waitFor();
      await page.locator('input[name="import-kind"][value="quizlet"]').check();
      await page.locator('#quizlet-text').waitFor();
      await check('import', '[role="dialog"]');
      await page.keyboard.press('Escape');
      await page.goto(`/decks/${deck.id}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Add New Card' }).first().click({ timeout: 60_000 });
      await page.getByRole('dialog').locator('[role="toolbar"]').first().waitFor();
      // The form's own frame (CardFormModal) is another branch's for now: its editors, media fields and note type switch.
      await check('card-form', '[role="dialog"] [role="toolbar"], [role="dialog"] [role="radiogroup"], [role="dialog"] input[type="file"] ~ *');
    };

    const pseudo = await inLocale(false, 'pseudo');
    await openScreens(pseudo.page, pseudo.context, async (name, scope) => {
      found.push(...(await untranslated(pseudo.page, scope)).map((t) => `${name}: ${t}`));
    });
    await pseudo.context.close();

    for (const locale of ['ar', 'ko'] as const) {
      for (const mobile of [false, true]) {
        const { page, context } = await inLocale(mobile, locale);
        await openScreens(page, context, async (name) => {
          // Colours are read once transitions (a chip just picked) have ended.
          await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
          const result = await new AxeBuilder({ page }).analyze();
          for (const v of result.violations) if (v.impact === 'critical' || v.impact === 'serious') found.push(`${locale} ${mobile ? 375 : 1280} ${name}: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
          // A dialog as it shows on the screen (a full-page shot moves it).
          await screenshot(page, `i18n-${locale}-${name}-${mobile ? 'mobile' : 'desktop'}`, { fullPage: !['import', 'card-form'].includes(name) });
        });
        await context.close();
      }
    }
    expect(found).toEqual([]);
  }, 300_000);
});
