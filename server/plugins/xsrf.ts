import fp from 'fastify-plugin';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors.js';
import { MSG } from '../../shared/messages.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * XSRF (double submit, docs/security.md): a readable cookie that every mutating request must echo in a
 * header. Checked on the method alone, never on the URL: the router decodes `/%61pi/decks` and
 * `//api/decks` to routes a text match would miss (docs/security.md), and the SPA has no mutating
 * route outside the API, so nothing legitimate is lost.
 */
export const xsrfPlugin = fp(
  async (app) => {
    const { config } = app.deps;
    app.addHook('onRequest', async (req, reply) => {
      // No cookie is involved: a request with an API token ignores it (server/plugins/apiTokens.ts),
      // and a route that authenticates itself never reads it (the AnkiConnect endpoint's key).
      if (req.apiAuth || req.routeOptions.config?.ownAuth) return;
      let token = req.cookies[XSRF_COOKIE];
      if (!token) {
        token = randomBytes(24).toString('base64url');
        reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure: config.cookieSecure, httpOnly: false });
      }
      if (SAFE_METHODS.has(req.method.toUpperCase())) return;
      // A route the router matched (never a text match on the URL) that carries its own authority
      // instead of cookies: the one-click unsubscribe link (server/rest/reminders.ts).
      if ((req.routeOptions.config as { xsrfExempt?: boolean } | undefined)?.xsrfExempt) return;
      const header = req.headers[XSRF_HEADER];
      if (typeof header !== 'string' || !safeEqual(header, req.cookies[XSRF_COOKIE] ?? '')) {
        throw new AppError('FORBIDDEN', MSG.badXsrf);
      }
    });
  },
  { name: 'xsrf', dependencies: ['security', 'apiTokens'] },
);

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
