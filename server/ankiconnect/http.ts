// The AnkiConnect endpoint over HTTP (docs/api.md): POST /ankiconnect on the app, and the same
// at `/` on the ANKICONNECT_PORT listener (listener.ts), since clients such as yanki post to the
// root of a host and port. The body is read as text whatever its declared type (clients send
// JSON as text/plain to skip a CORS preflight) and parsed here; the answer is always 200, as
// AnkiConnect's is. The route authenticates by the body's `key`, never by a cookie, so the app's
// Bearer and XSRF checks skip it (route config `ownAuth`). A browser origin not in
// ANKICONNECT_CORS_ORIGINS is refused before anything runs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JSON_BODY_MAX_BYTES } from '../plugins/bodyLimits.js';
import type { AppDeps } from '../rest/http.js';
import { MEDIA_UPLOAD_MAX_BYTES } from '../../shared/media.js';
import { ANKICONNECT_MSG } from '../../shared/messages.js';
import { handleAnkiConnect } from './handler.js';
import { EMPTY_BODY_ANSWER } from './protocol.js';

/** A medium's base64 (4 characters per 3 bytes) and room for the rest of a request. */
export const ANKICONNECT_BODY_MAX_BYTES = Math.ceil(MEDIA_UPLOAD_MAX_BYTES / 3) * 4 + JSON_BODY_MAX_BYTES;

export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  return allowed.includes('*') || allowed.includes(origin);
}

export interface AnkiConnectRouteOptions {
  deps: AppDeps;
  path: string;
  /** Whether a keyless request may act as ANKICONNECT_LOCAL_USER (the loopback listener only). */
  localUser: (req: FastifyRequest) => boolean;
}

/** Registers the endpoint at `path` in its own scope (its body parser is not the app's). */
export async function ankiConnectRoutes(app: FastifyInstance, opts: AnkiConnectRouteOptions): Promise<void> {
  const { deps, path } = opts;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: ANKICONNECT_BODY_MAX_BYTES }, (_req, body, done) => done(null, body));

    scope.addHook('onRequest', async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const origin = req.headers.origin;
      if (origin === undefined) return;
      if (!originAllowed(origin, deps.config.ankiconnectCorsOrigins)) {
        return reply.code(403).type('text/plain; charset=utf-8').send(ANKICONNECT_MSG.originNotAllowed);
      }
      reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    });

    const config = { ownAuth: true };
    scope.options(path, { config }, async (_req, reply) =>
      reply
        .code(204)
        .header('access-control-allow-methods', 'POST, GET, OPTIONS')
        .header('access-control-allow-headers', 'Content-Type')
        .header('access-control-allow-private-network', 'true')
        .header('access-control-max-age', '600')
        .send(),
    );
    scope.get(path, { config }, async (_req, reply) => reply.type('text/plain; charset=utf-8').send(EMPTY_BODY_ANSWER));
    scope.post(path, { config, bodyLimit: ANKICONNECT_BODY_MAX_BYTES }, async (req, reply) => {
      const text = typeof req.body === 'string' ? req.body : '';
      if (text.trim() === '') return reply.type('text/plain; charset=utf-8').send(EMPTY_BODY_ANSWER);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      const answer = body === undefined ? null : await handleAnkiConnect(deps, body, { localUser: opts.localUser(req), log: req.log });
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
    });
  });
}
