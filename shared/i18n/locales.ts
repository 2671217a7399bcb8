// The interface's languages (docs/translating.md). English is the source: its texts are the
// product's own wording (shared/messages.ts and the components); every other locale translates
// them. `pseudo` is no language: accented, stretched English for the checks that look for text
// nobody translated (it is never offered in the picker nor negotiated from a browser).

export const LOCALES = ['en', 'es', 'ko', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const PSEUDO_LOCALE = 'pseudo' as const;
/** Every locale a catalog is compiled for. */
export type CatalogLocale = Locale | typeof PSEUDO_LOCALE;
export const CATALOG_LOCALES: readonly CatalogLocale[] = [...LOCALES, PSEUDO_LOCALE];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language's name in itself, as the picker shows it (a reader of it finds it whatever the page's language). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', ko: '한국어', ar: 'العربية' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
export const isCatalogLocale = (value: unknown): value is CatalogLocale => value === PSEUDO_LOCALE || isLocale(value);

/** `<html dir>`: Arabic is written right to left. */
export const localeDir = (locale: CatalogLocale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/** `<html lang>`: the pseudo-locale is English underneath. */
export const htmlLang = (locale: CatalogLocale): string => (locale === PSEUDO_LOCALE ? 'en-XA' : locale);

/**
 * The first supported language of a preference list (navigator.languages, or an Accept-Language
 * header's tags in order): 'es-MX' picks 'es', 'zh' nothing; English when none matches.
 */
export function pickLocale(preferences: readonly string[]): Locale {
  for (const tag of preferences) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return SOURCE_LOCALE;
}

/**
 * An Accept-Language header's tags by preference (q weights; a missing q is 1; q=0 refused; ties
 * keep their order). Hostile headers are cut: at most 20 tags of sane characters are read.
 */
export function acceptLanguageTags(header: string | undefined | null): string[] {
  if (!header) return [];
  const entries: { tag: string; q: number; index: number }[] = [];
  for (const [index, part] of header.slice(0, 512).split(',').slice(0, 20).entries()) {
    const [rawTag, ...params] = part.split(';');
    const tag = rawTag.trim();
    if (!/^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$|^\*$/.test(tag)) continue;
    let q = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(param);
      if (m) q = Number(m[1]);
    }
    if (q > 0) entries.push({ tag, q, index });
  }
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((e) => e.tag);
}

/** The locale of a request: the user's stored choice first, else the Accept-Language header. */
export function requestLocale(stored: string | null | undefined, acceptLanguage: string | undefined | null): Locale {
  if (isLocale(stored)) return stored;
  return pickLocale(acceptLanguageTags(acceptLanguage));
}
