// Who is calling and what they may touch: the context types of a logged-in call and of an
// admin's, and the one "the user's deck, else 404" check. The session lookup itself is in
// session.ts, below the request context.
import type { Context } from './context.js';
import type { Db } from './db.js';
import { AppError, notFound, unauthorized } from './errors.js';
import { ADMIN_MSG, MSG, SHARING_MSG } from '../shared/messages.js';
import { findDeck, isSubscriber, ownedDeckId, type DeckRow } from './repos/decks.js';
import { findUserRole } from './repos/users.js';
import type { SessionUser } from './session.js';

/** The context of a procedure or REST handler that requires a login. */
export type AuthedContext = Context & { user: SessionUser };

// An admin's use cases (services/admin.ts, invites.ts, registration.ts) take an AdminContext,
// which only these two functions hand out: the check cannot be forgotten.
declare const adminBrand: unique symbol;
export type AdminContext = Context & {
  readonly [adminBrand]: true;
  /** The admin acting, or null for the operator at the console. */
  actorId: number | null;
};

/** The request's user as an admin: 401 when logged out, 403 for anyone else. Read fresh, so a demotion applies at once. */
export async function asAdmin(ctx: Context): Promise<AdminContext> {
  if (!ctx.user) throw unauthorized(MSG.notLoggedIn);
  const role = await findUserRole(ctx.db, ctx.user.id);
  if (role !== 'admin') throw new AppError('FORBIDDEN', ADMIN_MSG.adminsOnly);
  return { ...ctx, actorId: ctx.user.id } as AdminContext;
}

/** The CLI: whoever can run commands on the server already owns its database file. */
export function consoleAdmin(ctx: Context): AdminContext {
  return { ...ctx, actorId: null } as AdminContext;
}

// Another user's deck answers exactly like a missing one (docs/foundation.md): both are 404.

/**
 * The deck's id when the user owns it: the check before a write of the deck or its cards. A
 * subscriber may read it but not change it (403, docs/shared-decks.md); anyone else gets 404.
 */
export async function requireOwnedDeck(db: Db, userId: number, deckId: number): Promise<number> {
  const id = await ownedDeckId(db, userId, deckId);
  if (id !== undefined) return id;
  if (await isSubscriber(db, userId, deckId)) throw new AppError('FORBIDDEN', SHARING_MSG.ownerOnly);
  throw notFound(MSG.deckNotFound);
}

/** The deck's id when the user studies it (their own or one they subscribe to); otherwise 404. The cheap check before a read. */
export async function requireStudiedDeck(db: Db, userId: number, deckId: number): Promise<number> {
  const id = await ownedDeckId(db, userId, deckId);
  if (id !== undefined || (await isSubscriber(db, userId, deckId))) return deckId;
  throw notFound(MSG.deckNotFound);
}

/** A deck the user studies (their own or one they subscribe to) with their counts; otherwise 404. */
export async function loadStudiedDeck(db: Db, userId: number, deckId: number, now: Date): Promise<DeckRow> {
  const row = await findDeck(db, userId, deckId, now.getTime());
  if (!row) throw notFound(MSG.deckNotFound);
  return row;
}
