import { CARD_HINT_CLASS } from '../../../shared/richText.js';
import { readHtml } from './htmlEvents.js';

// The one HTML → text converter (docs/rich-cards.md "Plain text"): the plain text of a rich side
// — what search, the crossword, duplicate checks, CSV export and text fitting use — and the text
// the importers take from Anki fields, deck descriptions and HTML cells. It is the text a reader sees: blocks and <br> become line breaks,
// table cells are separated by a space, images drop out, TeX stays as its source (it is text in
// the HTML), entities are decoded. Whitespace collapses as a browser collapses it, except in <pre>.
// An Anki hint (`<span class="cardcade-hint">`, issue 30) is help behind a button, not part of the
// side: typing the answer, Listen and the crossword would otherwise ask for it or read it out. A
// side that is nothing but hints keeps their text, so it is never left empty.
// Entities are decoded by htmlparser2's tokenizer with the `entities` package's table: every
// HTML5 named entity (`&Delta;`, `&hearts;`), numeric ones, and the legacy names a browser reads
// without a semicolon (`&copy 2020`); an unknown name (`&madeup;`) stays as written.
// One pass of the tokenizer, the open elements on a stack that only grows at its end
// (htmlEvents.ts): linear in the input at any nesting depth (docs/imports.md "Hostile input").

const BLOCKS = new Set([
  'p', 'div', 'li', 'ul', 'ol', 'tr', 'table', 'thead', 'tbody', 'blockquote', 'pre', 'hr',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'header', 'footer', 'dl', 'dt', 'dd',
]);
const CELLS = new Set(['td', 'th']);
// Content a reader never sees as text.
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'head', 'title', 'svg', 'math', 'iframe', 'object', 'textarea', 'select']);

const NEEDS_COLLAPSE = /[\t\n\r\f]| {2}/;
const WHITESPACE_RUNS = /[\t\n\r\f ]+/g;
const RAW_BREAK = /[\r\n]/;
const RAW_BREAKS = /\r\n?|\n/;

/** The line without the spaces (U+0020 only) at its ends. */
function trimSpaces(line: string): string {
  let start = 0;
  let end = line.length;
  while (start < end && line.charCodeAt(start) === 32) start++;
  while (end > start && line.charCodeAt(end - 1) === 32) end--;
  return start === 0 && end === line.length ? line : line.slice(start, end);
}

const withoutNbsp = (line: string) => (line.includes('\u00a0') ? line.replace(/\u00a0/g, ' ') : line);
/** A line as a reader sees it: without its end spaces (a <pre> line keeps those it starts with). */
const shownLine = (line: string, preformatted: boolean) => withoutNbsp(preformatted ? line.trimEnd() : trimSpaces(line));

/**
 * Builds the plain text from a stream of parse events. `htmlToPlainText` feeds it from its own
 * parse; the sanitizer's fast path feeds it the same events while it writes the HTML, so a side
 * is parsed once (sanitize.ts `plainMarkup`; the equality is tested in richText.test.ts).
 */
export class PlainTextBuilder {
  private readonly lines: string[] = [];

  /** `keepNewlines`: see PlainTextOptions. */
  constructor(private readonly keepNewlines = false) {}

  // Lines inside <pre> keep their indentation (the set is made only for a side with one).
  private preformatted: Set<number> | null = null;
  private line = '';
  // The line ends with a space; the line has something besides whitespace (see `append`).
  private endsWithSpace = false;
  private visible = false;
  private hidden = 0;
  private pre = 0;
  private cellsInRow = 0;
  // Per open span, whether it is a hint; hint text is kept aside for a side of hints only.
  private readonly spans: boolean[] = [];
  private hints = 0;
  private hintText = '';

  /** Ready for another side (the sanitizer's fast path keeps one builder). */
  reset() {
    this.lines.length = 0;
    this.preformatted = null;
    this.line = '';
    this.endsWithSpace = false;
    this.visible = false;
    this.hidden = 0;
    this.pre = 0;
    this.cellsInRow = 0;
    this.spans.length = 0;
    this.hints = 0;
    this.hintText = '';
  }

  private breakLine() {
    if (this.pre > 0) (this.preformatted ??= new Set()).add(this.lines.length);
    this.lines.push(this.line);
    this.line = '';
    this.endsWithSpace = false;
    this.visible = false;
  }

