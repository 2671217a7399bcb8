import { lazy, Suspense } from 'react';
import { trpc } from '../../lib/trpc';

// The owner's suggestion queue (docs/shared-decks.md) is code most deck pages never show: its
// word diff and its list load only when learners have sent suggestions (issue 48). The query is
// the queue's own (one request, shared through the query cache).
const SuggestionsQueue = lazy(() => import('./SuggestionsQueue').then((m) => ({ default: m.SuggestionsQueue })));

export function LazySuggestionsQueue({ deckId }: { deckId: number }) {
  const queue = trpc.sharedDecks.suggestions.useQuery({ deckId });
  const pending = queue.data?.isOwner ? queue.data.suggestions.length : 0;
  if (pending === 0) return null;
  return (
    <Suspense fallback={null}>
      <SuggestionsQueue deckId={deckId} />
    </Suspense>
  );
}
