// A learner studies an image occlusion note in Flashcards (docs/image-occlusion.md): the note is
// made through the API (a picture uploaded, three regions, hide all, guess one); the card shows
// the picture with every mask, the asked region marked in its own colour and named for screen
// readers; revealing shows it outlined over the picture while the others stay masked. A label
// planted with script never runs. At 1280 and 375 px, axe clean; the game picker says which
// games leave the cards out.
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../server/domain/import/mediaBytes';
import { IO_MSG } from '../shared/messages';
import { apiFor, launchBrowser, newPage, screenshot, signUpByApi } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function seriousAxe(page: Page): Promise<string[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function upload(context: BrowserContext): Promise<string> {
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await context.request.post('/api/media', {
    multipart: { image: { name: 'heart.png', mimeType: 'image/png', buffer: Buffer.from(await gradientPng(240)) } },
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

const OCCLUSION = [
  '{{c1::image-occlusion:rect:left=.08:top=.1:width=.3:height=.2:oi=1}}<br>',
  '{{c2::image-occlusion:ellipse:left=.55:top=.15:rx=.18:ry=.12:oi=1}}<br>',
  '{{c3::image-occlusion:polygon:left=.3:top=.55:points=.3,.9 .5,.55 .7,.9:oi=1}}<br>',
  '{{c0::image-occlusion:text:left=.05:top=.88:text=&lt;img src=x onerror="window.__ioXss=1"&gt;:scale=1:fs=.06}}<br>',
].join('');

describe('studying an image occlusion card', () => {
  for (const mobile of [false, true]) {
    const width = mobile ? 375 : 1280;
    it(`at ${width} px: masks shown, the asked region marked, revealed on the answer`, async () => {
      const { page, context } = await newPage(browser, { mobile });
      await signUpByApi(context);
      const api = await apiFor(context);
      const types = (await api.call('GET', '/api/note-types')) as { id: number; builtin: string | null }[];
      const io = types.find((t) => t.builtin === 'image-occlusion')!;
      const url = await upload(context);
      const deck = (await api.createDeck('Anatomy', [['aorta', 'the main artery'], ['femur', 'the thigh bone'], ['ulna', 'a forearm bone'], ['tibia', 'the shin bone']])) as { id: number };
      const note = (await api.call('POST', `/api/decks/${deck.id}/notes`, {
        noteTypeId: io.id,
        fields: { Occlusion: OCCLUSION, Image: `<img src="${url}" onload="window.__ioXss=2">`, Header: 'The heart', 'Back Extra': 'Chambers and vessels' },
        tags: ['anatomy'],
      })) as { note: { cardIds: number[] } };
      expect(note.note.cardIds).toHaveLength(3);

      // The deck page: the game picker says what each game but Flashcards leaves out.
      await page.goto(`/decks/${deck.id}`);
      await page.getByRole('heading', { name: 'Play a Game' }).waitFor();
      await expect.poll(() => page.getByText(IO_MSG.leftOutOfGame(3)).count()).toBe(5);
      await page.waitForLoadState('networkidle');
      expect(await seriousAxe(page)).toEqual([]);
      await screenshot(page.locator('section[aria-labelledby="casual-games-title"]'), `image-occlusion-picker-${width}`);
      await screenshot(page.locator('li', { has: page.locator('.cardcade-io') }).first(), `image-occlusion-list-${width}`);

      // Flashcards, an image occlusion deck alone (so its cards are the ones shown).
      const only = (await api.createDeck('Heart only')) as { id: number };
      await api.call('POST', `/api/decks/${only.id}/notes`, { noteTypeId: io.id, fields: { Occlusion: OCCLUSION, Image: `<img src="${url}">`, Header: 'The heart', 'Back Extra': 'Chambers and vessels' }, tags: [] });
      await page.goto(`/play/flashcards/${only.id}`);
      const game = page.getByRole('region', { name: 'Flashcards game' });
      const figure = game.locator('.cardcade-io');
      await figure.locator('img').waitFor();
      await expect.poll(() => figure.locator('img').evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBe(240);
      // Every mask over the picture, exactly one region asked, in its own colour, named for screen readers.
      expect(await figure.locator('.cardcade-io-mask').count()).toBe(2);
      const asked = figure.locator('.cardcade-io-asked');
      expect(await asked.count()).toBe(1);
      const fill = (selector: string) => figure.locator(selector).first().evaluate((el) => getComputedStyle(el).fill);
      expect(await fill('.cardcade-io-asked')).toBe('rgb(255, 142, 142)');
      expect(await fill('.cardcade-io-mask')).toBe('rgb(255, 235, 162)');
      expect(await asked.locator('title').textContent()).toMatch(/^Hidden region [123] of 3: the one asked$/);
      expect(await figure.locator('svg > title').textContent()).toMatch(/^Picture with 3 hidden regions; region [123] is asked\.$/);
      // The masks lie over the picture: the SVG covers the image's box exactly.
      const [img, svg] = await Promise.all([figure.locator('img').boundingBox(), figure.locator('svg').boundingBox()]);
      expect(Math.abs(img!.x - svg!.x) + Math.abs(img!.y - svg!.y) + Math.abs(img!.width - svg!.width) + Math.abs(img!.height - svg!.height)).toBeLessThan(2);
      // The label's planted markup is text; neither it nor the Image field's onload ran.
      expect(await figure.locator('text').textContent()).toBe('<img src=x onerror="window.__ioXss=1">');
      expect(await page.evaluate(() => (window as unknown as { __ioXss?: number }).__ioXss)).toBeUndefined();
      await page.waitForLoadState('networkidle');
      expect(await seriousAxe(page)).toEqual([]);
      await screenshot(page, `image-occlusion-question-${width}`, { fullPage: false });

      // Reveal: the asked region outlined over the picture, the others still masked (hide all, as Anki).
      await page.keyboard.press('Space');
      await game.getByTestId('flashcard-back').waitFor();
      const back = game.locator('.cardcade-io');
      expect(await back.count()).toBe(1);
      expect(await back.locator('.cardcade-io-revealed').count()).toBe(1);
      expect(await back.locator('.cardcade-io-asked').count()).toBe(0);
      expect(await back.locator('.cardcade-io-mask').count()).toBe(2);
      expect(await back.locator('.cardcade-io-revealed').evaluate((el) => getComputedStyle(el).stroke)).toBe('rgb(220, 38, 38)');
      await game.getByText('Chambers and vessels').waitFor();
      expect(await seriousAxe(page)).toEqual([]);
      await screenshot(page, `image-occlusion-answer-${width}`, { fullPage: false });
      expect(await page.evaluate(() => (window as unknown as { __ioXss?: number }).__ioXss)).toBeUndefined();
      await context.close();
    }, 120_000);
  }
});
