import type { Db } from '../db.js';

export function insertAuthSession(db: Db, s: { idHash: string; userId: number; now: number; expiresAt: number }) {
  return db
    .insertInto('auth_sessions')
    .values({ id_hash: s.idHash, user_id: s.userId, created_at: s.now, expires_at: s.expiresAt })
    .execute();
}

export function findSessionUser(db: Db, idHash: string, now: number) {
  return db
    .selectFrom('auth_sessions')
    .innerJoin('users', 'users.id', 'auth_sessions.user_id')
    .select(['users.id', 'users.email', 'users.time_zone', 'users.last_active_at'])
    .where('auth_sessions.id_hash', '=', idHash)
    .where('auth_sessions.expires_at', '>', now)
    .executeTakeFirst();
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
