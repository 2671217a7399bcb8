import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { hashSessionToken as hashToken, type SessionUser } from '../session.js';
import type { Context } from '../context.js';
import { isUniqueViolation } from '../db/dialect.js';
import { AppError } from '../errors.js';
import { MSG } from '../../shared/messages.js';
import type { LoginInput, ResetLinkInput, ResetPasswordInput, SignupInput } from '../../shared/schemas/auth.js';
import { ADMIN_MSG, OIDC_MSG } from '../../shared/messages.js';
import type { Registration } from '../config.js';
import type { Role } from '../db.js';
import { badRequest } from '../errors.js';
import { deleteAuthSession, deleteUserAuthSessions, insertAuthSession } from '../repos/authSessions.js';
import { findResetToken, useResetToken } from '../repos/resetTokens.js';
import { countUsers, findUserByEmail, findUserRole, insertAccount, lockAccountCreation, touchLastActive, updatePasswordHash, updateUserTimeZone } from '../repos/users.js';
import { takeInviteForSignup } from './invites.js';
import { registrationMode } from './registration.js';
import { countAuthAttempt } from './authRateLimit.js';
import { getStreaks } from './stats.js';
import { holdUntilVerified } from './mail.js';
import { MAIL_MSG } from '../../shared/messages.js';
import { isLocale, type Locale } from '../../shared/i18n/locales.js';

export interface MeResponse {
  isLoggedIn: boolean;
  user: { id: number; email: string; role: Role; currentStreak: number; bestStreak: number; locale?: Locale | null } | null;
  /** A signup that must confirm its address first (REQUIRE_EMAIL_VERIFICATION, docs/mail.md): no session yet. */
  verificationSent?: true;
}

// A hash to verify against when the email is unknown, so a login takes as long either way
// and response times do not reveal which emails have accounts.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= argon2.hash('not-a-real-password', { type: argon2.argon2id }));

export async function signup(ctx: Context, input: SignupInput): Promise<MeResponse> {
  assertPasswordLogin(ctx);
  await countAuthAttempt(ctx, input.email);
  const passwordHash = await hashPassword(input.password);
  let user;
  try {
    user = await createSignupAccount(ctx, input, passwordHash);
  } catch (error) {
    // Two signups racing for one email: the UNIQUE index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', MSG.emailTaken);
    throw error;
  }
  if (await holdUntilVerified(ctx, user)) return { isLoggedIn: false, user: null, verificationSent: true };
  return startSession(ctx, { id: user.id, email: user.email, timeZone: user.time_zone });
}

// ---- Registration modes, roles, reset links (docs/administration.md) ----

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/**
 * `GET /api/auth/config`: what the signup page needs to know before showing its form.
 * `firstAccount` (additive to the design's shape): an empty server lets its first person in whatever
 * the mode, and that person becomes the admin.
 */
export async function authConfig(ctx: Context): Promise<{ registration: Registration; firstAccount: boolean }> {
  return { registration: await registrationMode(ctx.db, ctx.config), firstAccount: (await countUsers(ctx.db)) === 0 };
}

/**
 * The account of a signup, in one transaction: the registration mode, the invite's use and the
 * insert stand or fall together. The very first account is always allowed and becomes the admin
 * (decided inside the INSERT under the account-creation lock, so two racing first signups cannot
 * both be admin).
 */
async function createSignupAccount(ctx: Context, input: SignupInput, passwordHash: string) {
  const now = ctx.now().getTime();
  return ctx.db.transaction().execute(async (trx) => {
    await lockAccountCreation(trx);
    const firstAccount = (await countUsers(trx)) === 0;
    if (!firstAccount) {
      // Read inside the transaction: an admin closing registration applies to the next signup.
      const mode = await registrationMode(trx, ctx.config);
      if (mode === 'closed') throw new AppError('FORBIDDEN', ADMIN_MSG.registrationClosed);
      if (await findUserByEmail(trx, input.email)) throw new AppError('CONFLICT', MSG.emailTaken, [{ msg: MSG.emailTaken, path: 'email' }]);
      await takeInviteForSignup(trx, mode, input.inviteCode, now);
    }
    return insertAccount(trx, { email: input.email, passwordHash, timeZone: input.timeZone ?? 'UTC', now, lastActiveAt: now });
  });
}

/**
 * Whether a reset link can still be used, so the page shows its error before the form rather
 * than after the person typed a new password twice. It answers a yes or no and nothing else (not
 * whose link, not why): an unknown, used and expired link look alike. Counted like a login
 * attempt, per IP and per token, since each call is a guess at a token.
 */
