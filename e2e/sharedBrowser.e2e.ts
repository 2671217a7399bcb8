import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../server/domain/import/mediaBytes';
import { apiFor, launchBrowser, newPage, signUp, uniqueEmail } from './helpers';

// Security issue #31 (5), docs/security.md: a shared browser keeps nothing of the previous user after
// logout. User A opens a deck with a picture (HTTP cache, the service worker's media cache, the
// offline pack and the persisted query cache all hold it), logs out; user B, in the same browser,
// reads nothing of A's from the cache or from any storage.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SECRET = 'Alpha secret term';

/** Everything the page's origin keeps: Web Storage, every IndexedDB store's values, every cached URL. */
async function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump: unknown[] = [{ ...localStorage }, { ...sessionStorage }];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        dump.push({ db: info.name, store, values });
      }
      db.close();
    }
    if ('caches' in window) {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        dump.push({ cache: name, urls: (await cache.keys()).map((request) => request.url) });
      }
    }
    return JSON.stringify(dump);
  });
}

describe('logout on a shared browser', () => {
  it("leaves the next user nothing of the previous one's: no cached picture, no stored card text", async () => {
    const { page, context } = await newPage(browser, { serviceWorkers: 'allow' });
    await signUp(page, uniqueEmail('alpha'));
    const api = await apiFor(context);
    const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const upload = await context.request.post('/api/media', {
      multipart: { image: { name: 'secret.png', mimeType: 'image/png', buffer: Buffer.from(await gradientPng(64)) } },
      headers: { 'x-xsrf-token': xsrf },
    });
    expect(upload.status()).toBe(201);
    const image = (await upload.json()) as { id: number; url: string };
    expect(image.url).toMatch(/^\/api\/media\/[A-Za-z0-9_-]{22}$/);
    const deck = (await api.call('POST', '/api/decks', { name: 'Alpha private deck' })) as { id: number };
    await api.call('POST', `/api/decks/${deck.id}/cards`, { term: SECRET, definition: 'with a picture', termImageId: image.id });

    // A opens the deck: the picture loads (through the service worker, into its media cache).
    await page.goto(`/decks/${deck.id}`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    const thumbnail = page.getByRole('list', { name: 'Flashcards' }).locator(`img[src="${image.url}"]`);
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    // Precondition: A's data really is in this browser (the pack and the query cache hold the card text, a cache the picture).
    await expect.poll(async () => (await everythingStored(page)).includes(SECRET), { timeout: 30_000 }).toBe(true);
    await expect.poll(async () => (await everythingStored(page)).includes(image.url), { timeout: 30_000 }).toBe(true);
    // A study session in progress keeps card text in localStorage (features/study/storage.ts).
    await page.evaluate((secret) => localStorage.setItem('cardcade.metaSession', JSON.stringify({ masterCardList: [{ term: secret }] })), SECRET);
    expect(await page.evaluate((url) => fetch(url, { cache: 'force-cache' }).then((r) => r.status), image.url)).toBe(200);

    // A logs out: the answer asks the browser to drop its cache and storage.
    const logoutAnswer = page.waitForResponse((response) => response.url().includes('auth.logout'));
    await page.getByRole('button', { name: /Open user menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    expect((await (await logoutAnswer).allHeaders())['clear-site-data']).toBe('"cache", "storage"');
    await expect.poll(() => page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);

    // B, same browser, same page.
    await signUp(page, uniqueEmail('bravo'));
    // A's picture: not from the HTTP cache (force-cache would answer a stored copy, even a stale
    // one), not from the service worker's cache — the server's 404 for someone else's file.
    const refetched = await page.evaluate(async (url) => {
      const response = await fetch(url, { cache: 'force-cache' });
      return { status: response.status, type: response.headers.get('content-type') };
    }, image.url);
    expect(refetched.status).toBe(404);
    expect(refetched.type).not.toMatch(/^image\//);
    // Nothing of A's in any storage the page can read.
    const stored = await everythingStored(page);
    expect(stored).not.toContain(SECRET);
    expect(stored).not.toContain(image.url);
    expect(stored).not.toContain('Alpha private deck');
    await context.close();
  }, 120_000);
});
