import { CARD_HTML_MAX_CHARS } from '../../../shared/richText.js';
import { withImageSources } from './cardSide.js';
import { htmlToPlainText } from './plainText.js';
import { sanitizeCardHtml, type SanitizeOptions } from './sanitize.js';

// An Anki field as a rich card side (issue 26, docs/rich-cards.md): the same allowlist as every other
// path. Every image of the side stays inline (docs/rich-cards.md "any number per side"): its Anki file
// name is rewritten to a placeholder naming its position among the side's kept images,
// `/api/media/anki-image-{k}`, which the confirm replaces with the imported file's
// `/api/media/{publicId}` (the file has no public id while the package is parsed in the worker).
// The template renderer (ankiTemplate*.ts) renders each side, and anki.ts `sideOf` calls this.
// [sound:…] tags go from the text (the side's sound travels as its audio URL).

const IMAGE_ID_PREFIX = 'anki-image-';
/** The src of the side's image k until the confirm knows its public id (see `resolveAnkiImages`). */
export const ankiImageSrc = (position: number) => `/api/media/${IMAGE_ID_PREFIX}${position}`;


export interface AnkiSide {
  /** Null when the field has no formatting worth keeping: the importer's plain text then stands. */
  html: string | null;
  /** The plain text derived from `html` (empty when `html` is null). */
  text: string;
  /** The Anki file names of the images `html` shows, in order: placeholder k is `images[k]`. */
  images: string[];
}

const PLAIN: AnkiSide = Object.freeze({ html: null, text: '', images: [] }) as AnkiSide;
// No image may stay: one options object for every side without images (most of them).
const NO_IMAGES: SanitizeOptions = { rewriteImageSrc: () => null };
const isPlaceholder = (id: string) => id.startsWith(IMAGE_ID_PREFIX);

/** `[sound:…]` tags out, in one forward scan (linear: each tag is passed once). */
export function withoutSounds(field: string): string {
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
 * An Anki field (or deck description, or a rendered side kept plain) as plain text: the one
 * converter (plainText.ts), with `[sound:…]` tags out and raw line breaks kept as line breaks
 * (genanki and other tools write them where Anki's editor writes `<br>`).
 */
export function ankiFieldText(field: string): string {
  return htmlToPlainText(withoutSounds(field), { keepNewlines: true });
}

/** Sanitize options that keep the images of these file names, each as its placeholder. */
function keepingImages(names: readonly string[]): SanitizeOptions {
  const position = new Map<string, number>();
  names.forEach((name, k) => {
    if (!position.has(name)) position.set(name, k);
  });
  return {
    rewriteImageSrc: (src) => {
      const k = position.get(src);
      return k === undefined ? null : ankiImageSrc(k);
    },
    keepImage: isPlaceholder,
  };
}

/**
 * One field (already cut to the importer's raw limit) as a side. `sideImages` are the Anki file
 * names of the side's images (ankiMedia.ts `fieldMediaRefs`): those the sanitized HTML keeps stay
 * inline, as placeholders numbered in the order they show. A field whose sanitized HTML is over
 * the side limit (`maxChars`), or that nests too deeply, keeps only its plain text (the card is not lost).
 */
export function fromAnkiField(field: string, sideImages: readonly string[] = [], maxChars: number = CARD_HTML_MAX_CHARS): AnkiSide {
  // Most fields of most decks are plain words: nothing for the sanitizer to keep.
  if (!field.includes('<') && !field.includes('\\(') && !field.includes('\\[')) return PLAIN;
  const options = sideImages.length ? keepingImages(sideImages) : NO_IMAGES;
  const sanitized = sanitizeCardHtml(withoutSounds(field), options);
  // Nested deeper than CARD_HTML_MAX_DEPTH: the importer's plain text stands (issue 49).
  if (sanitized.tooDeep) return PLAIN;
  let { html } = sanitized;
  const text = sanitized.text ?? htmlToPlainText(html);
  // (An image occlusion side, drawn by the server from parsed shapes, has its own limit.)
  if (html.length > maxChars) return PLAIN;
  if (!sanitized.formatted && !text.includes('\\(') && !text.includes('\\[')) return PLAIN;
  // The kept images in the order they show (an image may show twice: one placeholder), numbered
  // again from 0 when the sanitizer dropped or reordered any.
  const kept = sanitized.mediaIds;
  if (kept.length === 0) return { html, text, images: [] };
  const images = kept.map((id) => sideImages[Number(id.slice(IMAGE_ID_PREFIX.length))]);
  if (kept.some((id, k) => id !== `${IMAGE_ID_PREFIX}${k}`)) {
    const renumbered = new Map(kept.map((id, k) => [id, ankiImageSrc(k)]));
    html = withImageSources(html, (id) => renumbered.get(id) ?? null);
  }
  return { html, text, images };
}

/**
 * An Anki note's field as the note keeps it (docs/anki-templates.md): sanitized by the one
 * allowlist, its pictures inline as placeholders numbered by `noteImages` (the Anki file names of
 * the note's pictures, all its fields together), which the confirm resolves to the imported files
 * as it does a side's (`resolveAnkiImages`). Without pictures: the sanitizer's output as before.
 */
export function ankiNoteFieldHtml(field: string, noteImages: readonly string[]): string {
  return sanitizeCardHtml(field, noteImages.length ? keepingImages(noteImages) : {}).html;
}

/**
 * A stored draft side with its placeholder images resolved: image k to `urlOf(k)`, the imported
 * file's URL, or (the file was missing or skipped: null) taken out. Works on the sanitizer's own
 * output only.
 */
export function resolveAnkiImages(html: string, urlOf: (position: number) => string | null): string {
  if (!html.includes('<img')) return html;
  return withImageSources(html, (id) => (isPlaceholder(id) ? urlOf(Number(id.slice(IMAGE_ID_PREFIX.length))) : null));
}
