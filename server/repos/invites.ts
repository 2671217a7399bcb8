import type { Db } from '../db.js';

// Invite codes (docs/administration.md). Codes are stored as is: an admin copies the link again later.

export function insertInvite(db: Db, invite: { code: string; createdBy: number | null; usesAllowed: number; expiresAt: number; now: number }) {
  return db
    .insertInto('invites')
    .values({ code: invite.code, created_by: invite.createdBy, uses_allowed: invite.usesAllowed, expires_at: invite.expiresAt, created_at: invite.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findInvite(db: Db, code: string) {
  return db.selectFrom('invites').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Newest first, with the creator's email (null for the command-line tool or a deleted admin). */
export function listInvites(db: Db) {
  return db
    .selectFrom('invites')
    .leftJoin('users', 'users.id', 'invites.created_by')
    .selectAll('invites')
    .select('users.email as created_by_email')
    .orderBy('invites.created_at', 'desc')
    .orderBy('invites.id', 'desc')
    .execute();
}

/**
 * Takes one use of a code if it is still good. The check and the increment are one UPDATE, so
 * two signups racing for the last use cannot both get it. Answers whether a use was taken.
 */
export async function takeInviteUse(db: Db, code: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('invites')
    .set((eb) => ({ uses_count: eb('uses_count', '+', 1) }))
    .where('code', '=', code)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .whereRef('uses_count', '<', 'uses_allowed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function revokeInvite(db: Db, code: string, now: number): Promise<boolean> {
  const result = await db.updateTable('invites').set({ revoked_at: now }).where('code', '=', code).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A deleted admin's codes stop working: whoever they were meant for was that admin's guest. */
export function revokeInvitesCreatedBy(db: Db, userId: number, now: number) {
  return db.updateTable('invites').set({ revoked_at: now }).where('created_by', '=', userId).where('revoked_at', 'is', null).execute();
}

/** A deleted user's invites stay (the admin's list counts who each let in) without their creator. */
export function unlinkInvitesCreatedBy(db: Db, userId: number) {
  return db.updateTable('invites').set({ created_by: null }).where('created_by', '=', userId).execute();
}
