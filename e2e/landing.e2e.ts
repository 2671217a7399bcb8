import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, signUp } from './helpers';

// Issue 13: the landing page loads only what it shows. A logged-out visit to / runs React, the
// router and the page; the API client, TanStack Query and the app shell come with the first
// app route (client/src/main.tsx, App.tsx).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('landing page', () => {
  it('logged out: no API client, at most 90 KB of JavaScript, and Login still opens the app', async () => {
    for (const mobile of [false, true]) {
      const { page, context } = await newPage(browser, { mobile });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const scripts = new Map<string, string>();
      let jsBytes = 0;
      cdp.on('Network.responseReceived', (e) => {
        if (e.type === 'Script') scripts.set(e.requestId, e.response.url);
      });
      cdp.on('Network.loadingFinished', (e) => {
        if (scripts.has(e.requestId)) jsBytes += e.encodedDataLength;
      });
      const api: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) api.push(new URL(r.url()).pathname);
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Gamified Studying, Serious Results.' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign Up' }).isVisible()).toBe(true);
      // Who is logged in is asked once, over plain REST; no tRPC call, no tRPC chunk.
      expect(api).toEqual(['/api/auth/me']);
      expect([...scripts.values()].some((u) => /\/assets\/(trpc|App)-/.test(u))).toBe(false);
      expect(jsBytes).toBeLessThanOrEqual(90 * 1024);
      await screenshot(page, `landing-light-${mobile ? 'mobile' : 'desktop'}`);

      await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }).click();
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      expect(await page.getByLabel('Email').isVisible()).toBe(true);
      await context.close();
    }
  });

  it('is axe-clean at 1280 and 375 px in both themes (the light page, without the app)', async () => {
    const blocking = new Set(['landmark-unique', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo', 'page-has-heading-one', 'landmark-one-main']);
    const found: string[] = [];
    for (const mobile of [false, true]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, context } = await newPage(browser, { mobile });
        await page.emulateMedia({ colorScheme });
        await page.goto('/', { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'Gamified Studying, Serious Results.' }).waitFor();
        const result = await new AxeBuilder({ page }).analyze();
        for (const v of result.violations) {
          if (v.impact === 'critical' || v.impact === 'serious' || blocking.has(v.id)) found.push(`${mobile ? 375 : 1280} ${colorScheme}: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
        }
        await context.close();
      }
    }
    expect(found).toEqual([]);
  }, 120_000);

  it('logged in: / goes on to My Decks', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/');
    await page.waitForURL('**/decks');
    await page.getByRole('heading', { name: 'My Decks' }).waitFor();
    expect(await page.getByRole('button', { name: /Open user menu/ }).isVisible()).toBe(true);
    await context.close();
  });
});
