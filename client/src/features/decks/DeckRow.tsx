import { Link } from 'wouter';
import type { DeckSummary } from '../../../../shared/schemas/decks';
import { useMenu } from '../../lib/useMenu';
import { DECK_EXPORTS, deckExportUrl } from '../exports/exportLinks';
import { newCardState } from '../study/studyOptions';
import { useSourceLabel } from './useSourceLabel';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n';
import { namespace as myDecksNs } from '../../locales/myDecks';
import styles from './DeckRow.module.css';

export function DeckRow({ deck, onDelete }: { deck: DeckSummary; onDelete: (deck: DeckSummary) => void }) {
  // A menu button: closes on any click outside it (docs/product.md: states Deck list), on Escape and on Tab.
  const menu = useMenu();
  const t = useT(myDecksNs);
  const format = useFormat();
  const sourceLabel = useSourceLabel();
  const updated = new Date(deck.updated_at);

  return (
    <li className={styles.row}>
      <Link href={`/decks/${deck.id}`} className={styles.main}>
        <span className={styles.name} translate="no">
          {deck.name}
        </span>
        <span className={styles.meta}>
          {/* Reviews due and new cards left today, two numbers (issue 29.2). */}
          <span className={`${styles.badge} ${deck.due_review_count > 0 ? styles.due : ''}`} data-testid="reviews-due">
            {t('myDecks.row.due', { n: deck.due_review_count })}
          </span>
          <span className={styles.today} data-testid="new-left">
            {newCardState(deck).limitReached ? t('myDecks.row.limitReached') : t('myDecks.newLeft', { n: deck.new_available_count })}
          </span>
          <span>{t('myDecks.cards', { n: deck.card_count })}</span>
          <span className={styles.dot} aria-hidden="true">
            •
          </span>
          {/* A subscribed deck (docs/shared-decks.md): its owner instead of its source. */}
          <span>{deck.shared_by ? t('myDecks.row.sharedBy', { name: deck.shared_by }) : sourceLabel(deck.source)}</span>
          <span className={styles.dot} aria-hidden="true">
            •
          </span>
          <span>{t('myDecks.row.updated', { date: Number.isNaN(updated.getTime()) ? '' : format.date(updated, { year: 'numeric', month: 'short', day: 'numeric' }) })}</span>
        </span>
      </Link>
      <div className={styles.kebab} ref={menu.rootRef}>
        <button type="button" className="btn btn-ghost btn-icon" aria-label={t('myDecks.row.actions', { name: deck.name })} {...menu.buttonProps}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="5" r="2" fill="currentColor" />
            <circle cx="12" cy="12" r="2" fill="currentColor" />
            <circle cx="12" cy="19" r="2" fill="currentColor" />
          </svg>
        </button>
        {menu.open && (
          <div className={styles.menu} aria-label={t('myDecks.row.actions', { name: deck.name })} {...menu.menuProps}>
            <Link href={`/decks/${deck.id}`} className={styles.menuItem} role="menuitem" tabIndex={-1}>
              {deck.is_owner === false ? t('myDecks.row.view') : t('myDecks.row.viewEdit')}
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
                {t(`myDecks.export.${entry.format}`)}
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
              {deck.is_owner === false ? t('myDecks.row.leave') : t('myDecks.row.delete')}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
