// The card list, the card form, notes and the image occlusion editor in every language
// (docs/translating.md): the pseudo-locale shows no text that skipped the catalogs in any of their
// states (tags and the tag filter, a cloze card's badge, the pager, the delete dialog, the form in
// Basic and Cloze with its errors, a note's edit gate, the occlusion editor with a shape drawn and
// its announcements); Arabic and Korean at 1280 and 375 px are axe clean and looked at; in Arabic
// the list and the form mirror, and the occlusion editor's drawing does not (shapes keep the
// picture's own coordinates).
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOcclusions } from '../shared/imageOcclusion';
import { seriousViolations } from './axeCheck';
import { apiFor, launchBrowser, makeCards, rgbPng, screenshot, signUpByApi } from './helpers';
import { inLocale as inLocaleOf, untranslated } from './i18nHelpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
const inLocale = (mobile: boolean, locale: string) => inLocaleOf(browser, mobile, locale);

/** A 360×240 PNG: a pale ground with one darker block in its left half (made here, no file). */
function picturePng(): Buffer {
  return rgbPng(360, 240, (x, y) => (x > 30 && x < 120 && y > 40 && y < 120 ? [180, 200, 228] : [245, 242, 232]));
}

const LIST = 'section[aria-labelledby="flashcards-heading"]';
/** The list's cards (a card's tags are a list of their own inside it). */
const ITEMS = `${LIST} ul:not([translate="no"]) > li`;

/**
 * A deck with every state of the list: 24 plain cards (three pages and the page jump), a cloze
 * note of two cards, and a note of the learner's own type making two cards, with tags. The cards'
 * text is Cyrillic: the reader's own, which the pseudo check must not mistake for English.
 */
async function seededDeck(context: BrowserContext) {
  await signUpByApi(context);
  const api = await apiFor(context);
  const deck = (await api.createDeck('Словарь')) as { id: number };
  await api.call('POST', `/api/decks/${deck.id}/cards`, { kind: 'cloze', clozeText: '{{c1::Москва}} — столица {{c2::России}}.', extra: 'география' });
  const type = (await api.call('POST', '/api/note-types', {
    name: 'Слово в обе стороны',
    fields: ['Слово', 'Значение'],
    templates: [
      { name: 'Прямая', front: '{{Слово}}', back: '{{FrontSide}}<hr id=answer>{{Значение}}' },
      { name: 'Обратная', front: '{{Значение}}', back: '{{FrontSide}}<hr id=answer>{{Слово}}' },
    ],
  })) as { id: number };
  await api.call('POST', `/api/decks/${deck.id}/notes`, { noteTypeId: type.id, fields: { Слово: 'кошка', Значение: 'животное' }, tags: ['животные', 'язык::ru'] });
  for (const [term, definition] of makeCards(24, 'Слово')) await api.call('POST', `/api/decks/${deck.id}/cards`, { term: term.replace('Слово', 'слово'), definition: 'значение' });
  return deck.id;
}

async function openDeck(page: Page, deckId: number) {
  await page.goto(`/decks/${deckId}`, { waitUntil: 'networkidle' });
  await page.locator(ITEMS).first().waitFor();
  // The tag filter comes once the page has gone idle.
  await page.locator('#card-tag-filter').waitFor({ timeout: 30_000 });
}

async function openAddForm(page: Page): Promise<Locator> {
  await page.getByTestId('add-card').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('[role="toolbar"]').first().waitFor();
  return dialog;
}

/** The occlusion editor with the picture chosen; returns where a fraction of the picture is on screen. */
async function pictureChosen(dialog: Locator) {
  const fields = dialog.getByTestId('image-occlusion-fields');
  await fields.getByTestId('occlusion-image-input').setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: picturePng() });
  const editor = fields.getByTestId('occlusion-editor');
  const svg = editor.locator('svg[role="group"]');
  await svg.waitFor();
  await svg.scrollIntoViewIfNeeded();
  const box = (await svg.boundingBox())!;
  return { editor, svg, at: (x: number, y: number) => ({ x: box.x + x * box.width, y: box.y + y * box.height }) };
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 3 });
  await page.mouse.up();
}

/** A rectangle drawn with a finger at 375 px: touch events through CDP, as a person's are. */
async function fingerDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  let time = Date.now() / 1000;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', after: number, at?: { x: number; y: number }) => {
    time += after;
    return cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [{ x: at.x, y: at.y }] : [], timestamp: time });
  };
  await touch('touchStart', 0.5, from);
  for (let i = 1; i <= 6; i++) await touch('touchMove', 0.05, { x: from.x + ((to.x - from.x) * i) / 6, y: from.y + ((to.y - from.y) * i) / 6 });
  await touch('touchEnd', 0.4);
}

