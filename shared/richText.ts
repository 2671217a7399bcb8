// Rich card sides (docs/rich-cards.md): the limits both the card form and the server apply. The server's
// sanitizer (server/domain/richText/sanitize.ts) is the one that enforces them.

/** The longest sanitized side, in characters; longer → 400 CARD_HTML_TOO_LONG. */
export const CARD_HTML_MAX_CHARS = 20_000;
/**
 * The longest HTML accepted before sanitizing: three times the output limit, room for markup the
 * allowlist drops; it also bounds the sanitizer's work (docs/rich-cards.md). Longer → 400.
 */
export const CARD_HTML_MAX_INPUT_CHARS = 3 * CARD_HTML_MAX_CHARS;
export const CARD_HTML_TOO_LONG = 'Card text is too long.';
/**
 * The deepest nesting of elements a side may have (issue 49): real cards nest a list in a table
 * cell in a quote, a dozen levels at most. htmlparser2 (under both server sanitizers) does work
 * proportional to the depth for every tag, so 15,000 nested elements in 60 KB held every request
 * for 400 ms; with the depth bounded the work is linear in the input (docs/rich-cards.md).
 * Deeper → 400 MSG.cardHtmlTooDeep (shared/messages.ts) from the card API; imports keep such a
 * side as plain text.
 */
export const CARD_HTML_MAX_DEPTH = 100;

// The card HTML allowlist: the one definition every consumer derives from — sanitize-html's
// options and the fast path on the server (server/domain/richText/sanitize.ts), which enforce it
// before anything is stored; DOMPurify in the browser (client/src/lib/richText/sanitize.ts),
// which applies it again before a side reaches the page; and the XSS suites' judge
// (server/test/xssCheck.ts). server/domain/richText/allowlist.test.ts and
// e2e/allowlist.e2e.ts check that all of them keep exactly what is listed here
// (docs/rich-cards.md "The allowlist").

export const CARD_HTML_TAGS = [
  'b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'br', 'p', 'div', 'span', 'ul', 'ol', 'li',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'pre', 'code', 'blockquote', 'hr', 'ruby', 'rt', 'rp',
  'a', 'img',
  // An image occlusion card's masks (docs/image-occlusion.md): an SVG over the picture, drawn by
  // the server from parsed shapes. Rectangles are drawn as polygons, so no width or height.
  'svg', 'polygon', 'ellipse', 'text', 'title',
] as const;

/** The SVG elements of the list: the sanitizers' fast paths leave them to the library. */
export const CARD_SVG_TAGS: readonly string[] = ['svg', 'polygon', 'ellipse', 'text', 'title'];

/** Which attributes each tag may keep; everything else goes. */
export const CARD_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'rel', 'target'],
  img: ['src', 'alt'],
  td: ['colspan', 'rowspan', 'style'],
  th: ['colspan', 'rowspan', 'style'],
  span: ['style'],
  div: ['style'],
  // Attribute names as an HTML parser reads them (lower case; the browser writes viewBox back).
  svg: ['viewbox', 'preserveaspectratio'],
  polygon: ['points'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  text: ['x', 'y', 'font-size'],
};

/** A fraction of the picture, 0 to 1, as the image occlusion card writes it (`.25`, `0`, `1`). */
const FRACTION = /^(?:0|1|0?\.[0-9]{1,6})$/;
/** A polygon's corners, "x,y x,y …", each a fraction; at most 600 (500 plus room). */
function fractionPoints(value: string): boolean {
  const pairs = value.split(' ');
  if (pairs.length > 600) return false;
  return pairs.every((pair) => {
    const comma = pair.indexOf(',');
    return comma > 0 && FRACTION.test(pair.slice(0, comma)) && FRACTION.test(pair.slice(comma + 1));
  });
}

/**
 * The values the SVG attributes may take: exactly the box the masks are drawn in, and fractions
 * of the picture. A value that fails goes (the element stays), as a bad span does.
 */
export const CARD_HTML_VALUES: Readonly<Record<string, (value: string) => boolean>> = {
  viewbox: (value) => value === '0 0 1 1',
  preserveaspectratio: (value) => value === 'none',
  points: fractionPoints,
  cx: (value) => FRACTION.test(value),
  cy: (value) => FRACTION.test(value),
  rx: (value) => FRACTION.test(value),
  ry: (value) => FRACTION.test(value),
  x: (value) => FRACTION.test(value),
  y: (value) => FRACTION.test(value),
  'font-size': (value) => FRACTION.test(value),
};

