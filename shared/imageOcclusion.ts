// Image occlusion shapes, written as Anki (23.10+) writes them in an Image Occlusion note's
// Occlusion field (docs/image-occlusion.md):
//
//   {{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.4:oi=1}}<br>
//
// one cloze per shape; shapes sharing an ordinal make one card (a group). Coordinates are
// fractions of the image (0–1): `left`/`top` the shape's corner, `width`/`height` a rectangle's
// size, `rx`/`ry` an ellipse's radii, `points` a polygon's corners ("x,y x,y …", also fractions
// of the image). `oi=1` means hide all, guess one. Ordinal 0 is a text label shown on every card.
//
// The field is a file's or a user's text: parsing is one linear pass, bounded by the limits
// below, and anything outside them is refused with a message rather than trimmed silently.

import { IO_MSG } from './messages.js';

export type OcclusionShapeKind = 'rect' | 'ellipse' | 'polygon' | 'text';

export interface OcclusionPoint {
  x: number;
  y: number;
}

export interface Occlusion {
  /** Anki's cloze number: the card this shape belongs to; 0 for a label on every card. */
  ordinal: number;
  shape: OcclusionShapeKind;
  left: number;
  top: number;
  width?: number;
  height?: number;
  rx?: number;
  ry?: number;
  points?: OcclusionPoint[];
  /** A text label's words (shape 'text'). */
  text?: string;
  /** A text label's scale and font size, as Anki stores them. */
  scale?: number;
  fontSize?: number;
  /** Rotation in degrees, as Anki stores it (`angle`). */
  angle?: number;
  /** A mask's fill colour, when Anki stored one (`fill`). */
  fill?: string;
}

export interface OcclusionSet {
  occlusions: Occlusion[];
  /** true: every mask hides on the question and only the asked one is marked (oi=1). */
  hideAllGuessOne: boolean;
}

export const OCCLUSION_LIMITS = {
  /** Longest Occlusion field read, in characters. */
  maxFieldLength: 200_000,
  /** Most shapes in one note. */
  maxShapes: 500,
  /** Most corners in one polygon. */
  maxPolygonPoints: 500,
  /** Longest text label. */
  maxTextLength: 500,
  /** Highest cloze number (each makes a card). */
  maxOrdinal: 500,
} as const;

export class OcclusionError extends Error {}

const SHAPES: readonly OcclusionShapeKind[] = ['rect', 'ellipse', 'polygon', 'text'];
const NUMBER_KEYS = ['left', 'top', 'width', 'height', 'rx', 'ry', 'scale', 'angle'] as const;
const PREFIX = '::image-occlusion:';

/** Reads an Occlusion field. Throws OcclusionError with a plain message on bad input. */
export function parseOcclusions(field: string): OcclusionSet {
  if (field.length > OCCLUSION_LIMITS.maxFieldLength) {
    throw new OcclusionError(IO_MSG.fieldTooLong);
  }
  const occlusions: Occlusion[] = [];
  let hideAllGuessOne = false;
  let from = 0;
  for (;;) {
    const open = field.indexOf('{{c', from);
    if (open < 0) break;
    const close = field.indexOf('}}', open);
    if (close < 0) break;
    from = close + 2;
    const body = field.slice(open + 3, close);
    const sep = body.indexOf(PREFIX);
    if (sep < 0) continue;
    const ordinal = Number(body.slice(0, sep));
    if (!Number.isInteger(ordinal) || ordinal < 0 || ordinal > OCCLUSION_LIMITS.maxOrdinal) {
      throw new OcclusionError(IO_MSG.ordinalOutOfRange);
    }
    if (occlusions.length >= OCCLUSION_LIMITS.maxShapes) {
      throw new OcclusionError(IO_MSG.tooManyShapes(OCCLUSION_LIMITS.maxShapes));
    }
    const { occlusion, oi } = readShape(ordinal, body.slice(sep + PREFIX.length));
    if (occlusion) occlusions.push(occlusion);
    if (oi) hideAllGuessOne = true;
  }
  return { occlusions, hideAllGuessOne };
}

/** Splits `rect:left=.1:top=.2` on unescaped colons (Anki escapes a colon in a value as `\:`). */
function splitProps(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\' && text[i + 1] === ':') {
      current += ':';
      i++;
    } else if (ch === ':') {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts;
}

function fraction(value: string, key: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) {
    throw new OcclusionError(IO_MSG.notANumber(key));
  }
  return n;
}

function inImage(n: number, key: string): number {
  // A little slack: Anki's own editor lets a mask's edge sit just past the picture.
  if (n < -0.01 || n > 1.01) throw new OcclusionError(IO_MSG.outsideImage(key));
  return Math.min(1, Math.max(0, n));
}

