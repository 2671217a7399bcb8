import { setupI18n } from '@lingui/core';
import { messages as koMessages } from '../../locales/imageOcclusion/ko';
import { describe, expect, it } from 'vitest';
import { OCCLUSION_LIMITS, parseOcclusions, serializeOcclusions, type Occlusion } from '../../../../shared/imageOcclusion';
import {
  addProblem,
  boxFromDrag,
  boxOf,
  canGroup,
  canUngroup,
  clampBox,
  dedupePoints,
  groupShapes,
  keyStep,
  makePolygon,
  makeShape,
  moveShapes,
  nextOrdinal,
  polygonReady,
  removeShapes,
  resizeShape,
  shapeName,
  ungroupShapes,
} from './geometry';

const rect = (ordinal: number, left: number, top: number, width: number, height: number): Occlusion => ({ ordinal, shape: 'rect', left, top, width, height });
const ellipse = (ordinal: number, left: number, top: number, rx: number, ry: number): Occlusion => ({ ordinal, shape: 'ellipse', left, top, rx, ry });
const tri = (ordinal: number): Occlusion => makePolygon([{ x: 0.2, y: 0.2 }, { x: 0.4, y: 0.2 }, { x: 0.3, y: 0.5 }], ordinal);

describe('boxes', () => {
  it.each([
    ['a rectangle', rect(1, 0.1, 0.2, 0.3, 0.4), { left: 0.1, top: 0.2, width: 0.3, height: 0.4 }],
    ['an ellipse: its bounding box', ellipse(1, 0.1, 0.2, 0.15, 0.05), { left: 0.1, top: 0.2, width: 0.3, height: 0.1 }],
    ['a polygon: its corners', tri(1), { left: 0.2, top: 0.2, width: 0.2, height: 0.3 }],
  ])('%s', (_name, shape, box) => {
    const b = boxOf(shape);
    for (const key of ['left', 'top', 'width', 'height'] as const) expect(b[key]).toBeCloseTo(box[key], 6);
  });

  it.each([
    ['inside stays', { left: 0.1, top: 0.1, width: 0.2, height: 0.2 }, { left: 0.1, top: 0.1, width: 0.2, height: 0.2 }],
    ['past the right edge slides back', { left: 0.9, top: 0.1, width: 0.2, height: 0.2 }, { left: 0.8, top: 0.1, width: 0.2, height: 0.2 }],
    ['above the top slides down', { left: 0.1, top: -0.3, width: 0.2, height: 0.2 }, { left: 0.1, top: 0, width: 0.2, height: 0.2 }],
    ['larger than the image is the image', { left: -1, top: -1, width: 5, height: 5 }, { left: 0, top: 0, width: 1, height: 1 }],
    ['never thinner than the minimum', { left: 0.5, top: 0.5, width: 0, height: 0.001 }, { left: 0.5, top: 0.5, width: 0.01, height: 0.01 }],
  ])('clamp: %s', (_name, box, want) => {
    expect(clampBox(box)).toEqual(want);
  });

  it.each([
    ['down-right', { x: 0.1, y: 0.2 }, { x: 0.4, y: 0.6 }, { left: 0.1, top: 0.2, width: 0.3, height: 0.4 }],
    ['up-left is the same box', { x: 0.4, y: 0.6 }, { x: 0.1, y: 0.2 }, { left: 0.1, top: 0.2, width: 0.3, height: 0.4 }],
    ['past the edges stops at them', { x: 0.5, y: 0.5 }, { x: 1.7, y: -0.2 }, { left: 0.5, top: 0, width: 0.5, height: 0.5 }],
  ])('a drag %s', (_name, a, b, want) => {
    expect(boxFromDrag(a, b)).toEqual(want);
  });

  it('an ellipse drawn in a box keeps its radii as halves', () => {
    expect(makeShape('ellipse', { left: 0.1, top: 0.1, width: 0.4, height: 0.2 }, 3)).toEqual({ ordinal: 3, shape: 'ellipse', left: 0.1, top: 0.1, rx: 0.2, ry: 0.1 });
  });
});

