import { AxeBuilder } from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, openImportDialog, screenshot, signUp } from './helpers.js';

// Issue 41 in the browser: the import preview of two real packages names what does not come
// across — Anki's media-check collection (three cards whose pictures and sound are missing, all
// three kept) and AnkiDroid's video sample (two MP4 clips left out, named) — at 1280 and 375 px.
// Screenshots under e2e/screenshots/realworld-media-*.png.

const FIXTURES = process.env.CARDCADE_FIXTURES ?? '';
const REALWORLD = process.env.CARDCADE_REALWORLD_ANKI ?? (FIXTURES ? path.join(path.dirname(path.resolve(FIXTURES)), 'realworld-anki') : '');
const present = REALWORLD !== '' && fs.existsSync(path.join(REALWORLD, 'ankidroid-video.apkg'));

let browser: Browser;
beforeAll(async () => {
  if (present) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PACKAGES = [
  { file: 'ankitects-mediacheck.colpkg', line: /3 media files referenced by cards are missing from the package \(foo\[\.jpg, normal\.jpg, .+\.jpg\); their cards are kept/ },
  { file: 'ankidroid-video.apkg', line: /2 video files are left out \(penguin\.mp4, emu\.mp4\)/ },
];

describe.skipIf(!present)('real packages: the preview names the media that does not come across', { timeout: 180_000 }, () => {
  for (const mobile of [false, true]) {
    const width = mobile ? 375 : 1280;
    it(`at ${width} px`, async () => {
      const { page, context } = await newPage(browser, { mobile });
      await signUp(page);
      for (const { file, line } of PACKAGES) {
        const dialog = await openImportDialog(page);
        await dialog.getByLabel(/Anki single deck/).check();
        await dialog.getByLabel('Anki deck file').setInputFiles({ name: file, mimeType: 'application/octet-stream', buffer: fs.readFileSync(path.join(REALWORLD, file)) });
        await dialog.getByRole('button', { name: 'Preview Import' }).click();
        const notKept = dialog.getByRole('region', { name: 'What will not come across' });
        await notKept.waitFor();
        await expect.poll(async () => line.test((await notKept.textContent()) ?? '')).toBe(true);
        await notKept.scrollIntoViewIfNeeded();
        await screenshot(page, `realworld-media-${file.replace(/\..*$/, '')}-${width}`, { fullPage: false });
        const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
        expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
      await context.close();
    });
  }
});
