import { useMemo } from 'react';
import { buildMessageIndex } from '../../../shared/i18n/messageIndex';
import { namespace as messages } from '../../../shared/locales/messages';
import { useT } from './index';

let index: ReturnType<typeof buildMessageIndex> | null = null;

/**
 * Texts of shared/messages.ts on a screen (docs/translating.md): `tm(MSG.loginFailed)` shows the
 * entry in the current language. A text of no entry (already translated by the server, say)
 * passes unchanged.
 */
export function useMsg(): (text: string) => string {
  const t = useT(messages);
  return useMemo(() => {
    index ??= buildMessageIndex(Object.keys(messages.en));
    return (text: string) => {
      const found = index!.match(text);
      return found ? t(found.id as never, found.values) : text;
    };
  }, [t]);
}
