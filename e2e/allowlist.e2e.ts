// The fourth consumer of the card HTML allowlist (issue 39): DOMPurify with the configuration of
// client/src/lib/richText/sanitize.ts, in Chromium (it cannot run in happy-dom). The very module
// the app ships is bundled and put in a blank page; every case of server/test/allowlistCases.ts
// — each listed tag, attribute, class, style and link prefix, and lists of others — must come out
// as the allowlist says, as it does from the server's sanitizer (allowlist.test.ts), and the
// server's output must pass the browser whole.
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHtml } from '../server/domain/richText/htmlEvents.js';
import { sanitizeCardHtml } from '../server/domain/richText/sanitize.js';
import { allowlistCases, OWN_MEDIA, probeFinds, type ProbedElement } from '../server/test/allowlistCases.js';
import { launchBrowser } from './helpers';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.setContent('<!doctype html><html><head><title>allowlist</title></head><body></body></html>');
  const bundle = await build({ entryPoints: ['client/src/lib/richText/sanitize.ts'], bundle: true, format: 'iife', globalName: 'cardSanitize', platform: 'browser', write: false, logLevel: 'silent' });
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/**
 * The elements of DOMPurify's output. An `is` attribute cannot be taken off an element once made
 * (it names a customized built-in element): DOMPurify empties it instead, which names nothing,
 * so an empty `is` counts as gone.
 */
function elementsOf(html: string): ProbedElement[] {
  const elements: ProbedElement[] = [];
  readHtml(html, {
    onopentag: (tag, attributes) => {
      const { is, ...rest } = attributes;
      elements.push({ tag, attributes: is === '' ? rest : { ...attributes } });
    },
    onclosetag: () => {},
    ontext: () => {},
  });
  return elements;
}

describe('DOMPurify keeps exactly what the allowlist lists', () => {
  it('over every case, and passes what the server stores whole', { timeout: 120_000 }, async () => {
    // Ownership is the server's to check (the browser keeps any `/api/media/{id}`).
    const cases = allowlistCases().filter((c) => !c.ownerOnly);
    const server = cases.map((c) => sanitizeCardHtml(c.html, { keepImage: (id) => id === OWN_MEDIA }).html);
    const inputs = [...cases.map((c) => c.html), ...server];
    const outputs = await page.evaluate((list) => {
      const api = (window as unknown as { cardSanitize: { sanitizeCardHtml(html: string): string } }).cardSanitize;
      return list.map((html) => api.sanitizeCardHtml(html));
    }, inputs);
    const wrong: string[] = [];
    cases.forEach((c, index) => {
      const browserKeeps = probeFinds(elementsOf(outputs[index]), c.probe);
      if (browserKeeps !== c.kept) wrong.push(`${c.name}: DOMPurify wrote ${outputs[index]}`);
      const ofStored = probeFinds(elementsOf(outputs[cases.length + index]), c.probe);
      if (ofStored !== c.kept) wrong.push(`${c.name} (the server's ${server[index]}): DOMPurify wrote ${outputs[cases.length + index]}`);
    });
    expect(wrong).toEqual([]);
    expect(cases.length).toBeGreaterThan(1000);
  });
});
