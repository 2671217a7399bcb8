// The image occlusion editor in a real browser (docs/image-occlusion.md): a learner makes an
// Image Occlusion note in the card form and studies one of its cards. At 1280 px by mouse (two
// rectangles grouped on one card, an ellipse moved and resized by its handle) and by keyboard
// alone (Add rectangle, Tab to a shape, arrows move it, Shift+arrows resize it, Space selects,
// Escape deselects, Delete removes); the note saved makes one card per card number, and editing
// it reopens its shapes and keeps its cards. At 375 px by touch (a picture pasted, rectangles
// drawn with a finger, a polygon tapped, two shapes grouped by taps). Studied, the cards show
// their masks (e2e/imageOcclusionStudy.e2e.ts covers the card side). Axe clean in both themes.
// The picture is made by the test.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOcclusions, type Occlusion } from '../shared/imageOcclusion';
import { apiFor, launchBrowser, newPage, rgbPng, screenshot, signUpByApi } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A 480×320 "map": four pale blocks on a light ground, as a PNG. */
function diagramPng(): Buffer {
  const W = 480;
  const H = 320;
  const blocks: [number, number, number, number, [number, number, number]][] = [
    [0.05, 0.1, 0.25, 0.3, [196, 214, 180]],
    [0.3, 0.1, 0.5, 0.3, [180, 200, 228]],
    [0.6, 0.5, 0.9, 0.8, [222, 196, 170]],
    [0.1, 0.55, 0.4, 0.9, [200, 190, 225]],
  ];
  return rgbPng(W, H, (x, y) => blocks.find(([l, t, r, btm]) => x / W >= l && x / W < r && y / H >= t && y / H < btm)?.[4] ?? [245, 242, 232]);
}

async function seriousAxe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Axe and a screenshot in the light theme, then the dark one, then back. */
async function checkBothThemes(page: Page, name: string) {
  // Colours change at once: axe must not read a button halfway through its transition.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
    expect(await seriousAxe(page), theme).toEqual([]);
    await screenshot(page, `${name}-${theme}`, { fullPage: false });
  }
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
}

async function openAddForm(page: Page, deckId: number): Promise<Locator> {
  await page.goto(`/decks/${deckId}`);
  await page.getByRole('button', { name: 'Add New Card' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Flashcard' });
  await dialog.getByRole('radio', { name: 'Image Occlusion' }).check();
  await dialog.getByTestId('image-occlusion-fields').waitFor();
  return dialog;
}

/** The picture's box on the screen, and a point in it given as fractions of it. */
async function stageOf(editor: Locator) {
  const svg = editor.locator('svg[role="group"]');
  await svg.waitFor();
  await svg.scrollIntoViewIfNeeded();
  const box = (await svg.boundingBox())!;
  return { svg, at: (x: number, y: number) => ({ x: box.x + x * box.width, y: box.y + y * box.height }) };
}

async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 3 });
  await page.mouse.up();
}

/**
 * A finger: real touch events (CDP's Input.dispatchTouchEvent, as Playwright's own tap uses),
 * which the browser turns into pointer events. The events carry a finger's own times: a drag
 * stops before the finger lifts, as a person's does (sent as fast as CDP can, it would read as
 * a fling, and Chrome swallows the next tap that stops a fling), and taps are apart.
 */
