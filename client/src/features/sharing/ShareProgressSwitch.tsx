import type { DeckDetail } from '../../../../shared/schemas/decks';
import { useSetShareProgress } from './mutations';
import styles from './sharing.module.css';
import { useT } from '../../i18n';
import { namespace as sharingNs } from '../../locales/sharing';

/**
 * A subscriber's opt-in (docs/shared-decks.md; off by default): their answers on this deck count, without
 * their name, in the owner's card statistics. The box follows the server's answer.
 */
export function ShareProgressSwitch({ deck }: { deck: DeckDetail }) {
  const setShareProgress = useSetShareProgress(deck.id);
  const t = useT(sharingNs);
  // While the request runs the box shows what was asked for; the refetched deck then confirms it.
  const checked = setShareProgress.isPending ? setShareProgress.variables.shareProgress : deck.share_progress;
  return (
    <div className={styles.switchRow}>
      <label className={styles.switchLabel}>
        <input
          type="checkbox"
          role="switch"
          aria-describedby="share-progress-hint"
          checked={checked}
          disabled={setShareProgress.isPending}
          onChange={(event) => setShareProgress.mutate({ deckId: deck.id, shareProgress: event.target.checked })}
        />
        {t('sharing.progress.label')}
      </label>
      <p id="share-progress-hint" className={`muted ${styles.switchHint}`}>
        {t('sharing.progress.hint')}
      </p>
      {setShareProgress.error && <p role="alert">{setShareProgress.error.message}</p>}
    </div>
  );
}
