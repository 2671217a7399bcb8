import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { MSG } from '../messages.js';

/** How an email is compared everywhere: accounts, logins and the per-email rate limit. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** argon2 hashes anything, but a megabyte "password" is an attack, not a password (DESIGN §9). */
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

export const signupInput = z.object({
  email,
  password: z
    .string({ error: MSG.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, passwordTooLong),
  timeZone,
});

export type LoginInput = z.infer<typeof loginInput>;
export type SignupInput = z.infer<typeof signupInput>;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
