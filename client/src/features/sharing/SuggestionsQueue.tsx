import { trpc } from '../../lib/trpc';

// The owner's queue of suggestions on the deck page (DESIGN §20): each proposed edit beside the
// card's current text, or a proposed new card; Accept makes the change for every subscriber.

export function SuggestionsQueue({ deckId }: { deckId: number }) {
  const utils = trpc.useUtils();
  const queue = trpc.sharedDecks.suggestions.useQuery({ deckId });
  const decide = trpc.sharedDecks.decideSuggestion.useMutation({
    onSuccess: () => Promise.all([utils.sharedDecks.suggestions.invalidate({ deckId }), utils.decks.get.invalidate({ deckId })]),
  });
  const pending = queue.data?.isOwner ? queue.data.suggestions : [];
  if (pending.length === 0) return null;
  return (
    <section className="card" style={{ margin: "16px 0" }} aria-labelledby="suggestions-heading" data-testid="suggestions-queue">
      <h2 id="suggestions-heading">Suggestions from learners ({pending.length})</h2>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
        {pending.map((suggestion) => (
          <li key={suggestion.id} style={{ borderTop: '1px solid var(--color-border, #d0d4dc)', paddingTop: 8 }}>
            <p style={{ margin: '0 0 4px', overflowWrap: 'anywhere' }}>
              {suggestion.kind === 'new' ? 'New card: ' : 'Edit: '}
              <strong>{suggestion.term}</strong> — {suggestion.definition}
            </p>
            {suggestion.current && (
              <p className="muted" style={{ margin: '0 0 8px', overflowWrap: 'anywhere' }}>
                Now: {suggestion.current.term} — {suggestion.current.definition}
              </p>
            )}
            <div style={{ display: 'flex', gap: 8 }}>
              <button type="button" className="btn btn-primary" disabled={decide.isPending} onClick={() => decide.mutate({ suggestionId: suggestion.id, decision: 'accept' })}>
                Accept
              </button>
              <button type="button" className="btn btn-secondary" disabled={decide.isPending} onClick={() => decide.mutate({ suggestionId: suggestion.id, decision: 'reject' })}>
                Reject
              </button>
            </div>
          </li>
        ))}
      </ul>
      {decide.error && <p role="alert">{decide.error.message}</p>}
    </section>
  );
}
