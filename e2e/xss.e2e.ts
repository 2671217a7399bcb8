// The browser XSS suite (issue 26, docs/rich-cards.md): every vector of server/test/xssVectors.ts, as card
// HTML, shown in the card list, the editor and each of the five games, at 1280 px. The server
// sanitizes before it stores (its own suite); here the answers are rewritten on their way to the
// page so that the raw vectors reach the client, which must hold alone: DOMPurify with the
// allowlist before anything is put in the page. A payload would set window.__cardcadeXss.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ankiPackage } from '../server/test/ankiTestkit.js';
import { XSS_FLAG, XSS_VECTORS } from '../server/test/xssVectors';
import { apiFor, launchBrowser, newPage, openImportDialog, signUpByApi } from './helpers';
import { contentProblems, GAMES, waitForGame, WORDS } from './richCardsSetup';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const vectors = XSS_VECTORS.map((v) => v.html.replace(/\{\{FOREIGN_MEDIA\}\}/g, 'someoneElsesMedia1'));
// The card list shows ten cards (twenty sides): four vectors a side cover the whole list there.
const LIST_GROUP = 4;
const listGroups = Array.from({ length: Math.ceil(vectors.length / LIST_GROUP) }, (_, i) => vectors.slice(i * LIST_GROUP, (i + 1) * LIST_GROUP).join(''));
// A game shows only some sides at a time: each side carries every vector, in turn forwards and
// backwards (a vector that swallows what follows, like <plaintext>, then hides different ones).
const everything = [vectors.join('\n'), [...vectors].reverse().join('\n')];

const SIDE_KEYS = new Set(['text', 'html', 'imageUrl', 'audioUrl', 'lang', 'id', 'optionId', 'termId']);

/** Every card side in an API answer gets hostile HTML: the fields of docs/rich-cards.md, wherever they are. */
function poison(value: unknown, pick: (n: number) => string, counter = { n: 0 }): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, pick, counter));
  if (!value || typeof value !== 'object') return value;
  const object = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, pick, counter)]));
  const set = (textKey: string, htmlKey: string) => {
    if (typeof object[textKey] === 'string') object[htmlKey] = pick(counter.n++);
  };
  set('term', 'termHtml');
  set('definition', 'definitionHtml');
  // A card side object (shared/cardSide.ts), alone or as a game item with its id.
  if ('text' in object && Object.keys(object).every((k) => SIDE_KEYS.has(k))) set('text', 'html');
  set('questionText', 'questionHtml');
  set('promptDefinition', 'promptHtml');
  set('clueText', 'clueHtml');
  set('front', 'frontHtml');
  set('back', 'backHtml');
  return object;
}

async function poisonAnswers(page: Page, pick: (n: number) => string) {
  await page.route(/\/api\/(trpc|decks|games|sessions|study)\b/, async (route: Route) => {
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json')) return route.fulfill({ response });
    const body = poison(await response.json(), pick);
    await route.fulfill({ response, json: body });
  });
}

async function deckWithCards(page: Page, context: Parameters<typeof signUpByApi>[0]) {
  await signUpByApi(context);
  return (await apiFor(context)).createDeck('XSS deck', WORDS.map((w) => [w, `what ${w} means`]));
}

describe('every XSS vector, in every place a card side shows', () => {
  it('the card list and the editor', async () => {
    const { page, context } = await newPage(browser);
    const deck = await deckWithCards(page, context);
    await poisonAnswers(page, (n) => listGroups[n % listGroups.length]);
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('list', { name: 'Flashcards' }).waitFor();
    await page.locator('[data-rich]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const list = await contentProblems(page, XSS_FLAG);
    expect(list.rich).toBeGreaterThanOrEqual(LIST_GROUP);
    expect(list.problems).toEqual([]);

    // The editor holds the same hostile side (first card): DOMPurify, then the editor's schema.
    await page.getByRole('list', { name: 'Flashcards' }).getByRole('button', { name: /^Edit / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit Flashcard' });
    await dialog.getByRole('textbox', { name: 'Term' }).waitFor();
    await page.waitForLoadState('networkidle');
    const editor = await contentProblems(page, XSS_FLAG);
    expect(editor.problems).toEqual([]);
    await context.close();
  });

  it('the import preview of an Anki package (its sample cards)', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    // The fields carry the vectors (the server sanitizes them), and the preview's answer is
    // rewritten so that the raw vectors reach the sample cards: DOMPurify must hold alone.
    const bytes = ankiPackage(
      {
        notetypes: [{ id: 1, name: 'Basic', fields: ['Front', 'Back'], front: '{{Front}}' }],
        decks: [{ id: 10, name: 'XSS preview' }],
        notes: listGroups.map((group, i) => ({ fields: [`<b>card ${i}</b>${group}`, `<i>back</i>${group}`], notetype: 0, cards: [{ deck: 10 }] })),
      },
      'anki21',
    );
    await page.route(/\/api\/import\/anki\/preview\b/, async (route: Route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: poison(await response.json(), (n) => listGroups[n % listGroups.length]) });
    });
    await page.goto('/decks');
    const dialog = await openImportDialog(page);
    await dialog.getByLabel(/Anki single deck/).check();
    await dialog.getByLabel('Anki deck file').setInputFiles({ name: 'xss.apkg', mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) });
    await dialog.getByRole('button', { name: 'Preview Import' }).click();
    await dialog.getByLabel('Preview of the cards').locator('[data-rich]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const preview = await contentProblems(page, XSS_FLAG);
    expect(preview.rich).toBeGreaterThan(listGroups.length);
    expect(preview.problems).toEqual([]);
    await context.close();
  });

  for (const game of GAMES) {
    it(`the ${game} game`, async () => {
      const { page, context } = await newPage(browser);
      const deck = await deckWithCards(page, context);
      await poisonAnswers(page, (n) => everything[n % 2]);
      await page.goto(`/play/${game}/${deck.id}`);
      await waitForGame(page, game);
      await page.locator('[data-rich]').first().waitFor();
      await page.waitForLoadState('networkidle');
      const shown = await contentProblems(page, XSS_FLAG);
      expect(shown.rich).toBeGreaterThan(0);
      expect(shown.problems).toEqual([]);
      await context.close();
    });
  }
});
