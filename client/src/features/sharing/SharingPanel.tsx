import type { DeckDetail } from '../../../../shared/schemas/decks';
import { useSetSharing } from './mutations';
import { ShareProgressSwitch } from './ShareProgressSwitch';
import styles from './sharing.module.css';
import { useT } from '../../i18n';
import { namespace as sharingNs } from '../../locales/sharing';

// The deck page's sharing line (docs/shared-decks.md): the owner shares the deck with the server or makes
// it private again (subscribers keep it); a subscriber sees whose deck it is and chooses whether
// the owner's card statistics count their answers.

export function SharingPanel({ deck }: { deck: DeckDetail }) {
  const setSharing = useSetSharing();
  const t = useT(sharingNs);
  if (!deck.is_owner) {
    return (
      <div className={styles.sharing} data-testid="sharing">
        <p className={`muted ${styles.sharedBy}`} data-testid="shared-by">
          {t('sharing.sharedBy', { name: deck.shared_by ?? '' })}
        </p>
        <ShareProgressSwitch deck={deck} />
      </div>
    );
  }
  const shared = deck.visibility === 'server';
  return (
    <div className={styles.sharing} data-testid="sharing">
      <label className={styles.switchLabel}>
        <input
          type="checkbox"
          checked={shared}
          disabled={setSharing.isPending}
          onChange={(event) => setSharing.mutate({ deckId: deck.id, visibility: event.target.checked ? 'server' : 'private' })}
        />{' '}
        {t('sharing.share')}
      </label>
      {setSharing.error && <p role="alert">{setSharing.error.message}</p>}
    </div>
  );
}
