import { describe, expect, it } from 'vitest';
import { clozeNumbers, renderCloze } from './cloze.js';

describe('renderCloze', () => {
  it.each([
    ['simple', 'Paris is the capital of {{c1::France}}.', 1, 'Paris is the capital of [...].', 'France'],
    ['hint', '{{c1::Paris::city}} is in France', 1, '[city] is in France', 'Paris'],
    ['other deletion shown', '{{c1::A}} and {{c2::B}}', 2, 'A and [...]', 'B'],
    ['repeated number', '{{c1::x}} + {{c1::y}}', 1, '[...] + [...]', 'x, y'],
    ['nested outer', '{{c1::big {{c2::small}} thing}}', 1, '[...]', 'big small thing'],
    ['nested inner', '{{c1::big {{c2::small}} thing}}', 2, 'big [...] thing', 'small'],
    ['multi-number', '{{c1,2::shared}} text', 2, '[...] text', 'shared'],
    ['missing number', '{{c1::A}}', 3, 'A', ''],
    ['unterminated kept', '{{c1::oops and {{c2::ok}}', 2, '{{c1::oops and [...]', 'ok'],
  ])('%s', (_name, source, target, term, definition) => {
    expect(renderCloze(source, target)).toEqual({ term, definition });
  });

  it('lists the numbers used', () => {
    expect(clozeNumbers('{{c3::a}} {{c1::b {{c2::c}}}} {{c1,4::d}}')).toEqual([1, 2, 3, 4]);
  });
});
