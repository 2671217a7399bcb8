import type { QueryClient } from '@tanstack/react-query';
import { getUntypedClient } from '@trpc/client';
import { getQueryKey } from '@trpc/react-query';
import { pageDataCalls } from '../../../shared/pageData';
import { trpc, type makeTrpcClient } from './trpc';

// The data a page's first render cannot do without, asked for as soon as the app's chunk runs
// (issue 13). Otherwise the question waits for the app to render its providers, check the
// login, load the page and render it: on a phone that was most of a second after the code had
// arrived. The page's own useQuery finds the request in flight (same key) and joins it.
// Not logged in: the answer is a 401 the page never shows (the login check redirects first).
//
// Which calls, and in which order, is shared with the server (shared/pageData.ts): the calls are
// made in the same tick, so httpBatchLink sends them as one GET whose URL is the one the server
// already named in the app shell's Link header, and the browser hands over the answer it has
// been fetching since the HTML arrived.

type Client = ReturnType<typeof makeTrpcClient>;

export function prefetchPageData(pathname: string, queryClient: QueryClient, client: Client): void {
  const untyped = getUntypedClient(client);
  for (const { path, input } of pageDataCalls(pathname)) {
    // The React helpers' node for this procedure (trpc.decks.get for 'decks.get'): the page's
    // hooks build their query key from the same node.
    const procedure = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], trpc);
    const queryKey = getQueryKey(procedure as typeof trpc.decks.get, input as { deckId: number }, 'query');
    void queryClient.prefetchQuery({ queryKey, queryFn: () => untyped.query(path, input) });
  }
}
