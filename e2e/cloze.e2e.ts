// Cloze cards (docs/study-modes.md) in a real browser: made in the card form at 1280 px (Make cloze on a
// selection, the live preview, the 'Cloze n' badges in the list, editing the note), and played
// as flashcards at 375 px (the prompt hides only its own deletion; the back is the filled-in text
// with the Extra). An image attached to the note shows on each of its cards' fronts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../server/domain/import/mediaBytes';
import { apiFor, launchBrowser, newPage, screenshot, signUpByApi } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Selects [start, end) of the textarea, as a mouse drag would. */
const select = (page: Page, label: string, start: number, end: number) =>
  page.getByLabel(label, { exact: true }).evaluate((el, [from, to]) => (el as HTMLTextAreaElement).setSelectionRange(from, to), [start, end] as const);

describe('cloze cards', () => {
  it('are made in the card form at 1280 px with Make cloze and a live preview, listed with their badge, and edited as a note', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    const deck = await (await apiFor(context)).createDeck('Geography');
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('button', { name: 'Add New Card' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Flashcard' });
    await dialog.getByRole('radio', { name: 'Cloze' }).check();
    const text = 'Paris is the capital of France.';
    await dialog.getByLabel('Text', { exact: true }).fill(text);
    await select(page, 'Text', 0, 5);
    await dialog.getByRole('button', { name: 'Make cloze' }).click();
    const wrapped = '{{c1::Paris}} is the capital of France.';
    expect(await dialog.getByLabel('Text', { exact: true }).inputValue()).toBe(wrapped);
    const france = wrapped.indexOf('France');
    await select(page, 'Text', france, france + 'France'.length);
    await dialog.getByRole('button', { name: 'Make cloze' }).click();
    await dialog.getByLabel('Extra (optional)').fill('Both in Europe.');
    await dialog.getByRole('heading', { name: 'Preview: 2 cards' }).waitFor();
    expect(await dialog.getByTestId('cloze-preview').locator('li').allTextContents()).toEqual([
      'Cloze 1[...] is the capital of France.Paris',
      'Cloze 2Paris is the capital of [...].France',
    ]);
    await screenshot(page, 'cloze-form-1280');
    await dialog.getByRole('button', { name: 'Add Card' }).click();
    await expect.poll(() => dialog.getByLabel('Text', { exact: true }).inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const list = page.getByRole('list', { name: 'Flashcards' });
    await expect.poll(() => list.getByText(/^Cloze \d$/).allTextContents()).toEqual(['Cloze 1', 'Cloze 2']);
    expect(await list.getByText('[...] is the capital of France.').isVisible()).toBe(true);
    await screenshot(page, 'cloze-list-1280');

    // Editing either card edits the note: a third deletion makes a third card.
    await page.getByRole('button', { name: 'Edit [...] is the capital of France.' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Flashcard' });
    expect(await edit.getByLabel('Text', { exact: true }).inputValue()).toBe('{{c1::Paris}} is the capital of {{c2::France}}.');
    await edit.getByLabel('Text', { exact: true }).fill('{{c1::Paris}} is the capital of {{c2::France}}, on the {{c3::Seine}}.');
    // A picture on the note's front, as a basic card's term image: every card shows it. The
    // files are folded away while the note has none.
    await edit.getByText('Image and sound').click();
    await edit.getByLabel('Add front image').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: Buffer.from(await gradientPng(96)) });
    await edit.getByRole('img', { name: 'Front image' }).waitFor();
    await screenshot(page, 'cloze-form-image-1280');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => list.getByText(/^Cloze \d$/).allTextContents()).toEqual(['Cloze 1', 'Cloze 2', 'Cloze 3']);
    await expect.poll(() => list.getByRole('button', { name: /^View full size/ }).count()).toBe(3);

    // Played as flashcards at 1280 px: a prompt, then its filled-in text.
    await page.goto(`/play/flashcards/${deck.id}`);
    const game = page.getByRole('region', { name: 'Flashcards game' });
    const front = (await game.getByTestId('flashcard-front').textContent())!;
    expect(front).toMatch(/\[\.\.\.\]/);
    // The note's picture on the prompt, really loaded by the browser.
    // (Not yet turned: the card's only picture is its front's.)
    const picture = game.getByTestId('flashcard').locator('img');
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBe(96);
    await page.keyboard.press('Space');
    const back = (await game.getByTestId('flashcard-back').textContent())!;
    expect(back.replace(/\[[^\]]*\]/, '[...]').replace(/\n\nBoth in Europe\.$/, '')).toBe(front);
    expect(back.endsWith('\n\nBoth in Europe.')).toBe(true);
    await screenshot(page, 'cloze-flashcards-1280');
    await page.goto(`/decks/${deck.id}`);

    // A note without a deletion is refused with the message, before anything is sent.
    await page.getByRole('button', { name: 'Add New Card' }).first().click();
    await dialog.getByRole('radio', { name: 'Cloze' }).check();
    await dialog.getByLabel('Text', { exact: true }).fill('Nothing hidden');
    await dialog.getByRole('button', { name: 'Add Card' }).click();
    expect(await dialog.getByRole('alert').textContent()).toContain('A cloze card needs at least one {{c1::…}}.');
  });

  it('an image on a cloze note at 375 px: attached in the form, on the front of each card in flashcards', async () => {
    const { page, context } = await newPage(browser, { mobile: true });
    await signUpByApi(context);
    const deck = await (await apiFor(context)).createDeck('Rivers');
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('button', { name: 'Add New Card' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Flashcard' });
    await dialog.getByRole('radio', { name: 'Cloze' }).check();
    await dialog.getByLabel('Text', { exact: true }).fill('The {{c1::Seine}} flows through {{c2::Paris}}.');
    await dialog.getByText('Image and sound').click();
    await dialog.getByLabel('Add front image').setInputFiles({ name: 'river.png', mimeType: 'image/png', buffer: Buffer.from(await gradientPng(96)) });
    await dialog.getByRole('img', { name: 'Front image' }).waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await screenshot(page, 'cloze-form-image-375');
    await dialog.getByRole('button', { name: 'Add Card' }).click();
    await expect.poll(() => dialog.getByRole('img', { name: 'Front image' }).count()).toBe(0);
    // Closed with Escape: the 'Card added' message sits over the footer of a phone-sized form.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`/play/flashcards/${deck.id}`);
    const game = page.getByRole('region', { name: 'Flashcards game' });
    const front = game.getByTestId('flashcard-front');
    await front.waitFor();
    const picture = game.getByTestId('flashcard').locator('img');
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBe(96);
    expect(await front.textContent()).toMatch(/\[\.\.\.\]/);
    await screenshot(page, 'cloze-flashcards-image-375');
  });

  it('the form at 375 px', async () => {
    const { page, context } = await newPage(browser, { mobile: true });
    await signUpByApi(context);
    const deck = await (await apiFor(context)).createDeck('Phone deck');
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('button', { name: 'Add New Card' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Flashcard' });
    await dialog.getByRole('radio', { name: 'Cloze' }).check();
    await dialog.getByLabel('Text', { exact: true }).fill('{{c1::Mitochondria}} are the {{c2::powerhouse::metaphor}} of the cell.');
    await dialog.getByRole('heading', { name: 'Preview: 2 cards' }).waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await screenshot(page, 'cloze-form-375');
  });

  it('play as flashcards at 375 px: the prompt, then the filled-in text and the Extra', async () => {
    const { page, context } = await newPage(browser, { mobile: true });
    await signUpByApi(context);
    const api = await apiFor(context);
    const deck = await api.createDeck('Cells');
    await api.call('POST', `/api/decks/${deck.id}/cards`, { kind: 'cloze', clozeText: '{{c1::Mitochondria}} are the {{c2::powerhouse::metaphor}} of the cell.', extra: 'Biology 101' });
    await page.goto(`/play/flashcards/${deck.id}`);
    const game = page.getByRole('region', { name: 'Flashcards game' });
    const front = game.getByTestId('flashcard-front');
    await front.waitFor();
    const fronts = new Set<string>();
    for (let n = 0; n < 2; n++) {
      const shown = (await front.textContent())!;
      fronts.add(shown);
      await game.getByTestId('flashcard').tap();
      const back = (await game.getByTestId('flashcard-back').textContent())!;
      if (shown.startsWith('[...]')) expect(back).toBe('[Mitochondria] are the powerhouse of the cell.\n\nBiology 101');
      else expect(back).toBe('Mitochondria are the [powerhouse] of the cell.\n\nBiology 101');
      if (n === 0) await screenshot(page, 'cloze-flashcards-375');
      await game.getByRole('button', { name: /Good/ }).click();
      if (n === 0) await expect.poll(() => front.textContent()).not.toBe(shown);
    }
    expect([...fronts].sort()).toEqual(['Mitochondria are the [metaphor] of the cell.', '[...] are the powerhouse of the cell.']);
  });
});
