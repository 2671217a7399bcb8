import { describe, expect, it } from 'vitest';
import { scopeCardCss } from './cardCss.js';

const scoped = (css: string, owns: (id: string) => boolean = () => false) => scopeCardCss(css, '.cc-nt-7', owns);
const flat = (css: string) => css.replace(/\s+/g, ' ').trim();

describe("a note type's CSS, scoped to the card face", () => {
  it.each([
    ['.card { color: red; }', '.cc-nt-7 { color: red; }'],
    ['.card.night_mode { color: red; }', '.cc-nt-7.night_mode { color: red; }'],
    ['body, html { margin: 0 }', '.cc-nt-7, .cc-nt-7 { margin: 0 }'],
    ['b { color: blue }', '.cc-nt-7 b { color: blue }'],
    ['* { font-size: 2em }', '.cc-nt-7 * { font-size: 2em }'],
    ['@media (max-width: 400px) { .cloze { color: red } }', '@media (max-width: 400px) { .cc-nt-7 .cloze { color: red } }'],
    ['@keyframes spin { from { opacity: 0 } to { opacity: 1 } }', '@keyframes spin { from { opacity: 0 } to { opacity: 1 } }'],
  ])('%s', (input, expected) => {
    expect(flat(scoped(input).css)).toBe(expected);
  });

  it.each([
    ['@import url("https://evil.example/x.css"); b { color: red }', '.cc-nt-7 b { color: red }'],
    ['@font-face { font-family: x; src: url(https://evil.example/f.woff) } b { color: red }', '.cc-nt-7 b { color: red }'],
    ['b { background: url(https://evil.example/track.png); color: red }', '.cc-nt-7 b { color: red }'],
    ['b { background: url("/api/media/notmine"); color: red }', '.cc-nt-7 b { color: red }'],
    ['b { background: u\\rl(https://evil.example/x) ; color: red }', '.cc-nt-7 b { color: red }'],
    ['div { position: fixed; inset: 0 }', '.cc-nt-7 div { inset: 0 }'],
    ['div { width: expression(alert(1)); behavior: url(x.htc); -moz-binding: url(x) }', '.cc-nt-7 div { }'],
  ])('drops what reaches outside: %s', (input, expected) => {
    const out = scoped(input);
    expect(flat(out.css)).toBe(expected);
    expect(out.dropped).toBe(true);
  });

  it("keeps url() of the owner's own media", () => {
    expect(flat(scoped('b { background: url("/api/media/abc_1") }', (id) => id === 'abc_1').css)).toBe('.cc-nt-7 b { background: url("/api/media/abc_1") }');
  });

  it('applies nothing of CSS it cannot read, and says why', () => {
    const out = scoped('b { color: red');
    expect(out.css).toBe('');
    expect(out.error).toMatch(/Unclosed/);
  });

  it('cannot be closed out of its rule into the page', () => {
    expect(flat(scoped('}</style><script>alert(1)</script><style>{').css)).not.toContain('<script');
  });
});
