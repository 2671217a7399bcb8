import { useCallback, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { DeckSummary } from '../../../../shared/schemas/decks';
import { useOutsideClick } from '../../lib/useOutsideClick';
import { formatUpdatedAt, sourceLabel } from './format';
import styles from './DeckRow.module.css';

export function DeckRow({ deck, onDelete }: { deck: DeckSummary; onDelete: (deck: DeckSummary) => void }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  // An open kebab menu closes on any click outside it (SPEC §4 Deck list).
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useOutsideClick(menuRef, menuOpen, closeMenu);

  return (
    <li className={styles.row}>
      <Link href={`/decks/${deck.id}`} className={styles.main}>
        <span className={styles.name}>{deck.name}</span>
        <span className={styles.meta}>
          <span className={`${styles.badge} ${deck.due_card_count > 0 ? styles.due : ''}`}>{deck.due_card_count} due</span>
          <span>
            {deck.card_count} {deck.card_count === 1 ? 'card' : 'cards'}
          </span>
          <span className={styles.dot} aria-hidden="true">
            •
          </span>
          <span>{sourceLabel(deck.source)}</span>
          <span className={styles.dot} aria-hidden="true">
            •
          </span>
          <span>Updated {formatUpdatedAt(deck.updated_at)}</span>
        </span>
      </Link>
      <div className={styles.kebab} ref={menuRef}>
        <button
          type="button"
          className="btn btn-ghost btn-icon"
          aria-label={`Actions for ${deck.name}`}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="5" r="2" fill="currentColor" />
            <circle cx="12" cy="12" r="2" fill="currentColor" />
            <circle cx="12" cy="19" r="2" fill="currentColor" />
          </svg>
        </button>
        {menuOpen && (
          <div className={styles.menu} role="menu">
            <Link href={`/decks/${deck.id}`} className={styles.menuItem} role="menuitem">
              View/Edit
            </Link>
            <button
              type="button"
              role="menuitem"
              className={`${styles.menuItem} ${styles.danger}`}
              onClick={() => {
                setMenuOpen(false);
                onDelete(deck);
              }}
            >
              Delete
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
