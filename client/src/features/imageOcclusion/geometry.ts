import { OCCLUSION_LIMITS, type Occlusion, type OcclusionPoint } from '../../../../shared/imageOcclusion';
import { setupI18n } from '@lingui/core';
import { messages as ioEn, type MessageId } from '../../locales/imageOcclusion/en';

// The image occlusion editor's geometry (docs/image-occlusion.md), apart from the component so
// table tests can pin it: every coordinate is a fraction of the image (0–1), as the Occlusion
// field stores it, and every operation keeps a shape whole inside the picture.
//
// A shape's box is what the editor moves and resizes: a rectangle's own corner and size, an
// ellipse's bounding box (Anki stores its corner and radii), a polygon's bounding box (its
// corners scale with it). Text labels from Anki are kept as they are and never edited here.

export type DrawKind = 'rect' | 'ellipse' | 'polygon';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The smallest shape side, so a shape never collapses to nothing (about 1 % of the picture). */
export const MIN_SIZE = 0.01;
/** One arrow key press: 1 % of the picture; with Alt, a fine step. */
export const KEY_STEP = 0.01;
export const FINE_STEP = 0.002;

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
/** Four decimals, as the field keeps them: what is shown is what is saved. */
const round = (n: number) => Math.round(n * 10_000) / 10_000;

