import { describe, expect, it } from 'vitest';
import { TYPED_ANSWER_MAX } from './constants.js';
import { boundedEditDistance, boundTypedAnswer, diffAnswer, judgeAnswer, normalizeAnswer, VERDICT_RATING, type DiffPart } from './typingAnswer.js';

describe('judgeAnswer', () => {
  it.each([
    ['exact', 'house', 'house', 'right'],
    ['case', 'HOUSE', 'House', 'right'],
    ['outer and repeated spaces', '  the   big  house ', 'the big house', 'right'],
    ['trailing punctuation', 'house!', 'house.', 'right'],
    ['trailing punctuation on one side', 'Wie geht es dir', 'Wie geht es dir?', 'right'],
    ['composed vs decomposed é (NFC)', 'caf\u00e9', 'cafe\u0301', 'right'],
    ['missing accent', 'cafe', 'café', 'almost'],
    ['wrong accent', 'über', 'uber', 'almost'],
    ['Spanish ñ', 'manana', 'mañana', 'almost'],
    ['one typo in six', 'hosue', 'houses', 'wrong'], // a swap is two edits: more than one in six
    ['one substitution in six', 'housws', 'houses', 'almost'],
    ['one missing letter in seven', 'elephnt', 'elephant', 'almost'],
    ['two typos in eight', 'elefhnt', 'elephant', 'wrong'],
    ['two typos in twelve', 'encyclapadia', 'encyclopedia', 'almost'],
    ['short words forgive nothing', 'cat', 'cut', 'wrong'],
    ['empty', '', 'house', 'wrong'],
    ['only spaces', '   ', 'house', 'wrong'],
    ['only punctuation', '?!', 'house', 'wrong'],
    ['a different word', 'garden', 'house', 'wrong'],
    ['Hebrew (right to left)', 'שָׁלוֹם', 'שָׁלוֹם', 'right'],
    ['Hebrew without points', 'שלום', 'שָׁלוֹם', 'almost'],
    ['Arabic', 'سلام', 'سلام', 'right'],
    ['Korean', '안녕하세요', '안녕하세요', 'right'],
    ['emoji', '🐍 python', '🐍 Python', 'right'],
  ])('%s', (_name, typed, expected, verdict) => {
    expect(judgeAnswer(typed, expected)).toBe(verdict);
  });

  it('rates right Good, almost Hard, wrong Again', () => {
    expect(VERDICT_RATING).toEqual({ right: 3, almost: 2, wrong: 1 });
  });

  it('compares only the first 1,000 characters of either text', () => {
    const long = 'a'.repeat(TYPED_ANSWER_MAX);
    expect(judgeAnswer(`${long}zzz`, `${long}yyy`)).toBe('right');
    expect(normalizeAnswer('x'.repeat(100_000))).toHaveLength(TYPED_ANSWER_MAX);
  });
});

describe('boundedEditDistance', () => {
  const d = (a: string, b: string, limit: number) => boundedEditDistance(Array.from(a), Array.from(b), limit);
  it.each([
    ['kitten', 'sitting', 3, 3],
    ['kitten', 'sitting', 2, 3],
    ['', 'abc', 5, 3],
    ['abc', '', 1, 2],
    ['flaw', 'lawn', 2, 2],
    ['same', 'same', 0, 0],
    ['abcdef', 'abcdeg', 1, 1],
    ['abcdef', 'azcdeg', 1, 2],
  ])('%s → %s within %d is %d', (a, b, limit, expected) => {
    expect(d(a, b, limit)).toBe(expected);
  });
});

const render = (parts: DiffPart[]) => parts.map((p) => (p.op === 'same' ? p.text : p.op === 'extra' ? `-${p.text}-` : `+${p.text}+`)).join('');

describe('diffAnswer', () => {
  it.each([
    ['same', 'house', 'house', 'house'],
    ['case shown as the answer has it', 'house', 'House', 'House'],
    ['a missing letter', 'elephnt', 'elephant', 'eleph+a+nt'],
    ['an extra letter', 'housse', 'house', 'hous-s-e'],
    ['a substitution', 'housw', 'house', 'hous-w-+e+'],
    ['nothing typed', '', 'house', '+house+'],
    ['an accent', 'cafe', 'café', 'caf-e-+é+'],
    ['combining marks stay on their letter', 'cafe\u0301', 'café', 'café'],
    ['right to left', 'שלם', 'שלום', 'של+ו+ם'],
    ['spaces folded', '  a   b ', 'a b', 'a b'],
  ])('%s', (_name, typed, expected, shown) => {
    expect(render(diffAnswer(typed, expected))).toBe(shown);
  });

  it('gives up on a diff of more than 200 edits: all typed is extra, all of the answer missing', () => {
    const parts = diffAnswer('x'.repeat(400), 'y'.repeat(400));
    expect(parts).toEqual([
      { op: 'extra', text: 'x'.repeat(400) },
      { op: 'missing', text: 'y'.repeat(400) },
    ]);
  });

  it('keeps every character of either side exactly once', () => {
    const typed = 'the quik brown fx jumps';
    const expected = 'The quick brown fox jumped';
    const parts = diffAnswer(typed, expected);
    expect(parts.filter((p) => p.op !== 'extra').map((p) => p.text).join('')).toBe(expected);
    expect(parts.filter((p) => p.op !== 'missing').map((p) => p.text).join('').toLowerCase()).toBe(typed.toLowerCase());
  });
});

// The work is capped at 1,000 characters per side; its time is a figure of `npm run bench --
// linear-inputs`. Here: what comes back is bounded.
describe('100,000-character answers are bounded (docs/study-modes.md)', () => {
  it.each([
    ['random letters', () => Array.from({ length: 100_000 }, (_, i) => String.fromCharCode(97 + ((i * 7919) % 26))).join('')],
    ['combining marks', () => 'e\u0301\u0302\u0303'.repeat(25_000)],
    ['right-to-left', () => 'שָׁלוֹם '.repeat(14_000)],
  ])('%s', (_name, make) => {
    const typed = make();
    const expected = `${typed.slice(0, 500)}different`;
    expect(judgeAnswer(typed, expected)).toBe('wrong');
    // What is shown is cut at the cap: one part the same, one part different.
    expect(diffAnswer(typed, expected)).toHaveLength(2);
    expect(boundTypedAnswer(typed).length).toBeLessThanOrEqual(TYPED_ANSWER_MAX * 2);
  });
});
