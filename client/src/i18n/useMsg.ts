import { useMemo } from 'react';
import { buildMessageIndex } from '../../../shared/i18n/messageIndex';
import { namespace as messages } from '../../../shared/locales/messages';
import { englishOf, i18n, isLoaded, register, useCatalog, useLocale } from './index';

let index: ReturnType<typeof buildMessageIndex> | null = null;

const passThrough = (text: string) => text;

/**
 * Texts of shared/messages.ts on a screen (docs/translating.md): `tm(MSG.loginFailed)` shows the
 * entry in the current language. A text of no entry (already translated by the server, say)
 * passes unchanged.
 *
 * The `messages` catalog is never part of an English page's load (docs/performance.md): there
 * the texts are already what the catalog would say. In another language the screen waits for the
 * catalog (it suspends, as for its own catalog), so no text of it flashes in English; the app
 * asks for it at start beside the first page's own files (`prefetchMessages`, ./index), and a switch of
 * language loads it before it shows, as for every catalog in use. tm() itself never suspends:
 * event handlers call it too.
 */
export function useMsg(): (text: string) => string {
  const locale = useLocale();
  register(messages);
  useCatalog(messages, locale, locale !== 'en');
  return useMemo(() => {
    if (locale === 'en' || !isLoaded(messages, locale)) return passThrough;
    index ??= buildMessageIndex(Object.keys(englishOf(messages) ?? {}));
    return (text: string) => {
      const found = index!.match(text);
      return found ? i18n._(found.id, found.values) : text;
    };
  }, [locale]);
}
