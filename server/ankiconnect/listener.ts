// ANKICONNECT_PORT (docs/api.md): AnkiConnect's own address shape, `http://127.0.0.1:8765/`, for
// clients that post to the root of a host and port. A listener of its own with the endpoint
// only, on the app's database and services. ANKICONNECT_LOCAL_USER lets a keyless request act as
// that account, as AnkiConnect trusts its own machine, and only when this listener is bound to a
// loopback address and the request comes from one.
import Fastify, { type FastifyInstance } from 'fastify';
import net from 'node:net';
import type { AppDeps } from '../rest/http.js';
import { ANKICONNECT_BODY_MAX_BYTES, ankiConnectRoutes } from './http.js';

export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  const address = host.replace(/^\[|\]$/g, '');
  if (net.isIPv4(address)) return address.startsWith('127.');
  return address === '::1' || /^::ffff:127\./i.test(address);
}

export async function buildAnkiConnectListener(deps: AppDeps, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ? { level: deps.config.logLevel } : false, bodyLimit: ANKICONNECT_BODY_MAX_BYTES });
  const loopback = isLoopbackHost(deps.config.ankiconnectHost);
  app.setErrorHandler(async (error: Error & { statusCode?: number }, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) req.log.error(error);
    return reply.code(status).type('text/plain; charset=utf-8').send(status === 413 ? 'Request body too large.' : status === 500 ? 'Internal server error.' : 'Invalid request.');
  });
  await ankiConnectRoutes(app, {
    deps,
    path: '/',
    // A browser page borrows no trust: a request with an origin acts as the local user only when
    // that origin is listed by name (`*` lets pages call with a key, never without one).
    localUser: (req) =>
      loopback &&
      deps.config.ankiconnectLocalUser !== null &&
      isLoopbackHost(req.socket.remoteAddress ?? '') &&
      (req.headers.origin === undefined || deps.config.ankiconnectCorsOrigins.includes(req.headers.origin)),
  });
  return app;
}
