import { describe, expect, it } from 'vitest';
import { MSG } from '../../../../shared/messages';
import { rejectAllMessage, rejectedCount, sortForAuthor, suggestionLabel, suggestionProblem } from './suggestionText';

describe('suggestionProblem', () => {
  it.each([
    ['Cell', 'Unit of life', null],
    ['  ', 'Unit of life', MSG.termAndDefinitionRequired],
    ['Cell', '', MSG.termAndDefinitionRequired],
    ['x'.repeat(10_001), 'y', 'Card text is too long (10,000 characters at most).'],
  ])('(%j, %j) → %j', async (term, definition, problem) => expect(await suggestionProblem(term, definition)).toBe(problem));
});

describe('suggestionLabel', () => {
  it('names the card an edit is for', () => {
    const cell = { term: 'Cell', definition: 'x' };
    expect(suggestionLabel({ kind: 'edit', current: cell, status: 'pending' })).toBe('Edit of “Cell”');
    expect(suggestionLabel({ kind: 'edit', current: cell, status: 'rejected' })).toBe('Edit of “Cell”');
    expect(suggestionLabel({ kind: 'edit', current: cell, status: 'accepted' })).toBe('Edit of a card');
    expect(suggestionLabel({ kind: 'edit', current: null, status: 'pending' })).toBe('Edit of a card since deleted');
    expect(suggestionLabel({ kind: 'new', current: null, status: 'accepted' })).toBe('New card');
  });
});

describe('sortForAuthor', () => {
  it('puts pending suggestions first, each group newest first', () => {
    const list = [
      { id: 5, status: 'accepted' as const },
      { id: 4, status: 'pending' as const },
      { id: 3, status: 'rejected' as const },
      { id: 2, status: 'pending' as const },
    ];
    expect(sortForAuthor(list).map((s) => s.id)).toEqual([4, 2, 5, 3]);
  });
});

describe('Reject all texts', () => {
  it.each([
    [1, 'This rejects the 1 suggestion waiting'],
    [5, 'This rejects all 5 suggestions waiting'],
    // The queue lists 200 at most: the count shown would be wrong past that.
    [200, 'This rejects every suggestion waiting'],
  ])('%i listed → %j', (shown, start) => expect(rejectAllMessage(shown).startsWith(start)).toBe(true));
  it.each([
    [0, '0 suggestions rejected.'],
    [1, '1 suggestion rejected.'],
    [12, '12 suggestions rejected.'],
  ])('%i → %j', (n, text) => expect(rejectedCount(n)).toBe(text));
});
