import { describe, expect, it } from 'vitest';
import { typesetElement } from './typeset';

describe('typesetElement', () => {
  it('sets inline and display math with KaTeX, leaving the text around it', () => {
    const element = document.createElement('div');
    element.innerHTML = '<p>Roots: \\(x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\) and</p><p>\\[E = mc^2\\]</p>';
    expect(typesetElement(element)).toBe(2);
    expect(element.querySelectorAll('.katex').length).toBe(2);
    expect(element.querySelector('.card-math-display .katex-display')).not.toBeNull();
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

  it('keeps \\href and friends off (trust: false)', () => {
    const element = document.createElement('div');
    element.innerHTML = '\\(\\href{javascript:alert(1)}{x}\\)';
    typesetElement(element);
    expect(element.querySelector('a')).toBeNull();
  });
});
