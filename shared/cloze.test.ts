import { describe, expect, it } from 'vitest';
import { CLOZE_MSG, CLOZE_NUMBER_MAX, clozeAnswerOf, clozeNumbers, clozeProblem, crosswordSides, expandCloze, nextClozeNumber, renderCloze, withExtra, wrapSelectionAsCloze } from './cloze.js';

describe('renderCloze', () => {
  it.each([
    ['simple', 'Paris is the capital of {{c1::France}}.', 1, 'Paris is the capital of [...].', 'Paris is the capital of [France].', 'France'],
    ['hint', '{{c1::Paris::city}} is in France', 1, '[city] is in France', '[Paris] is in France', 'Paris'],
    ['other deletion shown', '{{c1::A}} and {{c2::B}}', 2, 'A and [...]', 'A and [B]', 'B'],
    ['repeated number', '{{c1::x}} + {{c1::y}}', 1, '[...] + [...]', '[x] + [y]', 'x, y'],
    ['nested outer', '{{c1::big {{c2::small}} thing}}', 1, '[...]', '[big small thing]', 'big small thing'],
    ['nested inner', '{{c1::big {{c2::small}} thing}}', 2, 'big [...] thing', 'big [small] thing', 'small'],
    ['multi-number', '{{c1,2::shared}} text', 2, '[...] text', '[shared] text', 'shared'],
    ['missing number', '{{c1::A}}', 3, 'A', 'A', ''],
    ['unterminated kept', '{{c1::oops and {{c2::ok}}', 2, '{{c1::oops and [...]', '{{c1::oops and [ok]', 'ok'],
    ['stray closer is text', 'a }} b {{c1::c}}', 1, 'a }} b [...]', 'a }} b [c]', 'c'],
    ['a hint with :: keeps the rest', '{{c1::Paris::city::capital}}', 1, '[city::capital]', '[Paris]', 'Paris'],
    ['empty deletion', 'x {{c1::}} y', 1, 'x [...] y', 'x [] y', ''],
    ['c0 is text', '{{c0::zero}} {{c1::one}}', 1, '{{c0::zero}} [...]', '{{c0::zero}} [one]', 'one'],
    ['c501 is text', `{{c${CLOZE_NUMBER_MAX + 1}::big}}`, CLOZE_NUMBER_MAX + 1, `{{c${CLOZE_NUMBER_MAX + 1}::big}}`, `{{c${CLOZE_NUMBER_MAX + 1}::big}}`, ''],
    ['right-to-left text', 'עיר הבירה היא {{c1::ירושלים}}', 1, 'עיר הבירה היא [...]', 'עיר הבירה היא [ירושלים]', 'ירושלים'],
  ])('%s', (_name, source, target, term, definition, answer) => {
    expect(renderCloze(source, target)).toEqual({ clozeNumber: target, term, definition, answer });
  });

  it('appends the Extra field after a blank line, and nothing for an empty one', () => {
    expect(renderCloze('{{c1::Paris}} is a city', 1, 'In France.').definition).toBe('[Paris] is a city\n\nIn France.');
    expect(withExtra('full', '   ')).toBe('full');
    expect(withExtra('full', null)).toBe('full');
  });

  it('lists the numbers used, in range only', () => {
    expect(clozeNumbers('{{c3::a}} {{c1::b {{c2::c}}}} {{c1,4::d}}')).toEqual([1, 2, 3, 4]);
    expect(clozeNumbers('{{c0::a}} {{c999999::b}} {{c500::c}}')).toEqual([500]);
  });
});

describe('expandCloze', () => {
  it('makes one card per number, in order', () => {
    const cards = expandCloze('{{c2::Berlin}} and {{c1::Paris::city}} are capitals', 'Europe');
    expect(cards).toEqual([
      { clozeNumber: 1, term: 'Berlin and [city] are capitals', definition: 'Berlin and [Paris] are capitals\n\nEurope', answer: 'Paris' },
      { clozeNumber: 2, term: '[...] and Paris are capitals', definition: '[Berlin] and Paris are capitals\n\nEurope', answer: 'Berlin' },
    ]);
  });

  it('makes nothing from text without a deletion', () => {
    expect(expandCloze('no deletions {{c1:: here')).toEqual([]);
  });
});

