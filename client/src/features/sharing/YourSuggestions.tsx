import type { SuggestionStatus } from '../../../../shared/schemas/sharedDecks';
import { useDeckSuggestions } from './queries';
import { sortForAuthor } from './suggestionText';
import styles from './sharing.module.css';
import { useT } from '../../i18n';
import { namespace as sharingNs } from '../../locales/sharing';
import type { Suggestion } from '../../../../shared/schemas/sharedDecks';

/** A subscriber's own suggestions to a shared deck with each outcome (docs/shared-decks.md: the suggester sees it). */
export function YourSuggestions({ deckId }: { deckId: number }) {
  const query = useDeckSuggestions(deckId);
  const t = useT(sharingNs);
  // One line per suggestion (suggestionText.ts suggestionLabel), in the reader's language.
  const label = (s: Pick<Suggestion, 'kind' | 'current' | 'status'>) =>
    s.kind === 'new' ? t('sharing.label.new') : !s.current ? t('sharing.label.deleted') : s.status === 'accepted' ? t('sharing.label.edit') : t('sharing.label.editOf', { term: s.current.term });
  // The owner's queue is SuggestionsQueue; this list is the author's side only.
  if (!query.data || query.data.isOwner || query.data.suggestions.length === 0) return null;
  const suggestions = sortForAuthor(query.data.suggestions);
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="your-suggestions-heading" data-testid="your-suggestions">
      <h2 id="your-suggestions-heading" className={styles.heading}>
        {t('sharing.yours.title')}
      </h2>
      <ul className={styles.rows}>
        {suggestions.map((suggestion) => (
          <li key={suggestion.id} className={styles.suggestion}>
            <div className={styles.suggestionText}>
              <span className="muted">{label(suggestion)}</span>
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
  const t = useT(sharingNs);
  return <span className={`${styles.badge} ${styles[status]}`}>{t(`sharing.status.${status}`)}</span>;
}
