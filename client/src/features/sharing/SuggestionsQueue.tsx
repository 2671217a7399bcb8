import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { useToast } from '../../components/ui/Toast';
import { errorMessage, trpc } from '../../lib/trpc';
import styles from './sharing.module.css';
import { REJECT_ALL_FAILED, rejectAllMessage, rejectedCount } from './suggestionText';

// The owner's queue of suggestions on the deck page (docs/shared-decks.md): each proposed edit beside the
// card's current text, or a proposed new card; Accept makes the change for every subscriber.
// "Reject all" empties the queue in one call, after a confirmation (docs/shared-decks.md).

export function SuggestionsQueue({ deckId }: { deckId: number }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const queue = trpc.sharedDecks.suggestions.useQuery({ deckId });
  const decide = trpc.sharedDecks.decideSuggestion.useMutation({
    onSuccess: () => Promise.all([utils.sharedDecks.suggestions.invalidate({ deckId }), utils.decks.get.invalidate({ deckId })]),
  });
  const rejectAll = trpc.sharedDecks.rejectAllSuggestions.useMutation({
    onSuccess: async ({ rejected }) => {
      await utils.sharedDecks.suggestions.invalidate({ deckId });
      setConfirming(false);
      toast.show({ tone: 'success', message: rejectedCount(rejected) });
    },
  });
  const pending = queue.data?.isOwner ? queue.data.suggestions : [];
  if (pending.length === 0) return null;
  const busy = decide.isPending || rejectAll.isPending;
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="suggestions-heading" data-testid="suggestions-queue">
      <div className={styles.queueHeader}>
        <h2 id="suggestions-heading" className={styles.heading}>
          Suggestions from learners ({pending.length})
        </h2>
        {pending.length > 1 && (
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => (rejectAll.reset(), setConfirming(true))}>
            Reject all
          </button>
        )}
      </div>
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
              <button type="button" className="btn btn-primary" disabled={busy} aria-label={`Accept: ${suggestion.term}`} onClick={() => decide.mutate({ suggestionId: suggestion.id, decision: 'accept' })}>
                Accept
              </button>
              <button type="button" className="btn btn-secondary" disabled={busy} aria-label={`Reject: ${suggestion.term}`} onClick={() => decide.mutate({ suggestionId: suggestion.id, decision: 'reject' })}>
                Reject
              </button>
            </div>
          </li>
        ))}
      </ul>
      {decide.error && <p role="alert">{decide.error.message}</p>}
      <ConfirmDialog
        open={confirming}
        title="Reject all suggestions?"
        message={rejectAllMessage(pending.length)}
        confirmLabel="Reject all"
        busyLabel="Rejecting..."
        busy={rejectAll.isPending}
        error={rejectAll.error ? errorMessage(rejectAll.error, REJECT_ALL_FAILED) : null}
        onConfirm={() => rejectAll.mutate({ deckId })}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
