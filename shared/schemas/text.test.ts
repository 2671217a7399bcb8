import { describe, expect, it } from 'vitest';
import { cleanString, stripControlCharacters } from './text.js';

describe('stripControlCharacters', () => {
  it.each([
    ['plain', 'plain'],
    ['ca\u0000t', 'cat'],
    ['\u0000\u0001\u0008\u000b\u000c\u000e\u001f\u007f', ''],
    ['tab\tand\nlines\r\n', 'tab\tand\nlines\r\n'],
    ['Ｌearner é ü 漢字 🙂', 'Ｌearner é ü 漢字 🙂'],
    // C1 controls and format characters are left to the fields that refuse them (display names).
    ['a\u0085b\u200bc', 'a\u0085b\u200bc'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(stripControlCharacters(input)).toBe(expected);
  });

  it('strips before the other checks: a text of NUL is empty', () => {
    const required = cleanString().trim().min(1, 'required');
    expect(required.safeParse('\u0000 \u0000').success).toBe(false);
    expect(required.parse(' x\u0000y ')).toBe('xy');
    expect(cleanString().max(3).parse('ab\u0000\u0000c')).toBe('abc');
  });
});
