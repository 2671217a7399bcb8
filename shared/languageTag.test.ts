import { describe, expect, it } from 'vitest';
import { canonicalLanguageTag, LANGUAGE_TAG_MAX, primaryLanguage } from './languageTag.js';
import { languageTag } from './schemas/decks.js';

describe('canonicalLanguageTag', () => {
  it.each([
    ['ko-KR', 'ko-KR'],
    ['ko-kr', 'ko-KR'],
    ['EN', 'en'],
    ['zh-hant-tw', 'zh-Hant-TW'],
    ['iw', 'he'],
    ['de-DE-u-co-phonebk', 'de-DE-u-co-phonebk'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalLanguageTag(input)).toBe(expected);
  });

  it.each([['en_US'], ['english'], ['korean'], ['x-private'], ['en-'], [''], ['12'], ['ko KR'], ['e\u0301n'], ['\u202eko'], ['a'.repeat(LANGUAGE_TAG_MAX + 1)], [null], [42], [{}]])(
    'refuses %j',
    (input) => {
      expect(canonicalLanguageTag(input)).toBeNull();
    },
  );

  it('answers the primary subtag', () => {
    expect(primaryLanguage('zh-Hant-TW')).toBe('zh');
    expect(primaryLanguage('EN')).toBe('en');
  });
});

describe('languageTag (the zod input)', () => {
  it('trims, canonicalises, maps an empty string to none, and refuses the rest', () => {
    expect(languageTag.parse(' ko-kr ')).toBe('ko-KR');
    expect(languageTag.parse('')).toBeNull();
    expect(languageTag.parse(null)).toBeNull();
    for (const bad of ['not a tag', 'a'.repeat(100_000), 5]) expect(languageTag.safeParse(bad).success).toBe(false);
  });
});
