import { CARD_HTML_MAX_CHARS, CARD_HTML_MAX_INPUT_CHARS } from '../../../shared/richText.js';
import { htmlToPlainText } from './plainText.js';
import { sanitizeCardHtml, type SanitizeOptions } from './sanitize.js';

// One card side from HTML, as every input path stores it (docs/rich-cards.md, docs/rich-cards.md):
// sanitized by the one allowlist, its plain text derived, and kept as plain (html null) when the
// HTML says nothing plain text cannot — the editor wraps every line in <p>, and a card typed
// without any formatting should stay an ordinary plain card everywhere.

export interface CardSideFromHtml {
  /** The side's plain text: what search, duplicates, the crossword and CSV read. */
  text: string;
  /** The sanitized HTML, or null for a side that is plain after all. */
  html: string | null;
  /** The media public ids of the images the HTML keeps (in order). */
  mediaIds: string[];
  /** The input or its sanitized HTML is over the limit (→ 400 'Card text is too long.'). */
  tooLong: boolean;
  /** The input nests deeper than CARD_HTML_MAX_DEPTH: nothing kept (→ 400 MSG.cardHtmlTooDeep). */
  tooDeep?: true;
}

/** TeX delimiters as Anki writes them: a side with math stays rich so the browser typesets it. */
const hasTex = (text: string) => text.includes('\\(') || text.includes('\\[');

export function cardSideFromHtml(input: string, options: SanitizeOptions = {}): CardSideFromHtml {
  if (input.length > CARD_HTML_MAX_INPUT_CHARS) return { text: '', html: null, mediaIds: [], tooLong: true };
  const { html, mediaIds, formatted, text: derived, tooDeep } = sanitizeCardHtml(input, options);
  if (tooDeep) return { text: '', html: null, mediaIds: [], tooLong: false, tooDeep };
  const text = derived ?? htmlToPlainText(html);
  const rich = formatted || hasTex(text);
  return { text, html: rich ? html : null, mediaIds, tooLong: html.length > CARD_HTML_MAX_CHARS };
}

/**
 * The first image a stored side's HTML shows, as its URL: a side's `termImageUrl` when it has no
 * image of its own (docs/rich-cards.md). Reads only HTML this server wrote (sanitize-html writes every
 * kept image as `<img src="…"`), so a plain search is exact here.
 */
export function firstImageUrl(html: string | null): string | null {
  if (!html) return null;
  const at = html.indexOf('<img src="');
  if (at < 0) return null;
  const start = at + '<img src="'.length;
  const end = html.indexOf('"', start);
  return end < 0 ? null : html.slice(start, end);
}

/** Every media public id a stored side's HTML shows (for reference counting and exports). */
export function htmlMediaIds(html: string | null): string[] {
  const ids: string[] = [];
  if (!html) return ids;
  for (let at = html.indexOf('<img src="/api/media/'); at >= 0; at = html.indexOf('<img src="/api/media/', at + 1)) {
    const start = at + '<img src="/api/media/'.length;
    const end = html.indexOf('"', start);
    if (end > start) ids.push(html.slice(start, end));
  }
  return ids;
}

/**
 * A CSV/XLSX cell read with 'Fields contain HTML' (docs/rich-cards.md): sanitized like every other path.
 * A file cannot carry images, so none are kept (an `/api/media/…` src of the importer's own files
 * is no exception: docs/rich-cards.md). A cell without formatting stays plain text; a cell over
 * the input limit is refused as too long rather than cut in the middle of a tag. A cell nested
 * deeper than CARD_HTML_MAX_DEPTH keeps its text (plainText.ts `htmlToPlainText`, linear at any
 * depth): the card is not lost for its markup (issue 49).
 */
export function fromHtmlCell(cell: string): { text: string; html?: string; tooLong: boolean } {
  const side = cardSideFromHtml(cell);
  if (side.tooDeep) return { text: htmlToPlainText(cell), tooLong: false };
  if (side.tooLong) return { text: cell.slice(0, 1000), tooLong: true };
  return side.html === null ? { text: side.text, tooLong: false } : { text: side.text, html: side.html, tooLong: false };
}

/**
 * A stored side's HTML with each image's `/api/media/{publicId}` replaced by another src: the file
 * name a package gives it (the .apkg export), the file's id in a backup. An image without one (the
 * file is gone) is left out. Works on HTML this server wrote, where every image is
 * `<img src="…" />` or `<img src="…" alt="…" />`; the srcs given need no escaping.
 */
export function withImageSources(html: string, srcOf: (publicId: string) => string | null): string {
  const open = '<img src="/api/media/';
  let out = '';
  let from = 0;
  for (let at = html.indexOf(open); at >= 0; at = html.indexOf(open, from)) {
    const idStart = at + open.length;
    const idEnd = html.indexOf('"', idStart);
    const tagEnd = html.indexOf('>', idEnd);
    if (idEnd < 0 || tagEnd < 0) break;
    const src = srcOf(html.slice(idStart, idEnd));
    out += html.slice(from, at);
    if (src) out += `<img src="${src}"${html.slice(idEnd + 1, tagEnd + 1)}`;
    from = tagEnd + 1;
  }
  return out + html.slice(from);
}

/**
 * A side from an account backup (docs/rich-cards.md): its HTML is sanitized again, never trusted, with
 * each image's src (a backup media id, `/api/media/{id}`) mapped by `srcOf` to the restored file's
 * URL (null: not a file of this backup → dropped). A side with HTML takes the plain text derived
 * from it, so the text that search reads is the text shown; without (or over the limit): as given.
 */
export function restoredSide(text: string, html: string | null | undefined, srcOf: (backupMediaId: number) => string | null): { text: string; html: string | null } {
  if (!html) return { text, html: null };
  const side = cardSideFromHtml(html, {
    rewriteImageSrc: (src) => {
      const id = /^\/api\/media\/(\d{1,15})$/.exec(src)?.[1];
      return id === undefined ? null : srcOf(Number(id));
    },
    keepImage: () => true,
  });
  // Too long or too deep: the backup's own plain text stands.
  if (side.tooLong || side.tooDeep || side.html === null) return { text, html: null };
  return { text: side.text, html: side.html };
}
