// Anki fields are HTML. Flashcards here are plain text, so fields are flattened the way a
// reader would see them: block ends become line breaks, media disappears, entities decode.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  middot: '·',
  bull: '•',
  times: '×',
  divide: '÷',
  deg: '°',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  sect: '§',
  para: '¶',
  plusmn: '±',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  harr: '↔',
  shy: '',
  zwj: '\u200d',
  zwnj: '\u200c',
};

/** Decodes one entity body (`amp`, `#39`, `#x41`); null when it is not one this reader knows. */
function entityValue(body: string): string | null {
  if (body[0] === '#') {
    const hex = body[1] === 'x' || body[1] === 'X';
    const code = hex ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? null;
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, body: string) => entityValue(body) ?? whole);
}

// No entity body this reader decodes is longer; `&` followed by more is plain text.
const ENTITY_MAX = 32;

/** The entity starting at `at` (which holds '&'): its text and length, or null. */
function entityAt(source: string, at: number): { text: string; length: number } | null {
  const limit = Math.min(source.length, at + ENTITY_MAX);
  let end = at + 1;
  let digits: RegExp;
  if (source[end] === '#') {
    end += 1;
    if (source[end] === 'x' || source[end] === 'X') {
      end += 1;
      digits = /[0-9a-f]/i;
    } else {
      digits = /[0-9]/;
    }
    const first = end;
    while (end < limit && digits.test(source[end])) end++;
    if (end === first) return null;
  } else {
    if (!/[a-z]/i.test(source[end] ?? '')) return null;
    while (end < limit && /[a-z0-9]/i.test(source[end])) end++;
  }
  if (source[end] !== ';') return null;
  const text = entityValue(source.slice(at + 1, end));
  return text === null ? null : { text, length: end + 1 - at };
}

const BLOCK_TAGS = new Set(['div', 'p', 'li', 'ul', 'ol', 'tr', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'section', 'article', 'header', 'footer', 'dd', 'dt']);
const isTagStart = (char: string | undefined) => char !== undefined && /[a-z/!?]/i.test(char);
const TAG_NAME = /^\/?([a-z0-9]*)/i;
const SPACES_ONLY = /^[ \t]*$/;

/**
 * A forward-only search that remembers where `needle` was last found (or that it is absent
 * after some point), so asking again from any later position never rescans: a flood of
 * unterminated `<div` or `<!--` costs one pass, not one pass per opener.
 */
class ForwardFinder {
  private found = -2; // -2: not searched yet; -1: absent from `searchedFrom` on
  private searchedFrom = 0;

  constructor(
    private readonly source: string,
    private readonly needle: string,
    private readonly caseInsensitive = false,
  ) {}

  next(from: number): number {
    // Callers ask with positions that never go back, so a cached answer at or after `from` holds.
    if (this.found === -1 && from >= this.searchedFrom) return -1;
    if (this.found >= from) return this.found;
    this.searchedFrom = from;
    const { source, needle } = this;
    if (!this.caseInsensitive) {
      this.found = source.indexOf(needle, from);
    } else {
      // Case-insensitive: step over every '<' (the needles start with '<'); still one pass.
      this.found = -1;
      for (let at = source.indexOf(needle[0], from); at >= 0; at = source.indexOf(needle[0], at + 1)) {
        if (source.slice(at, at + needle.length).toLowerCase() === needle) {
          this.found = at;
          break;
        }
      }
    }
    return this.found;
  }
}

