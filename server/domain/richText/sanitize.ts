import sanitizeHtml from 'sanitize-html';
import { CARD_HTML_MAX_CHARS } from '../../../shared/richText.js';

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

/** A card image: only the app's own media URLs (`/api/media/{publicId}`); the owner check is the caller's. */
const MEDIA_SRC = /^\/api\/media\/([A-Za-z0-9_-]{1,64})$/;

/** The media public id an `img` src names, or null when it is not one of the app's media URLs. */
export function mediaIdOfSrc(src: string): string | null {
  return MEDIA_SRC.exec(src)?.[1] ?? null;
}

// A colour is a hex, rgb()/rgba()/hsl()/hsla() of numbers, or a keyword: never url(), var(),
// expression() or anything else CSS can load or compute.
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[\d.%]+(\s*[,\s/]\s*[\d.%]+){2,3}\s*\)|[a-z]{3,20})$/i;
const STYLES: sanitizeHtml.IOptions['allowedStyles'] = {
  '*': {
    color: [COLOUR],
    'background-color': [COLOUR],
    'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
    'font-style': [/^(normal|italic|oblique)$/],
    'text-decoration': [/^(none|underline|line-through|overline)( (underline|line-through|overline))*$/],
    'text-align': [/^(left|right|center|justify|start|end)$/],
  },
};

const ABSOLUTE_LINK = /^(https?:\/\/|mailto:)/i;

const ALLOWED_TAGS = [
  'b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'br', 'p', 'div', 'span', 'ul', 'ol', 'li',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'pre', 'code', 'blockquote', 'hr', 'ruby', 'rt', 'rp',
  'a', 'img',
];
const ALLOWED = new Set(ALLOWED_TAGS);

// Elements whose content is not text a reader would see: they go whole, content and all.
const DROPPED_WHOLE = [
  'script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math',
  'form', 'template', 'title', 'head', 'select', 'frameset', 'noembed', 'noframes', 'xmp', 'plaintext',
];

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
}

// Without attributes these say nothing plain text (with its line breaks) does not.
const LINE_ONLY = new Set(['p', 'div', 'span', 'br']);

/** Sanitizes one card side's HTML by the allowlist. Does not check the length: see `assertCardHtmlLength`. */
export function sanitizeCardHtml(input: string, options: SanitizeOptions = {}): SanitizedHtml {
  const keepImage = options.keepImage ?? (() => false);
  const rewriteImageSrc = options.rewriteImageSrc;
  const mediaIds: string[] = [];
  let formatted = false;
  const html = sanitizeHtml(input, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      img: ['src', 'alt'],
      td: ['colspan', 'rowspan', 'style'],
      th: ['colspan', 'rowspan', 'style'],
      span: ['style'],
      div: ['style'],
    },
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
