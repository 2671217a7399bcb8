import { setupI18n } from '@lingui/core';
import type { MessageValues } from '../../../../shared/i18n/namespace';
import { useLocale, useT, type Translate } from '../../i18n';
import { useMsg } from '../../i18n/useMsg';
import { namespace as adminPanel, type MessageId } from '../../locales/adminPanel';

// The admin page's texts (docs/translating.md). The plain modules here (format, roles) word their
// lines with the screen's translate function, and in English when called without one (the table
// tests); dates go through Intl in the screen's locale.

export type AdminT = (id: MessageId, values?: MessageValues) => string;

const english = setupI18n({ locale: 'en', messages: { en: adminPanel.en } });
export const englishT: AdminT = (id, values) => english._(id, values);

/** The admin page's translate function, and the Intl locale its dates are written in. */
export function useAdminTexts(): { t: Translate<MessageId>; tm: (text: string) => string; locale: string } {
  const t = useT(adminPanel);
  const tm = useMsg();
  const current = useLocale();
  return { t, tm, locale: current === 'en' || current === 'pseudo' ? 'en-US' : current };
}
