import { describe, expect, it } from 'vitest';
import { CARD_HTML_ATTRIBUTES, CARD_HTML_STYLES, CARD_HTML_TAGS, CARD_LINK_HREF } from '../../../shared/richText.js';
import { allowlistCases, NEVER_ATTRIBUTES, NEVER_LINKS, NEVER_STYLE_VALUES, NEVER_STYLES, NEVER_TAGS, OWN_MEDIA, probeFinds, STYLE_SAMPLES, type ProbedElement } from '../../test/allowlistCases.js';
import { readHtml } from './htmlEvents.js';
import { sanitizeCardHtml, sanitizeFastPath, sanitizeWithLibrary } from './sanitize.js';
import { findXssProblems } from '../../test/xssCheck.js';

// One allowlist (shared/richText.ts), four consumers (issue 39): every tag, attribute, class,
// style and link prefix it lists is kept by sanitize-html and the fast path, and passes the XSS
// judge; everything in the lists of others is refused by each. The fourth consumer, DOMPurify,
// runs the same cases in Chromium (e2e/allowlist.e2e.ts).

const options = { keepImage: (id: string) => id === OWN_MEDIA };
const cases = allowlistCases();

function elementsOf(html: string): ProbedElement[] {
  const elements: ProbedElement[] = [];
  readHtml(html, { onopentag: (tag, attributes) => elements.push({ tag, attributes: { ...attributes } }), onclosetag: () => {}, ontext: () => {} });
  return elements;
}

describe('the allowlist itself', () => {
  it('lists nothing of the never lists', () => {
    for (const tag of NEVER_TAGS) expect(CARD_HTML_TAGS, tag).not.toContain(tag);
    for (const attributes of Object.values(CARD_HTML_ATTRIBUTES)) for (const attribute of NEVER_ATTRIBUTES) expect(attributes).not.toContain(attribute);
    for (const property of NEVER_STYLES) expect(Object.keys(CARD_HTML_STYLES)).not.toContain(property);
    for (const pattern of Object.values(CARD_HTML_STYLES)) for (const value of NEVER_STYLE_VALUES) expect(pattern.test(value), value).toBe(false);
    for (const href of NEVER_LINKS) expect(CARD_LINK_HREF.test(href), href).toBe(false);
  });

  it('has a sample value for each style property, which its pattern takes', () => {
    expect(Object.keys(STYLE_SAMPLES).sort()).toEqual(Object.keys(CARD_HTML_STYLES).sort());
    for (const [property, value] of Object.entries(STYLE_SAMPLES)) expect(CARD_HTML_STYLES[property].test(value), property).toBe(true);
  });

  it('gives a case for every tag, attribute and style', () => {
    for (const tag of CARD_HTML_TAGS) expect(cases.some((c) => c.kept && c.probe.tag === tag)).toBe(true);
    for (const [tag, attributes] of Object.entries(CARD_HTML_ATTRIBUTES)) for (const attribute of attributes) expect(cases.some((c) => c.kept && c.probe.tag === tag && (c.probe.attribute === attribute || attribute === 'src' || (attribute === 'style' && c.probe.style)))).toBe(true);
    expect(cases.length).toBeGreaterThan(1000);
  });
});

describe('every server consumer keeps exactly what the allowlist lists', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const library = sanitizeWithLibrary(c.html, options);
    expect(probeFinds(elementsOf(library.html), c.probe), `sanitize-html: ${library.html}`).toBe(c.kept);
    const stored = sanitizeCardHtml(c.html, options);
    expect(probeFinds(elementsOf(stored.html), c.probe), `sanitizeCardHtml: ${stored.html}`).toBe(c.kept);
    for (const via of ['scanner', 'htmlparser2'] as const) {
      const fast = sanitizeFastPath(c.html, options, via);
      if (fast !== null) expect(fast.html, via).toBe(library.html);
    }
    // The judge reads the raw side: no problem when all of it is listed, one at least when not.
    expect(findXssProblems(c.html, new Set([OWN_MEDIA])).length === 0, 'xssCheck').toBe(c.kept);
  });
});
