import { describe, expect, it } from 'vitest';
import { CARD_TEXT_MAX } from './preview.js';
import { RowCollector } from './tabular.js';
import { BoundedText, cellText, columnOf, decodeAgain, excelDateText, isDateFormat } from './xlsxCells.js';
import { SharedStrings } from './xlsxSharedStrings.js';
import { IMPORT_ERRORS } from './errors.js';

/** What the collector keeps of one cell. */
const kept = (text: string) => {
  const collector = new RowCollector(10);
  collector.add(['x', text]);
  return collector.rows[0]?.[1] ?? '';
};

const bounded = (pieces: string[]) => {
  const text = new BoundedText();
  for (const piece of pieces) text.push(piece);
  return text.value();
};

describe('BoundedText', () => {
  const space = ' '.repeat(30_000);
  const cases: [string, string][] = [
    ['short', '  a b  '],
    ['just under the limit', 'a'.repeat(CARD_TEXT_MAX)],
    ['the limit and one', 'a'.repeat(CARD_TEXT_MAX + 1)],
    ['long', 'a'.repeat(50_000)],
    ['long after leading spaces', `${space}${'b'.repeat(20_000)}`],
    ['a space where it is cut', `${'a'.repeat(CARD_TEXT_MAX)} b${'c'.repeat(100)}`],
    ['only spaces after the limit', `${'a'.repeat(CARD_TEXT_MAX - 1)}${space}`],
    ['a letter far after spaces', `${'a'.repeat(CARD_TEXT_MAX - 1)}${space}z`],
    ['only spaces', space],
  ];
  it.each(cases)('%s: the collector keeps what it kept of the whole text, in pieces of any size', (_name, text) => {
    for (const size of [1, 7, 4096, text.length]) {
      const pieces: string[] = [];
      for (let at = 0; at < text.length; at += size) pieces.push(text.slice(at, at + size));
      const value = bounded(pieces);
      expect(value.length).toBeLessThanOrEqual(CARD_TEXT_MAX + 2);
      expect(kept(value)).toBe(kept(text));
    }
  });
});

describe('cell values as exceljs read them', () => {
  const strings = (index: number) => ['zero', 'one'][index] ?? null;
  const cell = (type: string | undefined, value: string | null, extra: { formula?: boolean; date?: boolean } = {}) =>
    cellText({ type, value, formula: extra.formula ?? false, date: extra.date ?? false }, strings, false);

  it('numbers, dates, booleans, errors, strings and formulas', () => {
    expect(cell(undefined, '42.50')).toBe('42.5');
    expect(cell('n', '1E-3')).toBe('0.001');
    expect(cell(undefined, '45351', { date: true })).toBe('2024-02-29');
    expect(cell(undefined, 'x', { date: true })).toBe('NaN');
    expect(cell('b', '0')).toBe('false');
    expect(cell('b', '1')).toBe('true');
    expect(cell('e', '#N/A')).toBe('');
    expect(cell('s', '1')).toBe('one');
    expect(cell('s', '7')).toBeNull();
    expect(cell('str', 'a &amp;lt; b')).toBe('a &lt; b');
    expect(cell('str', 'x', { formula: true })).toBe('x');
    expect(cell(undefined, '3', { formula: true })).toBe('3');
    expect(cell(undefined, null, { formula: true })).toBe('');
    expect(cell(undefined, null)).toBeNull();
  });

  it('columns, date formats and serial days', () => {
    expect([columnOf('A1'), columnOf('$AB$12'), columnOf('XFD3'), columnOf('XFE3'), columnOf('12')]).toEqual([1, 28, 16_384, 0, null]);
    expect(['yyyy-mm-dd', 'h:mm', '[Red]0.00', '"day" 0', '0%', 'General'].map(isDateFormat)).toEqual([true, true, false, false, false, false]);
    expect(excelDateText(1, false)).toBe('1899-12-31');
    expect(excelDateText(0, true)).toBe('1904-01-01');
    expect(decodeAgain('&amp; &bogus; &lt;')).toBe('& &bogus; <');
  });
});

describe('SharedStrings', () => {
  it('keeps strings of every script and answers null past the end', () => {
    const store = new SharedStrings();
    const texts = ['plain', '', 'Grüße', '日本語', '🎉 emoji', 'x'.repeat(10_002)];
    for (let round = 0; round < 200; round++) for (const text of texts) store.add(text);
    expect(store.size).toBe(1_200);
    for (let index = 0; index < store.size; index++) expect(store.get(index)).toBe(texts[index % texts.length]);
    expect([store.get(-1), store.get(1_200), store.get(NaN)]).toEqual([null, null, null]);
  });

  it('refuses past its cap, each string costing its length and 8', () => {
    const store = new SharedStrings(100);
    for (let index = 0; index < 10; index++) store.add('a');
    store.add('');
    expect(() => store.add('aaa')).toThrow(IMPORT_ERRORS.tooMuchText(100));
  });
});
