import { CARD_HTML_MAX_CHARS } from '../../../shared/richText.js';
import { htmlToPlainText } from './plainText.js';
import { sanitizeCardHtml } from './sanitize.js';

// An Anki field as a rich card side (issue 26, DESIGN §18): the same allowlist as every other
// path, with the field's image rewritten from its Anki file name to a placeholder the confirm
// replaces with the imported file's `/api/media/{publicId}` (the file has no public id while
// the package is parsed in the worker). h8's template renderer calls this per rendered side.
//
// A side keeps one image inline: the side's image (DESIGN §12 picks the first one a note shows
// on that side). Others are dropped, as they were before; [sound:…] tags go from the text (the
// side's sound travels as its audio URL).

/** The src the side's image gets until the confirm knows its public id (see `resolveSideImage`). */
export const ANKI_SIDE_IMAGE_SRC = '/api/media/anki-side-image';
const SIDE_IMAGE_ID = 'anki-side-image';
/** Exactly how the sanitizer writes the placeholder image (it keeps only its src). */
const SIDE_IMAGE_TAG = `<img src="${ANKI_SIDE_IMAGE_SRC}" />`;

export interface AnkiSide {
  /** Null when the field has no formatting worth keeping: the importer's plain text then stands. */
  html: string | null;
  /** The plain text derived from `html` (empty when `html` is null). */
  text: string;
}

/** `[sound:…]` tags out, in one forward scan (linear: each tag is passed once). */
function withoutSounds(field: string): string {
  let at = field.indexOf('[sound:');
  if (at < 0) return field;
  let out = '';
  let from = 0;
  while (at >= 0) {
    const end = field.indexOf(']', at);
    if (end < 0) break;
    out += field.slice(from, at);
    from = end + 1;
    at = field.indexOf('[sound:', from);
  }
  return out + field.slice(from);
}

/**
 * One field (already cut to the importer's raw limit) as a side. `sideImage` is the Anki file
 * name of the side's image, when it has one: that image stays, as the placeholder. A field whose
 * sanitized HTML is over the side limit keeps only its plain text (the card is not lost).
 */
export function fromAnkiField(field: string, sideImage?: string): AnkiSide {
  // Most fields of most decks are plain words: nothing for the sanitizer to keep.
  if (!field.includes('<') && !field.includes('\\(') && !field.includes('\\[')) return { html: null, text: '' };
  const { html, formatted, text: derived } = sanitizeCardHtml(withoutSounds(field), {
    rewriteImageSrc: (src) => (sideImage !== undefined && src === sideImage ? ANKI_SIDE_IMAGE_SRC : null),
    keepImage: (id) => id === SIDE_IMAGE_ID,
  });
  const text = derived ?? htmlToPlainText(html);
  if (html.length > CARD_HTML_MAX_CHARS) return { html: null, text: '' };
  if (!formatted && !text.includes('\\(') && !text.includes('\\[')) return { html: null, text: '' };
  return { html, text };
}

/**
 * A stored draft side with its placeholder image resolved: the imported file's URL, or (the file
 * was missing or skipped) the image taken out. Works on the sanitizer's own output only.
 */
export function resolveSideImage(html: string, imageUrl: string | null): string {
  if (!html.includes(ANKI_SIDE_IMAGE_SRC)) return html;
  return imageUrl ? html.split(ANKI_SIDE_IMAGE_SRC).join(imageUrl) : html.split(SIDE_IMAGE_TAG).join('');
}
