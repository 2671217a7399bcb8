import { useEffect, useRef } from 'react';
import { isLocale } from '../../../shared/i18n/locales';
import type { AuthUser } from '../features/auth/queries';
import { trpc } from '../lib/trpc';
import { i18n, setLocale } from './index';
import { onLocaleChosen } from './LanguagePicker';

/**
 * The signed-in user's language lives on the server (docs/translating.md): applied at sign-in;
 * a language picked anywhere (the footer, Profile) is saved there. A first sign-in without a
 * saved choice keeps the language this browser shows and saves it, so signing up in Spanish stays Spanish.
 */
export function useLocaleSync(user: AuthUser | null): void {
  const utils = trpc.useUtils();
  const save = trpc.account.setLocale.useMutation({ onSuccess: () => void utils.auth.me.invalidate() });
  const { mutate } = save;
  const applied = useRef<number | null>(null);
  const userId = user?.id ?? null;
  const stored = user?.locale ?? null;

  useEffect(() => {
    if (userId === null) {
      applied.current = null;
      return;
    }
    if (applied.current === userId) return;
    applied.current = userId;
    if (isLocale(stored)) {
      if (stored !== i18n.locale) void setLocale(stored, { remember: true });
    } else if (isLocale(i18n.locale) && i18n.locale !== 'en') {
      mutate({ locale: i18n.locale });
    }
  }, [userId, stored, mutate]);

  useEffect(() => {
    if (userId === null) return;
    return onLocaleChosen((locale) => mutate({ locale }));
  }, [userId, mutate]);
}
