// The login session behind a request: the cookie's name, the hash it is stored under, and the
// lookup of its user. Below both the request context (context.ts) and the access checks
// (access.ts), which each need it; neither may import the other back (issue 25).
import { createHash } from 'node:crypto';
import type { Db } from './db.js';
import { LAST_ACTIVE_RESOLUTION_MS, SESSION_LAST_SEEN_RESOLUTION_MS } from '../shared/constants.js';
import { findSessionUser, touchSessionLastSeen } from './repos/authSessions.js';
import { touchLastActive } from './repos/users.js';

export const SESSION_COOKIE = 'cardcade_session';

export interface SessionUser {
  id: number;
  email: string;
  timeZone: string;
  /** The interface's language the user chose (docs/translating.md); null or absent: the browser's. */
  locale?: string | null;
}

/** Only this hash of the cookie's random id is stored: a stolen database cannot be replayed. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The user of a live session, or null for an unknown or expired token. */
export async function sessionUser(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  const idHash = hashSessionToken(token);
  const row = await findSessionUser(db, idHash, now.getTime());
  if (!row) return null;
  await noteActivity(db, row, now.getTime());
  // The profile's "last seen" (docs/account.md): at most one write a minute per session, not one a request.
  if (row.last_seen_at === null || now.getTime() - row.last_seen_at >= SESSION_LAST_SEEN_RESOLUTION_MS) {
    await touchSessionLastSeen(db, idHash, now.getTime(), SESSION_LAST_SEEN_RESOLUTION_MS);
  }
  return { id: row.id, email: row.email, timeZone: row.time_zone, locale: row.locale };
}

/** last_active_at for the admin's list (docs/administration.md): written at most hourly, not on every request. */
async function noteActivity(db: Db, user: { id: number; last_active_at: number | null }, now: number) {
  if (user.last_active_at !== null && now - user.last_active_at < LAST_ACTIVE_RESOLUTION_MS) return;
  await touchLastActive(db, user.id, now, LAST_ACTIVE_RESOLUTION_MS);
}
