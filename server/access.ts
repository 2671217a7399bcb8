// Who is calling and what they may touch: the session lookup behind every request's context,
// the context type of a logged-in call, and the one "the user's deck, else 404" check.
import { createHash } from 'node:crypto';
import type { Context } from './context.js';
import type { Db } from './db.js';
import { notFound } from './errors.js';
import { MSG } from '../shared/messages.js';
import { LAST_ACTIVE_RESOLUTION_MS, SESSION_LAST_SEEN_RESOLUTION_MS } from '../shared/constants.js';
import { findSessionUser, touchSessionLastSeen } from './repos/authSessions.js';
import { touchLastActive } from './repos/users.js';
import { findDeck, ownedDeckId, type DeckRow } from './repos/decks.js';

export const SESSION_COOKIE = 'cardcade_session';

export interface SessionUser {
  id: number;
  email: string;
  timeZone: string;
}

/** The context of a procedure or REST handler that requires a login. */
export type AuthedContext = Context & { user: SessionUser };

/** Only this hash of the cookie's random id is stored: a stolen database cannot be replayed. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The user of a live session, or null for an unknown or expired token. */
export async function sessionUser(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  const idHash = hashSessionToken(token);
  const row = await findSessionUser(db, idHash, now.getTime());
  if (!row) return null;
  await noteActivity(db, row, now.getTime());
  // The profile's "last seen" (DESIGN §11): at most one write a minute per session, not one a request.
  if (row.last_seen_at === null || now.getTime() - row.last_seen_at >= SESSION_LAST_SEEN_RESOLUTION_MS) {
    await touchSessionLastSeen(db, idHash, now.getTime(), SESSION_LAST_SEEN_RESOLUTION_MS);
  }
  return { id: row.id, email: row.email, timeZone: row.time_zone };
}

/** last_active_at for the admin's list (DESIGN §10): written at most hourly, not on every request. */
async function noteActivity(db: Db, user: { id: number; last_active_at: number | null }, now: number) {
  if (user.last_active_at !== null && now - user.last_active_at < LAST_ACTIVE_RESOLUTION_MS) return;
  await touchLastActive(db, user.id, now, LAST_ACTIVE_RESOLUTION_MS);
}

// Another user's deck answers exactly like a missing one (DESIGN §2): both are 404.

/** The deck's id when it is the user's; otherwise 404. The cheap check before a write. */
export async function requireOwnedDeck(db: Db, userId: number, deckId: number): Promise<number> {
  const id = await ownedDeckId(db, userId, deckId);
  if (id === undefined) throw notFound(MSG.deckNotFound);
  return id;
}

/** The user's deck with its counts; otherwise 404. */
export async function loadOwnedDeck(db: Db, userId: number, deckId: number, now: Date): Promise<DeckRow> {
  const row = await findDeck(db, userId, deckId, now.getTime());
  if (!row) throw notFound(MSG.deckNotFound);
  return row;
}
