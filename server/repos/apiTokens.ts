import type { Db } from '../db.js';

// Queries of personal API tokens (docs/api.md). Rows are looked up by the SHA-256 of the token.

const LIST_COLUMNS = ['api_tokens.id', 'api_tokens.name', 'api_tokens.scope', 'api_tokens.created_at', 'api_tokens.expires_at', 'api_tokens.last_used_at'] as const;

export function insertApiToken(db: Db, t: { userId: number; name: string; scope: string; tokenHash: string; now: number; expiresAt: number | null }) {
  return db
    .insertInto('api_tokens')
    .values({ user_id: t.userId, name: t.name, scope: t.scope, token_hash: t.tokenHash, created_at: t.now, expires_at: t.expiresAt, last_used_at: null })
    .returning([...LIST_COLUMNS])
    .executeTakeFirstOrThrow();
}

export async function countUserApiTokens(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('api_tokens').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A user's tokens, newest first (expired ones too: the list says they expired). */
export function listUserApiTokens(db: Db, userId: number) {
  return db.selectFrom('api_tokens').select([...LIST_COLUMNS]).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** Every account's tokens with their owner's address, newest first (the admin page). */
export function listAllApiTokens(db: Db) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select([...LIST_COLUMNS, 'users.id as user_id', 'users.email'])
    .orderBy('api_tokens.created_at', 'desc')
    .orderBy('api_tokens.id', 'desc')
    .execute();
}

/** Deletes one token; with `userId`, only when it is that user's. True when a row went. */
export async function deleteApiToken(db: Db, id: number, userId?: number): Promise<boolean> {
  let query = db.deleteFrom('api_tokens').where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The live token with this hash and its user; undefined for an unknown, revoked or expired one. */
export function findApiTokenUser(db: Db, tokenHash: string, now: number) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select(['api_tokens.id as token_id', 'api_tokens.scope', 'api_tokens.last_used_at', 'users.id', 'users.email', 'users.time_zone'])
    .where('api_tokens.token_hash', '=', tokenHash)
    .where((eb) => eb.or([eb('api_tokens.expires_at', 'is', null), eb('api_tokens.expires_at', '>', now)]))
    .executeTakeFirst();
}

/** Records a use, writing only when the stored time is older than `resolutionMs`. */
export function touchApiTokenLastUsed(db: Db, id: number, now: number, resolutionMs: number) {
  return db
    .updateTable('api_tokens')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', now - resolutionMs)]))
    .execute();
}
