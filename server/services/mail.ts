// Mail the server sends on a person's behalf (docs/mail.md): "forgot password" links, confirming
// a new account's address, moving to a new address, invites from the admin page, and the
// operator's test mail. Without mail settings none of this is offered (mailEnabled).
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import type { AdminContext, AuthedContext } from '../access.js';
import type { AppConfig } from '../config.js';
import type { Context } from '../context.js';
import type { Db } from '../db.js';
import { isUniqueViolation } from '../db/dialect.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { MailRefused, mailEnabled, sendMail } from '../mail/mailer.js';
import { changeEmailMail, inviteMail, resetPasswordMail, testMail, verifyEmailMail } from '../mail/templates.js';
import { MAIL_MSG, MSG } from '../../shared/messages.js';
import type { ChangeEmailInput, EmailTokenInput, ForgotPasswordInput, InviteByMailInput, MailConfig } from '../../shared/schemas/mail.js';
import type { AdminInvite } from '../../shared/schemas/admin.js';
import { findEmailToken, isEmailVerified, latestEmailTokenAt, lockUserForMail, markEmailVerified, replaceEmailToken, setUserEmail, useEmailToken } from '../repos/emailTokens.js';
import { deleteUnusedResetTokens, insertResetToken, latestResetTokenAt } from '../repos/resetTokens.js';
import { findPasswordHash, findUserByEmail } from '../repos/users.js';
import { hashSessionToken as hashToken } from '../session.js';
import { countAuthAttempt } from './authRateLimit.js';
import { createInvite } from './invites.js';
import { isLocale, type Locale } from '../../shared/i18n/locales.js';

const MINUTE_MS = 60_000;
/** A "forgot password" link works once, for an hour. */
export const FORGOT_LINK_TTL_MS = 60 * MINUTE_MS;
export const EMAIL_LINK_TTL_MS = 24 * 60 * MINUTE_MS;
/** However often someone asks, one account gets at most one mail of a kind per this long. */
export const MAIL_SPACING_MS = 5 * MINUTE_MS;

/** 256 random bits; only their SHA-256 is stored. */
const newToken = () => randomBytes(32).toString('base64url');

const link = (config: AppConfig, path: string) => `${config.publicUrl ?? ''}${path}`;

export function mailConfig(ctx: Context): MailConfig {
  return { enabled: mailEnabled(ctx.config), emailVerification: ctx.config.requireEmailVerification };
}

function requireMail(ctx: Context, message: string = MAIL_MSG.mailOff): void {
  if (!mailEnabled(ctx.config)) throw badRequest(message);
}

/**
 * "Forgot password?": always `{success: true}`, and as fast for an unknown address as for a
 * known one: the lookup, the link and the mail happen after the answer (services.mail). Counted
 * like a login per IP and per address; one mail per account per few minutes however many asks.
 */
export async function forgotPassword(ctx: Context, input: ForgotPasswordInput): Promise<{ success: true }> {
  requireMail(ctx);
  await countAuthAttempt(ctx, input.email);
  const now = ctx.now().getTime();
  ctx.services.mail.send(async () => {
    const user = await findUserByEmail(ctx.db, input.email);
    if (!user) return;
    const token = newToken();
    const made = await ctx.db.transaction().execute(async (trx) => {
      // Checked under the user's row lock: of a flood of requests at once, one makes the link.
      await lockUserForMail(trx, user.id);
      const last = await latestResetTokenAt(trx, user.id);
      if (last !== undefined && now - last < MAIL_SPACING_MS) return false;
      await deleteUnusedResetTokens(trx, user.id);
      await insertResetToken(trx, { tokenHash: hashToken(token), userId: user.id, now, expiresAt: now + FORGOT_LINK_TTL_MS });
      return true;
    });
    if (!made) return;
    await sendMail(ctx.config, { to: user.email, content: resetPasswordMail(link(ctx.config, `/reset-password?token=${token}`), mailLocale(user.locale, ctx.locale)) });
  });
  return { success: true };
}

/** A mail's language (docs/translating.md): the one the account chose, else the request's. */
function mailLocale(stored: string | null | undefined, requestLocale: Locale): Locale {
  return isLocale(stored) ? stored : requestLocale;
}

// ---- Confirming an address ----

async function sendVerification(ctx: Context, user: { id: number; email: string; locale?: string | null }): Promise<void> {
  const now = ctx.now().getTime();
  const token = newToken();
  const made = await ctx.db.transaction().execute(async (trx) => {
    await lockUserForMail(trx, user.id);
    const last = await latestEmailTokenAt(trx, user.id, 'verify');
    if (last !== undefined && now - last < MAIL_SPACING_MS) return false;
    await replaceEmailToken(trx, { tokenHash: hashToken(token), userId: user.id, purpose: 'verify', email: user.email, now, expiresAt: now + EMAIL_LINK_TTL_MS });
    return true;
  });
  if (!made) return;
  ctx.services.mail.send(() => sendMail(ctx.config, { to: user.email, content: verifyEmailMail(link(ctx.config, `/verify-email?token=${token}`), mailLocale(user.locale, ctx.locale)) }));
}

/**
 * With REQUIRE_EMAIL_VERIFICATION, an account whose address is not confirmed gets no session:
 * a (new) link goes to the address instead. True when the caller must stop there.
 */
export async function holdUntilVerified(ctx: Context, user: { id: number; email: string }): Promise<boolean> {
  if (!ctx.config.requireEmailVerification || !mailEnabled(ctx.config)) return false;
  if (await isEmailVerified(ctx.db, user.id)) return false;
  await sendVerification(ctx, user);
  return true;
}

