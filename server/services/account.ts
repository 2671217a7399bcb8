// The signed-in person's own account (docs/account.md): profile, password, time zone, login sessions
// and deleting the account. `deleteAccountData` is the one place that deletes "everything of a
// user" (the registry db/userData.ts says what that is); the profile's delete, the admin page and
// the CLI all go through it.
import argon2 from 'argon2';
import { createHash } from 'node:crypto';
import type { AuthedContext } from '../access.js';
import { hashSessionToken } from '../session.js';
import type { Context } from '../context.js';
import type { Db } from '../db.js';
import { badRequest, notFound } from '../errors.js';
import { describeUserAgent } from '../domain/userAgent.js';
import { normaliseEmail } from '../../shared/schemas/auth.js';
import { ACCOUNT_MSG, type AccountProfile, type ChangePasswordInput, type DeleteAccountInput, type LocaleInput, type LoginSession, type TimeZoneInput } from '../../shared/schemas/profile.js';
import { deleteOtherUserAuthSessions, listUserSessions } from '../repos/authSessions.js';
import { deleteOwnedRows, tableEntry, tablesChildrenFirst } from '../db/userData.js';
import { deleteRateLimitKey } from '../repos/authRateLimits.js';
import { revokeInvitesCreatedBy, unlinkInvitesCreatedBy } from '../repos/invites.js';
import {
  countOtherAdmins,
  countUsers,
  deleteUserKeepingAnAdmin,
  deleteUserRow,
  findEmailAndRole,
  findPasswordHash,
  findProfileRow,
  setProfileTimeZone,
  setUserLocale,
  updatePasswordHash,
} from '../repos/users.js';
import { countAuthAttempt } from './authRateLimit.js';
import { requireLoginSession } from './apiTokens.js';
import { hashPassword } from './auth.js';
import { dropPreparedCopies, handOverAllDecksOf, prepareHandOverAllDecksOf, type PreparedCopy } from '../repos/sharedDecks.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
/** The session's public handle: a hash of the stored hash, so the list never shows what is stored. */
const publicSessionId = (idHash: string) => createHash('sha256').update(`session:${idHash}`).digest('hex').slice(0, 16);
const currentIdHash = (ctx: Context) => (ctx.sessionToken ? hashSessionToken(ctx.sessionToken) : null);

export async function getProfile(ctx: AuthedContext): Promise<AccountProfile> {
  const row = await findProfileRow(ctx.db, ctx.user.id);
  if (!row) throw notFound('User not found.');
  return { email: row.email, timeZone: row.time_zone, timeZoneAuto: row.time_zone_auto === 1, createdAt: new Date(row.created_at).toISOString(), locale: row.locale ?? null };
}

/** The interface's language (docs/translating.md), applied at each sign-in and used for the user's mails. */
export async function setLocale(ctx: AuthedContext, input: LocaleInput): Promise<AccountProfile> {
  await setUserLocale(ctx.db, ctx.user.id, input.locale);
  return getProfile(ctx);
}

/**
 * The current password is a password guess like a login: it counts in the auth rate limit (per
 * IP and per this account's email) before argon2 runs, so a stolen session cannot be used to
 * brute-force the password it does not know.
 */
async function verifyOwnPassword(ctx: AuthedContext, password: string, field: string): Promise<void> {
  await countAuthAttempt(ctx, ctx.user.email);
  const row = await findPasswordHash(ctx.db, ctx.user.id);
  if (!row) throw notFound('User not found.');
  if (!(await argon2.verify(row.password_hash, password))) {
    throw badRequest(ACCOUNT_MSG.wrongPassword, [{ msg: ACCOUNT_MSG.wrongPassword, path: field }]);
  }
}

/** A new password; every other session of the account is logged out, this one stays. */
export async function changePassword(ctx: AuthedContext, input: ChangePasswordInput): Promise<{ success: true; loggedOutSessions: number }> {
  await verifyOwnPassword(ctx, input.currentPassword, 'currentPassword');
  if (input.currentPassword === input.newPassword) {
    throw badRequest(ACCOUNT_MSG.samePassword, [{ msg: ACCOUNT_MSG.samePassword, path: 'newPassword' }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const loggedOutSessions = await ctx.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, ctx.user.id, passwordHash);
    return deleteOtherUserAuthSessions(trx, ctx.user.id, currentIdHash(ctx));
  });
  return { success: true, loggedOutSessions };
}

