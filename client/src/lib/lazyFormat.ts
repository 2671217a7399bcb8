/**
 * An Intl.DateTimeFormat made on first use. The first formatter a page makes loads the locale
 * data (tens of milliseconds on a phone): made at module load, it ran with the deck page's
 * chunks even when nothing on the page formats a date (issue 13).
 */
export function lazyDateFormat(options: Intl.DateTimeFormatOptions, locale = 'en-US'): { format(date: Date): string } {
  let made: Intl.DateTimeFormat | undefined;
  return { format: (date) => (made ??= new Intl.DateTimeFormat(locale, options)).format(date) };
}
