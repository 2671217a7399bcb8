// The app's pages under its own Content Security Policy (docs/security.md): no page may make the
// browser report a violation. zod 4 probes whether it may compile validators with
// `new Function` the first time a schema parses, and under `script-src` without 'unsafe-eval' that
// probe alone is a reported `script-src eval` violation (issue 49); the client turns the probe off
// (client/src/lib/zodJitless.ts). Each page is visited fresh, logged out and logged in, with a
// `securitypolicyviolation` listener installed before any of the app's code runs.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiFor, launchBrowser, newPage, signUpByApi } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

async function watchViolations(context: BrowserContext): Promise<string[]> {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const console: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return console;
}

/** Opens `path`, waits for `ready` and for the network to settle, and answers what was reported. */
async function violationsOn(page: Page, path: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => window.__cspViolations ?? []);
}

const heading = (name: RegExp | string) => (page: Page) => page.getByRole('heading', { name, level: 1 }).first().waitFor();

/** Each page's violations, by path (only the pages that had any). */
async function violationsOnPages(page: Page, pages: [string, (p: Page) => Promise<unknown>][]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [path, ready] of pages) {
    const violations = await violationsOn(page, path, ready);
    if (violations.length) found[path] = violations;
  }
  return found;
}

it('the public pages report no CSP violation', async () => {
  const { context, page } = await newPage(browser);
  try {
    const console = await watchViolations(context);
    expect(
      await violationsOnPages(page, [
        ['/', (p: Page) => p.getByRole('link', { name: /sign up|get started/i }).first().waitFor()],
        ['/login', (p: Page) => p.getByLabel('Email').waitFor()],
        ['/signup', (p: Page) => p.getByLabel('Confirm password').waitFor()],
      ]),
    ).toEqual({});
    expect(console).toEqual([]);
  } finally {
    await context.close();
  }
});

it('the logged-in pages report no CSP violation', async () => {
  const { context, page } = await newPage(browser);
  try {
    const console = await watchViolations(context);
    await signUpByApi(context);
    const deck = await (await apiFor(context)).createDeck('CSP deck', [
      ['alpha', 'first'],
      ['beta', 'second'],
      ['gamma', 'third'],
      ['delta', 'fourth'],
    ]);
    const main = (p: Page) => p.locator('main').first().waitFor();
    expect(
      await violationsOnPages(page, [
        ['/decks', heading('My Decks')],
        [`/decks/${deck.id}`, heading('CSP deck')],
        ['/dashboard', main],
        ['/profile', main],
        ['/shared', main],
        [`/study/deck/${deck.id}`, main],
      ]),
    ).toEqual({});
    expect(console).toEqual([]);
  } finally {
    await context.close();
  }
}, 120_000);
