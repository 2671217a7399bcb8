import { QuoteType, Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

// The HTML reader under the one HTML → text converter (plainText.ts `htmlToPlainText`): the
// events htmlparser2's Parser sends — the same tokenizer, the same implied closes, void
// elements, `</br>` and `</p>`, foreign content, entities decoded by the `entities` package's
// full HTML5 table — from data structures that stay linear at any depth. The Parser keeps its
// open elements in an array it unshifts and searches at every tag, so 15,000 nested elements
// cost it 400 ms (docs/rich-cards.md "Limits"); here the stack grows at its end, and a close tag
// finds its element through a count per name, so each element is pushed and popped once.
// htmlEvents.test.ts checks that both send the same events.

export interface HtmlEventHandler {
  onopentag(name: string, attribs: Record<string, string>): void;
  onclosetag(name: string): void;
  ontext(text: string): void;
}

// htmlparser2's Parser.js tables (openImpliesClose, voidElements, foreign content).
const FORM = ['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea'];
const P = ['p'];
const IMPLIES_CLOSE = new Map<string, ReadonlySet<string>>(
  (
    [
      ['tr', ['tr', 'th', 'td']], ['th', ['th']], ['td', ['thead', 'th', 'td']], ['body', ['head', 'link', 'script']], ['li', ['li']],
      ['p', P], ['h1', P], ['h2', P], ['h3', P], ['h4', P], ['h5', P], ['h6', P],
      ['select', FORM], ['input', FORM], ['output', FORM], ['button', FORM], ['datalist', FORM], ['textarea', FORM],
      ['option', ['option']], ['optgroup', ['optgroup', 'option']], ['dd', ['dd', 'dt']], ['dt', ['dd', 'dt']],
      ['address', P], ['article', P], ['aside', P], ['blockquote', P], ['details', P], ['div', P], ['dl', P], ['fieldset', P],
      ['figcaption', P], ['figure', P], ['footer', P], ['form', P], ['header', P], ['hr', P], ['main', P], ['nav', P], ['ol', P],
      ['pre', P], ['section', P], ['table', P], ['ul', P], ['rt', ['rt', 'rp']], ['rp', ['rt', 'rp']], ['tbody', ['thead', 'tbody']],
      ['tfoot', ['thead', 'tbody']],
    ] as const
  ).map(([name, closes]) => [name, new Set<string>(closes)]),
);
const VOID = new Set(['area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const FOREIGN = new Set(['math', 'svg']);
const INTEGRATION = new Set(['mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml', 'foreignobject', 'desc', 'title']);

/** One read of one string: the tokenizer's callbacks, turned into the Parser's events. */
class TreeReader implements TokenizerCallbacks {
  // Open elements, innermost last, and how many of each name are open.
  private readonly stack: string[] = [];
  private readonly open = new Map<string, number>();
  // Whether the innermost foreign/integration element is foreign (svg, math): self-closing
  // tags count there only.
  private readonly foreign: boolean[] = [false];
  private tagname = '';
  private attribs: Record<string, string> = {};
  private attribname = '';
  private attribvalue = '';

  constructor(
    private readonly source: string,
    private readonly handler: HtmlEventHandler,
  ) {}

  private push(name: string) {
    this.stack.push(name);
    this.open.set(name, (this.open.get(name) ?? 0) + 1);
  }

  private pop(): string {
    const name = this.stack.pop()!;
    this.open.set(name, this.open.get(name)! - 1);
    this.handler.onclosetag(name);
    return name;
  }

  private emitOpenTag(name: string) {
    this.tagname = name;
    const closes = IMPLIES_CLOSE.get(name);
    if (closes) while (this.stack.length > 0 && closes.has(this.stack[this.stack.length - 1])) this.pop();
    if (!VOID.has(name)) {
      this.push(name);
      if (FOREIGN.has(name)) this.foreign.push(true);
      else if (INTEGRATION.has(name)) this.foreign.push(false);
    }
    this.attribs = {};
  }

  private endOpenTag() {
    this.handler.onopentag(this.tagname, this.attribs);
    if (VOID.has(this.tagname)) this.handler.onclosetag(this.tagname);
    this.tagname = '';
  }

  private closeCurrentTag() {
    const name = this.tagname;
    this.endOpenTag();
    if (this.stack[this.stack.length - 1] === name) this.pop();
  }

  ontext(start: number, endIndex: number) {
    this.handler.ontext(this.source.slice(start, endIndex));
  }

  ontextentity(codepoint: number) {
    this.handler.ontext(String.fromCodePoint(codepoint));
  }

  onopentagname(start: number, endIndex: number) {
    this.emitOpenTag(this.source.slice(start, endIndex).toLowerCase());
  }

  onopentagend() {
    this.endOpenTag();
  }

  onselfclosingtag() {
    if (this.foreign[this.foreign.length - 1]) this.closeCurrentTag();
    else this.endOpenTag();
  }

  onclosetag(start: number, endIndex: number) {
    const name = this.source.slice(start, endIndex).toLowerCase();
    if (FOREIGN.has(name) || INTEGRATION.has(name)) this.foreign.pop();
    if (!VOID.has(name)) {
      if ((this.open.get(name) ?? 0) > 0) {
        while (this.pop() !== name);
      } else if (name === 'p') {
        // `</p>` without an open p is an empty paragraph.
        this.emitOpenTag('p');
        this.closeCurrentTag();
      }
    } else if (name === 'br') {
      // `</br>` is a line break.
      this.handler.onopentag('br', {});
      this.handler.onclosetag('br');
    }
  }

  onattribname(start: number, endIndex: number) {
    this.attribname = this.source.slice(start, endIndex).toLowerCase();
  }

  onattribdata(start: number, endIndex: number) {
    this.attribvalue += this.source.slice(start, endIndex);
  }

  onattribentity(codepoint: number) {
    this.attribvalue += String.fromCodePoint(codepoint);
  }

  onattribend(_quote: QuoteType) {
    if (!Object.hasOwn(this.attribs, this.attribname)) this.attribs[this.attribname] = this.attribvalue;
    this.attribvalue = '';
  }

  // Comments, CDATA (a comment in HTML), declarations and processing instructions say nothing.
  oncomment() {}
  oncdata() {}
  ondeclaration() {}
  onprocessinginstruction() {}

  onend() {
    while (this.stack.length > 0) this.pop();
  }
}

/** Reads `html` whole, sending its events to `handler`: linear in the input, at any depth. */
export function readHtml(html: string, handler: HtmlEventHandler): void {
  const tokenizer = new Tokenizer({ decodeEntities: true }, new TreeReader(html, handler));
  tokenizer.write(html);
  tokenizer.end();
}
