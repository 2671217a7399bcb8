import { TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createRequestContext } from '../context.js';
import { appRouter, type AppRouter } from '../routers/_app.js';
import type { ProcedureMeta } from '../trpc.js';
import { capBody, JSON_BODY_MAX_BYTES, TEXT_IMPORT_BODY_MAX_BYTES } from './bodyLimits.js';

/** DESIGN §9; the client's batch link sends at most as many (client/src/lib/trpc.ts). */
export const TRPC_MAX_BATCH_CALLS = 10;
/** Procedures whose input may be larger than a form's JSON: the pasted-text import. */
const TEXT_IMPORT_PROCEDURES = new Set(['imports.quizletPreview']);

/** The calls of a tRPC request as the router will run them (the route param is already decoded). */
const callPaths = (req: FastifyRequest) => ((req.params as { path?: string }).path ?? '').split(',');

/** tRPC's own Fastify adapter under /api/trpc: a hand-made buffered one measured within noise of it (bench/engine.ts). */
export const trpcPlugin: FastifyPluginAsync = async (app) => {
  const { deps } = app;

  // The route accepts the text import's size; every other call is held to the JSON limit.
  app.addHook('onRoute', (route) => {
    route.bodyLimit = TEXT_IMPORT_BODY_MAX_BYTES;
  });
  app.addHook('preParsing', async (req, _reply, payload) => {
    if (callPaths(req).some((path) => TEXT_IMPORT_PROCEDURES.has(path))) return payload;
    return capBody(payload, req.headers['content-length'], JSON_BODY_MAX_BYTES);
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      // An 11-call batch answers 400 before any call runs.
      maxBatchSize: TRPC_MAX_BATCH_CALLS,
      createContext: ({ req, res, info }) => {
        // Every login/signup is a password guess and an argon2 hash: one per request, so a batch
        // cannot stack them (each is also counted by the rate limit in the auth service).
        const attempts = info.calls.filter((call) => (call.procedure?._def.meta as ProcedureMeta | undefined)?.authAttempt).length;
        if (attempts > 1) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Send one login or signup at a time.' });
        return createRequestContext(req, res, deps);
      },
      onError: ({ error }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error(error.cause ?? error);
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
};
