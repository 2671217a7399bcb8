import { describe, expect, it } from 'vitest';
import { burySiblings, siblingKey } from './siblings.js';

const NOTES: Record<string, number> = { a: 1, b: 2 };
const card = (id: number, note: string | null) => ({ id, note_id: note === null ? null : NOTES[note] });
const answered = (notes: string[], cards: number[] = []) => ({ notes: new Set(notes), cards: new Set(cards) });

describe('burySiblings (issue 48.8)', () => {
  it.each([
    { name: 'no notes: nothing buried', cards: [card(1, null), card(2, null)], today: [], kept: [1, 2] },
    { name: 'one card per note, the first in order', cards: [card(1, 'a'), card(2, 'a'), card(3, null), card(4, 'b'), card(5, 'a'), card(6, 'b')], today: [], kept: [1, 3, 4] },
    { name: 'a note answered today is buried whole', cards: [card(1, 'a'), card(2, 'a'), card(3, 'b')], today: ['1'], kept: [3] },
    { name: 'empty input', cards: [], today: ['1'], kept: [] },
  ])('$name', ({ cards, today, kept }) => {
    expect(burySiblings(cards, answered(today)).map((c) => c.id)).toEqual(kept);
  });

  it('keeps a card answered today itself (due again in its steps) and buries its siblings', () => {
    // Card 2 of note a was answered this morning and is due again: it stays, 1 and 5 are buried.
    expect(burySiblings([card(1, 'a'), card(2, 'a'), card(3, 'b'), card(5, 'a')], answered(['1'], [2])).map((c) => c.id)).toEqual([2, 3]);
    // A basic note's one card answered today is never buried by itself.
    expect(burySiblings([card(7, 'b')], answered(['2'], [7])).map((c) => c.id)).toEqual([7]);
  });

  it("the sibling key is the card's note, null without one", () => {
    expect(siblingKey({ note_id: 41 })).toBe('41');
    expect(siblingKey({ note_id: null })).toBeNull();
    expect(siblingKey({})).toBeNull();
  });
});