async function fingerOf(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  let time = Date.now() / 1000;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', after: number, at?: { x: number; y: number }) => {
    time += after;
    return cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [{ x: at.x, y: at.y }] : [], timestamp: time });
  };
  const finger = {
    async drag(from: { x: number; y: number }, to: { x: number; y: number }) {
      await touch('touchStart', 0.5, from);
      for (let i = 1; i <= 6; i++) await touch('touchMove', 0.05, { x: from.x + ((to.x - from.x) * i) / 6, y: from.y + ((to.y - from.y) * i) / 6 });
      await touch('touchEnd', 0.4);
    },
    async tap(at: { x: number; y: number }) {
      await touch('touchStart', 0.5, at);
      await touch('touchEnd', 0.08);
    },
    async tapOn(target: Locator) {
      await target.scrollIntoViewIfNeeded();
      const box = (await target.boundingBox())!;
      await finger.tap({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    },
  };
  return finger;
}

/** A tool tapped, once the editor shows it on (a tap's click comes after the touch ends). */
async function useTool(finger: Awaited<ReturnType<typeof fingerOf>>, editor: Locator, name: string) {
  const button = editor.getByRole('button', { name, exact: true });
  await finger.tapOn(button);
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
}

const said = (editor: Locator) => editor.getByTestId('occlusion-said').textContent();
const count = (editor: Locator) => editor.getByTestId('occlusion-count').textContent();
const activeName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

interface DeckCard {
  id: number;
  noteId: number | null;
}

describe('the image occlusion editor', () => {
  it('at 1280 px by mouse and by keyboard alone: saved as one card per card number, studied, edited back', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    const api = await apiFor(context);
    const deck = (await api.createDeck('Anatomy')) as { id: number };
    const dialog = await openAddForm(page, deck.id);
    const fields = dialog.getByTestId('image-occlusion-fields');

    // Saving without a picture says what is missing, and sends nothing.
    await dialog.getByRole('button', { name: 'Add Card' }).click();
    expect(await fields.getByRole('alert').first().textContent()).toContain('Choose a picture first');

    // The picture from the disk, through the file picker.
    await fields.getByTestId('occlusion-image-input').setInputFiles({ name: 'diagram.png', mimeType: 'image/png', buffer: diagramPng() });
    const editor = fields.getByTestId('occlusion-editor');
    const stage = await stageOf(editor);
    // The dialog widens for drawing: the picture has room on a desktop.
    expect((await stage.svg.boundingBox())!.width).toBeGreaterThan(700);

    // Two rectangles by mouse (the Rectangle tool is on first), each on a card of its own.
    expect(await editor.getByRole('button', { name: 'Rectangle', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await mouseDrag(page, stage.at(0.05, 0.1), stage.at(0.25, 0.3));
    await mouseDrag(page, stage.at(0.3, 0.1), stage.at(0.5, 0.3));
    await expect.poll(() => count(editor)).toBe('2 shapes · 2 cards');
    expect(await said(editor)).toBe('Rectangle 2, card 2 added.');

    // Selected together (a click, then Shift+click) and grouped on one card.
    await editor.getByRole('button', { name: 'Select', exact: true }).click();
    await page.mouse.click(stage.at(0.15, 0.2).x, stage.at(0.15, 0.2).y);
    await page.keyboard.down('Shift');
    await page.mouse.click(stage.at(0.4, 0.2).x, stage.at(0.4, 0.2).y);
    await page.keyboard.up('Shift');
    await editor.getByRole('button', { name: 'Group', exact: true }).click();
    await expect.poll(() => count(editor)).toBe('2 shapes · 1 card');
    expect(await editor.getByRole('button', { name: /^Rectangle \d, card 1$/ }).count()).toBe(2);

    // An ellipse, moved by dragging it and resized by its corner handle.
    await editor.getByRole('button', { name: 'Ellipse', exact: true }).click();
    await mouseDrag(page, stage.at(0.6, 0.5), stage.at(0.8, 0.7));
    await editor.getByRole('button', { name: 'Select', exact: true }).click();
    await page.mouse.click(stage.at(0.7, 0.6).x, stage.at(0.7, 0.6).y);
    await mouseDrag(page, stage.at(0.7, 0.6), stage.at(0.75, 0.65));
    await expect.poll(() => said(editor)).toBe('Ellipse 1, card 2 moved.');
    const handle = (await editor.locator('[data-handle="se"]').boundingBox())!;
    await mouseDrag(page, { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 }, stage.at(0.9, 0.8));
    await expect.poll(() => said(editor)).toMatch(/^Ellipse 1, card 2 resized: 2\d% wide, 2\d% high\.$/);
    await expect.poll(() => count(editor)).toBe('3 shapes · 2 cards');
    await checkBothThemes(page, 'occlusion-editor-1280');

    // Keyboard alone: a rectangle added by its button, moved by arrows, sized by Shift+arrows,
    // selected by Space, deselected by Escape (the dialog stays), removed by Delete.
    await editor.getByRole('button', { name: 'Select', exact: true }).focus();
    for (let i = 0; i < 8 && (await activeName(page)) !== 'Add rectangle'; i++) await page.keyboard.press('Tab');
    expect(await activeName(page)).toBe('Add rectangle');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeName(page)).toBe('Rectangle 3, card 3');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    expect(await said(editor)).toBe('Rectangle 3, card 3 moved: 55% from the left, 51% from the top.');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowUp');
    expect(await said(editor)).toBe('Rectangle 3, card 3 resized: 22% wide, 19% high.');
    // Added, it is selected; Space takes it out of the selection and puts it back.
    const third = editor.getByRole('button', { name: 'Rectangle 3, card 3' });
    expect(await third.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Space');
    expect(await third.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Space');
    expect(await third.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'occlusion-editor-keyboard-1280', { fullPage: false });
    await page.keyboard.press('Escape');
    expect(await third.getAttribute('aria-pressed')).toBe('false');
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Delete');
    await expect.poll(() => said(editor)).toBe('Rectangle 3, card 3 removed.');
    await expect.poll(() => count(editor)).toBe('3 shapes · 2 cards');
    // Focus went on to the shape before it; Shift+Tab walks back through the shapes.
    expect(await activeName(page)).toBe('Ellipse 1, card 2');
    await page.keyboard.press('Shift+Tab');
    expect(await activeName(page)).toBe('Rectangle 2, card 1');
    await page.keyboard.press('ArrowDown');
    expect(await said(editor)).toMatch(/^Rectangle 2, card 1 moved: \d+% from the left, \d+% from the top\.$/);

    // Hide one, guess one; a header; saved. The form is ready for the next picture.
    await editor.getByRole('radio', { name: 'Hide one, guess one' }).check();
    await fields.getByRole('textbox', { name: 'Header' }).fill('Regions of the map');
    await dialog.getByRole('button', { name: 'Add Card' }).click();
    await fields.getByRole('button', { name: 'Choose a picture' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // One card per card number, both of one note, in the deck's list.
    const list = page.getByRole('list', { name: 'Flashcards' });
    await expect.poll(() => list.locator(':scope > li').count()).toBe(2);
    const stored = (await api.call('GET', `/api/decks/${deck.id}`)) as { flashcards: DeckCard[] };
    const noteId = stored.flashcards[0]!.noteId!;
    expect(new Set(stored.flashcards.map((c) => c.noteId))).toEqual(new Set([noteId]));
    const note = (await api.call('GET', `/api/notes/${noteId}`)) as { note?: { fields: Record<string, string> }; fields?: Record<string, string> };
    const noteFields = (note.note ?? note).fields!;
    // Drawn by mouse, so to the pixel: within half a percent of where the test drew.
    const saved = parseOcclusions(noteFields.Occlusion!);
    expect(saved.hideAllGuessOne).toBe(false);
    expect(saved.occlusions.map((o) => [o.ordinal, o.shape])).toEqual([[1, 'rect'], [1, 'rect'], [2, 'ellipse']]);
    const near = (o: Occlusion, want: Partial<Record<'left' | 'top' | 'width' | 'height' | 'rx' | 'ry', number>>) => {
      for (const [key, value] of Object.entries(want)) expect(o[key as keyof Occlusion] as number, key).toBeCloseTo(value, 2);
    };
    near(saved.occlusions[0]!, { left: 0.05, top: 0.1, width: 0.2, height: 0.2 });
    near(saved.occlusions[1]!, { left: 0.3, top: 0.11, width: 0.2, height: 0.2 });
    near(saved.occlusions[2]!, { left: 0.65, top: 0.55, rx: 0.125, ry: 0.125 });
    expect(noteFields.Image).toMatch(/^<img src="\/api\/media\/[A-Za-z0-9_-]+"\s*\/?>$/);
    expect(noteFields.Header).toContain('Regions of the map');

    // Studied as flashcards: the picture with the asked card's masks (hide one, guess one: only
    // the asked region is hidden); turned, the region is revealed.
    await page.goto(`/play/flashcards/${deck.id}`);
    const game = page.getByRole('region', { name: 'Flashcards game' });
    const figure = game.getByTestId('flashcard').locator('.cardcade-io').first();
    const picture = figure.locator('img');
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBe(480);
    const asked = await figure.locator('.cardcade-io-asked').count();
    expect([1, 2]).toContain(asked);
    expect(await figure.locator('.cardcade-io-mask').count()).toBe(0);
    expect(await seriousAxe(page)).toEqual([]);
    await screenshot(page, 'occlusion-study-1280', { fullPage: false });
    await page.keyboard.press('Space');
    await game.getByTestId('flashcard-back').waitFor();
    expect(await game.getByTestId('flashcard-back').locator('.cardcade-io-revealed').count()).toBe(asked);
    await screenshot(page, 'occlusion-study-answer-1280', { fullPage: false });

    // Editing a card reopens the note's shapes; a shape moved by keyboard is saved back and the
    // note keeps its two cards (matched by card number, so their progress stays).
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('list', { name: 'Flashcards' }).getByRole('button', { name: /^Edit / }).first().click();
    const edit = page.getByRole('dialog', { name: 'Edit Flashcard' });
    const editEditor = edit.getByTestId('occlusion-editor');
    await expect.poll(() => count(editEditor)).toBe('3 shapes · 2 cards');
    expect(await editEditor.getByRole('radio', { name: 'Hide one, guess one' }).isChecked()).toBe(true);
    await editEditor.getByRole('button', { name: 'Ellipse 1, card 2' }).focus();
    await page.keyboard.press('ArrowLeft');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    const after = (await api.call('GET', `/api/notes/${noteId}`)) as { note?: { fields: Record<string, string> }; fields?: Record<string, string> };
    const moved = parseOcclusions((after.note ?? after).fields!.Occlusion!).occlusions;
    expect(moved[2]!.left).toBeCloseTo(saved.occlusions[2]!.left - 0.01, 4);
    expect(moved.slice(0, 2)).toEqual(saved.occlusions.slice(0, 2));
    const again = (await api.call('GET', `/api/decks/${deck.id}`)) as { flashcards: DeckCard[] };
    expect(again.flashcards.map((c) => c.id).sort()).toEqual(stored.flashcards.map((c) => c.id).sort());
    await context.close();
  });

  it('at 375 px by touch: a pasted picture, rectangles drawn by finger, a tapped polygon, shapes grouped by taps; saved and studied', async () => {
    const { page, context } = await newPage(browser, { mobile: true });
    await signUpByApi(context);
    const api = await apiFor(context);
    const deck = (await api.createDeck('Geography')) as { id: number };
    const dialog = await openAddForm(page, deck.id);
    const fields = dialog.getByTestId('image-occlusion-fields');
    await checkBothThemes(page, 'occlusion-picker-375');

    // The picture from the clipboard: a paste anywhere in the form but a text field.
    const png = [...diagramPng()];
    await page.evaluate((bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'diagram.png', { type: 'image/png' }));
      (document.activeElement ?? document.body).dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, png);
    const editor = fields.getByTestId('occlusion-editor');
    const stage = await stageOf(editor);
    const finger = await fingerOf(page);
    // The picture fills the form's width.
    const width = (await stage.svg.boundingBox())!.width;
    expect(width).toBeGreaterThan(280);
    expect(width).toBeLessThanOrEqual(375);

    // Two rectangles drawn with a finger.
    await finger.drag(stage.at(0.05, 0.1), stage.at(0.25, 0.3));
    await finger.drag(stage.at(0.3, 0.1), stage.at(0.5, 0.3));
    await expect.poll(() => count(editor)).toBe('2 shapes · 2 cards');

    // A polygon: three taps, then a tap on the first corner closes it.
    await useTool(finger, editor, 'Polygon');
    for (const [x, y] of [[0.6, 0.5], [0.9, 0.55], [0.75, 0.85], [0.6, 0.5]] as const) await finger.tap(stage.at(x, y));
    await expect.poll(() => said(editor)).toBe('Polygon 1, card 3 added.');
    await expect.poll(() => count(editor)).toBe('3 shapes · 3 cards');

    // Two taps select two shapes (a finger has no Shift); Group puts them on one card.
    await useTool(finger, editor, 'Select');
    await finger.tap(stage.at(0.15, 0.2));
    await finger.tap(stage.at(0.4, 0.2));
    await finger.tapOn(editor.getByRole('button', { name: 'Group', exact: true }));
    await expect.poll(() => count(editor)).toBe('3 shapes · 2 cards');
    await checkBothThemes(page, 'occlusion-editor-375');

    await finger.tapOn(dialog.getByRole('button', { name: 'Add Card' }));
    await fields.getByRole('button', { name: 'Choose a picture' }).waitFor();
    await finger.tapOn(dialog.getByRole('button', { name: 'Cancel' }));
    const list = page.getByRole('list', { name: 'Flashcards' });
    await expect.poll(() => list.locator(':scope > li').count()).toBe(2);
    await screenshot(page, 'occlusion-deck-375');

    // Studied: hide all, guess one, so all three shapes are masked and the asked card's marked.
    await page.goto(`/play/flashcards/${deck.id}`);
    const game = page.getByRole('region', { name: 'Flashcards game' });
    const figure = game.getByTestId('flashcard').locator('.cardcade-io').first();
    const picture = figure.locator('img');
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBe(480);
    const asked = await figure.locator('.cardcade-io-asked').count();
    expect([1, 2]).toContain(asked);
    expect(asked + (await figure.locator('.cardcade-io-mask').count())).toBe(3);
    expect(await seriousAxe(page)).toEqual([]);
    await screenshot(page, 'occlusion-study-375', { fullPage: false });
    await context.close();
  });
});
