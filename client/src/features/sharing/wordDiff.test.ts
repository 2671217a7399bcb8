import { describe, expect, it } from 'vitest';
import { changes, DIFF_MAX_CELLS, tokens, wordDiff } from './wordDiff';

const show = (before: string, after: string) =>
  wordDiff(before, after)
    .map((p) => (p.kind === 'same' ? p.text : p.kind === 'removed' ? `[-${p.text}-]` : `{+${p.text}+}`))
    .join('');

describe('wordDiff', () => {
  it.each([
    ['same', 'The cell', 'The cell', 'The cell'],
    ['empty to text', '', 'new', '{+new+}'],
    ['text to empty', 'old', '', '[-old-]'],
    ['one word changed', 'The powerhouse of the cell', 'The engine of the cell', 'The [-powerhouse-]{+engine+} of the cell'],
    ['a word added', 'Makes proteins', 'Makes most proteins', 'Makes {+most +}proteins'],
    ['a word removed', 'A very small cell', 'A small cell', 'A [-very -]small cell'],
    ['punctuation alone', 'cats, dogs', 'cats; dogs', 'cats[-,-]{+;+} dogs'],
    ['case counts', 'paris', 'Paris', '[-paris-]{+Paris+}'],
    ['cloze source', '{{c1::Paris}} is the capital', '{{c1::Paris}} is the capital city', '{{c1::Paris}} is the capital{+ city+}'],
    ['accents are letters', 'café noir', 'café crème', 'café [-noir-]{+crème+}'],
  ])('%s', (_, before, after, expected) => {
    expect(show(before, after)).toBe(expected);
  });

  it('joining the kept and removed parts gives the old text, kept and added the new one', () => {
    const before = 'Mitochondria are the powerhouse of the cell, making ATP from glucose.';
    const after = 'Mitochondria are organelles that make ATP, the cell’s energy, from glucose and oxygen.';
    const parts = wordDiff(before, after);
    expect(parts.filter((p) => p.kind !== 'added').map((p) => p.text).join('')).toBe(before);
    expect(parts.filter((p) => p.kind !== 'removed').map((p) => p.text).join('')).toBe(after);
    expect(changes(parts)).toBe(true);
    expect(changes(wordDiff(before, before))).toBe(false);
  });

  it('a middle too large for the table is shown removed, then added (bounded work)', () => {
    const words = (seed: string) => Array.from({ length: 2_000 }, (_, i) => `${seed}${i}`).join(' ');
    const before = `start ${words('a')} end`;
    const after = `start ${words('b')} end`;
    expect(tokens(before).length * tokens(after).length).toBeGreaterThan(DIFF_MAX_CELLS);
    const parts = wordDiff(before, after);
    expect(parts.map((p) => p.kind)).toEqual(['same', 'removed', 'added', 'same']);
    expect(parts[0].text).toBe('start ');
    expect(parts[3].text).toBe(' end');
  });
});
