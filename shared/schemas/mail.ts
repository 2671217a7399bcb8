import { z } from 'zod';
import { MAIL_MSG } from '../messages.js';
import { cleanString } from './text.js';
import { PASSWORD_MAX_LENGTH, signupInput } from './auth.js';

// Inputs and answers of mail and study reminders (docs/mail.md), shared by the server, the pages
// and the REST adapters.

const email = signupInput.shape.email;

export const forgotPasswordInput = z.object({ email });

const linkToken = cleanString({ error: MAIL_MSG.linkInvalid }).trim().min(1, MAIL_MSG.linkInvalid).max(200, MAIL_MSG.linkInvalid);

/** A link's token from a mail (confirming an address). */
export const emailTokenInput = z.object({ token: linkToken });

export const changeEmailInput = z.object({
  email,
  password: z.string({ error: MAIL_MSG.passwordForEmail }).min(1, MAIL_MSG.passwordForEmail).max(PASSWORD_MAX_LENGTH, MAIL_MSG.passwordForEmail),
});

/** An invite sent by mail from the admin page: one use, for one address. */
export const inviteByMailInput = z.object({
  email,
  // A name for the greeting only; control characters (a header's line break) are refused, not stripped.
  name: z
    .string()
    .trim()
    .max(100, MAIL_MSG.nameTooLong)
    .refine((n) => !/[\u0000-\u001f\u007f\u2028\u2029]/.test(n), MAIL_MSG.nameControl)
    .optional()
    .transform((n) => n || undefined),
  days: z.coerce.number().int().min(1).max(90).default(7),
});

export const reminderSettingsInput = z.object({
  enabled: z.boolean(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, MAIL_MSG.reminderTime),
  weekdays: z.array(z.number().int().min(1, MAIL_MSG.reminderWeekdays).max(7, MAIL_MSG.reminderWeekdays)).max(7, MAIL_MSG.reminderWeekdays),
  email: z.boolean(),
  push: z.boolean(),
});

export type ReminderSettings = z.infer<typeof reminderSettingsInput>;

const base64url = (bytes: number, message: string) =>
  z
    .string({ error: message })
    .max(200, message)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message)
    .refine((v) => decodedLength(v) === bytes, message);

/** Bytes a base64url text decodes to (no decoding needed: the client has no Buffer). */
function decodedLength(text: string): number {
  const n = text.replace(/=+$/, '').length;
  return n % 4 === 1 ? -1 : Math.floor((n * 3) / 4);
}

export const pushEndpoint = z.string({ error: MAIL_MSG.pushEndpoint }).max(1024, MAIL_MSG.pushEndpoint);

/** What the browser's PushSubscription.toJSON() gives. */
export const pushSubscriptionInput = z.object({
  endpoint: pushEndpoint,
  keys: z.object({ p256dh: base64url(65, MAIL_MSG.pushKeys), auth: base64url(16, MAIL_MSG.pushKeys) }),
});

export const pushUnsubscribeInput = z.object({ endpoint: pushEndpoint });

export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;
export type EmailTokenInput = z.infer<typeof emailTokenInput>;
export type ChangeEmailInput = z.infer<typeof changeEmailInput>;
export type InviteByMailInput = z.infer<typeof inviteByMailInput>;
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** `GET /api/mail/config`: what the login, signup and profile pages offer. */
export interface MailConfig {
  enabled: boolean;
  emailVerification: boolean;
}
