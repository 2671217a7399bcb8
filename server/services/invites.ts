import { randomInt } from 'node:crypto';
import type { Registration } from '../config.js';
import type { Db } from '../db.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { ADMIN_MSG } from '../../shared/messages.js';
import type { AdminInvite, CreateInviteInput, InviteStatus } from '../../shared/schemas/admin.js';
import { findInvite, insertInvite, listInvites as listInviteRows, revokeInvite as revokeInviteRow, takeInviteUse } from '../repos/invites.js';
import type { AdminContext } from '../access.js';

// Invite codes (docs/administration.md): made by admins (page or CLI), used at signup, revocable.

const DAY_MS = 86_400_000;
// No 0/O, 1/I/L: a code is sometimes read aloud or typed from a screen.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12; // ~59 bits: not guessable within any rate limit

type InviteRow = NonNullable<Awaited<ReturnType<typeof findInvite>>>;

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Pure: what an invite is at `now`. Revoked wins over used up, which wins over expired. */
export function inviteStatus(row: Pick<InviteRow, 'revoked_at' | 'uses_count' | 'uses_allowed' | 'expires_at'>, now: number): InviteStatus {
  if (row.revoked_at !== null) return 'revoked';
  if (row.uses_count >= row.uses_allowed) return 'used up';
  if (row.expires_at <= now) return 'expired';
  return 'active';
}

function toApi(row: InviteRow & { created_by_email?: string | null }, now: number): AdminInvite {
  return {
    code: row.code,
    usesAllowed: row.uses_allowed,
    usesCount: row.uses_count,
    usesLeft: Math.max(0, row.uses_allowed - row.uses_count),
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at).toISOString(),
    status: inviteStatus(row, now),
    createdBy: row.created_by_email ?? null,
  };
}

export async function createInvite(ctx: AdminContext, input: CreateInviteInput): Promise<AdminInvite> {
  const now = ctx.now().getTime();
  const row = await insertInvite(ctx.db, {
    code: newInviteCode(),
    createdBy: ctx.actorId,
    usesAllowed: input.uses,
    expiresAt: now + input.days * DAY_MS,
    now,
  });
  return toApi(row, now);
}

export async function listInvites(ctx: AdminContext): Promise<AdminInvite[]> {
  const now = ctx.now().getTime();
  return (await listInviteRows(ctx.db)).map((row) => toApi(row, now));
}

/** Revoking twice is harmless; an unknown code is 404. */
export async function revokeInvite(ctx: AdminContext, code: string): Promise<AdminInvite> {
  const now = ctx.now().getTime();
  await revokeInviteRow(ctx.db, code, now);
  const row = await findInvite(ctx.db, code);
  if (!row) throw notFound(ADMIN_MSG.inviteNotFound);
  return toApi(row, now);
}

/**
 * Signup's part: in invite mode a good code is required and one use is taken (inside the
 * signup's transaction, so a failed signup gives the use back). In open mode a good code is
 * counted and a bad one ignored: the person could sign up without it anyway.
 */
export async function takeInviteForSignup(db: Db, mode: Registration, code: string | undefined, now: number): Promise<void> {
  if (mode === 'open') {
    if (code) await takeInviteUse(db, code, now);
    return;
  }
  if (!code) throw inviteError(ADMIN_MSG.inviteRequired);
  if (await takeInviteUse(db, code, now)) return;
  const row = await findInvite(db, code);
  if (!row) throw inviteError(ADMIN_MSG.inviteUnknown);
  const status = inviteStatus(row, now);
  throw inviteError(status === 'revoked' ? ADMIN_MSG.inviteRevoked : status === 'used up' ? ADMIN_MSG.inviteUsedUp : ADMIN_MSG.inviteExpired);
}

const inviteError = (message: string): AppError => badRequest(message, [{ msg: message, path: 'inviteCode' }]);
