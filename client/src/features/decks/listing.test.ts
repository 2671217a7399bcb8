import { describe, expect, it } from 'vitest';
import { filterCards, matchesQuery, paginate } from './listing';

const cards = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, term: `Term ${i + 1}`, definition: i % 2 ? 'Odd one' : 'even ONE' }));

describe('search', () => {
  it.each([
    ['', 23],
    ['   ', 23],
    ['term 1', 11], // Term 1, 10–19
    ['  TERM 2  ', 5], // Term 2, 20–23
    ['odd', 11],
    ['EVEN one', 12],
    ['nothing', 0],
  ])('query %j matches %i cards by term or definition', (query, count) => {
    expect(filterCards(cards, query)).toHaveLength(count);
  });

  it('matches deck names case-insensitively and ignores null texts', () => {
    expect(matchesQuery('bio', 'Biology', null)).toBe(true);
    expect(matchesQuery('chem', 'Biology', undefined)).toBe(false);
  });
});

describe('paginate', () => {
  it.each([
    [1, 1, 3, 10, 1],
    [3, 3, 3, 3, 21],
    [9, 3, 3, 3, 21], // past the end → clamped to the last page
    [0, 1, 3, 10, 1],
    [-2, 1, 3, 10, 1],
  ])('page %i → page %i of %i, %i items starting at id %i', (requested, page, pageCount, length, firstId) => {
    const result = paginate(cards, requested, 10);
    expect(result.page).toBe(page);
    expect(result.pageCount).toBe(pageCount);
    expect(result.items).toHaveLength(length);
    expect(result.items[0].id).toBe(firstId);
  });

  it('has one empty page when there is nothing', () => {
    expect(paginate([], 4)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
