import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, localeDir, pickLocale, requestLocale } from './locales';

describe('choosing the interface language (docs/translating.md)', () => {
  it.each([
    [['es-MX', 'en'], 'es'],
    [['ko-KR'], 'ko'],
    [['ar-EG', 'fr'], 'ar'],
    [['fr-FR', 'de', 'es'], 'es'],
    [['zh-CN'], 'en'],
    [[], 'en'],
    [['EN-gb'], 'en'],
    [['pseudo'], 'en'],
  ])('browser languages %j → %s', (prefs, locale) => {
    expect(pickLocale(prefs)).toBe(locale);
  });

  it.each([
    ['es-ES,es;q=0.9,en;q=0.8', ['es-ES', 'es', 'en']],
    ['en;q=0.5, ko;q=0.9', ['ko', 'en']],
    ['ar;q=0, es', ['es']],
    ['*', ['*']],
    ['', []],
    ['<script>, es', ['es']],
    [`${'x-'.repeat(400)}es`, []],
  ])('Accept-Language %j → %j', (header, tags) => {
    expect(acceptLanguageTags(header)).toEqual(tags);
  });

  it('a stored choice wins over the header; an unknown one is ignored', () => {
    expect(requestLocale('ko', 'es')).toBe('ko');
    expect(requestLocale('xx', 'es;q=0.8, ar')).toBe('ar');
    expect(requestLocale(null, undefined)).toBe('en');
  });

  it('Arabic is right to left', () => {
    expect(localeDir('ar')).toBe('rtl');
    expect(localeDir('ko')).toBe('ltr');
    expect(localeDir('pseudo')).toBe('ltr');
  });
});
