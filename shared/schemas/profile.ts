import { z } from 'zod';
import { MSG } from '../messages.js';
import { isTimeZone, newPassword, PASSWORD_MAX_LENGTH } from './auth.js';
import { LOCALES } from '../i18n/locales.js';

// Inputs and answers of the profile page's account procedures (docs/account.md), shared by the
// server, the profile page and the REST adapters.

const currentPassword = z
  .string({ error: 'Enter your current password.' })
  .min(1, 'Enter your current password.')
  .max(PASSWORD_MAX_LENGTH, 'Password is incorrect.');

export const changePasswordInput = z.object({ currentPassword, newPassword });

export const deleteAccountInput = z.object({
  password: z.string({ error: MSG.passwordRequired }).min(1, 'Enter your password to delete your account.').max(PASSWORD_MAX_LENGTH, 'Password is incorrect.'),
});

/** `auto`: follow the browser at each login (and set it to `timeZone` now); otherwise a fixed choice. */
export const timeZoneInput = z.object({
  timeZone: z.string().max(64).refine(isTimeZone, 'Unknown time zone.'),
  auto: z.boolean().default(false),
});

/** The interface's language (docs/translating.md); null: follow the browser's languages again. */
export const localeInput = z.object({ locale: z.enum(LOCALES).nullable() });
export type LocaleInput = z.infer<typeof localeInput>;

export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;
export type TimeZoneInput = z.infer<typeof timeZoneInput>;

export interface AccountProfile {
  email: string;
  timeZone: string;
  /** True while the time zone follows the browser at each login. */
  timeZoneAuto: boolean;
  createdAt: string;
  /** The interface's language the user chose; null: the browser's. */
  locale: string | null;
}

export interface LoginSession {
  /** A short public handle (not the stored hash, never the cookie). */
  id: string;
  /** "Firefox on Windows", from the User-Agent; "Unknown device" when there was none. */
  device: string;
  createdAt: string;
  lastSeenAt: string | null;
  current: boolean;
}

export const ACCOUNT_MSG = {
  wrongPassword: 'Password is incorrect.',
  samePassword: 'The new password must differ from the current one.',
  lastAdminSelfDelete: 'You are the last administrator. Make another user an admin before deleting your account.',
} as const;
