import type { Db } from '../db.js';
import { badRequest } from '../errors.js';
import { MSG } from '../../shared/messages.js';
import { ownedImagePublicIds } from '../repos/media.js';
import { cardSideFromHtml } from '../domain/richText/cardSide.js';
import { sanitizeCardHtml } from '../domain/richText/sanitize.js';
import { IO_MSG } from '../../shared/messages.js';
import { IO_RENDER_LIMITS } from '../domain/notes/imageOcclusionCard.js';
import { CARD_HTML_TOO_LONG } from '../../shared/richText.js';

// One card side as stored, whoever writes it: the card form, a note's render (services/notes.ts).

/** Plain text over the card limit (the same words as the zod check on `term`). */
const TEXT_TOO_LONG = 'Card text is too long (10,000 characters at most).';
const TEXT_MAX = 10_000;

/**
 * One side as stored (docs/rich-cards.md, docs/rich-cards.md): plain text as given, or the given HTML
 * sanitized with images only of the deck owner's own media, its plain text derived from it.
 * Sanitized once trusting every image, and again only when the HTML named some that are not the
 * owner's (rare): one database read for the ids it names.
 */
export async function storedSide(db: Db, ownerId: number, text: string, html: string | null | undefined, path: string): Promise<{ text: string; html: string | null; imageCount: number }> {
  if (html == null) return { text, html: null, imageCount: 0 };
  let side = cardSideFromHtml(html, { keepImage: () => true });
  if (side.mediaIds.length > 0) {
    const owned = await ownedImagePublicIds(db, ownerId, side.mediaIds);
    if (side.mediaIds.some((id) => !owned.has(id))) side = cardSideFromHtml(html, { keepImage: (id) => owned.has(id) });
  }
  // Deeper than CARD_HTML_MAX_DEPTH: refused, not flattened, since the writer is at hand to fix it.
  if (side.tooDeep) throw badRequest(MSG.cardHtmlTooDeep, [{ msg: MSG.cardHtmlTooDeep, path: `${path}Html` }]);
  if (side.tooLong) throw badRequest(CARD_HTML_TOO_LONG, [{ msg: CARD_HTML_TOO_LONG, path: `${path}Html` }]);
  if (side.text.length > TEXT_MAX) throw badRequest(TEXT_TOO_LONG, [{ msg: TEXT_TOO_LONG, path: `${path}Html` }]);
  return { text: side.text, html: side.html, imageCount: side.mediaIds.length };
}


/**
 * An image occlusion card's side (docs/image-occlusion.md), made by the server from parsed shapes:
 * sanitized by the same allowlist, with images only of the owner's media, under its own length
 * limit (its masks take more room than a typed side's text); over it → 400.
 */
export async function storedOcclusionSide(db: Db, ownerId: number, html: string): Promise<string> {
  let side = sanitizeCardHtml(html, { keepImage: () => true });
  if (side.mediaIds.length > 0) {
    const owned = await ownedImagePublicIds(db, ownerId, side.mediaIds);
    if (side.mediaIds.some((id) => !owned.has(id))) side = sanitizeCardHtml(html, { keepImage: (id) => owned.has(id) });
  }
  if (side.tooDeep) throw badRequest(MSG.cardHtmlTooDeep);
  if (side.html.length > IO_RENDER_LIMITS.sideChars) throw badRequest(IO_MSG.tooDetailed);
  return side.html;
}
