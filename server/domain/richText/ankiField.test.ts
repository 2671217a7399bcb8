import { describe, expect, it } from 'vitest';
import { ankiImageSrc, fromAnkiField, resolveAnkiImages } from './ankiField.js';

describe('fromAnkiField', () => {
  it.each([
    ['plain words stay plain', 'chat', { html: null, text: '', images: [] }],
    ['line-only markup stays plain', '<div>chat</div><br>', { html: null, text: '', images: [] }],
    ['bold and colour are kept', '<b>Hund</b> <span style="color: rgb(255, 0, 0);">red</span>', { html: '<b>Hund</b> <span style="color:rgb(255, 0, 0)">red</span>', text: 'Hund red', images: [] }],
    ['MathJax stays as TeX, rich', '\\(\\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\)', { html: '\\(\\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\)', text: '\\(\\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\)', images: [] }],
    ['sounds leave the text', '<i>dog</i>[sound:dog.mp3]', { html: '<i>dog</i>', text: 'dog', images: [] }],
    ['scripts go', '<b>x</b><script>alert(1)</script>', { html: '<b>x</b>', text: 'x', images: [] }],
    ['images not of the side go', '<b>x</b><img src="a.png">', { html: '<b>x</b>', text: 'x', images: [] }],
  ])('%s', (_name, field, expected) => {
    expect(fromAnkiField(field)).toEqual(expected);
  });

  it('keeps every image of the side inline, each as its placeholder, in the order they show', () => {
    const side = fromAnkiField('<b>a</b><img src="cat &amp; dog.jpg"> and <IMG SRC=" two.png " alt=x><img src="cat &amp; dog.jpg"><img src="other.png">', ['two.png', 'cat & dog.jpg', 'third.gif']);
    expect(side.html).toBe(`<b>a</b><img src="${ankiImageSrc(0)}" /> and <img src="${ankiImageSrc(1)}" /><img src="${ankiImageSrc(0)}" />`);
    expect(side.images).toEqual(['cat & dog.jpg', 'two.png']);
    const urls = ['/api/media/abc', null];
    expect(resolveAnkiImages(side.html!, (k) => urls[k] ?? null)).toBe('<b>a</b><img src="/api/media/abc" /> and <img src="/api/media/abc" />');
  });

  it('an image the sanitizer drops is not numbered', () => {
    const side = fromAnkiField('<script><img src="a.png"></script><i>x</i><img src="b.png">', ['a.png', 'b.png']);
    expect(side).toEqual({ html: `<i>x</i><img src="${ankiImageSrc(0)}" />`, text: 'x', images: ['b.png'] });
  });

  it('a field pretending to be a placeholder is not one', () => {
    expect(fromAnkiField(`<b>a</b><img src="/api/media/anki-side-image"><img src="${ankiImageSrc(0)}">`, ['x.png']).html).toBe('<b>a</b>');
  });

});
