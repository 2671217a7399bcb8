// One AnkiConnect request (docs/api.md): who is calling (the `key` is a personal API token; a
// keyless request on a loopback listener may act as ANKICONNECT_LOCAL_USER), then the action
// from the table in actions.ts, answered in AnkiConnect's shape. `multi` runs its actions in
// order as the same caller; a `read` token may call only the actions that change nothing.
import type { FastifyBaseLogger } from 'fastify';
import { ZodError } from 'zod';
import type { AuthedContext } from '../access.js';
import { createContextInner } from '../context.js';
import { AppError } from '../errors.js';
import { findUserByEmail } from '../repos/users.js';
import type { AppDeps } from '../rest/http.js';
import { authenticateApiToken, type ApiTokenAuth } from '../services/apiTokens.js';
import { API_TOKEN_MSG, ANKICONNECT_MSG } from '../../shared/messages.js';
import { ACTIONS } from './actions.js';
import { ANKI_ERRORS, ANKICONNECT_VERSION, AnkiError, errorReply, MULTI_MAX_ACTIONS, paramsErrorMessage, readEnvelope, successReply, type AnkiRequest } from './protocol.js';

export interface AnkiCallInfo {
  /** True on a loopback listener with ANKICONNECT_LOCAL_USER set, for a client on this machine. */
  localUser: boolean;
  log?: FastifyBaseLogger;
}

interface Caller {
  ctx: AuthedContext;
  scope: ApiTokenAuth['scope'];
}

/** The answer to a parsed body (`null` for a body that is no request, as AnkiConnect does). */
export async function handleAnkiConnect(deps: AppDeps, body: unknown, info: AnkiCallInfo): Promise<unknown> {
  const request = readEnvelope(body);
  if (!request) return null;
  try {
    if (request.action === 'requestPermission') {
      return successReply(request.version, { permission: 'granted', requireApikey: !info.localUser, version: ANKICONNECT_VERSION });
    }
    const caller = await authenticate(deps, request, info);
    return await answer(caller, request, info, 0);
  } catch (error) {
    return errorReply(messageOf(error, info));
  }
}

async function authenticate(deps: AppDeps, request: AnkiRequest, info: AnkiCallInfo): Promise<Caller> {
  const now = deps.now();
  const context = (user: { id: number; email: string; timeZone: string }, apiToken: ApiTokenAuth | null): AuthedContext =>
    createContextInner({ db: deps.db, imports: deps.imports, config: deps.config, services: deps.services, now: deps.now, user, apiToken }) as AuthedContext;
  if (request.key !== undefined) {
    const auth = await authenticateApiToken(deps.db, request.key, now);
    if (!auth) throw new AnkiError(ANKI_ERRORS.badKey);
    if (!deps.services.apiTokenRate.hit(auth.token.id, now.getTime(), deps.config.apiTokenRateLimitPerMinute)) throw new AnkiError(API_TOKEN_MSG.tooMany);
    return { ctx: context(auth.user, auth.token), scope: auth.token.scope };
  }
  if (info.localUser && deps.config.ankiconnectLocalUser) {
    const user = await findUserByEmail(deps.db, deps.config.ankiconnectLocalUser);
    if (!user) throw new AnkiError(ANKICONNECT_MSG.localUserMissing);
    return { ctx: context({ id: user.id, email: user.email, timeZone: user.time_zone }, null), scope: 'write' };
  }
  throw new AnkiError(ANKI_ERRORS.badKey);
}

async function answer(caller: Caller, request: AnkiRequest, info: AnkiCallInfo, depth: number): Promise<unknown> {
  if (request.action === 'multi') {
    if (depth > 0) throw new AnkiError(ANKICONNECT_MSG.nestedMulti);
    const actions = request.params.actions;
    if (!Array.isArray(actions)) throw new AnkiError("multi() missing 1 required positional argument: 'actions'");
    if (actions.length > MULTI_MAX_ACTIONS) throw new AnkiError(ANKICONNECT_MSG.tooManyActions);
    const replies: unknown[] = [];
    // In order, one at a time: an action may use what the one before it made. Between two
    // actions the event loop runs: SQLite answers without a macrotask, so a thousand actions in a
    // row would otherwise hold it for all of them.
    for (const item of actions) {
      await new Promise((resolve) => setImmediate(resolve));
      const sub = readEnvelope(item);
      if (!sub) replies.push(null);
      else if (sub.action === 'requestPermission') replies.push(successReply(sub.version, { permission: 'granted', requireApikey: !info.localUser, version: ANKICONNECT_VERSION }));
      else {
        try {
          replies.push(await answer(caller, sub, info, depth + 1));
        } catch (error) {
          replies.push(errorReply(messageOf(error, info)));
        }
      }
    }
    return successReply(request.version, replies);
  }
  const entry = Object.hasOwn(ACTIONS, request.action) ? ACTIONS[request.action] : undefined;
  if (!entry) throw new AnkiError(ANKI_ERRORS.unsupported);
  if (entry.write && caller.scope === 'read') throw new AnkiError(API_TOKEN_MSG.readOnly);
  const params = entry.params.safeParse(request.params);
  if (!params.success) throw new AnkiError(paramsErrorMessage(request.action, params.error));
  return successReply(request.version, await entry.run(caller.ctx, params.data));
}

/** What the client reads: our words for our errors and the services', never an internal one. */
function messageOf(error: unknown, info: AnkiCallInfo): string {
  if (error instanceof AnkiError || error instanceof AppError) return error.message;
  if (error instanceof ZodError) return error.issues[0]?.message ?? ANKICONNECT_MSG.internal;
  info.log?.error(error);
  return ANKICONNECT_MSG.internal;
}
