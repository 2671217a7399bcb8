import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { scanMarkup } from './markupScanner.js';
import { PlainTextBuilder } from './plainText.js';
import { CARD_HINT_CLASS, CARD_HTML_ATTRIBUTES, CARD_HTML_CLASSES, CARD_HTML_DROPPED_WHOLE, CARD_HTML_MAX_CHARS, CARD_HTML_STYLES, CARD_HTML_TAGS, CARD_MEDIA_SRC } from '../../../shared/richText.js';

// The one allowlist for card HTML (DESIGN §18). Every way HTML arrives — the editor over REST and
// tRPC, Anki fields, CSV/XLSX with 'Fields contain HTML', an account restore — goes through
// `sanitizeCardHtml` before it is stored; the browser runs DOMPurify again before it shows it.
// sanitize-html parses with htmlparser2 (a streaming tokenizer), so the work is linear in the
// input (§9); nothing here uses regular expressions on the HTML itself.

// The limits live in shared/ so the card form applies the same ones.
export { CARD_HTML_MAX_CHARS, CARD_HTML_MAX_INPUT_CHARS, CARD_HTML_TOO_LONG } from '../../../shared/richText.js';
// The input limit also keeps sanitize-html fast: its cost grows faster than the input only for
// tens of thousands of nested elements (40,000 nested divs ≈ 1.1 s), which CARD_HTML_MAX_INPUT_CHARS
// cannot hold (≈ 50 ms at the limit).

/** The media public id an `img` src names, or null when it is not one of the app's media URLs. */
export function mediaIdOfSrc(src: string): string | null {
  return CARD_MEDIA_SRC.exec(src)?.[1] ?? null;
}

// sanitize-html's form of the shared style allowlist: property → allowed value patterns.
const STYLES: Record<string, Record<string, RegExp[]>> = {
  '*': Object.fromEntries(Object.entries(CARD_HTML_STYLES).map(([property, pattern]) => [property, [pattern]])),
};

const ABSOLUTE_LINK = /^(https?:\/\/|mailto:)/i;

const ALLOWED_TAGS = [...CARD_HTML_TAGS];
const ALLOWED = new Set<string>(ALLOWED_TAGS);
const DROPPED_WHOLE = [...CARD_HTML_DROPPED_WHOLE];

export interface SanitizeOptions {
  /** Whether an image of this media public id may stay (the deck owner's own media); default: none may. */
  keepImage?: (mediaId: string) => boolean;
  /**
   * Maps an image's src before the checks (Anki: a file name → its media URL); null drops the
   * image. The image then keeps only its src, so the output for it is exactly `<img src="…" />`.
   */
  rewriteImageSrc?: (src: string) => string | null;
}

export interface SanitizedHtml {
  html: string;
  /** The media public ids of the images kept, in order, without repeats. */
  mediaIds: string[];
  /**
   * Whether the HTML holds anything plain text cannot say: an element other than p, div, span and
   * br, or any attribute. False → the side can be stored as plain text (docs/rich-cards.md).
   */
  formatted: boolean;
  /** The plain text, when the fast path derived it in the same pass (else: htmlToPlainText(html)). */
  text?: string;
}

// Without attributes these say nothing plain text (with its line breaks) does not.
const LINE_ONLY = new Set(['p', 'div', 'span', 'br']);