describe('move', () => {
  it.each([
    ['moves by the step', [rect(1, 0.1, 0.1, 0.2, 0.2)], [0], 0.05, 0.1, [rect(1, 0.15, 0.2, 0.2, 0.2)]],
    ['stops at the right edge', [rect(1, 0.7, 0.1, 0.2, 0.2)], [0], 0.5, 0, [rect(1, 0.8, 0.1, 0.2, 0.2)]],
    ['stops at the top', [rect(1, 0.1, 0.05, 0.2, 0.2)], [0], 0, -0.3, [rect(1, 0.1, 0, 0.2, 0.2)]],
    // Two shapes move as one: the second is stopped by the edge, and the first with it.
    ['a group stops together', [rect(1, 0.1, 0.1, 0.1, 0.1), rect(2, 0.8, 0.1, 0.1, 0.1)], [0, 1], 0.3, 0, [rect(1, 0.2, 0.1, 0.1, 0.1), rect(2, 0.9, 0.1, 0.1, 0.1)]],
    ['others stay', [rect(1, 0.1, 0.1, 0.1, 0.1), rect(2, 0.5, 0.5, 0.1, 0.1)], [1], -0.1, 0, [rect(1, 0.1, 0.1, 0.1, 0.1), rect(2, 0.4, 0.5, 0.1, 0.1)]],
  ])('%s', (_name, shapes, indices, dx, dy, want) => {
    expect(moveShapes(shapes, indices, dx, dy)).toEqual(want);
  });

  it('a polygon moves all its corners', () => {
    const [moved] = moveShapes([tri(1)], [0], 0.1, 0.1);
    expect(moved!.points).toEqual([{ x: 0.3, y: 0.3 }, { x: 0.5, y: 0.3 }, { x: 0.4, y: 0.6 }]);
    expect([moved!.left, moved!.top]).toEqual([0.3, 0.3]);
  });
});

describe('resize', () => {
  it.each([
    ['the south-east handle grows', 'se', 0.1, 0.1, rect(1, 0.2, 0.2, 0.3, 0.3)],
    ['the north-west handle keeps the far corner', 'nw', -0.1, -0.1, rect(1, 0.1, 0.1, 0.3, 0.3)],
    ['the east handle changes the width only', 'e', 0.05, 0.4, rect(1, 0.2, 0.2, 0.25, 0.2)],
    ['not past the picture', 'se', 2, 2, rect(1, 0.2, 0.2, 0.8, 0.8)],
    ['not below the minimum, and never flipped', 'w', 0.9, 0, rect(1, 0.39, 0.2, 0.01, 0.2)],
  ] as const)('%s', (_name, handle, dx, dy, want) => {
    expect(resizeShape(rect(1, 0.2, 0.2, 0.2, 0.2), handle, dx, dy)).toEqual(want);
  });

  it('a polygon scales with its box', () => {
    const grown = resizeShape(tri(1), 'se', 0.2, 0.3);
    expect(grown.points).toEqual([{ x: 0.2, y: 0.2 }, { x: 0.6, y: 0.2 }, { x: 0.4, y: 0.8 }]);
  });
});

describe('keyboard steps', () => {
  const shapes = [rect(1, 0.5, 0.5, 0.1, 0.1)];
  it.each([
    ['ArrowRight moves right', 'ArrowRight', {}, rect(1, 0.51, 0.5, 0.1, 0.1)],
    ['ArrowUp moves up', 'ArrowUp', {}, rect(1, 0.5, 0.49, 0.1, 0.1)],
    ['Alt+ArrowLeft moves a fine step', 'ArrowLeft', { alt: true }, rect(1, 0.498, 0.5, 0.1, 0.1)],
    ['Shift+ArrowRight widens', 'ArrowRight', { shift: true }, rect(1, 0.5, 0.5, 0.11, 0.1)],
    ['Shift+ArrowDown heightens', 'ArrowDown', { shift: true }, rect(1, 0.5, 0.5, 0.1, 0.11)],
    ['Shift+ArrowLeft narrows', 'ArrowLeft', { shift: true }, rect(1, 0.5, 0.5, 0.09, 0.1)],
    ['Shift+ArrowUp shortens', 'ArrowUp', { shift: true }, rect(1, 0.5, 0.5, 0.1, 0.09)],
    ['another key changes nothing', 'a', {}, rect(1, 0.5, 0.5, 0.1, 0.1)],
  ])('%s', (_name, key, opts, want) => {
    expect(keyStep(shapes, [0], key, opts)).toEqual([want]);
  });

  it('held against the edge, a shape stays inside', () => {
    let s = [rect(1, 0.95, 0.5, 0.04, 0.1)];
    for (let i = 0; i < 5; i++) s = keyStep(s, [0], 'ArrowRight');
    expect(s[0]).toEqual(rect(1, 0.96, 0.5, 0.04, 0.1));
  });
});

