import { describe, expect, it } from 'vitest';
import { withForeignMedia, XSS_VECTORS } from '../../test/xssVectors.js';
import { sanitizeCardHtml } from './sanitize.js';
import { findXssProblems } from '../../test/xssCheck.js';

// The adversarial suite, level one: the sanitizer alone (issue 26). Levels two (every input path
// over REST and tRPC) are in server/services/richCards.xss.test.ts; the browser level is h3's.
const OWN = 'mine';
const keepImage = (id: string) => id === OWN;

describe('every XSS vector leaves nothing that could run', () => {
  it.each(withForeignMedia('theirs').map((v) => [v.id, v.html] as const))('%s', (_id, html) => {
    const { html: clean, mediaIds } = sanitizeCardHtml(html, { keepImage });
    expect(findXssProblems(clean, new Set([OWN]))).toEqual([]);
    expect(mediaIds).toEqual([]);
    // Sanitizing is idempotent: what is stored survives a second pass unchanged (account restore
    // sanitizes again), so no markup is left that a second parse reads differently.
    expect(sanitizeCardHtml(clean, { keepImage }).html).toBe(clean);
  });
});

describe('the judge itself', () => {
  it('catches what it is there to catch', () => {
    expect(findXssProblems('<img src=x onerror=y>', new Set())).toEqual(['img src x', 'attribute onerror on <img>']);
    expect(findXssProblems('<a href="javascript:x">', new Set())).toEqual(['href javascript:x']);
    expect(findXssProblems('<span style="position:fixed">', new Set())).toEqual(['style position:fixed']);
    expect(findXssProblems('<span style="color:url(x)">', new Set())).toEqual(['style value color:url(x)']);
    expect(findXssProblems('<math></math><!-- c -->', new Set())).toEqual(['element <math>', 'comment']);
    expect(findXssProblems('<svg viewbox="0 0 9 9"><polygon points="javascript:x"></polygon></svg>', new Set())).toEqual(['viewbox 0 0 9 9', 'points javascript:x']);
    expect(findXssProblems('<img src="/api/media/mine">', new Set([OWN]))).toEqual([]);
  });

  it('has a vector for every category of the issue', () => {
    const categories = new Set(XSS_VECTORS.map((v) => v.category));
    expect([...categories].sort()).toEqual(['css', 'entities', 'event-handler', 'foreign-media', 'mutation', 'nesting', 'style-element', 'svg-mathml', 'url-scheme']);
    expect(new Set(XSS_VECTORS.map((v) => v.id)).size).toBe(XSS_VECTORS.length);
  });
});
