import { useMemo } from 'react';
import { PSEUDO_LOCALE, type CatalogLocale } from '../../../shared/i18n/locales';
import { useLocale } from './index';

// Dates and numbers in the reader's language through Intl (docs/translating.md), instead of
// toLocaleString() with the browser's default or a fixed 'en-US'. The pseudo-locale formats as English.

const intlLocale = (locale: CatalogLocale) => (locale === PSEUDO_LOCALE ? 'en' : locale);

export function formatNumber(locale: CatalogLocale, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value);
}

export function formatDate(locale: CatalogLocale, value: Date | number | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(intlLocale(locale), options).format(typeof value === 'string' ? new Date(value) : value);
}

export interface Formatters {
  number(value: number, options?: Intl.NumberFormatOptions): string;
  date(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
  /** Date and time, e.g. on a list of sessions. */
  dateTime(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
}

/** Formatters in the current locale; new ones after a switch. */
export function useFormat(): Formatters {
  const locale = useLocale();
  return useMemo(
    () => ({
      number: (value, options) => formatNumber(locale, value, options),
      date: (value, options) => formatDate(locale, value, options),
      dateTime: (value, options = { dateStyle: 'medium', timeStyle: 'short' }) => formatDate(locale, value, options),
    }),
    [locale],
  );
}
