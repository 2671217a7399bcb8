import { describe, expect, it } from 'vitest';
import { canBuildCrossword, CROSSWORD_NOT_POSSIBLE_IN, crosswordDirections, smartGamesFor, toCrosswordAnswer } from './crossword.js';

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

describe('crossword availability per study direction (docs/study-options.md): the side that becomes the answer decides', () => {
  const words = ['apple', 'bread', 'cheese', 'dates', 'eggs', 'figs'];
  const phrase = (w: string) => `a long phrase that explains what ${w} means`;
  const kana = ['ねこ', 'いぬ', 'とり', 'さかな', 'うま', 'うし'];
  it.each([
    ['word → word (both sides usable)', words.map((w) => ({ term: w, definition: w.split('').reverse().join('') })), ['forward', 'reverse', 'mixed']],
    ['word → long phrase', words.map((w) => ({ term: w, definition: phrase(w) })), ['forward']],
    ['long phrase → word', words.map((w) => ({ term: phrase(w), definition: w })), ['reverse']],
    ['kana → English word', kana.map((k, i) => ({ term: k, definition: words[i] })), ['reverse']],
    ['word → blank definition (no clue forward)', words.map((w) => ({ term: w, definition: ' ' })), []],
    ['five usable cards only', words.slice(0, 5).map((w) => ({ term: w, definition: w + 'x' })), []],
    // Mixed counts a card only when both sides make an answer: 3 + 3 half-usable cards are not enough.
    ['half word → phrase, half phrase → word', [...words.slice(0, 3).map((w) => ({ term: w, definition: phrase(w) })), ...words.slice(3).map((w) => ({ term: phrase(w), definition: w }))], []],
  ] as const)('%s → %j', (_, cards, expected) => {
    expect(crosswordDirections(cards)).toEqual(expected);
  });

  it('stops reading a big deck once every direction is settled', () => {
    let read = 0;
    function* cards() {
      for (let i = 0; i < 1_000_000; i++) {
        read++;
        yield { term: `word${i}`, definition: `mot${i}` };
      }
    }
    expect(crosswordDirections(cards())).toEqual(['forward', 'reverse', 'mixed']);
    expect(read).toBe(6);
  });

  const available = (crosswordEnabled: boolean, crosswordDirs?: ('forward' | 'reverse' | 'mixed')[]) => ({
    dueCardCount: 10,
    ...(crosswordDirs ? { crosswordDirections: crosswordDirs } : {}),
    games: [
      { id: 'matching', name: 'Matching', isEnabled: true, minCards: 4 },
      { id: 'crossword', name: 'Crossword', isEnabled: crosswordEnabled, minCards: 6, ...(crosswordEnabled ? {} : { unavailableReason: 'x' }) },
    ],
  });
  it('the Smart Session list follows the direction chosen in the modal', () => {
    expect(smartGamesFor(available(true, ['forward']), 'reverse')[1]).toEqual({ id: 'crossword', name: 'Crossword', isEnabled: false, minCards: 6, unavailableReason: CROSSWORD_NOT_POSSIBLE_IN.reverse });
    expect(smartGamesFor(available(false, ['reverse']), 'reverse')[1]).toEqual({ id: 'crossword', name: 'Crossword', isEnabled: true, minCards: 6 });
    // An answer cached before crosswordDirections existed is shown as given.
    expect(smartGamesFor(available(false), 'reverse')[1].unavailableReason).toBe('x');
    // Too few cards (off without a reason) stays the server's answer whatever the direction.
    const tooFew = { ...available(false, ['forward']), dueCardCount: 3 };
    tooFew.games[1] = { id: 'crossword', name: 'Crossword', isEnabled: false, minCards: 6 };
    expect(smartGamesFor(tooFew, 'forward')[1]).toEqual({ id: 'crossword', name: 'Crossword', isEnabled: false, minCards: 6 });
    // A light day (3 due) in a deck that can fill the board: the directions decide (issue 48.2).
    expect(smartGamesFor({ ...available(true, ['forward']), dueCardCount: 3 }, 'forward')[1].isEnabled).toBe(true);
  });
});
