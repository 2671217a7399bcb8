import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { hashSessionToken as hashToken, type SessionUser } from '../access.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { MSG } from '../../shared/messages.js';
import type { LoginInput, SignupInput } from '../../shared/schemas/auth.js';
import { deleteAuthSession, insertAuthSession } from '../repos/authSessions.js';
import { findUserByEmail, insertUser, updateUserTimeZone } from '../repos/users.js';
import { countAuthAttempt } from './authRateLimit.js';
import { getStreaks } from './stats.js';

export interface MeResponse {
  isLoggedIn: boolean;
  user: { id: number; email: string; currentStreak: number; bestStreak: number } | null;
}

// A hash to verify against when the email is unknown, so a login takes as long either way
// and response times do not reveal which emails have accounts.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= argon2.hash('not-a-real-password', { type: argon2.argon2id }));

export async function signup(ctx: Context, input: SignupInput): Promise<MeResponse> {
  await countAuthAttempt(ctx, input.email);
  const passwordHash = await argon2.hash(input.password, { type: argon2.argon2id });
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing) throw new AppError('CONFLICT', MSG.emailTaken, [{ msg: MSG.emailTaken, path: 'email' }]);
  let user;
  try {
    user = await insertUser(ctx.db, {
      email: input.email,
      passwordHash,
      timeZone: input.timeZone ?? 'UTC',
      now: ctx.now().getTime(),
    });
  } catch (error) {
    // Two signups racing for one email: the UNIQUE index decides.
    if (String(error).includes('UNIQUE')) throw new AppError('CONFLICT', MSG.emailTaken);
    throw error;
  }
  return startSession(ctx, { id: user.id, email: user.email, timeZone: user.time_zone });
}

export async function login(ctx: Context, input: LoginInput): Promise<MeResponse> {
  await countAuthAttempt(ctx, input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = user
    ? await argon2.verify(user.password_hash, input.password)
    : (await argon2.verify(await getDummyHash(), input.password), false);
  if (!user || !ok) throw new AppError('UNAUTHORIZED', 'Invalid email or password.');
  if (input.timeZone && input.timeZone !== user.time_zone) await updateUserTimeZone(ctx.db, user.id, input.timeZone);
  return startSession(ctx, { id: user.id, email: user.email, timeZone: input.timeZone ?? user.time_zone });
}

/** A new random id at every login; only its SHA-256 is stored. */
async function startSession(ctx: Context, user: SessionUser): Promise<MeResponse> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.config.sessionTtlDays * 86_400_000);
  if (ctx.sessionToken) await deleteAuthSession(ctx.db, hashToken(ctx.sessionToken));
  await insertAuthSession(ctx.db, { idHash: hashToken(token), userId: user.id, now: now.getTime(), expiresAt: expiresAt.getTime() });
  ctx.cookies.set(token, expiresAt);
  return me({ ...ctx, user });
}

export async function logout(ctx: Context): Promise<{ success: true }> {
  if (ctx.sessionToken) await deleteAuthSession(ctx.db, hashToken(ctx.sessionToken));
  ctx.cookies.clear();
  return { success: true };
}

export async function me(ctx: Context): Promise<MeResponse> {
  if (!ctx.user) return { isLoggedIn: false, user: null };
  const streaks = await getStreaks(ctx.db, ctx.user.id, ctx.now(), ctx.user.timeZone);
  return { isLoggedIn: true, user: { id: ctx.user.id, email: ctx.user.email, ...streaks } };
}
