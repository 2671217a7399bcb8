import { describe, expect, it } from 'vitest';
import { parseBrowseQuery } from './browseQuery.js';

const empty = { text: [], decks: [], tags: [], suspended: false, isNew: false, due: false };

describe('parseBrowseQuery', () => {
  it.each([
    ['', empty],
    ['  cat  ', { ...empty, text: ['cat'] }],
    ['cat dog', { ...empty, text: ['cat', 'dog'] }],
    ['"big cat"', { ...empty, text: ['big cat'] }],
    ['deck:French', { ...empty, decks: ['French'] }],
    ['deck:"My French"', { ...empty, decks: ['My French'] }],
    ['tag:lang::fr', { ...empty, tags: ['lang::fr'] }],
    ['is:suspended is:NEW is:due', { ...empty, suspended: true, isNew: true, due: true }],
    ['is:other', { ...empty, text: ['is:other'] }],
    ['deck: x', { ...empty, text: ['deck:', 'x'] }],
    ['http://x', { ...empty, text: ['http://x'] }],
  ])('%j', (q, expected) => {
    expect(parseBrowseQuery(q)).toEqual(expected);
  });
});
