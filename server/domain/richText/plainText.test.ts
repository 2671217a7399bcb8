import { describe, expect, it } from 'vitest';
import { ankiFieldText } from './ankiField.js';
import { fromHtmlCell } from './cardSide.js';
import { htmlToPlainText } from './plainText.js';

// The one HTML → text converter (plainText.ts): a card side's plain text and the importers' text
// of an Anki field come from the same reader, so they decode the same entities.

describe('entities: every HTML5 name, numbers, the legacy names', () => {
  it.each([
    ['numeric and named together (issue 39)', 'H&#8322;O &rarr; &Delta;G', 'H₂O → ΔG'],
    ['Greek', '&alpha;&beta;&Gamma; &lambda;', 'αβΓ λ'],
    ['symbols', '&hearts; &spades; &infin; &ne; &le; &sum; &isin;', '♥ ♠ ∞ ≠ ≤ ∑ ∈'],
    ['the common ones', 'fish&nbsp;&amp;&nbsp;chips &lt;3 &#39;x&#39; &#x41; &quot;q&quot; &hellip;', "fish & chips <3 'x' A \"q\" …"],
    ['beyond the BMP', '&#128512; &#x1F600;', '😀 😀'],
    ['a legacy name without its semicolon, as a browser reads it', '&copy 2020', '© 2020'],
    ['an unknown name stays as written', '&madeup; ok', '&madeup; ok'],
    ['a bare ampersand stays', 'AT&T & co', 'AT&T & co'],
    ['escaped markup is text', '&lt;b&gt;not bold&lt;/b&gt;', '<b>not bold</b>'],
  ])('%s', (_name, html, text) => {
    expect(htmlToPlainText(html)).toBe(text);
    expect(ankiFieldText(html)).toBe(text);
  });
});

describe('ankiFieldText (an Anki field, deck description or plain rendered side)', () => {
  it.each([
    ['plain', 'hello', 'hello'],
    ['line break', 'a<br>b<br/>c<BR />d', 'a\nb\nc\nd'],
    ['divs become lines', '<div>one</div><div>two</div>', 'one\ntwo'],
    ['tags removed, text kept', '<b>bold</b> and <span style="color:red">red</span>', 'bold and red'],
    ['sound removed', '[sound:foo.wav]', ''],
    ['sound without its end stays', 'a [sound:x', 'a [sound:x'],
    ['image removed', 'cat <img src="cat.jpg"> here', 'cat here'],
    ['style block removed', '<style>.x{color:red}</style>text', 'text'],
    ['raw newlines kept (genanki)', 'line one\nline two\r\nthree', 'line one\nline two\nthree'],
    ['blank lines collapsed', '<div>a</div><div><br></div><div><br></div><div>b</div>', 'a\n\nb'],
    ['comments removed', 'a<!-- hidden -->b', 'ab'],
    ['plain text is only trimmed', '  Term 1 ', 'Term 1'],
    ['space runs collapse; a non-breaking space is a space of its own', 'a  b\t c&nbsp;&nbsp;d', 'a b c  d'],
    ['a break at the end of a block is no blank line (as a browser shows it)', 'a<div>b<br></div><div>c</div>', 'a\nb\nc'],
    ['cells are separated by a space', '<table><tr><td>a</td><td>b</td></tr></table>', 'a b'],
    ['a tag cut off at the end is dropped (as a browser drops it)', 'x <div', 'x'],
  ])('%s', (_name, html, expected) => {
    expect(ankiFieldText(html)).toBe(expected);
  });

  it('a card side keeps raw newlines as whitespace, as the browser shows its HTML', () => {
    expect(htmlToPlainText('line one\nline two')).toBe('line one line two');
  });
});

describe('linear at any depth', () => {
  // htmlparser2's Parser moves its stack at every tag: 20,000 nested elements took it seconds.
  // The reader under the converter does not (htmlEvents.ts); a regression outlasts the timeout.
  it('20,000 nested elements, closed and not', () => {
    const deep = '<b>'.repeat(20_000) + 'x' + '</i>'.repeat(20_000);
    expect(htmlToPlainText(deep)).toBe('x');
    expect(ankiFieldText('<div>'.repeat(20_000) + 'y' + '</div>'.repeat(20_000))).toBe('y');
  });

  it('a CSV cell nested past the limit keeps its text', () => {
    expect(fromHtmlCell('<b>'.repeat(200) + 'H&#8322;O &rarr; &Delta;G')).toEqual({ text: 'H₂O → ΔG', tooLong: false });
  });
});
