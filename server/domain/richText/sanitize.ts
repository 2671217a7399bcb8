import sanitizeHtml from 'sanitize-html';

// The one allowlist for card HTML (DESIGN §18). Every way HTML arrives — the editor over REST and
// tRPC, Anki fields, CSV/XLSX with 'Fields contain HTML', an account restore — goes through
// `sanitizeCardHtml` before it is stored; the browser runs DOMPurify again before it shows it.
// sanitize-html parses with htmlparser2 (a streaming tokenizer), so the work is linear in the
// input (§9); nothing here uses regular expressions on the HTML itself.

/** The longest sanitized side, in characters (DESIGN §18); longer → 400 CARD_HTML_TOO_LONG. */
export const CARD_HTML_MAX_CHARS = 20_000;
export const CARD_HTML_TOO_LONG = 'Card text is too long.';
/**
 * The longest HTML accepted before sanitizing, in characters: three times the output limit, room
 * for markup the allowlist drops. It is also what keeps sanitize-html fast: its cost grows faster
 * than the input only for tens of thousands of nested elements (40,000 nested divs ≈ 1.1 s),
 * which this many characters cannot hold (≈ 50 ms at the limit). Longer → 400 CARD_HTML_TOO_LONG.
 */
export const CARD_HTML_MAX_INPUT_CHARS = 3 * CARD_HTML_MAX_CHARS;

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

// Elements whose content is not text a reader would see: they go whole, content and all.
const DROPPED_WHOLE = [
  'script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math',
  'form', 'template', 'title', 'head', 'select', 'frameset', 'noembed', 'noframes', 'xmp', 'plaintext',
];

export interface SanitizeOptions {
  /** Whether an image of this media public id may stay (the deck owner's own media); default: none may. */
  keepImage?: (mediaId: string) => boolean;
}

export interface SanitizedHtml {
  html: string;
  /** The media public ids of the images kept, in order, without repeats. */
  mediaIds: string[];
}

/** Sanitizes one card side's HTML by the allowlist. Does not check the length: see `assertCardHtmlLength`. */
export function sanitizeCardHtml(input: string, options: SanitizeOptions = {}): SanitizedHtml {
  const keepImage = options.keepImage ?? (() => false);
  const mediaIds: string[] = [];
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
      // Only absolute http(s) and mailto links (DESIGN §18): a relative href would point into the
      // app itself (`/api/media/…` of another user, a logout), which a card has no reason to do.
      a: (tagName, attribs) => {
        const href = attribs.href?.trim();
        const link = href !== undefined && ABSOLUTE_LINK.test(href) ? { href } : {};
        return { tagName, attribs: { ...link, rel: 'noopener noreferrer', target: '_blank' } };
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
  return { html, mediaIds };
}

/** Whether the sanitized side passes the limit (DESIGN §18). */
export function cardHtmlTooLong(html: string): boolean {
  return html.length > CARD_HTML_MAX_CHARS;
}