export async function checkResetLink(ctx: Context, input: ResetLinkInput): Promise<{ valid: boolean }> {
  await countAuthAttempt(ctx, `reset-link:${input.token}`);
  const token = await findResetToken(ctx.db, hashToken(input.token));
  return { valid: Boolean(token && token.used_at === null && token.expires_at > ctx.now().getTime()) };
}

/** Sets a new password from a one-time link, then logs that user out everywhere. */
export async function resetPassword(ctx: Context, input: ResetPasswordInput): Promise<{ success: true }> {
  // A guessed token and an argon2 hash, like a login: counted per IP before anything else (docs/security.md).
  await countAuthAttempt(ctx, null);
  const tokenHash = hashToken(input.token);
  const now = ctx.now().getTime();
  const token = await findResetToken(ctx.db, tokenHash);
  if (!token) throw badRequest(ADMIN_MSG.resetLinkInvalid);
  const stale = () => badRequest(token.used_at !== null ? ADMIN_MSG.resetLinkUsed : ADMIN_MSG.resetLinkExpired);
  if (token.used_at !== null || token.expires_at <= now) throw stale();
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    // Checked again in the UPDATE itself: of two racing uses, one wins.
    if (!(await useResetToken(trx, tokenHash, now))) throw badRequest(ADMIN_MSG.resetLinkUsed);
    await updatePasswordHash(trx, token.user_id, passwordHash);
    await deleteUserAuthSessions(trx, token.user_id);
  });
  return { success: true };
}

export async function login(ctx: Context, input: LoginInput): Promise<MeResponse> {
  assertPasswordLogin(ctx);
  await countAuthAttempt(ctx, input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = user
    ? await argon2.verify(user.password_hash, input.password)
    : (await argon2.verify(await getDummyHash(), input.password), false);
  if (!user || !ok) throw new AppError('UNAUTHORIZED', 'Invalid email or password.');
  if (await holdUntilVerified(ctx, user)) throw new AppError('FORBIDDEN', MAIL_MSG.emailNotVerified);
  // The browser's zone follows the person around, unless they chose one on the profile (docs/account.md).
  const timeZone = user.time_zone_auto && input.timeZone ? input.timeZone : user.time_zone;
  if (timeZone !== user.time_zone) await updateUserTimeZone(ctx.db, user.id, timeZone);
  await touchLastActive(ctx.db, user.id, ctx.now().getTime(), 0);
  return startSession(ctx, { id: user.id, email: user.email, timeZone });
}

/** A new random id at every login; only its SHA-256 is stored. Also the end of a sign-in through the provider (services/oidc.ts). */
export async function startSession(ctx: Context, user: SessionUser): Promise<MeResponse> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.config.sessionTtlDays * 86_400_000);
  if (ctx.sessionToken) await deleteAuthSession(ctx.db, hashToken(ctx.sessionToken));
  await insertAuthSession(ctx.db, { idHash: hashToken(token), userId: user.id, now: now.getTime(), expiresAt: expiresAt.getTime(), userAgent: ctx.userAgent });
  ctx.cookies.set(token, expiresAt);
  return me({ ...ctx, user });
}

export async function logout(ctx: Context): Promise<{ success: true }> {
  if (ctx.sessionToken) await deleteAuthSession(ctx.db, hashToken(ctx.sessionToken));
  ctx.cookies.clear();
  ctx.cookies.clearSiteData?.();
  return { success: true };
}

export async function me(ctx: Context): Promise<MeResponse> {
  if (!ctx.user) return { isLoggedIn: false, user: null };
  const [streaks, role] = await Promise.all([getStreaks(ctx.db, ctx.user.id, ctx.now(), ctx.user.timeZone), findUserRole(ctx.db, ctx.user.id)]);
  // The chosen language (docs/translating.md) only once there is one: the answer keeps its shape otherwise.
  const locale = isLocale(ctx.user.locale) ? ctx.user.locale : null;
  return { isLoggedIn: true, user: { id: ctx.user.id, email: ctx.user.email, role: role ?? 'user', ...streaks, ...(locale ? { locale } : {}) } };
}

/**
 * PASSWORD_LOGIN=false (docs/sign-in.md): password sign-in and sign-up answer 403 before anything
 * is counted or hashed; the command-line tool does not go through here.
 */
export function assertPasswordLogin(ctx: Pick<Context, 'config'>): void {
  if (!ctx.config.passwordLogin) throw new AppError('FORBIDDEN', OIDC_MSG.passwordLoginOff);
}
