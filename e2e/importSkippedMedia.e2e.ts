import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apkgWithBigImage } from '../server/test/hostileFiles.js';
import { apiFor, launchBrowser, newPage, openImportDialog, screenshot, signUp } from './helpers.js';

// Issue 31 class 4 in the browser: an Anki package holding a 6 MB "image" previews with that
// file listed as left out for its size (name, size, why), and its card still imports.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the import preview lists media files left out for their size', () => {
  it.each([
    ['desktop', false],
    ['mobile', true],
  ] as const)('%s', async (suffix, mobile) => {
    const { page, context } = await newPage(browser, { mobile });
    await signUp(page);
    const dialog = await openImportDialog(page);
    await dialog.getByLabel(/Anki single deck/).check();
    await dialog.getByLabel('Anki deck file').setInputFiles({ name: 'pictures.apkg', mimeType: 'application/octet-stream', buffer: Buffer.from(apkgWithBigImage(6 * 1024 * 1024)) });
    await dialog.getByRole('button', { name: 'Preview Import' }).click();
    await dialog.getByRole('table').waitFor();
    await expect.poll(() => dialog.getByText(/1 media file larger than the limit/).isVisible()).toBe(true);
    await dialog.getByText('Files left out for their size').click();
    await expect.poll(() => dialog.getByText('big.png').isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('(6.0 MB): Image larger than 5 MB');
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await screenshot(page, `import-skipped-media-${suffix}`);
    await dialog.getByRole('button', { name: 'Confirm Import' }).click();
    await dialog.getByRole('list', { name: 'Created decks' }).waitFor();
    const api = await apiFor(context);
    const decks = (await api.call('GET', '/api/decks')) as { id: number; cardCount?: number }[];
    const deck = (await api.call('GET', `/api/decks/${decks[0].id}`)) as { flashcards: { term: string; termImageUrl: string | null }[] };
    expect(deck.flashcards.map((card) => [card.term, card.termImageUrl !== null])).toEqual([
      ['Big', false],
      ['Small', true],
    ]);
    await context.close();
  });
});
