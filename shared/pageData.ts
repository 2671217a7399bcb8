// The tRPC calls a page's first render cannot do without (issue 13), for the two sides that act
// on them before the app has rendered: the client asks for them, in one batch, as soon as its
// app chunk runs (client/src/lib/pageData.ts), and the server names that very batch in the app
// shell's Link header (server/plugins/preloadHints.ts), so on a phone the data travels beside
// the scripts instead of after them. The two only meet if the URL is the same to the byte:
// `trpcBatchUrl` builds it as tRPC's httpBatchLink does (checked against the real link in
// client/src/lib/pageData.test.ts).

import { pageForPath } from './pageRoutes';

export interface PageCall {
  /** The procedure, e.g. 'decks.get'. */
  path: string;
  input?: unknown;
}

/** The queries a first load of `pathname` starts at once, in batch order; [] when none. */
export function pageDataCalls(pathname: string): PageCall[] {
  const page = pageForPath(pathname);
  if (page === 'deckDetail') {
    const deckId = Number(pathname.split('/').filter(Boolean)[1]);
    if (!Number.isInteger(deckId) || deckId <= 0) return [];
    // The dashboards' data rides with the deck: the page renders and lays out once with all of
    // it, instead of again as each widget's answer comes (features/stats/queries.ts).
    return ['decks.get', 'stats.reviewStats', 'stats.learningJourney', 'stats.history'].map((path) => ({ path, input: { deckId } }));
  }
  if (page === 'decks') return [{ path: 'decks.list' }];
  return [];
}

/** The GET URL of one httpBatchLink batch of `calls` under `/api/trpc` (no transformer). */
export function trpcBatchUrl(calls: PageCall[]): string {
  const inputs: Record<number, unknown> = {};
  calls.forEach((call, i) => {
    inputs[i] = call.input;
  });
  return `/api/trpc/${calls.map((call) => call.path).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}
