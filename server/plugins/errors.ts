import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { AppError, fromZodError, httpStatusOf } from '../errors.js';
import { MSG, SERVER_MSG } from '../../shared/messages.js';
import { localeOfRequest, translateMessage } from '../i18n.js';
import { BODY_TOO_LARGE_CODE, drainRefusedBody } from './bodyLimits.js';

/**
 * The one place an error becomes an HTTP answer (docs/foundation.md): AppError and zod keep their message,
 * Fastify's own 4xx get a plain one, anything else is logged and answers 500 without internals.
 * tRPC answers its own calls through errorFormatter in server/trpc.ts.
 */
export const errorsPlugin = fp(
  async (app) => {
    const { config } = app.deps;
    // A refused body is read to its end, up to the largest upload allowed, before the answer.
    const drainMaxBytes = Math.max(config.uploadMaxMb, 16) * 1024 * 1024;
    app.setErrorHandler(async (error: FastifyError | Error, req: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof ZodError) error = fromZodError(error);
      if (error instanceof AppError) {
        // In the request's language (docs/translating.md); English stays byte for byte.
        const locale = localeOfRequest(req.headers);
        const tr = (text: string) => translateMessage(text, locale);
        return reply
          .code(httpStatusOf[error.code])
          .send({ message: tr(error.message), ...(error.errors ? { errors: error.errors.map((e) => ({ ...e, msg: tr(e.msg) })) } : {}) });
      }
      const status = (error as FastifyError).statusCode;
      if (status === 413) {
        // A JSON body over its limit is no file; only the multipart upload limit speaks of files.
        const message = translateMessage(
          (error as FastifyError).code === BODY_TOO_LARGE_CODE ? SERVER_MSG.bodyTooLarge : SERVER_MSG.fileTooLarge(config.uploadMaxMb),
          localeOfRequest(req.headers),
        );
        await drainRefusedBody(req.raw, drainMaxBytes);
        return reply.code(413).send({ message });
      }
      if (status && status >= 400 && status < 500) {
        return reply.code(status).send({ message: translateMessage(status === 429 ? MSG.tooManyAttempts : SERVER_MSG.invalidRequest, localeOfRequest(req.headers)) });
      }
      req.log.error(error);
      return reply.code(500).send({ message: translateMessage(SERVER_MSG.internal, localeOfRequest(req.headers)) });
    });
  },
  { name: 'errors' },
);
