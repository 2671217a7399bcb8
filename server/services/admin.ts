import { createHash, randomBytes } from 'node:crypto';
import type { AdminContext } from '../access.js';
import { AppError, badRequest, notFound, unauthorized } from '../errors.js';
import { RESET_LINK_TTL_MS } from '../../shared/constants.js';
import { ADMIN_MSG, MSG } from '../../shared/messages.js';
import type { AdminUser, ResetLink, Role } from '../../shared/schemas/admin.js';
import { deleteUserAuthSessions } from '../repos/authSessions.js';
import { deleteUnusedResetTokens, insertResetToken } from '../repos/resetTokens.js';
import {
  findUserByEmail,
  findUserForAdmin,
  findUserRole,
  insertAccount,
  listUsersWithCounts,
  updatePasswordHash,
  updateRoleKeepingAnAdmin,
} from '../repos/users.js';
import { deleteAccountData } from './account.js';
import { dropPreparedCopies, prepareHandOverAllDecksOf } from '../repos/sharedDecks.js';
import { hashPassword } from './auth.js';
import { markEmailVerified } from '../repos/emailTokens.js';

// The administrator's use cases (docs/administration.md), shared by the admin page (tRPC), REST and the CLI.
// Every function takes an AdminContext, which only asAdmin (a logged-in admin) or consoleAdmin
// (the operator running the CLI on the server) hand out (access.ts): the check cannot be forgotten.

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function listUsers(ctx: AdminContext): Promise<AdminUser[]> {
  const rows = await listUsersWithCounts(ctx.db);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    createdAt: new Date(r.created_at).toISOString(),
    lastActiveAt: iso(r.last_active_at),
    deckCount: r.deck_count,
    cardCount: r.card_count,
  }));
}

export async function userIdByEmail(ctx: AdminContext, email: string): Promise<number> {
  const user = await findUserByEmail(ctx.db, email.trim().toLowerCase());
  if (!user) throw notFound(ADMIN_MSG.userNotFound);
  return user.id;
}

/**
 * Deletes an account and everything it owns, with the same service as the profile's 'Delete my
 * account' (services/account.ts deleteAccountData). Invites the account created are revoked, not
 * deleted, so the list still shows who was let in by whom.
 */
export async function deleteUser(ctx: AdminContext, userId: number): Promise<{ success: true }> {
  if (userId === ctx.actorId) throw badRequest(ADMIN_MSG.cannotDeleteSelf);
  const now = ctx.now().getTime();
  // As the profile's delete: subscribers' copies made first, hidden (repos/sharedDecks.ts).
  const prepared = await prepareHandOverAllDecksOf(ctx.db, userId, now);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const user = await findUserForAdmin(trx, userId);
      if (!user) throw notFound(ADMIN_MSG.userNotFound);
      if (!(await deleteAccountData(trx, userId, now, { keepAnAdmin: true, prepared }))) throw badRequest(ADMIN_MSG.lastAdminDelete);
    });
  } finally {
    await dropPreparedCopies(ctx.db, prepared);
  }
  return { success: true };
}

export async function setRole(ctx: AdminContext, userId: number, role: Role): Promise<{ id: number; role: Role }> {
  const user = await findUserForAdmin(ctx.db, userId);
  if (!user) throw notFound(ADMIN_MSG.userNotFound);
  if (!(await updateRoleKeepingAnAdmin(ctx.db, userId, role))) throw badRequest(ADMIN_MSG.lastAdminDemote);
  return { id: userId, role };
}

/** A one-time link valid 24 h; it replaces the user's older unused links. Only its hash is kept. */
export async function createResetLink(ctx: AdminContext, userId: number): Promise<ResetLink> {
  const user = await findUserForAdmin(ctx.db, userId);
  if (!user) throw notFound(ADMIN_MSG.userNotFound);
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now().getTime();
  const expiresAt = now + RESET_LINK_TTL_MS;
  await ctx.db.transaction().execute(async (trx) => {
    await deleteUnusedResetTokens(trx, userId);
    await insertResetToken(trx, { tokenHash: hashToken(token), userId, now, expiresAt });
  });
  return { token, path: `/reset-password?token=${token}`, expiresAt: new Date(expiresAt).toISOString() };
}

/** The CLI's `users create`: registration mode does not apply to the operator. */
export async function createUser(ctx: AdminContext, input: { email: string; password: string; admin: boolean }): Promise<AdminUser> {
  const passwordHash = await hashPassword(input.password);
  if (await findUserByEmail(ctx.db, input.email)) throw new AppError('CONFLICT', MSG.emailTaken);
  const now = ctx.now().getTime();
  const row = await insertAccount(ctx.db, { email: input.email, passwordHash, timeZone: 'UTC', now, role: input.admin ? 'admin' : undefined });
  // The operator typed the address: nothing to confirm by mail (docs/mail.md).
  await markEmailVerified(ctx.db, row.id, now);
  return { id: row.id, email: row.email, role: row.role, createdAt: new Date(now).toISOString(), lastActiveAt: null, deckCount: 0, cardCount: 0 };
}

/** The CLI's `users set-password`: like a reset link, it logs the user out everywhere. */
export async function setPassword(ctx: AdminContext, userId: number, password: string): Promise<{ success: true }> {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, userId, passwordHash);
    await deleteUserAuthSessions(trx, userId);
  });
  return { success: true };
}
