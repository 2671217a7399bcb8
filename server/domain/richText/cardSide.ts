import { CARD_HTML_MAX_CHARS, CARD_HTML_MAX_INPUT_CHARS } from '../../../shared/richText.js';
import { htmlToPlainText } from './plainText.js';
import { sanitizeCardHtml, type SanitizeOptions } from './sanitize.js';

// One card side from HTML, as every input path stores it (DESIGN §18, docs/rich-cards.md):
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
}

/** TeX delimiters as Anki writes them: a side with math stays rich so the browser typesets it. */
const hasTex = (text: string) => text.includes('\\(') || text.includes('\\[');

export function cardSideFromHtml(input: string, options: SanitizeOptions = {}): CardSideFromHtml {
  if (input.length > CARD_HTML_MAX_INPUT_CHARS) return { text: '', html: null, mediaIds: [], tooLong: true };
  const { html, mediaIds, formatted } = sanitizeCardHtml(input, options);
  const text = htmlToPlainText(html);
  const rich = formatted || hasTex(text);
  return { text, html: rich ? html : null, mediaIds, tooLong: html.length > CARD_HTML_MAX_CHARS };
}

/**
 * The first image a stored side's HTML shows, as its URL: a side's `termImageUrl` when it has no
 * image of its own (DESIGN §18). Reads only HTML this server wrote (sanitize-html writes every
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
