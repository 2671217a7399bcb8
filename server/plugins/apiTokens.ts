import fp from 'fastify-plugin';
import { AppError } from '../errors.js';
import { API_TOKEN_MSG } from '../../shared/messages.js';
import { authenticateApiToken, type ApiTokenAuth } from '../services/apiTokens.js';
import type { SessionUser } from '../session.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carries a valid `Authorization: Bearer` API token (docs/api.md). */
    apiAuth?: { user: SessionUser; token: ApiTokenAuth };
  }
  interface FastifyContextConfig {
    /** The route authenticates by itself (the AnkiConnect endpoint reads its `key`): no Bearer or XSRF check here. */
    ownAuth?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

/**
 * Personal API tokens on every route (docs/api.md): `Authorization: Bearer <token>` makes the
 * request its owner's. The cookie is then ignored, which is why no XSRF check applies to it
 * (server/plugins/xsrf.ts skips requests this sets `apiAuth` on): a page of another site cannot
 * make a browser send this header without a CORS preflight, which the API never grants. An
 * unknown, revoked or expired token is 401 at once (never a fall-back to the cookie); a `read`
 * token may only read (GET and HEAD: every write of the REST API and every tRPC mutation is a
 * POST, PUT or DELETE); each token gets API_TOKEN_RATE_LIMIT requests a minute.
 * Other Authorization schemes are not ours and are ignored.
 */
export const apiTokensPlugin = fp(
  async (app) => {
    const { db, config, now, services } = app.deps;
    app.addHook('onRequest', async (req, reply) => {
      const header = req.headers.authorization;
      if (header === undefined || !/^Bearer\b/i.test(header) || req.routeOptions.config?.ownAuth) return;
      const match = BEARER.exec(header);
      reply.header('cache-control', 'no-store');
      if (!match) {
        reply.header('www-authenticate', 'Bearer error="invalid_request"');
        throw new AppError('UNAUTHORIZED', API_TOKEN_MSG.malformedHeader);
      }
      const at = now();
      const auth = await authenticateApiToken(db, match[1], at);
      if (!auth) {
        reply.header('www-authenticate', 'Bearer error="invalid_token"');
        throw new AppError('UNAUTHORIZED', API_TOKEN_MSG.invalid);
      }
      if (!services.apiTokenRate.hit(auth.token.id, at.getTime(), config.apiTokenRateLimitPerMinute)) {
        reply.header('retry-after', '60');
        throw new AppError('TOO_MANY_REQUESTS', API_TOKEN_MSG.tooMany);
      }
      if (auth.token.scope === 'read' && !SAFE_METHODS.has(req.method.toUpperCase())) {
        reply.header('www-authenticate', 'Bearer error="insufficient_scope", scope="write"');
        throw new AppError('FORBIDDEN', API_TOKEN_MSG.readOnly);
      }
      req.apiAuth = auth;
    });
  },
  { name: 'apiTokens', dependencies: ['security'] },
);