function readShape(ordinal: number, text: string): { occlusion: Occlusion | null; oi: boolean } {
  const [kind, ...props] = splitProps(text);
  if (!SHAPES.includes(kind as OcclusionShapeKind)) return { occlusion: null, oi: false };
  const occlusion: Occlusion = { ordinal, shape: kind as OcclusionShapeKind, left: 0, top: 0 };
  let oi = false;
  for (const prop of props) {
    const eq = prop.indexOf('=');
    if (eq < 0) continue;
    const key = prop.slice(0, eq);
    const value = prop.slice(eq + 1);
    if (key === 'oi') oi = value === '1';
    else if (key === 'points') occlusion.points = readPoints(value);
    else if (key === 'text') {
      if (value.length > OCCLUSION_LIMITS.maxTextLength) throw new OcclusionError(IO_MSG.labelTooLong);
      occlusion.text = value;
    } else if (key === 'fs') occlusion.fontSize = fraction(value, 'font size');
    else if (key === 'fill') {
      if (/^#[0-9a-f]{3,8}$/i.test(value)) occlusion.fill = value;
    } else if ((NUMBER_KEYS as readonly string[]).includes(key)) {
      const n = fraction(value, key);
      (occlusion as unknown as Record<string, number>)[key] =
        key === 'scale' || key === 'angle' ? n : inImage(n, key);
    }
  }
  return { occlusion, oi };
}

function readPoints(value: string): OcclusionPoint[] {
  const pairs = value.trim().split(/\s+/);
  if (pairs.length > OCCLUSION_LIMITS.maxPolygonPoints) {
    throw new OcclusionError(IO_MSG.tooManyCorners(OCCLUSION_LIMITS.maxPolygonPoints));
  }
  return pairs.map((pair) => {
    const [x, y] = pair.split(',');
    return { x: inImage(fraction(x ?? '', 'point'), 'point'), y: inImage(fraction(y ?? '', 'point'), 'point') };
  });
}

/** Anki writes fractions with four decimals and no leading zero: `.3734`, `1`, `0`. */
function formatFraction(n: number): string {
  const fixed = n.toFixed(4);
  if (fixed.startsWith('0.')) return fixed.slice(1);
  return fixed.replace(/\.?0+$/, '') || '0';
}

function escapeValue(value: string): string {
  return value.replace(/:/g, '\\:').replace(/\}\}/g, '} }');
}

/** Writes shapes back in Anki's form, in order, one per line. */
export function serializeOcclusions(set: OcclusionSet): string {
  return set.occlusions
    .map((o) => {
      let text = `:left=${formatFraction(o.left)}:top=${formatFraction(o.top)}`;
      if (o.shape === 'rect') text += `:width=${formatFraction(o.width ?? 0)}:height=${formatFraction(o.height ?? 0)}`;
      if (o.shape === 'ellipse') text += `:rx=${formatFraction(o.rx ?? 0)}:ry=${formatFraction(o.ry ?? 0)}`;
      if (o.shape === 'polygon') {
        text += `:points=${(o.points ?? []).map((p) => `${p.x.toFixed(4)},${p.y.toFixed(4)}`.replace(/(^|,)0\./g, '$1.')).join(' ')}`;
      }
      if (o.shape === 'text') {
        text += `:text=${escapeValue(o.text ?? '')}:scale=${o.scale ?? 1}`;
        if (o.fontSize !== undefined) text += `:fs=${o.fontSize}`;
      }
      if (o.angle) text += `:angle=${o.angle}`;
      if (o.fill) text += `:fill=${o.fill}`;
      if (set.hideAllGuessOne && o.shape !== 'text') text += ':oi=1';
      return `{{c${o.ordinal}::image-occlusion:${o.shape}${text}}}<br>`;
    })
    .join('');
}

/** The card numbers an occlusion set makes (each ordinal ≥ 1 is one card), ascending. */
export function occlusionOrdinals(set: OcclusionSet): number[] {
  return [...new Set(set.occlusions.map((o) => o.ordinal).filter((n) => n > 0))].sort((a, b) => a - b);
}

/**
 * A shape as an API card carries it (docs/image-occlusion.md): fractions of the picture, and
 * whether it is one of this card's own (the asked region). Labels (ordinal 0) are not listed.
 */
export interface CardOcclusion {
  ordinal: number;
  shape: Exclude<OcclusionShapeKind, 'text'>;
  left: number;
  top: number;
  width?: number;
  height?: number;
  rx?: number;
  ry?: number;
  points?: OcclusionPoint[];
  asked: boolean;
}

/** The shapes of one card (card number `ordinal`), in the field's order. */
export function cardOcclusions(set: OcclusionSet, ordinal: number): CardOcclusion[] {
  const out: CardOcclusion[] = [];
  for (const o of set.occlusions) {
    if (o.ordinal === 0 || o.shape === 'text') continue;
    const shape: CardOcclusion = { ordinal: o.ordinal, shape: o.shape, left: o.left, top: o.top, asked: o.ordinal === ordinal };
    if (o.shape === 'rect') Object.assign(shape, { width: o.width ?? 0, height: o.height ?? 0 });
    if (o.shape === 'ellipse') Object.assign(shape, { rx: o.rx ?? 0, ry: o.ry ?? 0 });
    if (o.shape === 'polygon') shape.points = o.points ?? [];
    out.push(shape);
  }
  return out;
}
