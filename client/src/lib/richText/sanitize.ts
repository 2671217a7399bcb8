import DOMPurify from 'dompurify';
import {
  CARD_HTML_ATTRIBUTES, CARD_HTML_CLASSES, CARD_HTML_DROPPED_WHOLE, CARD_HTML_SPAN, CARD_HTML_SPAN_ATTRIBUTES, CARD_HTML_STYLES, CARD_HTML_TAGS, CARD_HTML_VALUES, CARD_LINK_HREF, CARD_LINK_REL,
  CARD_LINK_TARGET, CARD_MEDIA_SRC, CARD_SVG_TAGS,
} from '../../../../shared/richText';

// The browser's pass of the card HTML allowlist (docs/rich-cards.md). The server sanitizes every side
// before it stores it (server/domain/richText/sanitize.ts, sanitize-html); this runs DOMPurify
// again on the way to the page, so a server bug or an old row can never put script on the page.
// Its configuration and hooks are derived from the one allowlist in shared/richText.ts, as the
// server's are; e2e/allowlist.e2e.ts checks in the browser that it keeps exactly what is listed.

const ALLOWED_TAGS = [...CARD_HTML_TAGS];
/** Which attributes each tag may keep; everything else goes. */
const ATTRIBUTES_BY_TAG = CARD_HTML_ATTRIBUTES;
const ALL_ATTRIBUTES = [...new Set([...Object.values(ATTRIBUTES_BY_TAG).flat(), ...(Object.keys(CARD_HTML_CLASSES).length ? ['class'] : [])])];
const allows = (tag: string, attribute: string) => Object.hasOwn(ATTRIBUTES_BY_TAG, tag) && ATTRIBUTES_BY_TAG[tag].includes(attribute);
// Elements whose content is not text a reader would see go whole (DOMPurify keeps the text of
// other removed elements).
const DROPPED_WHOLE = [...CARD_HTML_DROPPED_WHOLE];

/** A card image: only the app's own media (`/api/media/{publicId}`); the server checked the owner. */
export const MEDIA_SRC = CARD_MEDIA_SRC;
const STYLES = CARD_HTML_STYLES;

/**
 * The declarations of a style attribute the allowlist keeps, as a style attribute ('' for none).
 * A value that could hide anything (a `;` in a string, url(), a comment) fails its pattern and
 * goes, so splitting on `;` and the first `:` is enough.
 */
export function allowedStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    const pattern = Object.hasOwn(STYLES, property) ? STYLES[property] : undefined;
    if (pattern && value.length <= 64 && pattern.test(value)) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

/** Whether a link may keep its href: the allowlist's prefixes only, as on the server. */
const safeHref = (href: string) => CARD_LINK_HREF.test(href.trim());

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const SVG_PARTS = new Set(CARD_SVG_TAGS.filter((name) => name !== 'svg'));

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One DOMPurify instance of our own: its hooks never touch another user of the library. */
function cardPurifier() {
  if (purifier) return purifier;
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (data.attrName === 'class') {
      // Only the allowlist's classes (the hint span's); the rest of the list goes.
      const allowed = Object.hasOwn(CARD_HTML_CLASSES, tag) ? CARD_HTML_CLASSES[tag] : [];
      data.attrValue = data.attrValue.split(/\s+/).filter((name) => allowed.includes(name)).join(' ');
      if (!data.attrValue) data.keepAttr = false;
      return;
    }
    if (!allows(tag, data.attrName)) {
      data.keepAttr = false;
      return;
    }
    if (data.attrName === 'style') {
      data.attrValue = allowedStyle(data.attrValue);
      if (!data.attrValue) data.keepAttr = false;
    } else if (data.attrName === 'href' && !safeHref(data.attrValue)) data.keepAttr = false;
    else if (data.attrName === 'src' && !MEDIA_SRC.test(data.attrValue)) data.keepAttr = false;
    // Digits only, 1–999, as on the server (issue 49: `colspan="1 onmouseover=…"` goes).
    else if (CARD_HTML_SPAN_ATTRIBUTES.includes(data.attrName) && !CARD_HTML_SPAN.test(data.attrValue)) data.keepAttr = false;
    // An image occlusion mask's SVG: the drawing box and fractions of the picture only.
    else if (Object.hasOwn(CARD_HTML_VALUES, data.attrName) && !CARD_HTML_VALUES[data.attrName](data.attrValue)) data.keepAttr = false;
    // DOMPurify checks URIs once more with its own pattern; ours are stricter, so let them through.
    if (data.keepAttr && (data.attrName === 'href' || data.attrName === 'src')) data.forceKeepAttr = true;
  });
  // An SVG part (an image occlusion mask's title, shape or label) only inside an <svg>, and no
  // link inside one, as on the server (DOMPurify itself refuses the other parts in HTML).
  purify.addHook('uponSanitizeElement', (node, data) => {
    const inSvg = (node as Element).namespaceURI === SVG_NAMESPACE;
    if ((SVG_PARTS.has(data.tagName) && !inSvg) || (data.tagName === 'a' && inSvg)) node.parentNode?.removeChild(node);
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      node.setAttribute('rel', CARD_LINK_REL);
      node.setAttribute('target', CARD_LINK_TARGET);
    }
    // An image that is not the app's own media goes whole, as on the server.
    if (node.nodeName === 'IMG' && !node.hasAttribute('src')) node.remove();
  });
  purifier = purify;
  return purify;
}

/** A card side's HTML, safe to put in the page. */
export function sanitizeCardHtml(html: string): string {
  return cardPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ALL_ATTRIBUTES,
    ADD_FORBID_CONTENTS: DROPPED_WHOLE,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  }) as string;
}

/** Plain text as HTML (for a plain side that still needs typesetting): escaped, nothing else. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
