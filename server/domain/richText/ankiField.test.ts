import { describe, expect, it } from 'vitest';
import { ANKI_SIDE_IMAGE_SRC, fromAnkiField, resolveSideImage } from './ankiField.js';

describe('fromAnkiField', () => {
  it.each([
    ['plain words stay plain', 'chat', { html: null, text: '' }],
    ['line-only markup stays plain', '<div>chat</div><br>', { html: null, text: '' }],
    ['bold and colour are kept', '<b>Hund</b> <span style="color: rgb(255, 0, 0);">red</span>', { html: '<b>Hund</b> <span style="color:rgb(255, 0, 0)">red</span>', text: 'Hund red' }],
    ['MathJax stays as TeX, rich', '\\(\\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\)', { html: '\\(\\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\)', text: '\\(\\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\)' }],
    ['sounds leave the text', '<i>dog</i>[sound:dog.mp3]', { html: '<i>dog</i>', text: 'dog' }],
    ['scripts go', '<b>x</b><script>alert(1)</script>', { html: '<b>x</b>', text: 'x' }],
  ])('%s', (_name, field, expected) => {
    expect(fromAnkiField(field)).toEqual(expected);
  });

  it('keeps the side image as a placeholder and drops other images', () => {
    const side = fromAnkiField('<b>a</b><img src="cat &amp; dog.jpg"><img src="other.png">', 'cat & dog.jpg');
    expect(side.html).toBe(`<b>a</b><img src="${ANKI_SIDE_IMAGE_SRC}" />`);
    expect(resolveSideImage(side.html!, '/api/media/abc')).toBe('<b>a</b><img src="/api/media/abc" />');
    expect(resolveSideImage(side.html!, null)).toBe('<b>a</b>');
  });

  it('a field pretending to be the placeholder is not one', () => {
    expect(fromAnkiField(`<b>a</b><img src="${ANKI_SIDE_IMAGE_SRC}">`).html).toBe('<b>a</b>');
  });
});
