import { trpc } from '../../lib/trpc';
import styles from './sharing.module.css';

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
    <section className={`card ${styles.panel}`} aria-labelledby="suggestions-heading" data-testid="suggestions-queue">
      <h2 id="suggestions-heading" className={styles.heading}>
        Suggestions from learners ({pending.length})
      </h2>
      <ul className={styles.rows}>
        {pending.map((suggestion) => (
          <li key={suggestion.id} className={styles.queueItem}>
            <p>
              {suggestion.kind === 'new' ? 'New card: ' : 'Edit: '}
              <strong>{suggestion.term}</strong> — {suggestion.definition}
            </p>
            {suggestion.current && (
              <p className="muted">
                Now: {suggestion.current.term} — {suggestion.current.definition}
              </p>
            )}
            <div className={styles.decide}>
              <button type="button" className="btn btn-primary" disabled={decide.isPending} aria-label={`Accept: ${suggestion.term}`} onClick={() => decide.mutate({ suggestionId: suggestion.id, decision: 'accept' })}>
                Accept
              </button>
              <button type="button" className="btn btn-secondary" disabled={decide.isPending} aria-label={`Reject: ${suggestion.term}`} onClick={() => decide.mutate({ suggestionId: suggestion.id, decision: 'reject' })}>
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
