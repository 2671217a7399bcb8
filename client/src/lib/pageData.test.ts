import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageDataCalls, trpcBatchUrl } from '../../../shared/pageData';
import { prefetchPageData } from './pageData';
import { makeQueryClient, makeTrpcClient } from './trpc';

// The server names a page's first batch in the app shell's Link header, and the browser only
// hands that preloaded answer to a request for the same URL with the same headers. These tests
// run the real httpBatchLink and compare what it asks for with what the server names.

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; max-age=0';
});

/** The requests the app's tRPC client makes for a first load of `pathname`. */
async function requestsFor(pathname: string) {
  const requests: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, init });
      return new Response(JSON.stringify([]), { headers: { 'content-type': 'application/json' } });
    }),
  );
  prefetchPageData(pathname, makeQueryClient(), makeTrpcClient());
  await new Promise((resolve) => setTimeout(resolve, 10));
  return requests;
}

describe('prefetchPageData', () => {
  it.each(['/decks/7', '/decks/1234567', '/decks'])('asks %s in one batch, at the URL the server preloads, with no header of its own', async (pathname) => {
    document.cookie = 'XSRF-TOKEN=token-1';
    const requests = await requestsFor(pathname);
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe(trpcBatchUrl(pageDataCalls(pathname)));
    expect(requests[0].init?.method).toBe('GET');
    expect(requests[0].init?.credentials).toBe('include');
    expect(new Headers(requests[0].init?.headers).has('x-xsrf-token')).toBe(false);
  });

  it('asks nothing for pages without first data, or a deck id that is not one', async () => {
    for (const pathname of ['/', '/login', '/profile', '/decks/abc', '/decks/0', '/decks/1.5']) {
      expect(await requestsFor(pathname), pathname).toEqual([]);
    }
  });

  it('batches the deck and its dashboards, in a fixed order', () => {
    expect(trpcBatchUrl(pageDataCalls('/decks/7'))).toBe(
      '/api/trpc/decks.get,stats.reviewStats,stats.learningJourney,stats.history?batch=1&input=' +
        encodeURIComponent('{"0":{"deckId":7},"1":{"deckId":7},"2":{"deckId":7},"3":{"deckId":7}}'),
    );
    expect(trpcBatchUrl(pageDataCalls('/decks'))).toBe('/api/trpc/decks.list?batch=1&input=%7B%7D');
  });
});

describe('the XSRF header', () => {
  it('still goes with every mutation', async () => {
    document.cookie = 'XSRF-TOKEN=token-2';
    const requests: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        requests.push(init);
        return new Response(JSON.stringify([{ result: { data: null } }]), { headers: { 'content-type': 'application/json' } });
      }),
    );
    await makeTrpcClient().auth.logout.mutate().catch(() => undefined);
    expect(requests).toHaveLength(1);
    expect(new Headers(requests[0].headers).get('x-xsrf-token')).toBe('token-2');
  });
});
