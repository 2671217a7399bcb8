import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../server/domain/import/mediaBytes';
import { apiFor, launchBrowser, newPage, openImportDialog, screenshot, signUp } from './helpers';

// docs/anki-history.md as a person sees it: an Anki deck with pictures and a sound keeps them (card list
// thumbnails, at 1280 and 375 px), and the card form adds an image and a sound to a side.

const FIXTURES = process.env.CARDCADE_FIXTURES ?? path.resolve(new URL('.', import.meta.url).pathname, '../../shared/fixtures');
const PACKAGE = path.join(FIXTURES, 'anki/apkg/anki2-cardoverflow-AllDefaultTemplatesAndImageAndMp3.apkg');
const present = fs.existsSync(PACKAGE);
if (!present) console.warn(`media e2e skipped: no ${PACKAGE} (set CARDCADE_FIXTURES)`);

const tmp = path.resolve(new URL('.', import.meta.url).pathname, '.tmp', 'media');
const picture = path.join(tmp, 'pixel.png');
const sound = path.join(tmp, 'beep.wav');

/** A short real WAV (a 440 Hz beep, 8 kHz mono 8-bit) a browser can play. */
function beepWav(): Buffer {
  const samples = 800;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples, 40);
  const body = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++) body[i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / 8000));
  return Buffer.concat([header, body]);
}
let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(tmp, { recursive: true });
  fs.writeFileSync(picture, await gradientPng(96));
  fs.writeFileSync(sound, beepWav());
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Images that really arrived (decoded by the browser), in the card list. */
async function loadedThumbnails(page: Page): Promise<number> {
  const list = page.getByRole('list', { name: 'Flashcards' });
  // They load lazily: bring each into view as a person scrolling would.
  for (const image of await list.locator('img').all()) await image.scrollIntoViewIfNeeded();
  return list.locator('img').evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length);
}

async function importPackage(page: Page, suffix: string): Promise<void> {
  const dialog = await openImportDialog(page);
  await dialog.getByLabel(/Anki single deck/).check();
  await dialog.getByLabel('Anki deck file').setInputFiles(PACKAGE);
  await dialog.getByRole('button', { name: 'Preview Import' }).click();
  await dialog.getByRole('table').waitFor();
  // The preview says what media come along and what is left out (the .ico file).
  await expect.poll(() => dialog.getByText('Media: 2 images and 1 sound on 2 cards.').isVisible()).toBe(true);
  expect(await dialog.textContent()).toContain('of a type Cardcade does not keep');
  await page.waitForTimeout(250);
  await screenshot(page, `media-import-preview-${suffix}`);
  await dialog.getByRole('button', { name: 'Confirm Import' }).click();
  await dialog.getByRole('list', { name: 'Created decks' }).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await dialog.waitFor({ state: 'detached' });
}

describe.skipIf(!present)('Anki media in the card list and the card form', () => {
  it.each([
    ['desktop', false],
    ['mobile', true],
  ] as const)('%s: imported thumbnails show; an image and a sound are added in the card form', async (suffix, mobile) => {
    const { page, context } = await newPage(browser, { mobile });
    // Which sounds the page started playing (the headless browser has no speakers to listen to).
    await page.addInitScript(() => {
      const played: string[] = ((window as unknown as { __played: string[] }).__played = []);
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        played.push(this.src);
        return play.call(this);
      };
    });
    await signUp(page);
    await importPackage(page, suffix);
    const api = await apiFor(context);
    const decks = (await api.call('GET', '/api/decks')) as { id: number; name: string }[];
    expect(decks).toHaveLength(1);
    await page.goto(`/decks/${decks[0].id}`);
    const list = page.getByRole('list', { name: 'Flashcards' });
    await list.waitFor();

    // The image-only card: both sides are pictures; the sound card has a play button.
    await expect.poll(() => loadedThumbnails(page)).toBe(2);
    // Each thumbnail is a button that opens the picture full size (issue #29).
    expect(await list.getByRole('button', { name: 'View full size: Term image', exact: true }).count()).toBe(1);
    expect(await list.getByRole('button', { name: /Play term sound/ }).count()).toBe(1);
    // Thumbnails keep their box: nothing in the list is wider than the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await list.getByRole('button', { name: 'View full size: Term image', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, `media-card-list-${suffix}`);

    // Add a card with an image on its term side and no term text.
    await page.getByRole('button', { name: 'Add New Card' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Flashcard' });
    await form.waitFor();
    await form.getByLabel('Add term image').setInputFiles(picture);
    await form.getByRole('img', { name: 'Term image' }).waitFor();
    await form.getByLabel('Definition', { exact: true }).fill('A single pixel');
    // A sound on the term side, played from the form with the keyboard.
    await form.getByLabel('Add term sound').setInputFiles(sound);
    const playInForm = form.getByRole('button', { name: 'Play term sound' });
    await playInForm.waitFor();
    await playInForm.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __played: string[] }).__played.filter((src) => /\/api\/media\/[A-Za-z0-9_-]{22}$/.test(src)).length)).toBe(1);
    await page.waitForTimeout(250);
    await screenshot(page, `media-card-form-${suffix}`);
    await form.getByRole('button', { name: 'Add Card' }).click();
    // Saved: the form is cleared for the next card.
    await expect.poll(async () => (await form.getByLabel('Definition', { exact: true }).innerText()).trim()).toBe('');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    // The package makes 10 cards (one per Anki card, issue 30), so the new one is the 11th:
    // shown with the others once the page holds 25.
    await page.getByLabel('Cards per page').selectOption('25');
    await expect.poll(() => list.getByText('A single pixel').count()).toBe(1);
    // The new card's sound has its play button in the list, beside the imported one.
    await expect.poll(() => list.getByRole('button', { name: /Play term sound/ }).count()).toBe(2);
    await expect.poll(() => loadedThumbnails(page)).toBe(3);

    // A file that is not an image gets a clear message at once.
    await page.getByRole('button', { name: 'Add New Card' }).click();
    const again = page.getByRole('dialog', { name: 'Add New Flashcard' });
    await again.getByLabel('Add term image').setInputFiles({ name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await expect.poll(() => again.getByRole('alert').textContent()).toBe('Please choose a PNG, JPEG, GIF or WebP image.');
    // A picture chosen as a sound is refused by the server too (sniffed, not trusted by its type).
    await again.getByLabel('Add definition sound').setInputFiles({ name: 'beep.wav', mimeType: 'audio/wav', buffer: fs.readFileSync(picture) });
    await expect.poll(() => again.getByRole('alert').last().textContent()).toBe('Please choose an MP3, OGG, WAV or M4A sound.');
    await context.close();
  }, 120_000);
});
