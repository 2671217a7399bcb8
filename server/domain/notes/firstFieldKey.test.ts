import { describe, expect, it } from 'vitest';
import { firstFieldKey, firstFieldPlain } from './firstFieldKey.js';

describe('firstFieldPlain and firstFieldKey', () => {
  it.each([
    ['<b>cat</b>', 'cat'],
    ['  cat&nbsp;', 'cat'],
    ['<div class="x"><p>Le chat</p></div>', 'Le chat'],
    ['', ''],
  ])('%j reads as %j', (html, plain) => {
    expect(firstFieldPlain(html)).toBe(plain);
    expect(firstFieldKey(html)).toBe(firstFieldKey(plain));
  });

  it('gives different texts different keys', () => {
    expect(firstFieldKey('cat')).not.toBe(firstFieldKey('Cat'));
    expect(firstFieldKey('cat')).toHaveLength(16);
  });
});
