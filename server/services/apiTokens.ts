// Personal API tokens (docs/api.md): made on the profile page (or POST /api/account/api-tokens),
// shown once, kept as a SHA-256 hash, listed with their last use, revoked by their owner or an
// admin. A request with `Authorization: Bearer <token>` acts as the token's owner
// (server/plugins/apiTokens.ts); the AnkiConnect endpoint takes the same token as its `key`.
import { createHash, randomBytes } from 'node:crypto';
import type { AdminContext, AuthedContext } from '../access.js';
import type { Db } from '../db.js';
import { AppError, badRequest, notFound } from '../errors.js';
import { SESSION_LAST_SEEN_RESOLUTION_MS } from '../../shared/constants.js';
import { API_TOKEN_MSG } from '../../shared/messages.js';
import {
  API_TOKENS_PER_USER_MAX,
  type AdminApiToken,
  type ApiToken,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from '../../shared/schemas/apiTokens.js';
import { countUserApiTokens, deleteApiToken, findApiTokenUser, insertApiToken, listAllApiTokens, listUserApiTokens, touchApiTokenLastUsed } from '../repos/apiTokens.js';
import { lockUserRow } from '../repos/users.js';
import type { SessionUser } from '../session.js';
import type { ApiTokenAuth } from '../domain/apiTokenRate.js';

export type { ApiTokenAuth } from '../domain/apiTokenRate.js';

/** A recognisable prefix (secret scanners and people spot it) and 256 random bits. */
const TOKEN_PREFIX = 'cct_';
const TOKEN_SHAPE = /^cct_[A-Za-z0-9_-]{43}$/;

export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');


type Row = { id: number; name: string; scope: string; created_at: number; expires_at: number | null; last_used_at: number | null };

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

function toApiToken(row: Row, now: number): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope === 'write' ? 'write' : 'read',
    createdAt: iso(row.created_at)!,
    expiresAt: iso(row.expires_at),
    lastUsedAt: iso(row.last_used_at),
    expired: row.expires_at !== null && Number(row.expires_at) <= now,
  };
}

/**
 * What only a login session may do: make tokens, link a sign-in provider, log other sessions out.
 * A token that leaks must not outlive its revocation nor turn itself into a login.
 */
export function requireLoginSession(ctx: { apiToken: ApiTokenAuth | null }): void {
  if (ctx.apiToken) throw new AppError('FORBIDDEN', API_TOKEN_MSG.sessionOnly);
}

/** A new token: its text is in this answer only. A token cannot make tokens (a leaked one must not outlive its revocation). */
export async function createApiToken(ctx: AuthedContext, input: CreateApiTokenInput): Promise<CreatedApiToken> {
  requireLoginSession(ctx);
  const now = ctx.now().getTime();
  const expiresAt = input.expiresAt ? Date.parse(input.expiresAt) : null;
  if (expiresAt !== null && !(expiresAt > now)) throw badRequest(API_TOKEN_MSG.badExpiry, [{ msg: API_TOKEN_MSG.badExpiry, path: 'expiresAt' }]);
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const row = await ctx.db.transaction().execute(async (trx) => {
    // The owner's row is locked first, so two concurrent calls count one after the other.
    await lockUserRow(trx, ctx.user.id);
    if ((await countUserApiTokens(trx, ctx.user.id)) >= API_TOKENS_PER_USER_MAX) throw badRequest(API_TOKEN_MSG.tooManyTokens);
    return insertApiToken(trx, { userId: ctx.user.id, name: input.name, scope: input.scope, tokenHash: hashApiToken(token), now, expiresAt });
  });
  return { id: row.id, token, apiToken: toApiToken(row, now) };
}

export async function listApiTokens(ctx: AuthedContext): Promise<ApiToken[]> {
  const now = ctx.now().getTime();
  return (await listUserApiTokens(ctx.db, ctx.user.id)).map((row) => toApiToken(row, now));
}

/** Another user's token answers like a missing one. */
export async function revokeApiToken(ctx: AuthedContext, id: number): Promise<{ success: true }> {
  if (!(await deleteApiToken(ctx.db, id, ctx.user.id))) throw notFound(API_TOKEN_MSG.notFound);
  return { success: true };
}

export async function listAllTokens(ctx: AdminContext): Promise<AdminApiToken[]> {
  const now = ctx.now().getTime();
  return (await listAllApiTokens(ctx.db)).map((row) => ({ ...toApiToken(row, now), userId: row.user_id, email: row.email }));
}

export async function revokeAnyToken(ctx: AdminContext, id: number): Promise<{ success: true }> {
  if (!(await deleteApiToken(ctx.db, id))) throw notFound(API_TOKEN_MSG.notFound);
  return { success: true };
}

/**
 * The owner of a live token, or null (unknown, revoked, expired, or not shaped like one of ours:
 * refused before any query). Notes the use, at most one write a minute per token.
 */
export async function authenticateApiToken(db: Db, token: string, now: Date): Promise<{ user: SessionUser; token: ApiTokenAuth } | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const row = await findApiTokenUser(db, hashApiToken(token), now.getTime());
  if (!row) return null;
  const at = now.getTime();
  if (row.last_used_at === null || at - Number(row.last_used_at) >= SESSION_LAST_SEEN_RESOLUTION_MS) {
    await touchApiTokenLastUsed(db, row.token_id, at, SESSION_LAST_SEEN_RESOLUTION_MS);
  }
  return {
    user: { id: row.id, email: row.email, timeZone: row.time_zone },
    token: { id: row.token_id, scope: row.scope === 'write' ? 'write' : 'read' },
  };
}
