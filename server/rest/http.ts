import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppConfig } from '../config.js';
import type { AuthedContext } from '../access.js';
import type { AppServices } from '../appServices.js';
import { createRequestContext, type Context } from '../context.js';
import type { Db } from '../db.js';
import type { ImportsService } from '../imports/importsService.js';
import { fromZodError, unauthorized } from '../errors.js';
import { MSG } from '../../shared/messages.js';

export interface AppDeps {
  db: Db;
  /** App-scoped: made and closed by buildApp (server/app.ts). */
  imports: ImportsService;
  config: AppConfig;
  now: () => Date;
  services: AppServices;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** The request's context (user from the session cookie), as the tRPC procedures see it. */
export function getCtx(req: FastifyRequest, reply: FastifyReply): Promise<Context> {
  return createRequestContext(req, reply, req.server.deps);
}

/** The context of a logged-in user, else a 401. */
export async function requireCtx(req: FastifyRequest, reply: FastifyReply): Promise<AuthedContext> {
  const ctx = await getCtx(req, reply);
  if (!ctx.user) throw unauthorized(MSG.notLoggedIn);
  return ctx as AuthedContext;
}

/** Validates input with the same zod schema the tRPC procedure uses; 400 with the product spec wording. */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}
