import { describe, expect, it } from 'vitest';
import { initialLanguage, languageName, languageNameIn, languageOptions } from './languages';

describe('deck form languages', () => {
  it('names tags in English and keeps an uncommon current tag as an option', () => {
    expect(languageName('ko')).toBe('Korean');
    const options = languageOptions('en-GB');
    expect(options.map((o) => o.value)).toContain('en-GB');
    expect(options.map((o) => o.label)).toEqual([...options.map((o) => o.label)].sort((a, b) => a.localeCompare(b)));
    expect(languageOptions(null).map((o) => o.value)).not.toContain('en-GB');
  });

  it.each([
    ['a saved language wins over the cards', 'el', ['안녕'], { tag: 'el', suggested: false }],
    ['unset: suggested from the script', null, ['안녕', '사과'], { tag: 'ko', suggested: true }],
    ['unset, Latin cards: no suggestion', null, ['hola', 'adiós'], { tag: null, suggested: false }],
    ['unset, no cards (a new deck)', undefined, undefined, { tag: null, suggested: false }],
  ])('%s', (_label, saved, texts, expected) => {
    expect(initialLanguage(saved, texts)).toEqual(expected);
  });
});

// The deck form names the languages in the reader's own language (docs/translating.md).
describe('language names in the reader\'s language', () => {
  it.each([
    ['ko', 'es', 'coreano'],
    ['ko', 'ko', '한국어'],
    ['fr', 'ar', 'الفرنسية'],
    ['ko', 'pseudo', 'Korean'],
  ])('%s in %s: %s', (tag, locale, name) => {
    expect(languageNameIn(tag, locale)).toBe(name);
  });

  it('the options are named and sorted in that language', () => {
    const labels = languageOptions(null, 'es').map((o) => o.label);
    expect(labels).toContain('japonés');
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'es')));
  });
});
