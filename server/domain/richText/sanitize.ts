import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { scanMarkup } from './markupScanner.js';
import { PlainTextBuilder } from './plainText.js';
import {
  CARD_HINT_CLASS, CARD_HTML_ATTRIBUTES, CARD_HTML_CLASSES, CARD_HTML_DROPPED_WHOLE, CARD_HTML_MAX_CHARS, CARD_HTML_MAX_DEPTH, CARD_HTML_SPAN, CARD_HTML_SPAN_ATTRIBUTES,
  CARD_HTML_STYLES, CARD_HTML_TAGS, CARD_HTML_VALUES, CARD_LINK_HREF, CARD_LINK_REL, CARD_LINK_SCHEMES, CARD_LINK_TARGET, CARD_MEDIA_SRC, CARD_SVG_TAGS,
} from '../../../shared/richText.js';

// The card HTML allowlist (shared/richText.ts) on the server: sanitize-html's options and the
// fast path's sets below are derived from it, never listed here. Every way HTML arrives — the editor over REST and
// tRPC, Anki fields, CSV/XLSX with 'Fields contain HTML', an account restore — goes through
// `sanitizeCardHtml` before it is stored; the browser runs DOMPurify again before it shows it.
// sanitize-html parses with htmlparser2 (a streaming tokenizer), so the work is linear in the
// input (docs/security.md); nothing here uses regular expressions on the HTML itself.

// The limits live in shared/ so the card form applies the same ones.
export { CARD_HTML_MAX_CHARS, CARD_HTML_MAX_INPUT_CHARS, CARD_HTML_TOO_LONG } from '../../../shared/richText.js';
// The input limit alone did not keep it fast: htmlparser2 (under sanitize-html and the fast path)
// moves its whole stack of open elements at every tag (Array unshift/shift), so 15,000 nested
// elements in 60 KB held the server for 400 ms (issue 49). The fast path's pass counts the depth
// and stops at CARD_HTML_MAX_DEPTH + 1, before sanitize-html runs: htmlparser2's stack never
// grows past that, and the work is linear in the input (docs/rich-cards.md "Limits").

/** The media public id an `img` src names, or null when it is not one of the app's media URLs. */
export function mediaIdOfSrc(src: string): string | null {
  return CARD_MEDIA_SRC.exec(src)?.[1] ?? null;
}

// sanitize-html's form of the shared style allowlist: property → allowed value patterns.
const STYLES: Record<string, Record<string, RegExp[]>> = {
  '*': Object.fromEntries(Object.entries(CARD_HTML_STYLES).map(([property, pattern]) => [property, [pattern]])),
};

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
  /**
   * The input nests elements deeper than CARD_HTML_MAX_DEPTH: nothing was sanitized and nothing
   * is kept (html and text empty). The card API refuses it; imports keep the side as plain text.
   */
  tooDeep?: true;
}

/** The answer for a side nested too deeply: nothing of it kept. */
const tooDeepResult = (): SanitizedHtml => ({ html: '', mediaIds: [], formatted: false, text: '', tooDeep: true });

/** Thrown by a parse handler at the first element past the depth limit: the parse ends there. */
class TooDeep extends Error {}
const TOO_DEEP = new TooDeep('card HTML nested too deeply');

// Without attributes these say nothing plain text (with its line breaks) does not.
const LINE_ONLY = new Set(['p', 'div', 'span', 'br']);

// Allowed elements the fast path writes with `simpleAttributes`: every one but the two with a
// transform of their own (links and images, written by `linkAttributes` and `image`).
// SVG elements are the library's alone: their attribute values are judged (CARD_HTML_VALUES), and
// htmlparser2 reads a <title>'s content as text where the scanner would read tags.
const BARE = new Set<string>(CARD_HTML_TAGS.filter((name) => name !== 'a' && name !== 'img' && !CARD_SVG_TAGS.includes(name)));
// sanitize-html's `selfClosing` elements among them: written `<br />`, never closed.
const VOID = new Set(['br', 'hr']);
const NEEDS_ESCAPE = /[&<>]/;
const escapeText = (text: string) => (NEEDS_ESCAPE.test(text) ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : text);

