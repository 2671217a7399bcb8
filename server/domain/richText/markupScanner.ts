// A scanner for the plainest card markup (issue 26: the formatted Anki import within 1.3× the
// plain one): tags with simple double- or single-quoted attributes, text with the common entities.
// For that input it gives the sanitizer's fast path (sanitize.ts) the very events htmlparser2
// gives it — names lower-cased, first of a repeated attribute kept, entities decoded — at a
// fraction of the cost of htmlparser2's tokenizer, which is most of a short side's time. Anything
// outside that grammar (comments, '<' that opens no tag, unquoted values, a close tag that does
// not close the innermost element, an element htmlparser2 would close implicitly, an element left
// open at the end, any other entity, NUL or CR) answers false, and htmlparser2 reads the side
// again from the start. richText.test.ts checks the equality against sanitize-html.
// One forward pass: linear in the input (docs/security.md).

export interface MarkupHandler {
  onopentag(name: string, attribs: Record<string, string>): void;
  onclosetag(name: string): void;
  ontext(text: string): void;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
// htmlparser2's elements without content: opened and closed at once, never closed by a tag.
const VOID = new Set(['area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
// Elements whose content htmlparser2 reads by other rules (raw text, foreign content).
const SPECIAL = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext', 'svg', 'math']);
// htmlparser2's `openImpliesClose` (Parser.js): opening the key closes an open element of the set.
const P = ['p'];
const IMPLIES_CLOSE = new Map<string, readonly string[]>([
  ['tr', ['tr', 'th', 'td']], ['th', ['th']], ['td', ['thead', 'th', 'td']], ['body', ['head', 'link', 'script']], ['li', ['li']],
  ['p', P], ['h1', P], ['h2', P], ['h3', P], ['h4', P], ['h5', P], ['h6', P],
  ['select', ['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']], ['input', ['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']],
  ['output', ['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']], ['button', ['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']],
  ['datalist', ['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']], ['textarea', ['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']],
  ['option', ['option']], ['optgroup', ['optgroup', 'option']], ['dd', ['dd', 'dt']], ['dt', ['dd', 'dt']],
  ['address', P], ['article', P], ['aside', P], ['blockquote', P], ['details', P], ['div', P], ['dl', P], ['fieldset', P], ['figcaption', P],
  ['figure', P], ['footer', P], ['form', P], ['header', P], ['hr', P], ['main', P], ['nav', P], ['ol', P], ['pre', P], ['section', P],
  ['table', P], ['ul', P], ['rt', ['rt', 'rp']], ['rp', ['rt', 'rp']], ['tbody', ['thead', 'tbody']], ['tfoot', ['thead', 'tbody']],
]);

const SPECIAL_CHARACTER = /[&\0\r]/;
// The attributes of a tag without any: one shared object (the handler only reads them).
const NO_ATTRIBUTES: Record<string, string> = Object.freeze({}) as Record<string, string>;

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isNameChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57);
const isAttributeChar = (c: number) => isLetter(c) || c === 45; // a-z, A-Z, '-'
const isSpace = (c: number) => c === 32 || c === 9 || c === 10;

/** Text with its entities decoded, or null when it holds one outside the table (or NUL, CR). */
function decodeText(raw: string): string | null {
  // One scan for the common case: no entity, no NUL, no CR.
  if (!SPECIAL_CHARACTER.test(raw)) return raw;
  if (raw.includes('\0') || raw.includes('\r')) return null;
  let at = raw.indexOf('&');
  let out = '';
  let from = 0;
  while (at >= 0) {
    const end = raw.indexOf(';', at);
    if (end < 0 || end - at > 6) return null;
    const name = raw.slice(at + 1, end);
    const decoded = ENTITIES[name];
    if (decoded === undefined || !Object.hasOwn(ENTITIES, name)) return null;
    out += raw.slice(from, at) + decoded;
    from = end + 1;
    at = raw.indexOf('&', from);
  }
  return out + raw.slice(from);
}

/**
 * Reads `input`, sending its events to `handler` as it goes, and answers true when all of it was
 * in the grammar. False: it gave up part-way, and the handler (which has seen the events up to
 * there) must be reset before htmlparser2 reads the side again.
 */
export function scanMarkup(input: string, handler: MarkupHandler): boolean {
  const stack: string[] = [];
  const length = input.length;
  let at = 0;
  while (at < length) {
    const lt = input.indexOf('<', at);
    const textEnd = lt < 0 ? length : lt;
    if (textEnd > at) {
      const text = decodeText(input.slice(at, textEnd));
      if (text === null) return false;
      handler.ontext(text);
    }
    if (lt < 0) break;
    let position = lt + 1;
    const closing = input.charCodeAt(position) === 47; // '/'
    if (closing) position++;
    const nameStart = position;
    if (!isLetter(input.charCodeAt(position))) return false;
    while (position < length && isNameChar(input.charCodeAt(position))) position++;
    const name = input.slice(nameStart, position).toLowerCase();
    if (SPECIAL.has(name)) return false;
    if (closing) {
      // Only the innermost open element's own close tag: htmlparser2's other cases (implied
      // closes, a stray </p> or </br>) are left to it.
      if (input.charCodeAt(position) !== 62 || stack[stack.length - 1] !== name) return false; // '>'
      stack.pop();
      handler.onclosetag(name);
      at = position + 1;
      continue;
    }
    let attribs = NO_ATTRIBUTES;
    for (;;) {
      const c = input.charCodeAt(position);
      if (c === 62) break; // '>'
      if (c === 47 && input.charCodeAt(position + 1) === 62) {
        // '/>' is not self-closing in HTML: htmlparser2 opens the element all the same.
        position++;
        break;
      }
      if (!isSpace(c)) return false;
      while (isSpace(input.charCodeAt(position))) position++;
      if (input.charCodeAt(position) === 62) break;
      if (input.charCodeAt(position) === 47 && input.charCodeAt(position + 1) === 62) {
        position++;
        break;
      }
      const attributeStart = position;
      while (position < length && isAttributeChar(input.charCodeAt(position))) position++;
      if (position === attributeStart) return false;
      const attribute = input.slice(attributeStart, position).toLowerCase();
      let value = '';
      if (input.charCodeAt(position) === 61) {
        // '=' then a quoted value: unquoted ones and spaces around '=' are htmlparser2's.
        const quote = input.charCodeAt(position + 1);
        if (quote !== 34 && quote !== 39) return false;
        const end = input.indexOf(quote === 34 ? '"' : "'", position + 2);
        if (end < 0) return false;
        const raw = input.slice(position + 2, end);
        const decoded = decodeText(raw);
        // In attribute values htmlparser2 decodes entities by rules of its own: only &amp; here.
        if (decoded === null || (raw.includes('&') && raw.replaceAll('&amp;', '').includes('&'))) return false;
        value = decoded;
        position = end + 1;
      }
      // The first of a repeated attribute stands, as in htmlparser2.
      if (attribs === NO_ATTRIBUTES) attribs = {};
      if (!Object.hasOwn(attribs, attribute)) attribs[attribute] = value;
    }
    const implied = IMPLIES_CLOSE.get(name);
    if (implied && stack.length > 0 && implied.includes(stack[stack.length - 1])) return false;
    handler.onopentag(name, attribs);
    if (VOID.has(name)) handler.onclosetag(name);
    else stack.push(name);
    at = position + 1;
  }
  // An element left open would be closed by htmlparser2 at the end: its way, not this one's.
  return stack.length === 0;
}
