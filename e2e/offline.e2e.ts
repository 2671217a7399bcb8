import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MC_CORRECT_DELAY_MS, STORAGE_KEYS } from '../shared/constants';
import { apiFor, launchBrowser, makeCards, newPage, openDb, screenshot, signUp, skipPause, uniqueEmail } from './helpers';
import { startOwnServer, type OwnServer } from './ownServer';

// Installable and offline (docs/offline.md): a cold start with no network from the service worker and
// the persisted cache, a Smart Session on the offline pack, the update prompt, and one user's
// data never shown to the next. Service workers are allowed only in these contexts (helpers.ts
// blocks them elsewhere); each test has its own context, so its registration dies with it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const game = (page: Page) => page.getByRole('region', { name: 'Multiple choice game' });

async function answer(page: Page) {
  const heading = game(page).getByRole('heading', { level: 2 });
  const term = (await heading.textContent()) ?? '';
  const n = Number(term.replace('Word ', ''));
  await game(page).getByRole('button', { name: `Meaning of word number ${n}`, exact: true }).click();
  // The feedback pause, skipped rather than waited out (e2e/helpers.ts newPage's `clock`).
  await skipPause(page, MC_CORRECT_DELAY_MS);
  await expect.poll(async () => (await game(page).count()) === 0 || (await heading.textContent()) !== term, { timeout: 6000, interval: 100 }).toBe(true);
}

/** The keys idb-keyval holds (its default database), read in the page. */
function idbKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve([]);
          const req = db.transaction('keyval').objectStore('keyval').getAllKeys();
          req.onsuccess = () => resolve(req.result.map(String));
          req.onerror = () => reject(req.error);
        };
      }),
  );
}

function idbGet<T>(page: Page, key: string): Promise<T | undefined> {
  return page.evaluate(
    (k) =>
      new Promise<T | undefined>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(undefined);
          const req = db.transaction('keyval').objectStore('keyval').get(k);
          req.onsuccess = () => resolve(req.result as T | undefined);
          req.onerror = () => reject(req.error);
        };
        open.onerror = () => reject(open.error);
      }),
    key,
  );
}

/** Waits until the deck page has left everything an offline start needs on this device. */
async function waitForOfflineCopy(page: Page, deckId: number) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  // The pack and the query cache are written when the page is idle: on a busy machine that can take a while.
  await expect.poll(async () => (await idbKeys(page)).some((k) => k.startsWith('cardcade.pack.') && k.endsWith(`.${deckId}`)), { timeout: 30_000 }).toBe(true);
  await expect
    .poll(async () => {
      const saved = await idbGet<{ state: { queries: { queryHash: string }[] } }>(page, 'cardcade.queryCache');
      const hashes = saved?.state.queries.map((q) => q.queryHash).join('\n') ?? '';
      return hashes.includes('availableSmartGames') && hashes.includes('"list"') && hashes.includes('"get"');
    }, { timeout: 30_000 })
    .toBe(true);
}

function db<T>(query: string, ...args: unknown[]): T {
  const conn = openDb();
  try {
    return conn.prepare(query).get(...args) as T;
  } finally {
    conn.close();
  }
}

