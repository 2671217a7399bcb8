import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { MSG } from '../messages.js';

const email = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .pipe(z.email({ error: MSG.emailInvalid }))
  .transform((e) => e.toLowerCase());

const timeZone = z
  .string()
  .max(64)
  .refine(isTimeZone, 'Unknown time zone.')
  .optional();

export const loginInput = z.object({
  email,
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired),
  timeZone,
});

export const signupInput = z.object({
  email,
  password: z
    .string({ error: MSG.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort)
    // argon2 hashes anything, but a megabyte "password" is an attack, not a password.
    .max(1024, 'Password is too long.'),
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
