import { describe, expect, it } from 'vitest';
import { editorWouldLose, isPlainDoc, plainToDoc, sideFields, sideOfDoc } from './cardSides';

describe('card sides in the form', () => {
  it('a document of unmarked paragraphs is plain; a mark, a list or an image makes it rich', () => {
    expect(isPlainDoc(plainToDoc('one\n\nthree'))).toBe(true);
    expect(isPlainDoc({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }, { type: 'hardBreak' }] }] })).toBe(true);
    expect(isPlainDoc({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a', marks: [{ type: 'bold' }] }] }] })).toBe(false);
    expect(isPlainDoc({ type: 'doc', content: [{ type: 'bulletList', content: [] }] })).toBe(false);
  });

  it('plain text becomes one paragraph per line, empty lines kept', () => {
    expect(plainToDoc('a\n\nb').content).toEqual([{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }, { type: 'paragraph' }, { type: 'paragraph', content: [{ type: 'text', text: 'b' }] }]);
  });

  it('a plain side sends its text and html null; a rich one its HTML and text', () => {
    const plain = sideOfDoc(plainToDoc('chat'), '<p>chat</p>', ' chat ');
    const image = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'image', attrs: { src: '/api/media/x' } }] }] };
    const rich = sideOfDoc(image, '<p><img src="/api/media/x"></p>', '');
    expect(plain).toEqual({ text: 'chat', html: null, hasImage: false });
    expect(rich).toEqual({ text: '', html: '<p><img src="/api/media/x"></p>', hasImage: true });
    expect(sideFields(plain, rich)).toEqual({ term: 'chat', termHtml: null, definition: '', definitionHtml: '<p><img src="/api/media/x"></p>' });
  });

  it('knows which stored HTML the editor cannot hold', () => {
    expect(editorWouldLose('<b>b</b><ul><li>x</li></ul>')).toBe(false);
    expect(editorWouldLose('<table><tr><td>x</td></tr></table><span style="color: red">r</span><ruby>漢<rt>kan</rt></ruby>')).toBe(false);
    expect(editorWouldLose('<table><tr><td style="color: red">x</td></tr></table>')).toBe(true);
    expect(editorWouldLose('<p style="text-align: center">c</p>')).toBe(true);
    expect(editorWouldLose('<div>line</div>')).toBe(true);
    expect(editorWouldLose(null)).toBe(false);
  });
});
