import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, launchBrowser, newPage, openDb, openImportDialog, screenshot, signUpByApi } from './helpers.js';

// docs/imports.md in the browser, at 1280 and 375 px: a CSV mapped to a note type's fields. The
// note type picker, a select per field and the tags column come pre-selected by the headers; the
// confirm makes notes of that type with their tags; axe finds nothing serious in the dialog.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CSV = 'expression,reading,meaning,tags,guid\n会う,あう,"to meet, to see",JLPT JLPT_N5,a1\n青い,あおい,blue,JLPT JLPT_N5 colour,a2\n';

describe('a CSV mapped to a note type', () => {
  it.each([
    ['desktop', false],
    ['mobile', true],
  ] as const)('%s', async (suffix, mobile) => {
    const { page, context } = await newPage(browser, { mobile });
    const email = await signUpByApi(context);
    const api = await apiFor(context);
    const type = (await api.call('POST', '/api/note-types', {
      name: 'Japanese',
      fields: ['Expression', 'Reading', 'Meaning'],
      templates: [{ name: 'Card 1', front: '{{Expression}}', back: '{{FrontSide}}<hr id=answer>{{Reading}}<br>{{Meaning}}' }],
    })) as { id: number };
    await page.goto('/');
    const dialog = await openImportDialog(page);
    await dialog.getByLabel(/CSV\/Excel/).check();
    await dialog.getByLabel('CSV or Excel file').setInputFiles({ name: `jlpt-${suffix}.csv`, mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await dialog.getByRole('button', { name: 'Analyze File' }).click();
    const picker = dialog.getByLabel('Note type');
    await picker.waitFor();
    expect(await dialog.getByLabel('Tags column').inputValue()).toBe('tags');
    await picker.selectOption(String(type.id));
    expect(await dialog.getByLabel('Expression').inputValue()).toBe('expression');
    expect(await dialog.getByLabel('Reading').inputValue()).toBe('reading');
    expect(await dialog.getByLabel('Meaning').inputValue()).toBe('meaning');
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 80)).join(' | ')}`)).toEqual([]);
    await dialog.getByLabel('Tags column').scrollIntoViewIfNeeded();
    await screenshot(page, `import-csv-note-type-${suffix}`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Preview Import' }).click();
    await dialog.getByRole('button', { name: 'Confirm Import' }).click();
    await dialog.getByRole('list', { name: 'Created decks' }).waitFor();
    expect(await dialog.textContent()).toContain('2 cards from 2 notes');
    await screenshot(page, `import-csv-note-type-done-${suffix}`, { fullPage: false });
    const db = openDb();
    try {
      const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number };
      const notes = db.prepare('SELECT fields, tags FROM notes WHERE user_id = ? AND note_type_id = ? ORDER BY id').all(user.id, type.id) as { fields: string; tags: string }[];
      expect(notes.map((note) => [JSON.parse(note.fields), note.tags])).toEqual([
        [['会う', 'あう', 'to meet, to see'], ' JLPT JLPT_N5 '],
        [['青い', 'あおい', 'blue'], ' JLPT JLPT_N5 colour '],
      ]);
    } finally {
      db.close();
    }
    await context.close();
  });
});
