// tRPC over Fastify with a buffered answer. The official fastifyTRPCPlugin hands Fastify the web
// Response to stream, which cost about 4× the time of a plain JSON reply per call here
// (bench/engine.ts: a trivial query at ~8–20 % of a bare route's throughput, ~25–35 % buffered).
// Nothing in this app streams (no subscriptions; the client uses httpBatchLink), so the body is
// read once and sent as a string. Same request conversion and resolver as the official adapter.
import type { AnyRouter, inferRouterContext, TRPCError } from '@trpc/server';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface TrpcFastifyOptions<TRouter extends AnyRouter> {
  router: TRouter;
  createContext: (req: FastifyRequest, reply: FastifyReply) => Promise<inferRouterContext<TRouter>>;
  onError?: (error: TRPCError, path: string | undefined) => void;
}

export async function trpcFastify<TRouter extends AnyRouter>(app: FastifyInstance, opts: TrpcFastifyOptions<TRouter>) {
  // tRPC parses bodies itself (batches, FormData); encapsulated to this plugin's routes.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.all<{ Params: { path: string } }>('/:path', async (req, reply) => {
    const raw = req.raw as typeof req.raw & { body?: unknown };
    if (req.body !== undefined) raw.body = req.body;
    const response = await resolveResponse({
      router: opts.router,
      req: incomingMessageToRequest(raw, reply.raw, { maxBodySize: null }),
      path: req.params.path,
      error: null,
      createContext: () => opts.createContext(req, reply),
      onError: ({ error, path }) => opts.onError?.(error, path),
    });
    reply.code(response.status);
    response.headers.forEach((value, key) => void reply.header(key, value));
    return reply.send(await response.text());
  });
}
