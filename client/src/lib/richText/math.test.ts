import { describe, expect, it } from 'vitest';
import { hasMath, inlineEnvironments, splitMath } from './math';

describe('splitMath', () => {
  it.each([
    ['no math', [{ kind: 'text', text: 'no math' }]],
    ['a \\(x^2\\) b', [{ kind: 'text', text: 'a ' }, { kind: 'math', tex: 'x^2', display: false, source: '\\(x^2\\)' }, { kind: 'text', text: ' b' }]],
    ['\\[\\frac12\\]', [{ kind: 'math', tex: '\\frac12', display: true, source: '\\[\\frac12\\]' }]],
    // An opener without its closer is text; a later formula of the other kind still counts.
    ['\\( open \\[y\\]', [{ kind: 'text', text: '\\( open ' }, { kind: 'math', tex: 'y', display: true, source: '\\[y\\]' }]],
    ['\\(a\\)\\(b\\)', [{ kind: 'math', tex: 'a', display: false, source: '\\(a\\)' }, { kind: 'math', tex: 'b', display: false, source: '\\(b\\)' }]],
    // Math never nests: the first closer of the opener's kind ends it.
    ['\\[ \\(x\\) \\]', [{ kind: 'math', tex: ' \\(x\\) ', display: true, source: '\\[ \\(x\\) \\]' }]],
  ] as const)('%s', (text, pieces) => {
    expect(splitMath(text)).toEqual(pieces);
  });

  it('hasMath needs a complete pair', () => {
    expect(hasMath('\\(x\\)')).toBe(true);
    expect(hasMath('C:\\(folder')).toBe(false);
    expect(hasMath('plain')).toBe(false);
  });

  it('stays linear on openers that never close', () => {
    const text = '\\('.repeat(100_000) + '\\['.repeat(100_000);
    expect(splitMath(text)).toEqual([{ kind: 'text', text }]);
  });
});

describe('inlineEnvironments', () => {
  it.each([
    ['\\begin{align*}a&=b\\end{align*}', '\\begin{aligned}a&=b\\end{aligned}'],
    ['\\begin{align}a\\end{align}', '\\begin{aligned}a\\end{aligned}'],
    ['\\begin{gather*}a\\end{gather*}', '\\begin{gathered}a\\end{gathered}'],
    ['\\begin{alignat*}{2}a\\end{alignat*}', '\\begin{alignedat}{2}a\\end{alignedat}'],
    ['\\begin{equation}a\\end{equation}', '\\begin{gathered}a\\end{gathered}'],
    ['\\begin{bmatrix}1\\end{bmatrix}', '\\begin{bmatrix}1\\end{bmatrix}'],
    ['x^2', 'x^2'],
  ])('%s', (tex, expected) => {
    expect(inlineEnvironments(tex)).toBe(expected);
  });
});
