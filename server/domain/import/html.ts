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

/**
 * A forward-only search that remembers where `needle` was last found (or that it is absent
 * after some point), so asking again from any later position never rescans: a flood of
 * unterminated `<div` or `<!--` costs one pass, not one pass per opener.
 */
function forwardFinder(source: string, needle: string, caseInsensitive = false) {
  let found = -2; // -2: not searched yet; -1: absent from `searchedFrom` on
  let searchedFrom = 0;
  const haystack = caseInsensitive ? null : source;
  return (from: number): number => {
    // Callers ask with positions that never go back, so a cached answer at or after `from` holds.
    if (found === -1 && from >= searchedFrom) return -1;
    if (found >= from) return found;
    searchedFrom = from;
    if (haystack) {
      found = haystack.indexOf(needle, from);
    } else {
      // Case-insensitive: step over every '<' (the needles start with '<'); still one pass.
      found = -1;
      for (let at = source.indexOf(needle[0], from); at >= 0; at = source.indexOf(needle[0], at + 1)) {
        if (source.slice(at, at + needle.length).toLowerCase() === needle) {
          found = at;
          break;
        }
      }
    }
    return found;
  };
}

/**
 * HTML (as stored in an Anki field) → plain text, in one left-to-right pass (DESIGN §9: linear
 * in the input whatever it holds). `<br>` and block edges become line breaks ('</div><div>' is
 * one, not two), table cells a space, media and comments disappear, entities decode.
 * Raw newlines are kept: fields made outside Anki (genanki) use them as real line breaks.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  const source = html;
  const out: string[] = [];
  // After a block edge, spaces/tabs are held back: another edge right after them collapses
  // into the same line break; anything else (text, other tags) ends the run.
  let afterBlockEdge = false;
  let heldSpaces = '';
  const endRun = () => {
    if (heldSpaces) out.push(heldSpaces);
    heldSpaces = '';
    afterBlockEdge = false;
  };
  /** `spacesMayCollapse`: raw spaces may join a run of block edges; decoded entities may not. */
  const emit = (text: string, spacesMayCollapse = true) => {
    if (spacesMayCollapse && afterBlockEdge && /^[ \t]*$/.test(text)) {
      heldSpaces += text;
      return;
    }
    endRun();
    out.push(text);
  };
  const blockEdge = () => {
    if (afterBlockEdge) {
      heldSpaces = '';
      return;
    }
    endRun();
    out.push('\n');
    afterBlockEdge = true;
  };

  const nextGt = forwardFinder(source, '>');
  const nextCommentEnd = forwardFinder(source, '-->');
  const nextBracket = forwardFinder(source, ']');
  const nextGtAfterCloser = forwardFinder(source, '>');
  // Whether the closer at a position is a real `</script  >`: asked once per closer.
  const closerIsValid = new Map<number, boolean>();
  const closers = new Map<string, (from: number) => number>();
  const closerOf = (name: string) => {
    let find = closers.get(name);
    if (!find) closers.set(name, (find = forwardFinder(source, `</${name}`, true)));
    return find;
  };

  let position = 0;
  let textStart = 0;
  const flushText = () => {
    if (position > textStart) emit(source.slice(textStart, position).replace(/\r\n?/g, '\n'));
  };
  /** Skips to just after `at`, emitting the text before `position` first. */
  const skipTo = (at: number) => {
    position = at;
    textStart = at;
  };

  while (position < source.length) {
    const char = source[position];
    if (char === '<' && source.startsWith('<!--', position)) {
      const end = nextCommentEnd(position + 4);
      if (end >= 0) {
        flushText();
        skipTo(end + 3);
        continue;
      }
    }
    if (char === '<' && isTagStart(source[position + 1])) {
      const end = nextGt(position + 1);
      if (end < 0) {
        // No '>' anywhere after this: every remaining '<' is text.
        position += 1;
        continue;
      }
      flushText();
      const inside = source.slice(position + 1, end);
      const closing = inside[0] === '/';
      const name = /^\/?([a-z0-9]*)/i.exec(inside)![1].toLowerCase();
      skipTo(end + 1);
      if ((name === 'script' || name === 'style') && !closing) {
        const closer = closerOf(name)(position);
        const closerEnd = closer >= 0 ? nextGtAfterCloser(closer) : -1;
        let valid = closerIsValid.get(closer);
        if (valid === undefined) {
          valid = closerEnd >= 0 && /^\s*$/.test(source.slice(closer + 2 + name.length, closerEnd));
          closerIsValid.set(closer, valid);
        }
        if (valid) {
          skipTo(closerEnd + 1);
          continue;
        }
        endRun();
      } else if (name === 'img') {
        // removed, like comments and sounds: invisible to the block-edge runs
      } else if (name === 'br' && !closing) {
        emit('\n');
      } else if (BLOCK_TAGS.has(name)) {
        blockEdge();
      } else if (name === 'td' || name === 'th') {
        emit(' ');
      } else {
        endRun();
      }
      continue;
    }
    if (char === '[' && source.slice(position, position + 7).toLowerCase() === '[sound:') {
      const end = nextBracket(position + 7);
      if (end >= 0) {
        flushText();
        skipTo(end + 1);
        continue;
      }
    }
    if (char === '&') {
      const entity = entityAt(source, position);
      if (entity) {
        flushText();
        emit(entity.text, false);
        skipTo(position + entity.length);
        continue;
      }
    }
    position += 1;
  }
  flushText();
  endRun();

  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
