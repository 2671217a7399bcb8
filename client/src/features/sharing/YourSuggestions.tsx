import type { SuggestionStatus } from '../../../../shared/schemas/sharedDecks';
import { useDeckSuggestions } from './queries';
import { STATUS_LABEL, sortForAuthor, suggestionLabel } from './suggestionText';
import styles from './sharing.module.css';

/** A subscriber's own suggestions to a shared deck with each outcome (docs/shared-decks.md: the suggester sees it). */
export function YourSuggestions({ deckId }: { deckId: number }) {
  const query = useDeckSuggestions(deckId);
  // The owner's queue is SuggestionsQueue; this list is the author's side only.
  if (!query.data || query.data.isOwner || query.data.suggestions.length === 0) return null;
  const suggestions = sortForAuthor(query.data.suggestions);
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="your-suggestions-heading" data-testid="your-suggestions">
      <h2 id="your-suggestions-heading" className={styles.heading}>
        Your suggestions
      </h2>
      <ul className={styles.rows}>
        {suggestions.map((suggestion) => (
          <li key={suggestion.id} className={styles.suggestion}>
            <div className={styles.suggestionText}>
              <span className="muted">{suggestionLabel(suggestion)}</span>
              <span>
                <strong>{suggestion.term}</strong> — {suggestion.definition}
              </span>
            </div>
            <StatusBadge status={suggestion.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function StatusBadge({ status }: { status: SuggestionStatus }) {
  return <span className={`${styles.badge} ${styles[status]}`}>{STATUS_LABEL[status]}</span>;
}
