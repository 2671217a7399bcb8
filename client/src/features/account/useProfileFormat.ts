import { useMemo } from 'react';
import { useLocale, useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { namespace as profile } from '../../locales/profile';

/**
 * The profile's dates in the reader's language (docs/translating.md): the same rules as the admin
 * page's (features/admin/format.ts), through Intl and the profile catalog.
 */
export function useProfileFormat() {
  const t = useT(profile);
  const format = useFormat();
  const locale = useLocale();
  return useMemo(() => {
    const shortDate = (iso: string) => format.date(iso, { month: 'short', day: 'numeric', year: 'numeric' });
    /** 'Just now', '5 min ago', '3 h ago', 'Yesterday', '12 days ago', then the date; 'Never' for null. */
    const lastActive = (iso: string | null, now: Date) => {
      if (!iso) return t('profile.never');
      const minutes = Math.floor((now.getTime() - Date.parse(iso)) / 60_000);
      if (minutes < 1) return t('profile.ago.justNow');
      if (minutes < 60) return t('profile.ago.minutes', { n: minutes });
      const hours = Math.floor(minutes / 60);
      if (hours < 24) return t('profile.ago.hours', { n: hours });
      const days = Math.floor(hours / 24);
      if (days === 1) return t('profile.ago.yesterday');
      if (days < 30) return t('profile.ago.days', { n: days });
      return shortDate(iso);
    };
    /** 'Expires in 3 days' / 'Expired Mar 1, 2025'. */
    const expiryText = (iso: string, now: Date) => {
      const ms = Date.parse(iso) - now.getTime();
      if (ms <= 0) return t('profile.tokens.expired', { date: shortDate(iso) });
      const hours = Math.ceil(ms / 3_600_000);
      if (hours < 24) return t('profile.tokens.expiresHours', { n: hours });
      return t('profile.tokens.expiresDays', { n: Math.round(hours / 24) });
    };
    const lower = (text: string) => text.toLocaleLowerCase(locale === 'pseudo' ? 'en' : locale);
    return { shortDate, lastActive, expiryText, lower };
  }, [t, format, locale]);
}
