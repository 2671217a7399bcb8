import Database from '../server/db/sqliteNative.js';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

// Browser-test helpers: Debian's Chromium (never a downloaded one), desktop and 375 px touch pages,
// sign-up through the UI, seeding through the REST API, and screenshots to look at.

export const baseURL = () => inject('baseURL');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PageOptions {
  mobile?: boolean;
  /** The PWA's service worker (docs/offline.md) only where a test is about it (e2e/offline.e2e.ts). */
  serviceWorkers?: 'allow' | 'block';
  /**
   * Playwright's clock in the page (time still flows as usual), so a test can jump over a game's
   * fixed feedback pause with skipPause instead of sitting through it: multiple choice waits
   * 1.5 s after a right answer and 3.5 s after a wrong one, ~100 s of one browser file alone.
   */
  clock?: boolean;
}

export async function newPage(browser: Browser, opts: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: opts.mobile ? { width: 375, height: 812 } : { width: 1280, height: 860 },
    isMobile: opts.mobile ?? false,
    hasTouch: opts.mobile ?? false,
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: opts.serviceWorkers ?? 'block',
  });
  if (opts.clock) await context.clock.install();
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/**
 * Jumps the page's clock (installed by newPage's `clock`) over a pause the app has just started,
 * e.g. MC_CORRECT_DELAY_MS after an answer: the pending timer fires now, as it would have after
 * the wait. The test still sees the same screens in the same order; only the idle wait goes.
 */
export async function skipPause(page: Page, ms: number) {
  await page.clock.fastForward(ms);
}

let counter = 0;
// Two browser-test files run at once (vitest.workspace.ts): the process id keeps their addresses apart.
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${process.pid}-${++counter}@example.com`;
export const PASSWORD = 'correct horse battery';

/** Signs up through the real form and waits for My Decks. */
export async function signUp(page: Page, email = uniqueEmail()): Promise<string> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL('**/decks');
  // Playwright's own wait (the context's timeout), not a 1 s poll: on a busy machine the first
  // lazy page chunk can take seconds.
  await page.getByRole('heading', { name: 'My Decks' }).waitFor();
  return email;
}

/**
 * Signs up through the REST API (the service the form calls, with the page's time zone) and
 * leaves the page where it is: for tests about something else, whose next step opens their own
 * page. It saves a whole app start (the sign-up page, then My Decks) per test. The tests about
 * signing up and logging in (foundation, landing, profile, offline's second user) use signUp.
 */
export async function signUpByApi(context: BrowserContext, email = uniqueEmail()): Promise<string> {
  const request = context.request;
  await request.get('/api/auth/me');
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.post('/api/auth/signup', { data: { email, password: PASSWORD, timeZone: 'UTC' }, headers: { 'x-xsrf-token': xsrf } });
  if (!res.ok()) throw new Error(`sign-up ${email} → ${res.status()} ${await res.text()}`);
  return email;
}

/** A REST client with the browser's cookies, for seeding data quickly. */
export async function apiFor(context: BrowserContext) {
  const request = context.request;
  await request.get('/api/auth/me');
  const xsrf = async () => (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) => {
    const res = await request.fetch(url, { method, data, headers: { 'x-xsrf-token': await xsrf() } });
    if (!res.ok()) throw new Error(`${method} ${url} → ${res.status()} ${await res.text()}`);
    return res.json();
  };
  return {
    createDeck: (name: string, cards: [string, string][] = []) =>
      call('POST', '/api/decks', { name }).then(async (deck: { id: number }) => {
        for (const [term, definition] of cards) await call('POST', `/api/decks/${deck.id}/cards`, { term, definition });
        return deck;
      }),
    call,
  };
}

/** Opens the suite's real SQLite file read-only, to check what the server stored. */
export function openDb() {
  return new Database(inject('dbPath'), { readonly: true, fileMustExist: true });
}

const shotDir = path.resolve(new URL('.', import.meta.url).pathname, 'screenshots');
/**
 * Screenshots are for a person to look at, not compared by any test (docs/testing.md): they are
 * written to e2e/screenshots/ only when E2E_SCREENSHOTS=1, so CI spends no time on them.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

/**
 * A page (full length by default; `fullPage: false` for what the screen shows, as a dialog fixed
 * to the viewport needs) or one element of it, as e2e/screenshots/<name>.png.
 */
export async function screenshot(target: Page | Locator, name: string, opts: { fullPage?: boolean; animations?: 'disabled' } = {}) {
  if (!screenshotsWanted) return;
  fs.mkdirSync(shotDir, { recursive: true });
  const file = path.join(shotDir, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage: opts.fullPage ?? true, animations: opts.animations });
  else await target.screenshot({ path: file, animations: opts.animations });
}

export function makeCards(n: number, prefix = 'Word'): [string, string][] {
  return Array.from({ length: n }, (_, i) => [`${prefix} ${i + 1}`, `Meaning of ${prefix.toLowerCase()} number ${i + 1}`]);
}

/** Opens the Import Deck dialog from the library and waits for it. */
export async function openImportDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Import Deck' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Deck' });
  await dialog.waitFor();
  return dialog;
}

export { rgbPng } from '../server/domain/import/mediaBytes';