async function logout(page: Page) {
  await page.getByRole('button', { name: /Open user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect.poll(() => page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
}

describe('offline cold start', () => {
  it('opens with no network from the service worker, runs a Smart Session on the pack, and uploads its 15 answers exactly once', async () => {
    const { page, context } = await newPage(browser, { serviceWorkers: 'allow', clock: true });
    await signUp(page);
    const deck = await (await apiFor(context)).createDeck('Train vocabulary', makeCards(20));
    // My Decks as the learner last saw it online, then the deck.
    await page.goto('/decks');
    await page.getByRole('link', { name: /Train vocabulary/ }).first().waitFor();
    await page.getByRole('link', { name: /Train vocabulary/ }).first().click();
    await page.getByRole('heading', { name: 'Train vocabulary' }).waitFor();
    await waitForOfflineCopy(page, deck.id);

    await context.setOffline(true);
    const offline = await context.newPage();
    offline.setDefaultTimeout(10_000);
    await offline.goto('/decks');
    await offline.getByRole('heading', { name: 'My Decks' }).waitFor();
    expect(await offline.getByRole('status').filter({ hasText: 'Offline' }).isVisible()).toBe(true);
    await offline.getByRole('link', { name: /Train vocabulary/ }).first().waitFor();
    const create = offline.getByRole('button', { name: 'Create New Deck' });
    expect(await create.isDisabled()).toBe(true);
    expect(await create.getAttribute('title')).toMatch(/offline/i);
    await screenshot(offline, 'offline-decks-desktop');

    await offline.getByRole('link', { name: /Train vocabulary/ }).first().click();
    await offline.getByRole('heading', { name: 'Train vocabulary' }).waitFor();
    expect(await offline.getByRole('button', { name: 'Edit Deck Info' }).isDisabled()).toBe(true);
    expect(await offline.getByRole('button', { name: 'Start Smart Session' }).isEnabled()).toBe(true);
    await screenshot(offline, 'offline-deck-desktop');
    await offline.setViewportSize({ width: 375, height: 812 });
    await screenshot(offline, 'offline-deck-mobile');
    await offline.goto('/decks');
    await offline.getByRole('heading', { name: 'My Decks' }).waitFor();
    await screenshot(offline, 'offline-decks-mobile');
    await offline.setViewportSize({ width: 1280, height: 860 });
    await offline.getByRole('link', { name: /Train vocabulary/ }).first().click();

    await offline.getByRole('button', { name: 'Start Smart Session' }).click();
    const modal = offline.getByRole('dialog', { name: 'Start a Smart Session' });
    await modal.getByRole('radio', { name: /Multiple Choice/ }).click();
    await modal.getByRole('button', { name: 'Start Studying' }).click();
    await offline.waitForURL(`**/study/deck/${deck.id}`);
    await game(offline).waitFor();
    for (let i = 0; i < 15; i++) await answer(offline);
    await expect.poll(() => offline.getByRole('heading', { name: 'Performance Review!' }).isVisible()).toBe(true);
    const queued = await offline.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]'), STORAGE_KEYS.syncQueue);
    expect(queued).toHaveLength(1);
    expect(queued[0].results).toHaveLength(15);
    expect(db<{ n: number }>('select count(*) as n from review_logs where deck_id = ?', deck.id).n).toBe(0);

    // Back online: the queue drains by itself ('online' event) — in both open pages, once on the server.
    await context.setOffline(false);
    await expect.poll(() => db<{ n: number }>('select count(*) as n from review_logs where deck_id = ?', deck.id).n, { timeout: 15_000 }).toBe(15);
    await expect.poll(() => offline.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.syncQueue)).toBeNull();
    await new Promise((r) => setTimeout(r, 1000));
    const stored = db<{ n: number; cards: number }>('select count(*) as n, count(distinct card_id) as cards from review_logs where deck_id = ?', deck.id);
    expect(stored).toEqual({ n: 15, cards: 15 });
    expect(db<{ n: number }>('select count(*) as n from study_sessions where deck_id = ?', deck.id).n).toBe(1);
    await context.close();
  }, 120_000);

  it('after logout and another login, nothing of the first user is shown, online or offline', async () => {
    const { page, context } = await newPage(browser, { serviceWorkers: 'allow' });
    await signUp(page);
    const deck = await (await apiFor(context)).createDeck('Alpha private deck', makeCards(6));
    // Straight to the deck with a full page load: the deck page keeps My Decks' list with its
    // pack, and a reload never lets this page's first queries replace the saved copy.
    await page.goto('/decks');
    await page.getByRole('link', { name: /Alpha private deck/ }).first().waitFor();
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('heading', { name: 'Alpha private deck' }).waitFor();
    await waitForOfflineCopy(page, deck.id);
    const first = (await idbGet<{ userId: number }>(page, 'cardcade.queryCache'))!.userId;

    await logout(page);
    await expect.poll(async () => (await idbKeys(page)).filter((k) => k.startsWith('cardcade.'))).toEqual([]);
    expect(await page.evaluate(() => caches.has('cardcade-media'))).toBe(false);

    // The second user, without a reload: the persister writes for them as it did for the first.
    const second = uniqueEmail('second');
    await signUp(page, second);
    await page.getByText('Create your first deck').waitFor();
    expect(await page.getByText('Alpha private deck').count()).toBe(0);
    const savedFor = async () => {
      const saved = await idbGet<{ userId: number; state: { queries: { queryHash: string }[] } }>(page, 'cardcade.queryCache');
      return saved && saved.userId !== first && saved.state.queries.some((q) => q.queryHash.includes('"list"'));
    };
    await expect.poll(savedFor, { timeout: 30_000 }).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'My Decks' }).waitFor();
    await page.getByText('Create your first deck').waitFor();
    expect(await page.getByText('Alpha private deck').count()).toBe(0);
    await expect.poll(savedFor, { timeout: 30_000 }).toBe(true);
    // Nothing of the first user's is left on the device: no cache, pack or pack list of theirs.
    const keys = await idbKeys(page);
    expect(keys.filter((k) => k.includes(`.${first}.`) || k.endsWith(`.${first}`))).toEqual([]);
    expect(JSON.stringify(await idbGet(page, 'cardcade.queryCache'))).not.toContain('Alpha private deck');

    // Logout's Clear-Site-Data ("storage") unregisters the service worker where the browser
    // honours it (127.0.0.1 is a secure origin): the app registers it again on this load, and it
    // serves the app offline once it is active again.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await context.setOffline(true);
    const offline = await context.newPage();
    offline.setDefaultTimeout(10_000);
    await offline.goto('/decks');
    await offline.getByRole('heading', { name: 'My Decks' }).waitFor();
    await offline.getByText('Create your first deck').waitFor();
    expect(await offline.getByText('Alpha private deck').count()).toBe(0);
    await offline.goto(`/decks/${deck.id}`);
    // Offline the first user's deck is simply not on this device: no name, no cards.
    await offline.getByRole('heading', { name: 'Not saved on this device' }).waitFor();
    await screenshot(offline, 'offline-deck-not-on-device-desktop');
    expect(await offline.getByText('Alpha private deck').count()).toBe(0);
    expect(await offline.getByText('Word 1', { exact: true }).count()).toBe(0);
    await context.close();
  }, 120_000);
});

