import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, launchBrowser, newPage, openImportDialog, screenshot, signUp } from './helpers.js';
import { seriousViolations } from './axeCheck';

// Issue 30 in the browser: the Amino Acids package (20 notes, 6 templates, 107 cards in Anki)
// previews an example card per template, renames its "Classes::CBIO 3400::Amino Acids" deck,
// and with 'choose fields' imports one card per note from the two fields picked.

const FIXTURES = process.env.CARDCADE_FIXTURES ?? '';
const AMINO = path.join(FIXTURES, 'anki/apkg/anki2-anki-reader-Amino_Acid_Flashcards.apkg');
const present = FIXTURES !== '' && fs.existsSync(AMINO);

let browser: Browser;
beforeAll(async () => {
  if (present) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ');

describe.skipIf(!present)('Anki notes as Anki shows them', () => {
  it.each([
    ['desktop', false],
    ['mobile', true],
  ] as const)('%s: example cards per template, deck rename, choosing fields', async (suffix, mobile) => {
    const { page, context } = await newPage(browser, { mobile });
    await signUp(page);
    const dialog = await openImportDialog(page);
    await dialog.getByLabel(/Anki single deck/).check();
    await dialog.getByLabel('Anki deck file').setInputFiles({ name: 'amino.apkg', mimeType: 'application/octet-stream', buffer: fs.readFileSync(AMINO) });
    await dialog.getByRole('button', { name: 'Preview Import' }).click();
    await dialog.getByRole('heading', { name: 'Cards from your note types' }).waitFor();

    // One example per template, as the cards will look, and the count Anki has.
    const noteType = dialog.getByTestId('anki-note-type');
    expect(await textOf(noteType.getByRole('heading', { level: 4 }))).toContain('20 notes → 107 cards');
    const examples = noteType.getByRole('group', { name: /^Example card: Molecular Compound/ });
    await expect.poll(() => examples.count()).toBe(6);
    expect(await textOf(examples.nth(2))).toContain('is the three letter code for');

    // The deck: its parents dropped from the name, then the name edited.
    const deckName = dialog.getByLabel('Deck name');
    expect(await deckName.inputValue()).toBe('Classes::CBIO 3400::Amino Acids');
    await dialog.getByLabel('Drop them').check();
    expect(await deckName.inputValue()).toBe('Amino Acids');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshot(page, `anki-templates-preview-${suffix}`);

    // Skipping a template takes its cards out of the count.
    await noteType.getByRole('checkbox', { name: /R Group pKa/ }).uncheck();
    await expect.poll(() => textOf(noteType.getByRole('heading', { level: 4 }))).not.toContain('107 cards');

    // Choose fields: one card per note, term and definition from the chosen fields.
    await noteType.getByLabel('Choose fields (one card per note)').check();
    // The suggestion: the first field with text that the first template shows, then its answer.
    expect(await noteType.getByLabel('Term field', { exact: true }).inputValue()).toBe('0');
    await noteType.getByLabel('Definition field', { exact: true }).selectOption({ label: 'OneLetter' });
    expect(await textOf(noteType.getByRole('heading', { level: 4 }))).toContain('20 notes → 20 cards');
    expect(await textOf(dialog.getByRole('region', { name: 'What will not come across' }))).toContain('fields not used');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshot(page, `anki-templates-fields-${suffix}`);

    await dialog.getByRole('button', { name: 'Confirm Import' }).click();
    await dialog.getByRole('list', { name: 'Created decks' }).waitFor();
    const api = await apiFor(context);
    const decks = (await api.call('GET', '/api/decks')) as { id: number; name: string }[];
    expect(decks.map((deck) => deck.name)).toEqual(['Amino Acids']);
    const deck = (await api.call('GET', `/api/decks/${decks[0].id}`)) as { flashcards: { term: string; definition: string }[] };
    expect(deck.flashcards).toHaveLength(20);
    expect(deck.flashcards.find((card) => card.term === 'alanine')?.definition).toBe('a');
    await context.close();
  });
});
