import { Link } from 'wouter';
import type { DeckSummary } from '../../../../shared/schemas/decks';
import { useMenu } from '../../lib/useMenu';
import { DECK_EXPORTS, deckExportUrl } from '../exports/exportLinks';
import { newCardState, newLeftText } from '../study/studyOptions';
import { formatUpdatedAt, sourceLabel } from './format';
import styles from './DeckRow.module.css';

export function DeckRow({ deck, onDelete }: { deck: DeckSummary; onDelete: (deck: DeckSummary) => void }) {
  // A menu button: closes on any click outside it (docs/product.md: states Deck list), on Escape and on Tab.
  const menu = useMenu();

  return (
    <li className={styles.row}>
      <Link href={`/decks/${deck.id}`} className={styles.main}>
        <span className={styles.name}>{deck.name}</span>
        <span className={styles.meta}>
          {/* Reviews due and new cards left today, two numbers (issue 29.2). */}
          <span className={`${styles.badge} ${deck.due_review_count > 0 ? styles.due : ''}`} data-testid="reviews-due">
            {deck.due_review_count} due
          </span>
          <span className={styles.today} data-testid="new-left">
            {newCardState(deck).limitReached ? 'new-card limit reached' : newLeftText(deck.new_available_count)}
          </span>
          <span>
            {deck.card_count} {deck.card_count === 1 ? 'card' : 'cards'}
          </span>
          <span className={styles.dot} aria-hidden="true">
            •
          </span>
          {/* A subscribed deck (docs/shared-decks.md): its owner instead of its source. */}
          <span>{deck.shared_by ? `Shared by ${deck.shared_by}` : sourceLabel(deck.source)}</span>
          <span className={styles.dot} aria-hidden="true">
            •
          </span>
          <span>Updated {formatUpdatedAt(deck.updated_at)}</span>
        </span>
      </Link>
      <div className={styles.kebab} ref={menu.rootRef}>
        <button type="button" className="btn btn-ghost btn-icon" aria-label={`Actions for ${deck.name}`} {...menu.buttonProps}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="5" r="2" fill="currentColor" />
            <circle cx="12" cy="12" r="2" fill="currentColor" />
            <circle cx="12" cy="19" r="2" fill="currentColor" />
          </svg>
        </button>
        {menu.open && (
          <div className={styles.menu} aria-label={`Actions for ${deck.name}`} {...menu.menuProps}>
            <Link href={`/decks/${deck.id}`} className={styles.menuItem} role="menuitem" tabIndex={-1}>
              {deck.is_owner === false ? 'View' : 'View/Edit'}
            </Link>
            {DECK_EXPORTS.map((entry) => (
              <a
                key={entry.format}
                href={deckExportUrl(deck.id, entry.format)}
                download
                role="menuitem"
                tabIndex={-1}
                className={styles.menuItem}
                onClick={() => menu.close(true)}
              >
                {entry.label}
              </a>
            ))}
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`${styles.menuItem} ${styles.danger}`}
              onClick={() => {
                menu.close(true);
                onDelete(deck);
              }}
            >
              {/* A subscriber's delete leaves the deck; the owner's deck stays. */}
              {deck.is_owner === false ? 'Leave' : 'Delete'}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
