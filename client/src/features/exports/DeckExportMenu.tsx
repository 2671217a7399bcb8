import { useMenu } from '../../lib/useMenu';
import { DECK_EXPORTS, deckExportUrl } from './exportLinks';
import { useT } from '../../i18n';
import { namespace as exportsNs } from '../../locales/exports';
import styles from './DeckExportMenu.module.css';

/** The deck page's "Export" menu button: CSV and Anki package downloads. */
export function DeckExportMenu({ deckId, deckName }: { deckId: number; deckName: string }) {
  const t = useT(exportsNs);
  const menu = useMenu();
  return (
    <div className={styles.root} ref={menu.rootRef}>
      <button type="button" className="btn btn-secondary" {...menu.buttonProps}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
          <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('exports.button')}
      </button>
      {menu.open && (
        <div className={styles.menu} aria-label={t('exports.menu', { name: deckName })} {...menu.menuProps}>
          {DECK_EXPORTS.map((entry) => (
            <a
              key={entry.format}
              href={deckExportUrl(deckId, entry.format)}
              download
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              onClick={() => menu.close(true)}
            >
              <span className={styles.label}>{t(entry.label)}</span>
              <span className={styles.hint}>{t(entry.hint)}</span>
            </a>
          ))}
        </div>
      )}
    </div>
  );
}
