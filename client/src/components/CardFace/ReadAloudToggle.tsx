import { useT } from '../../i18n';
import { namespace as cardFace } from '../../locales/cardFace';
import styles from './ListenButton.module.css';

/**
 * The 'Read aloud' option of flashcards and typing (docs/study-modes.md): a labelled switch; the game reads
 * each side as it appears while it is on (useReadAloud). The setting is the browser's
 * (useReadAloudSetting), so it holds across decks and sessions.
 */
export function ReadAloudToggle({ on, onChange, className = '' }: { on: boolean; onChange: (on: boolean) => void; className?: string }) {
  const t = useT(cardFace);
  return (
    <label className={`${styles.toggle} ${className}`}>
      <input type="checkbox" role="switch" checked={on} onChange={(e) => onChange(e.target.checked)} data-testid="read-aloud" />
      {t('cardFace.readAloud')}
    </label>
  );
}
