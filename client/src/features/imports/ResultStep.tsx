import { Link } from 'wouter';
import { MSG } from '../../../../shared/messages';
import type { ImportConfirmResult } from '../../../../shared/schemas/imports';
import { useT } from '../../i18n';
import { namespace as imports } from '../../locales/imports';
import { useMsg } from '../../i18n/useMsg';
import styles from './ImportModal.module.css';

/** The confirm's outcome: the created decks with their links (focus on its heading), or the failure. */
export function ResultStep({ result, onOpen }: { result: ImportConfirmResult; onOpen: () => void }) {
  const t = useT(imports);
  const tm = useMsg();
  if (!result.success) {
    return (
      <div className="alert alert-error" role="alert" tabIndex={-1} data-dialog-focus>
        {tm(result.message || MSG.importUnknownFailure)}
      </div>
    );
  }
  return (
    <div className={styles.result} role="status">
      <div className={styles.resultIcon} aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h3 className={styles.resultTitle} tabIndex={-1} data-dialog-focus>
        {tm(result.message)}
      </h3>
      <ul className={styles.deckList} aria-label={t('imports.result.created')}>
        {result.createdDecks.map((deck) => (
          <li key={deck.id} className={styles.deckItem}>
            <span className={styles.deckName} translate="no">
              {deck.name}
            </span>
            <span className={styles.deckCount}>{t('imports.cards', { n: deck.cardCount })}</span>
            <Link href={`/decks/${deck.id}`} className="btn btn-secondary btn-sm" onClick={onOpen}>
              {t('imports.result.open')}
              <span className="visually-hidden" translate="no">: {deck.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