/** Today's streak and every history day follow the stored zone (services/stats reads it per request). */
export async function setTimeZone(ctx: AuthedContext, input: TimeZoneInput): Promise<AccountProfile> {
  await setProfileTimeZone(ctx.db, ctx.user.id, input.timeZone, input.auto);
  return getProfile({ ...ctx, user: { ...ctx.user, timeZone: input.timeZone } });
}

export async function listSessions(ctx: AuthedContext): Promise<LoginSession[]> {
  const current = currentIdHash(ctx);
  const rows = await listUserSessions(ctx.db, ctx.user.id, ctx.now().getTime());
  const sessions = rows.map((r) => ({
    id: publicSessionId(r.id_hash),
    device: describeUserAgent(r.user_agent),
    createdAt: new Date(r.created_at).toISOString(),
    lastSeenAt: iso(r.last_seen_at),
    current: r.id_hash === current,
  }));
  // This browser first, then the most recently used.
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

export async function logoutOtherSessions(ctx: AuthedContext): Promise<{ success: true; loggedOutSessions: number }> {
  requireLoginSession(ctx);
  const loggedOutSessions = await deleteOtherUserAuthSessions(ctx.db, ctx.user.id, currentIdHash(ctx));
  return { success: true, loggedOutSessions };
}

/**
 * The profile's 'Delete my account': the password confirms it, then every row of the account goes
 * in one transaction and this browser's cookie is cleared. The last admin of a server with other
 * users must hand the role on first (an empty server's next signup becomes its admin anyway).
 */
export async function deleteAccount(ctx: AuthedContext, input: DeleteAccountInput): Promise<{ success: true }> {
  await verifyOwnPassword(ctx, input.password, 'password');
  const now = ctx.now().getTime();
  // Subscribers' copies of the user's shared decks are made first, hidden, in short
  // transactions; the deletion's transaction only reveals them (repos/sharedDecks.ts).
  const prepared = await prepareHandOverAllDecksOf(ctx.db, ctx.user.id, now);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const alone = (await countUsers(trx)) === 1;
      if (!(await deleteAccountData(trx, ctx.user.id, now, { keepAnAdmin: !alone, prepared }))) {
        throw badRequest(ACCOUNT_MSG.lastAdminSelfDelete);
      }
    });
  } finally {
    await dropPreparedCopies(ctx.db, prepared);
  }
  ctx.cookies.clear();
  ctx.cookies.clearSiteData?.();
  return { success: true };
}

/**
 * Deletes every row of a user, children first, and nothing of anyone else: the tables and how
 * their rows reach a user are in the registry db/userData.ts. Run it inside a transaction.
 * Explicit deletes rather than trusting ON DELETE CASCADE alone: a SQLite connection opened without `foreign_keys = ON` (an operator's sqlite3 shell, a tool) would otherwise leave
 * orphans. Invites the user made are revoked and lose their creator (kept so the admin's list
 * still shows how many people each let in: docs/administration.md). Their rate-limit counters go
 * too (the per-email key is a hash of the address). Answers false, deleting nothing, when
 * `keepAnAdmin` and the user is the last admin.
 */
export async function deleteAccountData(db: Db, userId: number, now: number, opts: { keepAnAdmin: boolean; prepared?: readonly PreparedCopy[] }): Promise<boolean> {
  const user = await findEmailAndRole(db, userId);
  if (!user) return false;
  if (opts.keepAnAdmin && user.role === 'admin') {
    if ((await countOtherAdmins(db, userId)) === 0) return false;
  }
  // Subscribers of the user's shared decks keep them, as decks of their own (docs/shared-decks.md).
  await handOverAllDecksOf(db, userId, now, opts.prepared);
  for (const table of tablesChildrenFirst()) {
    const { ownership } = tableEntry(table)!;
    if (ownership.kind === 'rows') await deleteOwnedRows(db, table, userId);
  }
  // Not rows of the user (db/userData.ts): their invites stay, revoked and unlinked; their
  // rate-limit counter is keyed by a hash of the address.
  await revokeInvitesCreatedBy(db, userId, now);
  await unlinkInvitesCreatedBy(db, userId);
  const emailKey = createHash('sha256').update(normaliseEmail(user.email)).digest('hex');
  await deleteRateLimitKey(db, `email:${emailKey}`);
  // The user row last, still guarded in the statement itself against a racing demotion.
  return opts.keepAnAdmin ? deleteUserKeepingAnAdmin(db, userId) : deleteUserRow(db, userId);
}
