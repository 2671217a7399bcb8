import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { useToast } from '../../components/ui/Toast';
import { errorMessage, trpc } from '../../lib/trpc';
import styles from './sharing.module.css';
import { REJECT_ALL_FAILED, rejectAllMessage, rejectedCount, suggestedFieldsText } from './suggestionText';
import { changes, wordDiff } from './wordDiff';

const CLOZE_SOURCE = /\{\{c\d+::/;

/** One side of an edit: the words taken out struck through in red, the words put in underlined in green. */
function DiffSide({ label, before, after }: { label: string; before: string; after: string }) {
  const parts = wordDiff(before, after);
  return (
    <div className={styles.diffSide}>
      <span className={styles.diffLabel}>{label}</span>
      {changes(parts) ? (
        <p className={styles.diffText}>
          {parts.map((part, i) =>
            part.kind === 'same' ? (
              <span key={i}>{part.text}</span>
            ) : part.kind === 'removed' ? (
              <del key={i} className={styles.removed}>
                <span className="visually-hidden">[removed: </span>
                {part.text}
                <span className="visually-hidden">]</span>
              </del>
            ) : (
              <ins key={i} className={styles.added}>
                <span className="visually-hidden">[added: </span>
                {part.text}
                <span className="visually-hidden">]</span>
              </ins>
            ),
          )}
        </p>
      ) : (
        <p className={`${styles.diffText} muted`}>{before} <em>(unchanged)</em></p>
      )}
    </div>
  );
}

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
            {suggestion.kind === 'edit' && suggestion.current ? (
              // An edit: each side as it is now, with the suggested change marked word by word.
              <div className={styles.diff} data-testid="suggestion-diff">
                <p className={styles.diffTitle}>Edit of “{suggestion.current.term}”</p>
                {suggestedFieldsText(suggestion.fields) && (
                  <p className={styles.diffFields} data-testid="suggestion-fields">
                    {suggestedFieldsText(suggestion.fields)}
                  </p>
                )}
                {/* A cloze card comes as its note's source and Extra (server/repos/suggestions.ts). */}
                <DiffSide label={CLOZE_SOURCE.test(suggestion.current.term) ? 'Text' : 'Term'} before={suggestion.current.term} after={suggestion.term} />
                <DiffSide label={CLOZE_SOURCE.test(suggestion.current.term) ? 'Extra' : 'Definition'} before={suggestion.current.definition} after={suggestion.definition} />
              </div>
            ) : (
              <p>
                {suggestion.kind === 'new' ? 'New card: ' : 'Edit: '}
                <strong>{suggestion.term}</strong> — {suggestion.definition}
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
