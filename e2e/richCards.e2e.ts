// Rich cards in the browser (issue 26, docs/rich-cards.md): formatted and math cards, made through the
// API, in the card list and each game at 1280 and 375 px, light and dark; the card editor by
// keyboard alone (Ctrl+B, a list, a formula); a paste from a rich page. Screenshots under
// e2e/screenshots/rich-*.png.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, launchBrowser, newPage, screenshot, signUpByApi } from './helpers';
import { contentProblems, GAMES, waitForGame } from './richCardsSetup';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const FLAG = '__cardcadeXss';

/** Twelve cards: bold and italic, lists, code, sub/superscript, a colour, a link, and TeX inline and on its own line. */
export const RICH_CARDS: { term: string; termHtml?: string; definition: string; definitionHtml: string }[] = [
  { term: 'mitochondria', termHtml: '<p><b>mitochondria</b></p>', definition: 'The powerhouse of the cell', definitionHtml: '<p>The <i>powerhouse</i> of the cell</p><ul><li>double membrane</li><li>makes <b>ATP</b></li></ul>' },
  { term: 'quadratic', termHtml: '<p><i>quadratic</i></p>', definition: 'x = ...', definitionHtml: '<p>\\(x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\)</p>' },
  { term: 'water', definition: 'H2O', definitionHtml: '<p>H<sub>2</sub>O, boils at 100&nbsp;°C</p>' },
  { term: 'euler', termHtml: '<p><u>euler</u></p>', definition: 'identity', definitionHtml: '<p>\\[e^{i\\pi} + 1 = 0\\]</p>' },
  { term: 'map', termHtml: '<p><code>map</code></p>', definition: 'code', definitionHtml: '<pre><code>[1, 2, 3].map((x) =&gt; x * 2)</code></pre>' },
  { term: 'einstein', definition: 'E = mc2', definitionHtml: '<p>Mass–energy: \\(E = mc^2\\)</p>' },
  { term: 'osmosis', definition: 'membrane', definitionHtml: '<p>Water moves across a <u>semi-permeable</u> membrane</p>' },
  { term: 'ribosome', definition: 'reads mRNA', definitionHtml: '<ol><li>reads mRNA</li><li>builds proteins</li></ol>' },
  { term: 'pythagoras', termHtml: '<p><b>Pythagoras</b></p>', definition: 'a2 + b2 = c2', definitionHtml: '<p>\\(a^2 + b^2 = c^2\\)</p>' },
  { term: 'enzyme', definition: 'catalyst', definitionHtml: '<p>A <span style="color: #c2410c">catalyst</span> made of protein</p>' },
  { term: 'neuron', definition: 'signals', definitionHtml: '<p>Sends signals: <a href="https://en.wikipedia.org/wiki/Neuron">read more</a></p>' },
  { term: 'photon', definition: 'E = h nu', definitionHtml: '<p>Energy \\(E = h\\nu\\), x<sup>2</sup></p>' },
];

async function richDeck(context: BrowserContext) {
  await signUpByApi(context);
  const api = await apiFor(context);
  const deck = (await api.call('POST', '/api/decks', { name: 'Rich science' })) as { id: number };
  for (const card of RICH_CARDS) await api.call('POST', `/api/decks/${deck.id}/cards`, card);
  return deck;
}

async function themedPage(mobile: boolean, theme: 'light' | 'dark') {
  const opened = await newPage(browser, { mobile });
  // The theme choice is a cookie (client/src/lib/theme.ts), read before the first paint.
  await opened.context.addInitScript((t) => (document.cookie = `cardcade_theme=${t}; path=/`), theme);
  return opened;
}

/** Waits until every formula on the page is typeset (KaTeX loads on demand) and nothing failed. */
async function settled(page: Page) {
  await page.locator('[data-rich]').first().waitFor();
  // KaTeX is fetched when a side with math comes near the screen: bring each side there.
  for (const side of await page.locator('[data-rich]').all()) await side.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('[data-rich]')].some((el) => /\\[([]/.test(el.textContent ?? '') && !el.querySelector('.katex')))).toBe(false);
  expect(await page.locator('.card-math-error').count()).toBe(0);
  expect((await contentProblems(page, FLAG)).problems).toEqual([]);
}

