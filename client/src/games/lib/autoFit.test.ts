import { describe, expect, it } from 'vitest';
import { fitFontSize, fitTogether } from './autoFit';

describe('fitFontSize', () => {
  it.each([
    { limit: 20, expected: 20 },
    { limit: 20.4, expected: 20 },
    { limit: 20.5, expected: 20.5 },
    { limit: 7, expected: 7 },
    { limit: 150, expected: 150 },
    { limit: 1000, expected: 150 },
    { limit: 3, expected: 7 },
    { limit: 99.99, expected: 99.5 },
  ])('largest step ≤ $limit px → $expected (7–150 px, 0.5 steps)', ({ limit, expected }) => {
    expect(fitFontSize((px) => px <= limit)).toBe(expected);
  });

  it('only probes sizes on the 0.5 px grid, about log2(287) times', () => {
    const probes: number[] = [];
    fitFontSize((px) => {
      probes.push(px);
      return px <= 42;
    });
    expect(probes.every((px) => Number.isInteger(px * 2))).toBe(true);
    expect(probes.length).toBeLessThanOrEqual(10);
  });

  it('respects a custom range (spatial prompt 16–18 px)', () => {
    expect(fitFontSize((px) => px <= 17.2, 16, 18)).toBe(17);
    expect(fitFontSize(() => false, 16, 18)).toBe(16);
    expect(fitFontSize(() => true, 16, 18)).toBe(18);
  });
});

describe('fitTogether (one size per matching board, issue #29)', () => {
  /** A box whose text fits up to `limit` px. */
  const box = (limit: number) => {
    const element = document.createElement('span');
    element.dataset.limit = String(limit);
    return element;
  };
  const fits = (element: HTMLElement) => parseFloat(element.style.fontSize) <= Number(element.dataset.limit);

  it.each([
    { limits: [20, 14, 30], expected: 14 },
    { limits: [60, 50.7], expected: 50.5 },
    { limits: [3, 40], expected: 7 },
    { limits: [400], expected: 150 },
  ])('limits $limits → every box at $expected px', ({ limits, expected }) => {
    const boxes = limits.map(box);
    expect(fitTogether(boxes, fits)).toBe(expected);
    expect(boxes.map((b) => b.style.fontSize)).toEqual(limits.map(() => `${expected}px`));
    expect(boxes.some((b) => 'fitting' in b.dataset)).toBe(false);
  });
});