describe('cards: group and ungroup', () => {
  const three = [rect(1, 0.1, 0.1, 0.1, 0.1), rect(2, 0.3, 0.1, 0.1, 0.1), ellipse(3, 0.5, 0.5, 0.1, 0.1)];
  it('grouping gives the lowest card number to all, the others keep theirs', () => {
    expect(groupShapes(three, [2, 1]).map((o) => o.ordinal)).toEqual([1, 2, 2]);
    expect(canGroup(three, [1, 2])).toBe(true);
    expect(canGroup(three, [1])).toBe(false);
  });
  it('ungrouping gives every shape but the first its own new card', () => {
    const grouped = groupShapes(three, [0, 1, 2]);
    expect(grouped.map((o) => o.ordinal)).toEqual([1, 1, 1]);
    expect(canUngroup(grouped, [0, 1, 2])).toBe(true);
    expect(ungroupShapes(grouped, [0, 1, 2]).map((o) => o.ordinal)).toEqual([1, 2, 3]);
    expect(canUngroup(three, [0, 1])).toBe(false);
  });
  it('a new shape takes the card after the highest, even with gaps', () => {
    expect(nextOrdinal([])).toBe(1);
    expect(nextOrdinal(removeShapes(three, [1]))).toBe(4);
  });
  it('names count per kind and say the card', () => {
    expect([0, 1, 2].map((i) => shapeName(three, i))).toEqual(['Rectangle 1, card 1', 'Rectangle 2, card 2', 'Ellipse 1, card 3']);
  });
  it("names in the reader's words: kind, number and card from the catalog", () => {
    const ko = setupI18n({ locale: 'ko', messages: { ko: koMessages } });
    const t = (id: string, values?: Record<string, string | number>) => ko._(id, values);
    expect([0, 2].map((i) => shapeName(three, i, t))).toEqual(['사각형 1, 카드 1', '타원 1, 카드 3']);
    expect(shapeName([{ ...three[0]!, ordinal: 0 }], 0, t)).toBe('사각형 1, 모든 카드');
    expect(shapeName([{ ...three[0]!, ordinal: 0 }], 0)).toBe('Rectangle 1, on every card');
  });
});

describe('polygons and limits', () => {
  it('a polygon needs three distinct corners; a double click adds none', () => {
    const pts = [{ x: 0.1, y: 0.1 }, { x: 0.3, y: 0.1 }, { x: 0.3, y: 0.1 }];
    expect(polygonReady(dedupePoints(pts))).toBe(false);
    expect(polygonReady([...dedupePoints(pts), { x: 0.2, y: 0.3 }])).toBe(true);
  });
  it('the shape limit is said before a shape too many', () => {
    const many = Array.from({ length: OCCLUSION_LIMITS.maxShapes }, (_, i) => rect((i % 10) + 1, 0, 0, 0.1, 0.1));
    expect(addProblem(many.slice(1))).toBeNull();
    expect(addProblem(many)).toBe(`A note can have at most ${OCCLUSION_LIMITS.maxShapes} shapes.`);
    expect(addProblem([rect(OCCLUSION_LIMITS.maxOrdinal, 0, 0, 0.1, 0.1)])).toMatch(/at most 500 cards/);
  });
  it('what the editor makes reads back the same from the field', () => {
    const shapes = [makeShape('rect', boxFromDrag({ x: 0.123456, y: 0.2 }, { x: 0.5, y: 0.6 }), 1), makeShape('ellipse', { left: 0.1, top: 0.7, width: 0.2, height: 0.1 }, 2), tri(2)];
    const set = { occlusions: shapes, hideAllGuessOne: true };
    expect(parseOcclusions(serializeOcclusions(set))).toEqual(set);
  });
});
