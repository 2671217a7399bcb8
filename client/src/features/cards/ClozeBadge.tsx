import type { Flashcard } from '../../../../shared/schemas/decks';
import { useT } from '../../i18n';
import { namespace as cardListNs } from '../../locales/cardList';
import styles from './ClozeBadge.module.css';

// Apart from the cloze form (ClozeFields.tsx): the deck page's card list shows the badge, and the
// form, its preview and its cloze rules load only with the card form (issue 48).

/** A cloze card's badge in the card list: which deletion of its note it asks. */
export function ClozeBadge({ card }: { card: Flashcard }) {
  const t = useT(cardListNs);
  if (card.kind !== 'cloze') return null;
  return <span className={styles.badge}>{t('cardList.clozeBadge', { n: String(card.clozeNumber ?? '') })}</span>;
}
