import { describe, expect, it } from 'vitest';
import { canBuildCrossword, toCrosswordAnswer } from './crossword.js';

describe('crossword suitability', () => {
  it.each([
    ['café', 'CAFE'],
    ['malsain (chose)', 'MALSAIN'],
    ['ねこ', null],
    ['кошка', null],
    ['ox', null],
  ])('%s → %s', (term, answer) => expect(toCrosswordAnswer(term)).toBe(answer));

  it('needs six distinct Latin-letter answers', () => {
    const latin = ['apple', 'bread', 'cheese', 'dates', 'eggs', 'figs'];
    expect(canBuildCrossword(latin)).toBe(true);
    expect(canBuildCrossword([...latin.slice(0, 5), 'apple'])).toBe(false);
    expect(canBuildCrossword(['ねこ', 'いぬ', 'とり', 'さかな', 'うま', 'うし', 'ぶた'])).toBe(false);
  });
});