export function boxOf(o: Occlusion): Box {
  if (o.shape === 'rect') return { left: o.left, top: o.top, width: o.width ?? 0, height: o.height ?? 0 };
  if (o.shape === 'ellipse') return { left: o.left, top: o.top, width: 2 * (o.rx ?? 0), height: 2 * (o.ry ?? 0) };
  if (o.shape === 'polygon' && o.points && o.points.length > 0) {
    const xs = o.points.map((p) => p.x);
    const ys = o.points.map((p) => p.y);
    const left = Math.min(...xs);
    const top = Math.min(...ys);
    return { left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
  }
  return { left: o.left, top: o.top, width: 0, height: 0 };
}

/** A box inside the picture: no side below MIN_SIZE, none past an edge (it slides back in). */
export function clampBox(box: Box): Box {
  const width = Math.min(1, Math.max(MIN_SIZE, box.width));
  const height = Math.min(1, Math.max(MIN_SIZE, box.height));
  const left = Math.min(1 - width, Math.max(0, box.left));
  const top = Math.min(1 - height, Math.max(0, box.top));
  return { left: round(left), top: round(top), width: round(width), height: round(height) };
}

/** The shape fitted to a new box: a polygon's corners scale with it. */
export function withBox(o: Occlusion, box: Box): Occlusion {
  if (o.shape === 'rect') return { ...o, left: box.left, top: box.top, width: box.width, height: box.height };
  if (o.shape === 'ellipse') return { ...o, left: box.left, top: box.top, rx: round(box.width / 2), ry: round(box.height / 2) };
  if (o.shape === 'polygon' && o.points) {
    const was = boxOf(o);
    const sx = was.width > 0 ? box.width / was.width : 1;
    const sy = was.height > 0 ? box.height / was.height : 1;
    const points = o.points.map((p) => ({
      x: round(clamp01(box.left + (p.x - was.left) * sx)),
      y: round(clamp01(box.top + (p.y - was.top) * sy)),
    }));
    return { ...o, left: box.left, top: box.top, points };
  }
  return { ...o, left: box.left, top: box.top };
}

/** The box from a drag between two points, inside the picture. */
export function boxFromDrag(a: OcclusionPoint, b: OcclusionPoint): Box {
  const x1 = clamp01(Math.min(a.x, b.x));
  const y1 = clamp01(Math.min(a.y, b.y));
  const x2 = clamp01(Math.max(a.x, b.x));
  const y2 = clamp01(Math.max(a.y, b.y));
  return { left: round(x1), top: round(y1), width: round(x2 - x1), height: round(y2 - y1) };
}

/** A drag this small is a click, not a shape. */
export const isTooSmall = (box: Box) => box.width < MIN_SIZE || box.height < MIN_SIZE;

export function makeShape(kind: 'rect' | 'ellipse', box: Box, ordinal: number): Occlusion {
  const b = clampBox(box);
  return withBox({ ordinal, shape: kind, left: b.left, top: b.top }, b);
}

export function makePolygon(points: OcclusionPoint[], ordinal: number): Occlusion {
  const pts = points.map((p) => ({ x: round(clamp01(p.x)), y: round(clamp01(p.y)) }));
  const o: Occlusion = { ordinal, shape: 'polygon', left: 0, top: 0, points: pts };
  const b = boxOf(o);
  return { ...o, left: b.left, top: b.top };
}

/** A polygon needs three corners that are not all at one spot. */
export function polygonReady(points: OcclusionPoint[]): boolean {
  if (points.length < 3) return false;
  const b = boxOf({ ordinal: 1, shape: 'polygon', left: 0, top: 0, points });
  return b.width >= MIN_SIZE || b.height >= MIN_SIZE;
}

/** Drops a corner that repeats the one before it (a double click adds the same spot twice). */
export function dedupePoints(points: OcclusionPoint[], within = 0.005): OcclusionPoint[] {
  return points.filter((p, i) => i === 0 || Math.hypot(p.x - points[i - 1]!.x, p.y - points[i - 1]!.y) > within);
}

/** The largest move of a box by (dx, dy) that keeps it inside the picture. */
function boundedDelta(box: Box, dx: number, dy: number): { dx: number; dy: number } {
  return {
    dx: Math.min(1 - (box.left + box.width), Math.max(-box.left, dx)),
    dy: Math.min(1 - (box.top + box.height), Math.max(-box.top, dy)),
  };
}

/** The box around several shapes. */
export function unionBox(shapes: Occlusion[]): Box {
  const boxes = shapes.map(boxOf);
  const left = Math.min(...boxes.map((b) => b.left));
  const top = Math.min(...boxes.map((b) => b.top));
  const right = Math.max(...boxes.map((b) => b.left + b.width));
  const bottom = Math.max(...boxes.map((b) => b.top + b.height));
  return { left, top, width: right - left, height: bottom - top };
}

function shift(o: Occlusion, dx: number, dy: number): Occlusion {
  const b = boxOf(o);
  return withBox(o, { left: round(b.left + dx), top: round(b.top + dy), width: b.width, height: b.height });
}

/**
 * Moves the shapes at `indices` together by (dx, dy), as far as the picture lets the group go:
 * they keep their places relative to each other.
 */
export function moveShapes(shapes: Occlusion[], indices: number[], dx: number, dy: number): Occlusion[] {
  const chosen = indices.map((i) => shapes[i]).filter((o): o is Occlusion => o !== undefined && o.shape !== 'text');
  if (chosen.length === 0) return shapes;
  const d = boundedDelta(unionBox(chosen), dx, dy);
  const set = new Set(indices);
  return shapes.map((o, i) => (set.has(i) && o.shape !== 'text' ? shift(o, d.dx, d.dy) : o));
}

export type Handle = 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w';
export const HANDLES: readonly Handle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

/** Where a handle sits on a box, as fractions of the image. */
export function handlePoint(box: Box, handle: Handle): OcclusionPoint {
  const x = handle.includes('w') ? box.left : handle.includes('e') ? box.left + box.width : box.left + box.width / 2;
  const y = handle.includes('n') ? box.top : handle.includes('s') ? box.top + box.height : box.top + box.height / 2;
  return { x, y };
}

/**
 * Resizes a shape by dragging one handle by (dx, dy) from where the shape started: the opposite
 * side stays put, no side shrinks below MIN_SIZE and none passes the picture's edge.
 */
export function resizeShape(o: Occlusion, handle: Handle, dx: number, dy: number): Occlusion {
  if (o.shape === 'text') return o;
  const b = boxOf(o);
  let left = b.left;
  let top = b.top;
  let right = b.left + b.width;
  let bottom = b.top + b.height;
  if (handle.includes('w')) left = Math.min(right - MIN_SIZE, Math.max(0, left + dx));
  if (handle.includes('e')) right = Math.max(left + MIN_SIZE, Math.min(1, right + dx));
  if (handle.includes('n')) top = Math.min(bottom - MIN_SIZE, Math.max(0, top + dy));
  if (handle.includes('s')) bottom = Math.max(top + MIN_SIZE, Math.min(1, bottom + dy));
  return withBox(o, { left: round(left), top: round(top), width: round(right - left), height: round(bottom - top) });
}

/** The arrow keys: the direction each moves (or, with Shift, grows the width or height). */
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export const isArrow = (key: string) => key in ARROWS;

/**
 * One arrow key on the shapes at `indices`: an arrow moves them by a step; Shift+arrow resizes
 * each from its bottom-right corner (Right and Down grow, Left and Up shrink). Alt makes the
 * step fine. Anything else changes nothing.
 */
export function keyStep(shapes: Occlusion[], indices: number[], key: string, opts: { shift?: boolean; alt?: boolean } = {}): Occlusion[] {
  const dir = ARROWS[key];
  if (!dir) return shapes;
  const step = opts.alt ? FINE_STEP : KEY_STEP;
  const [dx, dy] = [dir[0] * step, dir[1] * step];
  if (!opts.shift) return moveShapes(shapes, indices, dx, dy);
  const set = new Set(indices);
  return shapes.map((o, i) => (set.has(i) ? resizeShape(o, 'se', dx, dy) : o));
}

/** The card number a new shape gets: one past the highest, so no card's shapes change. */
export function nextOrdinal(shapes: Occlusion[]): number {
  return shapes.reduce((max, o) => Math.max(max, o.ordinal), 0) + 1;
}

/**
 * Puts the shapes at `indices` on one card: they all take the lowest card number among them,
 * so the card that already had it keeps its progress (cards are matched by number).
 */
export function groupShapes(shapes: Occlusion[], indices: number[]): Occlusion[] {
  const chosen = indices.map((i) => shapes[i]).filter((o): o is Occlusion => o !== undefined && o.ordinal > 0);
  if (chosen.length < 2) return shapes;
  const ordinal = Math.min(...chosen.map((o) => o.ordinal));
  const set = new Set(indices);
  return shapes.map((o, i) => (set.has(i) && o.ordinal > 0 ? { ...o, ordinal } : o));
}

/**
 * Gives each of the shapes at `indices` a card of its own: within each card the first shape
 * keeps the number, the others get new ones after the highest.
 */
export function ungroupShapes(shapes: Occlusion[], indices: number[]): Occlusion[] {
  const set = new Set(indices);
  let next = nextOrdinal(shapes);
  const kept = new Set<number>();
  // A card is kept by its first shape only when not every one of its shapes would move.
  return shapes.map((o, i) => {
    if (!set.has(i) || o.ordinal === 0) return o;
    if (!kept.has(o.ordinal)) {
      kept.add(o.ordinal);
      return o;
    }
    return { ...o, ordinal: next++ };
  });
}

/** Removes the shapes at `indices`. */
export function removeShapes(shapes: Occlusion[], indices: number[]): Occlusion[] {
  const set = new Set(indices);
  return shapes.filter((_, i) => !set.has(i));
}

/** Whether the shapes at `indices` share cards with one another (Ungroup has work to do). */
export function canUngroup(shapes: Occlusion[], indices: number[]): boolean {
  const seen = new Set<number>();
  for (const i of indices) {
    const o = shapes[i];
    if (!o || o.ordinal === 0) continue;
    if (seen.has(o.ordinal)) return true;
    seen.add(o.ordinal);
  }
  return false;
}

/** Whether the shapes at `indices` are on more than one card (Group has work to do). */
export function canGroup(shapes: Occlusion[], indices: number[]): boolean {
  return new Set(indices.map((i) => shapes[i]?.ordinal).filter((n) => n !== undefined && n > 0)).size > 1;
}

/** The editor's words (docs/translating.md): the reader's catalog in the editor, English in the table tests. */
export type IoT = (id: MessageId, values?: Record<string, string | number>) => string;
const englishI18n = setupI18n({ locale: 'en', messages: { en: ioEn } });
export const englishT: IoT = (id, values) => englishI18n._(id, values);

const KIND_NAMES = { rect: 'imageOcclusion.kind.rect', ellipse: 'imageOcclusion.kind.ellipse', polygon: 'imageOcclusion.kind.polygon', text: 'imageOcclusion.kind.text' } as const satisfies Record<Occlusion['shape'], MessageId>;

/** A shape's name for people and screen readers: "Rectangle 2, card 1" (counted per kind). */
export function shapeName(shapes: Occlusion[], index: number, t: IoT = englishT): string {
  const o = shapes[index];
  if (!o) return '';
  const nth = shapes.slice(0, index + 1).filter((s) => s.shape === o.shape).length;
  const kind = t(KIND_NAMES[o.shape]);
  return o.ordinal > 0 ? t('imageOcclusion.shape.onCard', { kind, nth: String(nth), card: String(o.ordinal) }) : t('imageOcclusion.shape.onEvery', { kind, nth: String(nth) });
}

/** Why one more shape (or corner) cannot be added, or null when it can. */
export function addProblem(shapes: Occlusion[], t: IoT = englishT): string | null {
  if (shapes.length >= OCCLUSION_LIMITS.maxShapes) return t('imageOcclusion.tooManyShapes', { max: String(OCCLUSION_LIMITS.maxShapes) });
  if (nextOrdinal(shapes) > OCCLUSION_LIMITS.maxOrdinal) return t('imageOcclusion.tooManyCards', { max: String(OCCLUSION_LIMITS.maxOrdinal) });
  return null;
}

export const polygonFull = (points: OcclusionPoint[]) => points.length >= OCCLUSION_LIMITS.maxPolygonPoints;
