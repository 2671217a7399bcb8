import { TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyPluginAsync } from 'fastify';
import { createRequestContext } from '../context.js';
import { appRouter, type AppRouter } from '../routers/_app.js';
import type { ProcedureMeta } from '../trpc.js';

/** docs/security.md; the client's batch link sends at most as many (client/src/lib/trpc.ts). */
export const TRPC_MAX_BATCH_CALLS = 10;

/** tRPC's own Fastify adapter under /api/trpc: a hand-made buffered one measured within noise of it (bench/engine.ts). */
export const trpcPlugin: FastifyPluginAsync = async (app) => {
  const { deps } = app;

  // Every call is held to the JSON limit (the app's bodyLimit), the pasted-text import too: over
  // HTTP its large texts go to POST /api/import/quizlet/preview, which reads them in the import
  // worker; tRPC's adapter would parse them here, on the event loop (issue 9). In-process callers
  // pass the input as an object and have no limit to meet.
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