  /**
   * Adds to the line, keeping what is asked of it as flags: asking the line itself (endsWith,
   * trim) would flatten the string grown by += at every piece, quadratic in a long line.
   */
  private append(piece: string) {
    if (piece === '') return;
    this.line += piece;
    this.endsWithSpace = piece.charCodeAt(piece.length - 1) === 32;
    if (!this.visible && piece.trim() !== '') this.visible = true;
  }

  /** `hint`: a span of CARD_HINT_CLASS. */
  open(name: string, hint = false) {
    if (name === 'span') {
      this.spans.push(hint);
      if (hint) this.hints++;
    }
    if (HIDDEN.has(name)) this.hidden++;
    if (name === 'pre') this.pre++;
    if (name === 'br') this.breakLine();
    else if (BLOCKS.has(name) && this.visible) this.breakLine();
    if (name === 'tr') this.cellsInRow = 0;
    if (CELLS.has(name) && this.cellsInRow++ > 0) this.append(' ');
  }

  close(name: string) {
    if (name === 'span' && this.spans.pop() === true) this.hints--;
    if (HIDDEN.has(name)) this.hidden = Math.max(0, this.hidden - 1);
    if (BLOCKS.has(name) && this.visible) this.breakLine();
    if (name === 'pre') this.pre = Math.max(0, this.pre - 1);
  }

  text(text: string) {
    if (this.hidden > 0) return;
    if (this.hints > 0) {
      this.hintText += text;
      return;
    }
    if (this.pre > 0) {
      const parts = text.split('\n');
      this.append(parts[0]);
      for (let i = 1; i < parts.length; i++) {
        this.breakLine();
        this.append(parts[i]);
      }
      return;
    }
    if (this.keepNewlines && RAW_BREAK.test(text)) {
      const parts = text.split(RAW_BREAKS);
      this.collapsed(parts[0]);
      for (let i = 1; i < parts.length; i++) {
        this.breakLine();
        this.collapsed(parts[i]);
      }
      return;
    }
    this.collapsed(text);
  }

  private collapsed(text: string) {
    // Most text is already collapsed (single spaces only): tested first, not rewritten.
    const collapsed = NEEDS_COLLAPSE.test(text) ? text.replace(WHITESPACE_RUNS, ' ') : text;
    this.append(this.endsWithSpace && collapsed.startsWith(' ') ? collapsed.slice(1) : collapsed);
  }

  finish(): string {
    const shown = this.shownText();
    return shown === '' && this.hintText.trim() !== '' ? this.hintText.replace(WHITESPACE_RUNS, ' ').trim() : shown;
  }

  private shownText(): string {
    this.breakLine();
    const { lines, preformatted } = this;
    // Most sides are one line: the same answer as below, without its passes.
    if (lines.length === 1) return shownLine(lines[0], preformatted?.has(0) === true).trim();
    // A browser drops spaces at the start and end of a line and shows no empty blocks. (Loops,
    // not closures: this runs once a side, 40,000 times in a large import.)
    const shown: string[] = [];
    for (let i = 0; i < lines.length; i++) shown.push(shownLine(lines[i], preformatted?.has(i) === true));
    const kept: string[] = [];
    for (let i = 0; i < shown.length; i++) if (shown[i] !== '' || (i > 0 && shown[i - 1] !== '' && i < shown.length - 1)) kept.push(shown[i]);
    return kept.join('\n').trim();
  }
}

export interface PlainTextOptions {
  /**
   * Raw line breaks in text are line breaks (an Anki field: genanki and other tools write them
   * where Anki's editor writes `<br>`, and the importer always kept them). Off: they are
   * whitespace, as a browser shows them.
   */
  keepNewlines?: boolean;
}

// Text with none of these has no markup, entity, line break or whitespace run: it only trims.
const NEEDS_READING = /[<&\r\n\t\f\u00a0]| {2}/;

/** The plain text of HTML: the one converter (see the top of this file). */
export function htmlToPlainText(html: string, options: PlainTextOptions = {}): string {
  if (!NEEDS_READING.test(html)) return html.trim();
  const builder = new PlainTextBuilder(options.keepNewlines === true);
  readHtml(html, {
    onopentag: (name, attribs) => builder.open(name, name === 'span' && (attribs.class ?? '').split(/\s+/).includes(CARD_HINT_CLASS)),
    onclosetag: (name) => builder.close(name),
    ontext: (text) => builder.text(text),
  });
  return builder.finish();
}
