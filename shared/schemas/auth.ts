import { z } from 'zod';
import { cleanString } from './text.js';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { MSG } from '../messages.js';

/** How an email is compared everywhere: accounts, logins and the per-email rate limit. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** argon2 hashes anything, but a megabyte "password" is an attack, not a password (docs/security.md). */
export const PASSWORD_MAX_LENGTH = 1024;
const passwordTooLong = `Password is too long (at most ${PASSWORD_MAX_LENGTH} characters).`;

const email = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  // RFC 5321's limit; also keeps the email pattern from ever running over a huge string.
  .max(254, MSG.emailInvalid)
  .pipe(z.email({ error: MSG.emailInvalid }))
  .transform(normaliseEmail);

const timeZone = z
  .string()
  .max(64)
  .refine(isTimeZone, 'Unknown time zone.')
  .optional();

export const loginInput = z.object({
  email,
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(PASSWORD_MAX_LENGTH, passwordTooLong),
  timeZone,
});

/** The rules of a new password: signup, a reset link, the command-line tool. */
export const newPassword = z
  .string({ error: MSG.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, passwordTooLong);

/** Invite codes are shown in capitals; what a person types or pastes is forgiven. */
export const inviteCode = cleanString()
  .trim()
  .max(64, 'This invite code is not valid.')
  .transform((c) => c.toUpperCase());

export const signupInput = z.object({
  email,
  password: newPassword,
  timeZone,
  // Required in invite mode only; an empty field counts as no code.
  inviteCode: inviteCode.optional().transform((c) => c || undefined),
});

const resetToken = cleanString({ error: 'This reset link is not valid.' }).trim().min(1, 'This reset link is not valid.').max(200, 'This reset link is not valid.');

export const resetPasswordInput = z.object({ token: resetToken, password: newPassword });

/** The reset page asks on load whether its link can still be used. */
export const resetLinkInput = z.object({ token: resetToken });

export type LoginInput = z.infer<typeof loginInput>;
export type SignupInput = z.infer<typeof signupInput>;
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;
export type ResetLinkInput = z.infer<typeof resetLinkInput>;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
