import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './plainText.js';
import { cardHtmlTooLong, CARD_HTML_MAX_CHARS, CARD_HTML_MAX_INPUT_CHARS, mediaIdOfSrc, sanitizeCardHtml } from './sanitize.js';

// The allowlist's core cases; the adversarial XSS suite (DESIGN §18) extends these.
const own = { keepImage: (id: string) => id === 'mine' };

describe('sanitizeCardHtml', () => {
  it.each([
    ['event handlers go, the element stays', '<b onclick="x()">bold</b>', '<b>bold</b>'],
    ['script goes whole', 'a<script>alert(1)</script>b', 'ab'],
    ['javascript: hrefs go', '<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer" target="_blank">x</a>'],
    ['links get rel and target', '<a href="https://e.com" target="_self">y</a>', '<a href="https://e.com" rel="noopener noreferrer" target="_blank">y</a>'],
    ['relative links lose their href', '<a href="/api/auth/logout">out</a>', '<a rel="noopener noreferrer" target="_blank">out</a>'],
    ['own media images stay', '<img src="/api/media/mine" onerror="x">', '<img src="/api/media/mine" />'],
    ["another user's media goes", '<img src="/api/media/theirs">', ''],
    ['data: and remote images go', '<img src="data:image/png;base64,AA"><img src="//evil.com/x.png"><img src="https://e.com/x.png">', ''],
    ['styles are cut to the six properties', '<span style="color:red;position:fixed;background:url(x)">c</span>', '<span style="color:red">c</span>'],
    ['url() never passes as a colour', '<span style="color:url(x)">c</span>', '<span>c</span>'],
    ['svg and math go whole', '<svg><text>t</text></svg>after<math><mi>x</mi></math>', 'after'],
    ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['template goes whole', '<template><img src=x onerror=alert(1)></template><p>ok', '<p>ok</p>'],
    ['TeX, ruby and tables stay', '\\(x^2\\) <ruby>漢<rt>kan</rt></ruby><table><tr><td colspan="2" onclick="x">a</td></tr></table>', '\\(x^2\\) <ruby>漢<rt>kan</rt></ruby><table><tr><td colspan="2">a</td></tr></table>'],
    ['unknown tags keep their text', '<font color="red">red</font><h1>title</h1>', 'redtitle'],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeCardHtml(input, own).html).toBe(expected);
  });

  it('lists the kept media ids once each', () => {
    expect(sanitizeCardHtml('<img src="/api/media/mine"><img src="/api/media/mine">', own).mediaIds).toEqual(['mine']);
  });

  it('sanitizes the deepest nesting the input limit allows', () => {
    const deep = '<b>'.repeat(CARD_HTML_MAX_INPUT_CHARS / 3);
    expect(sanitizeCardHtml(deep + 'x').html).toContain('x');
  });

  it('knows the length limit and the media URL form', () => {
    expect(cardHtmlTooLong('a'.repeat(CARD_HTML_MAX_CHARS))).toBe(false);
    expect(cardHtmlTooLong('a'.repeat(CARD_HTML_MAX_CHARS + 1))).toBe(true);
    expect(mediaIdOfSrc('/api/media/AbC_-1')).toBe('AbC_-1');
    expect(mediaIdOfSrc('/api/media/../x')).toBeNull();
  });
});

describe('htmlToPlainText', () => {
  it.each([
    ['<b>bold</b> and <i>it</i>', 'bold and it'],
    ['<p>one</p><p>two</p>line<br>three', 'one\ntwo\nline\nthree'],
    ['<ul><li>a</li><li>b &amp; c</li></ul>', 'a\nb & c'],
    ['\\(\\frac{a}{b}\\) <img src="/api/media/x"> end', '\\(\\frac{a}{b}\\) end'],
    ['<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>', 'a b\nc'],
    ['<pre><code>x = 1\n  y = 2</code></pre>', 'x = 1\n  y = 2'],
    ['<div>a<div>b</div>c</div>', 'a\nb\nc'],
    ['&nbsp;x&nbsp;', 'x'],
    ['a<script>z</script>b', 'ab'],
    ['<ruby>漢<rt>kan</rt></ruby>', '漢kan'],
  ])('%j → %j', (html, plain) => {
    expect(htmlToPlainText(html)).toBe(plain);
  });
});
