import type { Db } from '../db.js';

export function insertAuthSession(db: Db, s: { idHash: string; userId: number; now: number; expiresAt: number; userAgent?: string | null }) {
  return db
    .insertInto('auth_sessions')
    .values({ id_hash: s.idHash, user_id: s.userId, created_at: s.now, expires_at: s.expiresAt, user_agent: s.userAgent ?? null, last_seen_at: s.now })
    .execute();
}

export function findSessionUser(db: Db, idHash: string, now: number) {
  return db
    .selectFrom('auth_sessions')
    .innerJoin('users', 'users.id', 'auth_sessions.user_id')
    .select(['users.id', 'users.email', 'users.time_zone', 'users.last_active_at', 'auth_sessions.last_seen_at', 'users.locale'])
    .where('auth_sessions.id_hash', '=', idHash)
    .where('auth_sessions.expires_at', '>', now)
    .executeTakeFirst();
}

/** Records that a session was used, writing only when the stored time is older than `resolutionMs`. */
export function touchSessionLastSeen(db: Db, idHash: string, now: number, resolutionMs: number) {
  return db
    .updateTable('auth_sessions')
    .set({ last_seen_at: now })
    .where('id_hash', '=', idHash)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<=', now - resolutionMs)]))
    .execute();
}

/** A user's live sessions, most recently used first (the profile's list). */
export function listUserSessions(db: Db, userId: number, now: number) {
  return db
    .selectFrom('auth_sessions')
    .select(['id_hash', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

export function deleteAuthSession(db: Db, idHash: string) {
  return db.deleteFrom('auth_sessions').where('id_hash', '=', idHash).execute();
}

export function deleteExpiredAuthSessions(db: Db, now: number) {
  return db.deleteFrom('auth_sessions').where('expires_at', '<=', now).execute();
}

/** Logs a user out everywhere (a password reset, a password set by the operator). */
export function deleteUserAuthSessions(db: Db, userId: number) {
  return db.deleteFrom('auth_sessions').where('user_id', '=', userId).execute();
}

/** Logs a user out everywhere but the session `keepIdHash` (a password change, 'Log out other sessions'). */
export async function deleteOtherUserAuthSessions(db: Db, userId: number, keepIdHash: string | null): Promise<number> {
  let query = db.deleteFrom('auth_sessions').where('user_id', '=', userId);
  if (keepIdHash) query = query.where('id_hash', '!=', keepIdHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
