import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, tokensOf } from './contrast';

const css = fs.readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
const light = tokensOf(css, ':root');
const dark = { ...light, ...tokensOf(css, ":root[data-theme='dark']") };

// [text, background] pairs the components draw; each must reach WCAG AA (4.5:1) in both themes.
const TEXT_PAIRS: [string, string][] = [
  ...['--color-bg', '--color-surface', '--color-surface-muted', '--color-surface-raised'].flatMap((bg) =>
    ['--color-text', '--color-text-muted', '--color-text-faint', '--color-primary'].map((fg) => [fg, bg] as [string, string]),
  ),
  ['--color-text', '--color-primary-soft'],
  ['--color-primary-hover', '--color-primary-soft'],
  ['--color-primary', '--color-primary-soft'],
  ['--color-primary-text', '--color-primary'],
  ['--color-primary-text', '--color-primary-hover'],
  ['--color-on-danger', '--color-danger'],
  ['--color-on-success', '--color-success'],
  ['--color-on-accent', '--color-accent'],
  ['--color-danger-hover', '--color-danger-soft'],
  ['--color-danger', '--color-surface'],
  ['--color-success-text', '--color-success-soft'],
  ['--color-success-text', '--color-surface'],
  ['--color-warning-text', '--color-accent-soft'],
  ['--color-warning-text', '--color-surface'],
  ['--color-warning', '--color-surface'],
  ['--color-exam-text', '--color-exam-soft'],
  ['--color-timer-low', '--color-surface'],
  ['--color-text', '--cw-word'],
  ['--color-text', '--cw-active'],
  ['--color-text', '--cw-wrong'],
];

describe('theme tokens', () => {
  it('declares the same colour names in both themes', () => {
    const darkOnly = tokensOf(css, ":root[data-theme='dark']");
    const system = tokensOf(css, ":root:not([data-theme='light'])");
    expect(system).toEqual(darkOnly);
    for (const name of Object.keys(darkOnly)) expect(light).toHaveProperty(name);
  });

  for (const [theme, tokens] of [['light', light], ['dark', dark]] as const) {
    it.each(TEXT_PAIRS)(`${theme}: %s on %s reaches 4.5:1`, (fg, bg) => {
      expect(contrastRatio(tokens[fg], tokens[bg])).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#8a90a6', '#ffffff')).toBeCloseTo(3.17, 2);
  });
});
