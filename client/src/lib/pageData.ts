import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { pageForPath } from '../../../shared/pageRoutes';
import { trpc, type makeTrpcClient } from './trpc';

// The data a page's first render cannot do without, asked for as soon as the app's chunk runs
// (issue 13). Otherwise the question waits for the app to render its providers, check the
// login, load the page and render it: on a phone that was most of a second after the code had
// arrived. The page's own useQuery finds the request in flight (same key) and joins it.
// Not logged in: the answer is a 401 the page never shows (the login check redirects first).

type Client = ReturnType<typeof makeTrpcClient>;

export function prefetchPageData(pathname: string, queryClient: QueryClient, client: Client): void {
  const page = pageForPath(pathname);
  if (page === 'deckDetail') {
    const deckId = Number(pathname.split('/').filter(Boolean)[1]);
    if (!Number.isInteger(deckId) || deckId <= 0) return;
    void queryClient.prefetchQuery({ queryKey: getQueryKey(trpc.decks.get, { deckId }, 'query'), queryFn: () => client.decks.get.query({ deckId }) });
    // The dashboards' data in the same tRPC batch: the page renders once with all of it, instead
    // of rendering and laying out again when each widget's answer comes (features/stats/queries.ts).
    void queryClient.prefetchQuery({ queryKey: getQueryKey(trpc.stats.reviewStats, { deckId }, 'query'), queryFn: () => client.stats.reviewStats.query({ deckId }) });
    void queryClient.prefetchQuery({ queryKey: getQueryKey(trpc.stats.learningJourney, { deckId }, 'query'), queryFn: () => client.stats.learningJourney.query({ deckId }) });
    void queryClient.prefetchQuery({ queryKey: getQueryKey(trpc.stats.history, { deckId }, 'query'), queryFn: () => client.stats.history.query({ deckId }) });
  } else if (page === 'decks') {
    void queryClient.prefetchQuery({ queryKey: getQueryKey(trpc.decks.list, undefined, 'query'), queryFn: () => client.decks.list.query() });
  }
}
