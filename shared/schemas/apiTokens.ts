import { z } from 'zod';
import { API_TOKEN_MSG } from '../messages.js';

// Inputs and answers of personal API tokens (docs/api.md), shared by the server, the profile and
// admin pages and the REST adapters (and the OpenAPI document made from them).

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
/** How many live tokens one account may hold: enough for every tool, not a table to fill. */
export const API_TOKENS_PER_USER_MAX = 50;

export const createApiTokenInput = z.object({
  name: z.string({ error: API_TOKEN_MSG.nameRequired }).trim().min(1, API_TOKEN_MSG.nameRequired).max(100, API_TOKEN_MSG.nameTooLong),
  scope: z.enum(API_TOKEN_SCOPES, { error: API_TOKEN_MSG.badScope }),
  /** ISO date-time; absent or null: the token never expires. */
  expiresAt: z.iso.datetime({ offset: true, error: API_TOKEN_MSG.badExpiry }).nullish(),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenInput>;

export const apiTokenIdInput = z.object({ id: z.coerce.number({ error: API_TOKEN_MSG.notFound }).int().positive(API_TOKEN_MSG.notFound).max(2 ** 31 - 1, API_TOKEN_MSG.notFound) });

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  expired: z.boolean(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The admin's list: every account's tokens, with whose they are. */
export const adminApiTokenSchema = apiTokenSchema.extend({ userId: z.number().int(), email: z.string() });
export type AdminApiToken = z.infer<typeof adminApiTokenSchema>;

/** The answer to a new token: the only time `token` itself is shown. */
export const createdApiTokenSchema = z.object({ id: z.number().int(), token: z.string(), apiToken: apiTokenSchema });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
