// Pure display rules of the admin page (tested beside this file).
import { englishT, type AdminT } from './adminTexts';

/** 'Mar 10, 2025' in the viewer's zone. */
export function shortDate(iso: string, timeZone?: string, locale = 'en-US'): string {
  return new Date(iso).toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone });
}

/** 'Just now', '5 min ago', '3 h ago', 'Yesterday', '12 days ago', then the date; 'Never' for null. */
export function lastActive(iso: string | null, now: Date, timeZone?: string, t: AdminT = englishT, locale?: string): string {
  if (!iso) return t('adminPanel.time.never');
  const minutes = Math.floor((now.getTime() - Date.parse(iso)) / 60_000);
  if (minutes < 1) return t('adminPanel.time.justNow');
  if (minutes < 60) return t('adminPanel.time.minutesAgo', { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('adminPanel.time.hoursAgo', { n: hours });
  const days = Math.floor(hours / 24);
  if (days === 1) return t('adminPanel.time.yesterday');
  if (days < 30) return t('adminPanel.time.daysAgo', { n: days });
  return shortDate(iso, timeZone, locale);
}

/** The link a new person opens: absolute, so it can be pasted into any message. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/signup?invite=${encodeURIComponent(code)}`;
}

export function absoluteLink(origin: string, path: string): string {
  return `${origin}${path}`;
}

/** 'Expires in 3 days' / 'Expired Mar 1, 2025'. */
export function expiryText(iso: string, now: Date, timeZone?: string, t: AdminT = englishT, locale?: string): string {
  const ms = Date.parse(iso) - now.getTime();
  if (ms <= 0) return t('adminPanel.time.expired', { date: shortDate(iso, timeZone, locale) });
  const hours = Math.ceil(ms / 3_600_000);
  if (hours < 24) return t('adminPanel.time.expiresHours', { n: hours });
  const days = Math.round(hours / 24);
  return t('adminPanel.time.expiresDays', { n: days });
}
