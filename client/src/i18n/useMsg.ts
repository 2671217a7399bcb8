import { useMemo, useSyncExternalStore } from 'react';
import { buildMessageIndex } from '../../../shared/i18n/messageIndex';
import { namespace as messages } from '../../../shared/locales/messages';
import { englishOf, i18n, isLoaded, loadNamespace, useLocale } from './index';

let index: ReturnType<typeof buildMessageIndex> | null = null;

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const passThrough = (text: string) => text;

/**
 * Texts of shared/messages.ts on a screen (docs/translating.md): `tm(MSG.loginFailed)` shows the
 * entry in the current language. A text of no entry (already translated by the server, say)
 * passes unchanged.
 *
 * The `messages` catalog is never part of a page's first load (docs/performance.md): in English
 * the texts are already what the catalog would say, and in another language the catalog loads
 * when a screen first shows one of its texts. Until it is there the text shows as given and the
 * screen renders again once it has arrived. tm() is called from event handlers too, so it can
 * never suspend.
 */
export function useMsg(): (text: string) => string {
  const locale = useLocale();
  const ready = useSyncExternalStore(
    subscribe,
    () => locale === 'en' || isLoaded(messages, locale),
    () => locale === 'en',
  );
  return useMemo(() => {
    if (locale === 'en') return passThrough;
    if (!ready) {
      return (text: string) => {
        // A failed chunk is asked for again by the next text shown.
        loadNamespace(messages, locale)?.catch(() => undefined);
        return text;
      };
    }
    index ??= buildMessageIndex(Object.keys(englishOf(messages) ?? {}));
    return (text: string) => {
      const found = index!.match(text);
      return found ? i18n._(found.id, found.values) : text;
    };
  }, [locale, ready]);
}
