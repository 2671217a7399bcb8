import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError, notFound } from '../errors.js';
import { inviteCode, isTimeZone } from '../../shared/schemas/auth.js';
import { OIDC_MSG } from '../../shared/messages.js';
import { finishOidc, OIDC_COOKIE, OIDC_COOKIE_PATH, OIDC_LOGIN_TTL_MS, startOidc, type OidcProvider } from '../services/oidc.js';
import { requireLoginSession } from '../services/apiTokens.js';
import { getCtx, requireCtx } from './http.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The identity provider read at start (server/app.ts), or null when OIDC_ISSUER is unset (docs/sign-in.md). */
    oidc: OidcProvider | null;
  }
}

// Sign-in through the group's identity provider (docs/sign-in.md). Browser navigations, not API
// calls: start and callback answer redirects, and a refused return lands on the page that started
// it with `?oidcError=<code>` (its text in shared/messages.ts).

// The start address's parts are optional, and a bad one is dropped, not refused: the provider's page still opens.
const startParts = {
  invite: inviteCode.pipe(z.string().min(1)),
  tz: z.string().max(64).refine(isTimeZone),
  next: z.string().max(2000),
  from: z.literal('signup'),
};

function startQuery(query: unknown): { invite?: string; tz?: string; next?: string; from?: 'signup' } {
  const given = (query ?? {}) as Record<string, unknown>;
  const part = (name: keyof typeof startParts) => {
    const parsed = startParts[name].safeParse(given[name]);
    return parsed.success ? parsed.data : undefined;
  };
  return { invite: part('invite'), tz: part('tz'), next: part('next'), from: part('from') as 'signup' | undefined };
}

export async function oidcRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  const provider = () => {
    if (!app.oidc) throw notFound(OIDC_MSG.oidcOff);
    return app.oidc;
  };
  const setFlowCookie = (reply: FastifyReply, value: string) =>
    reply.setCookie(OIDC_COOKIE, value, { path: OIDC_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, maxAge: OIDC_LOGIN_TTL_MS / 1000 });

  app.get('/auth/oidc/start', async (req, reply) => {
    const oidc = provider();
    const query = startQuery(req.query);
    const ctx = await getCtx(req, reply);
    const { url, cookie } = await startOidc(ctx, oidc, { purpose: query.from ?? 'login', inviteCode: query.invite, timeZone: query.tz, next: query.next });
    setFlowCookie(reply, cookie);
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });

  // From the profile: a POST (so the XSRF check applies) answering the provider's address.
  app.post('/auth/oidc/link', async (req, reply) => {
    // A personal API token never becomes a login (docs/api.md).
    requireLoginSession({ apiToken: req.apiAuth?.token ?? null });
    const oidc = provider();
    const ctx = await requireCtx(req, reply);
    const { url, cookie } = await startOidc(ctx, oidc, { purpose: 'link' });
    setFlowCookie(reply, cookie);
    return reply.header('cache-control', 'no-store').send({ url });
  });

  app.get('/auth/oidc/callback', async (req, reply) => {
    const oidc = provider();
    const ctx = await getCtx(req, reply);
    const queryAt = req.url.indexOf('?');
    const currentUrl = new URL(oidc.redirectUri + (queryAt >= 0 ? req.url.slice(queryAt) : ''));
    if (currentUrl.search.length > 8192) throw new AppError('BAD_REQUEST', 'This address is too long.');
    const { redirect } = await finishOidc(ctx, oidc, req.cookies[OIDC_COOKIE] ?? null, currentUrl);
    // One return per start: the cookie goes whatever the outcome.
    reply.clearCookie(OIDC_COOKIE, { path: OIDC_COOKIE_PATH });
    return reply.header('cache-control', 'no-store').redirect(redirect, 302);
  });
}
