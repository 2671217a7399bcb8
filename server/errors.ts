import { TRPCError } from '@trpc/server';
import type { ZodError } from 'zod';
import { SERVER_MSG } from '../shared/messages.js';

// Domain errors thrown by services. One mapping turns them into HTTP statuses (REST) and
// TRPCError codes (tRPC), so both adapters always answer the same message.
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS';

export interface FieldError {
  msg: string;
  path: string;
}

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new AppError('BAD_REQUEST', message, errors);
export const notFound = (message: string = SERVER_MSG.notFound) => new AppError('NOT_FOUND', message);
export const unauthorized = (message: string = SERVER_MSG.notLoggedIn) => new AppError('UNAUTHORIZED', message);

export const httpStatusOf: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
};

/** zod issues flattened into the wire's `errors: [{ msg, path }]`. */
export function zodFieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({ msg: issue.message, path: issue.path.join('.') }));
}

/** The error for a zod failure: the first issue's text is the message (the product spec (docs/product.md)'s wording). */
export function fromZodError(error: ZodError): AppError {
  const errors = zodFieldErrors(error);
  return badRequest(errors[0]?.msg ?? SERVER_MSG.invalidInput, errors);
}

export function toTRPCError(error: AppError): TRPCError {
  // TRPCError has no 415; 'UNSUPPORTED_MEDIA_TYPE' exists in v11 and maps to 415.
  return new TRPCError({ code: error.code, message: error.message, cause: error });
}