// Allowed elements that keep no attribute: markup made only of these, with no attribute at all,
// needs nothing from sanitize-html but re-writing (see `plainMarkup`).
const BARE = new Set(['b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'br', 'p', 'div', 'span', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'pre', 'code', 'blockquote', 'hr', 'ruby', 'rt', 'rp']);
// sanitize-html's `selfClosing` elements among them: written `<br />`, never closed.
const VOID = new Set(['br', 'hr']);
const NEEDS_ESCAPE = /[&<>]/;
const escapeText = (text: string) => (NEEDS_ESCAPE.test(text) ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : text);

// What the fast path takes of attributes: simple values whose sanitize-html output is certain.
// Anything else (quotes, escapes, comments, url(), !important, an odd character) → the library.
const SIMPLE_DECLARATION = /^\s*([a-z-]+)\s*:\s*([A-Za-z0-9#%.,() -]*?)\s*$/;
const SIMPLE_SPAN = /^\d{1,3}$/;
const SIMPLE_LINK = /^(https?:\/\/|mailto:)[A-Za-z0-9._~:/?#@!$&'()*+,;=%-]*$/;
const STYLED = new Set(['span', 'div', 'td', 'th']);

/** sanitize-html's filtered `style` value for a simple one, '' when nothing stays, null when not simple. */
function simpleStyle(value: string): string | null {
  const kept: string[] = [];
  for (const declaration of value.split(';')) {
    if (declaration.trim() === '') continue;
    const match = SIMPLE_DECLARATION.exec(declaration);
    if (!match) return null;
    const [, property, propertyValue] = match;
    // Brackets only as one whole function (rgb(…)): postcss may refuse others, and then the
    // library drops the whole attribute.
    if ((propertyValue.includes('(') || propertyValue.includes(')')) && !/^[a-z]+\([0-9.,% ]*\)$/.test(propertyValue)) return null;
    // One pattern a property (shared/richText.ts CARD_HTML_STYLES).
    if (Object.hasOwn(CARD_HTML_STYLES, property) && CARD_HTML_STYLES[property].test(propertyValue)) kept.push(`${property}:${propertyValue}`);
  }
  return kept.join(';');
}

/** The attributes as sanitize-html writes them for a bare-allowed element, or null (→ the library). */
function simpleAttributes(name: string, attribs: Record<string, string>): string | null {
  let written = '';
  for (const attribute in attribs) {
    const value = attribs[attribute];
    if (attribute === 'style' && STYLED.has(name)) {
      const style = simpleStyle(value);
      if (style === null) return null;
      if (style !== '') written += ` style="${style}"`;
    } else if (attribute === 'class' && Object.hasOwn(CARD_HTML_CLASSES, name)) {
      // Only the exact one class is certain; a list of classes is the library's to filter.
      if (value !== CARD_HINT_CLASS) return null;
      written += ` class="${value}"`;
    } else if ((attribute === 'colspan' || attribute === 'rowspan') && (name === 'td' || name === 'th')) {
      if (!SIMPLE_SPAN.test(value)) return null;
      written += ` ${attribute}="${value}"`;
    } else if (attribute === 'style') {
      // A style where none is allowed: the library parses it before it drops it, and its frame
      // keeps it (the side counts as formatted); its answer is its own.
      return null;
    } else {
      // An attribute the allowlist drops: dropping is all the library would do, but its rules
      // for odd names are its own, so only plain names are dropped here.
      if (!/^[a-z-]{1,30}$/.test(attribute)) return null;
    }
  }
  return written;
}

/** A link's attributes as the `a` transform and sanitize-html write them, or null (→ the library). */
function linkAttributes(attribs: Record<string, string>): string | null {
  for (const attribute of Object.keys(attribs)) if (!/^[a-z-]{1,30}$/.test(attribute)) return null;
  const href = attribs.href;
  if (href !== undefined && !SIMPLE_LINK.test(href)) return null;
  const kept = href === undefined ? '' : ` href="${href.replace(/&/g, '&amp;')}"`;
  return `${kept} rel="noopener noreferrer" target="_blank"`;
}

/**
 * The fast path's writer: the htmlparser2 handler of one side, reset before each. A class, not a
 * set of closures made per side: on short sides making them cost more than the writing itself
 * (issue 26, bench/richText.ts).
 */
class FastWriter {
  // Pieces joined once at the end: a string grown by += is a rope of every piece, which the
  // draft of a 20,000-note import would hold (and the garbage collector walk) until it is stored.
  readonly out: string[] = [];
  formatted = false;
  bail = false;
  private readonly open: string[] = [];
  readonly text = new PlainTextBuilder();
  mediaIds: string[] = [];
  private options: SanitizeOptions = {};

  reset(options: SanitizeOptions) {
    this.out.length = 0;
    this.formatted = false;
    this.bail = false;
    this.open.length = 0;
    this.text.reset();
    this.mediaIds = [];
    this.options = options;
  }

  /**
   * An image as sanitize-html writes it: with a rewrite, the transform keeps only the rewritten
   * src; without, only a lone src already in the media form is certain. '' = dropped, null = not
   * certain (→ the library).
   */
  private image(attribs: Record<string, string>): string | null {
    const { rewriteImageSrc, keepImage } = this.options;
    let src: string | null;
    if (rewriteImageSrc) src = rewriteImageSrc((attribs.src ?? '').trim());
    else {
      for (const attribute in attribs) if (attribute !== 'src') return null;
      src = attribs.src ?? null;
    }
    if (src === null) return '';
    const id = mediaIdOfSrc(src);
    // Only srcs of the media form are written here: they need no escaping.
    if (id === null || !keepImage?.(id)) return '';
    if (!this.mediaIds.includes(id)) this.mediaIds.push(id);
    return ` src="${src}"`;
  }

  onopentag(name: string, attribs: Record<string, string>) {
    if (this.bail) return;
    if (name === 'img') {
      const written = this.image(attribs);
      if (written === null) this.bail = true;
      else if (written !== '') {
        this.formatted = true;
        this.out.push('<img', written, ' />');
      }
      return;
    }
    const written = name === 'a' ? linkAttributes(attribs) : BARE.has(name) ? simpleAttributes(name, attribs) : null;
    if (written === null) {
      this.bail = true;
      return;
    }
    if (!LINE_ONLY.has(name) || written !== '') this.formatted = true;
    // simpleAttributes let a span's class through only when it is exactly the hint class.
    this.text.open(name, name === 'span' && attribs.class === CARD_HINT_CLASS);
    if (VOID.has(name)) {
      this.out.push('<', name, written, ' />');
      return;
    }
    this.open.push(name);
    this.out.push('<', name, written, '>');
  }

  onclosetag(name: string) {
    if (this.bail || name === 'img') return;
    if (VOID.has(name)) this.text.close(name);
    else if (this.open.pop() !== name) this.bail = true;
    else {
      this.out.push('</', name, '>');
      this.text.close(name);
    }
  }

  ontext(chunk: string) {
    if (this.bail) return;
    this.out.push(escapeText(chunk));
    this.text.text(chunk);
  }

  oncomment() {
    this.bail = true;
  }

  oncdatastart() {
    this.bail = true;
  }

  onprocessinginstruction() {
    this.bail = true;
  }
}

// One writer serves every call (sanitizing is synchronous). The parser is new each time: its
// tokenizer's reset() leaves state behind (an unfinished <style> stays special), so a reused one
// would read the next side in the last side's context.
const writer = new FastWriter();
const PARSER_OPTIONS = { decodeEntities: true };
let writing = false;

/**
 * The fast path (issue 26: an Anki import of formatted notes within 1.3× the plain one):
 * sanitize-html pays ~50 µs a call in set-up alone, which a 20,000-note import pays 40,000 times.
 * Markup made only of allowed elements with attributes whose output is certain (simple styles,
 * spans, links, media images), and no comment, CDATA or processing instruction, is written here
 * from the same htmlparser2 events sanitize-html writes it from, to the same string
 * (richText.test.ts checks that equality over the vectors and a corpus). Anything else — another
 * element, an attribute value it is not sure of, a close tag that does not match — answers null,
 * and sanitize-html does the whole side.
 */
function plainMarkup(input: string, options: SanitizeOptions, via: 'scanner' | 'htmlparser2' | 'either' = 'either'): SanitizedHtml | null {
  // A call from inside a call (an option's callback sanitizing) takes the library's path.
  if (writing) return null;
  writing = true;
  try {
    writer.reset(options);
    // The scanner reads the plainest markup (most Anki fields) at a fraction of htmlparser2's
    // cost; what it does not take, htmlparser2 reads (markupScanner.ts).
    const scanned = via !== 'htmlparser2' && scanMarkup(input, writer);
    if (!scanned) {
      if (via === 'scanner') return null;
      // The scanner may have given up part-way: the writer starts again.
      writer.reset(options);
      const parser = new Parser(writer, PARSER_OPTIONS);
      parser.write(input);
      parser.end();
    }
    if (writer.bail) return null;
    return { html: writer.out.join(''), mediaIds: writer.mediaIds, formatted: writer.formatted, text: writer.text.finish() };
  } finally {
    writing = false;
  }
}

/** The fast path alone, read by the scanner or by htmlparser2 (null: it passes the side on): for the equality test. */
export function sanitizeFastPath(input: string, options: SanitizeOptions, via: 'scanner' | 'htmlparser2'): SanitizedHtml | null {
  return plainMarkup(input, options, via);
}

/** Sanitizes one card side's HTML by the allowlist. Does not check the length: see `cardHtmlTooLong`. */
export function sanitizeCardHtml(input: string, options: SanitizeOptions = {}): SanitizedHtml {
  const fast = plainMarkup(input, options);
  if (fast) return fast;
  return sanitizeWithLibrary(input, options);
}

/** The allowlist through sanitize-html (every side the fast path does not take; exported for the equality test). */
export function sanitizeWithLibrary(input: string, options: SanitizeOptions = {}): SanitizedHtml {
  const keepImage = options.keepImage ?? (() => false);
  const rewriteImageSrc = options.rewriteImageSrc;
  const mediaIds: string[] = [];
  let formatted = false;
  const html = sanitizeHtml(input, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: Object.fromEntries(Object.entries(CARD_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    allowedClasses: Object.fromEntries(Object.entries(CARD_HTML_CLASSES).map(([tag, names]) => [tag, [...names]])),
    allowedStyles: STYLES,
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WHOLE,
    transformTags: {
      ...(rewriteImageSrc
        ? {
            img: (tagName: string, attribs: sanitizeHtml.Attributes) => {
              const src = rewriteImageSrc((attribs.src ?? '').trim());
              const kept: sanitizeHtml.Attributes = src === null ? {} : { src };
              return { tagName, attribs: kept };
            },
          }
        : {}),
      // Only absolute http(s) and mailto links (DESIGN §18): a relative href would point into the
      // app itself (`/api/media/…` of another user, a logout), which a card has no reason to do.
      a: (tagName, attribs) => {
        const href = attribs.href?.trim();
        const kept: sanitizeHtml.Attributes = href !== undefined && ABSOLUTE_LINK.test(href) ? { href } : {};
        return { tagName, attribs: { ...kept, rel: 'noopener noreferrer', target: '_blank' } };
      },
    },
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img') {
        const id = mediaIdOfSrc(frame.attribs.src ?? '');
        if (id === null || !keepImage(id)) return true;
        if (!mediaIds.includes(id)) mediaIds.push(id);
      }
      if (ALLOWED.has(frame.tag) && (!LINE_ONLY.has(frame.tag) || Object.keys(frame.attribs).length > 0)) formatted = true;
      // A link whose href was refused (javascript:, data:) stays as a harmless anchor with its text.
      return false;
    },
  });
  return { html, mediaIds, formatted };
}

/** Whether the sanitized side passes the limit (DESIGN §18). */
export function cardHtmlTooLong(html: string): boolean {
  return html.length > CARD_HTML_MAX_CHARS;
}
