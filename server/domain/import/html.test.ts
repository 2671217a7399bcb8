import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText } from './html.js';

describe('htmlToText', () => {
  it.each([
    ['plain', 'hello', 'hello'],
    ['line break', 'a<br>b<br/>c<BR />d', 'a\nb\nc\nd'],
    ['divs become lines', '<div>one</div><div>two</div>', 'one\ntwo'],
    ['nbsp and entities', 'fish&nbsp;&amp;&nbsp;chips &lt;3 &#39;x&#39; &#x41;', "fish & chips <3 'x' A"],
    ['tags removed, text kept', '<b>bold</b> and <span style="color:red">red</span>', 'bold and red'],
    ['sound removed', '[sound:foo.wav]', ''],
    ['image removed', 'cat <img src="cat.jpg"> here', 'cat here'],
    ['style block removed', '<style>.x{color:red}</style>text', 'text'],
    ['raw newlines kept', 'line one\nline two', 'line one\nline two'],
    ['blank lines collapsed', '<div>a</div><div><br></div><div><br></div><div>b</div>', 'a\n\nb'],
    ['unknown entity kept', '&madeup; ok', '&madeup; ok'],
    ['comments removed', 'a<!-- hidden -->b', 'ab'],
    ['plain text is only trimmed', '  Term 1 ', 'Term 1'],
    ['space runs collapse', 'a  b\t c\u00a0\u00a0d', 'a b c d'],
  ])('%s', (_name, html, expected) => {
    expect(htmlToText(html)).toBe(expected);
  });

  it('decodes numeric code points beyond the BMP', () => {
    expect(decodeEntities('&#128512;')).toBe('😀');
  });
});
