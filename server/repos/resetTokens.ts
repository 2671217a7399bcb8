import type { Db } from '../db.js';

// Password-reset links (docs/administration.md). Only the SHA-256 of a link's token is stored.

export function insertResetToken(db: Db, t: { tokenHash: string; userId: number; now: number; expiresAt: number }) {
  return db.insertInto('password_reset_tokens').values({ token_hash: t.tokenHash, user_id: t.userId, created_at: t.now, expires_at: t.expiresAt }).execute();
}

export function findResetToken(db: Db, tokenHash: string) {
  return db.selectFrom('password_reset_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks a token used if it is still good; one UPDATE, so a link works exactly once. */
export async function useResetToken(db: Db, tokenHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A new link replaces the user's older unused ones (only the newest link works). */
export function deleteUnusedResetTokens(db: Db, userId: number) {
  return db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export function deleteExpiredResetTokens(db: Db, now: number) {
  return db.deleteFrom('password_reset_tokens').where('expires_at', '<=', now).execute();
}

/** When the user's newest link was made, so a flood of "forgot password" requests sends few mails. */
export async function latestResetTokenAt(db: Db, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('password_reset_tokens').select((e) => e.fn.max('created_at').as('at')).where('user_id', '=', userId).executeTakeFirst();
  return row?.at == null ? undefined : Number(row.at);
}
