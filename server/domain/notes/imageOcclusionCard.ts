// The card sides of an Image Occlusion note (docs/image-occlusion.md): the picture with its masks
// drawn as an SVG laid over it, in fractions of the picture (viewBox 0 0 1 1, stretched to the
// picture's box), as Anki's reviewer draws them on a canvas. Everything here is built from the
// parsed shapes (shared/imageOcclusion.ts), never from the field's text, and only with the SVG
// elements, attributes and classes the card HTML allowlist lists (shared/richText.ts): the caller
// still sanitizes the result like any side. Pure.
import { occlusionOrdinals, parseOcclusions, type Occlusion, type OcclusionSet } from '../../../shared/imageOcclusion.js';
import { IO_MSG } from '../../../shared/messages.js';
import { CARD_IO_CLASSES } from '../../../shared/richText.js';
import { firstImageUrl } from '../richText/cardSide.js';
import { htmlToPlainText } from '../richText/plainText.js';

/** Anki's field order for the note type (rslib's image occlusion note type). */
export const IO_FIELDS = { occlusion: 0, image: 1, header: 2, backExtra: 3, comments: 4 } as const;

/**
 * The most characters one rendered side may take, and all of a note's sides together: hide-all
 * cards each draw every shape, so 500 shapes on 500 cards would store 500 copies of 500 shapes.
 */
export const IO_RENDER_LIMITS = { sideChars: 150_000, noteChars: 4_000_000 } as const;

export class OcclusionRenderError extends Error {}

export interface OcclusionCardOut {
  ord: number;
  front: string;
  back: string;
  /** Plain text for search and lists (the masks say nothing as text). */
  term: string;
  definition: string;
}

/** A fraction as written in the SVG: at most four decimals, no leading zero (the allowlist's form). */
export function svgNumber(n: number): string {
  const clamped = Math.min(1, Math.max(0, n));
  const fixed = clamped.toFixed(4).replace(/0+$/, '').replace(/\.$/, '');
  return fixed.startsWith('0.') ? fixed.slice(1) : fixed;
}

const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

type Role = 'mask' | 'asked' | 'revealed';

function shapeAttributes(o: Occlusion): string {
  if (o.shape === 'rect') {
    // A rectangle as its four corners: the allowlist keeps no width or height attribute.
    const [l, t, r, b] = [o.left, o.top, o.left + (o.width ?? 0), o.top + (o.height ?? 0)].map(svgNumber);
    return ` points="${l},${t} ${r},${t} ${r},${b} ${l},${b}"`;
  }
  if (o.shape === 'ellipse') {
    // Anki's left/top is the ellipse's box corner; rx/ry its radii.
    const rx = o.rx ?? 0;
    const ry = o.ry ?? 0;
    return ` cx="${svgNumber(o.left + rx)}" cy="${svgNumber(o.top + ry)}" rx="${svgNumber(rx)}" ry="${svgNumber(ry)}"`;
  }
  // A polygon's points are relative to the image (Anki writes left/top as its box corner too).
  return ` points="${(o.points ?? []).map((p) => `${svgNumber(p.x)},${svgNumber(p.y)}`).join(' ')}"`;
}

const TAG = { rect: 'polygon', ellipse: 'ellipse', polygon: 'polygon' } as const;

function shapeSvg(o: Occlusion, role: Role, title: string | null): string {
  if (o.shape === 'text') return '';
  const tag = TAG[o.shape];
  if (o.shape === 'polygon' && (o.points?.length ?? 0) < 3) return '';
  const inner = title ? `<title>${escapeText(title)}</title>` : '';
  return `<${tag} class="${CARD_IO_CLASSES[role]}"${shapeAttributes(o)}>${inner}</${tag}>`;
}

function labelSvg(o: Occlusion): string {
  if (o.shape !== 'text' || !o.text) return '';
  // Anki's font size (`fs`) is a fraction of the picture's height, times the label's scale.
  const size = Math.min(0.5, Math.max(0.01, (o.fontSize ?? 0.04) * (o.scale ?? 1)));
  return `<text class="${CARD_IO_CLASSES.label}" x="${svgNumber(o.left)}" y="${svgNumber(o.top + size)}" font-size="${svgNumber(size)}">${escapeText(o.text)}</text>`;
}

