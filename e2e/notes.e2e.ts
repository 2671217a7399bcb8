// Notes and note types in a real browser (docs/notes.md): the Note types page (built-ins, a copy,
// rename, a refused delete), the editor (fields renamed, added, reordered and deleted with a
// confirmation; templates; CSS; the live preview with sample values, its template error and its
// phone width; a removed template's cards confirmed by count), the add form's sticky note type
// with each field's editor and tags, the card list's tag chips and filter, and editing a card
// of a note by its fields. At 1280 and 375 px, axe clean. Then a hostile template and hostile
// CSS in the preview, the card list and the flashcards game: nothing runs, nothing is fetched
// from elsewhere, nothing covers the page.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_FLAG, XSS_VECTORS } from '../server/test/xssVectors';
import { apiFor, baseURL, launchBrowser, newPage, screenshot, signUpByApi } from './helpers';
import { contentProblems } from './richCardsSetup';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function seriousAxe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const BUILTINS = ['Basic', 'Basic (and reversed card)', 'Basic (optional reversed card)', 'Basic (type in the answer)', 'Cloze', 'Image Occlusion'];

describe('note types and notes', () => {
  it('at 1280 px: a note type made, edited with a live preview, used by the add form, filtered by tag, its cards confirmed away', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    const api = await apiFor(context);
    const deck = await api.createDeck('Japanese', [['dog', 'inu']]);

    // The user menu leads to the page; the built-ins are there with their note counts.
    await page.goto('/decks');
    await page.locator('button[aria-controls="user-menu"]').click();
    await page.getByRole('menuitem', { name: 'Note Types' }).click();
    await page.getByRole('heading', { level: 1, name: 'Note types' }).waitFor();
    const rows = page.getByTestId('note-type-row');
    await expect.poll(() => rows.count()).toBe(BUILTINS.length);
    for (const name of BUILTINS) expect(await page.getByRole('link', { name, exact: true }).count()).toBe(1);
    expect(await rows.filter({ has: page.getByRole('link', { name: 'Basic', exact: true }) }).getByTestId('note-count').textContent()).toBe('1 note');
    expect(await seriousAxe(page)).toEqual([]);
    await screenshot(page, 'note-types-1280');

    // A copy of Basic, named.
    await page.getByRole('button', { name: 'Copy Basic', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'New note type' });
    expect(await create.getByLabel('Name').inputValue()).toBe('Basic copy');
    await create.getByLabel('Name').fill('Vocab');
    await create.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vocab' }).waitFor();
    const typeId = Number(page.url().split('/').pop());

    // Fields: rename both, add Reading and move it up, add one more and delete it (confirmed by name).
    await page.getByLabel('Field 1 name').fill('Word');
    await page.getByLabel('Field 2 name').fill('Meaning');
    await page.getByRole('button', { name: 'Add field' }).click();
    await page.getByLabel('Field 3 name').fill('Reading');
    await page.getByRole('button', { name: 'Move Reading up' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.getByLabel('Field 2 name').inputValue()).toBe('Reading');
    await page.getByRole('button', { name: 'Add field' }).click();
    await page.getByRole('button', { name: 'Delete field Field' }).click();
    const confirmField = page.getByRole('dialog', { name: 'Delete field' });
    expect(await confirmField.textContent()).toContain('Delete the field "Field"?');
    await confirmField.getByRole('button', { name: 'Delete field' }).click();
    await expect.poll(() => page.getByLabel('Field 4 name').count()).toBe(0);

    // Templates and CSS, previewed with sample values.
    await page.getByLabel('Front template').fill('{{Word}}<br><small>{{Reading}}</small>');
    await page.getByLabel('Back template').fill('{{FrontSide}}<hr id=answer>{{Meaning}}');
    await page.getByLabel('Styling (CSS)').fill('.card { color: rgb(200, 0, 0); }');
    await page.getByLabel('Word', { exact: true }).fill('猫');
    await page.getByLabel('Reading', { exact: true }).fill('ねこ');
    await page.getByLabel('Meaning', { exact: true }).fill('cat');
    const text = (testId: string) => page.getByTestId(testId).textContent().then((t) => t?.replace(/\s+/g, ''));
    await expect.poll(() => text('preview-front')).toBe('猫ねこ');
    // The back as a card keeps it: the answer below Anki's <hr id=answer>.
    await expect.poll(() => text('preview-back')).toBe('cat');
    await expect.poll(() => page.getByTestId('preview-front').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(200, 0, 0)');
    // Side by side at desktop width; the phone toggle stacks them in 375 px.
    const [front, back] = [await page.getByTestId('preview-front').boundingBox(), await page.getByTestId('preview-back').boundingBox()];
    expect(back!.x).toBeGreaterThan(front!.x + front!.width - 1);
    await page.getByRole('radio', { name: 'Phone' }).check();
    await expect.poll(async () => (await page.getByTestId('preview-frame').boundingBox())!.width).toBeLessThanOrEqual(375);
    const [front2, back2] = [await page.getByTestId('preview-front').boundingBox(), await page.getByTestId('preview-back').boundingBox()];
    expect(back2!.y).toBeGreaterThan(front2!.y + front2!.height - 1);
    // A template the renderer refuses (sections nested too deep) shows its error in the preview.
    await page.getByLabel('Front template').fill(`${'{{#Word}}'.repeat(25)}{{Word}}`);
    await page.getByTestId('template-error').waitFor();
    await page.getByLabel('Front template').fill('{{Word}}<br><small>{{Reading}}</small>');
    await expect.poll(() => page.getByTestId('template-error').count()).toBe(0);
    await page.getByRole('button', { name: 'Add card template' }).click();
    await page.getByLabel('Template name').fill('Recall');
    await page.getByLabel('Front template').fill('{{Meaning}}');
    await page.getByLabel('Back template').fill('{{FrontSide}}<hr id=answer>{{Word}}');
    expect(await seriousAxe(page)).toEqual([]);
    await screenshot(page, 'note-type-editor-1280');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved "Vocab".').waitFor();

    // The add form: Vocab chosen, its three fields and tags; two cards made (one per template).
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('button', { name: 'Add New Card' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add New Flashcard' });
    await add.getByRole('radio', { name: 'Vocab' }).check();
    await add.getByRole('textbox', { name: 'Word' }).fill('猫');
    await add.getByRole('textbox', { name: 'Reading' }).fill('ねこ');
    await add.getByRole('textbox', { name: 'Meaning' }).fill('cat');
    await add.getByLabel('Tags').fill('animals jlpt::n5');
    expect(await add.getByRole('list', { name: 'Tags to save' }).getByRole('listitem').allTextContents()).toEqual(['animals', 'jlpt::n5']);
    expect(await seriousAxe(page)).toEqual([]);
    await screenshot(page, 'note-add-form-1280', { fullPage: false });
    await add.getByRole('button', { name: 'Add Card' }).click();
    await expect.poll(() => add.getByRole('textbox', { name: 'Word' }).textContent()).toBe('');
    await add.getByRole('button', { name: 'Cancel' }).click();
    const list = page.getByRole('list', { name: 'Flashcards' });
    await expect.poll(() => list.getByRole('listitem').filter({ has: page.getByRole('list', { name: /^Tags of / }) }).count()).toBe(2);
    expect(await list.getByRole('list', { name: /^Tags of / }).first().getByRole('listitem').allTextContents()).toEqual(['animals', 'jlpt::n5']);

    // The sticky choice: the form opens on Vocab again.
    await page.getByRole('button', { name: 'Add New Card' }).first().click();
    expect(await add.getByRole('radio', { name: 'Vocab' }).isChecked()).toBe(true);
    await add.getByRole('button', { name: 'Cancel' }).click();

    // The tag filter: the deck's tags; dog (no tags) goes.
    await page.getByLabel('Tag', { exact: true }).selectOption('jlpt::n5');
    await expect.poll(() => list.getByRole('listitem').filter({ hasText: 'dog' }).count()).toBe(0);
    expect(await list.locator(':scope > li').count()).toBe(2);
    expect(await seriousAxe(page)).toEqual([]);
    await screenshot(page, 'note-card-list-1280');

    // Editing a card of the note edits its fields: both cards follow.
    await page.getByRole('button', { name: /^Edit 猫/ }).first().click();
    const edit = page.getByRole('dialog', { name: 'Edit Flashcard' });
    expect(await edit.getByTestId('note-type-of-card').textContent()).toContain('Vocab');
    const meaning = edit.getByRole('textbox', { name: 'Meaning' });
    await expect.poll(() => meaning.textContent()).toBe('cat');
    await meaning.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('cat (animal)');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => list.getByText('cat (animal)').count()).toBe(2);

    // Removing the Recall template deletes its card, after a confirmation with the count.
    await page.goto(`/note-types/${typeId}`);
    await page.getByRole('radio', { name: 'Recall' }).check();
    await page.getByRole('button', { name: 'Remove this template' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete cards' });
    expect(await confirm.textContent()).toContain('This deletes 1 card made by "Recall"');
    await confirm.getByRole('button', { name: 'Delete 1 card and save' }).click();
    await page.getByText('Saved "Vocab".').waitFor();
    await page.goto(`/decks/${deck.id}`);
    await expect.poll(() => page.getByRole('list', { name: 'Flashcards' }).locator(':scope > li').count()).toBe(2);

    // A note type in use is not deleted: the server's reason shows.
    await page.goto('/note-types');
    await page.getByRole('button', { name: 'Delete Vocab' }).click();
    const del = page.getByRole('dialog', { name: 'Delete note type' });
    await del.getByRole('button', { name: 'Delete' }).click();
    await del.getByText('1 note uses this note type').waitFor();
    await del.getByRole('button', { name: 'Cancel' }).click();
    // Renamed from the list.
    await page.getByRole('button', { name: 'Rename Vocab' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename note type' });
    await rename.getByLabel('Name').fill('Japanese words');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('link', { name: 'Japanese words', exact: true }).waitFor();
    await context.close();
  }, 120_000);

  it('at 375 px: the list, the editor with its stacked preview, and the add form, axe clean', async () => {
    const { page, context } = await newPage(browser, { mobile: true });
    await signUpByApi(context);
    const api = await apiFor(context);
    const deck = await api.createDeck('Phone deck', [['one', 'ichi']]);
    const type = (await api.call('POST', '/api/note-types', { name: 'Phone vocab', fields: ['Word', 'Meaning', 'Example'] , templates: [{ name: 'Card 1', front: '{{Word}}', back: '{{FrontSide}}<hr id=answer>{{Meaning}}<br>{{Example}}' }] })) as { id: number };
    await page.goto('/note-types');
    await page.getByRole('link', { name: 'Phone vocab', exact: true }).waitFor();
    expect(await seriousAxe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'note-types-375');

    await page.goto(`/note-types/${type.id}`);
    await page.getByLabel('Word', { exact: true }).fill('本');
    await expect.poll(() => page.getByTestId('preview-front').textContent()).toBe('本');
    const [front, back] = [await page.getByTestId('preview-front').boundingBox(), await page.getByTestId('preview-back').boundingBox()];
    expect(back!.y).toBeGreaterThan(front!.y + front!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxe(page)).toEqual([]);
    await screenshot(page, 'note-type-editor-375');

    // The card list on a phone: the tag filter and each card's tags fit the screen.
    await api.call('POST', `/api/decks/${deck.id}/notes`, { noteTypeId: type.id, fields: { Word: 'two', Meaning: 'ni', Example: 'two cats' }, tags: ['numbers', 'jlpt::n5'] });
    await page.goto(`/decks/${deck.id}`);
    const list = page.getByRole('list', { name: 'Flashcards' });
    await list.getByRole('list', { name: 'Tags of two' }).waitFor();
    await page.getByLabel('Tag', { exact: true }).selectOption('numbers');
    await expect.poll(() => list.locator(':scope > li').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxe(page)).toEqual([]);
    await screenshot(list, 'note-card-list-375');

    await page.getByRole('button', { name: 'Add New Card' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add New Flashcard' });
    await add.getByRole('radio', { name: 'Phone vocab' }).check();
    await add.getByRole('textbox', { name: 'Example' }).waitFor();
    expect(await seriousAxe(page)).toEqual([]);
    await screenshot(page, 'note-add-form-375', { fullPage: false });
    await context.close();
  }, 90_000);
});

describe('a hostile note type', () => {
  it('runs nothing, fetches nothing from elsewhere and covers nothing: preview, card list, flashcards', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    const api = await apiFor(context);
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL()).origin && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    const hostile = `{{Front}}<img src=x onerror="window.${XSS_FLAG}=1"><script>window.${XSS_FLAG}=2</script><svg onload="window.${XSS_FLAG}=3"></svg>`;
    const css = [
      '@import url("https://evil.example/steal.css");',
      '.card { position: fixed; top: 0; left: 0; width: 100vw; height: 100vh; z-index: 99999; background: url(https://evil.example/bg.png); }',
      'body { display: none; }',
      'img { content: url("https://evil.example/pixel.png"); }',
    ].join('\n');
    const type = (await api.call('POST', '/api/note-types', { name: 'Hostile', fields: ['Front', 'Back'], templates: [{ name: 'Card 1', front: hostile, back: `{{FrontSide}}<hr id=answer>{{Back}}${hostile}` }], css })) as { id: number };
    const deck = (await api.createDeck('Hostile deck')) as { id: number };
    await api.call('POST', `/api/decks/${deck.id}/notes`, { noteTypeId: type.id, fields: { Front: 'front text', Back: 'back text' }, tags: ['x'] });

    const checkPage = async (where: string) => {
      const found = await contentProblems(page, XSS_FLAG);
      expect(found.problems, where).toEqual([]);
      expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG), where).toBeUndefined();
      expect(await page.locator('script:not([src])').evaluateAll((scripts) => scripts.filter((s) => s.textContent?.includes('__cardcade')).length), where).toBe(0);
      expect(await page.evaluate(() => getComputedStyle(document.body).display), where).not.toBe('none');
      expect(foreign, where).toEqual([]);
    };

    await page.goto(`/note-types/${type.id}`);
    await page.getByLabel('Front', { exact: true }).fill('sample');
    await expect.poll(() => page.getByTestId('preview-front').textContent()).toBe('sample');
    await page.waitForLoadState('networkidle');
    const styleText = (await page.getByTestId('preview-css').textContent()) ?? '';
    expect(styleText).not.toMatch(/@import|evil\.example|position:\s*fixed/i);
    expect(await page.getByTestId('preview-front').evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
    await checkPage('preview');

    // The client holds alone: the preview's answer rewritten to carry every raw vector.
    const raw = XSS_VECTORS.map((v) => v.html.replace(/\{\{FOREIGN_MEDIA\}\}/g, 'someoneElsesMedia1')).join('\n');
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (!value || typeof value !== 'object') return value;
      const object = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v)]));
      if ('exists' in object && 'front' in object) Object.assign(object, { front: `<p>poisoned</p>${raw}`, back: raw });
      return object;
    };
    await page.route(/\/api\/trpc\/[^?]*noteTypes\.preview/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: rewrite(await response.json()) });
    });
    await page.getByLabel('Front', { exact: true }).fill('sample two');
    await expect.poll(() => page.getByTestId('preview-front').textContent()).toContain('poisoned');
    await page.waitForLoadState('networkidle');
    const poisoned = await contentProblems(page, XSS_FLAG);
    expect(poisoned.rich).toBeGreaterThanOrEqual(2);
    await checkPage('preview, raw vectors');
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await page.goto(`/decks/${deck.id}`);
    // The type's CSS now styles its faces (its `body { display: none }` is the face itself, so the
    // face may hide itself): attached is enough, and it covers nothing.
    await page.getByRole('list', { name: 'Flashcards' }).getByText('front text').first().waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('front text').first().evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
    await checkPage('card list');

    await page.goto(`/play/flashcards/${deck.id}`);
    await page.getByText('front text').first().waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('front text').first().evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
    await checkPage('flashcards');
    await context.close();
  }, 90_000);
});
