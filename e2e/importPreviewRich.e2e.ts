import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePng } from '../server/domain/import/mediaBytes.js';
import { ankiPackage } from '../server/test/ankiTestkit.js';
import { launchBrowser, newPage, openImportDialog, screenshot, signUp } from './helpers.js';

// Issue 26 in the import preview: the sample cards of a formatted Anki deck show as the cards
// will (bold, colour, lists, a table, code, math typeset, ruby) through CardFace, at 1280 and
// 375 px; an image, whose file is not stored before the confirm, is left out of the sample.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const FORMATTED = ankiPackage(
  {
    notetypes: [{ id: 1, name: 'Basic', fields: ['Front', 'Back'], front: '{{Front}}' }],
    decks: [{ id: 10, name: 'Formatted' }],
    notes: [
      ['<b>Latissimus dorsi</b>', '<ul><li><b>Ribs 8-12</b></li><li>Iliac crest</li></ul>'],
      ['<span style="color: rgb(229, 57, 53);">가고</span> <span style="color:#1E88E5">싶어요</span>', 'I want to <i>go</i>'],
      ['Quadratic formula', '\\(x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\)'],
      ['<ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>', 'kanji'],
      ['Code', '<pre><code>if (a &lt; b) {\n  return a;\n}</code></pre>'],
      ['Table', '<table><tr><th>Muscle</th><th>Origin</th></tr><tr><td>Deltoid</td><td style="text-align: center">Clavicle</td></tr></table>'],
      ['<b>Skull</b><img src="skull.png"> and <img src="hand.png">', 'two pictures'],
      ['plain', 'words'],
    ].map((fields) => ({ fields, notetype: 0, cards: [{ deck: 10 }] })),
    media: { 'skull.png': fakePng(1), 'hand.png': fakePng(2) },
  },
  'anki21b',
);

describe('the import preview shows formatted sample cards', () => {
  it.each([
    ['desktop', false],
    ['mobile', true],
  ] as const)('%s', async (suffix, mobile) => {
    const { page, context } = await newPage(browser, { mobile });
    await signUp(page);
    const dialog = await openImportDialog(page);
    await dialog.getByLabel(/Anki single deck/).check();
    await dialog.getByLabel('Anki deck file').setInputFiles({ name: 'formatted.apkg', mimeType: 'application/octet-stream', buffer: Buffer.from(FORMATTED) });
    await dialog.getByRole('button', { name: 'Preview Import' }).click();
    // The preview's own table (a sample card may hold a table too).
    const table = dialog.getByLabel('Preview of the cards').locator('table').first();
    await table.locator('[data-rich]').first().waitFor();
    // Math is typeset when its side comes into view.
    await table.getByText('Quadratic formula').scrollIntoViewIfNeeded();
    await table.locator('.katex').first().waitFor({ state: 'attached' });
    expect(await table.locator('[data-rich] b', { hasText: 'Latissimus dorsi' }).count()).toBe(1);
    expect(await table.locator('[data-rich] li').count()).toBe(2);
    expect(await table.locator('[data-rich] span[style*="color"]').count()).toBe(2);
    expect(await table.locator('[data-rich] ruby').count()).toBe(1);
    expect(await table.locator('[data-rich] pre code').count()).toBe(1);
    expect(await table.locator('[data-rich] td').count()).toBe(2);
    // No image in a sample (its file has no URL yet), and no broken one.
    expect(await table.locator('img').count()).toBe(0);
    expect(await table.locator('[data-rich] b', { hasText: 'Skull' }).count()).toBe(1);
    // The deck's own colours are its author's (the card list shows them the same): not the app's contrast.
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').exclude('[data-rich] [style*="color"]').analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 80)).join(' | ')}`)).toEqual([]);
    await screenshot(page, `import-preview-rich-${suffix}`);
    await table.getByText('two pictures').scrollIntoViewIfNeeded();
    await screenshot(page, `import-preview-rich-end-${suffix}`);
    await context.close();
  });
});
