// Card pictures and sounds inside the games (docs/anki-history.md), at 1280 px and 375 px: a deck seeded
// through the API whose cards get media rows written into the suite's SQLite file. The bytes are
// served by the page's own route handler (the media route is H12a's; the games only need URLs).
import Database from '../server/db/sqliteNative.js';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiFor, launchBrowser, newPage, rgbPng, screenshot, signUpByApi } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A w×h PNG: a diagonal two-colour gradient with a hue per seed (pictures of different shapes). */
function png(w: number, h: number, seed: number): Buffer {
  return rgbPng(w, h, (x, y) => {
    const t = (x / w + y / h) / 2;
    return [Math.round(60 + 150 * t + seed * 40) % 256, Math.round(90 + 120 * (1 - t)), Math.round(180 - seed * 30) % 256];
  });
}
/** Half a second of a 440 Hz tone. */
function wav(): Buffer {
  const rate = 8000;
  const samples = Buffer.alloc(rate / 2);
  for (let i = 0; i < samples.length; i++) samples[i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / rate));
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + samples.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate, 28);
  head.writeUInt16LE(1, 32);
  head.writeUInt16LE(8, 34);
  head.write('data', 36);
  head.writeUInt32LE(samples.length, 40);
  return Buffer.concat([head, samples]);
}

const ANIMALS: [string, string][] = [
  ['perro', 'dog'],
  ['gato', 'cat'],
  ['caballo', 'horse'],
  ['pájaro', ''], // image-only definition
  ['pez', 'fish'],
  ['vaca', 'A large domesticated bovine kept on farms for its milk and meat, often seen grazing'],
  ['oveja', 'sheep'],
  ['cerdo', ''], // image-only definition
];

/** Writes media rows and card columns straight into the suite's database (as an import would). */
function seedMedia(userId: number, cardIds: number[]): Map<string, Buffer> {
  const db = new Database(inject('dbPath'));
  db.pragma('busy_timeout = 5000');
  // Served by the public id in their URL (migration 0011), as the server does.
  const served = new Map<string, Buffer>();
  const insert = db.prepare('insert into media (user_id, sha256, mime, size, bytes, created_at, public_id) values (?, ?, ?, ?, ?, ?, ?)');
  const store = (bytes: Buffer, mime: string) => {
    const publicId = randomBytes(16).toString('base64url');
    const id = Number(insert.run(userId, `${Date.now()}-${Math.random()}`, mime, bytes.length, bytes, Date.now(), publicId).lastInsertRowid);
    served.set(publicId, bytes);
    return id;
  };
  const sound = store(wav(), 'audio/wav');
  cardIds.forEach((cardId, i) => {
    // Wide, tall and square pictures; every definition a picture, two of them with no text.
    const picture = store(png(i % 3 === 0 ? 320 : i % 3 === 1 ? 120 : 200, i % 3 === 0 ? 140 : i % 3 === 1 ? 260 : 200, i), 'image/png');
    db.prepare('update cards set definition_image_id = ?, term_audio_id = ? where id = ?').run(picture, i < 2 ? sound : null, cardId);
  });
  db.close();
  return served;
}

async function serveMedia(page: Page, served: Map<string, Buffer>) {
  await page.route('**/api/media/*', (route) => {
    const id = new URL(route.request().url()).pathname.split('/').pop()!;
    const bytes = served.get(id);
    if (!bytes) return route.fulfill({ status: 404 });
    return route.fulfill({ status: 200, body: bytes, contentType: bytes[0] === 0x89 ? 'image/png' : 'audio/wav' });
  });
  // Count plays (headless Chromium plays silently).
  await page.addInitScript(() => {
    const original = HTMLMediaElement.prototype.play;
    (window as unknown as { __played: string[] }).__played = [];
    HTMLMediaElement.prototype.play = function play() {
      (window as unknown as { __played: string[] }).__played.push(this.src);
      return original.call(this).catch(() => undefined);
    };
  });
}

/** No element wider than the viewport, every picture inside its box. */
async function expectFits(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll('main img')].filter((img) => {
      const box = img.getBoundingClientRect();
      const parent = img.parentElement!.getBoundingClientRect();
      return box.width === 0 || box.right > parent.right + 1 || box.bottom > parent.bottom + 1 || box.left < parent.left - 1;
    }).length,
  );
  expect(outside).toBe(0);
}

describe('media in the games', () => {
  it('matching, multiple choice and spatial choice show pictures and play sounds at 1280 px and 375 px', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    const api = await apiFor(context);
    const deck = (await api.createDeck('Animals', ANIMALS.map(([term, definition]) => [term, definition || 'x']))) as { id: number };
    const detail = (await api.call('GET', `/api/decks/${deck.id}`)) as { flashcards: { id: number; term: string }[] };
    const me = (await api.call('GET', '/api/auth/me')) as { user: { id: number } };
    const ids = ANIMALS.map(([term]) => detail.flashcards.find((card) => card.term === term)!.id);
    const served = seedMedia(me.user.id, ids);
    // Image-only definitions: text emptied after creation (the card form may refuse an empty side).
    {
      const db = new Database(inject('dbPath'));
      db.pragma('busy_timeout = 5000');
      ANIMALS.forEach(([, definition], i) => {
        if (!definition) db.prepare("update cards set definition = '' where id = ?").run(ids[i]);
      });
      db.close();
    }

    for (const mobile of [false, true]) {
      const width = mobile ? 'mobile' : 'desktop';
      const view = mobile ? await newPage(browser, { mobile: true }) : { page, context };
      if (mobile) await view.context.addCookies(await context.cookies());
      await serveMedia(view.page, served);

      // Multiple choice: the prompt is the term (with its sound for perro/gato), options are pictures.
      await view.page.goto(`/play/multiple-choice/${deck.id}`);
      await view.page.getByRole('list', { name: 'Answers' }).waitFor();
      await expect.poll(() => view.page.locator('main img').count()).toBeGreaterThanOrEqual(4);
      await expect.poll(() => view.page.evaluate(() => [...document.querySelectorAll('main img')].every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
      await expectFits(view.page);
      await screenshot(view.page, `game-media-mc-${width}`);

      // Matching: pictures in the definition tiles, a play button beside the tiles with sound.
      await view.page.goto(`/play/matching/${deck.id}`);
      await view.page.getByRole('heading', { name: 'Definitions' }).waitFor();
      await expect.poll(() => view.page.locator('main img').count()).toBeGreaterThanOrEqual(4);
      await view.page.waitForTimeout(300);
      await expectFits(view.page);
      const play = view.page.getByRole('button', { name: /^Play sound: / });
      if ((await play.count()) > 0) {
        await play.first().focus();
        await view.page.keyboard.press('Enter');
        await expect.poll(() => view.page.evaluate(() => (window as unknown as { __played: string[] }).__played.length)).toBeGreaterThan(0);
      }
      await screenshot(view.page, `game-media-matching-${width}`);

      // Spatial choice: the prompt is the definition side (picture, text or both).
      await view.page.goto(`/play/spatial-choice/${deck.id}`);
      await view.page.getByTestId('spatial-prompt').waitFor();
      await expect.poll(() => view.page.getByTestId('spatial-prompt').locator('img').count()).toBe(1);
      await expectFits(view.page);
      await screenshot(view.page, `game-media-spatial-${width}`);
      if (mobile) await view.context.close();
    }
    await context.close();
  });
});
