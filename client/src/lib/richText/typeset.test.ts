import { describe, expect, it } from 'vitest';
import { MATH_TOO_LARGE, renderFormula, typesetElement } from './typeset';

describe('typesetElement', () => {
  it('sets inline and display math with KaTeX, leaving the text around it', () => {
    const element = document.createElement('div');
    element.innerHTML = '<p>Roots: \\(x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\) and</p><p>\\[E = mc^2\\]</p>';
    expect(typesetElement(element)).toBe(2);
    expect(element.querySelectorAll('.katex').length).toBe(2);
    expect(element.querySelector('.card-math-display .katex-display')).not.toBeNull();
    // It may scroll sideways on a narrow screen: the keyboard can reach it.
    expect(element.querySelector<HTMLElement>('.card-math-display')!.tabIndex).toBe(0);
    expect(element.textContent).toContain('Roots: ');
  });

  it('shows a TeX error as its source, never throwing', () => {
    const element = document.createElement('div');
    element.innerHTML = 'bad \\(\\frac{1}{\\) end';
    expect(typesetElement(element)).toBe(0);
    const error = element.querySelector('.card-math-error')!;
    expect(error.textContent).toBe('\\(\\frac{1}{\\)');
    expect(error.getAttribute('title')).toMatch(/KaTeX|Expected/);
  });

  it('leaves math inside code as written, and never runs twice over its own output', () => {
    const element = document.createElement('div');
    element.innerHTML = '<code>\\(x\\)</code> \\(y\\)';
    expect(typesetElement(element)).toBe(1);
    expect(element.querySelector('code')!.textContent).toBe('\\(x\\)');
    expect(typesetElement(element)).toBe(0);
  });

  // Issue 41: what real Anki decks write (Math-Flashcards, chemistry decks).
  it.each([
    ['mhchem \\ce', '\\(\\ce{2H2 + O2 -&gt; 2H2O}\\)'],
    ['mhchem \\pu', '\\(\\pu{123 kJ/mol}\\)'],
    ['align* inside inline math', '\\( \\begin{align*} a &= b \\\\ c &= d \\end{align*} \\)'],
    ['gather inside inline math', '\\(\\begin{gather}x\\end{gather}\\)'],
  ])('sets %s as Anki shows it', (_name, source) => {
    const element = document.createElement('div');
    element.innerHTML = `before ${source} after`;
    expect(typesetElement(element)).toBe(1);
    expect(element.querySelector('.card-math-error')).toBeNull();
    expect(element.querySelector('.katex')).not.toBeNull();
  });

  it('shows a formula with an unknown command as its source, not a blank', () => {
    const element = document.createElement('div');
    element.innerHTML = 'x \\(\\colim F\\) y';
    typesetElement(element);
    expect(element.querySelector('.card-math-error')?.textContent).toBe('\\(\\colim F\\)');
  });

  it('keeps \\href and friends off (trust: false)', () => {
    const element = document.createElement('div');
    element.innerHTML = '\\(\\href{javascript:alert(1)}{x}\\)';
    typesetElement(element);
    expect(element.querySelector('a')).toBeNull();
  });

  // Issue 49: math painted a white box and "Correct! …" over the card list, 17,000 px away.
  it.each([
    ['a far negative kern', '\\kern-17000px x'],
    ['a far negative hspace', '\\hspace{-500em}x'],
    ['a far mkern', 'x\\mkern-9000mu y'],
    ['a rule moved far down', '\\rule[-1000em]{1em}{1em}'],
    ['kerns that add up', '\\kern-20em '.repeat(6) + 'x'],
    ['kerns repeated by a macro', '\\def\\k{\\kern-20em}\\def\\m{\\k\\k\\k\\k\\k}\\m\\m x'],
  ])('shows %s as its source, marked', (_name, tex) => {
    const element = document.createElement('div');
    element.innerHTML = `before \\(${tex}\\) after`;
    expect(typesetElement(element)).toBe(0);
    const error = element.querySelector('.card-math-error')!;
    expect(error.textContent).toBe(`\\(${tex}\\)`);
    expect(error.getAttribute('title')).toBe(MATH_TOO_LARGE);
    expect(element.querySelector('.katex')).toBeNull();
  });

  it('sets overlapping boxes in the flow, and a raised box where it stands', () => {
    const element = document.createElement('div');
    element.innerHTML = '\\(\\llap{\\text{Correct!}}\\rlap{x}\\clap{y}\\mathllap{z}\\) \\(\\raisebox{-900em}{\\text{Tap Leave deck}}\\)';
    expect(typesetElement(element)).toBe(2);
    expect(element.querySelector('.llap, .rlap, .clap')).toBeNull();
    expect(element.textContent).toContain('Correct!');
    expect(element.textContent).toContain('Tap Leave deck');
    expect(element.innerHTML).not.toMatch(/style="[^"]*900/);
  });

  it('keeps ordinary math working, spacing and matrices included', () => {
    const element = document.createElement('div');
    element.innerHTML = [
      '\\(a\\,b\\;c\\quad d \\qquad e\\hspace{1em}f\\kern-0.1em g\\!h\\)',
      '\\[\\begin{pmatrix}' + Array.from({ length: 12 }, (_, i) => `${i}&a_{${i}}`).join('\\\\') + '\\end{pmatrix}\\]',
      '\\(\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}, \\sqrt[3]{x}, \\overbrace{a+b}^{c}, \\rule{2em}{0.4pt}\\)',
      '\\[\\begin{aligned}' + Array.from({ length: 15 }, (_, i) => `x_{${i}} &= ${i}`).join('\\\\') + '\\end{aligned}\\]',
    ].join(' ');
    expect(typesetElement(element)).toBe(4);
    expect(element.querySelector('.card-math-error')).toBeNull();
  });

  it('bounds the editor preview the same way', () => {
    const into = document.createElement('div');
    expect(renderFormula('\\kern-17000px x', false, into)).toBe(MATH_TOO_LARGE);
    expect(into.textContent).toBe('');
    expect(renderFormula('\\llap{x}', false, into)).toBeNull();
  });
});