describe('clozeProblem (the editor refuses)', () => {
  it.each([
    ['no deletion', 'plain text', CLOZE_MSG.none],
    ['unterminated only', '{{c1::never closed', CLOZE_MSG.none],
    ['c0', '{{c0::x}} {{c1::y}}', CLOZE_MSG.numberOutOfRange],
    ['c999999', '{{c999999::x}}', CLOZE_MSG.numberOutOfRange],
    ['c1,0', '{{c1,0::x}}', CLOZE_MSG.numberOutOfRange],
    ['empty', 'a {{c1::}} b', CLOZE_MSG.empty(1)],
    ['hint only', 'a {{c2::::hint}} b {{c1::ok}}', CLOZE_MSG.empty(2)],
    ['fine', 'a {{c1::b}}', null],
    ['fine nested', '{{c1::{{c2::x}}}}', null],
  ])('%s', (_name, source, problem) => {
    expect(clozeProblem(source)).toBe(problem);
  });
});

describe('the Make cloze button', () => {
  it.each([
    ['wraps the selection as c1 in a fresh text', 'Paris is in France', 0, 5, '{{c1::Paris}} is in France', 13],
    ['takes the next number', '{{c1::Paris}} is in France', 20, 26, '{{c1::Paris}} is in {{c2::France}}', 34],
    ['inserts an empty deletion at the caret', 'abc', 3, 3, 'abc{{c1::}}', 9],
    ['orders a backwards selection', 'abcdef', 4, 2, 'ab{{c1::cd}}ef', 12],
    ['clamps positions past the end', 'ab', 1, 99, 'a{{c1::b}}', 10],
  ])('%s', (_name, source, start, end, text, caret) => {
    expect(wrapSelectionAsCloze(source, start, end)).toEqual({ text, caret });
  });

  it('never numbers above the maximum', () => {
    expect(nextClozeNumber(`{{c${CLOZE_NUMBER_MAX}::x}}`)).toBe(CLOZE_NUMBER_MAX);
  });
});

// These inputs took seconds to minutes with a recursive parser; their time is a figure of
// `npm run bench -- linear-inputs`, and a regression would outlast the test's timeout.
describe('hostile cloze text (docs/security.md)', () => {
  it.each<[string, string, string | null, number]>([
    ['20,000 unterminated openers', '{{c1::'.repeat(20_000), CLOZE_MSG.none, 0],
    ['20,000 nested deletions', `${'{{c1::'.repeat(20_000)}x${'}}'.repeat(20_000)}`, null, 1],
    ['500 numbers over a 10,000-character text', Array.from({ length: 500 }, (_, i) => `{{c${i + 1}::w${i}}}`).join(' ').slice(0, 10_000), null, 500],
    ['openers with long number lists', '{{c1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17::'.repeat(2_000), CLOZE_MSG.none, 0],
  ])('%s', (_name, source, problem, cards) => {
    expect(clozeProblem(source)).toBe(problem);
    expect(expandCloze(source, 'extra')).toHaveLength(cards);
    expect(cards).toBeLessThanOrEqual(CLOZE_NUMBER_MAX);
  });
});

describe('cloze cards in the games', () => {
  it('the hidden text comes with the card, or from its source', () => {
    expect(clozeAnswerOf({ term: 't', definition: 'd' })).toBeNull();
    expect(clozeAnswerOf({ term: 't', definition: 'd', kind: 'cloze', clozeAnswer: 'x' })).toBe('x');
    expect(clozeAnswerOf({ term: 't', definition: 'd', kind: 'cloze', clozeText: '{{c1::a}} {{c2::b}}', clozeNumber: 2 })).toBe('b');
  });

  it('the crossword counts a cloze card only for a one-word deletion, that word on both sides', () => {
    const basic = { term: 'heart', definition: 'pumps blood' };
    expect(crosswordSides(basic)).toBe(basic);
    expect(crosswordSides({ term: 'The [...] pumps', definition: 'The [heart] pumps', kind: 'cloze', clozeAnswer: 'heart' })).toEqual({ term: 'heart', definition: 'heart' });
    expect(crosswordSides({ term: 'x', definition: 'y', kind: 'cloze', clozeAnswer: 'two words' })).toBeNull();
    expect(crosswordSides({ term: 'x', definition: 'y', kind: 'cloze', clozeAnswer: '' })).toBeNull();
  });
});