describe('rich cards', () => {
  for (const [mobile, theme] of [
    [false, 'light'],
    [true, 'dark'],
    [false, 'dark'],
    [true, 'light'],
  ] as const) {
    const tag = `${mobile ? '375' : '1280'}-${theme}`;
    it(`formatted and math cards in the card list and each game at ${tag}`, async () => {
      const { page, context } = await themedPage(mobile, theme);
      const deck = await richDeck(context);

      await page.goto(`/decks/${deck.id}`);
      const list = page.getByRole('list', { name: 'Flashcards' });
      await list.waitFor();
      await settled(page);
      expect(await list.locator('[data-rich] b').count()).toBeGreaterThan(0);
      expect(await list.locator('.katex').count()).toBeGreaterThan(0);
      expect(await list.locator('[data-rich] li').count()).toBeGreaterThan(0);
      await screenshot(page, `rich-list-${tag}`);
      // The list alone, at full size: the whole page at 375 px is too tall to read.
      await screenshot(list, `rich-list-cards-${tag}`);

      for (const game of GAMES) {
        await page.goto(`/play/${game}/${deck.id}`);
        await waitForGame(page, game);
        if (game === 'flashcards') {
          await page.getByTestId('flashcard').click();
          await page.getByTestId('flashcard-back').waitFor();
        }
        await settled(page);
        await screenshot(page, `rich-${game}-${tag}`);
      }
      await context.close();
    });
  }

  it('the editor by keyboard alone: Ctrl+B, a list and a formula, then the card shows them', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    const deck = await (await apiFor(context)).createDeck('Typed by keyboard');
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('button', { name: 'Add New Card' }).first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add New Flashcard' });
    const term = dialog.getByRole('textbox', { name: 'Term' });
    const definition = dialog.getByRole('textbox', { name: 'Definition' });
    await term.waitFor();

    // Term: Ctrl+B, a word, Ctrl+B off.
    await term.focus();
    await page.keyboard.press('Control+b');
    await page.keyboard.type('osmosis');
    await expect.poll(() => dialog.getByRole('button', { name: 'Bold' }).first().getAttribute('aria-pressed')).toBe('true');

    // Definition by Tab: past the term's image and sound buttons and the definition's toolbar.
    for (let i = 0; i < 12 && !(await definition.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect.poll(() => definition.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Two steps:');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+Shift+8');
    await page.keyboard.type('water moves');
    await page.keyboard.press('Enter');
    await page.keyboard.type('through a membrane ');

    // The formula: Alt+F10 to the toolbar (one tab stop), End to Formula, Enter opens it.
    await page.keyboard.press('Alt+F10');
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Formula');
    await page.keyboard.press('Enter');
    const tex = dialog.getByLabel('Formula (TeX)');
    await expect.poll(() => tex.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('\\Delta p = \\rho g h');
    await dialog.getByLabel('Formula preview').locator('.katex').waitFor();
    await screenshot(page, 'rich-editor-formula-1280');
    await page.keyboard.press('Enter');
    await dialog.getByRole('group', { name: 'Definition preview' }).locator('.katex').waitFor();
    await screenshot(page, 'rich-editor-filled-1280');

    // Save by keyboard: Tab to Add Card.
    const add = dialog.getByRole('button', { name: 'Add Card' });
    for (let i = 0; i < 20 && !(await add.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    const sent = page.waitForRequest((request) => request.method() === 'POST' && /\/api\/(trpc\/cards|decks\/\d+\/cards)/.test(request.url()));
    await page.keyboard.press('Enter');
    const body = (await sent).postData() ?? '';
    expect(body).toContain('<strong>osmosis</strong>');
    expect(body).toContain('<ul><li><p>water moves</p></li><li><p>through a membrane');
    expect(body).toContain('\\\\(\\\\Delta p = \\\\rho g h\\\\)');

    // The card list shows it formatted, the formula typeset.
    await page.keyboard.press('Escape');
    const list = page.getByRole('list', { name: 'Flashcards' });
    await list.locator('[data-rich] strong').waitFor();
    await list.locator('.katex').waitFor();
    expect(await list.locator('[data-rich] li').count()).toBe(2);
    await screenshot(page, 'rich-editor-saved-1280');
    await context.close();
  });

  it('a paste from a rich page keeps its formatting and loses what the allowlist refuses', async () => {
    const { page, context } = await newPage(browser, { mobile: true });
    await signUpByApi(context);
    const deck = await (await apiFor(context)).createDeck('Pasted');
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('button', { name: 'Add New Card' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Flashcard' });
    const term = dialog.getByRole('textbox', { name: 'Definition' });
    await term.waitFor();
    await term.focus();
    // What a browser puts on the clipboard from a page (or Word): styles, scripts, handlers and all.
    await term.evaluate((el, flag) => {
      const html =
        '<meta charset="utf-8"><style>p{color:red}</style><p class="MsoNormal" style="position:fixed;top:0"><b style="mso-bidi-font-weight:normal">Bold</b> and <i>italic</i></p>' +
        `<ul><li>one</li><li>two<img src="x" onerror="window.${flag}=1"></li></ul><script>window.${flag}=1</script>` +
        `<a href="javascript:window.${flag}=1">bad link</a> <a href="https://example.org/">good link</a><svg onload="window.${flag}=1"></svg>`;
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Bold and italic one two');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, FLAG);
    await term.locator('strong, b').first().waitFor();
    expect(await term.locator('em, i').count()).toBe(1);
    expect(await term.locator('li').count()).toBe(2);
    expect(await term.locator('img, script, svg, style').count()).toBe(0);
    expect(await term.locator('a[href="https://example.org/"]').count()).toBe(1);
    expect(await term.locator('a[href^="javascript"]').count()).toBe(0);
    expect((await contentProblems(page, FLAG)).problems).toEqual([]);
    await screenshot(page, 'rich-editor-paste-375');
    await context.close();
  });

  it('an Anki hint on a flip card stays hidden until Show hint, which does not turn the card', async () => {
    const { page, context } = await newPage(browser, { mobile: true });
    await signUpByApi(context);
    const api = await apiFor(context);
    const deck = (await api.call('POST', '/api/decks', { name: 'Hints' })) as { id: number };
    // What a `{{hint:Extra}}` template renders (server/domain/import/ankiTemplate.ts).
    await api.call('POST', `/api/decks/${deck.id}/cards`, { term: 'capital of Peru', termHtml: '<p>capital of Peru</p><span class="cardcade-hint" onclick="window.__cardcadeXss=1">starts with L</span>', definition: 'Lima', definitionHtml: '<p>Lima</p>' });
    await page.goto(`/play/flashcards/${deck.id}`);
    await waitForGame(page, 'flashcards');
    const card = page.getByTestId('flashcard');
    const hint = card.locator('.cardcade-hint');
    await expect.poll(() => hint.isHidden()).toBe(true);
    await screenshot(page, 'rich-hint-hidden-375');
    await card.getByRole('button', { name: 'Show hint' }).click();
    await expect.poll(() => hint.isVisible()).toBe(true);
    expect(await page.getByTestId('flashcard-back').isVisible().catch(() => false)).toBe(false);
    await screenshot(page, 'rich-hint-revealed-375');
    await hint.click();
    expect((await contentProblems(page, FLAG)).problems).toEqual([]);
    await context.close();
  });

  it('editing an imported card keeps its colours, ruby, table and hint (1280)', async () => {
    const { page, context } = await newPage(browser);
    await signUpByApi(context);
    const api = await apiFor(context);
    const deck = (await api.call('POST', '/api/decks', { name: 'Imported look' })) as { id: number };
    const termHtml = '<p><span style="color:#E53935">가고</span> <ruby>漢<rt>kan</rt></ruby> <span class="cardcade-hint">hint</span></p>';
    const definitionHtml = '<table><tbody><tr><th>form</th><td>-고</td></tr></tbody></table>';
    const card = (await api.call('POST', `/api/decks/${deck.id}/cards`, { term: '가고 漢 hint', termHtml, definition: 'form -고', definitionHtml })) as { id: number };
    await page.goto(`/decks/${deck.id}`);
    await page.getByRole('button', { name: /^Edit 가고/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Flashcard' });
    const term = dialog.getByRole('textbox', { name: 'Term' });
    await term.locator('ruby').waitFor();
    expect(await dialog.getByRole('note').count()).toBe(0); // nothing the editor would lose
    await screenshot(dialog, 'rich-editor-imported-1280');
    await term.locator('.cardcade-hint').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' more');
    await dialog.getByRole('textbox', { name: 'Definition' }).locator('td').click();
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    // Colour the typed cell text from the colour panel.
    await page.keyboard.press('Shift+Home');
    await dialog.getByRole('toolbar', { name: 'Definition formatting' }).getByRole('button', { name: 'Text colour' }).click();
    await dialog.getByRole('group', { name: 'Text colour' }).getByRole('button', { name: 'Blue' }).waitFor();
    await screenshot(dialog, 'rich-editor-colour-panel-1280');
    await dialog.getByRole('group', { name: 'Text colour' }).getByRole('button', { name: 'Blue' }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const saved = ((await api.call('GET', `/api/decks/${deck.id}`)).flashcards as { id: number; termHtml: string; definitionHtml: string }[]).find((c) => c.id === card.id)!;
    expect(saved.termHtml).toMatch(/<span style="color:\s*(#e53935|rgb\(229, 57, 53\))">가고<\/span>/i);
    expect(saved.termHtml).toContain('<ruby>漢<rt>kan</rt></ruby>');
    expect(saved.termHtml).toContain('<span class="cardcade-hint">hint</span>');
    expect(saved.termHtml).toContain(' more');
    expect(saved.definitionHtml).toMatch(/<th[^>]*>(<p>)?form(<\/p>)?<\/th><td[^>]*>(<p>)?<span style="color:(#2563eb|rgb\(37, 99, 235\))">-고!<\/span>(<\/p>)?<\/td>/);
    await context.close();
  });
});

