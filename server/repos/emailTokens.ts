import type { Db } from '../db.js';

// One-time links about an address (migrations/0023_mail_reminders.ts, docs/mail.md): confirming a
// new account's address ('verify') and moving to a new one ('change'). Only SHA-256 is stored.

export type EmailTokenPurpose = 'verify' | 'change';

export async function replaceEmailToken(db: Db, t: { tokenHash: string; userId: number; purpose: EmailTokenPurpose; email: string; now: number; expiresAt: number }) {
  // Only the newest link of a purpose works.
  await db.deleteFrom('email_tokens').where('user_id', '=', t.userId).where('purpose', '=', t.purpose).where('used_at', 'is', null).execute();
  await db.insertInto('email_tokens').values({ token_hash: t.tokenHash, user_id: t.userId, purpose: t.purpose, email: t.email, created_at: t.now, expires_at: t.expiresAt }).execute();
}

export function findEmailToken(db: Db, tokenHash: string) {
  return db.selectFrom('email_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks a link used if it still works; one UPDATE, so of two racing uses one wins. */
export async function useEmailToken(db: Db, tokenHash: string, purpose: EmailTokenPurpose, now: number): Promise<boolean> {
  const result = await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** When the user's newest link of a purpose was made (to space out mails), or undefined. */
export async function latestEmailTokenAt(db: Db, userId: number, purpose: EmailTokenPurpose): Promise<number | undefined> {
  const row = await db.selectFrom('email_tokens').select((e) => e.fn.max('created_at').as('at')).where('user_id', '=', userId).where('purpose', '=', purpose).executeTakeFirst();
  return row?.at == null ? undefined : Number(row.at);
}

export function deleteExpiredEmailTokens(db: Db, now: number) {
  return db.deleteFrom('email_tokens').where('expires_at', '<=', now).execute();
}

export function markEmailVerified(db: Db, userId: number, now: number) {
  return db.updateTable('users').set({ email_verified_at: now }).where('id', '=', userId).execute();
}

export async function isEmailVerified(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('email_verified_at').where('id', '=', userId).executeTakeFirst();
  return row?.email_verified_at != null;
}

export function setUserEmail(db: Db, userId: number, email: string, now: number) {
  return db.updateTable('users').set({ email, email_verified_at: now }).where('id', '=', userId).execute();
}

/**
 * Inside a transaction: takes the user's row lock (a no-op UPDATE), so two requests deciding
 * whether to mail the same account run one after the other, on either database and across processes.
 */
export async function lockUserForMail(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set((e) => ({ id: e.ref('id') })).where('id', '=', userId).execute();
}
