import { describe, expect, it } from 'vitest';
import { ankiLatexToMath, expandMacros, expandMacrosInMath, mathJaxMacros } from './ankiMath.js';

// The Math-Flashcards decks' configuration, as their templates hold it (JavaScript string escapes:
// "\mathrm" in double quotes is "mathrm", as MathJax reads it).
const MATHFLASH = `<script>
MathJax.config.tex.macros = {
	coloneqq: ['\\\\mathrel{\\\\vcenter{:}}=', 0],
    qty: ['{\\\\left( {#1} \\\\right)}', 1],
    divides: ["{~\\\\Bigm| ~}", 0],
    colim: ["\\mathrm{colim}", 0]
};
MathJax.startup.getComponents();
</script>`;

describe('mathJaxMacros', () => {
  it('reads the Math-Flashcards configuration', () => {
    expect(Object.fromEntries(mathJaxMacros(MATHFLASH))).toEqual({
      coloneqq: { body: '\\mathrel{\\vcenter{:}}=', args: 0 },
      qty: { body: '{\\left( {#1} \\right)}', args: 1 },
      divides: { body: '{~\\Bigm| ~}', args: 0 },
      colim: { body: 'mathrm{colim}', args: 0 },
    });
  });

  it.each([
    ['window.MathJax = { tex: { macros: { RR: "\\\\mathbb{R}", bold: ["{\\\\bf #1}", 1] } } };', { RR: { body: '\\mathbb{R}', args: 0 }, bold: { body: '{\\bf #1}', args: 1 } }],
    ["macros: { 'vec': ['\\\\mathbf{#1}', 1], opt: ['#1_#2', 2, 'x'] }", { vec: { body: '\\mathbf{#1}', args: 1 }, opt: { body: '#1_#2', args: 2, optional: 'x' } }],
    ['no configuration here', {}],
    ['macros = { broken: [1, 2] }', {}],
    ['macros = { unterminated: "abc', {}],
  ])('%s', (template, expected) => {
    expect(Object.fromEntries(mathJaxMacros(template))).toEqual(expected);
  });
});

describe('expandMacros', () => {
  const macros = mathJaxMacros(MATHFLASH);
  it.each([
    ['\\qty{x+y}', '{\\left( {x+y} \\right)}'],
    ['\\qty x', '{\\left( {x} \\right)}'],
    ['a \\coloneqq b', 'a \\mathrel{\\vcenter{:}}= b'],
    ['\\qty{\\qty{a}}', '{\\left( {{\\left( {a} \\right)}} \\right)}'],
    // An argument missing: left as written (KaTeX then shows the source).
    ['\\qty', '\\qty'],
    ['\\qtyx', '\\qtyx'],
    ['\\frac{1}{2}', '\\frac{1}{2}'],
  ])('%s', (tex, expected) => {
    expect(expandMacros(tex, macros)).toBe(expected);
  });

  it('uses the default of an optional first argument', () => {
    const optional = mathJaxMacros("macros: { sub: ['#1_{#2}', 2, 'x'] }");
    expect(expandMacros('\\sub{1} \\sub[y]{2}', optional)).toBe('x_{1} y_{2}');
  });

  it('stops at a macro that grows without end, leaving the formula as written', () => {
    const loop = mathJaxMacros("macros: { a: ['\\\\a\\\\a', 0] }");
    expect(expandMacros('\\a', loop)).toBe('\\a');
  });

  it('stays linear on hostile input: braces never closed, optional arguments never closed', () => {
    const optional = mathJaxMacros("macros: { qty: ['(#1)', 1], sub: ['#1_{#2}', 2, 'x'] }");
    // A quadratic reading of these takes minutes (the test's timeout); a linear one, milliseconds.
    expect(expandMacros('\\qty{'.repeat(20_000), optional)).toBe('\\qty{'.repeat(20_000));
    expect(expandMacros('\\sub['.repeat(20_000) + '{a}', optional).length).toBeGreaterThan(0);
    expect(expandMacros('\\qty{a}'.repeat(5_000), optional)).toBe('(a)'.repeat(5_000));
    expect(expandMacros('\\qty{a} \\qty{', optional)).toBe('\\qty{a} \\qty{');
  });

  it('expands only inside math', () => {
    expect(expandMacrosInMath('<b>\\qty{x}</b> \\(\\qty{x}\\) and \\[\\qty y\\]', macros)).toBe('<b>\\qty{x}</b> \\({\\left( {x} \\right)}\\) and \\[{\\left( {y} \\right)}\\]');
  });
});

describe('ankiLatexToMath', () => {
  it.each([
    ['[$]x^2[/$]', '\\(x^2\\)'],
    ['a [$$]\\sum_i i[/$$] b', 'a \\[\\sum_i i\\] b'],
    ['[$]a[/$] and [$]b[/$]', '\\(a\\) and \\(b\\)'],
    // [latex] is a LaTeX document fragment: its source stays as written.
    ['[latex]\\begin{tikzpicture}\\end{tikzpicture}[/latex]', '[latex]\\begin{tikzpicture}\\end{tikzpicture}[/latex]'],
    ['[$] never closed', '[$] never closed'],
    ['price [$5]', 'price [$5]'],
  ])('%s', (html, expected) => {
    expect(ankiLatexToMath(html)).toBe(expected);
  });
});