// Text with none of these needs no scan: no markup, entity, sound, line break or space run.
const NEEDS_SCAN = /[<&[\r\n\t\u00a0]| {2}/;

/**
 * HTML (as stored in an Anki field) → plain text, in one left-to-right pass (DESIGN §9: linear
 * in the input whatever it holds). `<br>` and block edges become line breaks ('</div><div>' is
 * one, not two), table cells a space, media and comments disappear, entities decode.
 * Raw newlines are kept: fields made outside Anki (genanki) use them as real line breaks.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  // Most fields are short plain text: for them the scan below would only trim.
  if (!NEEDS_SCAN.test(html)) return html.trim();
  return new HtmlScanner(html).run();
}

/**
 * The state of one htmlToText pass. A class rather than closures: this runs once per field of
 * every imported note, and a dozen closures made per call cost more than the scan of a short
 * field. Finders are made on first need.
 */
class HtmlScanner {
  private readonly out: string[] = [];
  // After a block edge, spaces/tabs are held back: another edge right after them collapses
  // into the same line break; anything else (text, other tags) ends the run.
  private afterBlockEdge = false;
  private heldSpaces = '';
  private position = 0;
  private textStart = 0;
  private nextGt: ForwardFinder | null = null;
  private nextCommentEnd: ForwardFinder | null = null;
  private nextBracket: ForwardFinder | null = null;
  private nextGtAfterCloser: ForwardFinder | null = null;
  // Whether the closer at a position is a real `</script  >`: asked once per closer.
  private closerIsValid: Map<number, boolean> | null = null;
  private closers: Map<string, ForwardFinder> | null = null;

  constructor(private readonly source: string) {}

  private endRun(): void {
    if (this.heldSpaces) this.out.push(this.heldSpaces);
    this.heldSpaces = '';
    this.afterBlockEdge = false;
  }

  /** `spacesMayCollapse`: raw spaces may join a run of block edges; decoded entities may not. */
  private emit(text: string, spacesMayCollapse = true): void {
    if (spacesMayCollapse && this.afterBlockEdge && SPACES_ONLY.test(text)) {
      this.heldSpaces += text;
      return;
    }
    this.endRun();
    this.out.push(text);
  }

  private blockEdge(): void {
    if (this.afterBlockEdge) {
      this.heldSpaces = '';
      return;
    }
    this.endRun();
    this.out.push('\n');
    this.afterBlockEdge = true;
  }

  private closerOf(name: string): ForwardFinder {
    this.closers ??= new Map();
    let find = this.closers.get(name);
    if (!find) this.closers.set(name, (find = new ForwardFinder(this.source, `</${name}`, true)));
    return find;
  }

  private flushText(): void {
    if (this.position > this.textStart) this.emit(this.source.slice(this.textStart, this.position).replace(/\r\n?/g, '\n'));
  }

  /** Continues at `at` (the text before it was flushed or dropped). */
  private skipTo(at: number): void {
    this.position = at;
    this.textStart = at;
  }

  run(): string {
    const { source } = this;
    while (this.position < source.length) {
      const position = this.position;
      const char = source[position];
      if (char === '<' && source.startsWith('<!--', position)) {
        const end = (this.nextCommentEnd ??= new ForwardFinder(source, '-->')).next(position + 4);
        if (end >= 0) {
          this.flushText();
          this.skipTo(end + 3);
          continue;
        }
      }
      if (char === '<' && isTagStart(source[position + 1])) {
        const end = (this.nextGt ??= new ForwardFinder(source, '>')).next(position + 1);
        if (end < 0) {
          // No '>' anywhere after this: every remaining '<' is text.
          this.position += 1;
          continue;
        }
        this.flushText();
        const inside = source.slice(position + 1, end);
        const closing = inside[0] === '/';
        const name = TAG_NAME.exec(inside)![1].toLowerCase();
        this.skipTo(end + 1);
        if ((name === 'script' || name === 'style') && !closing) {
          const closer = this.closerOf(name).next(this.position);
          const closerEnd = closer >= 0 ? (this.nextGtAfterCloser ??= new ForwardFinder(source, '>')).next(closer) : -1;
          this.closerIsValid ??= new Map();
          let valid = this.closerIsValid.get(closer);
          if (valid === undefined) {
            valid = closerEnd >= 0 && /^\s*$/.test(source.slice(closer + 2 + name.length, closerEnd));
            this.closerIsValid.set(closer, valid);
          }
          if (valid) {
            this.skipTo(closerEnd + 1);
            continue;
          }
          this.endRun();
        } else if (name === 'img') {
          // removed, like comments and sounds: invisible to the block-edge runs
        } else if (name === 'br' && !closing) {
          this.emit('\n');
        } else if (BLOCK_TAGS.has(name)) {
          this.blockEdge();
        } else if (name === 'td' || name === 'th') {
          this.emit(' ');
        } else {
          this.endRun();
        }
        continue;
      }
      if (char === '[' && source.slice(position, position + 7).toLowerCase() === '[sound:') {
        const end = (this.nextBracket ??= new ForwardFinder(source, ']')).next(position + 7);
        if (end >= 0) {
          this.flushText();
          this.skipTo(end + 1);
          continue;
        }
      }
      if (char === '&') {
        const entity = entityAt(source, position);
        if (entity) {
          this.flushText();
          this.emit(entity.text, false);
          this.skipTo(position + entity.length);
          continue;
        }
      }
      this.position += 1;
    }
    this.flushText();
    this.endRun();

    return this.out
      .join('')
      .split('\n')
      .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }
}