const pseudoText = /^⟦.*⟧$/s;
/** What is left of a text once every catalog message in it (⟦…⟧, nested) is taken out. */
function outsideCatalog(text: string): string {
  let rest = text;
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '');
  }
  return rest;
}

describe('cards, notes and image occlusion in more languages', () => {
  it('pseudo-locale: every state of the card list, the card form, the note edit gate and the occlusion editor', async () => {
    const { page, context } = await inLocale(false, 'pseudo');
    const deckId = await seededDeck(context);
    const found: string[] = [];
    const check = async (label: string, scope: string) => found.push(...(await untranslated(page, scope)).map((t) => `${label}: ${t}`));

    // The list: its first page with the pager and the page jump, the tag filter, tags, a cloze badge.
    await openDeck(page, deckId);
    await page.locator('#card-page-jump').waitFor();
    await check('list', LIST);
    await page.locator('#card-tag-filter').selectOption('животные');
    await page.locator(`${LIST} li ul[translate="no"]`).first().waitFor();
    await check('list by tag', LIST);
    await page.locator('#card-tag-filter').selectOption('');
    await page.locator('#card-search').fill('Москва');
    await expect.poll(() => page.locator(ITEMS).count()).toBe(2);
    await check('list, cloze cards', LIST);
    await page.locator('#card-search').fill('нет такого');
    await page.locator(`${LIST} .empty-state`).waitFor();
    await check('list, nothing found', LIST);
    await page.locator('#card-search').fill('');
    // The delete dialog.
    await page.locator(ITEMS).first().locator('button.btn-ghost').nth(1).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).first().waitFor();
    await check('delete dialog', '[role="dialog"], [role="alertdialog"]');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[role="dialog"], [role="alertdialog"]').count()).toBe(0);

    // The add form in Basic: its error when a side is empty.
    let dialog = await openAddForm(page);
    await dialog.locator('input[name="note-type"][value="basic"]').check();
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByRole('alert').waitFor();
    await check('add form, basic', '[role="dialog"]');
    // In Cloze: a text with no deletion (the preview and the form's error), then two deletions.
    await dialog.locator('input[name="note-type"][value="cloze"]').check();
    const text = dialog.locator('#add-card-form-cloze');
    await text.fill('нет пропусков');
    await dialog.getByTestId('cloze-problem').waitFor();
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByRole('alert').waitFor();
    await dialog.locator('details summary').click();
    await check('add form, cloze problem', '[role="dialog"]');
    expect(await dialog.getByTestId('cloze-problem').textContent()).toMatch(pseudoText);
    await text.fill('{{c1::Москва}} — столица {{c2::России}}. {{c3::}}');
    await expect.poll(() => dialog.getByTestId('cloze-problem').textContent()).toMatch(/c3/);
    await check('add form, empty deletion', '[role="dialog"]');
    await text.fill('{{c1::Москва}} — столица {{c2::России}}.');
    await dialog.getByTestId('cloze-preview').waitFor();
    await check('add form, cloze preview', '[role="dialog"]');

    // Image occlusion: no picture, then a picture and no shape, then a rectangle and the announcements.
    await dialog.locator('input[name="note-type"][value="image-occlusion"]').check();
    await dialog.getByTestId('image-occlusion-fields').waitFor();
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByRole('alert').waitFor();
    await check('occlusion, no picture', '[role="dialog"]');
    const stage = await pictureChosen(dialog);
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByRole('alert').waitFor();
    await check('occlusion, no shape', '[role="dialog"]');
    await drag(page, stage.at(0.1, 0.2), stage.at(0.35, 0.5));
    await expect.poll(() => stage.editor.getByTestId('occlusion-said').textContent()).toMatch(pseudoText);
    await check('occlusion, a rectangle drawn', '[role="dialog"]');
    const shape = stage.editor.locator('g[role="button"]').first();
    await shape.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stage.editor.getByTestId('occlusion-said').textContent()).toMatch(/^⟦.*⟧$/);
    const said: string[] = [(await stage.editor.getByTestId('occlusion-said').textContent())!];
    await page.keyboard.press('Shift+ArrowDown');
    said.push((await stage.editor.getByTestId('occlusion-said').textContent())!);
    // Drawn, the shape is selected: Space takes it out, Space again puts it back, Escape deselects.
    await page.keyboard.press('Space');
    said.push((await stage.editor.getByTestId('occlusion-said').textContent())!);
    await page.keyboard.press('Space');
    said.push((await stage.editor.getByTestId('occlusion-said').textContent())!);
    await page.keyboard.press('Escape');
    said.push((await stage.editor.getByTestId('occlusion-said').textContent())!);
    await stage.editor.locator('button[aria-pressed]').nth(3).click();
    await check('occlusion, polygon tool', '[role="dialog"]');
    // Every announcement came from the catalog, and so did the shape's name.
    expect(said.filter((s) => /[A-Za-z]/.test(outsideCatalog(s)))).toEqual([]);
    expect(new Set(said).size).toBe(5);
    expect(await shape.getAttribute('aria-label')).toMatch(/^⟦.*⟧$/);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[role="dialog"]').count()).toBe(0);

    // Editing: a plain card (its tags box), and a card of the note with two cards (the note edit gate).
    await page.locator('#card-search').fill('слово 1');
    await page.locator(ITEMS).first().locator('button.btn-ghost').first().click();
    dialog = page.getByRole('dialog');
    await dialog.locator('[role="toolbar"]').first().waitFor();
    await dialog.locator('#edit-card-form-tags').waitFor();
    await check('edit form, basic', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[role="dialog"]').count()).toBe(0);
    await page.locator('#card-search').fill('кошка');
    await expect.poll(() => page.locator(ITEMS).count()).toBe(2);
    await page.locator(ITEMS).first().locator('button.btn-ghost').first().click();
    await dialog.getByTestId('note-type-of-card').waitFor();
    await dialog.getByTestId('note-fields').locator('[role="toolbar"]').first().waitFor();
    await check('edit form, note gate', '[role="dialog"]');
    expect(await dialog.getByTestId('note-type-of-card').locator('[translate="no"]').textContent()).toBe('Слово в обе стороны');
    expect(found).toEqual([]);
    await context.close();
  }, 180_000);

  it('Arabic and Korean at 1280 and 375 px: lang and dir, axe clean, looked at; Arabic mirrors the list and form, not the drawing', async () => {
    const found: string[] = [];
    for (const locale of ['ar', 'ko'] as const) {
      for (const mobile of [false, true]) {
        const { page, context } = await inLocale(mobile, locale);
        // The scripts the page loads, and whether the occlusion editor had been asked for yet.
        const scripts: { url: string; editorOpen: boolean }[] = [];
        let editorOpen = false;
        page.on('response', (r) => {
          if (new URL(r.url()).pathname.endsWith('.js')) scripts.push({ url: r.url(), editorOpen });
        });
        const deckId = await seededDeck(context);
        const size = mobile ? 375 : 1280;
        const name = (what: string) => `i18n-cards-${locale}-${what}-${mobile ? 'mobile' : 'desktop'}`;
        const axe = async (where: string, include?: string) => {
          // Colours are read once transitions (a chip just picked) have ended.
          await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
          for (const v of await seriousViolations(page, include)) found.push(`${locale} ${size} ${where}: ${v}`);
        };

        await openDeck(page, deckId);
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([locale, locale === 'ar' ? 'rtl' : 'ltr']);
        await page.locator('#card-tag-filter').selectOption('язык::ru');
        await page.locator(`${LIST} li ul[translate="no"]`).first().waitFor();
        await page.locator('#card-tag-filter').selectOption('');
        await axe('list', LIST);
        // The list's start under the sticky header, then its end with the pager, as the screen shows them.
        const header = (await page.locator('header').first().boundingBox())?.height ?? 0;
        await page.locator(LIST).evaluate((el, top) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - top - 8), header);
        await screenshot(page, name('list'), { fullPage: false });
        await page.locator(`${LIST} nav`).evaluate((el) => el.scrollIntoView({ block: 'end' }));
        await screenshot(page, name('list-end'), { fullPage: false });
        if (locale === 'ar' && !mobile) {
          // Mirrored: a card's term on the right, its Edit and Delete on the left.
          const item = page.locator(ITEMS).first();
          const term = (await item.locator('> *').first().boundingBox())!;
          const edit = (await item.locator('button.btn-ghost').first().boundingBox())!;
          expect(term.x).toBeGreaterThan(edit.x);
        }

        // The add form: Basic with its error, then Cloze with its preview.
        const dialog = await openAddForm(page);
        await dialog.locator('input[name="note-type"][value="basic"]').check();
        await dialog.locator('button[type="submit"]').click();
        await dialog.getByRole('alert').waitFor();
        await axe('add form, basic', '[role="dialog"]');
        await screenshot(page, name('form-basic'), { fullPage: false });
        if (locale === 'ar' && !mobile) {
          // Mirrored: the field's label starts at the form's right edge.
          const form = (await dialog.locator('form').boundingBox())!;
          const label = await dialog.locator('form .field > label').first().evaluate((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            return range.getBoundingClientRect().toJSON() as DOMRect;
          });
          expect(label.right).toBeGreaterThan(form.x + form.width - 8);
          expect(label.left).toBeGreaterThan(form.x + form.width / 2);
        }
        await dialog.locator('input[name="note-type"][value="cloze"]').check();
        await dialog.locator('#add-card-form-cloze').fill('{{c1::Москва}} — столица {{c2::России}}. {{c3::}}');
        await dialog.getByTestId('cloze-problem').waitFor();
        await dialog.locator('#add-card-form-cloze').fill('{{c1::Москва}} — столица {{c2::России}}.');
        await dialog.getByTestId('cloze-preview').waitFor();
        await axe('add form, cloze', '[role="dialog"]');
        await screenshot(page, name('form-cloze'), { fullPage: false });

        // The occlusion editor with a rectangle drawn in the picture's left half.
        editorOpen = true;
        await dialog.locator('input[name="note-type"][value="image-occlusion"]').check();
        const stage = await pictureChosen(dialog);
        // The editor's catalog comes with its chunk, not before: neither its English (inline in
        // the chunk) nor this language's catalog was loaded by the list or the form.
        const catalogs = { en: 'The picture to hide parts of', ar: 'إخفاء الكل وتخمين واحد', ko: '모두 가리고 하나 맞히기' };
        const holding: { url: string; editorOpen: boolean }[] = [];
        for (const script of scripts) {
          const body = await (await context.request.get(script.url)).text();
          if (body.includes(catalogs.en) || body.includes(catalogs[locale])) holding.push(script);
        }
        expect(holding.length).toBe(2);
        expect(holding.every((script) => script.editorOpen)).toBe(true);
        if (mobile) await fingerDrag(page, stage.at(0.1, 0.2), stage.at(0.35, 0.5));
        else await drag(page, stage.at(0.1, 0.2), stage.at(0.35, 0.5));
        await expect.poll(() => stage.editor.getByTestId('occlusion-count').textContent()).not.toBe('');
        await stage.editor.locator('g[role="button"]').first().waitFor();
        await axe('occlusion editor', '[role="dialog"]');
        await stage.editor.scrollIntoViewIfNeeded();
        await screenshot(page, name('occlusion'), { fullPage: false });
        // Not mirrored: the rectangle stays where it was drawn, in the picture's left half, and
        // its coordinates are the picture's own (x from its left edge) in every language.
        const svgBox = (await stage.svg.boundingBox())!;
        const rect = (await stage.editor.locator('g[role="button"] rect:not([aria-hidden])').first().boundingBox())!;
        expect(rect.x - svgBox.x).toBeLessThan(svgBox.width * 0.15);
        expect(rect.x + rect.width - svgBox.x).toBeLessThan(svgBox.width * 0.4);
        expect(await stage.editor.locator('[class*="stage"]').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
        await dialog.locator('button[type="submit"]').click();
        // Saved through the form: the stored shape has the coordinates it was drawn at.
        const api = await apiFor(context);
        const occlusionNote = async () => {
          const deck = (await api.call('GET', `/api/decks/${deckId}`)) as { flashcards: { noteId: number | null; kind?: string }[] };
          return deck.flashcards.find((c) => c.kind === 'image-occlusion')?.noteId ?? null;
        };
        await expect.poll(occlusionNote, { timeout: 20_000 }).not.toBeNull();
        const { note } = (await api.call('GET', `/api/notes/${await occlusionNote()}`)) as { note: { fields: Record<string, string> } };
        const [saved] = parseOcclusions(note.fields.Occlusion ?? '').occlusions;
        expect(saved!.left).toBeGreaterThan(0.05);
        expect(saved!.left).toBeLessThan(0.15);
        await context.close();
      }
    }
    expect(found).toEqual([]);
  }, 420_000);
});