/** A valid value of each attribute CARD_HTML_VALUES judges (the allowlist's tests use them). */
export const CARD_HTML_VALUE_SAMPLES: Readonly<Record<string, string>> = {
  viewbox: '0 0 1 1',
  preserveaspectratio: 'none',
  points: '.1,.1 .5,.1 .3,.4',
  cx: '.5',
  cy: '.5',
  rx: '.25',
  ry: '.125',
  x: '.1',
  y: '.9',
  'font-size': '.04',
};

/**
 * The one class a side may carry: an Anki `{{hint:Field}}` (issue 30). The card face hides such a
 * span behind a "Show hint" button; any other class goes.
 */
export const CARD_HINT_CLASS = 'cardcade-hint';
/**
 * The classes of an image occlusion card's picture (docs/image-occlusion.md): the box around the
 * image and its SVG, and each shape's part. The card face's stylesheet draws them.
 */
export const CARD_IO_CLASSES = {
  figure: 'cardcade-io',
  mask: 'cardcade-io-mask',
  asked: 'cardcade-io-asked',
  revealed: 'cardcade-io-revealed',
  label: 'cardcade-io-label',
} as const;

export const CARD_HTML_CLASSES: Readonly<Record<string, readonly string[]>> = {
  span: [CARD_HINT_CLASS],
  // An image occlusion card's picture box and its shapes' parts.
  div: [CARD_IO_CLASSES.figure],
  polygon: [CARD_IO_CLASSES.mask, CARD_IO_CLASSES.asked, CARD_IO_CLASSES.revealed],
  ellipse: [CARD_IO_CLASSES.mask, CARD_IO_CLASSES.asked, CARD_IO_CLASSES.revealed],
  text: [CARD_IO_CLASSES.label],
};

/** Elements whose content is not text a reader would see: they go whole, content and all. */
export const CARD_HTML_DROPPED_WHOLE = [
  'script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'math',
  'form', 'template', 'head', 'select', 'frameset', 'noembed', 'noframes', 'xmp', 'plaintext',
] as const;

// A colour is a hex, rgb()/rgba()/hsl()/hsla() of numbers, or a keyword: never url(), var(),
// expression() or anything else CSS can load or compute.
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[\d.%]+(\s*[,\s/]\s*[\d.%]+){2,3}\s*\)|[a-z]{3,20})$/i;

/**
 * A table cell's colspan or rowspan: digits only, 1 to 999 (issue 49). A value is kept only when
 * it is exactly that: `colspan="1 onmouseover=…"` loses the attribute, in both server paths and
 * in the browser (client/src/lib/richText/sanitize.ts).
 */
export const CARD_HTML_SPAN = /^[1-9][0-9]{0,2}$/;

/** The style properties a span, div or cell may keep, each with the values it may take. */
export const CARD_HTML_STYLES: Readonly<Record<string, RegExp>> = {
  color: COLOUR,
  'background-color': COLOUR,
  'font-weight': /^(normal|bold|bolder|lighter|[1-9]00)$/,
  'font-style': /^(normal|italic|oblique)$/,
  'text-decoration': /^(none|underline|line-through|overline)( (underline|line-through|overline))*$/,
  'text-align': /^(left|right|center|justify|start|end)$/,
};

/**
 * The links a side may keep: absolute http(s) and mailto only. A relative href would point into
 * the app itself (`/api/media/…` of another user, a logout), which a card has no reason to do.
 */
export const CARD_LINK_PREFIXES = ['http://', 'https://', 'mailto:'] as const;
/** The URL schemes of CARD_LINK_PREFIXES (sanitize-html's `allowedSchemes`). */
export const CARD_LINK_SCHEMES: readonly string[] = [...new Set(CARD_LINK_PREFIXES.map((prefix) => prefix.slice(0, prefix.indexOf(':'))))];
/** An href the allowlist keeps (after trimming): it starts with one of CARD_LINK_PREFIXES, in any case. */
export const CARD_LINK_HREF = new RegExp(`^(${CARD_LINK_PREFIXES.map((prefix) => prefix.replace(/[/.]/g, '\\$&')).join('|')})`, 'i');
/** What every kept link carries, whatever it had: it opens apart from the app. */
export const CARD_LINK_REL = 'noopener noreferrer';
export const CARD_LINK_TARGET = '_blank';
/** The attributes whose value must be a span (CARD_HTML_SPAN), wherever the list allows them. */
export const CARD_HTML_SPAN_ATTRIBUTES: readonly string[] = ['colspan', 'rowspan'];

/** A card image's src: only the app's own media (`/api/media/{publicId}`); the server checks the owner. */
export const CARD_MEDIA_SRC = /^\/api\/media\/([A-Za-z0-9_-]{1,64})$/;

