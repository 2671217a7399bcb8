import { describe, expect, it } from 'vitest';
import { allowedStyle } from './sanitize';

// The browser's allowlist (docs/rich-cards.md).

// DOMPurify itself cannot run in the client tests: it reads node types through cached prototype
// getters, which happy-dom does not provide, and then keeps attributes it would drop. The
// allowlist is therefore checked in the browser (e2e/xss.e2e.ts: every vector in every place a
// side shows); here only the pure style filter.
describe('allowedStyle', () => {
  it('keeps only the allowed style declarations with plain values', () => {
    expect(allowedStyle('color: red; position: fixed; background-color: rgb(1, 2, 3)')).toBe('color: red; background-color: rgb(1, 2, 3)');
    expect(allowedStyle('color: url(x); background: red; text-align: center')).toBe('text-align: center');
    expect(allowedStyle('COLOR:Red;font-weight:700')).toBe('color: Red; font-weight: 700');
    expect(allowedStyle('color:var(--x, url(https://evil.example/x))')).toBe('');
    expect(allowedStyle('color: red;/**/position:fixed;top:0')).toBe('color: red');
    expect(allowedStyle('background:\\75\\72\\6c(https://evil.example/x)')).toBe('');
  });
});