// What the fast path takes of attributes: simple values whose sanitize-html output is certain.
// Anything else (quotes, escapes, comments, url(), !important, an odd character) → the library.
const SIMPLE_DECLARATION = /^\s*([a-z-]+)\s*:\s*([A-Za-z0-9#%.,() -]*?)\s*$/;
// (Case-sensitive: a scheme in capitals is the library's to write.)
const SIMPLE_LINK = new RegExp(`${CARD_LINK_HREF.source}[A-Za-z0-9._~:/?#@!$&'()*+,;=%-]*$`);
// The elements the allowlist lets keep a style.
const STYLED = new Set(Object.keys(CARD_HTML_ATTRIBUTES).filter((name) => CARD_HTML_ATTRIBUTES[name].includes('style')));
const allows = (name: string, attribute: string) => Object.hasOwn(CARD_HTML_ATTRIBUTES, name) && CARD_HTML_ATTRIBUTES[name].includes(attribute);

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
      // Only one allowed class alone is certain; a list of classes is the library's to filter.
      if (!CARD_HTML_CLASSES[name].includes(value)) return null;
      written += ` class="${value}"`;
    } else if (CARD_HTML_SPAN_ATTRIBUTES.includes(attribute) && allows(name, attribute)) {
      // Digits only (shared/richText.ts CARD_HTML_SPAN); anything else goes, as the library's
      // cell transform drops it.
      if (CARD_HTML_SPAN.test(value)) written += ` ${attribute}="${value}"`;
    } else if (attribute === 'style') {
      // A style where none is allowed: the library parses it (postcss) before it drops it; its
      // answer is its own.
      return null;
    } else {
      // Another attribute the allowlist keeps: the library writes it (the fast path only knows
      // how to write the ones above).
      if (allows(name, attribute)) return null;
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
  return `${kept} rel="${CARD_LINK_REL}" target="${CARD_LINK_TARGET}"`;
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
  // Open elements as the parser reports them, counted also after a bail: the depth check covers
  // every side, whichever path then writes it.
  private depth = 0;

  reset(options: SanitizeOptions) {
    this.depth = 0;
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
    if (++this.depth > CARD_HTML_MAX_DEPTH) throw TOO_DEEP;
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
    this.depth--;
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
// sanitize-html's own parser options: the same events, so the same depth.
const PARSER_OPTIONS = { decodeEntities: true };
let writing = false;

/**
 * The depth check alone, for a call made while the fast path's writer is busy (an option's
 * callback sanitizing): one htmlparser2 pass that stops at the first element too deep.
 */
function nestedTooDeep(input: string): boolean {
  let depth = 0;
  const parser = new Parser(
    {
      onopentag: () => {
        if (++depth > CARD_HTML_MAX_DEPTH) throw TOO_DEEP;
      },
      onclosetag: () => {
        depth--;
      },
    },
    PARSER_OPTIONS,
  );
  try {
    parser.write(input);
    parser.end();
    return false;
  } catch (error) {
    if (error === TOO_DEEP) return true;
    throw error;
  }
}

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
function plainMarkup(input: string, options: SanitizeOptions, via: 'scanner' | 'htmlparser2' | 'either' = 'either'): SanitizedHtml | typeof TOO_DEEP | null {
  // A call from inside a call (an option's callback sanitizing) takes the library's path.
  if (writing) return nestedTooDeep(input) ? TOO_DEEP : null;
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
  } catch (error) {
    if (error === TOO_DEEP) return TOO_DEEP;
    throw error;
  } finally {
    writing = false;
  }
}

/** The fast path alone, read by the scanner or by htmlparser2 (null: it passes the side on): for the equality test. */
export function sanitizeFastPath(input: string, options: SanitizeOptions, via: 'scanner' | 'htmlparser2'): SanitizedHtml | null {
  const fast = plainMarkup(input, options, via);
  return fast instanceof TooDeep ? tooDeepResult() : fast;
}

/**
 * Sanitizes one card side's HTML by the allowlist. Does not check the length: see
 * `cardHtmlTooLong`. A side nested deeper than CARD_HTML_MAX_DEPTH answers `tooDeep` (the
 * caller decides: the card API refuses, imports keep plain text).
 */
export function sanitizeCardHtml(input: string, options: SanitizeOptions = {}): SanitizedHtml {
  const fast = plainMarkup(input, options);
  if (fast instanceof TooDeep) return tooDeepResult();
  if (fast) return fast;
  // The fast path's pass found the depth within the limit: sanitize-html's parse stays linear.
  return sanitizeWithLibrary(input, options);
}

/**
 * Whether sanitize-html's output says anything plain text cannot: an element other than p, div,
 * span and br, or any attribute. Read from the HTML written, not from the parse: the library's
 * frames keep attributes it then drops (`<p onclick>`), which made its flag disagree with the
 * fast path's (issue 49). Its output escapes every '<' in text, so each '<' opens a tag.
 */
function formattedMarkup(html: string): boolean {
  for (let at = html.indexOf('<'); at >= 0; at = html.indexOf('<', at + 1)) {
    let start = at + 1;
    if (html.charCodeAt(start) === 47) start++; // '/'
    let end = start;
    while (end < html.length && /[a-z0-9]/.test(html[end])) end++;
    if (!LINE_ONLY.has(html.slice(start, end))) return true;
    // An attribute; `<br />` is the library's way of writing a void element, not one.
    if (html[end] === ' ' && html[end + 1] !== '/') return true;
  }
  return false;
}

/**
 * An element's attributes as the allowlist takes them before sanitize-html filters them: no span
 * (colspan, rowspan) that is not plain digits (CARD_HTML_SPAN), and no style declaration marked
 * `!important`. The style patterns (CARD_HTML_STYLES) judge a value alone, and sanitize-html
 * tests the value without its mark and then writes the mark back: `color:red !important` was
 * stored and then dropped by the browser, whose pattern sees the whole value (issue 39). Only
 * declarations go here; what is left is parsed and filtered by the library as before.
 */
function listedAttributes(tagName: string, attribs: sanitizeHtml.Attributes) {
  const kept: sanitizeHtml.Attributes = {};
  for (const name in attribs) {
    const value = attribs[name];
    if (CARD_HTML_SPAN_ATTRIBUTES.includes(name) && !CARD_HTML_SPAN.test(value)) continue;
    kept[name] = name === 'style' && value.includes('!') ? value.split(';').filter((declaration) => !declaration.includes('!')).join(';') : value;
  }
  return { tagName, attribs: kept };
}
// Every element that may keep a span or a style.
const LISTED_TRANSFORMS = Object.fromEntries(
  Object.keys(CARD_HTML_ATTRIBUTES)
    .filter((name) => CARD_HTML_ATTRIBUTES[name].some((attribute) => attribute === 'style' || CARD_HTML_SPAN_ATTRIBUTES.includes(attribute)))
    .map((name) => [name, listedAttributes]),
);

/** An SVG element's attributes: a judged one (CARD_HTML_VALUES) only with a value it takes. */
function judgedAttributes(tagName: string, attribs: sanitizeHtml.Attributes) {
  const kept: sanitizeHtml.Attributes = {};
  for (const name in attribs) {
    if (Object.hasOwn(CARD_HTML_VALUES, name) && !CARD_HTML_VALUES[name](attribs[name])) continue;
    kept[name] = attribs[name];
  }
  return { tagName, attribs: kept };
}
/**
 * What an SVG part outside an <svg> (or a link inside one) becomes: a name the list does not
 * hold, dropped with its content (a <title> or <polygon> in the page's own HTML is no mask of a
 * picture).
 */
const OUTSIDE_SVG = 'cardcade-outside-svg';
const SVG_PARTS = CARD_SVG_TAGS.filter((name) => name !== 'svg');

/**
 * The allowlist through sanitize-html (every side the fast path does not take; exported for the
 * equality test). Call it on input whose depth was checked (sanitizeCardHtml does).
 */
export function sanitizeWithLibrary(input: string, options: SanitizeOptions = {}): SanitizedHtml {
  const keepImage = options.keepImage ?? (() => false);
  const rewriteImageSrc = options.rewriteImageSrc;
  const mediaIds: string[] = [];
  // Whether an element went while its content stayed.
  let dropped = false;
  // How many <svg> elements are open: an SVG part keeps its place only inside one.
  let svgDepth = 0;
  const svgPart = (tagName: string, attribs: sanitizeHtml.Attributes) => {
    if (svgDepth > 0) return judgedAttributes(tagName, attribs);
    dropped = true;
    return { tagName: OUTSIDE_SVG, attribs: {} };
  };
  const html = sanitizeHtml(input, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: Object.fromEntries(Object.entries(CARD_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    allowedClasses: Object.fromEntries(Object.entries(CARD_HTML_CLASSES).map(([tag, names]) => [tag, [...names]])),
    allowedStyles: STYLES,
    allowedSchemes: [...CARD_LINK_SCHEMES],
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: [...DROPPED_WHOLE, OUTSIDE_SVG],
    onOpenTag: (name: string) => {
      if (!ALLOWED.has(name)) dropped = true;
      if (name === 'svg') svgDepth++;
    },
    onCloseTag: (name: string) => {
      if (name === 'svg' && svgDepth > 0) svgDepth--;
    },
    transformTags: {
      ...LISTED_TRANSFORMS,
      svg: judgedAttributes,
      ...Object.fromEntries(SVG_PARTS.map((name) => [name, svgPart])),
      ...(rewriteImageSrc
        ? {
            img: (tagName: string, attribs: sanitizeHtml.Attributes) => {
              const src = rewriteImageSrc((attribs.src ?? '').trim());
              const kept: sanitizeHtml.Attributes = src === null ? {} : { src };
              return { tagName, attribs: kept };
            },
          }
        : {}),
      // Only the allowlist's links (shared/richText.ts CARD_LINK_PREFIXES), each opening apart;
      // none inside an <svg> (a browser makes it an SVG link, which no mask needs).
      a: (tagName, attribs) => {
        if (svgDepth > 0) {
          dropped = true;
          return { tagName: OUTSIDE_SVG, attribs: {} };
        }
        const href = attribs.href?.trim();
        const kept: sanitizeHtml.Attributes = href !== undefined && CARD_LINK_HREF.test(href) ? { href } : {};
        return { tagName, attribs: { ...kept, rel: CARD_LINK_REL, target: CARD_LINK_TARGET } };
      },
    },
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img') {
        const id = mediaIdOfSrc(frame.attribs.src ?? '');
        if (id === null || !keepImage(id)) return true;
        if (!mediaIds.includes(id)) mediaIds.push(id);
      }
      // A link whose href was refused (javascript:, data:) stays as a harmless anchor with its text.
      return false;
    },
  });
  // A dropped element can leave allowed ones nested as a parse never nests them: `<li>a<x><li>b`
  // is written `<li>a<li>b</li></li>`, which reads back as two items. What is written must read
  // back as written (a restore sanitizes a stored side again), so such output is sanitized once
  // more, keeping the images the first pass kept: everything in it is allowed, so the second
  // pass drops nothing and writes the tree it reads (richText.test.ts checks the fixed point).
  if (dropped) {
    const { text: _derived, ...again } = sanitizeCardHtml(html, { keepImage: (id) => mediaIds.includes(id) });
    return again;
  }
  return { html, mediaIds, formatted: formattedMarkup(html) };
}

/** Whether the sanitized side passes the limit (docs/rich-cards.md). */
export function cardHtmlTooLong(html: string): boolean {
  return html.length > CARD_HTML_MAX_CHARS;
}
