import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../../server/routers/_app';
import { xsrfHeaders } from './xsrf';
import { requestLanguage } from '../i18n';

export const trpc = createTRPCReact<AppRouter>();

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // 4xx answers will not change by asking again; network blips may.
        retry: (count, error) => count < 2 && !(error instanceof TRPCClientError && (error.data?.httpStatus ?? 500) < 500),
        refetchOnWindowFocus: false,
        staleTime: 15_000,
      },
    },
  });
}

export function makeTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/api/trpc',
        // The server refuses larger batches (docs/security.md: at most 10 calls).
        maxItems: 10,
        // Only what changes something echoes the XSRF token (the server checks no GET). A batch of
        // queries sends no header of its own, so it can take over the answer the browser
        // preloaded for the first page (shared/pageData.ts): a preload is only reused by a
        // request with the same headers.
        // Accept-Language: the language the app shows, so the server's messages come in it (docs/translating.md).
        headers: ({ opList }) => ({ 'accept-language': requestLanguage(), ...(opList.every((op) => op.type === 'query') ? {} : xsrfHeaders()) }),
        fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
      }),
    ],
  });
}

/**
 * The user-facing text of a failed call, per docs/product.md: errors: the server's message, else its errors
 * list joined, else the given fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError) {
    if (error.data?.httpStatus === undefined && error.message.includes('fetch')) return fallback;
    const errors = (error.data as { errors?: { msg: string }[] } | undefined)?.errors;
    if (error.message && error.data?.code !== 'INTERNAL_SERVER_ERROR') return error.message;
    if (errors?.length) return errors.map((e) => e.msg).join(', ');
    return fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function httpStatusOf(error: unknown): number | undefined {
  return error instanceof TRPCClientError ? error.data?.httpStatus : undefined;
}
