import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { Context } from './context.js';
import { AppError, fromZodError, toTRPCError, zodFieldErrors } from './errors.js';
import { API_TOKEN_MSG, SERVER_MSG } from '../shared/messages.js';
import { translateMessage } from './i18n.js';

/** Procedure facts the HTTP layer reads before any call runs (see server/plugins/trpc.ts). */
export interface ProcedureMeta {
  /** Login and signup: a password guess each, so at most one per HTTP request. */
  authAttempt?: boolean;
}

const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
  // The client reads `message` (the product spec wording) and `data.errors` like the REST body's `errors`.
  // Messages of shared/messages.ts come in the request's language (docs/translating.md).
  errorFormatter({ shape, error, ctx }) {
    const locale = ctx?.locale ?? 'en';
    const tr = (text: string) => translateMessage(text, locale);
    const cause = error.cause;
    if (cause instanceof ZodError) {
      const errors = zodFieldErrors(cause).map((e) => ({ ...e, msg: tr(e.msg) }));
      return { ...shape, message: errors[0]?.msg ?? tr(shape.message), data: { ...shape.data, errors, stack: undefined } };
    }
    const errors = cause instanceof AppError ? cause.errors?.map((e) => ({ ...e, msg: tr(e.msg) })) : undefined;
    // Internals never reach a client.
    const message = error.code === 'INTERNAL_SERVER_ERROR' ? tr(SERVER_MSG.internal) : tr(shape.message);
    return { ...shape, message, data: { ...shape.data, errors, stack: undefined } };
  },
});

/**
 * Services throw AppError and inputs fail as ZodError; both become a TRPCError whose message is
 * the product spec (docs/product.md)'s wording, for HTTP clients and in-process callers alike.
 */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof AppError) throw toTRPCError(cause);
    if (cause instanceof ZodError) throw toTRPCError(fromZodError(cause));
  }
  return result;
});

/** A `read` API token may call queries only (docs/api.md); over HTTP its POST never gets this far. */
const tokenScope = t.middleware(({ ctx, type, next }) => {
  if (ctx.apiToken?.scope === 'read' && type === 'mutation') throw new TRPCError({ code: 'FORBIDDEN', message: API_TOKEN_MSG.readOnly });
  return next();
});

const requireUser = t.middleware(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in to continue.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export const router = t.router;
export const publicProcedure = t.procedure.use(mapAppErrors).use(tokenScope);
export const protectedProcedure = publicProcedure.use(requireUser);
export const createCallerFactory = t.createCallerFactory;
