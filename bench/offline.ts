// Installable and offline figures (issue 16, docs/offline.md): cold offline start to an interactive
// My Decks, the service worker's precache size, IndexedDB size for 10 offline packs, and the
// installability checks. Lighthouse 12 has no PWA category any more, so installability is asked
// of Chromium itself over the DevTools protocol (Page.getInstallabilityErrors, the check behind
// the browser's install prompt). Debian's Chromium against a fresh production server on the
// built client (`npm run build` first). `npm run bench -- offline`
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/browser.js';
import { FROM_SOURCE, requireBuiltClient, root, startServer } from './lib/server.js';
import { median } from './lib/stats.js';

const clientDir = path.join(root, 'dist/client');
const DECKS = 10;
const CARDS_PER_DECK = 60;
const COLD_RUNS = 5;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The files the service worker precaches, with their raw and brotli sizes on disk. */
function precacheSize() {
  const sw = fs.readFileSync(path.join(clientDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  let raw = 0;
  let br = 0;
  for (const url of urls) {
    const file = path.join(clientDir, url);
    const size = fs.statSync(file).size;
    raw += size;
    br += fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : size;
  }
  return { files: urls.length, raw, br };
}

/** Bytes of everything in idb-keyval's store, as structured-clone JSON (a close lower bound of disk use). */
function idbSizes(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ packs: number; packCount: number; cache: number; usage: number }>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval');
          const store = tx.objectStore('keyval');
          const keys = store.getAllKeys();
          const values = store.getAll();
          tx.oncomplete = async () => {
            let packs = 0;
            let packCount = 0;
            let cache = 0;
            keys.result.forEach((key, i) => {
              const bytes = new Blob([JSON.stringify(values.result[i])]).size;
              if (String(key).startsWith('cardcade.pack.')) {
                packs += bytes;
                packCount += 1;
              } else cache += bytes;
            });
            const estimate = await navigator.storage.estimate();
            resolve({ packs, packCount, cache, usage: estimate.usage ?? 0 });
          };
        };
      }),
  );
}

export async function main() {
  requireBuiltClient('sw.js');
  const server = await startServer({ name: 'offline', args: FROM_SOURCE, env: { AUTH_RATE_LIMIT: '10000' }, showStderr: true });
  const { base } = server;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cardcade-offline-profile-'));
  // A persistent profile: Chromium refuses to call an incognito window installable.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    baseURL: base,
    viewport: { width: 1280, height: 860 },
    serviceWorkers: 'allow',
  });
  try {
    const request = context.request;
    await request.get('/api/auth/me');
    const xsrf = async () => (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const post = async (url: string, data: unknown) => {
      const res = await request.post(url, { data, headers: { 'x-xsrf-token': await xsrf() } });
      if (!res.ok()) throw new Error(`POST ${url} → ${res.status()}`);
      return res.json();
    };
    await post('/api/auth/signup', { email: `offline-bench-${Date.now()}@example.com`, password: 'correct horse battery' });
    const deckIds: number[] = [];
    for (let d = 1; d <= DECKS; d++) {
      const deck = (await post('/api/decks', { name: `Deck ${d}`, description: 'Offline bench deck' })) as { id: number };
      for (let c = 1; c <= CARDS_PER_DECK; c++) await post(`/api/decks/${deck.id}/cards`, { term: `Term ${d}.${c}`, definition: `The meaning of term ${c} in deck ${d}, a sentence of ordinary length` });
      deckIds.push(deck.id);
    }

    // Online once: My Decks, then each deck page (which saves its pack).
    const page = await context.newPage();
    await page.goto('/decks');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.getByRole('link', { name: /Deck 1\b/ }).first().waitFor();
    for (const [i, id] of deckIds.entries()) {
      await page.goto(`/decks/${id}`);
      await page.getByRole('button', { name: 'Start Smart Session' }).waitFor();
      // A full navigation would cancel the pack still being fetched: wait for it to be saved.
      for (let tries = 0; (await idbSizes(page)).packCount < i + 1; tries++) {
        if (tries > 300) throw new Error(`the pack of deck ${id} was not saved`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    for (let tries = 0; (await idbSizes(page)).packCount < DECKS; tries++) {
      if (tries > 100) throw new Error('packs were not saved');
      await new Promise((r) => setTimeout(r, 100));
    }
    await page.goto('/decks');
    await page.getByRole('link', { name: /Deck 1\b/ }).first().waitFor();
    await new Promise((r) => setTimeout(r, 1500)); // the cache is written at most once a second

    // Installability as Chromium sees it (the install prompt's own check).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data?: string };
    const parsed = JSON.parse(manifest.data ?? '{}') as { name?: string; start_url?: string; display?: string; icons?: { sizes: string; purpose?: string }[] };

    const sizes = await idbSizes(page);
    const precache = precacheSize();

    // Cold starts with no network: a new page each time, measured from navigation to a usable list.
    await context.setOffline(true);
    const times: number[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      const cold = await context.newPage();
      await cold.goto('/decks');
      await cold.getByRole('link', { name: /Deck 10\b/ }).first().waitFor({ timeout: 20_000 });
      await cold.getByRole('searchbox', { name: 'Search decks' }).fill('Deck 3');
      await cold.getByRole('link', { name: /Deck 3\b/ }).first().waitFor();
      // In the page's own clock: from the start of navigation to the filtered list on screen.
      times.push(Math.round(await cold.evaluate(() => performance.now())));
      if (i === 0) {
        const marks = await cold.evaluate(() => {
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          return { responseEnd: Math.round(nav.responseEnd), domContentLoaded: Math.round(nav.domContentLoadedEventEnd), scripts: performance.getEntriesByType('resource').length };
        });
        console.log(`first cold start: index.html from the worker at ${marks.responseEnd} ms, DOMContentLoaded ${marks.domContentLoaded} ms, ${marks.scripts} files, all from the worker's precache`);
      }
      await cold.close();
    }

    // The figure is CPU-bound: on a shared machine it moves with the load average, printed beside it.
    console.log(`load average while measuring: ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores`);
    console.log(`cold offline start → interactive My Decks (${COLD_RUNS} runs): median ${median(times)} ms (runs ${times.join(', ')} ms)`);
    console.log(`precache: ${precache.files} files, ${kb(precache.raw)} on disk, ${kb(precache.br)} transferred with brotli`);
    console.log(`IndexedDB: ${sizes.packCount} packs (${CARDS_PER_DECK} due cards each) ${kb(sizes.packs)}, query cache ${kb(sizes.cache)}; navigator.storage usage ${kb(sizes.usage)}`);
    console.log(`installability errors (Page.getInstallabilityErrors): ${installabilityErrors.length ? installabilityErrors.map((e) => e.errorId).join(', ') : 'none'}`);
    console.log(
      `manifest: ${manifest.errors.length} errors; name ${parsed.name}, start_url ${parsed.start_url}, display ${parsed.display}, icons ${(parsed.icons ?? []).map((i) => `${i.sizes}${i.purpose === 'maskable' ? ' maskable' : ''}`).join(', ')}`,
    );
  } finally {
    await context.close();
    await server.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
