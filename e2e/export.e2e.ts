import { unzipSync } from 'fflate';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, launchBrowser, newPage, openImportDialog, screenshot, signUp, signUpByApi } from './helpers';

// docs/account.md in the browser: a deck downloaded as CSV and as an Anki package from the deck page
// and from the My Decks menu, and a full backup restored into another account through the
// Import modal's 'Cardcade backup' type.

const tmp = path.resolve(new URL('.', import.meta.url).pathname, '.tmp', 'export');
let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(tmp, { recursive: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const CARDS: [string, string][] = [
  ['café', 'coffee, "the drink"'],
  ['naïve', 'innocent'],
  ['le chat', 'the cat'],
];

/** Clicks what starts a download and answers the saved file's name and bytes. */
async function download(page: Page, start: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), start()]);
  const saved = path.join(tmp, `${Date.now()}-${file.suggestedFilename()}`);
  await file.saveAs(saved);
  return { name: file.suggestedFilename(), bytes: new Uint8Array(fs.readFileSync(saved)) };
}

const deckRow = (page: Page, name: string) => page.getByRole('list', { name: 'Decks' }).getByRole('listitem').filter({ hasText: name });

describe('exports', () => {
  it('downloads a deck as CSV and .apkg, then restores a full backup into another account (desktop)', { timeout: 180_000 }, async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    const api = await apiFor(context);
    const deck = (await api.createDeck('Français: basics', CARDS)) as { id: number };

    // --- deck page: Export menu
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('heading', { name: 'Français: basics' }).waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    const menu = page.getByRole('menu', { name: 'Export Français: basics' });
    await menu.waitFor();
    await screenshot(page, 'export-deck-menu-desktop');
    const csv = await download(page, () => menu.getByRole('menuitem', { name: /Export as CSV/ }).click());
    expect(csv.name).toBe('Français_ basics.csv');
    expect(new TextDecoder().decode(csv.bytes)).toBe('term,definition\r\ncafé,"coffee, ""the drink"""\r\nnaïve,innocent\r\nle chat,the cat\r\n');

    await page.getByRole('button', { name: 'Export' }).click();
    const apkg = await download(page, () => page.getByRole('menuitem', { name: /Export for Anki/ }).click());
    expect(apkg.name).toBe('Français_ basics.apkg');
    const members = unzipSync(apkg.bytes);
    expect(Object.keys(members)).toEqual(['collection.anki2', 'collection.anki21', 'media']);

    // --- My Decks: the kebab menu has both exports too
    await page.goto('/decks');
    await deckRow(page, 'Français: basics').getByRole('button', { name: /Actions for/ }).click();
    const kebab = page.getByRole('menu', { name: 'Actions for Français: basics' });
    await kebab.waitFor();
    await screenshot(page, 'export-kebab-menu-desktop');
    const fromList = await download(page, () => kebab.getByRole('menuitem', { name: /Export for Anki/ }).click());
    expect(fromList.name).toBe('Français_ basics.apkg');

    // --- full backup, restored into a second account
    const backup = await context.request.get('/api/account/export');
    expect(backup.status()).toBe(200);
    const backupName = /filename="([^"]+)"/.exec(backup.headers()['content-disposition'] ?? '')?.[1] ?? '';
    expect(backupName).toMatch(/^cardcade-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const backupFile = path.join(tmp, backupName);
    fs.writeFileSync(backupFile, await backup.body());
    await context.close();

    const second = await newPage(browser);
    await signUp(second.page);
    const other = second.page;
    const dialog = await openImportDialog(other);
    await dialog.getByLabel(/Cardcade backup/).check();
    await dialog.getByLabel('Cardcade backup file').setInputFiles(backupFile);
    await other.waitForTimeout(250);
    await screenshot(other, 'import-cardcade-file-desktop');
    await dialog.getByRole('button', { name: 'Preview Import' }).click();
    await dialog.getByText(/Cardcade backup read: 3 cards in 1 deck/).waitFor();
    await screenshot(other, 'import-cardcade-preview-desktop');
    await dialog.getByRole('button', { name: 'Confirm Import' }).click();
    await dialog.getByText('Backup restored: 3 cards in 1 deck.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => deckRow(other, 'Français: basics').count()).toBe(1);
    expect(await deckRow(other, 'Français: basics').textContent()).toContain('3 cards');
    await second.context.close();
  });

  it('shows the export menus and the backup import type at 375 px', { timeout: 120_000 }, async () => {
    const { page, context } = await newPage(browser, { mobile: true });
    await signUpByApi(context);
    const api = await apiFor(context);
    const deck = (await api.createDeck('Mobile deck', CARDS)) as { id: number };
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('heading', { name: 'Mobile deck' }).waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menu', { name: 'Export Mobile deck' }).waitFor();
    await screenshot(page, 'export-deck-menu-mobile');
    const box = await page.getByRole('menu', { name: 'Export Mobile deck' }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);

    await page.goto('/decks');
    await deckRow(page, 'Mobile deck').getByRole('button', { name: /Actions for/ }).click();
    await page.getByRole('menu', { name: 'Actions for Mobile deck' }).waitFor();
    await screenshot(page, 'export-kebab-menu-mobile');
    await page.keyboard.press('Escape');

    const dialog = await openImportDialog(page);
    await dialog.getByLabel(/Cardcade backup/).check();
    await page.waitForTimeout(250);
    await screenshot(page, 'import-cardcade-type-mobile');
    await context.close();
  });
});