function tokenProblem(row: { used_at: number | null; expires_at: number } | undefined, now: number): string | null {
  if (!row) return MAIL_MSG.linkInvalid;
  if (row.used_at !== null) return MAIL_MSG.linkUsed;
  if (row.expires_at <= now) return MAIL_MSG.linkExpired;
  return null;
}

/** The link of a confirmation mail. Counted like a login (each call is a guess at a token). */
export async function verifyEmail(ctx: Context, input: EmailTokenInput): Promise<{ success: true }> {
  await countAuthAttempt(ctx, null);
  const tokenHash = hashToken(input.token);
  const now = ctx.now().getTime();
  const row = await findEmailToken(ctx.db, tokenHash);
  const problem = row?.purpose === 'verify' ? tokenProblem(row, now) : MAIL_MSG.linkInvalid;
  if (problem || !row) throw badRequest(problem ?? MAIL_MSG.linkInvalid);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await useEmailToken(trx, tokenHash, 'verify', now))) throw badRequest(MAIL_MSG.linkUsed);
    await markEmailVerified(trx, row.user_id, now);
  });
  return { success: true };
}

// ---- A new address ----

/**
 * The profile's "Change email": the password confirms it is the person. With mail, a link goes
 * to the new address and nothing changes until it is opened; without mail the change is made now.
 */
export async function changeEmail(ctx: AuthedContext, input: ChangeEmailInput): Promise<{ pending: boolean; email: string }> {
  await countAuthAttempt(ctx, ctx.user.email);
  const row = await findPasswordHash(ctx.db, ctx.user.id);
  if (!row) throw notFound('User not found.');
  if (!(await argon2.verify(row.password_hash, input.password))) throw badRequest('Password is incorrect.', [{ msg: 'Password is incorrect.', path: 'password' }]);
  if (input.email === ctx.user.email) throw badRequest(MAIL_MSG.sameEmail, [{ msg: MAIL_MSG.sameEmail, path: 'email' }]);
  if (await findUserByEmail(ctx.db, input.email)) throw new AppError('CONFLICT', MSG.emailTaken, [{ msg: MSG.emailTaken, path: 'email' }]);
  const now = ctx.now().getTime();
  if (!mailEnabled(ctx.config)) {
    await applyEmail(ctx.db, ctx.user.id, input.email, now);
    return { pending: false, email: input.email };
  }
  const token = newToken();
  await replaceEmailToken(ctx.db, { tokenHash: hashToken(token), userId: ctx.user.id, purpose: 'change', email: input.email, now, expiresAt: now + EMAIL_LINK_TTL_MS });
  await sendMail(ctx.config, { to: input.email, content: changeEmailMail(link(ctx.config, `/verify-email?change=1&token=${token}`), input.email, mailLocale(ctx.user.locale, ctx.locale)) }).catch(mailFailure);
  return { pending: true, email: input.email };
}

async function applyEmail(db: Db, userId: number, email: string, now: number): Promise<void> {
  try {
    await setUserEmail(db, userId, email, now);
  } catch (error) {
    // Someone signed up with it since the link was sent: the UNIQUE index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', MSG.emailTaken);
    throw error;
  }
}

/** The link sent to a new address; the account's address becomes it, confirmed. */
export async function confirmEmailChange(ctx: Context, input: EmailTokenInput): Promise<{ success: true; email: string }> {
  await countAuthAttempt(ctx, null);
  const tokenHash = hashToken(input.token);
  const now = ctx.now().getTime();
  const row = await findEmailToken(ctx.db, tokenHash);
  const problem = row?.purpose === 'change' ? tokenProblem(row, now) : MAIL_MSG.linkInvalid;
  if (problem || !row) throw badRequest(problem ?? MAIL_MSG.linkInvalid);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await useEmailToken(trx, tokenHash, 'change', now))) throw badRequest(MAIL_MSG.linkUsed);
    await applyEmail(trx, row.user_id, row.email, now);
  });
  return { success: true, email: row.email };
}

// ---- The admin's invite by mail, the operator's test ----

function mailFailure(error: unknown): never {
  if (error instanceof MailRefused) throw badRequest(error.message);
  // The admin page shows the message; the SMTP server's own answer goes to the log only.
  console.error('cardcade: a mail was not sent:', error instanceof Error ? error.message : error);
  throw badRequest(MAIL_MSG.mailFailed);
}

/** An invite of one use for one address, mailed; the admin's list shows it like any other. */
export async function sendInvite(ctx: AdminContext, input: InviteByMailInput): Promise<AdminInvite> {
  requireMail(ctx);
  const invite = await createInvite(ctx, { uses: 1, days: input.days });
  // In the inviting admin's language: the one the group most likely shares (docs/translating.md).
  const content = inviteMail(link(ctx.config, `/signup?invite=${invite.code}`), { expiresAt: invite.expiresAt }, ctx.locale);
  await sendMail(ctx.config, { to: input.email, toName: input.name, content }).catch(mailFailure);
  return invite;
}

/** `cardcade mail-test <address>`: one mail through the configured server, or its error. */
export async function sendTestMail(config: AppConfig, to: string): Promise<void> {
  if (!mailEnabled(config)) throw new Error('Mail is not configured: set SMTP_URL or SMTP_HOST (docs/mail.md).');
  await sendMail(config, { to, content: testMail(config.publicUrl) });
}