describe('update prompt', () => {
  let server: OwnServer | undefined;
  let clientDir = '';
  afterAll(async () => {
    await server?.stop();
    if (clientDir) fs.rmSync(clientDir, { recursive: true, force: true });
  });

  /** A new deploy: index.html changes (a build marker), so the worker's precache revision changes. */
  function deployNewBuild(clientDir: string) {
    const index = path.join(clientDir, 'index.html');
    fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace('<head>', '<head>\n    <meta name="cardcade-build" content="2" />'));
    for (const f of ['index.html.br', 'index.html.gz']) fs.rmSync(path.join(clientDir, f), { force: true });
    const sw = path.join(clientDir, 'sw.js');
    const before = fs.readFileSync(sw, 'utf8');
    const after = before.replace(/(url:"index\.html",revision:")[0-9a-f]+/, '$1build2');
    expect(after).not.toBe(before);
    fs.writeFileSync(sw, after);
    for (const f of ['sw.js.br', 'sw.js.gz']) fs.rmSync(path.join(clientDir, f), { force: true });
  }

  it('a new build shows "A new version is available." and Reload brings it in', async () => {
    // A server of its own over a copy of the built client, so "deploying" a new build touches nobody else.
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-pwa-client-'));
    fs.cpSync(path.resolve(new URL('../dist/client', import.meta.url).pathname), clientDir, { recursive: true });
    server = await startOwnServer('pwa', { CLIENT_DIR: clientDir });
    const { baseURL } = server;

    let context: BrowserContext | undefined;
    for (const mobile of [false, true]) {
      context = await browser.newContext({
        baseURL,
        viewport: mobile ? { width: 375, height: 812 } : { width: 1280, height: 860 },
        isMobile: mobile,
        hasTouch: mobile,
        serviceWorkers: 'allow',
      });
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      await page.goto('/');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      if (!mobile) deployNewBuild(clientDir);
      else {
        // A fresh context installed the current build; one more deploy changes the revision again.
        const sw = path.join(clientDir, 'sw.js');
        fs.writeFileSync(sw, fs.readFileSync(sw, 'utf8').replace(/(url:"index\.html",revision:")[0-9a-z]+/, '$1build3'));
      }
      // A navigation makes the browser look for a new worker.
      await page.reload();
      const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available.' });
      await prompt.waitFor({ timeout: 15_000 });
      // The prompt is fixed to the viewport: a viewport shot shows it where a person sees it.
      await screenshot(page, `update-prompt-${mobile ? 'mobile' : 'desktop'}`, { fullPage: false });
      if (!mobile) {
        expect(await page.locator('meta[name="cardcade-build"]').count()).toBe(0);
        await prompt.getByRole('button', { name: 'Reload' }).click();
        await expect.poll(() => page.locator('meta[name="cardcade-build"]').getAttribute('content').catch(() => null), { timeout: 15_000 }).toBe('2');
        await page.getByRole('heading').first().waitFor();
        expect(await page.getByText('A new version is available.').count()).toBe(0);
      }
      await context.close();
    }
  }, 120_000);
});