/**
 * One side's picture: every mask the side hides, the asked one marked (question) or outlined
 * (answer), the labels of ordinal 0, and a title that says it in words for screen readers.
 */
export function occlusionFigure(set: OcclusionSet, imageUrl: string | null, ordinal: number, side: 'front' | 'back', imageAlt = ''): string {
  const ordinals = occlusionOrdinals(set);
  const total = ordinals.length;
  const position = ordinals.indexOf(ordinal) + 1;
  const parts: string[] = [];
  const summary =
    side === 'front'
      ? IO_MSG.figureQuestion(position, total, set.hideAllGuessOne)
      : IO_MSG.figureAnswer(position, total, set.hideAllGuessOne);
  parts.push(`<title>${escapeText(summary)}</title>`);
  let askedDone = false;
  for (const o of set.occlusions) {
    if (o.ordinal === 0) continue;
    const asked = o.ordinal === ordinal;
    if (asked) {
      // One title per group: the first shape names the region, the others are its parts.
      const title = askedDone ? null : side === 'front' ? IO_MSG.askedRegion(position, total) : IO_MSG.revealedRegion(position, total);
      askedDone = true;
      parts.push(shapeSvg(o, side === 'front' ? 'asked' : 'revealed', title));
    } else if (set.hideAllGuessOne) {
      parts.push(shapeSvg(o, 'mask', null));
    }
  }
  for (const o of set.occlusions) if (o.ordinal === 0) parts.push(labelSvg(o));
  const image = imageUrl ? `<img src="${escapeAttribute(imageUrl)}" alt="${escapeAttribute(imageAlt)}" />` : '';
  return `<div class="${CARD_IO_CLASSES.figure}">${image}<svg viewBox="0 0 1 1" preserveAspectRatio="none">${parts.join('')}</svg></div>`;
}

/**
 * The cards an Image Occlusion note makes: one per card number ≥ 1 in its Occlusion field (card
 * ordinal = number − 1, as Anki's cloze cards). `fields` are the note's sanitized fields in
 * Anki's order; `imageUrl` the picture's src (an Anki import passes the file's name, which its
 * media step rewrites). Throws OcclusionError (a bad field) or OcclusionRenderError (over the limits),
 * each with a plain message.
 */
export function imageOcclusionCards(fields: readonly string[], imageUrl: string | null = firstImageUrl(fields[IO_FIELDS.image] ?? null)): OcclusionCardOut[] {
  const set = parseOcclusions(htmlToPlainText(fields[IO_FIELDS.occlusion] ?? '', { keepNewlines: true }));
  const header = fields[IO_FIELDS.header] ?? '';
  const backExtra = fields[IO_FIELDS.backExtra] ?? '';
  const headerText = htmlToPlainText(header);
  const backText = htmlToPlainText(backExtra);
  const ordinals = occlusionOrdinals(set);
  const out: OcclusionCardOut[] = [];
  let total = 0;
  for (const ordinal of ordinals) {
    const top = header.trim() ? `<div>${header}</div>` : '';
    const front = top + occlusionFigure(set, imageUrl, ordinal, 'front');
    const back = top + occlusionFigure(set, imageUrl, ordinal, 'back') + (backExtra.trim() ? `<div>${backExtra}</div>` : '');
    if (front.length > IO_RENDER_LIMITS.sideChars || back.length > IO_RENDER_LIMITS.sideChars) throw new OcclusionRenderError(IO_MSG.tooDetailed);
    total += front.length + back.length;
    if (total > IO_RENDER_LIMITS.noteChars) throw new OcclusionRenderError(IO_MSG.tooLarge);
    const label = IO_MSG.cardText(ordinals.indexOf(ordinal) + 1, ordinals.length);
    out.push({
      ord: ordinal - 1,
      front,
      back,
      term: headerText ? `${headerText} · ${label}` : label,
      definition: backText ? `${label} · ${backText}` : label,
    });
  }
  return out;
}
