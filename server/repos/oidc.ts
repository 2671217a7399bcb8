import type { Db, OidcLoginsTable } from '../db.js';

// Queries of sign-in through the identity provider (docs/sign-in.md).

export function insertOidcLogin(db: Db, row: OidcLoginsTable) {
  return db.insertInto('oidc_logins').values(row).execute();
}

/**
 * Takes the sign-in a browser started: the row is deleted in the same statement that reads it, so
 * of two returns presenting one cookie (a replay, a double click) only the first finds it.
 */
export function takeOidcLogin(db: Db, browserHash: string) {
  return db.deleteFrom('oidc_logins').where('browser_hash', '=', browserHash).returningAll().executeTakeFirst();
}

/** Sign-ins abandoned at the provider: swept whenever another starts. */
export function deleteExpiredOidcLogins(db: Db, now: number) {
  return db.deleteFrom('oidc_logins').where('expires_at', '<=', now).execute();
}

export function findOidcIdentity(db: Db, issuer: string, subject: string) {
  return db.selectFrom('oidc_identities').select(['id', 'user_id', 'email']).where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirst();
}

export function findUserOidcIdentity(db: Db, userId: number, issuer: string) {
  return db.selectFrom('oidc_identities').select(['id', 'subject', 'email', 'created_at', 'last_login_at']).where('user_id', '=', userId).where('issuer', '=', issuer).executeTakeFirst();
}

export function insertOidcIdentity(db: Db, row: { userId: number; issuer: string; subject: string; email: string | null; now: number; loggedIn: boolean }) {
  return db
    .insertInto('oidc_identities')
    .values({ user_id: row.userId, issuer: row.issuer, subject: row.subject, email: row.email, created_at: row.now, last_login_at: row.loggedIn ? row.now : null })
    .execute();
}

export function touchOidcIdentity(db: Db, id: number, email: string | null, now: number) {
  return db.updateTable('oidc_identities').set({ last_login_at: now, email }).where('id', '=', id).execute();
}

/** The account a sign-in opens, with what the session and the browser's time zone need. */
export function findSignInUser(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'email', 'time_zone', 'time_zone_auto']).where('id', '=', userId).executeTakeFirst();
}
