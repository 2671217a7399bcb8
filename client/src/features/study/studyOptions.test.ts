import { describe, expect, it } from 'vitest';
import { parseNewCardsPerDay, quickStartLine, todayLine } from './studyOptions';

describe('quickStartLine / todayLine', () => {
  it.each([
    [12, 20, '12 reviews · 20 new'],
    [1, 0, '1 review · 0 new'],
    [0, 1, '0 reviews · 1 new'],
  ])('%i reviews, %i new → %s', (reviews, fresh, line) => {
    expect(quickStartLine(reviews, fresh)).toBe(line);
    expect(todayLine(reviews, fresh)).toBe(`${line} today`);
  });
});

describe('parseNewCardsPerDay', () => {
  it.each([
    ['20', 20],
    [' 0 ', 0],
    ['9999', 9999],
    ['10000', null],
    ['-1', null],
    ['2.5', null],
    ['', null],
    ['abc', null],
  ])('%j → %j', (text, value) => {
    expect(parseNewCardsPerDay(text)).toBe(value);
  });
});
