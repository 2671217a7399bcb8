import { describe, expect, it } from 'vitest';
import { togglePage, toggleRow } from './selection';

const order = [50, 40, 30, 20, 10];
const set = (...ids: number[]) => new Set(ids);

describe('toggleRow', () => {
  it.each([
    ['a click selects one', set(), 30, true, null, false, [30]],
    ['a click clears one', set(30, 20), 30, false, null, false, [20]],
    ['shift-click selects the range down', set(40), 20, true, 40, true, [40, 30, 20]],
    ['shift-click selects the range up', set(), 50, true, 20, true, [50, 40, 30, 20]],
    ['shift-click clears the range', set(50, 40, 30, 20), 30, false, 50, true, [20]],
    ['shift without an anchor is one row', set(), 30, true, null, true, [30]],
    ['an anchor gone from the page is one row', set(), 30, true, 99, true, [30]],
  ] as const)('%s', (_name, selected, id, checked, anchor, shift, expected) => {
    expect([...toggleRow(selected, order, id, checked, anchor, shift)].sort((a, b) => b - a)).toEqual(expected);
  });
});

describe('togglePage', () => {
  it('selects the page when any row is not, keeping other pages', () => {
    expect([...togglePage(set(40, 7), order)].sort((a, b) => b - a)).toEqual([50, 40, 30, 20, 10, 7]);
  });
  it('clears the page when all are selected', () => {
    expect([...togglePage(set(...order, 7), order)]).toEqual([7]);
  });
  it('an empty page selects nothing', () => {
    expect([...togglePage(set(), [])]).toEqual([]);
  });
});
